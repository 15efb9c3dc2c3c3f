package meq.sim;

import java.util.ArrayList;
import java.util.List;
import meq.combat.CombatState;
import meq.combat.Resolver;
import meq.combat.RoundResult;
import meq.data.CardDef;
import meq.data.CombatEffect;
import meq.data.GameData;
import meq.data.HeroDef;
import meq.state.Cards;
import meq.state.IntList;
import meq.state.Rng;

/**
 * Plays one kind of combat many times, alone: a hero with a fresh shuffled deck and a hand of his fortitude,
 * against a monster or minion with its combat deck, both choosing cards with a simple bot (the strongest card
 * the strength left allows), the hero taking damage from the top of his life pool.
 */
public final class CombatSim {
    public enum Outcome { HERO_WINS, HERO_DEFEATED, BOTH_EXHAUSTED }

    private final GameData data;
    private final Cards cards;
    private final Resolver resolver;

    public CombatSim(GameData data, Cards cards) {
        this.data = data;
        this.cards = cards;
        this.resolver = new Resolver(cards);
    }

    /** One combat from a seed; agility -1 lets the bot spend all of it. */
    public Outcome play(String hero, String opponent, int agility, long seed) {
        return play(hero, opponent, agility, seed, null);
    }

    /** One combat, writing what happens round by round into the transcript (when not null). */
    public Outcome play(String hero, String opponent, int agility, long seed, List<String> transcript) {
        Rng rng = new Rng(seed);
        HeroDef h = data.hero(hero);
        boolean minion = data.minions().stream().anyMatch(m -> m.id().equals(opponent));
        int fortitude = minion ? data.minion(opponent).fortitude() : data.monster(opponent).fortitude();
        int strength = minion ? data.minion(opponent).strength() : data.monster(opponent).strength();
        int health = minion ? data.minion(opponent).health() : data.monster(opponent).health();
        List<CombatEffect> abilities = minion ? List.of() : data.monster(opponent).ability();
        String deckId = minion ? data.minion(opponent).deck() : data.monster(opponent).deck();

        IntList life = new IntList(cards.heroDeck(hero));
        life.shuffle(rng);
        IntList hand = new IntList();
        for (int i = 0; i < h.fortitude(); i++) {
            hand.add(life.pop());
        }
        IntList deck = new IntList(cards.combatDeck(deckId));
        deck.shuffle(rng);
        List<Integer> sauronHand = new ArrayList<>();
        for (int i = 0; i < fortitude && !deck.isEmpty(); i++) {
            sauronHand.add(deck.pop());
        }
        int spend = agility < 0 ? h.agility() : Math.min(agility, h.agility());
        for (int i = 0; i < spend && !life.isEmpty(); i++) {
            hand.add(life.pop());
        }
        CombatState st = CombatState.start(h.strength() + h.agility() - spend, strength, health, 0, sauronHand);
        for (int round = 0; round < 60; round++) {
            int hc = st.heroExhausted() ? -1 : pick(hand, st.heroStack(), st.heroStrength());
            if (st.heroPlaysRandom() && !hand.isEmpty() && !st.heroExhausted()) {
                hc = hand.get(rng.nextInt(hand.size()));
            }
            if (hc >= 0) {
                hand.remove(hc);
            }
            int sc = st.sauronExhausted() ? -1 : pick(st.sauronHand(), st.sauronStack(), st.sauronStrength());
            RoundResult r = resolver.round(st, hc, sc, abilities, rng);
            if (transcript != null) {
                transcript.add("round " + (round + 1) + ": hero " + name(hc) + ", Sauron " + name(sc) + "; hero takes "
                        + r.damage().toHero() + ", " + opponent + " takes " + r.damage().toSauron()
                        + (r.log().isEmpty() ? "" : " (" + String.join("; ", r.log()) + ")"));
            }
            st = r.next();
            for (int i = 0; i < r.hero().discardsRandom() && !hand.isEmpty(); i++) {
                hand.removeAt(rng.nextInt(hand.size()));
            }
            for (int i = 0; i < r.hero().draws() && !life.isEmpty(); i++) {
                hand.add(life.pop());
            }
            int damage = r.damage().toHero();
            for (int i = 0; i < damage; i++) {
                if (!life.isEmpty() && (i >= r.hero().damageFromHand() || hand.isEmpty())) {
                    life.pop();
                } else if (!hand.isEmpty()) {
                    hand.pop();
                }
                if (life.isEmpty() && hand.isEmpty()) {
                    return Outcome.HERO_DEFEATED;
                }
            }
            if (st.sauronDefeated()) {
                return Outcome.HERO_WINS;
            }
            if (r.over() || st.bothExhausted()) {
                return Outcome.BOTH_EXHAUSTED;
            }
        }
        return Outcome.BOTH_EXHAUSTED;
    }

    private String name(int card) {
        return card < 0 ? "exhausted" : cards.card(card).title();
    }

    /** The bot: the card with the most attack plus defense whose cost the strength left allows; -1 to rest. */
    private int pick(IntList hand, List<Integer> stack, int strength) {
        List<Integer> h = new ArrayList<>();
        for (int i = 0; i < hand.size(); i++) {
            h.add(hand.get(i));
        }
        return pick(h, stack, strength);
    }

    private int pick(List<Integer> hand, List<Integer> stack, int strength) {
        int used = 0;
        for (int c : stack) {
            used += cards.card(c).cost();
        }
        int best = -1;
        int bestScore = Integer.MIN_VALUE;
        for (int c : hand) {
            CardDef d = cards.card(c);
            if (used + d.cost() > strength) {
                continue;
            }
            int score = 2 * d.attack() + d.defense() - d.cost();
            if (score > bestScore) {
                best = c;
                bestScore = score;
            }
        }
        return best;
    }
}
