package meq.ui;

import java.awt.BorderLayout;
import java.awt.Font;
import java.awt.GridLayout;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import javax.swing.BorderFactory;
import javax.swing.JLabel;
import javax.swing.JPanel;
import meq.rules.Rules;
import meq.rules.View;
import meq.rules.words.MissionWords;

/**
 * "Yours alone": the seat's own secret cards drawn as cards (its mission, its Corruption cards, its quests), each
 * under a word of what it is; a click opens one large.
 */
final class OwnCards extends JPanel {
    private final Rules rules;
    private final Map<CardView, String> captions = new IdentityHashMap<>();
    private final List<CardView> cards = new ArrayList<>();

    OwnCards(Rules rules) {
        super(new GridLayout(0, 3, 6, 6));
        this.rules = rules;
        setName("own-cards");
        setBorder(BorderFactory.createEmptyBorder(4, 4, 4, 4));
    }

    /** The seat's own cards in its view (none for the table's view beneath the curtain). */
    void show(View v) {
        removeAll();
        cards.clear();
        captions.clear();
        if (v.own().mission() >= 0) {
            // with how far its side stands from it now (the needs are in its owner's view alone)
            add(CardView.of(rules, v.own().mission()).reading(MissionWords.face(rules, v)), "Your mission");
        }
        for (int c : v.own().corruption()) {
            add(CardView.of(rules, c), "Corruption");
        }
        for (View.HeroView h : v.board().heroes()) {
            if (h.id().equals(v.seat().id())) {
                for (int q : h.quests()) {
                    // an Advanced quest not yet open says so, and what opens it
                    boolean locked = LockedQuests.locked(rules, h, q);
                    add(CardView.of(rules, q).reading(LockedQuests.face(rules, h, q)), locked ? "Quest (locked)" : "Quest");
                }
            }
        }
        revalidate();
        repaint();
    }

    private void add(CardView c, String what) {
        c.setName("own-card");
        JLabel caption = new JLabel(what);
        caption.setFont(caption.getFont().deriveFont(Font.BOLD, 11f));
        JPanel cell = new JPanel(new BorderLayout(0, 2));
        cell.setOpaque(false);
        cell.add(caption, BorderLayout.NORTH);
        cell.add(c, BorderLayout.CENTER);
        add(cell);
        cards.add(c);
        captions.put(c, what);
    }

    /** The cards shown, in their order (for tests). */
    List<CardView> cards() {
        return List.copyOf(cards);
    }

    /** What a card shown is to the seat: "Your mission", "Corruption", "Quest". */
    String caption(CardView c) {
        return captions.get(c);
    }
}
