package meq.combat;

import java.util.List;
import meq.data.CombatEffect;
import meq.data.DataException;
import meq.data.DataLoader;
import meq.data.GameData;
import meq.state.Cards;
import meq.state.Rng;

/** The cards and the resolver the combat tests share, and small ways to set up a round. */
final class CombatFixture {
    static final GameData DATA;
    static final Cards CARDS;
    static final Resolver RESOLVER;
    static final List<CombatEffect> NO_ABILITY = List.of();

    static {
        try {
            DATA = DataLoader.bundled();
        } catch (DataException e) {
            throw new IllegalStateException(e);
        }
        CARDS = new Cards(DATA);
        RESOLVER = new Resolver(CARDS);
    }

    private CombatFixture() {
    }

    /** The first copy of a card in a hero deck, a monster combat deck ("zealot", ...) or the skills ("skill"). */
    static int card(String deck, String id) {
        int[] ids = deck.equals("skill") ? CARDS.skills()
                : DATA.heroes().stream().anyMatch(h -> h.id().equals(deck)) ? CARDS.heroDeck(deck) : CARDS.combatDeck(deck);
        for (int c : ids) {
            if (CARDS.card(c).id().equals(id)) {
                return c;
            }
        }
        throw new IllegalArgumentException(deck + ":" + id);
    }

    static CombatState fresh(int heroStrength, int sauronStrength, int health, Integer... sauronHand) {
        return CombatState.start(heroStrength, sauronStrength, health, 0, List.of(sauronHand));
    }

    static RoundResult play(CombatState st, int hero, int sauron) {
        return RESOLVER.round(st, hero, sauron, NO_ABILITY, new Rng(1));
    }

    static List<CombatEffect> monster(String id) {
        return DATA.monster(id).ability();
    }
}
