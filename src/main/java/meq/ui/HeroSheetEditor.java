package meq.ui;

import java.awt.FlowLayout;
import java.awt.GridLayout;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.IntFunction;
import javax.swing.BorderFactory;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JSpinner;
import javax.swing.SpinnerNumberModel;
import meq.rules.Naming;
import meq.rules.Rules;
import meq.rules.playtest.PresetEditor;
import meq.state.Attribute;
import meq.state.StateWords;
import meq.state.CardKind;
import meq.state.HeroState;

/** One hero's sheet in the preset editor: favor, wounds, corruption, levels and items, each an edit. */
final class HeroSheetEditor extends JPanel {
    private final String hero;
    private final PresetEditor editor;
    private final Rules rules;
    private final Consumer<Optional<String>> done;
    private final JSpinner favor = spinner(0, 99);
    private final JSpinner wounds = spinner(0, 40);
    private final JSpinner corruption = spinner(0, 20);
    private final JSpinner[] levels = new JSpinner[Attribute.values().length];
    private final JComboBox<String> item;
    private final JLabel carried = new JLabel();
    private boolean loading;

    /** done receives each edit's refusal (or nothing when it was kept). */
    HeroSheetEditor(Rules rules, PresetEditor editor, String hero, Consumer<Optional<String>> done) {
        super(new GridLayout(0, 1, 2, 2));
        this.rules = rules;
        this.editor = editor;
        this.hero = hero;
        this.done = done;
        setName("sheet-" + hero);
        setBorder(BorderFactory.createTitledBorder(rules.data().hero(hero).name()));
        JPanel counts = new JPanel(new FlowLayout(FlowLayout.LEFT, 4, 0));
        favor.setName("heroes." + hero + ".favor"); // its path in the preset: the number a sweep varies
        counts.add(new JLabel("Favor"));
        counts.add(bind(favor, n -> editor.heroFavor(hero, n)));
        counts.add(new JLabel("Wounds"));
        counts.add(bind(wounds, n -> editor.wounds(hero, n)));
        counts.add(new JLabel("Corruption"));
        counts.add(bind(corruption, n -> editor.corruption(hero, n)));
        add(counts);
        JPanel lv = new JPanel(new FlowLayout(FlowLayout.LEFT, 4, 0));
        lv.add(new JLabel("Levels:"));
        for (Attribute a : Attribute.values()) {
            levels[a.ordinal()] = spinner(0, 2);
            levels[a.ordinal()].setName("heroes." + hero + ".levels." + StateWords.ATTRIBUTES.word(a));
            lv.add(new JLabel(a.name().charAt(0) + a.name().substring(1).toLowerCase()));
            lv.add(bind(levels[a.ordinal()], n -> editor.level(hero, a, n)));
        }
        add(lv);
        item = new JComboBox<>(editor.names(CardKind.ITEM).toArray(String[]::new));
        item.setRenderer(PresetEditorFrame.cardNames(rules));
        JButton give = new JButton("Give");
        give.addActionListener(e -> edit(editor.item(hero, (String) item.getSelectedItem(), true)));
        JButton take = new JButton("Return");
        take.addActionListener(e -> edit(editor.item(hero, (String) item.getSelectedItem(), false)));
        JPanel items = new JPanel(new FlowLayout(FlowLayout.LEFT, 4, 0));
        items.add(new JLabel("Item"));
        items.add(item);
        items.add(give);
        items.add(take);
        add(items);
        add(carried);
    }

    /** Shows the hero as the editor's state has him. */
    void load() {
        loading = true;
        HeroState h = editor.state().hero(hero);
        favor.setValue(h.favor);
        wounds.setValue(h.damage.size());
        corruption.setValue(h.corruption.size());
        for (Attribute a : Attribute.values()) {
            levels[a.ordinal()].setValue(h.level(a));
        }
        StringBuilder s = new StringBuilder("Carries: ");
        for (int i = 0; i < h.items.size(); i++) {
            s.append(i == 0 ? "" : ", ").append(Naming.card(rules, h.items.get(i)));
        }
        carried.setText(h.items.isEmpty() ? "Carries no item" : s.toString());
        loading = false;
    }

    private JSpinner bind(JSpinner sp, IntFunction<Optional<String>> edit) {
        sp.addChangeListener(e -> {
            if (!loading) {
                edit(edit.apply((Integer) sp.getValue()));
            }
        });
        return sp;
    }

    private void edit(Optional<String> refused) {
        done.accept(refused);
    }

    private static JSpinner spinner(int min, int max) {
        return new JSpinner(new SpinnerNumberModel(min, min, max, 1));
    }
}
