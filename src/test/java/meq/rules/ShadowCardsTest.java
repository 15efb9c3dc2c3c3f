package meq.rules;

import static org.assertj.core.api.Assertions.assertThat;
import meq.data.CardDecks;
import meq.data.ShadowTiming;
import meq.state.Marker;
import meq.state.MinionState;
import meq.state.Seat;
import org.junit.jupiter.api.Test;

/**
 * Shadow cards, each played by Sauron at the Shadow window of its timing (his Action step, the start of a hero's
 * turn, a hero entering a location, the start of a combat, after a defeat) on a small preset, checked against its
 * sentence. A card needs the Shadow Pool to hold at least its number (checked, not spent: facts 5.7), and at most
 * one Shadow card is played in a hero's turn.
 */
class ShadowCardsTest {
    /** Sauron's Action step (first action) with the card in hand and this Shadow Pool. */
    static Scenario atAction(String heroes, String shadow, int pool) {
        String story = heroes.contains("story:") ? "" : "story: {green: 13, yellow: 2, black: 1, red: 1}\n";
        return Scenario.of(heroes + story + "sauron: {shadows: [" + shadow + "]}\nshadowPool: " + pool + "\nstack:\n"
                + "  - {step: SauronActions.Choose, taken: 0}\n");
    }

    /** The start of Thálin's turn (the heroTurnStart window) with the card in Sauron's hand. */
    static Scenario atTurnStart(String thalin, String shadow, int pool) {
        return Scenario.of("heroes:\n  - " + thalin + "\nsauron: {shadows: [" + shadow + "]}\nshadowPool: " + pool
                + "\nstory: {green: 13, yellow: 2, black: 1, red: 1}\nstack:\n  - {step: HeroTurn.Start, hero: thalin}\n");
    }

    /** Thálin arrives where Sauron flips an Orc token, or sends a minion: the combatStart window opens. */
    static Scenario atCombat(String thalin, String shadow, int pool, String enemy) {
        Scenario s = Scenario.of("heroes:\n  - " + thalin + "\nsauron: {shadows: [" + shadow + "]}\nshadowPool: "
                + pool + "\nstory: {green: 13, yellow: 2, black: 1, red: 1}\n" + enemy + "\nstack:\n  - {step: HeroTurn.Arrival, hero: thalin, ambush: false}\n");
        return s;
    }

    static String title(String shadow) {
        return Scenario.RULES.cards().def(Scenario.card(shadow), CardDecks.Shadow.class).title();
    }

    /** Sauron plays the card at his Action step (it must be on offer there). */
    static void playAtAction(Scenario s, String shadow) {
        assertThat(s.prompt()).startsWith("Take an action");
        s.choose(title(shadow));
    }

    @Test
    @Plays("shadow:an-evil-fog")
    void anEvilFog() {
        // "Sauron moves a hero of his choice to an adjacent location. That hero then discards 1 random card for
        // each Corruption card he holds."
        Scenario s = atAction("""
                heroes:
                  - {id: thalin, location: forest-road, corruption: [corruption:reckless, corruption:indifferent],
                     hand: [thalin:sweep, thalin:rush, thalin:block, thalin:crush]}
                  - {id: eleanor, location: minas-tirith}
                """, "shadow:an-evil-fog", 1);
        playAtAction(s, "shadow:an-evil-fog");
        s.choose("Thálin");
        assertThat(s.seat()).as("Sauron moves him").isEqualTo(Seat.SAURON);
        s.choose("Rhosgobel");
        assertThat(s.prompt()).as("that hero: no second choice of hero").doesNotContain("hoose a hero");
        assertThat(s.hero("thalin").location).isEqualTo(s.at("rhosgobel"));
        assertThat(s.hero("thalin").hand.size()).as("2 random cards for 2 Corruption cards").isEqualTo(2);
        assertThat(s.hero("eleanor").location).isEqualTo(s.at("minas-tirith"));
        assertThat(s.s.sauronShadows.size()).isZero();
        assertThat(s.s.shadowPool).as("the Pool is checked, not spent").isEqualTo(1);
    }

    @Test
    void aShadowCardNeedsThePoolToHoldItsNumber() {
        Scenario s = atAction("""
                heroes:
                  - {id: thalin, location: forest-road}
                """, "shadow:storms-of-mordor", 3);
        assertThat(s.options()).noneMatch(o -> o.contains("Storms of Mordor"));
    }

    @Test
    @Plays("shadow:storms-of-mordor")
    void stormsOfMordor() {
        // "Every hero cuts his hand down to 5 cards, then discards 1 random card for each Corruption card he holds."
        Scenario s = atAction("""
                heroes:
                  - {id: thalin, location: forest-road, corruption: [corruption:reckless],
                     hand: [thalin:sweep, thalin:rush, thalin:block, thalin:crush, thalin:evade, thalin:parry, thalin:dodge]}
                  - {id: eleanor, location: minas-tirith, hand: [eleanor:hide, eleanor:charge, eleanor:parry]}
                """, "shadow:storms-of-mordor", 4);
        playAtAction(s, "shadow:storms-of-mordor");
        Ask a;
        while ((a = s.ask()) != null && a.seat().equals(Seat.hero("thalin"))) {
            s.apply(a.options().get(0));
        }
        assertThat(s.hero("thalin").hand.size()).as("7 cut to 5, then 1 random for 1 Corruption card").isEqualTo(4);
        assertThat(s.hero("eleanor").hand.size()).as("3 cards, no Corruption: untouched").isEqualTo(3);
    }

    @Test
    @Plays("shadow:a-new-power-is-rising")
    void aNewPowerIsRising() {
        // "Sauron either puts 2 influence on every location in Mordor, or places up to 2 monster tokens."
        Scenario s = atAction("""
                heroes:
                  - {id: thalin, location: erebor}
                """, "shadow:a-new-power-is-rising", 4);
        int[] before = s.s.influence.clone();
        playAtAction(s, "shadow:a-new-power-is-rising");
        assertThat(s.options()).anyMatch(o -> o.contains("monster tokens"));
        s.choose("every location in Mordor");
        s.ask();
        for (var l : Scenario.RULES.board().locations()) {
            assertThat(s.s.influence[l.index()]).as(l.id())
                    .isEqualTo(before[l.index()] + (l.region().id().equals("mordor") ? 2 : 0));
        }
    }

    @Test
    @Plays("shadow:do-not-tempt-me")
    void doNotTemptMe() {
        // "Sauron puts 1 influence on the location of a hero of his choice. That hero loses 1 favor for each
        // Corruption card he holds."
        Scenario s = atAction("""
                heroes:
                  - {id: thalin, location: forest-road, favor: 3, corruption: [corruption:reckless, corruption:indifferent]}
                  - {id: eleanor, location: minas-tirith, favor: 3}
                """, "shadow:do-not-tempt-me", 4);
        playAtAction(s, "shadow:do-not-tempt-me");
        s.choose("Thálin");
        assertThat(s.prompt()).as("that hero: no second choice of hero").doesNotContain("hoose a hero");
        assertThat(s.s.influence[s.at("forest-road")]).isEqualTo(1);
        assertThat(s.hero("thalin").favor).isEqualTo(1);
        assertThat(s.hero("eleanor").favor).isEqualTo(3);
    }

    @Test
    @Plays("shadow:sarumans-lies")
    void sarumansLies() {
        // "Sauron looks at the top Plot card and leaves it on top or puts it at the bottom. If any hero holds as
        // many Corruption cards as his wisdom or more, the black marker moves 1 space."
        Scenario s = atAction("""
                heroes:
                  - {id: thalin, location: erebor, corruption: [corruption:reckless]}
                story: {green: 13, yellow: 2, black: 1, red: 1}
                """, "shadow:sarumans-lies", 5);
        var plots = s.s.decks.get("plots").drawPile();
        int top = plots.get(plots.size() - 1);
        playAtAction(s, "shadow:sarumans-lies");
        // he looks at it: his question names the card he decides about, and each answer says what it does
        assertThat(s.prompt()).isEqualTo("Put the top Plot card, " + meq.rules.Naming.card(Scenario.RULES, top)
                + ", at the bottom of the Plot deck?");
        assertThat(s.read()).containsExactly("Put it at the bottom: you draw other plots first",
                "Leave it on top: you draw it next");
        // the table reads what he did, never which card
        Ask ask = s.ask();
        assertThat(meq.rules.words.SeenChoice.words(Scenario.RULES, ask, Action.ACCEPT))
                .isEqualTo("Sauron puts the top Plot card at the bottom");
        s.choose("Put it at the bottom");
        s.ask();
        assertThat(plots.get(0)).as("the top Plot card went to the bottom").isEqualTo(top);
        assertThat(s.s.story.position(Marker.BLACK)).as("Thálin: wisdom 1, 1 Corruption card").isEqualTo(2);
    }

    @Test
    void sarumansLiesMovesNoMarkerWhileEveryHeroHoldsFewerCorruptionCardsThanHisWisdom() {
        Scenario s = atAction("""
                heroes:
                  - {id: eleanor, location: minas-tirith, corruption: [corruption:reckless, corruption:indifferent]}
                story: {green: 13, yellow: 2, black: 1, red: 1}
                """, "shadow:sarumans-lies", 5);
        playAtAction(s, "shadow:sarumans-lies");
        s.choose("Leave it on top");
        s.ask();
        assertThat(s.s.story.position(Marker.BLACK)).as("Eleanor: wisdom 3, 2 cards").isEqualTo(1);
    }

    @Test
    @Plays("shadow:shire-baggins")
    void shireBaggins() {
        // "Sauron adds 1 influence to the Shadow Pool and puts 1 in the Shire. If the Shire then holds 3 or more
        // influence or a minion, the yellow marker moves 2 spaces."
        Scenario s = atAction("""
                heroes:
                  - {id: thalin, location: erebor}
                story: {green: 13, yellow: 2, black: 1, red: 1}
                minions:
                  mouth-of-sauron: {status: active, at: shire}
                """, "shadow:shire-baggins", 7);
        int before = s.s.influence[s.at("shire")];
        playAtAction(s, "shadow:shire-baggins");
        s.ask();
        assertThat(s.s.shadowPool).isEqualTo(8);
        assertThat(s.s.influence[s.at("shire")]).isEqualTo(before + 1);
        assertThat(s.s.story.position(Marker.YELLOW)).isEqualTo(4);
    }

    @Test
    void shireBagginsMovesNoMarkerWhileTheShireHoldsLessThanThree() {
        Scenario s = atAction("""
                heroes:
                  - {id: thalin, location: erebor}
                story: {green: 13, yellow: 2, black: 1, red: 1}
                influence: {shire: 1}
                """, "shadow:shire-baggins", 7);
        playAtAction(s, "shadow:shire-baggins");
        s.ask();
        assertThat(s.s.influence[s.at("shire")]).as("cut off: all but 1 removed").isEqualTo(1);
        assertThat(s.s.story.position(Marker.YELLOW)).as("under 3 influence, no minion").isEqualTo(2);
    }

    @Test
    @Plays("shadow:they-are-terrible")
    void theyAreTerrible() {
        // "Sauron fully heals one minion, even one that was defeated, and sets it on any location that holds
        // influence."
        Scenario s = atAction("""
                heroes:
                  - {id: thalin, location: erebor}
                influence: {dagorlad: 1}
                minions:
                  gothmog: {status: defeated}
                """, "shadow:they-are-terrible", 8);
        playAtAction(s, "shadow:they-are-terrible");
        assertThat(s.options()).as("only locations holding influence").allMatch(o -> o.contains("Dagorlad") || o.equals("Nothing"));
        s.choose("Restore Gothmog of Gorgoroth at Dagorlad");
        s.ask();
        MinionState g = s.s.minions.get("gothmog");
        assertThat(g.status).isEqualTo(MinionState.Status.ACTIVE);
        assertThat(g.location).isEqualTo(s.at("dagorlad"));
        assertThat(g.damage).isZero();
    }

    @Test
    @Plays("shadow:lidless-eye")
    void lidlessEye() {
        // "Sauron shares out again the Corruption cards held by two heroes as he likes. Then one hero of his choice
        // takes 1 Corruption card."
        Scenario s = atAction("""
                heroes:
                  - {id: thalin, location: erebor, corruption: [corruption:reckless, corruption:indifferent]}
                  - {id: eleanor, location: minas-tirith}
                """, "shadow:lidless-eye", 8);
        playAtAction(s, "shadow:lidless-eye");
        s.onTop("corruption", "corruption:weak");
        s.choose("Thálin and Eleanor");
        assertThat(s.prompt()).startsWith("Who takes");
        s.choose("Eleanor");
        s.choose("Eleanor");
        assertThat(s.hero("thalin").corruption.size()).isZero();
        assertThat(s.hero("eleanor").corruption.size()).isEqualTo(2);
        assertThat(s.prompt()).as("what the pick is for").endsWith("hoose a hero who takes a Corruption card");
        assertThat(s.read()).as("each option says what befalls that hero")
                .containsExactly("Thálin takes a Corruption card", "Eleanor takes a Corruption card");
        s.choose("Thálin");
        s.ask();
        assertThat(Scenario.RULES.cards().id(s.hero("thalin").corruption.get(0))).isEqualTo("weak");
        assertThat(s.hero("thalin").corruption.size() + s.hero("eleanor").corruption.size()).isEqualTo(3);
    }

    static final String ORC_ON_FOREST_ROAD = "tokens: [{pile: green, face: orc, at: forest-road}]";
    static final String GOTHMOG_ON_FOREST_ROAD = "minions:\n  gothmog: {status: active, at: forest-road}";

    /** Sauron plays the card at the Shadow window now open. */
    static void playAtWindow(Scenario s, String timing, String shadow) {
        assertThat(s.seat()).isEqualTo(Seat.SAURON);
        assertThat(s.prompt()).isEqualTo("Play a Shadow card " + Naming.timing(ShadowTiming.byKey(timing)) + "?");
        s.choose(title(shadow));
    }

    static int damageTaken(Scenario s) {
        return s.events(GameEvent.DamageTaken.class).stream().mapToInt(GameEvent.DamageTaken::amount).sum();
    }

    @Test
    @Plays("shadow:his-arm-has-grown-long")
    void hisArmHasGrownLong() {
        // "Play after a hero enters a location that is not a Haven. That location counts as perilous for the rest
        // of his turn."
        Scenario s = Scenario.of("""
                heroes:
                  - {id: thalin, location: woodland-realm, hand: [thalin:block, thalin:sweep]}
                sauron: {shadows: [shadow:his-arm-has-grown-long]}
                shadowPool: 2
                stack:
                  - {step: HeroTurn.Travel, hero: thalin, moved: false, exploredStart: false}
                """);
        s.choose("Move to The Forest Road paying Block");
        playAtWindow(s, "heroEnters", "shadow:his-arm-has-grown-long");
        assertThat(s.prompt()).isEqualTo("Combat or Peril for Thálin");
        assertThat(s.options()).containsExactly("Draw Peril cards");
        assertThat(s.hero("thalin").perilousAt).isEqualTo(s.at("forest-road"));
    }

    @Test
    void hisArmHasGrownLongMakesPerilousOnlyTheLocationTheHeroEntered() {
        // "That location counts as perilous for the rest of his turn": played at the Forest Road, it makes the Forest
        // Road perilous, not Rhosgobel (no influence there) where he goes next; there he meets his Encounter.
        Scenario s = Scenario.of("""
                heroes:
                  - {id: thalin, location: woodland-realm, hand: [thalin:block, thalin:sweep, thalin:parry], others: life}
                sauron: {shadows: [shadow:his-arm-has-grown-long]}
                shadowPool: 2
                stack:
                  - {step: HeroTurn.Travel, hero: thalin, moved: false, exploredStart: false}
                  - {step: Encounters.Draw, hero: thalin}
                """);
        s.choose("Move to The Forest Road paying Block");
        playAtWindow(s, "heroEnters", "shadow:his-arm-has-grown-long");
        assertThat(s.prompt()).isEqualTo("Combat or Peril for Thálin");
        s.firstOptionsUntil(a -> a.prompt().equals("Travel"));
        assertThat(s.s.hero("thalin").location).isEqualTo(s.at("forest-road"));
        assertThat(s.s.influence[s.at("rhosgobel")]).isZero();
        s.choose("Move to Rhosgobel");
        s.firstOptionsUntil(a -> !a.prompt().startsWith("Discard a card to pay") && !a.prompt().startsWith("Play a Shadow"));
        assertThat(s.prompt()).as("Rhosgobel is not perilous").isNotEqualTo("Combat or Peril for Thálin");
        var encounters = s.s.decks.get("encounters-misty-mountains-mirkwood");
        int drawable = encounters.drawPile().size();
        for (Ask a = s.ask(); a != null && a.options().contains(Action.PASS); a = s.ask()) {
            s.apply(Action.PASS); // nothing more to explore, no more travel
        }
        assertThat(encounters.drawPile().size()).as("his Encounter at Rhosgobel: 3 cards drawn").isEqualTo(drawable - 3);
    }

    @Test
    void theStartOfTurnShadowCardsAreNotPlayedWhenAHeroEntersALocation() {
        // Q13. The fact sheet files these cards under "Playable at the start of a hero's turn, or when he enters a
        // location"; each card's own words name one of the two moments. Flocks of Crebain ("at the start of the turn
        // ... and skips his Ambush step", a step already past once he travels) is offered at the start of his turn,
        // not when he enters a location; His Arm Has Grown Long is offered there.
        Scenario s = Scenario.of("""
                heroes:
                  - {id: thalin, location: woodland-realm, hand: [thalin:block, thalin:sweep]}
                sauron: {shadows: [shadow:his-arm-has-grown-long, shadow:flocks-of-crebain]}
                shadowPool: 4
                stack:
                  - {step: HeroTurn.Travel, hero: thalin, moved: false, exploredStart: false}
                """);
        s.choose("Move to The Forest Road paying Block");
        assertThat(s.prompt()).isEqualTo("Play a Shadow card " + Naming.timing(ShadowTiming.HERO_ENTERS) + "?");
        assertThat(s.options()).contains("His Arm Has Grown Long").doesNotContain("Flocks of Crebain");

        Scenario start = atTurnStart("{id: thalin, location: forest-road}\n", "shadow:flocks-of-crebain", 2);
        assertThat(start.options()).contains("Flocks of Crebain");
    }

    @Test
    @Plays("shadow:flocks-of-crebain")
    void flocksOfCrebain() {
        // "Play at the start of the turn of a hero outside a Haven. He fights a Crebain with an agility of 0 and
        // skips his Ambush step."
        Scenario s = atTurnStart("{id: thalin, location: forest-road}\n" + ORC_ON_FOREST_ROAD,
                "shadow:flocks-of-crebain", 2);
        playAtWindow(s, "heroTurnStart", "shadow:flocks-of-crebain");
        assertThat(s.prompt()).isEqualTo("Fight Crebain: how much agility do you spend? "
                + "(a card drawn for each; +1 strength for each kept)");
        assertThat(s.options()).as("an agility of 0").containsExactly("Spend 0 agility");
        Ask after = s.firstOptionsUntil(a -> a.prompt().equals("Travel") || a.prompt().startsWith("Ambush"));
        assertThat(after.prompt()).as("the Orc here does not ambush him").isEqualTo("Travel");
        assertThat(s.hero("thalin").skipAmbush).isTrue();
    }

    @Test
    void noTurnStartShadowForAHeroInAHaven() {
        Scenario s = atTurnStart("{id: thalin, location: erebor}", "shadow:flocks-of-crebain", 2);
        assertThat(s.prompt()).isNotEqualTo("Play a Shadow card " + Naming.timing(ShadowTiming.HERO_TURN_START) + "?");
    }

    @Test
    @Plays("shadow:seem-fairer-feel-fouler")
    void seemFairerFeelFouler() {
        // "Play at the start of the turn of a hero outside a Haven. He fights an Agent and skips his Ambush step;
        // if he holds any Corruption card, Sauron draws 1 Plot card."
        Scenario s = atTurnStart("{id: thalin, location: forest-road, corruption: [corruption:reckless]}\n"
                + ORC_ON_FOREST_ROAD, "shadow:seem-fairer-feel-fouler", 3);
        int plots = s.s.sauronPlots.size();
        playAtWindow(s, "heroTurnStart", "shadow:seem-fairer-feel-fouler");
        assertThat(s.fight().opponent()).isEqualTo("agent");
        Ask after = s.firstOptionsUntil(a -> a.prompt().equals("Travel") || a.prompt().startsWith("Ambush"));
        assertThat(after.prompt()).isEqualTo("Travel");
        assertThat(s.s.sauronPlots.size()).as("he holds a Corruption card: 1 Plot card").isEqualTo(plots + 1);
    }

    @Test
    @Plays("shadow:creatures-of-the-wild")
    void creaturesOfTheWild() {
        // "Play at the start of the turn of a hero outside a Haven. He fights a Giant Spider, or a Cave Troll if he
        // holds 2 or more Corruption cards, and skips his Ambush step."
        Scenario one = atTurnStart("{id: thalin, location: forest-road, corruption: [corruption:reckless]}",
                "shadow:creatures-of-the-wild", 7);
        playAtWindow(one, "heroTurnStart", "shadow:creatures-of-the-wild");
        assertThat(one.fight().opponent()).isEqualTo("giant-spider");
        Scenario two = atTurnStart("{id: thalin, location: forest-road, corruption: [corruption:reckless, "
                + "corruption:indifferent]}", "shadow:creatures-of-the-wild", 7);
        playAtWindow(two, "heroTurnStart", "shadow:creatures-of-the-wild");
        assertThat(two.fight().opponent()).isEqualTo("cave-troll");
    }

    @Test
    @Plays("shadow:winter-storm")
    void winterStorm() {
        // "Play at the start of a hero's turn. He may take only one Travel step this turn." (a Haven does not
        // stop it); and no second Shadow card in the same turn: His Arm Has Grown Long stays in hand.
        Scenario s = Scenario.of("""
                heroes:
                  - {id: thalin, location: erebor, hand: [thalin:sweep, thalin:rush, thalin:block]}
                sauron: {shadows: [shadow:winter-storm, shadow:his-arm-has-grown-long]}
                shadowPool: 10
                story: {green: 13, yellow: 2, black: 1, red: 1}
                stack:
                  - {step: HeroTurn.Start, hero: thalin}
                """);
        playAtWindow(s, "heroTurnStart", "shadow:winter-storm");
        assertThat(s.hero("thalin").travelLimit).isEqualTo(1);
        if (s.prompt().equals("Rest?")) {
            s.choose("Don't rest");
        }
        s.choose("Move to The Iron Hills paying Sweep");
        assertThat(s.prompt()).as("one Shadow card a turn").isNotEqualTo("Play a Shadow card " + Naming.timing(ShadowTiming.HERO_ENTERS) + "?");
        Ask travel = s.firstOptionsUntil(a -> a.prompt().equals("Travel"));
        assertThat(s.options()).as("no second Travel step").noneMatch(o -> o.startsWith("Move to"));
        assertThat(s.s.sauronShadows.size()).isEqualTo(1);
    }

    @Test
    @Plays("shadow:betrayed")
    void betrayed() {
        // "Play as a combat begins. The hero discards 2 random cards and has 1 less strength in this combat for each
        // Corruption card he holds."
        Scenario s = atCombat("{id: thalin, location: forest-road, corruption: [corruption:reckless, "
                + "corruption:indifferent], hand: [thalin:sweep, thalin:rush, thalin:block, thalin:crush, thalin:evade]}",
                "shadow:betrayed", 1, ORC_ON_FOREST_ROAD);
        s.choose("Flip the");
        playAtWindow(s, "combatStart", "shadow:betrayed");
        s.choose("Spend 0 agility");
        assertThat(s.hero("thalin").hand.size()).isEqualTo(3);
        assertThat(s.fight().combat().heroStrength()).as("strength 7 + 2 unspent agility - 2").isEqualTo(7);
    }

    @Test
    @Plays("shadow:dark-promises")
    void darkPromises() {
        // "Play as a combat begins. The hero either takes 1 Corruption card or suffers 5 damage."
        Scenario s = atCombat("{id: thalin, location: forest-road}", "shadow:dark-promises", 3, ORC_ON_FOREST_ROAD);
        s.choose("Flip the");
        playAtWindow(s, "combatStart", "shadow:dark-promises");
        assertThat(s.seat()).isEqualTo(Seat.hero("thalin"));
        assertThat(s.options()).containsExactly("Take 1 Corruption card.", "Suffer 5 damage.");
        s.choose("Suffer 5 damage.");
        s.firstOptionsUntil(a -> a.prompt().startsWith("Fight"));
        assertThat(damageTaken(s)).isEqualTo(5);
        assertThat(s.hero("thalin").corruption.size()).isZero();

        Scenario t = atCombat("{id: thalin, location: forest-road}", "shadow:dark-promises", 3, ORC_ON_FOREST_ROAD);
        t.onTop("corruption", "corruption:indifferent");
        t.choose("Flip the");
        playAtWindow(t, "combatStart", "shadow:dark-promises");
        t.choose("Take 1 Corruption card.");
        t.firstOptionsUntil(a -> a.prompt().startsWith("Fight"));
        assertThat(t.hero("thalin").corruption.size()).isEqualTo(1);
        assertThat(damageTaken(t)).isZero();
    }

    @Test
    @Plays("shadow:morgul-blade")
    void morgulBlade() {
        // "Play as a combat against a minion begins. The hero either suffers 5 damage for each Corruption card he
        // holds, or suffers 3 damage and takes 1 Corruption card."
        Scenario s = atCombat("{id: thalin, location: forest-road, corruption: [corruption:reckless]}",
                "shadow:morgul-blade", 6, GOTHMOG_ON_FOREST_ROAD);
        s.onTop("corruption", "corruption:indifferent");
        s.choose("Attack with Gothmog");
        playAtWindow(s, "combatStart", "shadow:morgul-blade");
        assertThat(s.options()).containsExactly("Suffer 5 damage per Corruption card held.",
                "Suffer 3 damage and take 1 Corruption card.");
        s.choose("Suffer 3 damage");
        s.firstOptionsUntil(a -> a.prompt().startsWith("Fight"));
        assertThat(damageTaken(s)).isEqualTo(3);
        assertThat(s.hero("thalin").corruption.size()).isEqualTo(2);

        Scenario t = atCombat("{id: thalin, location: forest-road, corruption: [corruption:reckless, "
                + "corruption:indifferent]}", "shadow:morgul-blade", 6, GOTHMOG_ON_FOREST_ROAD);
        t.choose("Attack with Gothmog");
        playAtWindow(t, "combatStart", "shadow:morgul-blade");
        t.choose("Suffer 5 damage per Corruption card held.");
        t.firstOptionsUntil(a -> a.prompt().startsWith("Fight"));
        assertThat(damageTaken(t)).isEqualTo(10);
    }

    @Test
    void morgulBladeIsNotPlayedAgainstAMonster() {
        Scenario s = atCombat("{id: thalin, location: forest-road}", "shadow:morgul-blade", 6, ORC_ON_FOREST_ROAD);
        s.choose("Flip the");
        assertThat(s.options()).noneMatch(o -> o.contains("Morgul"));
    }

    @Test
    @Plays("shadow:black-breath")
    void blackBreath() {
        // "Play as a combat against a minion begins. The hero takes 1 Corruption card, then has 1 less strength and
        // 1 less agility in this combat for each Corruption card he holds."
        Scenario s = atCombat("{id: thalin, location: forest-road, corruption: [corruption:reckless]}",
                "shadow:black-breath", 8, GOTHMOG_ON_FOREST_ROAD);
        s.onTop("corruption", "corruption:indifferent");
        s.choose("Attack with Gothmog");
        playAtWindow(s, "combatStart", "shadow:black-breath");
        assertThat(s.prompt()).startsWith("Fight");
        assertThat(s.hero("thalin").corruption.size()).isEqualTo(2);
        assertThat(s.options()).as("agility 2 - 2").containsExactly("Spend 0 agility");
        s.choose("Spend 0 agility");
        assertThat(s.fight().combat().heroStrength()).as("strength 7 - 2").isEqualTo(5);
    }

    @Test
    @Plays("shadow:evil-wound")
    void evilWound() {
        // "Play once a defeated hero has rebuilt his life pool. He suffers 4 damage plus 2 more for each Corruption
        // card he holds."
        Scenario s = Scenario.of("""
                heroes:
                  - {id: thalin, location: forest-road, corruption: [corruption:reckless, corruption:indifferent]}
                sauron: {shadows: [shadow:evil-wound]}
                shadowPool: 7
                story: {green: 13, yellow: 2, black: 1, red: 1}
                stack:
                  - {step: Damage.Defeat, hero: thalin, phase: 2}
                """);
        Ask a = s.firstOptionsUntil(x -> x.prompt().startsWith("Play a Shadow card"));
        assertThat(a.prompt()).isEqualTo("Play a Shadow card " + Naming.timing(ShadowTiming.HERO_DEFEATED) + "?");
        assertThat(s.hero("thalin").damage.size()).as("the life pool rebuilt").isZero();
        s.choose("Evil Wound");
        s.firstOptionsUntil(x -> false);
        assertThat(damageTaken(s)).isEqualTo(8);
    }
}
