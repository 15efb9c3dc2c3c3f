package meq.ui;

import java.awt.BorderLayout;
import java.awt.Color;
import java.awt.Dimension;
import java.awt.FlowLayout;
import java.awt.Font;
import java.util.List;
import javax.swing.BorderFactory;
import javax.swing.BoxLayout;
import javax.swing.JButton;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JPanel;
import meq.rules.words.FinaleWords;
import meq.session.StoryOverTurns;
import meq.state.Side;

/**
 * The end of the game: who won, how, the road there (the Finale's moments), both missions face up, and the story
 * track over the turns. New game, Save, or Close (the table stays to be looked at, and undone).
 */
final class ResultScreen extends JDialog {
    private final FinaleWords.Result result;
    private final StoryChart chart;

    ResultScreen(TableFrame table, FinaleWords.Result r, List<StoryOverTurns.Point> story, Runnable newGame,
                 Runnable save) {
        super(table, "The game is over", false);
        this.result = r;
        setName("result-screen");
        JPanel page = new JPanel(new BorderLayout(0, 10));
        page.setBorder(BorderFactory.createEmptyBorder(16, 20, 14, 20));
        JPanel head = new JPanel(new BorderLayout(0, 4));
        JLabel headline = new JLabel(r.headline());
        headline.setName("result-headline");
        headline.setFont(new Font(Font.SERIF, Font.BOLD, 34));
        headline.setForeground(r.winner() == Side.SAURON ? new Color(0x8a1c1c) : new Color(0x1f6b37));
        head.add(headline, BorderLayout.NORTH);
        JLabel how = new JLabel("<html><div style='width:560px'>" + r.how() + "</div></html>");
        how.setName("result-how");
        how.setFont(how.getFont().deriveFont(Font.PLAIN, 16f));
        head.add(how, BorderLayout.CENTER);
        page.add(head, BorderLayout.NORTH);

        JPanel body = new JPanel();
        body.setLayout(new BoxLayout(body, BoxLayout.Y_AXIS));
        if (!r.road().isEmpty()) {
            body.add(section("The road"));
            for (String line : r.road()) {
                body.add(line("· " + line));
            }
        }
        body.add(section("The missions"));
        for (FinaleWords.Mission m : r.missions()) {
            body.add(line("<b>" + (m.side() == Side.SAURON ? "Sauron" : "The heroes") + ": " + m.title() + "</b> ("
                    + (m.fulfilled() ? "fulfilled" : "not fulfilled") + ") — " + m.text()));
        }
        body.add(section("The story track over the turns"));
        chart = new StoryChart(story);
        chart.setAlignmentX(0);
        body.add(chart);
        page.add(body, BorderLayout.CENTER);

        JPanel buttons = new JPanel(new FlowLayout(FlowLayout.RIGHT, 8, 0));
        JButton again = new JButton("New game...");
        again.setName("result-new-game");
        again.addActionListener(e -> {
            dispose();
            newGame.run();
        });
        JButton keep = new JButton("Save...");
        keep.setName("result-save");
        keep.addActionListener(e -> save.run());
        JButton close = new JButton("Close");
        close.setName("result-close");
        close.addActionListener(e -> dispose());
        buttons.add(again);
        buttons.add(keep);
        buttons.add(close);
        page.add(buttons, BorderLayout.SOUTH);
        setContentPane(page);
        getRootPane().setDefaultButton(close);
        Placement.packOver(this, table, d -> new Dimension(Math.max(d.width, 680), d.height));
    }

    FinaleWords.Result result() {
        return result;
    }

    StoryChart chart() {
        return chart;
    }

    private static JLabel section(String text) {
        JLabel l = new JLabel(text);
        l.setFont(new Font(Font.SERIF, Font.BOLD, 16));
        l.setBorder(BorderFactory.createEmptyBorder(8, 0, 2, 0));
        return l;
    }

    private static JLabel line(String text) {
        JLabel l = new JLabel("<html><div style='width:600px'>" + text + "</div></html>");
        l.setFont(l.getFont().deriveFont(Font.PLAIN, 13f));
        return l;
    }
}
