package meq.rules;

import static org.assertj.core.api.Assertions.assertThat;
import meq.state.Deck;
import meq.state.Marker;
import meq.state.Seat;
import org.junit.jupiter.api.Test;

/**
 * Corruption cards, each held by a hero (or drawn, for the two that act at once) and checked where its sentence
 * bites, through the real step; and the favor a resting hero pays to discard one.
 */
class CorruptionCardsTest {
    static final String[] FOUR_PERILS_OF_ANYWHERE = {"peril:hounds-of-sauron", "peril:an-unexpected-betrayal",
        "peril:orc-scouts", "peril:ill-met-company"};

    /** Thálin explores the Forest Road (the dark path draws a Corruption card). */
    static Scenario exploring(String thalin, String more) {
        return Scenario.of("heroes:\n  - " + thalin + "\n" + more
                + "stack:\n  - {step: HeroTurn.Explore, hero: thalin, eventUsed: false}\n");
    }

    /** Thálin arrives on the Forest Road where an Orc token lies; no Shadow card can be played. */
    static Scenario fightingAnOrc(String thalin) {
        Scenario s = Scenario.of("heroes:\n  - " + thalin + "\nshadowPool: 0\n"
                + "tokens: [{pile: green, face: orc, at: forest-road}]\n"
                + "stack:\n  - {step: HeroTurn.Arrival, hero: thalin, ambush: false}\n");
        s.choose("Flip the");
        return s;
    }

    static Scenario heroDraw(String thalin) {
        return Scenario.of("heroes:\n  - " + thalin + "\nstack:\n  - {step: SauronTurn.HeroDraw}\n");
    }

    @Test
    @Plays("corruption:reckless")
    void reckless() {
        // "Whenever this hero meets a Peril, Sauron draws 1 more Peril card than usual."
        Scenario s = Scenario.of("""
                heroes:
                  - {id: thalin, location: forest-road, thisTurn: {perilousThisTurn: true}, corruption: [corruption:reckless]}
                stack:
                  - {step: HeroTurn.Arrival, hero: thalin, ambush: false}
                """);
        for (String p : FOUR_PERILS_OF_ANYWHERE) {
            s.onTop("perils", p);
        }
        s.choose("Draw Peril cards");
        assertThat(s.prompt()).startsWith("Choose a Peril");
        assertThat(s.options()).as("4 cards drawn, each of them for anywhere").hasSize(4);
    }

    @Test
    @Plays("corruption:indifferent")
    void indifferent() {
        // "This hero draws only 2 Encounter cards instead of 3."
        Scenario s = Scenario.of("""
                heroes:
                  - {id: thalin, location: forest-road, corruption: [corruption:indifferent]}
                stack:
                  - {step: Encounters.Draw, hero: thalin}
                """);
        var deck = s.s.decks.get("encounters-misty-mountains-mirkwood");
        int before = deck.drawPile().size();
        s.ask();
        assertThat(before - deck.drawPile().size()).isEqualTo(2);
    }

    @Test
    @Plays("corruption:distraught")
    void distraught() {
        // "This hero may hold no more than 7 cards in hand." (at the Hero Draw step)
        Scenario s = heroDraw("{id: thalin, location: erebor, corruption: [corruption:distraught], hand: [thalin:sweep, "
                + "thalin:sweep, thalin:sweep, thalin:rush, thalin:rush, thalin:rush, thalin:block, thalin:block]}");
        assertThat(s.prompt()).isEqualTo("Discard down to 7 cards");
        s.choose(s.ask().options().get(0));
        assertThat(s.ask()).isNull();
        assertThat(s.hero("thalin").hand.size()).isEqualTo(7);
    }

    @Test
    @Plays("corruption:deranged")
    void deranged() {
        // "This hero's wisdom is 1 lower." Where it bites: a location is perilous to a hero when it holds more
        // influence than his wisdom; Éleanor (wisdom 3) on 3 influence meets a Peril only while Deranged.
        String at = "stack:\n  - {step: HeroTurn.Arrival, hero: eleanor, ambush: false}\n"
                + "influence: {osgiliath: 3}\n";
        Scenario sound = Scenario.of("heroes:\n  - {id: eleanor, location: osgiliath}\n" + at);
        assertThat(sound.ask()).isNull();
        Scenario s = Scenario.of("heroes:\n  - {id: eleanor, location: osgiliath, corruption: [corruption:deranged]}\n" + at);
        assertThat(s.options()).containsExactly("Draw Peril cards");
    }

    @Test
    @Plays("corruption:helpless")
    void helpless() {
        // "This hero's agility is 1 lower." Thálin's agility is 2.
        Scenario s = fightingAnOrc("{id: thalin, location: forest-road, corruption: [corruption:helpless]}");
        assertThat(s.options()).containsExactly("Spend 0 agility", "Spend 1 agility");
    }

    @Test
    @Plays("corruption:weary")
    void weary() {
        // "This hero's fortitude is 1 lower." He draws up to his fortitude (Thálin: 5) at the Hero Draw step.
        Scenario s = heroDraw("{id: thalin, location: erebor, corruption: [corruption:weary], hand: []}");
        s.ask();
        assertThat(s.hero("thalin").hand.size()).isEqualTo(4);
    }

    @Test
    @Plays("corruption:weak")
    void weak() {
        // "This hero's strength is 1 lower." Thálin: strength 7, and 2 agility left unspent.
        Scenario s = fightingAnOrc("{id: thalin, location: forest-road, corruption: [corruption:weak]}");
        s.choose("Spend 0 agility");
        assertThat(s.fight().combat().heroStrength()).isEqualTo(6 + 2);
    }

    @Test
    @Plays("corruption:despairing")
    void despairing() {
        // "This hero can hold no more than 3 favor."
        Scenario s = exploring("{id: thalin, location: forest-road, favor: 2, corruption: [corruption:despairing]}",
                "favor: {forest-road: 3}\n");
        s.choose("Take the favor here");
        s.ask();
        assertThat(s.hero("thalin").favor).isEqualTo(3);
    }

    @Test
    @Plays("corruption:isolated")
    void isolated() {
        // "This hero may not consult characters or trade with other heroes."
        String more = "  - {id: eleanor, location: rivendell, favor: 2}\ncharacters: {gandalf: rivendell}\n";
        Scenario sound = Scenario.of("heroes:\n  - {id: thalin, location: rivendell, favor: 2}\n" + more
                + "stack:\n  - {step: HeroTurn.Explore, hero: thalin, eventUsed: false}\n");
        assertThat(sound.options()).anyMatch(o -> o.startsWith("Consult")).anyMatch(o -> o.startsWith("Give"));
        Scenario s = Scenario.of("heroes:\n  - {id: thalin, location: rivendell, favor: 2, corruption: "
                + "[corruption:isolated]}\n" + more + "stack:\n  - {step: HeroTurn.Explore, hero: thalin, eventUsed: false}\n");
        assertThat(s.options()).noneMatch(o -> o.startsWith("Consult") || o.startsWith("Give") || o.startsWith("Ask"));
    }

    @Test
    @Plays("corruption:hopeless")
    void hopeless() {
        // "This hero may take no more than 3 Travel steps in a turn."
        String stack = "stack:\n  - {step: HeroTurn.Travel, hero: thalin, moved: true, exploredStart: false}\n";
        Scenario two = Scenario.of("heroes:\n  - {id: thalin, location: forest-road, corruption: [corruption:hopeless], "
                + "hand: [thalin:block], thisTurn: {moves: 2}}\n" + stack);
        assertThat(two.options()).anyMatch(o -> o.startsWith("Move to"));
        Scenario three = Scenario.of("heroes:\n  - {id: thalin, location: forest-road, corruption: [corruption:hopeless], "
                + "hand: [thalin:block], thisTurn: {moves: 3}}\n" + stack);
        assertThat(three.options()).noneMatch(o -> o.startsWith("Move to"));
    }

    @Test
    @Plays("corruption:mistrusted")
    void mistrusted() {
        // "This hero gains no more than 1 favor in a turn."
        Scenario s = exploring("{id: thalin, location: forest-road, favor: 0, corruption: [corruption:mistrusted]}",
                "favor: {forest-road: 3}\n");
        s.choose("Take the favor here");
        assertThat(s.hero("thalin").favor).isEqualTo(1);
        s.choose("Take the dark path");
        s.ask();
        assertThat(s.hero("thalin").favor).as("the dark path's favor is the second this turn").isEqualTo(1);
    }

    @Test
    @Plays("corruption:cowardly")
    void cowardly() {
        // "At the start of every combat, this hero discards 1 random card from his hand."
        Scenario s = fightingAnOrc("{id: thalin, location: forest-road, corruption: [corruption:cowardly], "
                + "hand: [thalin:sweep, thalin:rush, thalin:block]}");
        assertThat(s.prompt()).startsWith("Fight Orc");
        assertThat(s.hero("thalin").hand.size()).isEqualTo(2);
        assertThat(s.hero("thalin").rest.size()).isEqualTo(1);
    }

    @Test
    @Plays("corruption:greedy")
    void greedy() {
        // "When Sauron plays a Shadow card during this hero's turn, he may draw a new Shadow card to replace it."
        Scenario s = Scenario.of("""
                heroes:
                  - {id: thalin, location: erebor, corruption: [corruption:greedy]}
                sauron: {shadows: [shadow:winter-storm]}
                shadowPool: 10
                story: {green: 13, yellow: 2, black: 1, red: 1}
                stack:
                  - {step: HeroTurn.Start, hero: thalin}
                """);
        s.choose("Winter Storm");
        Ask a = s.firstOptionsUntil(x -> !x.seat().sauron());
        assertThat(s.s.sauronShadows.size()).as("a new Shadow card replaces Winter Storm").isEqualTo(1);
        assertThat(s.events(GameEvent.SauronDrew.class)).extracting(GameEvent.SauronDrew::deck).containsExactly(Deck.SHADOWS);
    }

    @Test
    @Plays("corruption:despondent")
    void despondentAndTheFavorCostOfDiscardingWhileResting() {
        // "When this hero rests or is defeated, Sauron's rearmost marker moves 2 spaces instead of 1." And a resting
        // hero may discard a Corruption card by paying its favor cost (Despondent: 3).
        Scenario s = Scenario.of("""
                heroes:
                  - {id: thalin, location: forest-road, favor: 3, corruption: [corruption:despondent]}
                story: {green: 2, yellow: 5, black: 1, red: 5}
                stack:
                  - {step: HeroTurn.Rest, hero: thalin}
                """);
        s.choose("Rest");
        assertThat(s.prompt()).isEqualTo("Discard a Corruption card for its favor cost?");
        assertThat(s.s.story.position(Marker.BLACK)).isEqualTo(3);
        s.choose("Despondent");
        s.ask();
        assertThat(s.hero("thalin").corruption.size()).isZero();
        assertThat(s.hero("thalin").favor).isZero();

        Scenario poor = Scenario.of("""
                heroes:
                  - {id: thalin, location: forest-road, favor: 2, corruption: [corruption:despondent]}
                story: {green: 2, yellow: 5, black: 1, red: 5}
                stack:
                  - {step: HeroTurn.Rest, hero: thalin}
                """);
        poor.choose("Rest");
        assertThat(poor.ask()).as("2 favor cannot pay 3").isNull();
        assertThat(poor.hero("thalin").corruption.size()).isEqualTo(1);
    }

    @Test
    void despondentMovesTheRearmostMarkerTwoSpacesWhenTheHeroRests() {
        // "When this hero rests or is defeated, Sauron's rearmost marker moves 2 spaces instead of 1": one marker,
        // two spaces (RS 281-284), not two markers one space each.
        Scenario s = Scenario.of("""
                heroes:
                  - {id: thalin, location: forest-road, favor: 0, corruption: [corruption:despondent]}
                story: {green: 2, yellow: 2, black: 3, red: 5}
                stack:
                  - {step: HeroTurn.Rest, hero: thalin}
                """);
        s.choose("Rest");
        assertThat(s.ask()).as("nothing more is asked").isNull();
        assertThat(s.s.story.position(Marker.YELLOW)).isEqualTo(4);
        assertThat(s.s.story.position(Marker.BLACK)).isEqualTo(3);
        assertThat(s.s.story.position(Marker.RED)).isEqualTo(5);
    }

    @Test
    void despondentMovesTheRearmostMarkerTwoSpacesWhenTheHeroIsDefeated() {
        // The same at a defeat: "The leftmost Sauron story marker is advanced" (RS 656-658), two spaces.
        Scenario s = Scenario.of("""
                heroes:
                  - {id: thalin, location: forest-road, favor: 0, corruption: [corruption:despondent]}
                story: {green: 2, yellow: 2, black: 3, red: 5}
                stack:
                  - {step: Damage.Defeat, hero: thalin, phase: 0}
                """);
        assertThat(s.firstOptionsUntil(a -> a.prompt().startsWith("Which of Sauron's markers")))
                .as("no second marker to choose").isNull();
        assertThat(s.s.story.position(Marker.YELLOW)).isEqualTo(4);
        assertThat(s.s.story.position(Marker.BLACK)).isEqualTo(3);
    }

    @Test
    void onATieTheDespondentHeroChoosesTheOneMarkerThatMovesTwo() {
        // "If multiple tokens are tied, the hero may decide which to move" (RS 284, 658): he is asked once.
        Scenario s = Scenario.of("""
                heroes:
                  - {id: thalin, location: forest-road, favor: 0, corruption: [corruption:despondent]}
                story: {green: 2, yellow: 2, black: 2, red: 5}
                stack:
                  - {step: HeroTurn.Rest, hero: thalin}
                """);
        s.choose("Rest");
        assertThat(s.seat()).isEqualTo(Seat.hero("thalin"));
        assertThat(s.options()).containsExactly("Advance the yellow marker", "Advance the black marker");
        s.choose("black");
        assertThat(s.ask()).as("asked once").isNull();
        assertThat(s.s.story.position(Marker.BLACK)).isEqualTo(4);
        assertThat(s.s.story.position(Marker.YELLOW)).isEqualTo(2);
    }

    @Test
    @Plays("corruption:careless")
    void careless() {
        // "On drawing this card, the hero loses 2 favor. The card then goes back into the deck with the discards."
        Scenario s = exploring("{id: thalin, location: forest-road, favor: 3}",
                "decks: {corruption: {discards: [corruption:weak]}}\n");
        s.onTop("corruption", "corruption:careless");
        s.choose("Take the dark path");
        s.ask();
        assertThat(s.hero("thalin").favor).as("3 + 1 for the dark path - 2").isEqualTo(2);
        assertThat(s.hero("thalin").corruption.size()).isZero();
        var deck = s.s.decks.get("corruption");
        assertThat(deck.discards().size()).isZero();
        assertThat(deck.drawPile().size()).isEqualTo(16);
    }

    @Test
    @Plays("corruption:wretched")
    void wretched() {
        // "On drawing this card, the hero's turn ends and Sauron may move him to the nearest Haven. The card then
        // goes back into the deck with the discards."
        Scenario s = exploring("{id: thalin, location: forest-road, favor: 3}", "");
        s.onTop("corruption", "corruption:wretched");
        s.choose("Take the dark path");
        assertThat(s.seat()).isEqualTo(Seat.SAURON);
        s.choose("Yes");
        if (s.ask() != null && s.prompt().contains("hoose where")) {
            s.chooseFirst("");
        }
        assertThat(s.ask()).as("his turn is over: no more exploring").isNull();
        assertThat(Scenario.RULES.board().locations().get(s.hero("thalin").location).haven()).isTrue();
        assertThat(s.hero("thalin").turnOver).isTrue();
        assertThat(s.hero("thalin").corruption.size()).isZero();
        assertThat(s.s.decks.get("corruption").drawPile().size()).isEqualTo(16);
    }
}
