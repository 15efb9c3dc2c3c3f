package meq.ui;

import static meq.ui.TableWindowTest.onEdt;
import static meq.ui.TableWindowTest.shoot;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import java.awt.Frame;
import java.awt.GraphicsEnvironment;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import javax.swing.JDialog;
import meq.bots.HeuristicBot;
import meq.rules.Action;
import meq.rules.Ask;
import meq.rules.Rules;
import meq.rules.playtest.Presets;
import meq.rules.words.Describe;
import meq.rules.words.GameLog;
import meq.session.Session;
import meq.state.GameState;
import org.junit.jupiter.api.Test;

/**
 * Sauron's standing orders: a Shadow window he did not ask for passes at once with no hand-over; one he asked for
 * asks him; the orders are saved; and only the orders decide, never what he holds.
 */
class ShadowOrdersWindowTest {
    private static final Rules RULES = OddsDialogTest.RULES;

    private static <T> T read(Supplier<T> s) throws Exception {
        AtomicReference<T> out = new AtomicReference<>();
        onEdt(() -> out.set(s.get()));
        return out.get();
    }

    private static TableFrame open(Session session) throws Exception {
        AtomicReference<TableFrame> frame = new AtomicReference<>();
        onEdt(() -> {
            TableFrame f = new TableFrame(RULES, session, "orders test");
            f.setBounds(0, 0, 1600, 1000);
            f.setVisible(true);
            frame.set(f);
        });
        return frame.get();
    }

    /**
     * Plays answers through the table (the bot's choices), lifting curtains and handing over; returns what the
     * screen showed at each step: the prompt, or "hand-over"/"curtain".
     */
    private static List<String> play(TableFrame f, Session session, long seed, int answers) throws Exception {
        HeuristicBot bot = new HeuristicBot(RULES, seed);
        List<String> seen = new ArrayList<>();
        for (int i = 0; i < answers && session.state().winner == null; i++) {
            if (read(f::handingOver)) {
                seen.add("hand-over to " + session.engine().current(session.state()).seat());
                onEdt(f::handOverNow);
            }
            if (read(() -> f.curtain().isVisible())) {
                seen.add("curtain");
                onEdt(() -> f.curtain().open());
            }
            seen.add(read(() -> f.prompt().getText()));
            Ask ask = session.engine().current(session.state());
            onEdt(() -> f.choose(bot.choose(session.engine().view(session.state(), ask.seat()))));
        }
        return seen;
    }

    @Test
    void aWindowNotOrderedPassesWithNoHandOverAndAnOrderedOneAsks() throws Exception {
        assumeFalse(GraphicsEnvironment.isHeadless(), "needs a display (CI runs Xvfb)");
        Session quiet = Session.of(RULES, new GameLog(List.of("eleanor", "thalin"), 41, List.of()));
        TableFrame f = open(quiet);
        onEdt(() -> f.curtain().open());
        assertThat(read(() -> f.ordersButton().isVisible())).as("on Sauron's seat").isTrue();
        onEdt(() -> f.shadowOrders(new GameLog.ShadowOrders(Set.of(), -1)));
        List<String> seen = play(f, quiet, 5, 300);
        assertThat(seen).as("never asked at a window").noneMatch(p -> p.startsWith("Sauron: Play a Shadow card"));
        long passes = quiet.log().actions().stream().filter(Action.Pass.class::isInstance).count();
        assertThat(passes).as("the table passed for him").isPositive();
        Path file = Files.createTempFile("meq-orders", ".yaml");
        quiet.save(file);
        assertThat(Session.load(RULES, file).orders()).isEqualTo(new GameLog.ShadowOrders(Set.of(), -1));
        Files.delete(file);
        onEdt(f::dispose);

        Session asked = Session.of(RULES, new GameLog(List.of("eleanor", "thalin"), 41, List.of()));
        TableFrame g = open(asked);
        onEdt(() -> g.shadowOrders(new GameLog.ShadowOrders(Describe.shadowTimings(RULES).stream().map(t -> t.key()).collect(Collectors.toSet()), -1)));
        List<String> prompts = play(g, asked, 5, 300);
        assertThat(prompts).as("asked at the windows he ordered").anyMatch(p -> p.startsWith("Sauron: Play a Shadow card"));
        onEdt(g::dispose);
    }

    @Test
    void theOrdersPanelSaysWhatEachWindowIs() throws Exception {
        assumeFalse(GraphicsEnvironment.isHeadless(), "needs a display (CI runs Xvfb)");
        AtomicReference<JDialog> shown = new AtomicReference<>();
        AtomicReference<ShadowOrdersPanel> panel = new AtomicReference<>();
        onEdt(() -> {
            ShadowOrdersPanel p = new ShadowOrdersPanel(RULES, null);
            p.tick("heroEnters", false);
            JDialog d = new JDialog((Frame) null, "Shadow orders", false);
            d.setContentPane(p);
            d.pack();
            d.setVisible(true);
            shown.set(d);
            panel.set(p);
        });
        shoot(shown.get(), "shadow-orders");
        GameLog.ShadowOrders whole = read(() -> panel.get().orders(3));
        assertThat(whole.until()).as("for the rest of the game, unless he says otherwise").isEqualTo(-1);
        assertThat(whole.onlyWhenPlayable()).as("no orders yet: asked at every window, as a save without them")
                .isFalse();
        onEdt(() -> {
            panel.get().forTheGame(false);
            panel.get().onlyWhenPlayable(true);
        });
        GameLog.ShadowOrders o = read(() -> panel.get().orders(3));
        assertThat(o.onlyWhenPlayable()).as("the faster way, chosen in the orders").isTrue();
        assertThat(o.asked()).doesNotContain("heroEnters").contains("combatStart");
        assertThat(o.until()).as("for this round").isEqualTo(3);
        assertThat(o.holdIn(3)).isTrue();
        assertThat(o.holdIn(4)).isFalse();
        assertThat(read(() -> CardsReadableWindowTest.text(panel.get()))).contains("Ask me as a fight begins")
                .contains(ShadowWindowsChoice.FAST).contains(ShadowWindowsChoice.STRICT)
                .doesNotContain("combatStart");
        onEdt(() -> shown.get().dispose());
    }

    @Test
    void twinGamesThatDifferOnlyInSauronsHandHandOverAlike() throws Exception {
        assumeFalse(GraphicsEnvironment.isHeadless(), "needs a display (CI runs Xvfb)");
        Session first = Session.of(RULES, new GameLog(List.of("eleanor", "thalin"), 42, List.of()));
        HeuristicBot bot = new HeuristicBot(RULES, 8);
        while (!first.engine().current(first.state()).prompt().startsWith("Take an action")) {
            Ask a = first.engine().current(first.state());
            first.apply(bot.choose(first.engine().view(first.state(), a.seat())));
        }
        GameState real = first.state().copy();
        GameState twin = real.copy();
        // the twin holds other Shadow cards: his hand swapped with the top of the Shadow deck
        int n = twin.sauronShadows.size();
        var draw = twin.decks.get("shadows").drawPile();
        assertThat(draw.size()).isGreaterThanOrEqualTo(n);
        for (int i = 0; i < n; i++) {
            int mine = twin.sauronShadows.removeAt(0);
            int other = draw.removeAt(0);
            twin.sauronShadows.add(other);
            draw.add(mine);
        }
        assertThat(twin.sauronShadows).isNotEqualTo(real.sauronShadows);
        List<List<String>> screens = new ArrayList<>();
        for (GameState s : List.of(real, twin)) {
            Session session = Session.of(RULES, new GameLog(List.of(), 0, List.of(), Set.of(),
                    Presets.export(RULES, s, "twin", "twin", "none"), null));
            TableFrame f = open(session);
            onEdt(() -> f.shadowOrders(new GameLog.ShadowOrders(Set.of("combatStart"), -1)));
            List<String> seen = new ArrayList<>();
            // the heroes' seats decide alike in both; Sauron always passes (his hand must not matter)
            HeuristicBot heroes = new HeuristicBot(RULES, 9);
            for (int i = 0; i < 120 && session.state().winner == null; i++) {
                if (read(f::handingOver)) {
                    seen.add("hand-over");
                    onEdt(f::handOverNow);
                }
                if (read(() -> f.curtain().isVisible())) {
                    seen.add("curtain");
                    onEdt(() -> f.curtain().open());
                }
                Ask ask = session.engine().current(session.state());
                seen.add(ask.seat() + ": " + ask.prompt());
                Action a = ask.seat().sauron()
                        ? (ask.options().contains(new Action.Pass()) ? new Action.Pass() : ask.options().get(0))
                        : heroes.choose(session.engine().view(session.state(), ask.seat()));
                onEdt(() -> f.choose(a));
            }
            screens.add(seen);
            onEdt(f::dispose);
        }
        assertThat(screens.get(0)).as("the same prompts, hand-overs and curtains whatever Sauron holds")
                .isEqualTo(screens.get(1));
        assertThat(screens.get(0)).as("the ordered window asks him").anyMatch(x -> x.contains("as a fight begins"))
                .noneMatch(x -> x.contains("Play a Shadow card at the start of a hero's turn"));
    }
}
