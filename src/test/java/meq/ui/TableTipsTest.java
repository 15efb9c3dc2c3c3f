package meq.ui;

import static org.assertj.core.api.Assertions.assertThat;
import java.awt.Point;
import java.awt.geom.AffineTransform;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import meq.TestData;
import meq.board.Location;
import meq.board.Path;
import meq.bots.HeuristicBot;
import meq.data.HowToPlay;
import meq.rules.Rules;
import meq.rules.View;
import meq.rules.engine.Engine;
import meq.rules.words.GameLog;
import meq.session.Session;
import meq.state.ActionType;
import meq.state.GameState;
import meq.state.Marker;
import meq.state.Seat;
import org.junit.jupiter.api.Test;

/** Every part of the table says what it is and what it means now, and names a How to play page F1 opens. */
class TableTipsTest {
    private static final Rules RULES = TestData.RULES;
    private static final TableTips TIPS = new TableTips(RULES);

    /** A seeded 3-hero game a few rounds in, as Sauron sees it. */
    private static GameState midGame() {
        Session s = Session.of(RULES, new GameLog(List.of("eleanor", "thalin", "argalad"), 11, List.of()));
        HeuristicBot bot = new HeuristicBot(RULES, 11);
        Engine engine = s.engine();
        while (s.state().turn < 4) {
            s.apply(bot.choose(engine.view(s.state(), engine.current(s.state()).seat())));
        }
        return s.state().copy();
    }

    private static View view(GameState s) {
        return new Engine(RULES).view(s, Seat.SAURON);
    }

    /** Every hover met, by part, checking each names its page by title. */
    private static void met(Map<TableTips.Part, TableTips.Hover> seen, TableTips.Hover h) throws Exception {
        if (h == null) {
            return;
        }
        HowToPlay.Page page = HowToPlay.bundled().page(h.page());
        assertThat(page).as("the page of %s", h.part()).isNotNull();
        assertThat(h.html()).contains("F1: How to play, " + page.title());
        assertThat(TableTips.words(h).length()).as("words of %s", h.part()).isGreaterThan(40);
        seen.putIfAbsent(h.part(), h);
    }

    @Test
    void everyPartOfTheTableExplainsItselfAndOpensAPageThatExists() throws Exception {
        GameState s = midGame();
        Location favorAt = RULES.board().location("bree");
        s.favorTokens[favorAt.index()] = 2;
        s.characterAt.put("gandalf", RULES.board().location("edoras").index());
        View v = view(s);
        Map<TableTips.Part, TableTips.Hover> seen = new EnumMap<>(TableTips.Part.class);

        TracksPanel tracks = new TracksPanel(RULES);
        tracks.setSize(380, 210);
        tracks.show(v);
        for (int x = 0; x < 380; x += 3) {
            for (int y = 0; y < 210; y += 3) {
                met(seen, tracks.hoverAt(new Point(x, y)));
            }
        }

        HeroSheets sheets = new HeroSheets(RULES);
        sheets.show(v);
        sheets.setSize(360, sheets.getPreferredSize().height);
        for (int y = 0; y < sheets.getHeight(); y += 4) {
            for (int x = 0; x < 360; x += 4) {
                met(seen, sheets.hoverAt(new Point(x, y)));
            }
        }

        // the map: every piece at the middle of its box, a path at its badge, a location at its dot
        MapPainter board = new MapPainter(RULES.board());
        TablePainter pieces = new TablePainter(RULES);
        Location reachable = RULES.board().location("rivendell");
        Map<Integer, String> costs = Map.of(reachable.index(), "2 cards");
        MapHovers hovers = new MapHovers(RULES, pieces, board, () -> v, () -> costs);
        AffineTransform t = MapPainter.fit(1200, 825);
        var g = new BufferedImage(1, 1, BufferedImage.TYPE_INT_RGB).createGraphics();
        g.setTransform(t);
        for (List<Rectangle2D> boxes : pieces.laid(g, v, costs).pieces().values()) {
            for (Rectangle2D box : boxes) {
                met(seen, hovers.at(new Point2D.Double(box.getCenterX(), box.getCenterY()), t));
            }
        }
        Path path = RULES.board().path(RULES.board().location("bree"), RULES.board().location("weathertop"));
        Point2D badge = MapPainter.badgeCentre(path);
        met(seen, hovers.at(badge, t));
        MapPanel map = new MapPanel(board);
        map.setSize(1200, 825);
        met(seen, map.hoverAt(map.screenPoint(RULES.board().location("erebor"))));

        assertThat(seen.keySet()).as("the parts met on the tracks, the sheets and the map")
                .containsAll(EnumSet.complementOf(EnumSet.of(TableTips.Part.PLOT, TableTips.Part.EVENT)));
        assertThat(TableTips.words(seen.get(TableTips.Part.PATH))).contains("Bree").contains("Weathertop");
        assertThat(TableTips.words(seen.get(TableTips.Part.COST))).contains("Rivendell: 2 cards");
        assertThat(TableTips.words(TIPS.favor(v, favorAt))).contains("2 favor on Bree", "explores Bree may take them");
        assertThat(TableTips.words(TIPS.character("gandalf", RULES.board().location("edoras"))))
                .contains("Gandalf, a character at Edoras", "Gain a level of wisdom");
        for (TableTips.Part p : List.of(TableTips.Part.PLOT, TableTips.Part.EVENT)) {
            assertThat(HowToPlay.bundled().page(p.page)).as("the page of %s", p).isNotNull();
        }
    }

    @Test
    void anActionSpaceSaysWhetherItWasTakenThisRoundOrEarlierAndWhatItGivesNow() {
        // "An action token goes on its leftmost empty space, and you get the number you just covered."
        GameState s = midGame();
        s.actions.setCovered(ActionType.INFLUENCE, 0b001);
        s.actions.setCovered(ActionType.SHADOW_AND_PLOT, 0);
        s.actions.setCovered(ActionType.COMMAND, 0b001);
        s.actions.newRound();
        s.actions.setThisRound(ActionType.INFLUENCE, 0b001);
        View v = view(s);
        assertThat(TableTips.words(TIPS.actionSpace(v, ActionType.INFLUENCE, 0))).contains("taken this round");
        assertThat(TableTips.words(TIPS.actionSpace(v, ActionType.COMMAND, 0))).contains("taken in an earlier round");
        assertThat(TableTips.words(TIPS.actionSpace(v, ActionType.INFLUENCE, 1)))
                .contains("next to be taken").contains("5 influence to place");
        assertThat(TableTips.words(TIPS.actionSpace(v, ActionType.INFLUENCE, 2))).contains("free, taken after");
        assertThat(TableTips.words(TIPS.actionTrack(v, ActionType.SHADOW_AND_PLOT)))
                .contains("gives 2 Shadow cards and 2 Plot cards").doesNotContain("fourth token");

        // "The fourth token is placed ... with the three earlier tokens still in place ... After that the three
        // earlier tokens are removed."
        s.actions.setCovered(ActionType.SHADOW_AND_PLOT, 0b001);
        View three = view(s);
        assertThat(TableTips.words(TIPS.actionTrack(three, ActionType.SHADOW_AND_PLOT)))
                .contains("gives 2 Shadow cards").contains("next action is his fourth token");
        s.actions.setCovered(ActionType.INFLUENCE, 0b111);
        assertThat(TableTips.words(TIPS.actionTrack(view(s), ActionType.INFLUENCE))).contains("Full");
    }

    @Test
    void fadedTokensAreSaidToStillCoverTheirSpacesWhereANewcomerLooks() throws Exception {
        // "Tokens stay on the tracks from turn to turn": the table draws an earlier round's token faded, and the
        // track's hover, Sauron's first action tip and the action tracks' page say that it still counts.
        GameState s = midGame();
        s.actions.setCovered(ActionType.COMMAND, 0b011);
        s.actions.newRound();
        s.actions.setThisRound(ActionType.COMMAND, 0b010);
        View v = view(s);
        assertThat(TableTips.words(TIPS.actionTrack(v, ActionType.COMMAND)))
                .contains("1 taken this round (dark), 1 taken in earlier rounds (faded)")
                .contains("A faded token still covers its space").contains("gives 1 command");
        assertThat(TableTips.words(TIPS.actionSpace(v, ActionType.COMMAND, 0)))
                .contains("taken in an earlier round (faded): the token still covers it");
        assertThat(meq.data.Tips.bundled().forStep("SauronActions.Choose", true).text())
                .contains("this round's dark, earlier ones faded, all still covering their spaces");
        assertThat(HowToPlay.bundled().page("action-tracks").text())
                .contains("**Dark and faded tokens.**").contains("a faded token still covers its space");
    }

    @Test
    void dominanceShowsBothSidesNumbersAsTheRulebookCountsThem() {
        // the rules' example: green on 8 (heroes 10); Sauron on 9, 6, 4: foremost needs 9, together 11 to the
        // Shadow Falls, so his number is 9 and he is dominant
        GameState s = midGame();
        s.story.set(Marker.GREEN, 8);
        s.story.set(Marker.YELLOW, 9);
        s.story.set(Marker.BLACK, 6);
        s.story.set(Marker.RED, 4);
        View v = view(s);
        String words = TableTips.words(TIPS.dominance(v));
        assertThat(words).startsWith("Dominant: Sauron").contains("to the Finale: 10").contains("Shadow Falls: 9");
        assertThat(TableTips.words(TIPS.storySpace(v, 9))).contains("yellow marker").contains("1 to The Shadow Falls");
        assertThat(TableTips.words(TIPS.stage(v))).contains("Stage II").contains("(8 now)");
    }

    @Test
    void influenceNamesTheHeroesForWhomItsLocationIsPerilousNow() {
        // "A location with more influence than a hero's wisdom is perilous for him."
        GameState s = midGame();
        Location l = RULES.board().location("weathertop");
        int least = Integer.MAX_VALUE;
        for (View.HeroView h : view(s).board().heroes()) {
            least = Math.min(least, RULES.data().hero(h.id()).wisdom() + h.levels()[3]);
        }
        s.influence[l.index()] = least + 1;
        View v = view(s);
        String words = TableTips.words(TIPS.influence(v, l));
        Set<String> perilous = new java.util.TreeSet<>();
        for (View.HeroView h : v.board().heroes()) {
            if (v.board().influence()[l.index()] > RULES.data().hero(h.id()).wisdom() + h.levels()[3]) {
                perilous.add(RULES.data().hero(h.id()).name());
            } else {
                assertThat(words).doesNotContain(RULES.data().hero(h.id()).name());
            }
        }
        assertThat(perilous).isNotEmpty();
        perilous.forEach(name -> assertThat(words).contains(name));
    }
}
