package meq.ui;

import java.awt.BorderLayout;
import java.awt.Component;
import java.awt.Dimension;
import java.awt.GraphicsConfiguration;
import java.awt.Rectangle;
import java.awt.Window;
import java.awt.event.KeyEvent;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Map;
import javax.swing.BorderFactory;
import javax.swing.DefaultListModel;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JDialog;
import javax.swing.JEditorPane;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JOptionPane;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JSplitPane;
import javax.swing.JTextField;
import javax.swing.ListSelectionModel;
import javax.swing.RootPaneContainer;
import javax.swing.SwingUtilities;
import javax.swing.event.HyperlinkEvent;
import meq.data.DataException;
import meq.data.HowToPlay;
import meq.rules.Rules;
import meq.rules.words.CardFaces;

/**
 * How to play (Help menu, F1): the rules in our own words, page by page in the rulebook's order, searchable. A page
 * says which part of the table it speaks of, links other pages and opens the cards it names. One window at a time,
 * beside the table (it does not stop play), owned by the window it was asked from.
 */
final class HowToPlayWindow extends JDialog {
    /** Where each part of the table a page speaks of is found. */
    static final Map<String, String> WHERE = Map.ofEntries(
            Map.entry("map", "the map, in the middle of the table"),
            Map.entry("story-track", "the Story Track, at the top right of the table"),
            Map.entry("shadow-pool", "the Shadow Pool, under the Story Track (\"Shadow Pool 4 / 4\")"),
            Map.entry("action-tracks", "Sauron's action tracks (Influence, Shadow & Plot, Command), under the Story Track"),
            Map.entry("plot-track", "the active plots, at the bottom left"),
            Map.entry("event", "the current event, at the bottom left beside the active plots"),
            Map.entry("hero-sheet", "the heroes' sheets, on the right (click one to open it whole)"),
            Map.entry("hand", "the hand, at the bottom, under the map"),
            Map.entry("choices", "the choices, at the bottom right: everything you may do now"),
            Map.entry("log", "the log, on the right under the heroes"),
            Map.entry("combat", "the combat table, which opens over the map during a fight"),
            Map.entry("curtain", "the curtain, which hides the table when the seat passes"));

    private static HowToPlayWindow open;

    private final HowToPlay book;
    private final Rules rules;
    private final DefaultListModel<HowToPlay.Page> shown = new DefaultListModel<>();
    private final JList<HowToPlay.Page> contents = new JList<>(shown);
    private final JEditorPane page = new JEditorPane();
    private final JLabel where = new JLabel(" ");
    private final JTextField search = new JTextField();
    private final JButton back = new JButton("Back");
    private final Deque<String> history = new ArrayDeque<>();
    private HowToPlay.Page current;

    private HowToPlayWindow(Window owner, HowToPlay book, Rules rules) {
        super(owner, "How to play Middle-Earth Quest", ModalityType.MODELESS);
        this.book = book;
        this.rules = rules;
        setName("how-to-play");
        AppIcon.on(this);
        Escape.install();
        book.pages().forEach(shown::addElement);
        contents.setName("how-to-play-contents");
        contents.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        contents.setCellRenderer((list, p, i, selected, focus) -> {
            JLabel l = new JLabel((book.pages().indexOf(p) + 1) + ". " + p.title());
            l.setBorder(BorderFactory.createEmptyBorder(3, 6, 3, 6));
            l.setOpaque(selected);
            if (selected) {
                l.setBackground(list.getSelectionBackground());
                l.setForeground(list.getSelectionForeground());
            }
            return l;
        });
        contents.addListSelectionListener(e -> {
            HowToPlay.Page p = contents.getSelectedValue();
            if (!e.getValueIsAdjusting() && p != null && p != current) {
                go(p.id(), true);
            }
        });
        FilterField.of(search, "how-to-play-search", "Search the rules (for example: Shadow Pool)", this::filter);
        page.setName("how-to-play-page");
        page.setContentType("text/html");
        page.setEditable(false);
        page.putClientProperty(JEditorPane.HONOR_DISPLAY_PROPERTIES, true);
        page.addHyperlinkListener(e -> {
            if (e.getEventType() == HyperlinkEvent.EventType.ACTIVATED) {
                follow(e.getDescription());
            }
        });
        back.setName("how-to-play-back");
        back.addActionListener(e -> back());
        where.setName("how-to-play-where");
        where.setBorder(BorderFactory.createEmptyBorder(4, 8, 4, 8));

        JPanel left = new JPanel(new BorderLayout(0, 6));
        left.add(search, BorderLayout.NORTH);
        left.add(new JScrollPane(contents), BorderLayout.CENTER);
        left.setBorder(BorderFactory.createEmptyBorder(6, 6, 6, 0));
        JPanel right = new JPanel(new BorderLayout());
        JPanel top = new JPanel(new BorderLayout());
        top.add(back, BorderLayout.WEST);
        top.add(where, BorderLayout.CENTER);
        right.add(top, BorderLayout.NORTH);
        right.add(new JScrollPane(page), BorderLayout.CENTER);
        JSplitPane split = new JSplitPane(JSplitPane.HORIZONTAL_SPLIT, left, right);
        split.setDividerLocation(310);
        setContentPane(split);
        fitTo(owner);
    }

    /** Opens How to play over the window of this component, at the page with this id (or where it was left). */
    static HowToPlayWindow show(Component from, Rules rules, String pageId) {
        Window owner = from == null ? null : from instanceof Window w ? w : SwingUtilities.getWindowAncestor(from);
        HowToPlay book;
        try {
            book = HowToPlay.bundled();
        } catch (DataException e) {
            JOptionPane.showMessageDialog(from, "The rules help could not be read:\n" + e.getMessage(), "How to play",
                    JOptionPane.ERROR_MESSAGE);
            return null;
        }
        if (open == null || !open.isDisplayable() || open.getOwner() != owner) {
            if (open != null) {
                open.dispose();
            }
            open = new HowToPlayWindow(owner, book, rules);
            open.go(book.pages().get(0).id(), false);
        }
        if (pageId != null && book.page(pageId) != null) {
            open.go(pageId, true);
        }
        open.setVisible(true);
        open.toFront();
        return open;
    }

    /** The window open now, or null (for tests). */
    static HowToPlayWindow showing() {
        return open != null && open.isVisible() ? open : null;
    }

    /**
     * F1 opens How to play from anywhere in this window (rules may be null while the data is read: no card links), at
     * the page of the part of the table under the pointer, if any ({@link Hovered}).
     */
    static void onF1(RootPaneContainer w, java.util.function.Supplier<Rules> rules) {
        w.getRootPane().getInputMap(JComponent.WHEN_IN_FOCUSED_WINDOW).put(Commands.plain(KeyEvent.VK_F1), "how-to-play");
        w.getRootPane().getActionMap().put("how-to-play",
                Commands.action("How to play", "The rules, page by page (F1)", null, () -> show(w.getRootPane(),
                        rules.get(), w instanceof Window win ? Hovered.pageUnderPointer(win) : null)));
    }

    /** The page shown now. */
    HowToPlay.Page current() {
        return current;
    }

    /** The page's HTML as shown (for tests). */
    String pageText() {
        return page.getText();
    }

    void searchFor(String query) {
        search.setText(query);
    }

    /** The titles listed now (all, or those the search finds). */
    java.util.List<String> listed() {
        java.util.List<String> out = new java.util.ArrayList<>();
        for (int i = 0; i < shown.size(); i++) {
            out.add(shown.get(i).title());
        }
        return out;
    }

    /** Follows a link of a page: "page:ID" or "card:KIND:ID". */
    void follow(String href) {
        if (href.startsWith("page:")) {
            go(href.substring(5), true);
        } else if (href.startsWith("card:") && rules != null) {
            CardFaces.byId(rules, HowToPlay.cardId(href.substring(5))).ifPresent(f -> LargeCard.show(this, f));
        }
    }

    private void go(String id, boolean remember) {
        HowToPlay.Page p = book.page(id);
        if (p == null || p == current) {
            return;
        }
        if (remember && current != null) {
            history.push(current.id());
        }
        current = p;
        page.setText(HelpText.html(p, pid -> {
            HowToPlay.Page linked = book.page(pid);
            return linked == null ? null : linked.title();
        }, c -> rules == null ? c : CardFaces.byId(rules, HowToPlay.cardId(c)).map(f -> f.title()).orElse(c)));
        page.setCaretPosition(0);
        where.setText(p.shows() == null ? " " : "On the table: " + WHERE.getOrDefault(p.shows(), p.shows()));
        back.setEnabled(!history.isEmpty());
        if (contents.getSelectedValue() != p) {
            contents.setSelectedValue(p, true);
        }
    }

    private void back() {
        if (!history.isEmpty()) {
            go(history.pop(), false);
        }
    }

    private void filter() {
        java.util.List<HowToPlay.Page> found = book.search(search.getText());
        shown.clear();
        found.forEach(shown::addElement);
        if (!found.isEmpty() && !found.contains(current)) {
            go(found.get(0).id(), true);
        } else if (current != null) {
            contents.setSelectedValue(current, true);
        }
    }

    /** A size that fits the screen the owner is on: at most 980 by 700, beside or over the owner. */
    private void fitTo(Window owner) {
        GraphicsConfiguration gc = owner != null ? owner.getGraphicsConfiguration() : getGraphicsConfiguration();
        Rectangle screen = gc == null ? new Rectangle(0, 0, 1366, 768) : gc.getBounds();
        setSize(new Dimension(Math.min(980, screen.width - 40), Math.min(700, screen.height - 60)));
        setLocationRelativeTo(owner);
    }
}
