package meq.rules.table;

import java.util.ArrayList;
import java.util.List;
import meq.board.Location;
import meq.board.Neighbour;
import meq.data.Selector;
import meq.rules.Ctx;
import meq.rules.Scope;
import meq.state.MinionState;

/** Which locations a card's selector means, now. */
public final class Selectors {
    private Selectors() {
    }

    public static List<Location> resolve(Ctx c, Selector sel, Scope scope) {
        List<Location> base = new ArrayList<>();
        switch (sel.base()) {
            case "location", "locations" -> sel.ids().forEach(id -> base.add(c.board().location(id)));
            case "region", "regions" -> inRegions(c, sel.ids(), base);
            case "within" -> {
                Location o = origin(c, sel.of(), scope);
                if (o != null) {
                    base.addAll(c.board().within(o, sel.range()));
                }
            }
            case "adjacent" -> {
                Location o = origin(c, sel.of(), scope);
                if (o != null) {
                    for (Neighbour n : c.board().neighbours(o)) {
                        base.add(n.to());
                    }
                }
            }
            case "here" -> {
                if (scope.hero() != null) {
                    base.add(c.loc(c.s.hero(scope.hero()).location));
                }
            }
            case "anywhere" -> base.addAll(c.board().locations());
            case "affected" -> {
                if (scope.affected() >= 0) {
                    base.add(c.loc(scope.affected()));
                }
            }
            default -> throw new IllegalStateException("selector " + sel.kind());
        }
        if (sel.flagCount() == 0) {
            return base;
        }
        List<Location> out = new ArrayList<>();
        for (Location l : base) {
            if (passes(c, sel, l)) {
                out.add(l);
            }
        }
        return out;
    }

    /** The locations of the named regions, in the board's order. */
    private static void inRegions(Ctx c, List<String> regions, List<Location> out) {
        if (regions.size() == 1) {
            for (int i : c.board().regionIndices(regions.get(0))) {
                out.add(c.loc(i));
            }
            return;
        }
        boolean[] in = new boolean[c.board().size()];
        for (String r : regions) {
            for (int i : c.board().regionIndices(r)) {
                in[i] = true;
            }
        }
        for (int i = 0; i < in.length; i++) {
            if (in[i]) {
                out.add(c.loc(i));
            }
        }
    }

    /** Whether a selector takes in this location, without listing the whole selection. */
    public static boolean matches(Ctx c, Selector sel, Scope scope, Location l) {
        boolean in = switch (sel.base()) {
            case "location", "locations" -> sel.ids().contains(l.id());
            case "region", "regions" -> sel.ids().contains(l.region().id());
            case "anywhere" -> true;
            case "here" -> scope.hero() != null && c.s.hero(scope.hero()).location == l.index();
            case "affected" -> scope.affected() == l.index();
            default -> resolve(c, sel, scope).contains(l);
        };
        return in && passes(c, sel, l);
    }

    private static boolean passes(Ctx c, Selector sel, Location l) {
        for (int i = 0; i < sel.flagCount(); i++) {
            boolean ok = switch (sel.flag(i)) {
                case "notHaven" -> !l.haven();
                case "haven" -> l.haven();
                case "notStronghold" -> !l.isStronghold();
                case "withInfluence" -> c.s.influence[l.index()] > 0;
                case "withCharacter" -> c.s.characterAt.containsValue(l.index());
                case "withMonster" -> Table.enemyAt(c, l.index());
                case "noPlot" -> !plotMarkerAt(c, l.index());
                default -> true;
            };
            if (!ok) {
                return false;
            }
        }
        return true;
    }

    /** Whether an active plot's marker lies on the location. */
    static boolean plotMarkerAt(Ctx c, int location) {
        for (int i = 0; i < c.s.activePlots.length; i++) {
            if (c.s.activePlots[i] >= 0 && c.s.plotAt[i] == location) {
                return true;
            }
        }
        return false;
    }

    /** The place a within/adjacent selector counts from: a location id, hero, affected, or a minion. */
    static Location origin(Ctx c, String of, Scope scope) {
        if (of == null) {
            return null;
        }
        if (of.equals("hero")) {
            return scope.hero() == null ? null : c.loc(c.s.hero(scope.hero()).location);
        }
        if (of.equals("affected")) {
            return scope.affected() < 0 ? null : c.loc(scope.affected());
        }
        MinionState m = c.s.minions.get(of);
        if (m != null) {
            return m.onBoard() ? c.loc(m.location) : null;
        }
        return c.board().location(of);
    }
}
