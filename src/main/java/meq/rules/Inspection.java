package meq.rules;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import meq.board.InfluenceNetwork;
import meq.board.Location;
import meq.state.GameState;
import meq.state.HeroState;

/** The facts `meq inspect` prints about a state: stage, dominance, distances, perils, influence and violations. */
public final class Inspection {
    private Inspection() {
    }

    public static Map<String, Object> of(Rules rules, GameState s) {
        Ctx c = new Ctx(rules, s, new ArrayList<>());
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("stage", s.story.stage());
        m.put("dominant", Dominance.of(rules, s).name());
        m.put("heroDistance", s.story.heroDistance());
        m.put("sauronDistance", s.story.sauronDistance());
        m.put("finale", s.story.finaleReached());
        m.put("shadowPool", s.shadowPool);
        m.put("shadowPoolLimit", s.shadowPoolLimit());
        Map<String, Object> heroes = new LinkedHashMap<>();
        for (HeroState h : s.heroes) {
            Map<String, Object> x = new LinkedHashMap<>();
            Location l = rules.board().location(h.location);
            x.put("location", l.id());
            x.put("perilous", Perils.perilous(c, h));
            x.put("closestHavens", rules.board().closestHavens(l).stream().map(Location::id).toList());
            heroes.put(h.id, x);
        }
        m.put("heroes", heroes);
        InfluenceNetwork net = InfluenceNetwork.of(rules.board(), s.influence);
        Map<String, Object> locations = new LinkedHashMap<>();
        for (Location l : rules.board().locations()) {
            if (s.influence[l.index()] > 0) {
                Map<String, Object> x = new LinkedHashMap<>();
                x.put("influence", s.influence[l.index()]);
                x.put("strongholds", net.connectedStrongholds(l).stream().map(Location::id).toList());
                x.put("cap", net.cap(l));
                locations.put(l.id(), x);
            }
        }
        m.put("locations", locations);
        List<String> violations = new ArrayList<>(Invariants.check(rules, s));
        m.put("violations", violations);
        return m;
    }
}
