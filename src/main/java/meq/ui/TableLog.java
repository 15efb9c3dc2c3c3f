package meq.ui;

import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import javax.swing.DefaultListModel;
import javax.swing.JList;
import meq.rules.GameEvent;
import meq.rules.Rules;
import meq.rules.words.CardFace;
import meq.rules.words.CardFaces;
import meq.rules.words.Reveals;
import meq.session.Session;
import meq.state.Seat;

/**
 * The table's log: every line of the game that all seats may read, newest first, each headed by its turn and step;
 * a line that names a card shows it on hover and opens it large; and for each seat, the lines since it last had
 * the table (the catch-up).
 */
final class TableLog {
    private final Rules rules;
    private final Session session;
    private final Function<Seat, String> seatName;
    private final Reveals.Teller teller;
    private final DefaultListModel<String> log = new DefaultListModel<>();
    /** The card each log line names (a line names a card only when every seat may read it). */
    private final Map<String, CardFace> cardOfLine = new HashMap<>();
    /** How many log lines each seat had seen when it last had the table (the catch-up starts after them). */
    private final Map<String, Integer> seen = new HashMap<>();
    private int linesAtOpening;

    /** seatName: a seat as the table calls it ("Anna (Sauron)"). */
    TableLog(Rules rules, Session session, Function<Seat, String> seatName) {
        this.rules = rules;
        this.session = session;
        this.seatName = seatName;
        this.teller = new Reveals.Teller(rules);
    }

    /** The log's list: a line naming a card shows it on hover and opens it large on a click. */
    JList<String> list() {
        JList<String> logList = new JList<>(log) {
            @Override
            public String getToolTipText(MouseEvent e) {
                int i = locationToIndex(e.getPoint());
                CardFace f = i < 0 ? null : cardOfLine.get(log.get(i));
                return f != null ? LargeCard.tooltip(f) : i < 0 ? null : LogLines.whole(log.get(i)); // cut at the edge
            }
        };
        logList.setName("log");
        logList.setToolTipText("");
        logList.addMouseListener(new MouseAdapter() {
            @Override
            public void mouseClicked(MouseEvent e) {
                int i = logList.locationToIndex(e.getPoint());
                CardFace f = i < 0 ? null : cardOfLine.get(log.get(i));
                if (f != null && !TableFrame.repeatedClick()) {
                    LargeCard.show(logList, f);
                }
            }
        });
        return logList;
    }

    /** The whole story so far: a new game's opening, or every line of a loaded game's replay. */
    void tellTheStory() {
        List<String> told = new ArrayList<>();
        List<Session.Moment> history = session.history();
        List<List<Reveals.Told>> story = teller.toldAll(session.log());
        for (int i = 0; i < history.size(); i++) {
            told.addAll(lines(history.get(i), i == 0, i < story.size() ? story.get(i)
                    : teller.told(history.get(i).events(), null)));
        }
        Collections.reverse(told);
        log.addAll(told);
        linesAtOpening = log.size();
    }

    /** What one answer told, at the top of the log. */
    void told(List<GameEvent> events) {
        List<Session.Moment> history = session.history();
        lines(history.get(history.size() - 1), false, session.seen().told(teller, events))
                .forEach(line -> log.add(0, line));
    }

    /** A line of the table's own at the top ("T3  (undone)"). */
    void note(String line) {
        log.add(0, line);
    }

    /** The game went back (an undo): the card the teller had at work is forgotten. */
    void forget() {
        teller.forget();
    }

    /** The seat has seen every line so far. */
    void seenBy(Seat s) {
        seen.put(s.id(), log.size());
    }

    /** The log's lines since the seat last had the table, oldest first (since the table opened, the first time). */
    List<String> since(Seat s) {
        int from = seen.getOrDefault(s.id(), linesAtOpening);
        List<String> out = new ArrayList<>();
        for (int i = log.size() - from - 1; i >= 0; i--) {
            out.add(log.get(i));
        }
        return out;
    }

    /** The log's lines for one moment of the story, in the order it told them (the opening's without a time). */
    private List<String> lines(Session.Moment m, boolean opening, List<Reveals.Told> story) {
        List<String> out = new ArrayList<>();
        int turn = m.turn();
        String when;
        int at = 0; // where the told event stands among the moment's events (the tellers replay: equal, not the same)
        // a card with what it did is one line, in the words of its reveal
        for (Reveals.Told told : story) {
            GameEvent e = told.event();
            int found = at;
            while (found < m.events().size() && !m.events().get(found).equals(e)) {
                found++;
            }
            String step = found < m.events().size() ? m.steps().get(found) : m.step();
            at = found < m.events().size() ? found + 1 : at; // not found: the next one is looked for from here
            // a new turn begun by this answer heads its line (the lines after it give their own steps and its turn)
            if (!opening && e instanceof GameEvent.TurnStarted t) {
                turn = t.turn();
                when = "T" + turn + " · " + seatName.apply(Seat.SAURON) + "  ";
            } else if (!opening && e instanceof GameEvent.HeroTurnStarted h) {
                when = "T" + turn + " · " + seatName.apply(Seat.hero(h.hero())) + "  ";
            } else {
                when = opening ? "" : "T" + turn + (step.isEmpty() ? "" : " · " + named(step)) + "  ";
            }
            String line = when + told.line();
            out.add(line);
            String card = cardNamed(e);
            if (card != null) {
                CardFaces.byId(rules, card).filter(f -> told.line().contains(f.title()))
                        .ifPresent(f -> cardOfLine.put(line, f));
            }
        }
        return out;
    }

    /** The card or component an event is about (its line names it only when it is public). */
    private static String cardNamed(GameEvent e) {
        if (e instanceof GameEvent.CardResolved c) {
            return c.card();
        } else if (e instanceof GameEvent.EventDrawn d) {
            return d.event();
        } else if (e instanceof GameEvent.PlotPlayed p) {
            return p.plot();
        } else if (e instanceof GameEvent.MonsterTokenRevealed m) {
            return m.face();
        } else if (e instanceof GameEvent.CombatRound r) {
            return r.opponent();
        } else if (e instanceof GameEvent.ItemGained i) {
            return i.item();
        } else if (e instanceof GameEvent.CharacterPlaced c) {
            return c.character();
        } else if (e instanceof GameEvent.MinionEntered m) {
            return m.minion();
        }
        return null;
    }

    /** A log label with the seat that leads it called by its player's name ("Anna (Sauron) · Action"). */
    private String named(String label) {
        for (String id : session.names().keySet()) {
            Seat s = id.equals("sauron") ? Seat.SAURON : Seat.hero(id);
            String seat = s.sauron() ? "Sauron" : rules.data().hero(id).name();
            if (label.equals(seat) || label.startsWith(seat + " · ")) {
                return seatName.apply(s) + label.substring(seat.length());
            }
        }
        return label;
    }

    /** The card a log line names (null when it names none). */
    CardFace cardOf(String line) {
        return cardOfLine.get(line);
    }

    /** The lines, newest first. */
    List<String> lines() {
        return Collections.list(log.elements());
    }
}
