package meq.ui;

import java.awt.BorderLayout;
import java.awt.Color;
import java.awt.Dimension;
import java.awt.FlowLayout;
import java.awt.Font;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.GridLayout;
import java.awt.RenderingHints;
import java.awt.geom.RoundRectangle2D;
import java.util.List;
import javax.swing.BorderFactory;
import javax.swing.BoxLayout;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.UIManager;
import meq.combat.CombatState;
import meq.data.CardType;
import meq.rules.Rules;
import meq.rules.View;
import meq.rules.words.FightWords;

/**
 * The combat table: for the hero and the opponent, a row with the name, strength used of the limit, damage,
 * cards in hand and exhaustion, then the stack played face up, round by round (each round's cards are chosen in
 * secret and shown together).
 */
final class CombatPanel extends JPanel {
    /** Its name over the map, where it stands along the foot while a fight is on. */
    static final String NAME = "combat";
    private final Rules rules;
    private final JLabel heading = new JLabel();
    private final JLabel stakes = new JLabel();
    private final Side hero = new Side();
    private final Side opponent = new Side();

    CombatPanel(Rules rules) {
        super(new BorderLayout());
        this.rules = rules;
        setName(NAME);
        setBorder(BorderFactory.createTitledBorder("Combat"));
        heading.setFont(heading.getFont().deriveFont(Font.BOLD, 13f));
        heading.setBorder(BorderFactory.createEmptyBorder(0, 4, 4, 4));
        JPanel rows = new JPanel();
        rows.setLayout(new BoxLayout(rows, BoxLayout.Y_AXIS));
        rows.add(hero);
        rows.add(opponent);
        stakes.setName("stakes");
        stakes.setBorder(BorderFactory.createEmptyBorder(0, 4, 3, 4));
        JPanel north = new JPanel(new BorderLayout());
        north.add(heading, BorderLayout.NORTH);
        north.add(stakes, BorderLayout.CENTER);
        add(north, BorderLayout.NORTH);
        add(rows, BorderLayout.CENTER);
        setVisible(false);
    }

    void show(View.FightView f) {
        if (isVisible() != (f != null) && getParent() != null) {
            getParent().revalidate(); // the map's other panels make room for it, or take the room back
        }
        setVisible(f != null);
        if (f == null) {
            return;
        }
        String them = f.minion() ? rules.data().minion(f.opponent()).name() : rules.data().monster(f.opponent()).name();
        String name = rules.data().hero(f.hero()).name();
        heading.setText(name + " against " + them + " — round " + f.round() + "  ·  " + (f.sauronSide().committed() >= 0
                ? "this round " + them + "'s card was committed first, face up"
                : f.heroSide().committed() >= 0 ? "this round " + name + "'s card was committed first, face up"
                : "each round both cards are chosen in secret, then shown together"));
        String why = FightWords.stakes(rules, f);
        stakes.setText(why);
        stakes.setToolTipText(why.isEmpty() ? null : why);
        stakes.setVisible(!why.isEmpty());
        String heroNotes = notes(f.heroSide().committed(), f.heroSide().handShown());
        hero.show(name, TablePainter.heroColour(rules, f.hero()), f.heroSide().used(),
                f.heroSide().strength(), -1, -1, -1, f.heroSide().exhausted(), f.heroSide().stack(), heroNotes);
        String committed = notes(f.sauronSide().committed(), f.sauronSide().handShown());
        View.FightSide sauron = f.sauronSide();
        opponent.show(them, UIManager.getColor("Label.foreground"), sauron.used(), sauron.strength(), f.opponentDamage(),
                f.opponentHealth(), f.sauronHandCount(), sauron.exhausted(), sauron.stack(), committed);
        revalidate();
        repaint();
    }

    /** A card committed first, face up (Anticipate), and the counts of the hand Strategize revealed; or null. */
    private String notes(int committed, CombatState.Shown shown) {
        String c = committed >= 0 ? "committed first, face up: " + rules.cards().card(committed).title() : null;
        String s = shown == null ? null : "Strategize (round " + shown.round() + "): " + shown.ranged() + " Ranged, "
                + shown.melee() + " Melee in hand";
        return c == null ? s : s == null ? c : c + "; " + s;
    }

    /** One side of the table: who, the meters, and the stack. */
    private final class Side extends JPanel {
        private final JLabel who = new JLabel();
        private final Meter strength = new Meter("Strength", new Color(0xc08a1e));
        private final Meter damage = new Meter("Damage", new Color(0x9b1c1c));
        private final JLabel notes = new JLabel();
        private final JPanel stack = new JPanel(new FlowLayout(FlowLayout.LEFT, 4, 2));

        Side() {
            super(new BorderLayout(8, 0));
            JPanel info = new JPanel(new GridLayout(2, 1));
            who.setFont(who.getFont().deriveFont(Font.BOLD, 13f));
            JPanel top = new JPanel(new FlowLayout(FlowLayout.LEFT, 0, 0));
            top.add(who);
            top.add(notes);
            JPanel meters = new JPanel(new FlowLayout(FlowLayout.LEFT, 0, 0));
            meters.add(strength);
            meters.add(damage);
            info.add(top);
            info.add(meters);
            info.setPreferredSize(new Dimension(470, 36));
            add(info, BorderLayout.WEST);
            add(stack, BorderLayout.CENTER);
            setBorder(BorderFactory.createEmptyBorder(1, 4, 1, 4));
        }

        void show(String name, Color colour, int used, int limit, int dealt, int health, int hand, boolean exhausted,
                  List<Integer> cards, String committed) {
            who.setText(name + (exhausted ? "  — exhausted" : ""));
            who.setForeground(colour);
            strength.set(used, limit);
            damage.setVisible(health >= 0);
            damage.set(dealt, health);
            String n = (hand >= 0 ? hand + " cards in hand" : "")
                    + (committed == null ? "" : (hand >= 0 ? "; " : "") + committed);
            notes.setText(n.isEmpty() ? "" : "   " + n);
            stack.removeAll();
            if (cards.isEmpty()) {
                JLabel none = new JLabel("no card played yet");
                none.setEnabled(false);
                stack.add(none);
            }
            for (int i = 0; i < cards.size(); i++) {
                var d = rules.cards().card(cards.get(i));
                JLabel l = new JLabel("<html><small>round " + (i + 1) + ":</small> <b>" + d.title() + "</b> "
                        + d.attack() + "/" + d.defense() + "/" + d.cost() + "</html>");
                l.setOpaque(true);
                l.setBackground(d.type() == CardType.RANGED ? CardView.RANGED : CardView.MELEE);
                l.setForeground(Color.WHITE);
                l.setBorder(BorderFactory.createEmptyBorder(2, 6, 2, 6));
                l.setToolTipText("<html><b>" + d.title() + "</b> (attack " + d.attack() + ", defense " + d.defense()
                        + ", strength " + d.cost() + ")<br>" + d.text() + "</html>");
                stack.add(l);
            }
        }
    }

    /** "Strength 3 of 5" with a bar; "Strength not set yet" before the fight sets it (a hero's, after his agility). */
    static final class Meter extends JComponent {
        private final String label;
        private final Color colour;
        private int value;
        private int max;

        Meter(String label, Color colour) {
            this.label = label;
            this.colour = colour;
            setPreferredSize(new Dimension(230, 16));
            setMaximumSize(new Dimension(230, 16));
            setAlignmentX(0);
        }

        void set(int value, int max) {
            this.value = value;
            this.max = max;
            setToolTipText(max > 0 ? text() : label + " is set when the fight begins: a hero's is his strength and the"
                    + " agility he does not spend drawing cards");
            repaint();
        }

        /** The meter's words. */
        String text() {
            return max > 0 ? label + " " + value + " of " + max : label + " not set yet";
        }

        @Override
        protected void paintComponent(Graphics g0) {
            Graphics2D g = (Graphics2D) g0.create();
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            Color fg = UIManager.getColor("Label.foreground");
            g.setColor(fg);
            g.setFont(getFont() == null ? new Font(Font.SANS_SERIF, Font.PLAIN, 11) : getFont().deriveFont(11f));
            g.drawString(text(), 0, 12);
            if (max <= 0) {
                g.dispose();
                return; // nothing to measure yet: the words alone
            }
            int x = 100;
            int w = getWidth() - x - 14;
            g.setColor(HeroSheets.mix(UIManager.getColor("Panel.background"), fg, 0.15));
            g.fill(new RoundRectangle2D.Double(x, 3, w, 10, 6, 6));
            g.setColor(colour);
            g.fill(new RoundRectangle2D.Double(x, 3, w * Math.min(1.0, value / (double) max), 10, 6, 6));
            g.dispose();
        }
    }
}
