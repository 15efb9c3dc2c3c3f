package meq.data;

import java.util.List;
import meq.data.RuleReader.Kind;

/**
 * The rules that hold while a card is in play ({@code ongoing:} of active plots, Corruption cards and items; see
 * data/README.md, "Ongoing rules"), each with the kind of value it takes; a key not listed here is refused at load.
 * The engine reads each where it changes play ({@code meq.rules.Ongoing} and its callers).
 */
public enum OngoingRule implements Keyed {
    PERILOUS("perilous", Kind.SELECTOR),
    NO_REST("noRest", Kind.SELECTOR),
    NO_ENCOUNTER("noEncounter", Kind.SELECTOR),
    CONSULT_CORRUPTS("consultCorrupts", Kind.CHARACTER),
    MONSTERS_COUNT_AS("monstersCountAs", Kind.COUNTS_AS),
    ATTRIBUTE("attribute", Kind.ATTRIBUTES),
    HAND_LIMIT("handLimit", Kind.COUNT),
    FAVOR_LIMIT("favorLimit", Kind.COUNT),
    FAVOR_PER_TURN_LIMIT("favorPerTurnLimit", Kind.COUNT),
    TRAVEL_LIMIT("travelLimit", Kind.COUNT),
    ENCOUNTER_DRAW("encounterDraw", Kind.COUNT),
    EXTRA_PERIL("extraPeril", Kind.COUNT),
    DISCARD_RANDOM_AT_COMBAT_START("discardRandomAtCombatStart", Kind.COUNT),
    REST_ADVANCE("restAdvance", Kind.COUNT),
    DEFEAT_ADVANCE("defeatAdvance", Kind.COUNT),
    WATER_COST("waterCost", Kind.COUNT),
    MOVE_DISCOUNT("moveDiscount", Kind.COUNT),
    SHADOW_POOL_REFUND("shadowPoolRefund", Kind.COUNT),
    NO_CONSULT("noConsult", Kind.TRUE),
    NO_TRADE("noTrade", Kind.TRUE),
    SHADOW_REPLACEMENT("shadowReplacement", Kind.TRUE),
    CROSSING("crossing", Kind.CROSSING),
    SPECIAL("special", Kind.ONGOING_SPECIAL);

    private final String key;
    final Kind kind;

    OngoingRule(String key, Kind kind) {
        this.key = key;
        this.kind = kind;
    }

    /** The word in the YAML. */
    @Override
    public String key() {
        return key;
    }

    /** The rule of a YAML key, or null. */
    public static OngoingRule byKey(String key) {
        return Keyed.byKey(OngoingRule.class, key);
    }

    static List<String> keys() {
        return Keyed.keys(OngoingRule.class);
    }
}
