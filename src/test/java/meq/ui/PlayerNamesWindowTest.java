package meq.ui;

import static meq.ui.TableWindowTest.onEdt;
import static meq.ui.TableWindowTest.shoot;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import java.awt.Dialog;
import java.awt.GraphicsEnvironment;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReference;
import javax.swing.JButton;
import javax.swing.JCheckBox;
import javax.swing.JTextField;
import meq.bots.HeuristicBot;
import meq.rules.Ask;
import meq.rules.Rules;
import meq.rules.words.GameLog;
import meq.session.Session;
import org.junit.jupiter.api.Test;

/** Players are named at setup; the curtain, the hand-over and the log call them so; the names are saved. */
class PlayerNamesWindowTest {
    private static final Rules RULES = OddsDialogTest.RULES;

    @Test
    void theNewGameScreenNamesThePlayersAndTheTableCallsThemSo() throws Exception {
        assumeFalse(GraphicsEnvironment.isHeadless(), "needs a display (CI runs Xvfb)");
        AtomicReference<StartDialog> dialog = new AtomicReference<>();
        onEdt(() -> {
            StartDialog d = new StartDialog(null, RULES);
            ((JTextField) CardsReadableWindowTest.find(d.getContentPane(), "seed")).setText("7"); // the same game each run
            ((JTextField) CardsReadableWindowTest.find(d.getContentPane(), "name-Sauron")).setText("Anna");
            ((JTextField) CardsReadableWindowTest.find(d.getContentPane(), "name-Eleanor")).setText("  Bob ");
            ((JTextField) CardsReadableWindowTest.find(d.getContentPane(), "name-Argalad")).setText("Cy"); // not playing
            ((JCheckBox) CardsReadableWindowTest.find(d.getContentPane(), "argalad")).setSelected(false);
            ((JCheckBox) CardsReadableWindowTest.find(d.getContentPane(), "eleanor")).setSelected(true);
            dialog.set(d);
        });
        StartDialog d = dialog.get();
        onEdt(() -> {
            d.setModalityType(Dialog.ModalityType.MODELESS); // shown for its picture, not waited on
            d.setLocation(0, 0);
            d.setVisible(true);
        });
        shoot(d, "setup-names");
        onEdt(() -> CardsReadableWindowTest.components(d.getContentPane(), JButton.class).stream()
                .filter(b -> b.getText().equals("Start the game")).findFirst().orElseThrow().doClick());
        Session session = d.choice().session();
        assertThat(session.names()).as("named seats that play, their names trimmed")
                .isEqualTo(Map.of("sauron", "Anna", "eleanor", "Bob"));

        AtomicReference<TableFrame> frame = new AtomicReference<>();
        onEdt(() -> {
            TableFrame f = new TableFrame(RULES, session, "names test");
            f.setBounds(0, 0, 1600, 1000);
            f.setVisible(true);
            frame.set(f);
        });
        TableFrame f = frame.get();
        AtomicReference<String> curtain = new AtomicReference<>();
        onEdt(() -> curtain.set(f.curtain().text()));
        assertThat(curtain.get()).isEqualTo("Pass the table to Anna (Sauron)");
        HeuristicBot bot = new HeuristicBot(RULES, 1);
        boolean handedToBob = false;
        for (int i = 0; i < 400 && !handedToBob; i++) {
            onEdt(() -> {
                if (f.curtain().isVisible()) {
                    f.curtain().open();
                }
            });
            AtomicReference<Boolean> handing = new AtomicReference<>();
            onEdt(() -> handing.set(f.handingOver()));
            if (handing.get()) {
                AtomicReference<String> button = new AtomicReference<>();
                onEdt(() -> button.set(f.handOverButton().getText()));
                handedToBob = button.get().startsWith("Hand over to Bob (Eleanor)");
                onEdt(f::handOverNow);
                continue;
            }
            Ask ask = session.engine().current(session.state());
            onEdt(() -> f.choose(bot.choose(session.engine().view(session.state(), ask.seat()))));
        }
        assertThat(handedToBob).as("the hand-over names the next player").isTrue();
        AtomicReference<List<String>> log = new AtomicReference<>();
        onEdt(() -> log.set(f.logLines()));
        assertThat(log.get()).anyMatch(l -> l.contains("Anna (Sauron)")).anyMatch(l -> l.contains("Bob (Eleanor)"));
        onEdt(f::dispose);

        Path file = Files.createTempFile("meq-names", ".yaml");
        session.save(file);
        Session again = Session.load(RULES, file);
        assertThat(again.names()).isEqualTo(session.names());
        Files.delete(file);
    }

    @Test
    void aSaveWithoutNamesLoadsWithTheSeatsOwnNames() throws Exception {
        Session old = Session.load(RULES, Path.of("src/test/resources/saves/format-3.yaml"));
        assertThat(old.names()).isEmpty();
        assertThat(old.orders()).isNull();
        GameLog named = old.log().withNames(Map.of("sauron", "Anna"))
                .withOrders(new GameLog.ShadowOrders(Set.of("combatStart"), 4));
        GameLog read = GameLog.read(named.write().getBytes(StandardCharsets.UTF_8), "named");
        assertThat(read.names()).isEqualTo(Map.of("sauron", "Anna"));
        assertThat(read.orders()).isEqualTo(named.orders());
        assertThat(old.log().write()).as("a save without names writes none").doesNotContain("names:")
                .doesNotContain("shadowOrders:");
    }
}
