package meq.ui;

import java.awt.BorderLayout;
import java.awt.Dimension;
import java.awt.FlowLayout;
import java.awt.Font;
import java.awt.GridLayout;
import java.awt.Window;
import java.util.ArrayList;
import java.util.List;
import javax.swing.BorderFactory;
import javax.swing.BoxLayout;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import meq.data.HeroDef;
import meq.rules.Naming;
import meq.rules.Rules;
import meq.rules.View;
import meq.rules.words.CardFace;
import meq.rules.words.CardFaces;
import meq.rules.words.SheetWords;

/**
 * A hero's sheet opened whole from one seat's view: his ability in words, attributes and training, the counts of
 * his pools, his items and quests (each card one click away), and, for the hero's own seat only, his Corruption
 * cards and the cards of his rest and damage pools to look through.
 */
final class HeroSheetDialog extends JDialog {
    private final List<String> named = new ArrayList<>();

    HeroSheetDialog(Window owner, Rules rules, View v, View.HeroView h) {
        super(owner, rules.data().hero(h.id()).name(), ModalityType.MODELESS);
        setName("hero-sheet");
        HeroDef d = rules.data().hero(h.id());
        boolean own = v.seat().id().equals(h.id());
        JPanel page = new JPanel();
        page.setLayout(new BoxLayout(page, BoxLayout.Y_AXIS));
        page.setBorder(BorderFactory.createEmptyBorder(12, 16, 12, 16));
        JLabel name = new JLabel(d.name() + ", " + d.title());
        name.setFont(new Font(Font.SERIF, Font.BOLD, 22));
        name.setForeground(TablePainter.heroColour(rules, h.id()));
        add(page, name);
        add(page, label("at " + Naming.location(rules, h.location()), 13));
        if (d.ability() != null) {
            section(page, "Ability");
            add(page, label("<b>" + LargeCard.esc(d.ability().name()) + ":</b> " + LargeCard.esc(d.ability().text()), 13));
        }
        section(page, "Attributes");
        StringBuilder attributes = new StringBuilder();
        for (int a = 0; a < 4; a++) {
            // "Fortitude 4 (5, Weary −1)": his own Corruption cards named for his seat alone
            attributes.append(LargeCard.esc(SheetWords.attribute(rules, v, h, a))).append(a < 3 ? " · " : "");
        }
        add(page, label(attributes.toString(), 13));
        section(page, "Pools");
        add(page, label("Favor " + h.favor() + " · Hand " + h.hand() + " · Life pool " + h.life() + " · Rest pool "
                + h.rest() + " · Damage pool " + h.damage() + " · Corruption cards " + h.corruption(), 13));
        cards(page, rules, "Items", h.items(), "none");
        cards(page, "Quests (what each asks and gives)", h.quests(), "none", q -> LockedQuests.face(rules, h, q));
        if (own) {
            cards(page, rules, "Your Corruption cards", v.own().corruption(), "none");
            cards(page, rules, "Your rest pool", v.own().rest(), "empty");
            cards(page, rules, "Your damage pool", v.own().damage(), "empty");
        } else if (h.corruption() > 0) {
            section(page, "Corruption cards");
            add(page, label(h.corruption() + " held face down: only " + d.name() + " may read them.", 13));
        }
        JScrollPane scroll = new JScrollPane(page);
        scroll.setBorder(null);
        scroll.setHorizontalScrollBarPolicy(JScrollPane.HORIZONTAL_SCROLLBAR_NEVER);
        scroll.getVerticalScrollBar().setUnitIncrement(16);
        JButton close = new JButton("Close");
        close.addActionListener(e -> dispose());
        JPanel foot = new JPanel(new FlowLayout(FlowLayout.RIGHT));
        foot.add(close);
        getContentPane().add(scroll, BorderLayout.CENTER);
        getContentPane().add(foot, BorderLayout.SOUTH);
        getRootPane().setDefaultButton(close);
        Placement.packOver(this, owner,
                size -> new Dimension(Math.max(600, Math.min(660, size.width + 30)), Math.min(720, size.height + 20)));
    }

    /** The titles of the cards the sheet names, each one click from its large view (for tests). */
    List<String> named() {
        return named;
    }

    private void cards(JPanel page, Rules rules, String title, List<Integer> cards, String none) {
        cards(page, title, cards, none, c -> CardFaces.of(rules, c));
    }

    /** As above, each card's face as given (a locked quest says so). */
    private void cards(JPanel page, String title, List<Integer> cards, String none,
                       java.util.function.IntFunction<CardFace> faces) {
        section(page, title);
        if (cards.isEmpty()) {
            add(page, label(none, 13));
            return;
        }
        JPanel row = new JPanel(new GridLayout(0, 1, 0, 2));
        for (int card : cards) {
            CardFace f = faces.apply(card);
            boolean locked = f.numbers().contains(LockedQuests.LOCKED);
            JButton b = new JButton("<html><body style='width:470px'><b>" + LargeCard.esc(f.title()) + "</b>"
                    + (locked ? " <i>(" + "l" + LockedQuests.LOCKED.substring(1) + ")</i>" : "") + " — "
                    + LargeCard.esc(shortText(f.text())) + "</body></html>");
            b.setName("sheet-card");
            b.setHorizontalAlignment(JButton.LEFT);
            b.setToolTipText(LargeCard.tooltip(f));
            b.addActionListener(e -> LargeCard.show(b, f));
            named.add(f.title());
            row.add(b);
        }
        add(page, row);
    }

    private static String shortText(String s) {
        return s.length() <= 220 ? s : s.substring(0, 217) + "…";
    }

    private static void section(JPanel page, String title) {
        JLabel l = new JLabel(title);
        l.setFont(new Font(Font.SERIF, Font.BOLD, 15));
        l.setBorder(BorderFactory.createEmptyBorder(10, 0, 3, 0));
        add(page, l);
    }

    private static JLabel label(String html, float size) {
        JLabel l = new JLabel("<html><body style='width:500px'>" + html + "</body></html>");
        l.setFont(l.getFont().deriveFont(Font.PLAIN, size));
        return l;
    }

    private static void add(JPanel page, JComponent c) {
        c.setAlignmentX(0);
        page.add(c);
    }
}
