package meq.rules;

import static org.assertj.core.api.Assertions.assertThat;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import meq.data.CardDecks;
import meq.rules.play.Fights;
import meq.rules.play.HeroTurn;
import meq.rules.table.Selectors;
import meq.state.Deck;
import meq.state.Pile;
import meq.state.Seat;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Encounter cards, each drawn through the hero's Encounter step (Encounters.Draw) at a location it affects and
 * checked against its sentence. RS 396-419: "After you have finished your Travel step, if you are not in a
 * perilous location, you must draw 3 Encounter cards from the Encounter deck matching the location's color" (the
 * Haven deck in a Haven); "You then resolve the card with the lowest priority number that also affects your
 * location. The other 2 cards are discarded"; a Quest encounter is placed "faceup in your play area".
 *
 * <p>Each row's card is put on top of its deck with two cards of the same deck under it that do not affect the
 * location, so the card under test is the one the rule resolves. The tables name their cards in their
 * {@link Plays}; {@link #everyTableRowIsNamedInItsPlays} keeps the two the same.
 */
class EncounterCardsTest {
    static final String HERO = "thalin"; // Wisdom 1; his starting quest is cleared in every scenario

    /**
     * Thálin (3 favor, empty hand, no damage, quests or corruption, unless heroKeys say otherwise) at a location, at
     * his Encounter step; topKeys are more keys of the preset.
     */
    static Scenario atEncounter(String location, String heroKeys, String topKeys) {
        StringBuilder hero = new StringBuilder(heroKeys);
        for (String key : List.of("favor: 3", "quests: []", "corruption: []", "hand: []", "damage: []")) {
            if (!heroKeys.contains(key.substring(0, key.indexOf(':') + 1))) {
                hero.append(hero.isEmpty() ? "" : ", ").append(key);
            }
        }
        return Scenario.of("""
                heroes:
                  - {id: thalin, location: %s, %s}
                influence: {}
                shadowPool: 2
                %s
                stack:
                  - {step: Encounters.Draw, hero: thalin}
                  - {step: HeroTurn.End, hero: thalin}
                """.formatted(location, hero, topKeys));
    }

    static Scenario atEncounter(String location) {
        return atEncounter(location, "", "");
    }

    /** The 3 cards a scenario's encounter draws: the card under test on top, two that do not affect it beneath. */
    record Drawn(Scenario s, String deck, int card, List<Integer> others) {
        Pile pile() {
            return s.s.decks.get(deck);
        }

        CardDecks.Encounter def() {
            return Scenario.RULES.cards().def(card, CardDecks.Encounter.class);
        }
    }

    static String deckOf(String name) {
        return "encounters-" + name.split(":")[1];
    }

    static boolean affects(Scenario s, int card, String location) {
        Ctx c = new Ctx(Scenario.RULES, s.s, new ArrayList<>());
        CardDecks.Encounter e = Scenario.RULES.cards().def(card, CardDecks.Encounter.class);
        return Selectors.matches(c, e.affects(), Scope.of(HERO, card), c.board().location(location));
    }

    static Drawn draw(Scenario s, String name) {
        String deck = deckOf(name);
        int card = Scenario.card(name);
        String location = Scenario.RULES.board().locations().get(s.hero(HERO).location).id();
        assertThat(affects(s, card, location)).as(name + " affects " + location).isTrue();
        List<Integer> others = new ArrayList<>();
        for (int c : Scenario.RULES.cards().deck(new Deck(deck))) {
            if (others.size() < 2 && c != card && !affects(s, c, location)) {
                others.add(c);
            }
        }
        assertThat(others).as("two cards of " + deck + " that do not affect " + location).hasSize(2);
        for (int c : others) {
            s.onTop(deck, Scenario.RULES.cards().name(c));
        }
        s.onTop(deck, name);
        return new Drawn(s, deck, card, others);
    }

    /** The card under test was resolved (and nothing else), and the two others were discarded. */
    static void resolved(Drawn d) {
        d.s.ask();
        assertThat(d.s.events(GameEvent.CardResolved.class)).filteredOn(e -> e.kind().equals("encounter"))
                .extracting(GameEvent.CardResolved::card).containsExactly(d.def().id());
        assertThat(d.pile().discards().toArray()).contains(d.others().get(0), d.others().get(1));
    }

    /** Resolved and discarded (not a Quest). */
    static void resolvedAndDiscarded(Drawn d) {
        resolved(d);
        assertThat(d.pile().discards().toArray()).containsExactlyInAnyOrder(d.card(), d.others().get(0),
                d.others().get(1));
        assertThat(d.s.hero(HERO).quests.contains(d.card())).isFalse();
    }

    static Arguments row(Object... values) {
        return Arguments.of(values);
    }

    // ---------------------------------------------------------------- fights

    static Stream<Arguments> fights() {
        return Stream.of(
                row("encounter:eriador-enedwaith:wild-hillmen", "dunland", "dunlending"),
                row("encounter:eriador-enedwaith:squint-eyed-southerner", "bree", "agent"),
                row("encounter:eriador-enedwaith:black-wings-over-the-greyflood", "mouth-of-the-greyflood", "crebain"),
                row("encounter:eriador-enedwaith:cold-mounds-beyond-the-hedge", "old-forest", "barrow-wight"),
                row("encounter:rhudaur-grey-mountains:orc-band-on-the-ettenmoors", "ettenmoors", "orc"),
                row("encounter:rhudaur-grey-mountains:the-trolls-clearing", "trollshaws", "cave-troll"),
                row("encounter:rhudaur-grey-mountains:goblins-of-the-northern-waste", "northern-waste", "snaga"),
                row("encounter:rhudaur-grey-mountains:dead-kings-of-the-downs", "north-downs", "barrow-wight"),
                row("encounter:misty-mountains-mirkwood:webs-across-the-path", "forest-trail", "giant-spider"),
                row("encounter:misty-mountains-mirkwood:huorn-dark", "fangorn", "huorn"),
                row("encounter:misty-mountains-mirkwood:goblin-gate-pickets", "high-pass", "snaga"),
                row("encounter:misty-mountains-mirkwood:orcs-among-the-reeds", "gladden-fields", "orc"),
                row("encounter:rohan-gondor:wolves-at-the-fords", "gap-of-rohan", "warg-rider"),
                row("encounter:rohan-gondor:orcs-at-the-broken-bridge", "osgiliath", "orc"),
                row("encounter:rohan-gondor:raiders-at-the-quays", "pelargir", "southron"),
                row("encounter:rohan-gondor:a-mumak-on-the-harad-road", "near-harad", "oliphaunt"),
                row("encounter:brown-lands-mordor:candles-of-corpses", "dead-marshes", "barrow-wight"),
                row("encounter:brown-lands-mordor:troll-guard-of-the-black-gate", "dagorlad", "cave-troll"),
                row("encounter:brown-lands-mordor:the-brood-of-the-pass", "minas-morgul", "giant-spider"),
                row("encounter:brown-lands-mordor:orc-host-on-gorgoroth", "plains-of-gorgoroth", "orc"));
    }

    @ParameterizedTest(name = "{0} at {1}: fight a {2}")
    @MethodSource("fights")
    @Plays({"encounter:eriador-enedwaith:wild-hillmen", "encounter:eriador-enedwaith:squint-eyed-southerner",
            "encounter:eriador-enedwaith:black-wings-over-the-greyflood",
            "encounter:eriador-enedwaith:cold-mounds-beyond-the-hedge",
            "encounter:rhudaur-grey-mountains:orc-band-on-the-ettenmoors",
            "encounter:rhudaur-grey-mountains:the-trolls-clearing",
            "encounter:rhudaur-grey-mountains:goblins-of-the-northern-waste",
            "encounter:rhudaur-grey-mountains:dead-kings-of-the-downs",
            "encounter:misty-mountains-mirkwood:webs-across-the-path", "encounter:misty-mountains-mirkwood:huorn-dark",
            "encounter:misty-mountains-mirkwood:goblin-gate-pickets",
            "encounter:misty-mountains-mirkwood:orcs-among-the-reeds", "encounter:rohan-gondor:wolves-at-the-fords",
            "encounter:rohan-gondor:orcs-at-the-broken-bridge", "encounter:rohan-gondor:raiders-at-the-quays",
            "encounter:rohan-gondor:a-mumak-on-the-harad-road", "encounter:brown-lands-mordor:candles-of-corpses",
            "encounter:brown-lands-mordor:troll-guard-of-the-black-gate",
            "encounter:brown-lands-mordor:the-brood-of-the-pass", "encounter:brown-lands-mordor:orc-host-on-gorgoroth"})
    void fights(String card, String at, String monster) {
        // "... Fight a <monster>."
        Drawn d = draw(atEncounter(at), card);
        resolvedAndDiscarded(d);
        assertThat(d.s.s.stack.stream().filter(Fights.Fight.class::isInstance).map(f -> ((Fights.Fight) f).opponent())
                .toList()).as("the fight the card begins").containsExactly(monster);
        // (Sauron's Shadow window at the start of the combat, then the fight's first question to the hero)
        Ask first = d.s.passShadowWindows();
        assertThat(first.seat()).isEqualTo(Seat.hero(HERO));
        assertThat(first.prompt()).startsWith("Fight ");
    }

    // ---------------------------------------------------------------- damage

    static Stream<Arguments> damage() {
        return Stream.of(
                row("encounter:eriador-enedwaith:brambles-and-briars", "bree", 2),
                row("encounter:eriador-enedwaith:cold-rain-from-the-sea", "harlindon", 1),
                row("encounter:rhudaur-grey-mountains:troll-tracks-in-the-mud", "north-downs", 2),
                row("encounter:rhudaur-grey-mountains:a-bitter-northern-wind", "ettenmoors", 1),
                row("encounter:misty-mountains-mirkwood:caradhras-is-cruel", "redhorn-gate", 2),
                row("encounter:misty-mountains-mirkwood:a-long-cold-night", "south-eaves", 1),
                row("encounter:rohan-gondor:grass-fire-on-the-wold", "plains-of-rohan", 2),
                row("encounter:rohan-gondor:arrows-from-the-shadows", "morthond", 1),
                row("encounter:brown-lands-mordor:reek-of-orodruin", "mount-doom", 2),
                row("encounter:brown-lands-mordor:easterling-outriders", "nindalf", 1));
    }

    @ParameterizedTest(name = "{0} at {1}: take {2} damage")
    @MethodSource("damage")
    @Plays({"encounter:eriador-enedwaith:brambles-and-briars", "encounter:eriador-enedwaith:cold-rain-from-the-sea",
            "encounter:rhudaur-grey-mountains:troll-tracks-in-the-mud",
            "encounter:rhudaur-grey-mountains:a-bitter-northern-wind",
            "encounter:misty-mountains-mirkwood:caradhras-is-cruel",
            "encounter:misty-mountains-mirkwood:a-long-cold-night", "encounter:rohan-gondor:grass-fire-on-the-wold",
            "encounter:rohan-gondor:arrows-from-the-shadows", "encounter:brown-lands-mordor:reek-of-orodruin",
            "encounter:brown-lands-mordor:easterling-outriders"})
    void damage(String card, String at, int amount) {
        // "... Take <N> damage."
        Drawn d = draw(atEncounter(at), card);
        int life = d.s.hero(HERO).life.size();
        resolvedAndDiscarded(d);
        for (int i = 0; i < amount; i++) {
            assertThat(d.s.prompt()).startsWith("Take damage (" + (amount - i) + " left)");
            d.s.choose("Discard from the top of the life pool");
        }
        assertThat(d.s.ask()).isNull();
        assertThat(d.s.hero(HERO).damage.size()).isEqualTo(amount);
        assertThat(d.s.hero(HERO).life.size()).isEqualTo(life - amount);
        assertThat(d.s.events(GameEvent.DamageTaken.class)).containsExactly(new GameEvent.DamageTaken(HERO, amount));
    }

    // ---------------------------------------------------------------- favor

    static Stream<Arguments> favor() {
        return Stream.of(
                row("encounter:eriador-enedwaith:ill-news-on-the-road", "tharbad", -1),
                row("encounter:eriador-enedwaith:hammers-in-ered-luin", "blue-mountains", 2),
                row("encounter:rhudaur-grey-mountains:watch-fire-on-amon-sul", "weathertop", 1),
                row("encounter:rhudaur-grey-mountains:a-cold-welcome", "withered-heath", -1),
                row("encounter:rhudaur-grey-mountains:bones-on-the-withered-heath", "withered-heath", 2),
                row("encounter:misty-mountains-mirkwood:lost-off-the-path", "forest-road", -1),
                row("encounter:rohan-gondor:black-sails-sighted", "belfalas", -1),
                row("encounter:rohan-gondor:sentinels-of-the-hold", "helms-deep", 1),
                row("encounter:brown-lands-mordor:the-slave-drivers", "mount-doom", -1),
                row("encounter:brown-lands-mordor:watchers-of-the-wetwang", "nindalf", 1),
                row("encounter:haven:feast-in-the-beech-glades", "woodland-realm", 1),
                row("encounter:haven:rangers-of-the-north", "fornost", 1),
                row("encounter:haven:tidings-of-your-deeds", "minas-tirith", 1));
    }

    @ParameterizedTest(name = "{0} at {1}: favor {2}")
    @MethodSource("favor")
    @Plays({"encounter:eriador-enedwaith:ill-news-on-the-road", "encounter:eriador-enedwaith:hammers-in-ered-luin",
            "encounter:rhudaur-grey-mountains:watch-fire-on-amon-sul",
            "encounter:rhudaur-grey-mountains:a-cold-welcome",
            "encounter:rhudaur-grey-mountains:bones-on-the-withered-heath",
            "encounter:misty-mountains-mirkwood:lost-off-the-path", "encounter:rohan-gondor:black-sails-sighted",
            "encounter:rohan-gondor:sentinels-of-the-hold", "encounter:brown-lands-mordor:the-slave-drivers",
            "encounter:brown-lands-mordor:watchers-of-the-wetwang", "encounter:haven:feast-in-the-beech-glades",
            "encounter:haven:rangers-of-the-north", "encounter:haven:tidings-of-your-deeds"})
    void favor(String card, String at, int change) {
        // "... Gain <N> favor." / "... Lose 1 favor."
        Drawn d = draw(atEncounter(at), card);
        resolvedAndDiscarded(d);
        assertThat(d.s.ask()).isNull();
        assertThat(d.s.hero(HERO).favor).isEqualTo(3 + change);
        assertThat(d.s.events(GameEvent.FavorChanged.class)).containsExactly(
                new GameEvent.FavorChanged(HERO, change, 3 + change));
    }

    // ---------------------------------------------------------------- training

    static Stream<Arguments> training() {
        return Stream.of(
                row("encounter:eriador-enedwaith:the-hollies-of-hollin", "eregion"),
                row("encounter:rhudaur-grey-mountains:shield-wall-of-the-iron-hills", "iron-hills"),
                row("encounter:misty-mountains-mirkwood:woodmen-of-the-eaves", "east-bight"),
                row("encounter:rohan-gondor:swan-knights-of-dol-amroth", "belfalas"),
                row("encounter:brown-lands-mordor:the-knotted-hills", "emyn-muil"),
                row("encounter:haven:the-hall-of-fire", "rivendell"),
                row("encounter:haven:sparring-in-the-kings-yard", "edoras"));
    }

    @ParameterizedTest(name = "{0} at {1}: receive training")
    @MethodSource("training")
    @Plays({"encounter:eriador-enedwaith:the-hollies-of-hollin",
            "encounter:rhudaur-grey-mountains:shield-wall-of-the-iron-hills",
            "encounter:misty-mountains-mirkwood:woodmen-of-the-eaves", "encounter:rohan-gondor:swan-knights-of-dol-amroth",
            "encounter:brown-lands-mordor:the-knotted-hills", "encounter:haven:the-hall-of-fire",
            "encounter:haven:sparring-in-the-kings-yard"})
    void training(String card, String at) {
        // "... Receive training."
        Drawn d = draw(atEncounter(at), card);
        resolvedAndDiscarded(d);
        assertThat(d.s.prompt()).isEqualTo("Training: keep one skill");
        d.s.apply(d.s.ask().options().get(0));
        assertThat(d.s.ask()).isNull();
        assertThat(d.s.events(GameEvent.Trained.class)).hasSize(1).allMatch(t -> t.hero().equals(HERO));
    }

    // ---------------------------------------------------------------- influence to the Shadow Pool

    static Stream<Arguments> pool() {
        return Stream.of(
                row("encounter:eriador-enedwaith:spies-among-the-travellers", "enedwaith-plains"),
                row("encounter:rhudaur-grey-mountains:angmar-remembers", "weathertop"),
                row("encounter:misty-mountains-mirkwood:eyes-beneath-the-eaves", "gladden-fields"),
                row("encounter:rohan-gondor:smoke-over-isengard", "isengard"),
                row("encounter:brown-lands-mordor:fell-wings-overhead", "rhun"));
    }

    @ParameterizedTest(name = "{0} at {1}: 1 influence to the Shadow Pool")
    @MethodSource("pool")
    @Plays({"encounter:eriador-enedwaith:spies-among-the-travellers", "encounter:rhudaur-grey-mountains:angmar-remembers",
            "encounter:misty-mountains-mirkwood:eyes-beneath-the-eaves", "encounter:rohan-gondor:smoke-over-isengard",
            "encounter:brown-lands-mordor:fell-wings-overhead"})
    void pool(String card, String at) {
        // "... Sauron adds 1 influence to the Shadow Pool."
        Drawn d = draw(atEncounter(at), card);
        resolvedAndDiscarded(d);
        assertThat(d.s.ask()).isNull();
        assertThat(d.s.s.shadowPool).isEqualTo(3);
    }

    // ---------------------------------------------------------------- pay 2 favor for an item

    static Stream<Arguments> items() {
        return Stream.of(
                row("encounter:eriador-enedwaith:shipwrights-of-mithlond", "grey-havens", "boat"),
                row("encounter:misty-mountains-mirkwood:bargemen-of-esgaroth", "lake-esgaroth", "boat"),
                row("encounter:rohan-gondor:a-spare-mount", "plains-of-rohan", "horse"),
                row("encounter:brown-lands-mordor:a-trader-out-of-the-east", "rhun", "horse"),
                row("encounter:haven:gift-of-the-galadhrim", "lothlorien", "elven-cloak"));
    }

    @ParameterizedTest(name = "{0} at {1}: may pay 2 favor for a {2}")
    @MethodSource("items")
    @Plays({"encounter:eriador-enedwaith:shipwrights-of-mithlond",
            "encounter:misty-mountains-mirkwood:bargemen-of-esgaroth", "encounter:rohan-gondor:a-spare-mount",
            "encounter:brown-lands-mordor:a-trader-out-of-the-east", "encounter:haven:gift-of-the-galadhrim"})
    void items(String card, String at, String item) {
        // "... You may pay 2 favor to take a <item>."
        Drawn d = draw(atEncounter(at), card);
        resolvedAndDiscarded(d);
        // the question says what the favor buys, and its Yes what it pays
        String title = Scenario.RULES.data().cards().items().stream().filter(i -> i.id().equals(item)).findFirst()
                .orElseThrow().name();
        assertThat(d.s.prompt()).endsWith(": pay 2 favor to take the item " + title + "?");
        assertThat(d.s.read()).containsExactly("Pay 2 favor", "Don't pay");
        d.s.choose("Pay 2 favor");
        assertThat(d.s.ask()).isNull();
        assertThat(d.s.hero(HERO).favor).isEqualTo(1);
        assertThat(d.s.events(GameEvent.ItemGained.class)).containsExactly(new GameEvent.ItemGained(HERO, item));
        assertThat(Arrays.stream(d.s.hero(HERO).items.toArray()).mapToObj(c -> Scenario.RULES.cards().id(c)))
                .containsExactly(item);

        // "may": he may decline, and keeps his favor
        Drawn no = draw(atEncounter(at), card);
        resolvedAndDiscarded(no);
        no.s.choose("Don't pay");
        assertThat(no.s.ask()).isNull();
        assertThat(no.s.hero(HERO).favor).isEqualTo(3);
        assertThat(no.s.hero(HERO).items.isEmpty()).isTrue();

        // with 1 favor he cannot pay: no item
        Drawn poor = draw(atEncounter(at, "favor: 1", ""), card);
        resolvedAndDiscarded(poor);
        poor.s.firstOptionsUntil(a -> false);
        assertThat(poor.s.hero(HERO).favor).isEqualTo(1);
        assertThat(poor.s.hero(HERO).items.isEmpty()).isTrue();
    }

    // ---------------------------------------------------------------- "Nothing happens, unless ..."

    /** A card's condition: the hero's or the story's keys where it holds, and where it just fails. */
    enum Unless {
        CORRUPTION_2("corruption: [corruption:weak, corruption:helpless]", "", "corruption: [corruption:weak]", ""),
        CORRUPTION_3("corruption: [corruption:weak, corruption:helpless, corruption:hopeless]", "",
                "corruption: [corruption:weak, corruption:helpless]", ""),
        WISDOM_AT_MOST_1("", "", "levels: {wisdom: 1}", ""), // Thálin's Wisdom is 1; a level makes it 2
        STAGE_III("", "story: {green: 13, yellow: 11, black: 13, red: 12}", "",
                "story: {green: 12, yellow: 11, black: 12, red: 12}");

        final String heroMet;
        final String topMet;
        final String heroFails;
        final String topFails;

        Unless(String heroMet, String topMet, String heroFails, String topFails) {
            this.heroMet = heroMet;
            this.topMet = topMet;
            this.heroFails = heroFails;
            this.topFails = topFails;
        }
    }

    enum Then {
        DAMAGE_1, LOSE_1_FAVOR, POOL_1
    }

    static Stream<Arguments> unless() {
        return Stream.of(
                row("encounter:eriador-enedwaith:a-quiet-road", "hills-of-evendim", Unless.CORRUPTION_3, Then.DAMAGE_1),
                row("encounter:eriador-enedwaith:smoke-on-the-horizon", "shire", Unless.STAGE_III, Then.LOSE_1_FAVOR),
                row("encounter:rhudaur-grey-mountains:snow-on-the-passes", "iron-hills", Unless.CORRUPTION_2,
                        Then.LOSE_1_FAVOR),
                row("encounter:rhudaur-grey-mountains:empty-halls", "northern-waste", Unless.STAGE_III, Then.DAMAGE_1),
                row("encounter:misty-mountains-mirkwood:the-trees-are-silent", "east-bight", Unless.CORRUPTION_3,
                        Then.DAMAGE_1),
                row("encounter:misty-mountains-mirkwood:mist-on-the-mountainside", "fangorn", Unless.WISDOM_AT_MOST_1,
                        Then.LOSE_1_FAVOR),
                row("encounter:rohan-gondor:the-wold-lies-empty", "dunharrow", Unless.CORRUPTION_3, Then.LOSE_1_FAVOR),
                row("encounter:rohan-gondor:darkness-from-the-east", "anfalas", Unless.STAGE_III, Then.POOL_1),
                row("encounter:brown-lands-mordor:the-land-holds-its-breath", "sea-of-udun", Unless.CORRUPTION_2,
                        Then.DAMAGE_1),
                row("encounter:brown-lands-mordor:a-still-grey-dawn", "dead-marshes", Unless.WISDOM_AT_MOST_1,
                        Then.LOSE_1_FAVOR));
    }

    @ParameterizedTest(name = "{0} at {1}: nothing happens, unless {2}: {3}")
    @MethodSource("unless")
    @Plays({"encounter:eriador-enedwaith:a-quiet-road", "encounter:eriador-enedwaith:smoke-on-the-horizon",
            "encounter:rhudaur-grey-mountains:snow-on-the-passes", "encounter:rhudaur-grey-mountains:empty-halls",
            "encounter:misty-mountains-mirkwood:the-trees-are-silent",
            "encounter:misty-mountains-mirkwood:mist-on-the-mountainside", "encounter:rohan-gondor:the-wold-lies-empty",
            "encounter:rohan-gondor:darkness-from-the-east", "encounter:brown-lands-mordor:the-land-holds-its-breath",
            "encounter:brown-lands-mordor:a-still-grey-dawn"})
    void nothingHappensUnless(String card, String at, Unless unless, Then then) {
        // "Nothing happens, unless <condition>: then <effect>."
        Drawn quiet = draw(atEncounter(at, unless.heroFails, unless.topFails), card);
        resolvedAndDiscarded(quiet);
        assertThat(quiet.s.ask()).as("nothing happens").isNull();
        assertThat(quiet.s.hero(HERO).damage.isEmpty()).isTrue();
        assertThat(quiet.s.hero(HERO).favor).isEqualTo(3);
        assertThat(quiet.s.s.shadowPool).isEqualTo(2);

        Drawn d = draw(atEncounter(at, unless.heroMet, unless.topMet), card);
        resolvedAndDiscarded(d);
        d.s.firstOptionsUntil(a -> false); // a damage is taken from the top of the life pool
        assertThat(d.s.hero(HERO).damage.size()).isEqualTo(then == Then.DAMAGE_1 ? 1 : 0);
        assertThat(d.s.hero(HERO).favor).isEqualTo(then == Then.LOSE_1_FAVOR ? 2 : 3);
        assertThat(d.s.s.shadowPool).isEqualTo(then == Then.POOL_1 ? 3 : 2);
    }

    // ---------------------------------------------------------------- corruption

    static Stream<Arguments> corruptionOrFavor() {
        return Stream.of(
                row("encounter:rhudaur-grey-mountains:whispers-of-carn-dum", "trollshaws"),
                row("encounter:rohan-gondor:a-honeyed-voice", "plains-of-rohan"));
    }

    @ParameterizedTest(name = "{0} at {1}: take 1 Corruption card, or lose 2 favor")
    @MethodSource("corruptionOrFavor")
    @Plays({"encounter:rhudaur-grey-mountains:whispers-of-carn-dum", "encounter:rohan-gondor:a-honeyed-voice"})
    void corruptionOrFavor(String card, String at) {
        // "... Take 1 Corruption card, or lose 2 favor."
        Drawn d = draw(atEncounter(at), card);
        resolvedAndDiscarded(d);
        assertThat(d.s.seat()).isEqualTo(Seat.hero(HERO));
        assertThat(d.s.options()).containsExactly("Take 1 Corruption card", "Lose 2 favor");
        d.s.choose("Take 1 Corruption card");
        assertThat(d.s.ask()).isNull();
        assertThat(d.s.hero(HERO).corruption.size()).isEqualTo(1);
        assertThat(d.s.hero(HERO).favor).isEqualTo(3);

        Drawn f = draw(atEncounter(at), card);
        resolvedAndDiscarded(f);
        f.s.choose("Lose 2 favor");
        assertThat(f.s.ask()).isNull();
        assertThat(f.s.hero(HERO).corruption.isEmpty()).isTrue();
        assertThat(f.s.hero(HERO).favor).isEqualTo(1);

        // With 1 favor he cannot lose 2: he takes the Corruption card (data/README.md: "an option whose steps
        // cannot happen is not offered"; losing the 1 favor he has would buy off a Corruption card cheaply).
        Drawn poor = draw(atEncounter(at, "favor: 1", ""), card);
        resolvedAndDiscarded(poor);
        assertThat(poor.s.options()).containsExactly("Take 1 Corruption card");
        poor.s.choose("Take 1 Corruption card");
        assertThat(poor.s.ask()).isNull();
        assertThat(poor.s.hero(HERO).corruption.size()).isEqualTo(1);
        assertThat(poor.s.hero(HERO).favor).isEqualTo(1);
    }

    @Test
    @Plays("encounter:brown-lands-mordor:the-eye-turns")
    void theEyeTurns() {
        // "For one dreadful moment you feel the Lidless Eye sweep the land ... Take 1 Corruption card."
        Drawn d = draw(atEncounter("minas-morgul"), "encounter:brown-lands-mordor:the-eye-turns");
        resolvedAndDiscarded(d);
        assertThat(d.s.ask()).isNull();
        assertThat(d.s.hero(HERO).corruption.size()).isEqualTo(1);
        assertThat(d.s.events(GameEvent.CorruptionTaken.class)).hasSize(1);
    }

    // ---------------------------------------------------------------- Quest encounters

    enum Reward {
        FAVOR_2, TRAINING, FAVOR_2_OR_TRAINING
    }

    static Stream<Arguments> quests() {
        return Stream.of(
                row("encounter:eriador-enedwaith:word-for-the-rangers", "shire", "weathertop", Reward.FAVOR_2),
                row("encounter:eriador-enedwaith:the-ferrymans-debt", "tharbad", "gap-of-rohan", Reward.TRAINING),
                row("encounter:eriador-enedwaith:whispers-of-khazad-dum", "dunland", "redhorn-gate",
                        Reward.FAVOR_2_OR_TRAINING),
                row("encounter:eriador-enedwaith:the-dunedains-errand", "bree", "north-downs", Reward.FAVOR_2),
                row("encounter:rhudaur-grey-mountains:scout-the-goblin-hold", "north-downs", "mount-gundabad",
                        Reward.FAVOR_2_OR_TRAINING),
                row("encounter:rhudaur-grey-mountains:over-the-last-bridge", "trollshaws", "high-pass", Reward.FAVOR_2),
                row("encounter:rhudaur-grey-mountains:a-raven-of-the-mountain", "ered-mithrin", "lake-esgaroth",
                        Reward.TRAINING),
                row("encounter:rhudaur-grey-mountains:wagons-toward-the-black-gate", "iron-hills", "dagorlad",
                        Reward.FAVOR_2),
                row("encounter:misty-mountains-mirkwood:the-hill-of-sorcery", "lake-esgaroth", "dol-guldur",
                        Reward.FAVOR_2_OR_TRAINING),
                row("encounter:misty-mountains-mirkwood:messenger-from-the-dimrill-dale", "redhorn-gate", "tharbad",
                        Reward.FAVOR_2),
                row("encounter:misty-mountains-mirkwood:word-for-the-lake-men", "high-pass", "lake-esgaroth",
                        Reward.TRAINING),
                row("encounter:misty-mountains-mirkwood:a-message-for-the-onodrim", "forest-trail", "fangorn",
                        Reward.FAVOR_2),
                row("encounter:rohan-gondor:the-marshals-errand", "helms-deep", "tharbad", Reward.FAVOR_2_OR_TRAINING),
                row("encounter:rohan-gondor:the-seat-of-seeing", "amon-hen", "dagorlad", Reward.TRAINING),
                row("encounter:rohan-gondor:muster-of-the-coast", "anfalas", "osgiliath", Reward.FAVOR_2),
                row("encounter:rohan-gondor:the-red-arrow", "pelargir", "helms-deep", Reward.FAVOR_2),
                row("encounter:brown-lands-mordor:tracks-of-a-creeping-thing", "emyn-muil", "sea-of-udun",
                        Reward.TRAINING),
                row("encounter:brown-lands-mordor:a-dwarf-fleeing-rhun", "rhun", "withered-heath", Reward.FAVOR_2),
                row("encounter:brown-lands-mordor:a-captive-of-gondor", "plains-of-gorgoroth", "pelargir",
                        Reward.FAVOR_2_OR_TRAINING),
                row("encounter:brown-lands-mordor:where-the-last-alliance-fought", "dagorlad", "mount-doom",
                        Reward.FAVOR_2));
    }

    @ParameterizedTest(name = "{0} at {1}: Quest, explore {2}: {3}")
    @MethodSource("quests")
    @Plays({"encounter:eriador-enedwaith:word-for-the-rangers", "encounter:eriador-enedwaith:the-ferrymans-debt",
            "encounter:eriador-enedwaith:whispers-of-khazad-dum", "encounter:eriador-enedwaith:the-dunedains-errand",
            "encounter:rhudaur-grey-mountains:scout-the-goblin-hold",
            "encounter:rhudaur-grey-mountains:over-the-last-bridge",
            "encounter:rhudaur-grey-mountains:a-raven-of-the-mountain",
            "encounter:rhudaur-grey-mountains:wagons-toward-the-black-gate",
            "encounter:misty-mountains-mirkwood:the-hill-of-sorcery",
            "encounter:misty-mountains-mirkwood:messenger-from-the-dimrill-dale",
            "encounter:misty-mountains-mirkwood:word-for-the-lake-men",
            "encounter:misty-mountains-mirkwood:a-message-for-the-onodrim", "encounter:rohan-gondor:the-marshals-errand",
            "encounter:rohan-gondor:the-seat-of-seeing", "encounter:rohan-gondor:muster-of-the-coast",
            "encounter:rohan-gondor:the-red-arrow", "encounter:brown-lands-mordor:tracks-of-a-creeping-thing",
            "encounter:brown-lands-mordor:a-dwarf-fleeing-rhun", "encounter:brown-lands-mordor:a-captive-of-gondor",
            "encounter:brown-lands-mordor:where-the-last-alliance-fought"})
    void quests(String card, String at, String goal, Reward reward) {
        // "Quest. ... Explore <goal> to gain 2 favor / receive training / gain 2 favor or receive training."
        // RS 414-416: "If the term Quest appears ... place the card faceup in your play area."
        Drawn d = draw(atEncounter(at), card);
        resolved(d);
        assertThat(d.s.ask()).as("nothing happens when it is drawn").isNull();
        assertThat(d.s.hero(HERO).quests.toArray()).containsExactly(d.card());
        assertThat(d.pile().discards().contains(d.card())).as("kept, not discarded").isFalse();
        assertThat(d.s.hero(HERO).favor).isEqualTo(3);
        String complete = "Complete " + d.def().title();

        // exploring where it was drawn does not complete it
        d.s.s.stack.push(new HeroTurn.Explore(HERO, false));
        assertThat(d.s.options()).noneMatch(o -> o.contains(complete));
        d.s.choose("Explore no more here");

        // exploring its goal does
        d.s.hero(HERO).location = d.s.at(goal);
        d.s.s.stack.push(new HeroTurn.Explore(HERO, false));
        d.s.choose(complete);
        switch (reward) {
            case FAVOR_2 -> assertThat(d.s.hero(HERO).favor).isEqualTo(5);
            case TRAINING -> {
                assertThat(d.s.prompt()).isEqualTo("Training: keep one skill");
                d.s.apply(d.s.ask().options().get(0));
                assertThat(d.s.events(GameEvent.Trained.class)).hasSize(1);
                assertThat(d.s.hero(HERO).favor).isEqualTo(3);
            }
            case FAVOR_2_OR_TRAINING -> {
                assertThat(d.s.options()).containsExactly("Gain 2 favor", "Receive training");
                d.s.choose("Gain 2 favor");
                assertThat(d.s.hero(HERO).favor).isEqualTo(5);
                assertThat(d.s.events(GameEvent.Trained.class)).isEmpty();
            }
        }
        assertThat(d.s.events(GameEvent.CardResolved.class)).contains(
                new GameEvent.CardResolved("quest completed", d.def().id()));
        assertThat(d.s.hero(HERO).quests.isEmpty()).isTrue();
        // RS 454-455: "Completed Quests are removed from the game and are no longer used."
        assertThat(d.s.s.removed.contains(d.card())).as("out of the game once completed").isTrue();
        assertThat(d.pile().discards().contains(d.card())).as("not back in its deck's discards").isFalse();
        assertThat(d.s.broken()).isEmpty();
    }

    // ---------------------------------------------------------------- cards of their own

    @Test
    @Plays("encounter:misty-mountains-mirkwood:the-enchanted-stream")
    void theEnchantedStream() {
        // "You drink from a dark stream ... Discard 1 random card from your hand."
        Drawn d = draw(atEncounter("forest-road", "hand: [thalin:evade, thalin:dodge], rest: []", ""),
                "encounter:misty-mountains-mirkwood:the-enchanted-stream");
        resolvedAndDiscarded(d);
        assertThat(d.s.ask()).isNull();
        var h = d.s.hero(HERO);
        assertThat(h.hand.size()).isEqualTo(1);
        assertThat(h.rest.size()).as("the discarded card goes to the rest pool").isEqualTo(1);
        assertThat(List.of(h.hand.get(0), h.rest.get(0))).containsExactlyInAnyOrder(Scenario.card("thalin:evade"),
                Scenario.card("thalin:dodge"));
    }

    @Test
    @Plays("encounter:misty-mountains-mirkwood:the-brown-wizards-garden")
    void theBrownWizardsGarden() {
        // "Radagast is away, but his birds lead you to a bed of healing herbs ... Heal all damage and gain 1 favor."
        Drawn d = draw(atEncounter("rhosgobel", "damage: [thalin:block, thalin:parry]", ""),
                "encounter:misty-mountains-mirkwood:the-brown-wizards-garden");
        int life = d.s.hero(HERO).life.size();
        resolvedAndDiscarded(d);
        assertThat(d.s.ask()).isNull();
        assertThat(d.s.hero(HERO).damage.isEmpty()).isTrue();
        assertThat(d.s.hero(HERO).life.size()).isEqualTo(life + 2);
        assertThat(d.s.hero(HERO).favor).isEqualTo(4);
    }

    @Test
    @Plays("encounter:haven:a-night-in-safe-walls")
    void aNightInSafeWalls() {
        // "For one night you sleep without a hand on your sword. Heal all damage."
        Drawn d = draw(atEncounter("edoras", "damage: [thalin:block, thalin:parry], rest: [thalin:sweep]", ""),
                "encounter:haven:a-night-in-safe-walls");
        int life = d.s.hero(HERO).life.size();
        resolvedAndDiscarded(d);
        assertThat(d.s.ask()).isNull();
        assertThat(d.s.hero(HERO).damage.isEmpty()).isTrue();
        assertThat(d.s.hero(HERO).life.size()).isEqualTo(life + 2);
        assertThat(d.s.hero(HERO).rest.size()).as("the rest pool stays").isEqualTo(1);
        assertThat(d.s.events(GameEvent.HeroHealed.class)).containsExactly(new GameEvent.HeroHealed(HERO, 2));
    }

    @Test
    @Plays("encounter:haven:the-houses-of-healing")
    void theHousesOfHealing() {
        // "... Heal all damage, then shuffle your rest pool into your life pool."
        Drawn d = draw(atEncounter("minas-tirith", "damage: [thalin:block], rest: [thalin:parry, thalin:sweep]", ""),
                "encounter:haven:the-houses-of-healing");
        int life = d.s.hero(HERO).life.size();
        resolvedAndDiscarded(d);
        assertThat(d.s.ask()).isNull();
        assertThat(d.s.hero(HERO).damage.isEmpty()).isTrue();
        assertThat(d.s.hero(HERO).rest.isEmpty()).isTrue();
        assertThat(d.s.hero(HERO).life.size()).isEqualTo(life + 3);
        assertThat(d.s.hero(HERO).life.contains(Scenario.card("thalin:parry"))).isTrue();
    }

    @Test
    @Plays("encounter:haven:mended-by-dwarf-smiths")
    void mendedByDwarfSmiths() {
        // "... Gain 1 favor, then shuffle your rest pool into your life pool."
        Drawn d = draw(atEncounter("erebor", "damage: [thalin:block], rest: [thalin:parry, thalin:sweep]", ""),
                "encounter:haven:mended-by-dwarf-smiths");
        int life = d.s.hero(HERO).life.size();
        resolvedAndDiscarded(d);
        assertThat(d.s.ask()).isNull();
        assertThat(d.s.hero(HERO).favor).isEqualTo(4);
        assertThat(d.s.hero(HERO).rest.isEmpty()).isTrue();
        assertThat(d.s.hero(HERO).life.size()).isEqualTo(life + 2);
        assertThat(d.s.hero(HERO).damage.size()).as("no healing").isEqualTo(1);
    }

    @Test
    @Plays("encounter:haven:rumour-of-the-grey-pilgrim")
    void rumourOfTheGreyPilgrim() {
        // "Travellers tell of an old man in a grey hat ... Gandalf is placed at Bree."
        Drawn d = draw(atEncounter("fornost", "", "characters: {gandalf: rivendell}"),
                "encounter:haven:rumour-of-the-grey-pilgrim");
        resolvedAndDiscarded(d);
        assertThat(d.s.ask()).isNull();
        assertThat(d.s.s.characterAt.get("gandalf")).isEqualTo(d.s.at("bree"));
    }

    @Test
    @Plays("encounter:haven:rumour-from-the-south")
    void rumourFromTheSouth() {
        // "A rider brings word that the Steward's elder son has gone to see the walls of Pelargir ... Boromir is
        // placed at Pelargir."
        Drawn d = draw(atEncounter("erebor", "", "characters: {boromir: minas-tirith}"),
                "encounter:haven:rumour-from-the-south");
        resolvedAndDiscarded(d);
        assertThat(d.s.ask()).isNull();
        assertThat(d.s.s.characterAt.get("boromir")).isEqualTo(d.s.at("pelargir"));
    }

    @Test
    @Plays("encounter:haven:songs-that-lift-the-heart")
    void songsThatLiftTheHeart() {
        // "Old songs of victory ... You may pay 1 favor to discard 1 Corruption card."
        Drawn d = draw(atEncounter("woodland-realm", "corruption: [corruption:weak]", ""),
                "encounter:haven:songs-that-lift-the-heart");
        resolvedAndDiscarded(d);
        assertThat(d.s.prompt()).isEqualTo("Songs That Lift the Heart: pay 1 favor to discard 1 Corruption card?");
        d.s.choose("Pay 1 favor");
        d.s.firstOptionsUntil(a -> false); // (which Corruption card: he holds one)
        assertThat(d.s.hero(HERO).favor).isEqualTo(2);
        assertThat(d.s.hero(HERO).corruption.isEmpty()).isTrue();
        assertThat(d.s.events(GameEvent.CorruptionDiscarded.class)).containsExactly(
                new GameEvent.CorruptionDiscarded(HERO, "weak"));

        Drawn no = draw(atEncounter("woodland-realm", "corruption: [corruption:weak]", ""),
                "encounter:haven:songs-that-lift-the-heart");
        resolvedAndDiscarded(no);
        no.s.choose("Don't pay");
        assertThat(no.s.ask()).isNull();
        assertThat(no.s.hero(HERO).favor).isEqualTo(3);
        assertThat(no.s.hero(HERO).corruption.size()).isEqualTo(1);

        // without a Corruption card there is nothing to buy: he is not asked to pay for nothing
        Drawn clean = draw(atEncounter("woodland-realm"), "encounter:haven:songs-that-lift-the-heart");
        resolvedAndDiscarded(clean);
        assertThat(clean.s.ask()).isNull();
        assertThat(clean.s.hero(HERO).favor).isEqualTo(3);
    }

    @Test
    @Plays("encounter:eriador-enedwaith:the-shadow-creeps-west")
    void theShadowCreepsWest() {
        // "Men of Dunland gather by night to hear a stranger speak ... Sauron places 1 influence on Dunland."
        Drawn d = draw(atEncounter("tharbad"), "encounter:eriador-enedwaith:the-shadow-creeps-west");
        resolvedAndDiscarded(d);
        assertThat(d.s.ask()).isNull();
        assertThat(d.s.s.influence[d.s.at("dunland")]).isEqualTo(1);
        assertThat(d.s.s.influence[d.s.at("tharbad")]).isZero();
        assertThat(d.s.s.shadowPool).isEqualTo(2);
    }

    // ---------------------------------------------------------------- the Encounter step's rule

    @Test
    void theLowestPriorityCardThatAffectsTheLocationIsResolved() {
        // RS 407-409: "You then resolve the card with the lowest priority number that also affects your location.
        // The other 2 cards are discarded faceup to a discard pile."
        // At Tharbad: Wild Hillmen (1) affects only Dunland and the Enedwaith plains; Ill News on the Road (6)
        // and The Ferryman's Debt (10) both affect Tharbad. Ill News is drawn last.
        Scenario s = atEncounter("tharbad");
        s.onTop("encounters-eriador-enedwaith", "encounter:eriador-enedwaith:ill-news-on-the-road");
        s.onTop("encounters-eriador-enedwaith", "encounter:eriador-enedwaith:the-ferrymans-debt");
        s.onTop("encounters-eriador-enedwaith", "encounter:eriador-enedwaith:wild-hillmen");
        assertThat(s.ask()).isNull();
        assertThat(s.events(GameEvent.CardResolved.class)).containsExactly(
                new GameEvent.CardResolved("encounter", "ill-news-on-the-road"));
        assertThat(s.hero(HERO).favor).isEqualTo(2);
        assertThat(s.hero(HERO).quests.isEmpty()).as("the Ferryman's Debt is not kept").isTrue();
        assertThat(s.s.stack.stream().noneMatch(Fights.Fight.class::isInstance)).isTrue();
        assertThat(s.s.decks.get("encounters-eriador-enedwaith").discards().toArray()).containsExactlyInAnyOrder(
                Scenario.card("encounter:eriador-enedwaith:ill-news-on-the-road"),
                Scenario.card("encounter:eriador-enedwaith:the-ferrymans-debt"),
                Scenario.card("encounter:eriador-enedwaith:wild-hillmen"));
    }

    @Test
    void whenNoCardAffectsTheLocationAllAreDiscardedAndTheTurnIsOver() {
        // RS 410-411: "If none of the Encounter cards affect your current location or region, they are all
        // discarded, and your hero turn is over."
        Scenario s = Scenario.of("""
                heroes:
                  - {id: thalin, location: bree, favor: 3, quests: [], corruption: [], hand: [], damage: []}
                  - {id: beravor, location: rivendell}
                influence: {}
                stack:
                  - {step: Encounters.Draw, hero: thalin}
                  - {step: HeroTurn.End, hero: thalin}
                  - {step: HeroTurn.Start, hero: beravor}
                """);
        List<String> none = List.of("encounter:eriador-enedwaith:hammers-in-ered-luin",
                "encounter:eriador-enedwaith:the-hollies-of-hollin", "encounter:eriador-enedwaith:wild-hillmen");
        none.forEach(n -> s.onTop("encounters-eriador-enedwaith", n));
        s.ask();
        assertThat(s.events(GameEvent.CardResolved.class)).isEmpty();
        assertThat(s.s.decks.get("encounters-eriador-enedwaith").discards().toArray()).containsExactlyInAnyOrder(
                none.stream().mapToInt(Scenario::card).toArray());
        assertThat(s.events(GameEvent.HeroTurnStarted.class)).containsExactly(
                new GameEvent.HeroTurnStarted("beravor"));
        assertThat(s.hero(HERO).favor).isEqualTo(3);
        assertThat(s.hero(HERO).quests.isEmpty()).isTrue();
    }

    @Test
    void aHavenDrawsTheHavenDeck() {
        // RS 402-403: "If you are on a Haven, you must instead draw 3 cards from the Haven Encounter deck."
        // Edoras lies in Rohan, but is a Haven: the Rohan and Gondor deck is not touched.
        Scenario s = atEncounter("edoras");
        Pile rohan = s.s.decks.get("encounters-rohan-gondor");
        Pile haven = s.s.decks.get("encounters-haven");
        int rohanDraw = rohan.drawPile().size();
        int rohanDiscards = rohan.discards().size();
        int havenDraw = haven.drawPile().size();
        s.ask();
        assertThat(rohan.drawPile().size()).isEqualTo(rohanDraw);
        assertThat(rohan.discards().size()).isEqualTo(rohanDiscards);
        assertThat(haven.drawPile().size()).isEqualTo(havenDraw - 3);
        List<String> havenCards = Arrays.stream(Scenario.RULES.cards().deck(Deck.HAVEN_ENCOUNTERS))
                .mapToObj(c -> Scenario.RULES.cards().id(c)).toList();
        assertThat(s.events(GameEvent.CardResolved.class)).hasSize(1)
                .allMatch(e -> havenCards.contains(e.card()), "a Haven card");
    }

    @Test
    void noEncounterIsDrawnInAPerilousLocation() {
        // RS 397-399: "... if you are not in a perilous location, you must draw 3 Encounter cards". Bree holds
        // 2 influence, more than Thálin's Wisdom of 1: it is perilous for him.
        Scenario s = atEncounter("bree", "", "").onTop("encounters-eriador-enedwaith",
                "encounter:eriador-enedwaith:brambles-and-briars");
        s.s.influence[s.at("bree")] = 2;
        Pile deck = s.s.decks.get("encounters-eriador-enedwaith");
        int draw = deck.drawPile().size();
        int discards = deck.discards().size();
        assertThat(s.ask()).isNull();
        assertThat(deck.drawPile().size()).isEqualTo(draw);
        assertThat(deck.discards().size()).isEqualTo(discards);
        assertThat(s.events(GameEvent.CardResolved.class)).isEmpty();
        assertThat(s.hero(HERO).damage.isEmpty()).isTrue();
    }

    @Test
    void anEmptyEncounterDeckReshufflesItsDiscards() {
        // RS 417-418: "If an Encounter deck runs out of cards, its discard pile is shuffled to create a new deck."
        Scenario s = atEncounter("bree");
        Pile deck = s.s.decks.get("encounters-eriador-enedwaith");
        int hillmen = Scenario.card("encounter:eriador-enedwaith:wild-hillmen");
        deck.discards().addAll(deck.drawPile());
        deck.drawPile().clear();
        deck.discards().remove(hillmen);
        deck.drawPile().add(hillmen); // one card left to draw
        int all = deck.discards().size() + 1;
        assertThat(all).isEqualTo(18);
        s.ask();
        assertThat(deck.drawPile().size()).as("1 drawn, then 2 from the shuffled discards").isEqualTo(all - 3);
        assertThat(deck.discards().contains(hillmen)).isTrue();
        assertThat(deck.discards().size() + s.hero(HERO).quests.size()).isEqualTo(3);
    }

    @Test
    void aHeroWhoIsIndifferentDrawsTwoEncounterCards() {
        // corruption:indifferent (left listed: the corruption cards are another helper's) "You draw 2 Encounter
        // cards instead of 3": the third card, which would affect Bree, is not drawn.
        Scenario s = atEncounter("bree", "corruption: [corruption:indifferent]", "");
        s.onTop("encounters-eriador-enedwaith", "encounter:eriador-enedwaith:brambles-and-briars");
        s.onTop("encounters-eriador-enedwaith", "encounter:eriador-enedwaith:hammers-in-ered-luin");
        s.onTop("encounters-eriador-enedwaith", "encounter:eriador-enedwaith:wild-hillmen");
        Pile deck = s.s.decks.get("encounters-eriador-enedwaith");
        int draw = deck.drawPile().size();
        assertThat(s.ask()).isNull();
        assertThat(deck.drawPile().size()).isEqualTo(draw - 2);
        assertThat(deck.drawPile().get(deck.drawPile().size() - 1)).isEqualTo(
                Scenario.card("encounter:eriador-enedwaith:brambles-and-briars"));
        assertThat(s.events(GameEvent.CardResolved.class)).isEmpty();
        assertThat(s.hero(HERO).damage.isEmpty()).isTrue();
    }

    @Test
    void noEncounterInTheHavenOfABrokenLineOfKings() {
        // plot:a-broken-line-of-kings (left listed: the plots are being mended elsewhere) "Heroes may not rest
        // there or draw encounters there."
        Scenario s = atEncounter("edoras", "", "activePlots: [{plot: plot:a-broken-line-of-kings, at: edoras}]");
        Pile haven = s.s.decks.get("encounters-haven");
        int draw = haven.drawPile().size();
        assertThat(s.ask()).isNull();
        assertThat(haven.drawPile().size()).isEqualTo(draw);
        assertThat(s.events(GameEvent.CardResolved.class)).isEmpty();

        Scenario elsewhere = atEncounter("rivendell", "", "activePlots: [{plot: plot:a-broken-line-of-kings, at: edoras}]");
        int there = elsewhere.s.decks.get("encounters-haven").drawPile().size();
        elsewhere.ask();
        assertThat(elsewhere.s.decks.get("encounters-haven").drawPile().size()).isEqualTo(there - 3);
    }

    /** Each table's rows and its {@link Plays} name the same cards. */
    @Test
    void everyTableRowIsNamedInItsPlays() throws Exception {
        for (Method m : EncounterCardsTest.class.getDeclaredMethods()) {
            MethodSource source = m.getAnnotation(MethodSource.class);
            if (source == null) {
                continue;
            }
            Method rows = EncounterCardsTest.class.getDeclaredMethod(source.value()[0]);
            Set<String> cards = new TreeSet<>();
            try (@SuppressWarnings("unchecked") Stream<Arguments> s = (Stream<Arguments>) rows.invoke(null)) {
                s.forEach(a -> assertThat(cards.add((String) a.get()[0])).as("twice in a table: " + a.get()[0]).isTrue());
            }
            assertThat(cards).as(m.getName()).isEqualTo(new TreeSet<>(List.of(m.getAnnotation(Plays.class).value())));
        }
    }
}
