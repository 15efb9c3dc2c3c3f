package meq.ui;

import java.awt.BorderLayout;
import java.awt.Color;
import java.util.function.Consumer;
import javax.swing.JButton;
import javax.swing.JLabel;
import javax.swing.JPanel;
import meq.data.Lessons;
import meq.rules.Action;
import meq.rules.Ask;
import meq.rules.words.GameLog;
import meq.rules.words.Guide;

/**
 * Learn to play at the table: in the tip's place over the map, the guide's lesson ("Lesson 3 of 9", its words, Read
 * more to its How to play page), shown when the learner's question of its step comes; after the answer it says
 * whether the learner took the suggestion, and what another choice means, until the next lesson's question.
 */
final class LessonPanel extends JPanel {
    private final Guide guide;
    private final Consumer<String> readMore;
    private final JLabel head = new JLabel();
    private final JLabel body = new JLabel();
    /** The page Read more opens: the lesson shown's. */
    private String page;
    /** The heading and words shown last (a refresh showing the same leaves the panel as it is, hidden or not). */
    private String shown;

    LessonPanel(Guide guide, Consumer<String> readMore) {
        super(new BorderLayout(0, 6));
        this.guide = guide;
        this.readMore = readMore;
        head.setName("lesson-head");
        JButton hide = TipPanel.button("Hide", null, () -> setVisible(false));
        hide.setToolTipText("Hide this lesson; the next one shows when its question comes");
        TipPanel.lay(this, new Color(0x1565c0), head, body, hide, TipPanel.button("Read more", "lesson-more",
                this::readMore));
    }

    Guide guide() {
        return guide;
    }

    /**
     * The game as it stands now (after a move, an undo, a load; own: the question shown, or null): the lesson of
     * the learner's question now asked shows, else what became of the last lesson closed. The option that lesson
     * suggests when the question shown is the learner's, or null. Words shown already are not shown again (a lesson
     * hidden stays hidden until another shows).
     */
    Action shown(GameLog game, Ask own) {
        guide.follow(game);
        int of = guide.lessons().lessons().size();
        Lessons.Lesson l = guide.open();
        Guide.Closed c = guide.last();
        if (l != null) {
            String after = c != null && guide.lastAnswerClosed() ? "<i>Lesson " + c.number() + ": " + said(c)
                    + "</i><br><br>" : "";
            show("Lesson " + (guide.told() + 1) + " of " + of, after + LargeCard.esc(l.text())
                    + (guide.suggested() == null ? "" : "<br><br><i>The suggested choice is marked in Choices.</i>"),
                    l.page());
        } else if (c != null && guide.done()) {
            show("Lessons done (" + of + " of " + of + ")", said(c) + "<br><br>"
                    + LargeCard.esc(guide.lessons().end()), c.lesson().page());
        } else if (c != null) {
            show("Lesson " + c.number() + " of " + of + ", done", said(c)
                    + "<br><br><i>Play on: the next lesson shows when its question comes.</i>", c.lesson().page());
        } else {
            shown = null; // before the first lesson (or undone to before it)
            page = null;
            setVisible(false);
        }
        return own != null && own.seat().equals(guide.learner()) ? guide.suggested() : null;
    }

    /** What the learner's answer to a lesson was: the suggestion taken, or another and what that means. */
    private static String said(Guide.Closed c) {
        return c.followed() ? "Done: " + LargeCard.esc(c.answer()) + "."
                : "You chose " + LargeCard.esc(c.answer()) + " instead. That is allowed."
                        + (c.lesson().instead() == null ? "" : " " + LargeCard.esc(c.lesson().instead()));
    }

    /** Shows a heading and words (HTML, the data's text already escaped) with the page Read more opens. */
    private void show(String title, String html, String page) {
        this.page = page;
        if (!(title + html).equals(shown)) {
            shown = title + html;
            TipPanel.say(this, head, body, title, html);
        }
    }

    /** Read more: the lesson's How to play page. */
    void readMore() {
        if (page != null) {
            readMore.accept(page);
        }
    }

    /** The heading shown (for tests). */
    String heading() {
        return isVisible() ? head.getText() : null;
    }

    /** The words shown (for tests). */
    String words() {
        return body.getText();
    }
}
