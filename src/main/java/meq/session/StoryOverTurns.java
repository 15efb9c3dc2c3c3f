package meq.session;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import meq.rules.GameEvent;
import meq.state.GameState;
import meq.state.Marker;

/** The story track over the turns: where each marker stood at the start and at the end of every turn. */
public final class StoryOverTurns {
    private StoryOverTurns() {
    }

    /** The markers at one moment: the game's start (turn 0 of a new game, or the preset's turn), or a turn's end. */
    public record Point(int turn, Map<Marker, Integer> positions) {
        public Point {
            positions = Collections.unmodifiableMap(new EnumMap<>(positions));
        }
    }

    /** The start, then each turn's end, ending with the markers as they stand now. */
    public static List<Point> of(Session session) {
        GameState start = session.log().withActions(List.of()).start(session.rules());
        Map<Marker, Integer> now = new EnumMap<>(Marker.class);
        for (Marker m : Marker.values()) {
            now.put(m, start.story.position(m));
        }
        List<Point> out = new ArrayList<>();
        int turn = start.turn;
        out.add(new Point(Math.max(0, turn - 1), now));
        for (Session.Moment moment : session.history()) {
            for (GameEvent e : moment.events()) {
                if (e instanceof GameEvent.TurnStarted t && t.turn() != turn) {
                    if (!(out.get(out.size() - 1).turn() == turn)) {
                        out.add(new Point(turn, now));
                    }
                    turn = t.turn();
                } else if (e instanceof GameEvent.StoryMarkerAdvanced a) {
                    now.put(a.marker(), a.to());
                }
            }
        }
        out.add(new Point(turn, now));
        return out;
    }
}
