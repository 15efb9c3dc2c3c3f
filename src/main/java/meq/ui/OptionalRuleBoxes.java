package meq.ui;

import java.awt.FlowLayout;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.swing.JCheckBox;
import javax.swing.JLabel;
import javax.swing.JPanel;
import meq.state.OptionalRule;

/**
 * A tick box for each optional rule the game knows ({@link OptionalRule#values()}): its title on the box, what it
 * changes on hover; each named "rule-" and its word in saves.
 */
final class OptionalRuleBoxes {
    private final Map<OptionalRule, JCheckBox> boxes = new EnumMap<>(OptionalRule.class);

    /** after: said after each title ("" for none). */
    OptionalRuleBoxes(String after) {
        for (OptionalRule r : OptionalRule.values()) {
            JCheckBox b = new JCheckBox(r.title() + after);
            b.setName("rule-" + r.key());
            b.setToolTipText(r.about());
            boxes.put(r, b);
        }
    }

    /** The boxes, in the rules' order. */
    List<JCheckBox> boxes() {
        return new ArrayList<>(boxes.values());
    }

    /** The rules ticked. */
    Set<OptionalRule> chosen() {
        Set<OptionalRule> out = EnumSet.noneOf(OptionalRule.class);
        boxes.forEach((r, b) -> {
            if (b.isSelected()) {
                out.add(r);
            }
        });
        return out;
    }

    /** Ticks these rules. */
    void choose(Set<OptionalRule> rules) {
        boxes.forEach((r, b) -> b.setSelected(rules.contains(r)));
    }

    /** These rules hold whatever is ticked: ticked, and their box says why it cannot be unticked. */
    void fixed(Set<OptionalRule> rules, String why) {
        for (OptionalRule r : rules) {
            JCheckBox b = boxes.get(r);
            b.setSelected(true);
            b.setEnabled(false);
            b.setToolTipText(r.about() + " (" + why + ")");
        }
    }

    /** The boxes in a row after a label. */
    JPanel row(String label) {
        JPanel row = new JPanel(new FlowLayout(FlowLayout.LEFT, 8, 0));
        row.add(new JLabel(label));
        boxes.values().forEach(row::add);
        return row;
    }

    /** The rules in words, the titles joined by commas, or "none". */
    static String named(Set<OptionalRule> rules) {
        return rules.isEmpty() ? "none" : String.join(", ", rules.stream().map(OptionalRule::title).toList());
    }
}
