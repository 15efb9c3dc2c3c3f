package meq.ui;

import java.awt.Window;
import java.awt.event.KeyEvent;
import java.util.List;
import java.util.function.Supplier;
import javax.swing.Action;
import javax.swing.JCheckBoxMenuItem;
import javax.swing.JMenu;
import javax.swing.JMenuItem;
import javax.swing.JOptionPane;
import meq.data.MinionDef;
import meq.data.MonsterDef;
import meq.rules.Rules;
import meq.rules.View;
import meq.rules.words.CardFaces;
import meq.session.Session;

/** The table's menus: Game (its actions and files), and those that only show and explain: View, Reference, Help. */
final class TableMenus {
    private TableMenus() {
    }

    /**
     * The Game menu: the game's actions (pass, undo, redo, save), presets, odds, a new game, close, quit.
     * actions: pass, undo, redo and save, in that order.
     */
    static JMenu game(TableFrame table, Rules rules, List<Action> actions, Runnable exportPreset) {
        JMenu menu = new JMenu("Game");
        menu.add(new JMenuItem(actions.get(0)));
        menu.add(new JMenuItem(actions.get(1)));
        menu.add(new JMenuItem(actions.get(2)));
        menu.addSeparator();
        menu.add(new JMenuItem(actions.get(3)));
        menu.add(new JMenuItem(Commands.action("Export as preset...", "Keep this moment as a preset to play again",
                null, exportPreset)));
        menu.addSeparator();
        Session session = table.session();
        menu.add(new JMenuItem(Commands.action("Edit as preset...", "Open this moment in the preset editor", null,
                () -> PresetEditorFrame.fromHere(rules, session, table.getTitle()).setVisible(true))));
        menu.add(new JMenuItem(Commands.action("Odds from here...", "Play this moment to the end many times with bots",
                null, () -> OddsDialog.fromHere(table, rules, session, table.getTitle()).setVisible(true))));
        menu.add(new JMenuItem(Commands.action("Simulate from here...",
                "Play this moment to the end many times with bots and chart the games", null,
                () -> SimulationDialog.fromHere(table, rules, session, table.getTitle()).setVisible(true))));
        menu.addSeparator();
        menu.add(new JMenuItem(Commands.action("New game or open...",
                "The start screen: a new game, a preset or a saved game (asks first when this one is not saved)",
                Commands.ctrl(KeyEvent.VK_N), table::newGameOrOpen)));
        menu.add(new JMenuItem(Commands.action("Close table",
                "Close this game and go back to the start screen (asks first when it is not saved)",
                Commands.ctrl(KeyEvent.VK_W), table::closeTable)));
        menu.add(new JMenuItem(Commands.action("Quit", "Quit meq (asks first when this game is not saved)",
                Commands.ctrl(KeyEvent.VK_Q), table::quit)));
        return menu;
    }

    /** The View menu: zoom, the theme, the interface's scale. */
    static JMenu view(Action zoomIn, Action zoomOut, Action fit) {
        JMenu viewMenu = new JMenu("View");
        viewMenu.add(zoomIn);
        viewMenu.add(zoomOut);
        viewMenu.add(fit);
        viewMenu.addSeparator();
        viewMenu.add(Commands.action("Light theme", "Switch to the light theme", null, () -> GameWindow.theme(false)));
        viewMenu.add(Commands.action("Dark theme", "Switch to the dark theme", null, () -> GameWindow.theme(true)));
        JMenu scale = new JMenu("UI scale");
        for (String f : List.of("1", "1.25", "1.5", "2")) {
            scale.add(Commands.action((int) (Double.parseDouble(f) * 100) + "%", "Scale the interface", null, () -> {
                Settings.uiScale(f); // kept for the next start
                TableFrame.uiScale(Float.parseFloat(f));
            }));
        }
        viewMenu.add(scale);
        return viewMenu;
    }

    /** The Reference menu: the minion cards, the monster cards, characters, heroes, the Ringwraiths at the Finale. */
    static JMenu reference(Window owner, Rules rules, Runnable ringwraiths, Supplier<View> view) {
        JMenu menu = new JMenu("Reference");
        menu.setName("reference");
        JMenu minions = new JMenu("Minions");
        for (MinionDef m : rules.data().minions()) {
            minions.add(Commands.action(m.name(), "Open the minion's card", null,
                    () -> LargeCard.show(owner, CardFaces.byId(rules, m.id()).orElseThrow())));
        }
        JMenu monsters = new JMenu("Monsters");
        for (MonsterDef m : rules.data().monsters()) {
            monsters.add(Commands.action(m.name(), "Open the monster's reference card", null,
                    () -> LargeCard.show(owner, CardFaces.byId(rules, m.id()).orElseThrow())));
        }
        menu.add(minions);
        menu.add(monsters);
        menu.add(cards(owner, rules, "Characters", "Open the character's card: what consulting him gives",
                rules.data().cards().characters().stream().map(c -> c.id()).toList(), List.of("A hero who explores"
                        + " the character's location may consult him: take 2 favor, or use this ability.")));
        menu.add(cards(owner, rules, "Heroes", "Open the hero's card: his attributes and ability",
                rules.data().heroes().stream().map(h -> h.id()).toList(), List.of()));
        menu.addSeparator();
        menu.add(Commands.action("The Ringwraiths at the Finale", "How the Ringwraiths would fight if the Finale began now",
                null, ringwraiths));
        menu.add(Commands.action("Monster token piles", "How many tokens each pile still holds", null, () ->
                JOptionPane.showMessageDialog(owner, TableReading.piles(view.get()), "Monster token piles",
                        JOptionPane.INFORMATION_MESSAGE)));
        return menu;
    }

    /** A Reference submenu of cards, each opened large. */
    private static JMenu cards(Window owner, Rules rules, String title, String tip, List<String> ids, List<String> note) {
        JMenu menu = new JMenu(title);
        menu.setName("reference-" + title.toLowerCase());
        for (String id : ids) {
            CardFaces.byId(rules, id).ifPresent(f -> menu.add(Commands.action(f.title(), tip, null,
                    () -> LargeCard.show(owner, f, note))));
        }
        return menu;
    }

    /** The Help menu: How to play (F1), the rules page by page. */
    static JMenu help(Window owner, Rules rules, TipPanel tip) {
        JMenu menu = new JMenu("Help");
        menu.setName("help");
        JMenuItem rulesItem = new JMenuItem(Commands.action("How to play", "The rules, page by page, searchable (F1)",
                Commands.plain(KeyEvent.VK_F1), () -> HowToPlayWindow.show(owner, rules, Hovered.pageUnderPointer(owner))));
        menu.add(rulesItem);
        JCheckBoxMenuItem teach = new JCheckBoxMenuItem("Teach me as we play", Settings.tips());
        teach.setName("teach");
        teach.setToolTipText("A short tip the first time each kind of question reaches a seat");
        teach.addActionListener(e -> {
            Settings.tips(teach.isSelected());
            if (!teach.isSelected()) {
                tip.dismiss();
            }
        });
        menu.addMenuListener(new javax.swing.event.MenuListener() {
            @Override
            public void menuSelected(javax.swing.event.MenuEvent e) {
                teach.setSelected(Settings.tips()); // "No more tips" on a tip turns it off too
            }

            @Override
            public void menuDeselected(javax.swing.event.MenuEvent e) {
            }

            @Override
            public void menuCanceled(javax.swing.event.MenuEvent e) {
            }
        });
        menu.add(teach);
        return menu;
    }
}
