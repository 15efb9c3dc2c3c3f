package meq.combat;

import static org.assertj.core.api.Assertions.assertThat;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import meq.data.CardDef;
import meq.data.DataException;
import meq.data.DataLoader;
import meq.data.GameData;
import meq.data.HeroDef;
import meq.data.MonsterDef;
import meq.state.Cards;
import meq.state.Rng;
import org.junit.jupiter.api.Test;

/**
 * Seeded combats of every hero against every monster and minion, random cards on both sides: cards are
 * conserved, damage is never negative, every combat ends: 100,000 combats.
 */
class CombatPropertiesTest {
    @Test
    void randomCombatsConserveCardsDealNoNegativeDamageAndAlwaysEnd() throws DataException {
        GameData data = DataLoader.bundled();
        Cards cards = new Cards(data);
        Resolver resolver = new Resolver(cards);
        List<String> opponents = new ArrayList<>();
        data.monsters().forEach(m -> opponents.add(m.id()));
        data.minions().forEach(m -> opponents.add("minion:" + m.id()));
        int combats = 0;
        int maxRounds = 0;
        for (long seed = 0; seed < 20_000; seed++) {
            for (HeroDef h : data.heroes()) {
                String opp = opponents.get((int) (seed % opponents.size()));
                boolean minion = opp.startsWith("minion:");
                String id = minion ? opp.substring(7) : opp;
                MonsterDef m = minion ? null : data.monster(id);
                String deckId = minion ? data.minion(id).deck() : m.deck();
                int strength = minion ? data.minion(id).strength() : m.strength();
                int health = minion ? data.minion(id).health() : m.health();
                int fortitude = minion ? data.minion(id).fortitude() : m.fortitude();
                Rng rng = new Rng(seed * 31 + h.id().hashCode());
                List<Integer> deck = new ArrayList<>();
                for (int c : cards.combatDeck(deckId)) {
                    deck.add(c);
                }
                Set<Integer> sauronCards = new HashSet<>();
                List<Integer> hand = new ArrayList<>();
                for (int i = 0; i < fortitude; i++) {
                    int c = deck.remove(rng.nextInt(deck.size()));
                    hand.add(c);
                    sauronCards.add(c);
                }
                List<Integer> heroHand = new ArrayList<>();
                int[] heroDeck = cards.heroDeck(h.id());
                for (int i = 0; i < h.fortitude() + h.agility(); i++) {
                    heroHand.add(heroDeck[rng.nextInt(heroDeck.length)]);
                }
                CombatState st = CombatState.start(h.strength(), strength, health, 0, hand);
                int rounds = 0;
                while (true) {
                    rounds++;
                    int hc = st.heroExhausted() || heroHand.isEmpty() ? -1 : heroHand.remove(rng.nextInt(heroHand.size()));
                    int sc = st.sauronExhausted() || st.sauronHand().isEmpty() ? -1
                            : st.sauronHand().get(rng.nextInt(st.sauronHand().size()));
                    RoundResult r = resolver.round(st, hc, sc, minion ? List.of() : m.ability(), rng);
                    assertThat(r.damage().toHero()).isNotNegative();
                    assertThat(r.damage().toSauron()).isNotNegative();
                    st = r.next();
                    Set<Integer> held = new HashSet<>(st.sauronHand());
                    held.addAll(st.sauronStack());
                    assertThat(sauronCards).containsAll(held);
                    assertThat(st.sauronHand().size() + st.sauronStack().size()).isLessThanOrEqualTo(sauronCards.size());
                    for (int c : st.sauronStack()) {
                        CardDef d = cards.card(c);
                        assertThat(d).isNotNull();
                    }
                    if (r.over()) {
                        break;
                    }
                    assertThat(rounds).as("combat %s vs %s seed %d ends", h.id(), id, seed).isLessThan(40);
                }
                maxRounds = Math.max(maxRounds, rounds);
                combats++;
            }
        }
        assertThat(combats).isEqualTo(100_000);
        assertThat(maxRounds).isLessThan(40);
    }
}
