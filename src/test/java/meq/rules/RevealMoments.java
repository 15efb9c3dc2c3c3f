package meq.rules;

import meq.rules.playtest.Presets;

/**
 * Small moments, as preset text, one question before a card comes to light: for the window's reveal tests (each
 * is a {@link Scenario} of the card tests, its deck stacked, kept as a preset that a game can start from).
 */
public final class RevealMoments {
    private RevealMoments() {
    }

    private static String export(Scenario s, String title) {
        return Presets.export(Scenario.RULES, s.s, title, "a moment before a card comes to light", null);
    }

    /** Thálin explores the Redhorn Gate; passing draws Caradhras Is Cruel (2 damage). */
    public static String encounter() {
        Scenario s = Scenario.of("""
                heroes:
                  - {id: thalin, location: redhorn-gate, favor: 3, quests: [], corruption: [], hand: [], damage: []}
                influence: {}
                shadowPool: 2
                stack:
                  - {step: HeroTurn.Explore, hero: thalin, eventUsed: true}
                  - {step: Encounters.Draw, hero: thalin}
                  - {step: HeroTurn.End, hero: thalin}
                """);
        EncounterCardsTest.draw(s, "encounter:misty-mountains-mirkwood:caradhras-is-cruel");
        return export(s, "encounter");
    }

    /** Sauron passes his Plot step; the Event step draws Messengers of the Stormcrow; then his actions. */
    public static String event() {
        Scenario s = Scenario.of("""
                heroes:
                  - {id: eleanor, location: osgiliath, favor: 2}
                  - {id: thalin, location: erebor, favor: 0}
                story: {green: 2, yellow: 2, black: 1, red: 1}
                turn: 2
                activePlots: []
                sauron: {plots: []}
                stack:
                  - {step: SauronTurn.PlotStep}
                  - {step: SauronTurn.EventStep}
                  - {step: SauronActions.Choose, taken: 0}
                """);
        s.onTop("events-1", "event:messengers-of-the-stormcrow");
        return export(s, "event");
    }

    /**
     * Thálin arrives on the Forest Road, made perilous this turn; Sauron draws Perils and chooses An Unexpected
     * Betrayal (the hero suffers 5 damage or lets Sauron draw a Plot and a Shadow card); the hero explores, then
     * Sauron's actions follow.
     */
    public static String peril() {
        return perilsDrawn("peril:an-unexpected-betrayal", "peril");
    }

    /** As {@link #peril()}, but the three Perils Sauron will draw affect only other places: none applies. */
    public static String noPeril() {
        return perilsDrawn("peril:dark-tower", "no-peril");
    }

    /** Thálin arrives on the perilous Forest Road; the Peril deck's top: two that affect elsewhere, then {@code top}. */
    private static String perilsDrawn(String top, String name) {
        Scenario s = Scenario.of("""
                heroes:
                  - {id: thalin, location: forest-road, thisTurn: {perilousThisTurn: true}}
                story: {green: 13, yellow: 2, black: 1, red: 1}
                stack:
                  - {step: HeroTurn.Arrival, hero: thalin, ambush: false}
                  - {step: HeroTurn.Explore, hero: thalin, eventUsed: true}
                  - {step: SauronActions.Choose, taken: 0}
                """);
        for (String o : PerilCardsTest.NOT_HERE) {
            s.onTop("perils", o);
        }
        s.onTop("perils", top);
        return export(s, name);
    }

    /** Sauron at his Plot step with Urgent Summons, Aragorn at Bree; his actions follow. */
    public static String plot() {
        Scenario s = Scenario.of("heroes: [{id: beravor, location: bree}]\nturn: 3\nshadowPool: 4\nactivePlots: []\n"
                + "tokens: []\ninfluence: {}\nsauron: {plots: [plot:urgent-summons]}\n"
                + EventCardsTest.NO_CHARACTERS.replace("aragorn: null", "aragorn: bree")
                + "stack:\n  - {step: SauronTurn.PlotStep}\n  - {step: SauronActions.Choose, taken: 0}\n");
        return export(s, "plot");
    }

    /** Sauron's Action step with An Evil Fog in hand; Thálin on the Forest Road with two Corruption cards. */
    public static String shadow() {
        Scenario s = ShadowCardsTest.atAction("""
                heroes:
                  - {id: thalin, location: forest-road, corruption: [corruption:reckless, corruption:indifferent],
                     hand: [thalin:sweep, thalin:rush, thalin:block, thalin:crush]}
                  - {id: eleanor, location: minas-tirith}
                """, "shadow:an-evil-fog", 1);
        return export(s, "shadow");
    }

    /** Thálin arrives on the Forest Road where a green token lies face down (an Orc); Sauron must attack. */
    public static String monster() {
        Scenario s = Scenario.of("""
                heroes:
                  - {id: thalin, location: forest-road, hand: [thalin:sweep, thalin:rush, thalin:block]}
                shadowPool: 0
                story: {green: 13, yellow: 2, black: 1, red: 1}
                tokens: [{pile: green, face: orc, at: forest-road}]
                stack:
                  - {step: HeroTurn.Arrival, hero: thalin, ambush: false}
                  - {step: HeroTurn.Explore, hero: thalin, eventUsed: true}
                """);
        return export(s, "monster");
    }
}
