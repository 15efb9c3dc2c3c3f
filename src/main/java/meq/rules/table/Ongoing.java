package meq.rules.table;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import meq.board.Location;
import meq.data.CardDecks;
import meq.data.OngoingRule;
import meq.data.RuleSpecial;
import meq.data.Selector;
import meq.rules.Ctx;
import meq.rules.Scope;
import meq.rules.View;
import meq.state.HeroState;

/** Rules that hold while a card is in play: active plots, Corruption cards held, items carried. */
public final class Ongoing {
    private Ongoing() {
    }

    /** How many cards with ongoing rules a hero holds: his Corruption cards, then his items. */
    private static int held(HeroState h) {
        return h.corruption.size() + h.items.size();
    }

    /** The ongoing rules of the i-th of them (no list is built: these questions are asked at every step). */
    private static Map<OngoingRule, Object> heldRules(Ctx c, HeroState h, int i) {
        int k = h.corruption.size();
        return i < k ? c.rules.cards().def(h.corruption.get(i), CardDecks.Corruption.class).ongoing()
                : c.rules.cards().def(h.items.get(i - k), CardDecks.Item.class).ongoing();
    }

    public static boolean heroHas(Ctx c, HeroState h, OngoingRule key) {
        for (int i = 0, n = held(h); i < n; i++) {
            if (heldRules(c, h, i).containsKey(key)) {
                return true;
            }
        }
        return false;
    }

    /** The value of a numeric ongoing rule on a hero, or the fallback when he has none. */
    public static int heroNumber(Ctx c, HeroState h, OngoingRule key, int fallback) {
        for (int k = 0, n = held(h); k < n; k++) {
            if (heldRules(c, h, k).get(key) instanceof Integer i) {
                return i;
            }
        }
        return fallback;
    }

    /** The sum of attribute changes from a hero's Corruption cards. */
    @SuppressWarnings("unchecked")
    static int attributeChange(Ctx c, HeroState h, String attribute) {
        int sum = 0;
        for (int k = 0, n = held(h); k < n; k++) {
            if (heldRules(c, h, k).get(OngoingRule.ATTRIBUTE) instanceof Map<?, ?> a && a.get(attribute) instanceof Integer i) {
                sum += i;
            }
        }
        return sum;
    }

    private static final String[] ATTRIBUTES = {"fortitude", "strength", "agility", "wisdom"};

    /** Each change one card a hero holds makes to an attribute (0-3), in the order attributeChange adds them. */
    static List<View.AttributeChange> attributeChanges(Ctx c, HeroState h) {
        List<View.AttributeChange> changes = new ArrayList<>();
        int corruption = h.corruption.size();
        for (int k = 0, n = held(h); k < n; k++) {
            if (heldRules(c, h, k).get(OngoingRule.ATTRIBUTE) instanceof Map<?, ?> a) {
                for (int i = 0; i < ATTRIBUTES.length; i++) {
                    if (a.get(ATTRIBUTES[i]) instanceof Integer change) {
                        int card = k < corruption ? h.corruption.get(k) : h.items.get(k - corruption);
                        changes.add(new View.AttributeChange(i, card, change));
                    }
                }
            }
        }
        return List.copyOf(changes);
    }

    /** Whether an active plot makes a location perilous (Saruman Falls to Corruption: Isengard). */
    public static boolean plotMakesPerilous(Ctx c, Location l) {
        return plotSelects(c, OngoingRule.PERILOUS, l);
    }

    /** noRest / noEncounter from a plot, including A Broken Line of Kings at its own location. */
    public static boolean plotForbids(Ctx c, OngoingRule key, Location l) {
        for (int slot = 0; slot < ActivePlots.SLOTS; slot++) {
            int p = c.s.activePlots[slot];
            if (p >= 0 && ActivePlots.def(c, p).ongoing().get(OngoingRule.SPECIAL) == RuleSpecial.NO_REST_OR_ENCOUNTER_AT_AFFECTED
                    && c.s.plotAt[slot] == l.index()) {
                return true;
            }
        }
        return plotSelects(c, key, l);
    }

    private static boolean plotSelects(Ctx c, OngoingRule key, Location l) {
        for (int slot = 0; slot < ActivePlots.SLOTS; slot++) {
            int p = c.s.activePlots[slot];
            if (p < 0) {
                continue;
            }
            Object sel = ActivePlots.def(c, p).ongoing().get(key);
            if (sel instanceof Selector s
                    && Selectors.matches(c, s, Scope.of(null, p).withAffected(c.s.plotAt[slot]), l)) {
                return true;
            }
        }
        return false;
    }

    /** Whether an active plot taints consulting this character (one more Corruption card). */
    public static boolean plotCorruptsConsulting(Ctx c, String character) {
        for (int p : c.s.activePlots) {
            if (p >= 0 && character.equals(ActivePlots.def(c, p).ongoing().get(OngoingRule.CONSULT_CORRUPTS))) {
                return true;
            }
        }
        return false;
    }
}
