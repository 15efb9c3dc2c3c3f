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
import meq.rules.View;
import meq.rules.words.Guide;
import meq.state.Seat;

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
    /** What became of the last lesson, said again above the next when its question comes at once (HTML). */
    private String after = "";

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

    /** A question is shown: the lesson it opens shows. The option that lesson suggests, or null. */
    Action asked(View v, Ask own, String step) {
        Lessons.Lesson l = guide.asked(v, own, step);
        if (l == null && own != null && own.seat().equals(guide.learner())) {
            after = ""; // another question came between: the last lesson's outcome was seen
        }
        if (l != null) {
            int n = guide.told() + 1;
            show("Lesson " + n + " of " + guide.lessons().lessons().size(), after + LargeCard.esc(l.text())
                    + (guide.suggested() == null ? "" : "<br><br><i>The suggested choice is marked in Choices.</i>"),
                    l.page());
        }
        return guide.suggested();
    }

    /** The seat asked answered (words: the answer as the choices read it): the lesson open closes. */
    void answered(Seat seat, Action a, String words) {
        Guide.Closed c = guide.answered(seat, a);
        if (c == null) {
            return;
        }
        int of = guide.lessons().lessons().size();
        String said = c.followed() ? "Done: " + LargeCard.esc(words) + "."
                : "You chose " + LargeCard.esc(words) + " instead. That is allowed."
                        + (c.lesson().instead() == null ? "" : " " + LargeCard.esc(c.lesson().instead()));
        after = "<i>Lesson " + c.number() + ": " + said + "</i><br><br>";
        if (guide.done()) {
            show("Lessons done (" + of + " of " + of + ")", said + "<br><br>" + LargeCard.esc(guide.lessons().end()),
                    c.lesson().page());
        } else {
            show("Lesson " + c.number() + " of " + of + ", done", said
                    + "<br><br><i>Play on: the next lesson shows when its question comes.</i>", c.lesson().page());
        }
    }

    /** Shows a heading and words (HTML, the data's text already escaped) with the page Read more opens. */
    private void show(String title, String html, String page) {
        this.page = page;
        TipPanel.say(this, head, body, title, html);
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
