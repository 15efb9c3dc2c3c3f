package meq.data;

import meq.data.RuleReader.Kind;

/**
 * The verbs of the cards' rule vocabulary (data/README.md, "Effects"): each with the kind of value it takes and
 * whether it acts on a hero. The engine binds each to what it does and to its words in switches the compiler checks
 * ({@code meq.rules.play.Verbs.run}, {@code meq.rules.Naming.forWhat}); data/README.md describes each
 * ({@code VerbPlacesTest}). A verb not listed here is refused at load with its file and line.
 */
public enum Verb implements Keyed {
    CORRUPTION("corruption", Kind.COUNT, true),
    DISCARD_CORRUPTION("discardCorruption", Kind.COUNT, true),
    TRAINING("training", Kind.COUNT, true),
    DAMAGE("damage", Kind.COUNT, true),
    DAMAGE_PER_CORRUPTION("damagePerCorruption", Kind.COUNT, true),
    DISCARD_RANDOM("discardRandom", Kind.COUNT, true),
    DISCARD_RANDOM_PER_CORRUPTION("discardRandomPerCorruption", Kind.COUNT, true),
    TRIM_HAND("trimHand", Kind.COUNT, true),
    TRAVEL_LIMIT("travelLimit", Kind.COUNT, true),
    INFLUENCE("influence", Kind.COUNT, false),
    MONSTER("monster", Kind.COUNT, false),
    FAVOR_TOKEN("favorToken", Kind.COUNT, false),
    MINION_DAMAGE("minionDamage", Kind.COUNT, false),
    DRAW_SHADOW("drawShadow", Kind.COUNT, false),
    DRAW_PLOT("drawPlot", Kind.COUNT, false),
    DISCARD_SHADOW_RANDOM("discardShadowRandom", Kind.COUNT, false),
    DISCARD_PLOT_FROM_HAND("discardPlotFromHand", Kind.COUNT, false),
    COMMAND("command", Kind.COUNT, false),
    FAVOR("favor", Kind.INT, true),
    POOL("pool", Kind.INT, false),
    HEAL("heal", Kind.TRUE, true),
    REST_INTO_LIFE("restIntoLife", Kind.TRUE, true),
    END_TURN("endTurn", Kind.TRUE, true),
    SKIP_AMBUSH("skipAmbush", Kind.TRUE, true),
    PERILOUS_THIS_TURN("perilousThisTurn", Kind.TRUE, true),
    CHARACTERS_HOME("charactersHome", Kind.TRUE, false),
    PEEK_PLOT("peekPlot", Kind.TRUE, false),
    LEVEL("level", Kind.ATTRIBUTE, true),
    ITEM("item", Kind.ITEM, true),
    MOVE_HERO("moveHero", Kind.SELECTOR, true),
    MOVE_MINION("moveMinion", Kind.SELECTOR, false),
    DISCARD_ACTIVE_PLOT("discardActivePlot", Kind.SELECTOR, false),
    FIGHT("fight", Kind.MONSTER, true),
    FIGHT_MINION("fightMinion", Kind.MINION_OR_ANY, true),
    REMOVE_INFLUENCE("removeInfluence", Kind.COUNT_OR_ALL, false),
    REMOVE_MONSTERS("removeMonsters", Kind.COUNT_OR_ALL, false),
    CHARACTER("character", Kind.CHARACTER, false),
    HEAL_MINION("healMinion", Kind.FULL_OR_COUNT, false),
    STORY("story", Kind.STORY, false),
    FETCH_PLOT("fetchPlot", Kind.PLOTS, false),
    CHOICE("choice", Kind.OPTIONS, false),
    OPTIONAL("optional", Kind.STEPS, false),
    PAY("pay", Kind.PAY, true),
    SPECIAL("special", Kind.EFFECT_SPECIAL, false);

    private final String key;
    final Kind kind;
    /** It acts on a hero (the hero in scope, or one chosen). */
    public final boolean onHero;

    Verb(String key, Kind kind, boolean onHero) {
        this.key = key;
        this.kind = kind;
        this.onHero = onHero;
    }

    /** The word in the YAML. */
    @Override
    public String key() {
        return key;
    }

    /** The verb of a YAML key, or null. */
    public static Verb byKey(String key) {
        return Keyed.byKey(Verb.class, key);
    }
}
