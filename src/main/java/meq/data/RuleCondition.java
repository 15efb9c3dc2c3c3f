package meq.data;

import java.util.List;
import meq.data.RuleReader.Kind;

/**
 * The keys of a condition on the game ({@code if}, {@code requires}, {@code criteria}, {@code goal}; see
 * data/README.md, "Conditions"), each with the kind of value it takes. The engine says what each means in one
 * switch the compiler checks ({@code meq.rules.Conditions}); a key not listed here is refused at load.
 */
public enum RuleCondition implements Keyed {
    STAGE("stage", Kind.COUNT),
    HERO_CORRUPTION_AT_LEAST("heroCorruptionAtLeast", Kind.COUNT),
    HERO_FAVOR_AT_LEAST("heroFavorAtLeast", Kind.COUNT),
    HERO_FAVOR_AT_MOST("heroFavorAtMost", Kind.COUNT),
    ACTIVE_PLOTS_AT_LEAST("activePlotsAtLeast", Kind.COUNT),
    HEROES_CORRUPTION_AT_MOST("heroesCorruptionAtMost", Kind.COUNT),
    HEROES_FAVOR_AT_LEAST("heroesFavorAtLeast", Kind.COUNT),
    MONSTERS_IN_PLAY_AT_MOST("monstersInPlayAtMost", Kind.COUNT),
    MINIONS_IN_PLAY_AT_MOST("minionsInPlayAtMost", Kind.COUNT),
    HERO_WISDOM_AT_MOST("heroWisdomAtMost", Kind.WISDOM_MEASURE),
    OUTSIDE_HAVEN("outsideHaven", Kind.TRUE),
    VS_MINION("vsMinion", Kind.TRUE),
    ALL_QUESTS_DONE("allQuestsDone", Kind.TRUE),
    INFLUENCE_AT("influenceAt", Kind.INFLUENCE_AT),
    MONSTER_AT("monsterAt", Kind.SELECTOR),
    MINION_AT("minionAt", Kind.SELECTOR),
    MONSTER_OR_MINION_AT("monsterOrMinionAt", Kind.SELECTOR),
    CHARACTER_AT("characterAt", Kind.SELECTOR),
    PLOT_ACTIVE("plotActive", Kind.PLOT),
    CHARACTER_IN_PLAY("characterInPlay", Kind.CHARACTER),
    MARKER_REARMOST("markerRearmost", Kind.MARKER),
    MARKER_AT_LEAST("markerAtLeast", Kind.MARKER_AT),
    EXPLORED("explored", Kind.LOCATION),
    DEFEATED("defeated", Kind.MONSTER_OR_MINION),
    FOUGHT("fought", Kind.MONSTER_OR_MINION),
    AT("at", Kind.LOCATION),
    SPECIAL("special", Kind.CONDITION_SPECIAL),
    ANY_OF("anyOf", Kind.REQUIREMENTS),
    NOT("not", Kind.REQUIREMENT);

    private final String key;
    final Kind kind;

    RuleCondition(String key, Kind kind) {
        this.key = key;
        this.kind = kind;
    }

    /** The word in the YAML. */
    @Override
    public String key() {
        return key;
    }

    /** The condition of a YAML key, or null. */
    public static RuleCondition byKey(String key) {
        return Keyed.byKey(RuleCondition.class, key);
    }

    static List<String> keys() {
        return Keyed.keys(RuleCondition.class);
    }
}
