package meq.rules;

import static org.assertj.core.api.Assertions.assertThat;
import meq.data.CardDecks;
import meq.state.Marker;
import meq.state.Seat;
import org.junit.jupiter.api.Test;

/**
 * Peril cards, each drawn by Sauron for a hero on a perilous location through the real Perils steps ("Sauron may
 * draw 3 cards from the Peril deck and choose one for your location/region to resolve"), checked against its
 * sentence. The three cards on top of the deck are the card and two that do not affect the hero's location or
 * region: those are never a choice.
 */
class PerilCardsTest {
    /**
     * Thálin (or the hero the YAML names) arrives on a location made perilous this turn; the Peril deck holds the
     * card on top of two others; Sauron draws Perils and is asked to choose.
     */
    static Scenario atPeril(String yaml, String peril, String... others) {
        Scenario s = Scenario.of(yaml + "stack:\n  - {step: HeroTurn.Arrival, hero: thalin, ambush: false}\n");
        for (String o : others) {
            s.onTop("perils", o);
        }
        s.onTop("perils", peril);
        assertThat(s.prompt()).startsWith("Combat or Peril");
        s.choose("Draw Peril cards");
        assertThat(s.seat()).isEqualTo(Seat.SAURON);
        assertThat(s.prompt()).startsWith("Choose a Peril for");
        assertThat(s.options()).as("the two others do not affect this place").containsExactly(title(peril));
        s.choose(title(peril));
        return s;
    }

    static String thalinAt(String location, String more) {
        return "heroes:\n  - {id: thalin, location: " + location + ", thisTurn: {perilousThisTurn: true}" + more + "}\n";
    }

    static String title(String peril) {
        return Scenario.RULES.cards().def(Scenario.card(peril), CardDecks.Peril.class).title();
    }

    static int damageTaken(Scenario s) {
        return s.events(GameEvent.DamageTaken.class).stream().mapToInt(GameEvent.DamageTaken::amount).sum();
    }

    /** Two Perils of single far places, never of the Forest Road. */
    static final String[] NOT_HERE = {"peril:armies-underground", "peril:an-enduring-evil"};

    @Test
    @Plays("peril:hounds-of-sauron")
    void houndsOfSauron() {
        // "The hero suffers 6 damage, 1 less for each card with a shield he discards from his hand. If he brings it
        // to 0, he gains 1 favor or training." (a shield: printed defense 2 or more, facts' proposal)
        Scenario s = atPeril(thalinAt("forest-road", ", hand: [thalin:block, thalin:evade, thalin:sweep]"),
                "peril:hounds-of-sauron", NOT_HERE);
        assertThat(s.options()).as("Sweep has no shield").containsExactly("Block (0/4/2)", "Evade (0/2/1)",
                "Discard no more shield cards");
        s.choose("Block");
        s.choose("Evade");
        s.ask();
        assertThat(damageTaken(s)).isEqualTo(4);
        assertThat(s.hero("thalin").hand.size()).isEqualTo(1);
    }

    @Test
    @Plays("peril:an-unexpected-betrayal")
    void anUnexpectedBetrayal() {
        // "The hero either suffers 5 damage, or lets Sauron draw 1 Plot card and 1 Shadow card."
        Scenario s = atPeril(thalinAt("forest-road", ""), "peril:an-unexpected-betrayal", NOT_HERE);
        int plots = s.s.sauronPlots.size();
        int shadows = s.s.sauronShadows.size();
        assertThat(s.seat()).isEqualTo(Seat.hero("thalin"));
        assertThat(s.options()).containsExactly("Suffer 5 damage.", "Sauron draws 1 Plot card and 1 Shadow card.");
        s.choose("Sauron draws");
        s.ask();
        assertThat(s.s.sauronPlots.size()).isEqualTo(plots + 1);
        assertThat(s.s.sauronShadows.size()).isEqualTo(shadows + 1);
        assertThat(damageTaken(s)).isZero();
    }

    @Test
    @Plays("peril:a-shadow-in-the-background-of-their-memories")
    void aShadowInTheBackgroundOfTheirMemories() {
        // "If the hero's wisdom is no higher than the number of adjacent locations holding influence, he takes 1
        // Corruption card and loses 1 favor." Thálin's wisdom is 1; one neighbour of the Forest Road holds influence.
        Scenario s = atPeril(thalinAt("forest-road", ", favor: 2") + "influence: {rhosgobel: 1}\n",
                "peril:a-shadow-in-the-background-of-their-memories", NOT_HERE);
        s.onTop("corruption", "corruption:reckless");
        s.ask();
        assertThat(s.hero("thalin").corruption.size()).isEqualTo(1);
        assertThat(s.hero("thalin").favor).isEqualTo(1);

        Scenario none = atPeril(thalinAt("forest-road", ", favor: 2") + "influence: {}\n",
                "peril:a-shadow-in-the-background-of-their-memories", NOT_HERE);
        none.ask();
        assertThat(none.hero("thalin").corruption.size()).as("no neighbour holds influence").isZero();
        assertThat(none.hero("thalin").favor).isEqualTo(2);
    }

    @Test
    @Plays("peril:orc-scouts")
    void orcScouts() {
        // "The hero takes 1 Corruption card. This card and the Peril discards are then shuffled back into the Peril
        // deck."
        Scenario s = atPeril(thalinAt("forest-road", ""), "peril:orc-scouts", NOT_HERE);
        s.onTop("corruption", "corruption:reckless");
        s.ask();
        assertThat(s.hero("thalin").corruption.size()).isEqualTo(1);
        var perils = s.s.decks.get("perils");
        assertThat(perils.discards().size()).isZero();
        assertThat(perils.drawPile().size()).as("the whole Peril deck, Orc Scouts included")
                .isEqualTo(Scenario.RULES.data().cards().perils().stream().mapToInt(p -> p.copies()).sum());
    }

    @Test
    @Plays("peril:ill-met-company")
    void illMetCompany() {
        // "The hero either loses 2 favor, or Sauron draws 2 Corruption cards and gives him the one he picks."
        Scenario s = atPeril(thalinAt("forest-road", ", favor: 3"), "peril:ill-met-company", NOT_HERE);
        s.onTop("corruption", "corruption:reckless").onTop("corruption", "corruption:weak");
        assertThat(s.options()).containsExactly("Lose 2 favor.", "Sauron draws 2 Corruption cards and hands you one of them.");
        s.choose("Sauron draws 2");
        assertThat(s.seat()).isEqualTo(Seat.SAURON);
        assertThat(s.options()).hasSize(2).anyMatch(o -> o.contains("Weak")).anyMatch(o -> o.contains("Reckless"));
        s.chooseFirst("Weak");
        s.ask();
        assertThat(s.hero("thalin").corruption.size()).isEqualTo(1);
        assertThat(Scenario.RULES.cards().id(s.hero("thalin").corruption.get(0))).isEqualTo("weak");
        assertThat(s.hero("thalin").favor).isEqualTo(3);

        Scenario t = atPeril(thalinAt("forest-road", ", favor: 3"), "peril:ill-met-company", NOT_HERE);
        t.choose("Lose 2 favor.");
        t.ask();
        assertThat(t.hero("thalin").favor).isEqualTo(1);
        assertThat(t.hero("thalin").corruption.size()).isZero();
    }

    @Test
    @Plays("peril:armies-underground")
    void armiesUnderground() {
        // "The hero discards 1 random card for each Corruption card he holds, then fights an Orc." (Mount Gundabad)
        Scenario s = atPeril(thalinAt("mount-gundabad",
                ", corruption: [corruption:reckless], hand: [thalin:block, thalin:evade, thalin:sweep]"),
                "peril:armies-underground", "peril:an-enduring-evil", "peril:hill-of-black-magic");
        assertThat(s.prompt()).isEqualTo("Fight Orc: how much agility do you spend? "
                + "(a card drawn for each; +1 strength for each kept)");
        assertThat(s.hero("thalin").hand.size()).isEqualTo(2);
    }

    @Test
    @Plays("peril:hill-of-black-magic")
    void hillOfBlackMagic() {
        // "If the hero's wisdom is no higher than the number of active plots, he suffers 5 damage and his turn ends."
        // (Dol Guldur; Thálin's wisdom is 1, one plot is active)
        Scenario s = atPeril(thalinAt("dol-guldur", "")
                + "activePlots: [{plot: plot:monsters-in-the-east, at: rhun}]\n",
                "peril:hill-of-black-magic", NOT_HERE);
        s.firstOptionsUntil(a -> false); // he takes the damage from the top of his life pool
        assertThat(damageTaken(s)).isEqualTo(5);
        assertThat(s.hero("thalin").turnOver).isTrue();

        Scenario none = atPeril(thalinAt("dol-guldur", "") + "activePlots: []\n", "peril:hill-of-black-magic", NOT_HERE);
        none.ask();
        assertThat(damageTaken(none)).as("no active plot: wisdom 1 is higher").isZero();
        assertThat(none.hero("thalin").turnOver).isFalse();
    }

    @Test
    @Plays("peril:an-enduring-evil")
    void anEnduringEvil() {
        // "If the Ruins of Angmar hold any influence, the hero takes 1 Corruption card and his turn ends."
        Scenario s = atPeril(thalinAt("ruins-of-angmar", "") + "influence: {ruins-of-angmar: 1}\n",
                "peril:an-enduring-evil", "peril:armies-underground", "peril:hill-of-black-magic");
        s.onTop("corruption", "corruption:reckless");
        s.ask();
        assertThat(s.hero("thalin").corruption.size()).isEqualTo(1);
        assertThat(s.hero("thalin").turnOver).isTrue();

        Scenario none = atPeril(thalinAt("ruins-of-angmar", "") + "influence: {}\n",
                "peril:an-enduring-evil", "peril:armies-underground", "peril:hill-of-black-magic");
        none.ask();
        assertThat(none.hero("thalin").corruption.size()).isZero();
        assertThat(none.hero("thalin").turnOver).isFalse();
    }

    @Test
    @Plays("peril:trapped")
    void trapped() {
        // "Sauron adds 2 influence to the Shadow Pool, and the hero discards 2 cards from his hand." (the Grey
        // Mountains and Rhudaur)
        Scenario s = atPeril(thalinAt("weathertop", ", hand: [thalin:block, thalin:evade, thalin:sweep]")
                + "shadowPool: 1\n", "peril:trapped", "peril:weakness-of-men", "peril:undying-regret");
        assertThat(s.seat()).isEqualTo(Seat.hero("thalin"));
        s.choose("Sweep");
        s.choose("Evade");
        s.ask();
        assertThat(s.s.shadowPool).isEqualTo(3);
        assertThat(s.hero("thalin").hand.size()).isEqualTo(1);
        assertThat(Scenario.RULES.cards().id(s.hero("thalin").hand.get(0))).isEqualTo("block");
    }

    @Test
    @Plays("peril:weakness-of-men")
    void weaknessOfMen() {
        // "The hero either suffers 5 damage or lets the black marker move 1 space." (Rohan and Gondor)
        Scenario s = atPeril(thalinAt("osgiliath", "") + "story: {green: 2, yellow: 2, black: 1, red: 1}\n",
                "peril:weakness-of-men", "peril:trapped", "peril:undying-regret");
        assertThat(s.options()).containsExactly("Suffer 5 damage.", "The black marker moves 1 space.");
        s.choose("black marker");
        s.ask();
        assertThat(s.s.story.position(Marker.BLACK)).isEqualTo(2);
        assertThat(damageTaken(s)).isZero();
    }

    @Test
    @Plays("peril:its-a-dangerous-business")
    void itsADangerousBusiness() {
        // "Sauron adds 2 influence to the Shadow Pool. He may also put 1 influence on each of 3 locations in the
        // hero's region." (Eriador and Enedwaith)
        Scenario s = atPeril(thalinAt("bree", "") + "shadowPool: 0\ninfluence: {}\n",
                "peril:its-a-dangerous-business", "peril:trapped", "peril:undying-regret");
        assertThat(s.s.shadowPool).isEqualTo(2);
        s.choose("Yes");
        for (int i = 0; i < 3; i++) {
            assertThat(s.seat()).isEqualTo(Seat.SAURON);
            s.apply(s.ask().options().get(0));
        }
        s.ask();
        int placed = 0;
        for (var l : Scenario.RULES.board().locations()) {
            if (s.s.influence[l.index()] > 0) {
                assertThat(l.region().id()).as(l.id()).isEqualTo("eriador");
                assertThat(s.s.influence[l.index()]).isEqualTo(1);
                placed++;
            }
        }
        assertThat(placed).isEqualTo(3);
    }

    @Test
    @Plays("peril:undying-regret")
    void undyingRegret() {
        // "Sauron adds 2 influence to the Shadow Pool, then puts 1 influence and 1 monster token in the hero's
        // region, but not on his location." (the Misty Mountains and Mirkwood)
        Scenario s = atPeril(thalinAt("forest-road", "") + "shadowPool: 0\ninfluence: {}\ntokens: []\n",
                "peril:undying-regret", "peril:trapped", "peril:weakness-of-men");
        assertThat(s.s.shadowPool).isEqualTo(2);
        assertThat(s.options()).noneMatch(o -> o.contains("Forest Road"));
        s.firstOptionsUntil(a -> a.seat().equals(Seat.hero("thalin")) || !a.seat().sauron());
        int influence = 0;
        for (var l : Scenario.RULES.board().locations()) {
            if (s.s.influence[l.index()] > 0) {
                assertThat(l.region().id()).as(l.id()).isEqualTo("mirkwood");
                assertThat(l.id()).isNotEqualTo("forest-road");
                influence += s.s.influence[l.index()];
            }
        }
        assertThat(influence).isEqualTo(1);
        assertThat(s.events(GameEvent.MonsterTokenPlaced.class)).hasSize(1).allSatisfy(e -> {
            var l = Scenario.RULES.board().location(e.location());
            assertThat(l.region().id()).isEqualTo("mirkwood");
            assertThat(l.id()).isNotEqualTo("forest-road");
        });
    }

    @Test
    @Plays("peril:nine-for-mortal-men-doomed-to-die")
    void nineForMortalMenDoomedToDie() {
        // "The hero takes 1 Corruption card. Sauron then either draws 1 Plot card or commands one minion; if it
        // reaches the hero they fight at once, and his turn goes on whatever the result." (Brown Lands and Mordor)
        Scenario s = atPeril(thalinAt("dagorlad", "") + "minions:\n  gothmog: {status: active, at: nindalf}\n",
                "peril:nine-for-mortal-men-doomed-to-die", "peril:trapped", "peril:weakness-of-men");
        s.onTop("corruption", "corruption:reckless");
        int plots = s.s.sauronPlots.size();
        s.ask();
        assertThat(s.hero("thalin").corruption.size()).isEqualTo(1);
        assertThat(s.seat()).isEqualTo(Seat.SAURON);
        s.choose("Draw 1 Plot card");
        s.ask();
        assertThat(s.s.sauronPlots.size()).isEqualTo(plots + 1);
    }
}
