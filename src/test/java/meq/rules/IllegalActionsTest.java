package meq.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import meq.bots.HeuristicBot;
import meq.bots.RandomBot;
import meq.rules.engine.Engine;
import meq.rules.engine.Setup;
import meq.rules.engine.StepNames;
import meq.rules.playtest.Presets;
import meq.state.ActionType;
import meq.state.Attribute;
import meq.state.GameState;
import meq.state.Marker;
import meq.state.SnapshotWriter;
import org.junit.jupiter.api.Test;

/**
 * Illegal actions sent through the engine at many moments of seeded games (every player count, Sauron's turn,
 * fights, the Finale, after the end): each is refused with a reason and leaves the state as it was (equal as a
 * whole, step stack and generator included, and in its snapshot digest) and the question unchanged.
 */
class IllegalActionsTest {
    private final Engine engine = new Engine(Fixture.RULES);
    private final SnapshotWriter writer = StepNames.writer(Fixture.RULES);
    private final Set<String> stepsSeen = new LinkedHashSet<>();
    private int refused;

    @Test
    void everyIllegalActionIsRefusedWithAReasonAndChangesNothing() {
        List<Action> elsewhere = new ArrayList<>();
        for (int players = 2; players <= 4; players++) {
            for (long seed = 1; seed <= 2; seed++) {
                List<String> heroes = List.of("argalad", "beravor", "eleanor", "eometh", "thalin")
                        .subList((int) seed, (int) seed + players - 1);
                playAndProbe(Setup.newGame(Fixture.RULES, heroes, seed * 7 + players), seed, elsewhere);
            }
        }
        assertThat(stepsSeen).anyMatch(s -> s.contains("Fights"));
        assertThat(stepsSeen).anyMatch(s -> s.startsWith("meq.rules.play.Finale"));
        assertThat(stepsSeen).anyMatch(s -> s.contains("SauronTurn"));
        System.out.println("illegal actions refused: " + refused + " at " + stepsSeen.size() + " kinds of step");
        assertThat(refused).isGreaterThan(2000);
    }

    @Test
    void noActionAtAllIsRefusedToo() {
        Fixture f = new Fixture("eleanor").atFirstAction();
        GameState before = f.s.copy();
        Throwable t = catchThrowable(() -> engine.apply(f.s, null));
        assertThat(t).isInstanceOf(IllegalActionException.class).hasMessage("no action given (null)");
        assertThat(f.s).isEqualTo(before);
    }

    @Test
    void anIllegalActionOnAStateNoOneHasAskedAboutYetChangesNothing() throws Exception {
        List<GameState> fresh = new ArrayList<>();
        fresh.add(Setup.newGame(Fixture.RULES, List.of("beravor", "eometh"), 5));
        for (Path p : Presets.files(Path.of("data"))) {
            fresh.add(Presets.load(Fixture.RULES, Files.readAllBytes(p), p.toString()).state());
        }
        for (GameState s : fresh) {
            GameState before = s.copy();
            Throwable t = catchThrowable(() -> engine.apply(s, new Action.PlaceInfluence(-1)));
            assertThat(t).isInstanceOf(IllegalActionException.class);
            assertThat(t.getMessage()).isNotBlank();
            assertThat(s).isEqualTo(before);
        }
    }

    /** Plays a game with bots, sending illegal actions at the first moment of every kind of step and every 40th. */
    private void playAndProbe(GameState s, long seed, List<Action> elsewhere) {
        RandomBot random = new RandomBot(seed);
        HeuristicBot smart = new HeuristicBot(Fixture.RULES, seed);
        int n = 0;
        for (Ask ask = engine.pending(s); ask != null; ask = engine.current(s)) {
            String step = s.stack.peek().getClass().getName();
            if (stepsSeen.add(step) || n % 40 == 0) {
                probe(s, ask, elsewhere);
                elsewhere.addAll(ask.options());
                if (elsewhere.size() > 400) {
                    elsewhere.subList(0, 200).clear();
                }
            }
            Action a = seed % 2 == 0 ? smart.choose(engine.view(s, ask.seat())) : random.choose(ask);
            engine.apply(s, a);
            n++;
        }
        assertThat(s.over()).isTrue();
        String end = writer.write(s);
        for (Action a : List.of(new Action.Pass(), new Action.Rest(), new Action.PlaceInPool())) {
            Throwable t = catchThrowable(() -> engine.apply(s, a));
            assertThat(t).isInstanceOf(IllegalActionException.class).hasMessage("the game is over");
            assertThat(writer.write(s)).isEqualTo(end);
            refused++;
        }
    }

    private void probe(GameState s, Ask ask, List<Action> elsewhere) {
        Set<Action> illegal = new LinkedHashSet<>();
        elsewhere.stream().filter(a -> !ask.options().contains(a)).limit(30).forEach(illegal::add);
        for (Action a : ask.options().subList(0, Math.min(6, ask.options().size()))) {
            illegal.addAll(altered(a, s));
        }
        illegal.addAll(everyKind(s));
        illegal.removeAll(ask.options());
        illegal.add(null);
        GameState before = s.copy();
        String digest = writer.digest(s);
        for (Action a : illegal) {
            for (boolean cold : new boolean[] {false, true}) {
                if (cold) {
                    s.forget(Engine.PENDING); // as after loading: the engine asks itself again first
                }
                Throwable t = catchThrowable(() -> engine.apply(s, a));
                assertThat(t).as("%s at \"%s\"", a, ask.prompt()).isInstanceOf(IllegalActionException.class);
                assertThat(t.getMessage()).isNotBlank();
                assertThat(s).as("state after refusing %s at \"%s\"", a, ask.prompt()).isEqualTo(before);
                assertThat(engine.current(s)).as("question after refusing %s", a).isEqualTo(ask);
                refused++;
            }
        }
        assertThat(writer.digest(s)).isEqualTo(digest);
    }

    /** The option with its parameters changed: other and impossible locations, cards, indexes and names. */
    private static List<Action> altered(Action a, GameState s) {
        int places = Fixture.RULES.board().size();
        int cards = Fixture.RULES.cards().count();
        String other = s.heroes.get(s.heroes.size() - 1).id;
        List<Action> out = new ArrayList<>();
        if (a instanceof Action.PlaceInfluence p) {
            ints(p.location(), places).forEach(x -> out.add(new Action.PlaceInfluence(x)));
        } else if (a instanceof Action.MoveMinion m) {
            ints(m.to(), places).forEach(x -> out.add(new Action.MoveMinion(m.minion(), x)));
            out.add(new Action.MoveMinion("nobody", m.to()));
        } else if (a instanceof Action.MoveToken m) {
            ints(m.to(), places).forEach(x -> out.add(new Action.MoveToken(m.token(), x)));
            ints(m.token(), s.tokenAt.length).forEach(x -> out.add(new Action.MoveToken(x, m.to())));
        } else if (a instanceof Action.DrawToken d) {
            out.add(new Action.DrawToken("no-colour"));
            out.add(new Action.PlaceToken(d.pile(), 0));
        } else if (a instanceof Action.PlaceMinion p) {
            ints(p.location(), places).forEach(x -> out.add(new Action.PlaceMinion(p.minion(), x)));
        } else if (a instanceof Action.MoveHero m) {
            ints(m.to(), places).forEach(x -> out.add(new Action.MoveHero(x, m.card())));
            ints(m.card(), cards).forEach(x -> out.add(new Action.MoveHero(m.to(), x)));
        } else if (a instanceof Action.Discard d) {
            ints(d.card(), cards).forEach(x -> out.add(new Action.Discard(x)));
        } else if (a instanceof Action.ChooseOption o) {
            ints(o.index(), 8).forEach(x -> out.add(new Action.ChooseOption(x, o.text())));
            out.add(new Action.ChooseOption(o.index(), o.text() + " (altered)"));
        } else if (a instanceof Action.ChooseHero h) {
            out.add(new Action.ChooseHero(h.hero().equals(other) ? "nobody" : other));
        } else if (a instanceof Action.ChooseLocation l) {
            ints(l.location(), places).forEach(x -> out.add(new Action.ChooseLocation(x)));
        } else if (a instanceof Action.ChooseCard c) {
            ints(c.card(), cards).forEach(x -> out.add(new Action.ChooseCard(x)));
        } else if (a instanceof Action.PlayPlot p) {
            ints(p.location(), places).forEach(x -> out.add(new Action.PlayPlot(p.card(), x)));
            ints(p.card(), cards).forEach(x -> out.add(new Action.PlayPlot(x, p.location())));
        } else if (a instanceof Action.Consult c) {
            out.add(new Action.Consult(c.character(), !c.ability()));
            out.add(new Action.Consult("nobody", c.ability()));
        } else if (a instanceof Action.CompleteQuest q) {
            ints(q.card(), cards).forEach(x -> out.add(new Action.CompleteQuest(x)));
        } else if (a instanceof Action.DiscardPlot d) {
            ints(d.card(), cards).forEach(x -> out.add(new Action.DiscardPlot(x)));
        } else if (a instanceof Action.FlipToken f) {
            ints(f.token(), s.tokenAt.length).forEach(x -> out.add(new Action.FlipToken(x)));
        } else if (a instanceof Action.FightMinion) {
            out.add(new Action.FightMinion("nobody"));
        } else if (a instanceof Action.Scout sc) {
            ints(sc.location(), places).forEach(x -> out.add(new Action.Scout(x)));
        } else if (a instanceof Action.Trade t) {
            out.add(new Action.Trade(t.other(), t.card(), !t.ask()));
            out.add(new Action.Trade("nobody", t.card(), t.ask()));
            ints(t.card(), cards).forEach(x -> out.add(new Action.Trade(t.other(), x, t.ask())));
        }
        return out;
    }

    /** A neighbour, far away, negative and past the end. */
    private static List<Integer> ints(int x, int size) {
        return List.of(x + 1, x - 1, (x + size / 2) % size, -1, -7, size, Integer.MAX_VALUE);
    }

    /** One action of every type. */
    private static List<Action> everyKind(GameState s) {
        String hero = s.heroes.get(0).id;
        String minion = s.minions.keySet().iterator().next();
        String character = s.characterAt.keySet().iterator().next();
        return List.of(new Action.Pass(), new Action.TakeAction(ActionType.values()[0]), new Action.PlaceInfluence(0),
                new Action.PlaceInPool(), new Action.MoveMinion(minion, 0), new Action.MoveToken(0, 0),
                new Action.PlaceToken("brown", 0), new Action.DrawToken("brown"), new Action.HealMinion(minion), new Action.PlaceMinion(minion, 0),
                new Action.Rest(), new Action.Heal(), new Action.AdvanceMarker(Marker.GREEN),
                new Action.MoveHero(0, -1),
                new Action.Discard(0), new Action.ExploreHere(), new Action.RetrieveFavor(),
                new Action.ChooseOption(0, "x"), new Action.ChooseHero(hero), new Action.ChooseLocation(0),
                new Action.ChooseCard(0), new Action.ChooseAttribute(Attribute.WISDOM), new Action.TakeFromLife(),
                new Action.Accept(), new Action.LoseFavor(), new Action.PlayPlot(0, 0),
                new Action.Consult(character, false), new Action.DarkPath(), new Action.CompleteQuest(0),
                new Action.DiscardPlot(0), new Action.UseEvent(), new Action.FlipToken(0),
                new Action.FightMinion(minion),
                new Action.DrawPerils(), new Action.Scout(0), new Action.Trade(hero, -1, false));
    }
}
