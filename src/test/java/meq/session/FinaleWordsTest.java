package meq.session;

import static org.assertj.core.api.Assertions.assertThat;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import meq.TestData;
import meq.bots.HeuristicBot;
import meq.rules.Ask;
import meq.rules.GameEvent;
import meq.rules.Rules;
import meq.rules.words.FinaleWords;
import meq.rules.words.GameLog;
import meq.state.Marker;
import meq.state.Side;
import org.junit.jupiter.api.Test;

/** The Finale's opening, the end's words and the story track over the turns, from games played to their end. */
class FinaleWordsTest {
    static final Rules RULES = TestData.RULES;

    static Session preset(String name) throws Exception {
        String text = Files.readString(Path.of("data/presets/" + name + ".yaml"));
        return Session.of(RULES, new GameLog(List.of(), 0, List.of(), Set.of(), text, null));
    }

    static void playToTheEnd(Session s, long seed) {
        HeuristicBot bot = new HeuristicBot(RULES, seed);
        for (int i = 0; i < 20_000; i++) {
            Ask ask = s.engine().current(s.state());
            if (ask == null) {
                return;
            }
            s.apply(bot.choose(s.engine().view(s.state(), ask.seat())));
        }
        throw new AssertionError("no end in 20,000 answers");
    }

    static List<GameEvent> events(Session s) {
        List<GameEvent> out = new ArrayList<>();
        s.history().forEach(m -> out.addAll(m.events()));
        return out;
    }

    @Test
    void sauronDominantTheRingwraithsGainTheHeroesDistanceToTheFinale() throws Exception {
        Session s = preset("finale-sauron-dominant");
        FinaleWords.Opening o = FinaleWords.opening(RULES, s.state());
        // green on 10, the Finale on 18: "gain ... equal to the number of spaces the hero story marker is away"
        assertThat(o.dominant()).isEqualTo(Side.SAURON);
        assertThat(o.bonus()).isEqualTo(8);
        assertThat(o.health()).isEqualTo(o.printedHealth() + 8);
        assertThat(o.fortitude()).isEqualTo(o.printedFortitude() + 8);
        assertThat(o.adjustment()).contains("gain 8");
        assertThat(o.missions()).as("the dominant side alone reveals its mission").extracting(FinaleWords.Mission::side)
                .containsExactly(Side.SAURON);
    }

    @Test
    void noSideDominantBothMissionsAreRevealedAndTheRingwraithsFightAsPrinted() throws Exception {
        Session s = preset("finale-no-side-dominant");
        FinaleWords.Opening o = FinaleWords.opening(RULES, s.state());
        assertThat(o.dominant()).isEqualTo(Side.NONE);
        assertThat(o.health()).isEqualTo(o.printedHealth());
        assertThat(o.missions()).extracting(FinaleWords.Mission::side).containsExactly(Side.SAURON, Side.HEROES);
    }

    @Test
    void aFinaleFoughtToTheEndSaysWhoWonHowAndByWhatRoad() throws Exception {
        boolean sawCombat = false;
        List<String> headlines = new ArrayList<>();
        for (String name : List.of("finale-sauron-dominant", "finale-heroes-dominant", "finale-no-side-dominant",
                "finale-champion-thalin", "two-player-finale")) {
            for (long seed = 1; seed <= 6; seed++) {
                Session s = preset(name);
                assertThat(FinaleWords.result(RULES, s.state(), events(s))).as("no result before the end").isNull();
                playToTheEnd(s, seed);
                FinaleWords.Result r = FinaleWords.result(RULES, s.state(), events(s));
                assertThat(r.winner()).isEqualTo(s.state().winner);
                assertThat(r.headline()).isEqualTo(r.winner() == Side.SAURON ? "Sauron wins" : "The heroes win");
                headlines.add(r.headline());
                assertThat(r.missions()).as("both missions are shown once the game is over").hasSize(2);
                if (s.state().winReason.equals("Finale combat")) {
                    sawCombat = true;
                    assertThat(r.road()).anyMatch(l -> l.startsWith("The heroes chose "))
                            .anyMatch(l -> l.startsWith("Round 1: "));
                    assertThat(r.how()).matches(r.winner() == Side.HEROES
                            ? "The champion .+ defeated the Ringwraiths in round \\d+\\."
                            : "The Ringwraiths withstood the champion .+ for \\d+ rounds?\\.");
                } else {
                    assertThat(r.how()).contains("mission at the Finale");
                }
                assertThat(r.how()).doesNotContain("null");
            }
        }
        assertThat(sawCombat).isTrue();
        assertThat(headlines).as("both sides win some of these Finales").contains("Sauron wins", "The heroes win");
    }

    @Test
    void theStoryTrackOverTheTurnsFollowsEveryMarkerFromTheStartToTheEnd() {
        Session s = Session.of(RULES, new GameLog(List.of("eleanor", "thalin"), 7, List.of()));
        playToTheEnd(s, 3);
        FinaleWords.Result r = FinaleWords.result(RULES, s.state(), events(s));
        int begins = r.road().indexOf(r.road().stream().filter(l -> l.startsWith("The Finale began")).findFirst()
                .orElseThrow());
        assertThat(begins).as("the road starts at the Finale, not with earlier fights against the Ringwraiths")
                .isZero();
        List<StoryOverTurns.Point> points = StoryOverTurns.of(s);
        assertThat(points.get(0).turn()).isZero();
        assertThat(points.get(points.size() - 1).turn()).isEqualTo(s.state().turn);
        for (Marker m : Marker.values()) {
            assertThat(points.get(points.size() - 1).positions().get(m)).isEqualTo(s.state().story.position(m));
            for (int i = 1; i < points.size(); i++) {
                assertThat(points.get(i).turn()).isGreaterThanOrEqualTo(points.get(i - 1).turn());
            }
        }
        assertThat(points.size()).as("a point per turn, and the start").isGreaterThanOrEqualTo(s.state().turn);
    }
}
