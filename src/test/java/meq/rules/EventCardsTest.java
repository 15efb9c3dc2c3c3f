package meq.rules;

import static org.assertj.core.api.Assertions.assertThat;
import java.util.Arrays;
import meq.data.CardDecks;
import meq.rules.play.HeroTurn;
import meq.rules.words.Describe;
import meq.state.Attribute;
import meq.state.Lasting;
import meq.state.Marker;
import meq.state.Seat;
import org.junit.jupiter.api.Test;

/** Event cards, each played through Sauron's Event step on a small preset, checked against its sentence. */
class EventCardsTest {
    /** A stage I moment at Sauron's Event step, no side dominant (one card drawn); the card on top. */
    static Scenario atEvent(String heroes, String event) {
        Scenario s = Scenario.of(heroes + """
                story: {green: 2, yellow: 2, black: 1, red: 1}
                turn: 2
                stack:
                  - {step: SauronTurn.EventStep}
                """);
        return s.onTop("events-" + stageOf(event), event);
    }

    static int stageOf(String event) {
        return Scenario.RULES.cards().def(Scenario.card(event), CardDecks.Event.class).stage();
    }

    @Test
    @Plays("event:messengers-of-the-stormcrow")
    void messengersOfTheStormcrow() {
        // "Every hero who holds favor must give up 1 favor or take 1 Corruption card."
        Scenario s = atEvent("""
                heroes:
                  - {id: eleanor, location: osgiliath, favor: 2}
                  - {id: thalin, location: erebor, favor: 0}
                """, "event:messengers-of-the-stormcrow");
        assertThat(s.ask().seat()).isEqualTo(Seat.hero("eleanor"));
        assertThat(s.options()).containsExactly("Pay 1 favor", "Take 1 Corruption card");
        s.choose("Pay 1 favor");
        assertThat(s.hero("eleanor").favor).isEqualTo(1);
        assertThat(s.hero("thalin").corruption.size()).as("no favor: not asked").isZero();
        assertThat(s.events(GameEvent.EventDrawn.class)).extracting(GameEvent.EventDrawn::event)
                .containsExactly("messengers-of-the-stormcrow");
        // then its placements: Théoden to Helm's Deep, a favor on Bree
        assertThat(s.s.characterAt.get("theoden")).isEqualTo(s.at("helms-deep"));
        assertThat(s.s.favorTokens[s.at("bree")]).isEqualTo(1);
    }

    // ---- Stage I ------------------------------------------------------------------------------------------

    @Test
    @Plays("event:tempted-by-power")
    void temptedByPower() {
        // "Sauron picks a hero. That hero either takes 1 Corruption card and receives training, or lets Sauron
        // draw 1 Plot card."
        Scenario s = event("event:tempted-by-power", """
                heroes:
                  - {id: beravor, location: bree}
                  - {id: argalad, location: bree}
                sauron: {plots: []}
                """);
        assertThat(s.seat()).isEqualTo(Seat.SAURON);
        s.choose("Argalad");
        assertThat(s.seat()).isEqualTo(Seat.hero("argalad"));
        s.choose("Sauron draws 1 Plot card");
        assertThat(s.s.sauronPlots.size()).isEqualTo(1);
        assertThat(s.hero("argalad").corruption.size()).isZero();
        placed(s, "saruman@fangorn", "emyn-muil");
        discarded(s, "event:tempted-by-power");
        // the other answer: a Corruption card and training
        Scenario t = event("event:tempted-by-power", """
                heroes:
                  - {id: beravor, location: bree}
                sauron: {plots: []}
                """);
        t.choose("Beravor");
        t.choose("Take 1 Corruption card and receive training");
        assertThat(t.hero("beravor").corruption.size()).isEqualTo(1);
        trained(t, "beravor");
        assertThat(t.s.sauronPlots.size()).isZero();
    }

    @Test
    @Plays("event:trust-in-friendship")
    void trustInFriendship() {
        // "Each hero lays 1 favor on this card, then Sauron hands the card to one hero. That hero takes the favor
        // when he explores a location holding a character or another hero."
        Scenario s = event("event:trust-in-friendship", """
                heroes:
                  - {id: beravor, location: bree, favor: 2}
                  - {id: argalad, location: rhun, favor: 1}
                """);
        assertThat(s.seat()).isEqualTo(Seat.SAURON);
        s.choose("Give the card to Argalad");
        assertThat(s.hero("beravor").favor).isEqualTo(1);
        assertThat(s.hero("argalad").favor).isZero();
        assertThat(s.s.lasting(Lasting.Kind.TRUST_IN_FRIENDSHIP)).isEqualTo(new Lasting(Lasting.Kind.TRUST_IN_FRIENDSHIP, 2, "argalad"));
        placed(s, "dain@lake-esgaroth", "osgiliath");
        // alone at Rhûn: the favor stays on the card; at Lake Esgaroth, with Dáin, he takes it
        s.s.stack.push(new HeroTurn.Explore("argalad", false));
        s.ask();
        assertThat(s.hero("argalad").favor).isZero();
        s.choose("Explore no more here");
        s.hero("argalad").location = s.at("lake-esgaroth");
        s.s.stack.push(new HeroTurn.Explore("argalad", false));
        s.ask();
        assertThat(s.hero("argalad").favor).isEqualTo(2);
        assertThat(s.s.lasting(Lasting.Kind.TRUST_IN_FRIENDSHIP)).isNull();
    }

    @Test
    @Plays("event:thieves-of-tharbad")
    void thievesOfTharbad() {
        // "Sauron moves one character token of his choice from the board to the Mouth of the Greyflood."
        Scenario s = event("event:thieves-of-tharbad", """
                heroes: [{id: beravor, location: bree}]
                characters: {aragorn: null, boromir: null, dain: null, denethor: null, gandalf: bree, saruman: null,
                  theoden: edoras, thranduil: null}
                """);
        assertThat(s.seat()).isEqualTo(Seat.SAURON);
        s.choose("Gandalf");
        assertThat(s.s.characterAt.get("gandalf")).isEqualTo(s.at("mouth-of-the-greyflood"));
        assertThat(s.s.characterAt.get("theoden")).isEqualTo(s.at("edoras"));
        placed(s, "tharbad", "east-bight");
    }

    @Test
    @Plays("event:eomer-and-eowyn-are-orphaned")
    void eomerAndEowynAreOrphaned() {
        // "Sauron may take 1 character token or 1 favor token off a location in Rohan."
        Scenario s = event("event:eomer-and-eowyn-are-orphaned", """
                heroes: [{id: beravor, location: bree}]
                characters: {aragorn: bree, boromir: null, dain: null, denethor: null, gandalf: null, saruman: null,
                  theoden: edoras, thranduil: null}
                favor: {helms-deep: 1, shire: 1}
                """);
        assertThat(s.seat()).isEqualTo(Seat.SAURON);
        s.choose("Yes");
        assertThat(s.options()).as("only Rohan's favor and characters")
                .containsExactly("Remove a favor from Helm's Deep", "Send Théoden home", "Nothing");
        s.choose("Send Théoden home");
        assertThat(s.s.characterAt.get("theoden")).isEqualTo(-1);
        assertThat(s.s.favorTokens[s.at("helms-deep")]).isEqualTo(1);
        assertThat(s.s.characterAt.get("denethor")).isEqualTo(s.at("pelargir"));
        assertThat(s.s.favorTokens[s.at("rhosgobel")]).isEqualTo(1);
    }

    @Test
    @Plays("event:beornings-the-skin-changers")
    void beorningsTheSkinChangers() {
        // "The heroes may clear up to 2 monster tokens from one location in Mirkwood, or deal 2 damage to a
        // minion in Mirkwood."
        Scenario s = event("event:beornings-the-skin-changers", """
                heroes: [{id: beravor, location: bree}]
                tokens:
                  - {pile: green, face: giant-spider, at: forest-road}
                  - {pile: green, face: orc, at: forest-road}
                  - {pile: blue, face: orc, at: east-bight}
                """);
        s.choose("Up to 2 monster tokens from the Forest Road");
        s.firstOptionsUntil(a -> false);
        assertThat(tokensAt(s, "forest-road")).isZero();
        assertThat(tokensAt(s, "east-bight")).isEqualTo(1);
        placed(s, "dain@iron-hills", "high-pass");
        // or 2 damage to a minion in Mirkwood
        Scenario m = event("event:beornings-the-skin-changers", """
                heroes: [{id: beravor, location: bree}]
                minions: {witch-king: {status: active, at: south-eaves, damage: 0}}
                """);
        m.choose("2 damage to a minion in Mirkwood");
        m.firstOptionsUntil(a -> false);
        assertThat(m.s.minions.get("witch-king").damage).isEqualTo(2);
    }

    @Test
    @Plays("event:dunadan-guards-the-shire")
    void dunadanGuardsTheShire() {
        // "The heroes may clear 3 tokens from Eriador, influence or monsters in any mix, or put 1 favor on The Shire."
        Scenario s = event("event:dunadan-guards-the-shire", """
                heroes: [{id: beravor, location: rhun}]
                influence: {bree: 1, shire: 1, weathertop: 1}
                tokens:
                  - {pile: blue, face: orc, at: old-forest}
                """);
        s.choose("Remove 3 influence or monster tokens from Eriador");
        s.choose("1 influence");
        s.firstOptionsUntil(a -> a.options().stream().anyMatch(o -> o instanceof Action.ChooseOption co && co.text().equals("1 influence")));
        s.choose("1 influence");
        s.firstOptionsUntil(a -> a.options().stream().anyMatch(o -> o instanceof Action.ChooseOption co && co.text().equals("1 monster token")));
        s.choose("1 monster token");
        s.firstOptionsUntil(a -> false);
        assertThat(s.s.influence[s.at("bree")] + s.s.influence[s.at("shire")]).isZero();
        assertThat(s.s.influence[s.at("weathertop")]).as("Rhudaur is not Eriador").isEqualTo(1);
        assertThat(tokensAt(s, "old-forest")).isZero();
        placed(s, "north-downs", "dead-marshes");
        Scenario f = event("event:dunadan-guards-the-shire", "heroes: [{id: beravor, location: rhun}]\n");
        f.choose("Put 1 favor on The Shire");
        placed(f, "shire", "north-downs", "dead-marshes");
    }

    @Test
    @Plays("event:courage-of-erkenbrand")
    void courageOfErkenbrand() {
        // "The heroes may clear 3 tokens from Rohan, influence or monsters in any mix, or put 1 favor on Helm's Deep."
        Scenario s = event("event:courage-of-erkenbrand", """
                heroes: [{id: beravor, location: rhun}]
                influence: {edoras: 1, isengard: 1, fangorn: 1}
                tokens:
                  - {pile: blue, face: orc, at: dunharrow}
                """);
        s.choose("Remove 3 influence or monster tokens from Rohan");
        // the first influence taken cuts the other off (settled to 0), so the second choice offers the monster
        // token only, and the third, with nothing left in Rohan, is not asked
        for (String pick : new String[] {"1 influence", "1 monster token"}) {
            s.firstOptionsUntil(a -> a.options().stream().anyMatch(o -> o instanceof Action.ChooseOption co && co.text().equals(pick)));
            assertThat(s.options()).as("only what can happen").containsExactly(pick.equals("1 influence")
                    ? new String[] {"1 influence", "1 monster token"} : new String[] {"1 monster token"});
            s.choose(pick);
        }
        s.firstOptionsUntil(a -> false);
        assertThat(s.s.influence[s.at("edoras")] + s.s.influence[s.at("isengard")]).isZero();
        assertThat(s.s.influence[s.at("fangorn")]).as("Fangorn is not in Rohan").isEqualTo(1);
        assertThat(tokensAt(s, "dunharrow")).isZero();
        placed(s, "theoden@plains-of-rohan", "dunland");
        Scenario f = event("event:courage-of-erkenbrand", "heroes: [{id: beravor, location: rhun}]\n");
        f.choose("Put 1 favor on Helm's Deep");
        placed(f, "helms-deep", "theoden@plains-of-rohan", "dunland");
    }

    @Test
    @Plays("event:from-argonath-to-the-sea")
    void fromArgonathToTheSea() {
        // "The event marker goes to Minas Tirith. A hero who explores there may remove 1 influence from every
        // location next to it."
        Scenario s = event("event:from-argonath-to-the-sea", "heroes: [{id: beravor, location: rhun}]\n");
        s.ask();
        flagged(s, "event:from-argonath-to-the-sea", "minas-tirith");
        placed(s, "thranduil@forest-trail", "ettenmoors");
        Scenario u = useEvent("event:from-argonath-to-the-sea", "minas-tirith", "beravor", """
                heroes: [{id: beravor, location: minas-tirith}]
                influence: {dunharrow: 1, nindalf: 1, osgiliath: 1, pelargir: 1, minas-morgul: 1}
                """);
        // (influence cut off from Sauron's strongholds holds at most 1 a location: the preset keeps to 1s)
        // "may remove 1 influence from every location": one question for all of them, not one for each
        assertThat(u.prompt()).as("the card named, and what it does").startsWith("From Argonath to the Sea (")
                .contains("remove 1 influence from every location").endsWith("use it?");
        u.choose(new Action.Accept());
        assertThat(u.prompt()).startsWith("Explore");
        assertThat(new int[] {u.s.influence[u.at("dunharrow")], u.s.influence[u.at("nindalf")],
                u.s.influence[u.at("osgiliath")], u.s.influence[u.at("pelargir")], u.s.influence[u.at("minas-morgul")]})
                .containsExactly(0, 0, 0, 0, 1);
    }

    @Test
    @Plays("event:lady-of-the-golden-wood")
    void ladyOfTheGoldenWood() {
        // "The event marker goes to Lothlórien. A hero who explores there gains a Boat or removes 1 influence from
        // the Shadow Pool."
        Scenario s = event("event:lady-of-the-golden-wood", "heroes: [{id: beravor, location: rhun}]\n");
        s.ask();
        flagged(s, "event:lady-of-the-golden-wood", "lothlorien");
        placed(s, "boromir@dunharrow", "withered-heath");
        Scenario u = useEvent("event:lady-of-the-golden-wood", "lothlorien", "beravor", """
                heroes: [{id: beravor, location: lothlorien, items: []}]
                shadowPool: 3
                """);
        u.choose("Gain a Boat");
        assertThat(u.hero("beravor").items.size()).isEqualTo(1);
        assertThat(Scenario.RULES.cards().id(u.hero("beravor").items.get(0))).contains("boat");
        assertThat(u.s.shadowPool).isEqualTo(3);
        Scenario p = useEvent("event:lady-of-the-golden-wood", "lothlorien", "beravor", """
                heroes: [{id: beravor, location: lothlorien, items: []}]
                shadowPool: 3
                """);
        p.choose("Remove 1 influence from the Shadow Pool");
        assertThat(p.s.shadowPool).isEqualTo(2);
        assertThat(p.hero("beravor").items.size()).isZero();
    }

    @Test
    @Plays("event:arwens-message-to-her-beloved")
    void arwensMessageToHerBeloved() {
        // "The event marker goes to Weathertop. A hero who explores there gains 1 favor or receives training."
        Scenario s = event("event:arwens-message-to-her-beloved", "heroes: [{id: beravor, location: rhun}]\n");
        s.ask();
        flagged(s, "event:arwens-message-to-her-beloved", "weathertop");
        placed(s, "aragorn@weathertop", "lothlorien");
        Scenario u = useEvent("event:arwens-message-to-her-beloved", "weathertop", "beravor",
                "heroes: [{id: beravor, location: weathertop, favor: 1}]\n");
        u.choose("Gain 1 favor");
        assertThat(u.hero("beravor").favor).isEqualTo(2);
        Scenario t = useEvent("event:arwens-message-to-her-beloved", "weathertop", "beravor",
                "heroes: [{id: beravor, location: weathertop, favor: 1}]\n");
        t.choose("Receive training");
        trained(t, "beravor");
        assertThat(t.hero("beravor").favor).isEqualTo(1);
    }

    @Test
    @Plays("event:imladris")
    void imladris() {
        // "The event marker goes to Rivendell. A hero who explores there discards 1 Corruption card or gains a
        // level of fortitude."
        Scenario s = event("event:imladris", "heroes: [{id: beravor, location: rhun}]\n");
        s.ask();
        flagged(s, "event:imladris", "rivendell");
        placed(s, "ered-mithrin", "gap-of-rohan");
        Scenario u = useEvent("event:imladris", "rivendell", "beravor",
                "heroes: [{id: beravor, location: rivendell, corruption: [corruption:reckless, corruption:indifferent]}]\n");
        u.choose("Discard 1 Corruption card");
        u.firstOptionsUntil(a -> a.options().contains(new Action.Pass()) && a.prompt().startsWith("Explore"));
        assertThat(u.hero("beravor").corruption.size()).isEqualTo(1);
        Scenario f = useEvent("event:imladris", "rivendell", "beravor",
                "heroes: [{id: beravor, location: rivendell}]\n");
        int before = f.hero("beravor").level(Attribute.FORTITUDE);
        f.choose("Gain a level of fortitude");
        assertThat(f.hero("beravor").level(Attribute.FORTITUDE)).isEqualTo(before + 1);
    }

    @Test
    @Plays("event:not-all-those-who-wander-are-lost")
    void notAllThoseWhoWanderAreLost() {
        // "The event marker goes to Rhûn. A hero who explores there may move to any location."
        Scenario s = event("event:not-all-those-who-wander-are-lost", "heroes: [{id: beravor, location: bree}]\n");
        s.ask();
        flagged(s, "event:not-all-those-who-wander-are-lost", "rhun");
        placed(s, "aragorn@rhun", "forest-road");
        Scenario u = useEvent("event:not-all-those-who-wander-are-lost", "rhun", "beravor",
                "heroes: [{id: beravor, location: rhun}]\n");
        u.firstOptionsUntil(a -> a.options().stream().anyMatch(o -> o instanceof Action.ChooseLocation));
        u.choose("Harlindon");
        assertThat(u.hero("beravor").location).isEqualTo(u.at("harlindon"));
    }

    @Test
    @Plays("event:gandalf-visits-frodo")
    void gandalfVisitsFrodo() {
        // "The event marker goes to The Shire. A hero who explores there may pay 3 favor to move the heroes' story
        // marker 1 space on."
        Scenario s = event("event:gandalf-visits-frodo", "heroes: [{id: beravor, location: rhun}]\n");
        s.ask();
        flagged(s, "event:gandalf-visits-frodo", "shire");
        placed(s, "gandalf@shire", "eregion");
        Scenario u = useEvent("event:gandalf-visits-frodo", "shire", "beravor", """
                heroes: [{id: beravor, location: shire, favor: 4}]
                story: {green: 2, yellow: 2, black: 1, red: 1}
                """);
        u.firstOptionsUntil(a -> a.prompt().startsWith("Explore"));
        assertThat(u.hero("beravor").favor).isEqualTo(1);
        assertThat(u.s.story.position(Marker.GREEN)).isEqualTo(3);
    }

    // ---- Stage II -----------------------------------------------------------------------------------------

    /** A red/black flag event: its marker moves 1 more at the Story step, and a hero exploring there discards it. */
    static void storyFlag(String event, String at, Marker marker, String... placements) {
        Scenario s = event(event, "heroes: [{id: beravor, location: bree}]\n");
        s.ask();
        flagged(s, event, at);
        placed(s, placements);
        // the Story step while it is in play (no active plot): its marker moves 1 space on
        int stage = stageOf(event);
        Scenario st = Scenario.of("heroes: [{id: beravor, location: bree}]\n"
                + (stage == 2 ? "story: {green: 8, yellow: 8, black: 8, red: 8}\nstageTwoReached: true\n"
                        : "story: {green: 14, yellow: 14, black: 14, red: 14}\nstageTwoReached: true\nstageThreeReached: true\n")
                + "activePlots: []\ncurrentEvent: {event: " + event + ", at: " + at + "}\n"
                + "stack:\n  - {step: SauronTurn.Story}\n");
        st.firstOptionsUntil(a -> false);
        for (Marker m : Marker.values()) {
            int base = stage == 2 ? 8 : 14;
            int moved = (m == Marker.GREEN ? 2 : 0) + (m == marker ? 1 : 0);
            assertThat(st.s.story.position(m)).as(m + " marker").isEqualTo(base + moved);
        }
        // a hero who explores there discards it
        Scenario u = useEvent(event, at, "beravor", "heroes: [{id: beravor, location: " + at + "}]\n");
        u.ask();
        assertThat(u.s.currentEvent).isEqualTo(-1);
        assertThat(u.s.eventMarker).isEqualTo(-1);
        assertThat(u.s.decks.get("events-" + stage).discards().contains(Scenario.card(event))).isTrue();
    }

    @Test
    @Plays("event:of-serpents-and-sand")
    void ofSerpentsAndSand() {
        // "The event marker goes to Near Harad. While this card is in play, the red marker moves 1 space on at
        // every Story step; a hero who explores Near Harad discards it."
        storyFlag("event:of-serpents-and-sand", "near-harad", Marker.RED, "boromir@nindalf", "gladden-fields");
    }

    @Test
    @Plays("event:glades-of-orthanc-darken")
    void gladesOfOrthancDarken() {
        // "The event marker goes to the Gap of Rohan. While this card is in play, the red marker moves 1 space on
        // at every Story step; a hero who explores the Gap of Rohan discards it."
        storyFlag("event:glades-of-orthanc-darken", "gap-of-rohan", Marker.RED, "saruman@isengard",
                "northern-waste");
    }

    @Test
    @Plays("event:there-is-strength-yet")
    void thereIsStrengthYet() {
        // "The heroes move one character token on the board to a neighbouring location that is not a Shadow
        // Stronghold, and clear all influence and monster tokens there."
        Scenario s = event("event:there-is-strength-yet", """
                heroes: [{id: beravor, location: rhun}]
                characters: {aragorn: null, boromir: null, dain: null, denethor: null, gandalf: bree, saruman: null,
                  theoden: null, thranduil: null}
                influence: {weathertop: 1, north-downs: 1}
                tokens:
                  - {pile: blue, face: orc, at: weathertop}
                """);
        assertThat(s.seat().sauron()).isFalse();
        assertThat(s.options()).containsExactlyInAnyOrder("Move Gandalf to Fornost", "Move Gandalf to Old Forest",
                "Move Gandalf to Tharbad", "Move Gandalf to Weathertop");
        s.choose("Move Gandalf to Weathertop");
        assertThat(s.s.characterAt.get("gandalf")).isEqualTo(s.at("weathertop"));
        assertThat(s.s.influence[s.at("weathertop")]).isZero();
        assertThat(tokensAt(s, "weathertop")).isZero();
        assertThat(s.s.influence[s.at("north-downs")]).isEqualTo(1);
        placed(s, "gandalf@weathertop", "mouth-of-the-greyflood", "amon-hen");
    }

    @Test
    @Plays("event:cirdan-the-shipwright")
    void cirdanTheShipwright() {
        // "The event marker goes to the Grey Havens. A hero who explores there gains a Boat and may then sail to
        // Belfalas."
        Scenario s = event("event:cirdan-the-shipwright", "heroes: [{id: beravor, location: bree}]\n");
        s.ask();
        flagged(s, "event:cirdan-the-shipwright", "grey-havens");
        placed(s, "anfalas", "old-forest");
        Scenario u = useEvent("event:cirdan-the-shipwright", "grey-havens", "beravor",
                "heroes: [{id: beravor, location: grey-havens, items: []}]\n");
        assertThat(u.hero("beravor").items.size()).isEqualTo(1);
        assertThat(Scenario.RULES.cards().id(u.hero("beravor").items.get(0))).contains("boat");
        u.choose("Yes");
        u.firstOptionsUntil(a -> a.prompt().startsWith("Explore") || a.options().stream().anyMatch(o -> o instanceof Action.ChooseLocation));
        if (u.hero("beravor").location != u.at("belfalas")) {
            u.choose("Belfalas");
        }
        assertThat(u.hero("beravor").location).isEqualTo(u.at("belfalas"));
    }

    @Test
    @Plays("event:foe-hammer")
    void foeHammer() {
        // "The event marker goes to the Trollshaws. A hero who explores there puts Gandalf on any location holding
        // influence and clears the monster tokens there."
        Scenario s = event("event:foe-hammer", "heroes: [{id: beravor, location: bree}]\n");
        s.ask();
        flagged(s, "event:foe-hammer", "trollshaws");
        placed(s, "gandalf@trollshaws", "iron-hills");
        Scenario u = useEvent("event:foe-hammer", "trollshaws", "beravor", """
                heroes: [{id: beravor, location: trollshaws}]
                influence: {moria: 1}
                tokens:
                  - {pile: blue, face: orc, at: moria}
                  - {pile: blue, face: southron, at: tharbad}
                """);
        assertThat(u.options()).as("only where influence lies").contains("Gandalf to Moria")
                .noneMatch(o -> o.contains("Tharbad"));
        u.choose("Gandalf to Moria");
        assertThat(u.s.characterAt.get("gandalf")).isEqualTo(u.at("moria"));
        assertThat(tokensAt(u, "moria")).isZero();
        assertThat(tokensAt(u, "tharbad")).isEqualTo(1);
        assertThat(u.s.influence[u.at("moria")]).as("only the monster tokens").isEqualTo(1);
    }

    @Test
    @Plays("event:under-the-shadow")
    void underTheShadow() {
        // "Sauron picks a hero. That hero either takes 1 Corruption card and then moves to any location, or lets
        // Sauron draw 1 Shadow card."
        Scenario s = event("event:under-the-shadow", """
                heroes:
                  - {id: beravor, location: bree}
                  - {id: argalad, location: rhun}
                sauron: {shadows: []}
                """);
        assertThat(s.seat()).isEqualTo(Seat.SAURON);
        s.choose("Beravor");
        s.choose("Take 1 Corruption card, then move to any location");
        s.firstOptionsUntil(a -> a.options().stream().anyMatch(o -> o instanceof Action.ChooseLocation));
        s.choose("Harlindon");
        assertThat(s.hero("beravor").corruption.size()).isEqualTo(1);
        assertThat(s.hero("beravor").location).isEqualTo(s.at("harlindon"));
        assertThat(s.s.sauronShadows.size()).isZero();
        placed(s, "aragorn@rivendell", "sea-of-udun");
        Scenario d = event("event:under-the-shadow", """
                heroes: [{id: beravor, location: bree}]
                sauron: {shadows: []}
                """);
        d.choose("Beravor");
        d.choose("Sauron draws 1 Shadow card");
        assertThat(d.s.sauronShadows.size()).isEqualTo(1);
        assertThat(d.hero("beravor").corruption.size()).isZero();
    }

    @Test
    @Plays("event:brand-becomes-king-of-dale")
    void brandBecomesKingOfDale() {
        // "The heroes may clear up to 2 tokens, influence or monsters in any mix, within 1 space of Lake
        // Esgaroth, or put 1 favor on Lake Esgaroth."
        Scenario s = event("event:brand-becomes-king-of-dale", """
                heroes: [{id: beravor, location: bree}]
                influence: {rhun: 1, dol-guldur: 1}
                tokens:
                  - {pile: blue, face: orc, at: east-bight}
                """);
        s.choose("Remove 2 influence or monster tokens within 1 space of Lake Esgaroth");
        s.firstOptionsUntil(a -> a.options().stream().anyMatch(o -> o instanceof Action.ChooseOption co && co.text().equals("1 influence")));
        s.choose("1 influence");
        s.firstOptionsUntil(a -> a.options().stream().anyMatch(o -> o instanceof Action.ChooseOption co && co.text().equals("1 monster token")));
        s.choose("1 monster token");
        s.firstOptionsUntil(a -> false);
        assertThat(s.s.influence[s.at("rhun")]).isZero();
        assertThat(s.s.influence[s.at("dol-guldur")]).as("2 spaces away").isEqualTo(1);
        assertThat(tokensAt(s, "east-bight")).isZero();
        placed(s, "dain@forest-road", "enedwaith-plains");
        Scenario f = event("event:brand-becomes-king-of-dale", "heroes: [{id: beravor, location: bree}]\n");
        f.choose("Put 1 favor on Lake Esgaroth");
        placed(f, "lake-esgaroth", "dain@forest-road", "enedwaith-plains");
    }

    @Test
    @Plays("event:commander-of-edoras")
    void commanderOfEdoras() {
        // "The heroes may remove 1 monster token and 1 influence within 1 space of Edoras, or put 1 favor on Edoras."
        Scenario s = event("event:commander-of-edoras", """
                heroes: [{id: beravor, location: bree}]
                influence: {dunharrow: 1, helms-deep: 1}
                tokens:
                  - {pile: blue, face: orc, at: plains-of-rohan}
                  - {pile: blue, face: southron, at: plains-of-rohan}
                """);
        s.choose("Remove 1 monster token and 1 influence within 1 space of Edoras");
        s.firstOptionsUntil(a -> false);
        assertThat(s.s.influence[s.at("dunharrow")] + s.s.influence[s.at("helms-deep")]).as("one of the two").isEqualTo(1);
        assertThat(tokensAt(s, "plains-of-rohan")).isEqualTo(1);
        placed(s, "theoden@edoras", "morthond");
        Scenario f = event("event:commander-of-edoras", "heroes: [{id: beravor, location: bree}]\n");
        f.choose("Put 1 favor on Edoras");
        placed(f, "edoras", "theoden@edoras", "morthond");
    }

    /** Iarwain Ben-adar and Athelas: discard a Corruption card, or the damage pool goes into the rest pool. */
    static void healingFlag(String event, String at, String... placements) {
        Scenario s = event(event, "heroes: [{id: beravor, location: bree}]\n");
        s.ask();
        flagged(s, event, at);
        placed(s, placements);
        String hero = "heroes: [{id: beravor, location: " + at + ", corruption: [corruption:reckless, corruption:indifferent],"
                + " hand: [beravor:evade], rest: [], damage: [beravor:parry, beravor:charge]}]\n";
        Scenario u = useEvent(event, at, "beravor", hero);
        u.choose("Discard 1 Corruption card");
        u.firstOptionsUntil(a -> a.prompt().startsWith("Explore"));
        assertThat(u.hero("beravor").corruption.size()).isEqualTo(1);
        assertThat(u.hero("beravor").damage.size()).isEqualTo(2);
        Scenario d = useEvent(event, at, "beravor", hero);
        d.choose("Shuffle the damage pool into the rest pool");
        d.ask();
        assertThat(d.hero("beravor").damage.size()).isZero();
        assertThat(d.hero("beravor").rest.size()).isEqualTo(2);
        assertThat(d.hero("beravor").corruption.size()).isEqualTo(2);
    }

    @Test
    @Plays("event:iarwain-ben-adar")
    void iarwainBenAdar() {
        // "The event marker goes to the Old Forest. A hero who explores there discards 1 Corruption card or
        // shuffles his damage pool into his rest pool."
        healingFlag("event:iarwain-ben-adar", "old-forest", "hills-of-evendim", "south-eaves");
    }

    @Test
    @Plays("event:athelas-kingsfoil")
    void athelasKingsfoil() {
        // "The event marker goes to Rhosgobel. A hero who explores there discards 1 Corruption card or shuffles
        // his damage pool into his rest pool."
        healingFlag("event:athelas-kingsfoil", "rhosgobel", "thranduil@woodland-realm", "redhorn-gate");
    }

    @Test
    @Plays("event:aragorn-meets-with-gandalf")
    void aragornMeetsWithGandalf() {
        // "Aragorn and Gandalf both go to Bree." (from the board, or from the Favor and Character area)
        Scenario s = event("event:aragorn-meets-with-gandalf", """
                heroes: [{id: beravor, location: rhun}]
                characters: {aragorn: rhun, boromir: null, dain: null, denethor: null, gandalf: null, saruman: null,
                  theoden: null, thranduil: null}
                """);
        s.ask();
        placed(s, "aragorn@bree", "gandalf@bree", "near-harad", "dagorlad");
        discarded(s, "event:aragorn-meets-with-gandalf");
    }

    /** The story marker events: a hero exploring there may pay 3 favor to move the heroes' marker 1 space on. */
    static void storyForFavor(String event, String at, String... placements) {
        Scenario s = event(event, "heroes: [{id: beravor, location: rhun}]\n");
        s.ask();
        flagged(s, event, at);
        placed(s, placements);
        Scenario u = useEvent(event, at, "beravor", "heroes: [{id: beravor, location: " + at + ", favor: 4}]\n"
                + "story: {green: 9, yellow: 8, black: 8, red: 8}\nstageTwoReached: true\n");
        u.firstOptionsUntil(a -> a.prompt().startsWith("Explore"));
        assertThat(u.hero("beravor").favor).isEqualTo(1);
        assertThat(u.s.story.position(Marker.GREEN)).isEqualTo(10);
        // with 2 favor he cannot pay: the event is not offered (it could not happen)
        Scenario p = exploringAtEvent(event, at, "beravor", "heroes: [{id: beravor, location: " + at
                + ", favor: 2}]\nstory: {green: 9, yellow: 8, black: 8, red: 8}\nstageTwoReached: true\n");
        assertThat(p.options()).doesNotContain("Use the current event");
    }

    @Test
    @Plays("event:aragorn-hunts-gollum")
    void aragornHuntsGollum() {
        // "The event marker goes to the Dead Marshes. A hero who explores there may pay 3 favor to move the heroes'
        // story marker 1 space on."
        storyForFavor("event:aragorn-hunts-gollum", "dead-marshes", "aragorn@dead-marshes", "ered-mithrin");
    }

    @Test
    @Plays("event:beregond-guard-of-the-citadel")
    void beregondGuardOfTheCitadel() {
        // "One hero may pay 3 favor to discard an active plot that affects a Haven."
        Scenario s = event("event:beregond-guard-of-the-citadel", """
                heroes:
                  - {id: beravor, location: bree, favor: 1}
                  - {id: argalad, location: rhun, favor: 3}
                activePlots:
                  - {plot: plot:osgiliath-invaded, at: osgiliath}
                  - {plot: plot:gollum-is-tortured, at: minas-tirith}
                """);
        s.firstOptionsUntil(a -> a.options().stream().anyMatch(o -> Describe.action(Scenario.RULES, o).contains("Argalad")));
        s.choose("Argalad");
        s.firstOptionsUntil(a -> s.s.activePlots[1] < 0 || a.options().stream().anyMatch(o -> Describe.action(Scenario.RULES, o).contains("Gollum")));
        if (s.s.activePlots[1] >= 0) {
            s.choose("Gollum");
        }
        s.firstOptionsUntil(a -> false);
        assertThat(s.hero("argalad").favor).isZero();
        assertThat(s.s.activePlots[1]).as("the plot at Minas Tirith, a Haven").isEqualTo(-1);
        assertThat(s.s.activePlots[0]).as("Osgiliath is no Haven").isEqualTo(Scenario.card("plot:osgiliath-invaded"));
        placed(s, "denethor@minas-tirith", "grey-havens");
    }

    // ---- Stage III ----------------------------------------------------------------------------------------

    @Test
    @Plays("event:dark-news-from-erebor")
    void darkNewsFromErebor() {
        // "The event marker goes to Erebor. While this card is in play, the black marker moves 1 space on at
        // every Story step; a hero who explores Erebor discards it."
        storyFlag("event:dark-news-from-erebor", "erebor", Marker.BLACK, "saruman@isengard", "blue-mountains");
    }

    @Test
    @Plays("event:blood-of-rhun")
    void bloodOfRhun() {
        // "The event marker goes to Dagorlad. While this card is in play, the red marker moves 1 space on at
        // every Story step; a hero who explores Dagorlad discards it."
        storyFlag("event:blood-of-rhun", "dagorlad", Marker.RED, "dain@erebor", "harlindon");
    }

    @Test
    @Plays("event:radagast-the-brown")
    void radagastTheBrown() {
        // "Every hero holding 4 or more favor loses 1 favor. If Gandalf is on the board, he goes to Isengard."
        Scenario s = event("event:radagast-the-brown", """
                heroes:
                  - {id: beravor, location: bree, favor: 4}
                  - {id: argalad, location: rhun, favor: 3}
                characters: {aragorn: null, boromir: null, dain: null, denethor: null, gandalf: rhun, saruman: null,
                  theoden: null, thranduil: null}
                """);
        s.ask();
        assertThat(s.hero("beravor").favor).isEqualTo(3);
        assertThat(s.hero("argalad").favor).isEqualTo(3);
        placed(s, "gandalf@isengard", "rhosgobel", "plains-of-gorgoroth");
        Scenario off = event("event:radagast-the-brown", "heroes: [{id: beravor, location: bree}]\n");
        off.ask();
        assertThat(off.s.characterAt.get("gandalf")).as("not on the board: stays off").isEqualTo(-1);
    }

    @Test
    @Plays("event:he-has-at-last-heard")
    void heHasAtLastHeard() {
        // "Sauron puts 1 influence on The Shire and on every location next to it, then may move a minion to The
        // Shire."
        Scenario s = event("event:he-has-at-last-heard", """
                heroes: [{id: beravor, location: rhun}]
                minions: {witch-king: {status: active, at: bree, damage: 0}}
                """);
        s.firstOptionsUntil(a -> a.options().stream().anyMatch(o -> o instanceof Action.MoveMinion));
        assertThat(new int[] {s.s.influence[s.at("shire")], s.s.influence[s.at("grey-havens")],
                s.s.influence[s.at("hills-of-evendim")], s.s.influence[s.at("old-forest")], s.s.influence[s.at("bree")]})
                .containsExactly(1, 1, 1, 1, 0);
        s.choose(new Action.MoveMinion("witch-king", s.at("shire")));
        s.firstOptionsUntil(a -> false);
        assertThat(s.s.minions.get("witch-king").location).isEqualTo(s.at("shire"));
        placed(s, "mount-gundabad", "dunland");
    }

    @Test
    @Plays("event:trees-of-fangorn")
    void treesOfFangorn() {
        // "The event marker goes to Fangorn. A hero who explores there gains 1 favor and clears every monster token
        // within 1 space of Fangorn."
        Scenario s = event("event:trees-of-fangorn", "heroes: [{id: beravor, location: bree}]\n");
        s.ask();
        flagged(s, "event:trees-of-fangorn", "fangorn");
        placed(s, "gap-of-rohan", "minas-morgul");
        Scenario u = useEvent("event:trees-of-fangorn", "fangorn", "beravor", """
                heroes: [{id: beravor, location: fangorn, favor: 0}]
                tokens:
                  - {pile: blue, face: orc, at: isengard}
                  - {pile: blue, face: southron, at: fangorn}
                  - {pile: brown, face: cave-troll, at: edoras}
                """);
        u.firstOptionsUntil(a -> a.prompt().startsWith("Explore"));
        assertThat(u.hero("beravor").favor).isEqualTo(1);
        assertThat(tokensAt(u, "isengard") + tokensAt(u, "fangorn")).isZero();
        assertThat(tokensAt(u, "edoras")).as("2 spaces away").isEqualTo(1);
    }

    @Test
    @Plays("event:gandalf-stormcrow")
    void gandalfStormcrow() {
        // "The event marker goes to the Plains of Rohan. A hero who explores there sends Gandalf to a location at
        // least 4 spaces away, then removes 1 influence from the Shadow Pool."
        Scenario s = event("event:gandalf-stormcrow", "heroes: [{id: beravor, location: bree}]\n");
        s.ask();
        flagged(s, "event:gandalf-stormcrow", "plains-of-rohan");
        placed(s, "gandalf@plains-of-rohan", "ruins-of-angmar");
        Scenario u = useEvent("event:gandalf-stormcrow", "plains-of-rohan", "beravor", """
                heroes: [{id: beravor, location: plains-of-rohan}]
                shadowPool: 4
                characters: {aragorn: null, boromir: null, dain: null, denethor: null, gandalf: plains-of-rohan,
                  saruman: null, theoden: null, thranduil: null}
                """);
        assertThat(u.options()).as("not 3 spaces or less away").doesNotContain("Edoras", "Fangorn", "Minas Tirith")
                .contains("The Shire");
        u.choose("The Shire");
        u.firstOptionsUntil(a -> a.prompt().startsWith("Explore"));
        assertThat(u.s.characterAt.get("gandalf")).isEqualTo(u.at("shire"));
        assertThat(u.s.shadowPool).isEqualTo(3);
    }

    @Test
    @Plays("event:arnor-that-was-of-old")
    void arnorThatWasOfOld() {
        // "The heroes may clear all influence and monster tokens within 1 space of Fornost, or put 1 favor on
        // Fornost."
        Scenario s = event("event:arnor-that-was-of-old", """
                heroes: [{id: beravor, location: rhun}]
                influence: {bree: 1, north-downs: 1, shire: 1}
                tokens:
                  - {pile: blue, face: orc, at: weathertop}
                  - {pile: blue, face: southron, at: fornost}
                  - {pile: brown, face: cave-troll, at: tharbad}
                """);
        s.choose("Clear all influence and monster tokens within 1 space of Fornost");
        s.firstOptionsUntil(a -> false);
        assertThat(s.s.influence[s.at("bree")] + s.s.influence[s.at("north-downs")]).isZero();
        assertThat(tokensAt(s, "weathertop") + tokensAt(s, "fornost")).isZero();
        assertThat(s.s.influence[s.at("shire")]).as("2 spaces away").isEqualTo(1);
        assertThat(tokensAt(s, "tharbad")).isEqualTo(1);
        placed(s, "aragorn@fornost", "dol-guldur");
        Scenario f = event("event:arnor-that-was-of-old", "heroes: [{id: beravor, location: rhun}]\n");
        f.choose("Put 1 favor on Fornost");
        placed(f, "fornost", "aragorn@fornost", "dol-guldur");
    }

    @Test
    @Plays("event:boromirs-dream")
    void boromirsDream() {
        // "Every hero with no favor gains 1 favor. If the yellow marker is the rearmost of Sauron's markers, it
        // moves 1 space on."
        Scenario s = event("event:boromirs-dream", """
                heroes:
                  - {id: beravor, location: bree, favor: 0}
                  - {id: argalad, location: rhun, favor: 2}
                story: {green: 14, yellow: 13, black: 14, red: 14}
                stageTwoReached: true
                stageThreeReached: true
                """);
        s.firstOptionsUntil(a -> false);
        assertThat(s.hero("beravor").favor).isEqualTo(1);
        assertThat(s.hero("argalad").favor).isEqualTo(2);
        assertThat(s.s.story.position(Marker.YELLOW)).isEqualTo(14);
        placed(s, "boromir@osgiliath", "emyn-muil");
        Scenario n = event("event:boromirs-dream", """
                heroes: [{id: beravor, location: bree, favor: 1}]
                story: {green: 14, yellow: 14, black: 13, red: 14}
                stageTwoReached: true
                stageThreeReached: true
                """);
        n.firstOptionsUntil(a -> false);
        assertThat(n.s.story.position(Marker.YELLOW)).as("black is the rearmost").isEqualTo(14);
        assertThat(n.hero("beravor").favor).isEqualTo(1);
    }

    @Test
    @Plays("event:elladan-and-elrohir")
    void elladanAndElrohir() {
        // "The event marker goes to the Ettenmoors. A hero who explores there gains 2 favor and removes one monster
        // token from anywhere on the board."
        Scenario s = event("event:elladan-and-elrohir", "heroes: [{id: beravor, location: bree}]\n");
        s.ask();
        flagged(s, "event:elladan-and-elrohir", "ettenmoors");
        placed(s, "thranduil@forest-trail", "mouth-of-the-greyflood");
        Scenario u = useEvent("event:elladan-and-elrohir", "ettenmoors", "beravor", """
                heroes: [{id: beravor, location: ettenmoors, favor: 0}]
                tokens:
                  - {pile: blue, face: orc, at: near-harad}
                  - {pile: blue, face: southron, at: pelargir}
                """);
        u.firstOptionsUntil(a -> a.prompt().startsWith("Explore") || a.options().stream().anyMatch(o -> Describe.action(Scenario.RULES, o).contains("Near Harad")));
        if (!u.prompt().startsWith("Explore")) {
            u.choose("Near Harad");
            u.firstOptionsUntil(a -> a.prompt().startsWith("Explore"));
        }
        assertThat(u.hero("beravor").favor).isEqualTo(2);
        assertThat(tokensAt(u, "near-harad")).isZero();
        assertThat(tokensAt(u, "pelargir")).isEqualTo(1);
    }

    @Test
    @Plays("event:eowyn-sister-daughter")
    void eowynSisterDaughter() {
        // "Théoden goes to Edoras, and every location next to Edoras loses 1 influence."
        Scenario s = event("event:eowyn-sister-daughter", """
                heroes: [{id: beravor, location: rhun}]
                characters: {aragorn: null, boromir: null, dain: null, denethor: null, gandalf: null, saruman: null,
                  theoden: helms-deep, thranduil: null}
                influence: {dunharrow: 1, helms-deep: 1, nindalf: 1, plains-of-rohan: 1, isengard: 1}
                """);
        s.firstOptionsUntil(a -> false);
        assertThat(new int[] {s.s.influence[s.at("dunharrow")], s.s.influence[s.at("helms-deep")],
                s.s.influence[s.at("nindalf")], s.s.influence[s.at("plains-of-rohan")], s.s.influence[s.at("isengard")]})
                .containsExactly(0, 0, 0, 0, 1);
        placed(s, "theoden@edoras", "lake-esgaroth", "morthond");
    }

    @Test
    void eowynSisterDaughterTakesOneInfluenceFromEachLocationNextToEdorasWithoutAQuestion() {
        // "every location next to Edoras loses 1 influence": each one does, whatever anyone would choose; a
        // location with none loses nothing, and nobody is asked.
        Scenario s = event("event:eowyn-sister-daughter", """
                heroes: [{id: beravor, location: rhun}]
                characters: {aragorn: null, boromir: null, dain: null, denethor: null, gandalf: null, saruman: null,
                  theoden: helms-deep, thranduil: null}
                influence: {dunharrow: 1, helms-deep: 1, plains-of-rohan: 1, isengard: 1}
                """);
        assertThat(s.firstOptionsUntil(a -> a.prompt().startsWith("Remove"))).as("no removal is asked").isNull();
        assertThat(new int[] {s.s.influence[s.at("dunharrow")], s.s.influence[s.at("helms-deep")],
                s.s.influence[s.at("nindalf")], s.s.influence[s.at("plains-of-rohan")], s.s.influence[s.at("isengard")]})
                .containsExactly(0, 0, 0, 0, 1);
    }

    @Test
    @Plays("event:argonath")
    void argonath() {
        // "The event marker goes to Amon Hen. A hero who explores there discards 1 Corruption card or gains a level
        // of fortitude."
        Scenario s = event("event:argonath", "heroes: [{id: beravor, location: bree}]\n");
        s.ask();
        flagged(s, "event:argonath", "amon-hen");
        placed(s, "fangorn", "mount-doom");
        Scenario u = useEvent("event:argonath", "amon-hen", "beravor",
                "heroes: [{id: beravor, location: amon-hen, corruption: [corruption:reckless]}]\n");
        u.choose("Discard 1 Corruption card");
        u.firstOptionsUntil(a -> a.prompt().startsWith("Explore"));
        assertThat(u.hero("beravor").corruption.size()).isZero();
        Scenario f = useEvent("event:argonath", "amon-hen", "beravor", "heroes: [{id: beravor, location: amon-hen}]\n");
        int before = f.hero("beravor").level(Attribute.FORTITUDE);
        f.choose("Gain a level of fortitude");
        assertThat(f.hero("beravor").level(Attribute.FORTITUDE)).isEqualTo(before + 1);
    }

    @Test
    @Plays("event:account-of-isildur")
    void accountOfIsildur() {
        // "The event marker goes to Minas Tirith. A hero who explores there may pay 3 favor to move the heroes'
        // story marker 1 space on."
        storyForFavor("event:account-of-isildur", "minas-tirith", "gandalf@minas-tirith", "moria");
    }

    @Test
    @Plays("event:theoden-warned-of-saruman")
    void theodenWarnedOfSaruman() {
        // "The event marker goes to Edoras. A hero who explores there may pay 2 favor to move the black marker 1
        // space back."
        Scenario s = event("event:theoden-warned-of-saruman", "heroes: [{id: beravor, location: rhun}]\n");
        s.ask();
        flagged(s, "event:theoden-warned-of-saruman", "edoras");
        placed(s, "eregion", "withered-heath");
        Scenario u = useEvent("event:theoden-warned-of-saruman", "edoras", "beravor",
                "heroes: [{id: beravor, location: edoras, favor: 3}]\nstory: {green: 14, yellow: 13, black: 9, red: 13}\n"
                        + "stageTwoReached: true\nstageThreeReached: true\n");
        u.firstOptionsUntil(a -> a.prompt().startsWith("Explore"));
        assertThat(u.hero("beravor").favor).isEqualTo(1);
        assertThat(u.s.story.position(Marker.BLACK)).isEqualTo(8);
        assertThat(u.s.story.position(Marker.GREEN)).as("only the black marker").isEqualTo(14);
        Scenario p = exploringAtEvent("event:theoden-warned-of-saruman", "edoras", "beravor",
                "heroes: [{id: beravor, location: edoras, favor: 1}]\nstory: {green: 14, yellow: 13, black: 9, red: 13}\n"
                        + "stageTwoReached: true\nstageThreeReached: true\n");
        assertThat(p.options()).as("1 favor cannot pay: not offered").doesNotContain("Use the current event");
    }

    // ---- helpers for the other events -------------------------------------------------------------------

    static final String NO_CHARACTERS = "characters: {aragorn: null, boromir: null, dain: null, denethor: null,"
            + " gandalf: null, saruman: null, theoden: null, thranduil: null}\n";

    /**
     * The card on top of its stage's deck at Sauron's Event step, no side dominant (one card drawn), on a board
     * with no favor, influence, monster token or character (unless the yaml gives them).
     */
    static Scenario event(String event, String yaml) {
        int stage = stageOf(event);
        String story = switch (stage) {
            case 1 -> "story: {green: 2, yellow: 2, black: 1, red: 1}\n";
            case 2 -> "story: {green: 8, yellow: 8, black: 1, red: 1}\nstageTwoReached: true\n";
            default -> "story: {green: 14, yellow: 14, black: 1, red: 1}\nstageTwoReached: true\n"
                    + "stageThreeReached: true\n";
        };
        StringBuilder y = new StringBuilder(yaml);
        if (!yaml.contains("story:")) {
            y.append(story);
        }
        for (String d : new String[] {"favor: {}\n", "influence: {}\n", "tokens: []\n", NO_CHARACTERS,
                "activePlots: []\n", "turn: 2\n", "stack:\n  - {step: SauronTurn.EventStep}\n"}) {
            if (!yaml.contains("\n" + d.substring(0, d.indexOf(':') + 1)) && !yaml.startsWith(d.substring(0, d.indexOf(':') + 1))) {
                y.append(d);
            }
        }
        return Scenario.of(y.toString()).onTop("events-" + stage, event);
    }

    /** A hero exploring where the current event's marker stands, who uses the event. */
    static Scenario useEvent(String event, String at, String hero, String yaml) {
        Scenario s = exploringAtEvent(event, at, hero, yaml);
        assertThat(s.options()).contains("Use the current event");
        s.choose(new Action.UseEvent());
        return s;
    }

    /** A hero exploring where the current event's marker stands, before he uses it (or is not offered it). */
    static Scenario exploringAtEvent(String event, String at, String hero, String yaml) {
        return Scenario.of(yaml + "currentEvent: {event: " + event + ", at: " + at + "}\n"
                + (yaml.contains("characters:") ? "" : NO_CHARACTERS) + (yaml.contains("tokens:") ? "" : "tokens: []\n")
                + (yaml.contains("favor: {") ? "" : "favor: {}\n")
                + "stack:\n  - {step: HeroTurn.Explore, hero: " + hero + ", eventUsed: false}\n");
    }

    /**
     * The event's placements, after it resolved: each "character@location" stands there, and each bare location
     * holds one favor token; no other favor token lies on the board.
     */
    static void placed(Scenario s, String... what) {
        int favor = 0;
        for (String w : what) {
            if (w.contains("@")) {
                String[] cl = w.split("@");
                assertThat(s.s.characterAt.get(cl[0])).as(cl[0] + " placed").isEqualTo(s.at(cl[1]));
            } else {
                assertThat(s.s.favorTokens[s.at(w)]).as("a favor on " + w).isGreaterThanOrEqualTo(1);
                favor++;
            }
        }
        assertThat(Arrays.stream(s.s.favorTokens).sum()).as("favor tokens on the board").isEqualTo(favor);
    }

    /** A flag event stays as the current event, its marker on this location. */
    static void flagged(Scenario s, String event, String at) {
        assertThat(s.s.currentEvent).isEqualTo(Scenario.card(event));
        assertThat(s.s.eventMarker).isEqualTo(s.at(at));
    }

    /** A card without the flag is discarded after it resolved. */
    static void discarded(Scenario s, String event) {
        assertThat(s.s.currentEvent).isEqualTo(-1);
        assertThat(s.s.decks.get("events-" + stageOf(event)).discards().contains(Scenario.card(event))).isTrue();
    }

    /** Training: the hero keeps one of the two skill cards drawn, in his hand. */
    static void trained(Scenario s, String hero) {
        assertThat(s.prompt()).isEqualTo("Training: keep one skill");
        Action keep = s.ask().options().get(0);
        int hand = s.hero(hero).hand.size();
        s.choose(keep);
        assertThat(s.hero(hero).hand.size()).isEqualTo(hand + 1);
        assertThat(s.hero(hero).hand.contains(((Action.ChooseCard) keep).card())).isTrue();
    }

    static int tokensAt(Scenario s, String at) {
        int n = 0;
        for (int l : s.s.tokenAt) {
            n += l == s.at(at) ? 1 : 0;
        }
        return n;
    }
}
