package meq.state;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import meq.board.Board;
import meq.data.DataException;
import meq.data.Fields;
import meq.data.Problems;
import meq.data.YamlSource;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;

/**
 * Reads a snapshot written by {@link SnapshotWriter}, or a hand-written part of one, over a base state: every
 * part the file gives replaces the base's, every card it names is first taken from wherever the base had it.
 * Every problem is reported with file, line and field; on any problem nothing is returned.
 */
public final class SnapshotReader {
    private final Cards cards;
    private final Board board;
    private final StepForms stepForms;

    /** A reader of states of these cards and this board, whose stacks hold the steps of these forms. */
    public SnapshotReader(Cards cards, Board board, StepForms stepForms) {
        this.cards = cards;
        this.board = board;
        this.stepForms = stepForms;
    }

    /** The top-level keys a snapshot may have (a preset adds its own around them). */
    public static final List<String> KEYS = List.of("format", "turn", "options", "rng", "story", "stageTwoReached",
            "stageThreeReached", "actionTrack", "shadowPool", "influence", "favor", "characters", "minions", "tokens",
            "heroes", "sauron", "heroMission", "activePlots", "currentEvent", "decks", "tokenPiles", "itemSupply",
            "removed", "shadowPlayed", "shadowQuiet", "greenSlowdown", "legacyShadowWindows", "trustFavor", "trustHolder", "winner", "winReason", "stack");

    /** The keys of a hero in a snapshot. */
    public static final List<String> HERO_KEYS = List.of("id", "location", "favor", "levels", "life", "hand", "rest", "damage",
            "items", "corruption", "quests", "questsDone", "thisTurn", "defeats", "others");

    public GameState read(byte[] yaml, String file, GameState base) throws DataException {
        Problems problems = new Problems();
        Node root = YamlSource.parse(yaml, file, problems);
        problems.throwIfAny();
        Fields top = Fields.of(file, root, "", problems);
        problems.throwIfAny();
        GameState s = apply(top, base);
        top.done();
        problems.throwIfAny();
        return s;
    }

    /** Applies the snapshot keys of a mapping (other keys are left for the caller to read). */
    public GameState apply(Fields top, GameState base) {
        GameState s = base.copy();
        Set<Integer> placed = new HashSet<>();
        Reader r = new Reader(top, s, placed);
        r.run();
        CardPlaces.rehome(s, cards, r.othersTo);
        return s;
    }

    private final class Reader {
        final Fields top;
        final GameState s;
        final Set<Integer> placed;
        /** Per hero, the pool his unnamed cards go to (the "others" key of a hero in a preset). */
        final Map<String, String> othersTo = new HashMap<>();

        Reader(Fields top, GameState s, Set<Integer> placed) {
            this.top = top;
            this.s = s;
            this.placed = placed;
        }

        void run() {
            if (top.has("format")) {
                int f = top.integer("format", 1, SnapshotWriter.FORMAT);
                if (f != SnapshotWriter.FORMAT) {
                    top.fail(top.raw("format"), "format", "unknown snapshot format " + f);
                }
            }
            if (top.has("turn")) {
                s.turn = top.integer("turn", 1, 99);
            }
            if (top.has("rng")) {
                List<Long> seeds = top.list("rng", true, (n, f) -> n instanceof ScalarNode sc ? parseLong(sc, f) : null);
                if (seeds.size() == 4) {
                    s.rng = Rng.of(new long[] {seeds.get(0), seeds.get(1), seeds.get(2), seeds.get(3)});
                } else {
                    top.fail(top.raw("rng"), "rng", "expected the generator's 4 numbers");
                }
            }
            Fields o = top.map("options", false);
            if (o != null && o.ok()) {
                for (OptionalRule rule : OptionalRule.values()) {
                    if (o.optBool(rule.key(), s.options.contains(rule))) {
                        s.options.add(rule);
                    } else {
                        s.options.remove(rule);
                    }
                }
                o.done();
            }
            story();
            if (top.has("stageTwoReached")) {
                s.stageTwoReached = top.optBool("stageTwoReached", false);
            }
            if (top.has("stageThreeReached")) {
                s.stageThreeReached = top.optBool("stageThreeReached", false);
            }
            actionTrack();
            if (top.has("shadowPool")) {
                s.shadowPool = top.integer("shadowPool", 0, 12);
            }
            if (top.has("influence")) {
                s.influence = perLocation("influence", 0, 12);
            }
            if (top.has("favor")) {
                s.favorTokens = perLocation("favor", 0, 40);
            }
            characters();
            minions();
            heroes();
            sauron();
            if (top.has("heroMission")) {
                s.heroMission = single("heroMission", EnumSet.of(CardKind.MISSION));
            }
            activePlots();
            currentEvent();
            decks();
            tokens();
            if (top.has("itemSupply")) {
                s.itemSupply = cardList(top, "itemSupply", EnumSet.of(CardKind.ITEM));
            }
            if (top.has("removed")) {
                s.removed = cardList(top, "removed", EnumSet.allOf(CardKind.class));
            }
            Lasting trust = s.lasting(Lasting.Kind.TRUST_IN_FRIENDSHIP);
            int trustFavor = top.has("trustFavor") ? top.integer("trustFavor", 0, 10) : trust == null ? 0 : trust.amount();
            s.setLasting(Lasting.Kind.TRUST_IN_FRIENDSHIP, trustFavor,
                    top.optStr("trustHolder", trust == null ? null : trust.holder()));
            if (top.has("shadowPlayed")) {
                s.shadowPlayed = top.optBool("shadowPlayed", false);
            }
            s.shadowQuiet = top.optBool("shadowQuiet", false);
            s.setLasting(Lasting.Kind.GREEN_SLOWED, top.optInt("greenSlowdown", 0, 0, 2), null);
            s.legacyShadowWindows = top.optBool("legacyShadowWindows", false);
            if (top.has("winner")) {
                String w = top.str("winner");
                s.winner = w == null ? null : StateWords.SIDES.value(w);
                if (w != null && s.winner == null) {
                    top.fail(top.raw("winner"), "winner", "expected heroes, sauron or none, but found \"" + w + "\"");
                }
            } else {
                top.allow("winner");
            }
            s.winReason = top.optStr("winReason", s.winReason);
            if (top.has("stack")) {
                stack();
            } else {
                top.allow("stack");
            }
            givenPiles.forEach(this::noTokenLost);
        }

        private Long parseLong(ScalarNode sc, String field) {
            try {
                return Long.parseLong(sc.getValue());
            } catch (NumberFormatException e) {
                top.fail(sc, field, "expected a whole number, but found \"" + sc.getValue() + "\"");
                return null;
            }
        }

        private void story() {
            Fields f = top.map("story", false);
            if (f == null || !f.ok()) {
                return;
            }
            for (Marker m : Marker.values()) {
                String k = StateWords.key(StateWords.MARKERS, m);
                if (f.has(k)) {
                    s.story.set(m, f.integer(k, 0, StoryTrack.FINALE));
                }
            }
            f.done();
        }

        private void actionTrack() {
            Fields f = top.map("actionTrack", false);
            if (f == null || !f.ok()) {
                return;
            }
            ActionTrack t = new ActionTrack();
            for (ActionType a : ActionType.values()) {
                String k = StateWords.key(StateWords.TRACKS, a);
                if (f.raw(k) instanceof SequenceNode) {
                    int covered = 0;
                    for (int space : f.list(k, true, (n, field) -> f.intValue(n, field, 1, a.spaces()))) {
                        covered |= 1 << (space - 1);
                    }
                    t.setCovered(a, covered);
                } else {
                    t.set(a, f.optInt(k, 0, 0, 3));
                }
            }
            Fields round = f.map("thisRound", false);
            if (round != null && round.ok()) {
                for (ActionType a : ActionType.values()) {
                    String k = StateWords.key(StateWords.TRACKS, a);
                    int placed = 0;
                    for (int space : round.list(k, false, (n, field) -> round.intValue(n, field, 1, a.spaces()))) {
                        placed |= 1 << (space - 1);
                    }
                    if ((placed & ~t.covered(a)) != 0) {
                        round.fail(round.raw(k), round.child(k), "a space placed in this round holds no token");
                    }
                    t.setThisRound(a, placed);
                }
                round.done();
            }
            f.done();
            if (t.total() > 3) {
                top.fail(top.raw("actionTrack"), "actionTrack", "at most 3 action tokens lie on the tracks");
            }
            s.actions = t;
        }

        int location(Fields f, Node n, String field) {
            String id = f.checkId(n, field);
            if (id == null) {
                return -1;
            }
            if (!board.has(id)) {
                f.fail(n, field, "unknown location \"" + id + "\"");
                return -1;
            }
            return board.location(id).index();
        }

        private int[] perLocation(String key, int min, int max) {
            int[] out = new int[board.size()];
            Fields f = top.map(key, false);
            if (f == null || !f.ok()) {
                return out;
            }
            for (String k : f.keys()) {
                int l = location(f, f.keyNode(k), f.child(k));
                int n = f.intValue(f.raw(k), f.child(k), min, max);
                if (l >= 0) {
                    out[l] = n;
                }
            }
            return out;
        }

        private void characters() {
            Fields f = top.map("characters", false);
            if (f == null || !f.ok()) {
                return;
            }
            for (String k : f.keys()) {
                Node v = f.raw(k);
                if (!s.characterAt.containsKey(k)) {
                    f.fail(f.keyNode(k), f.child(k), "unknown character \"" + k + "\"");
                    continue;
                }
                s.characterAt.put(k, Fields.isNull(v) ? -1 : location(f, v, f.child(k)));
            }
        }

        private void minions() {
            Fields f = top.map("minions", false);
            if (f == null || !f.ok()) {
                return;
            }
            for (String k : f.keys()) {
                MinionState m = s.minions.get(k);
                Fields x = f.map(k, true);
                if (m == null) {
                    f.fail(f.keyNode(k), f.child(k), "unknown minion \"" + k + "\"");
                    continue;
                }
                if (x == null || !x.ok()) {
                    continue;
                }
                if (x.has("status")) {
                    Node v = x.raw("status");
                    MinionState.Status st = v instanceof ScalarNode sc ? StateWords.STATUSES.value(sc.getValue()) : null;
                    if (st != null) {
                        m.status = st;
                    } else {
                        x.fail(v, x.child("status"), "expected one of "
                                + String.join(", ", StateWords.STATUSES.written()) + ", but found " + Fields.describe(v));
                    }
                }
                if (x.has("at")) {
                    m.location = location(x, x.raw("at"), x.child("at"));
                } else if (x.raw("at") != null) {
                    m.location = -1;
                }
                m.damage = x.optInt("damage", m.damage, 0, 30);
                x.done();
            }
        }

        private void heroes() {
            if (!top.has("heroes")) {
                return;
            }
            top.list("heroes", true, (n, field) -> {
                Fields f = Fields.of(top.file(), n, field, top.problems());
                String id = f.id("id");
                HeroState h = null;
                for (HeroState x : s.heroes) {
                    if (x.id.equals(id)) {
                        h = x;
                    }
                }
                if (h == null) {
                    if (id != null) {
                        f.fail(f.raw("id"), f.child("id"), "hero \"" + id + "\" is not in this game");
                    }
                    return null;
                }
                if (f.has("location")) {
                    h.location = location(f, f.raw("location"), f.child("location"));
                }
                h.favor = f.optInt("favor", h.favor, 0, 60);
                Fields lv = f.map("levels", false);
                if (lv != null && lv.ok()) {
                    for (Attribute a : Attribute.values()) {
                        h.levels[a.ordinal()] = lv.optInt(StateWords.key(StateWords.ATTRIBUTES, a), h.levels[a.ordinal()], 0,
                                2);
                    }
                    lv.done();
                }
                if (f.has("life")) {
                    h.life = cardList(f, "life", HERO_DECK);
                }
                if (f.has("hand")) {
                    h.hand = cardList(f, "hand", HERO_DECK);
                }
                if (f.has("rest")) {
                    h.rest = cardList(f, "rest", HERO_DECK);
                }
                if (f.has("damage")) {
                    h.damage = cardList(f, "damage", HERO_DECK);
                }
                if (f.has("items")) {
                    h.items = cardList(f, "items", EnumSet.of(CardKind.ITEM));
                }
                if (f.has("corruption")) {
                    h.corruption = cardList(f, "corruption", EnumSet.of(CardKind.CORRUPTION));
                }
                if (f.has("quests")) {
                    h.quests = cardList(f, "quests", QUESTS);
                }
                if (f.has("questsDone")) {
                    h.questsDone = cardList(f, "questsDone", QUESTS);
                }
                Fields t = f.map("thisTurn", false);
                if (t != null && t.ok()) {
                    h.darkPathTaken = t.optBool("darkPathTaken", h.darkPathTaken);
                    h.turnOver = t.optBool("turnOver", h.turnOver);
                    h.skipAmbush = t.optBool("skipAmbush", h.skipAmbush);
                    // a card made a location perilous this turn: named, or (perilousThisTurn: true) where he stands
                    if (t.optBool("perilousThisTurn", false)) {
                        h.perilousAt = h.location;
                    }
                    if (t.has("perilousLocation")) {
                        h.perilousAt = location(t, t.raw("perilousLocation"), t.child("perilousLocation"));
                    } else {
                        t.allow("perilousLocation");
                    }
                    h.travelLimit = t.optInt("travelLimit", h.travelLimit, -1, 20);
                    h.moves = t.optInt("moves", h.moves, 0, 99);
                    h.favorGainedThisTurn = t.optInt("favorGained", h.favorGainedThisTurn, 0, 99);
                    h.abilityUsed = t.optBool("abilityUsed", h.abilityUsed);
                    if (t.has("scouted")) {
                        h.scouted = location(t, t.raw("scouted"), t.child("scouted"));
                    } else {
                        t.allow("scouted");
                        if (t.raw("scouted") != null) {
                            h.scouted = -1;
                        }
                    }
                    t.done();
                }
                h.defeats = f.optInt("defeats", h.defeats, 0, 99);
                String others = f.optStr("others", null);
                if (others != null) {
                    if (List.of("life", "rest", "damage").contains(others)) {
                        othersTo.put(h.id, others);
                        if (!f.has("life")) {
                            h.life.clear();
                        }
                        if (!f.has("rest")) {
                            h.rest.clear();
                        }
                        if (!f.has("damage")) {
                            h.damage.clear();
                        }
                        if (!f.has("hand")) {
                            h.hand.clear();
                        }
                    } else {
                        f.fail(f.raw("others"), f.child("others"), "expected life, rest or damage, but found \"" + others + "\"");
                    }
                }
                f.done(HERO_KEYS);
                return h;
            });
        }

        private void sauron() {
            Fields f = top.map("sauron", false);
            if (f == null || !f.ok()) {
                return;
            }
            if (f.has("shadows")) {
                s.sauronShadows = cardList(f, "shadows", EnumSet.of(CardKind.SHADOW));
            }
            if (f.has("plots")) {
                s.sauronPlots = cardList(f, "plots", EnumSet.of(CardKind.PLOT));
            }
            if (f.has("mission")) {
                s.sauronMission = singleIn(f, "mission", EnumSet.of(CardKind.MISSION));
            }
            f.done();
        }

        private int single(String key, Set<CardKind> kinds) {
            return singleIn(top, key, kinds);
        }

        private int singleIn(Fields f, String key, Set<CardKind> kinds) {
            Node n = f.raw(key);
            if (n == null || Fields.isNull(n)) {
                return -1;
            }
            return card(f, n, f.child(key), kinds);
        }

        private void activePlots() {
            if (!top.has("activePlots")) {
                return;
            }
            Node n = top.raw("activePlots");
            if (!(n instanceof SequenceNode seq) || seq.getValue().size() > 3) {
                top.fail(n, "activePlots", "expected a list of up to 3 slots (a plot and where it stands, or nothing)");
                return;
            }
            int[] plots = {-1, -1, -1};
            int[] at = {-1, -1, -1};
            for (int i = 0; i < seq.getValue().size(); i++) {
                Node slot = seq.getValue().get(i);
                if (Fields.isNull(slot)) {
                    continue;
                }
                Fields x = Fields.of(top.file(), slot, "activePlots[" + i + "]", top.problems());
                if (!x.ok()) {
                    continue;
                }
                plots[i] = card(x, x.raw("plot"), x.child("plot"), EnumSet.of(CardKind.PLOT));
                at[i] = location(x, x.raw("at"), x.child("at"));
                x.done();
            }
            s.activePlots = plots;
            s.plotAt = at;
        }

        private void currentEvent() {
            if (!top.has("currentEvent")) {
                if (top.raw("currentEvent") != null) {
                    s.currentEvent = -1;
                    s.eventMarker = -1;
                }
                return;
            }
            Fields x = top.map("currentEvent", false);
            if (x == null || !x.ok()) {
                return;
            }
            s.currentEvent = card(x, x.raw("event"), x.child("event"), EnumSet.of(CardKind.EVENT));
            s.eventMarker = x.has("at") ? location(x, x.raw("at"), x.child("at")) : -1;
            x.done();
        }

        private void decks() {
            Fields f = top.map("decks", false);
            if (f == null || !f.ok()) {
                return;
            }
            for (String k : f.keys()) {
                Pile p;
                if (k.equals("skills")) {
                    p = s.skillDeck;
                } else if (k.startsWith("combat-") && s.combatDecks.containsKey(k.substring(7))) {
                    p = s.combatDecks.get(k.substring(7));
                } else if (s.decks.containsKey(k)) {
                    p = s.decks.get(k);
                } else {
                    f.fail(f.keyNode(k), f.child(k), "unknown deck \"" + k + "\"");
                    continue;
                }
                Fields x = f.map(k, true);
                if (x == null || !x.ok()) {
                    continue;
                }
                Set<CardKind> kinds = EnumSet.noneOf(CardKind.class);
                for (IntList l : List.of(p.drawPile(), p.discards())) {
                    for (int i = 0; i < l.size(); i++) {
                        kinds.add(cards.kind(l.get(i)));
                    }
                }
                if (kinds.isEmpty()) {
                    kinds = EnumSet.allOf(CardKind.class); // an empty deck in the base: nothing to tell its kind by
                }
                IntList draw = x.has("draw") ? cardList(x, "draw", kinds) : null;
                IntList discards = x.has("discards") ? cardList(x, "discards", kinds) : null;
                x.done();
                if (draw != null) {
                    p.drawPile().clear();
                    p.drawPile().addAll(draw);
                }
                if (discards != null) {
                    p.discards().clear();
                    p.discards().addAll(discards);
                }
            }
        }

        private void tokens() {
            Set<Integer> used = new HashSet<>();
            placeTokens(used, givenPiles);
        }

        /** The token piles the file writes out, checked once the stack (which may hold a token) is read. */
        private final Map<String, Fields> givenPiles = new LinkedHashMap<>();

        /**
         * A pile written out lists each of its tokens in its draw or discards, unless the token lies on the board: a
         * token left out would be nowhere, so the pile is named with the faces it leaves out.
         */
        private void noTokenLost(String colour, Fields f) {
            Pile p = s.tokenPiles.get(colour);
            Map<String, Integer> missing = new LinkedHashMap<>();
            int of = 0;
            for (int t = 0; t < cards.tokenCount(); t++) {
                if (!cards.tokenPile(t).equals(colour)) {
                    continue;
                }
                of++;
                if (s.tokenAt[t] < 0 && !p.drawPile().contains(t) && !p.discards().contains(t) && !held(t)) {
                    String face = cards.tokenFace(t);
                    missing.merge(face == null ? "blank" : face, 1, Integer::sum);
                }
            }
            if (missing.isEmpty()) {
                return;
            }
            int n = missing.values().stream().mapToInt(Integer::intValue).sum();
            StringBuilder faces = new StringBuilder();
            missing.forEach((face, k) -> faces.append(faces.length() == 0 ? "" : ", ").append(k > 1 ? k + " " : "")
                    .append(face));
            f.fail(f.keyNode(colour), f.child(colour), n + " of the " + colour + " pile's " + of + " tokens are nowhere ("
                    + faces + "): list each in draw or discards, or place it on the board with tokens:");
        }

        /** Whether a step on the stack holds this token (drawn and looked at, not yet placed). */
        private boolean held(int token) {
            for (Frame f : s.stack) {
                if (f instanceof HoldsToken h && h.token() == token) {
                    return true;
                }
            }
            return false;
        }

        private void placeTokens(Set<Integer> used, Map<String, Fields> given) {
            if (top.has("tokenPiles")) {
                Fields f = top.map("tokenPiles", false);
                if (f != null && f.ok()) {
                    for (String colour : f.keys()) {
                        Pile p = s.tokenPiles.get(colour);
                        Fields x = f.map(colour, true);
                        if (p == null) {
                            f.fail(f.keyNode(colour), f.child(colour), "unknown token pile \"" + colour + "\"");
                            continue;
                        }
                        if (x == null || !x.ok()) {
                            continue;
                        }
                        p.drawPile().clear();
                        p.discards().clear();
                        faces(x, "draw", colour, used).forEach(p.drawPile()::add);
                        faces(x, "discards", colour, used).forEach(p.discards()::add);
                        x.done();
                        given.put(colour, f);
                    }
                }
            }
            if (!top.has("tokens")) {
                return;
            }
            Arrays.fill(s.tokenAt, -1);
            top.list("tokens", true, (n, field) -> {
                Fields x = Fields.of(top.file(), n, field, top.problems());
                String pile = x.id("pile");
                String face = x.str("face");
                int at = location(x, x.raw("at"), x.child("at"));
                x.done();
                int t = token(x, n, field, pile, face, used);
                if (t >= 0 && at >= 0) {
                    for (Pile p : s.tokenPiles.values()) {
                        p.drawPile().remove(t);
                        p.discards().remove(t);
                    }
                    s.tokenAt[t] = at;
                }
                return t;
            });
        }

        private List<Integer> faces(Fields x, String key, String colour, Set<Integer> used) {
            List<Integer> out = new ArrayList<>();
            Node list = x.raw(key);
            if (list == null) {
                return out;
            }
            x.listValue(list, x.child(key), (n, field) -> {
                String face = n instanceof ScalarNode sc ? sc.getValue() : null;
                int t = token(x, n, field, colour, face, used);
                if (t >= 0) {
                    out.add(t);
                }
                return t;
            });
            return out;
        }

        /** A token by face ("orc") or by face and number ("orc#2"): the given one, or the next one unused. */
        private int token(Fields f, Node n, String field, String pile, String face, Set<Integer> used) {
            if (pile == null || face == null) {
                return -1;
            }
            int want = 0;
            String bare = face;
            int hash = face.lastIndexOf('#');
            if (hash > 0) {
                bare = face.substring(0, hash);
                try {
                    want = Integer.parseInt(face.substring(hash + 1));
                } catch (NumberFormatException e) {
                    want = -1;
                }
            }
            int k = 0;
            for (int t = 0; t < cards.tokenCount(); t++) {
                String tf = cards.tokenFace(t);
                if (cards.tokenPile(t).equals(pile) && (bare.equals("blank") ? tf == null : bare.equals(tf))) {
                    k++;
                    if ((want == 0 || want == k) && used.add(t)) {
                        return t;
                    }
                }
            }
            f.fail(n, field, want != 0 ? "no token \"" + face + "\" in the " + pile + " pile, or it is given twice"
                    : "no " + face + " token left in the " + pile + " pile");
            return -1;
        }

        private IntList cardList(Fields f, String key, Set<CardKind> kinds) {
            IntList out = new IntList();
            f.list(key, true, (n, field) -> {
                int c = card(f, n, field, kinds);
                if (c >= 0) {
                    out.add(c);
                }
                return c;
            });
            return out;
        }

        /** The next unused copy of a named card of one of these kinds, taken out of wherever the base state had it. */
        private int card(Fields f, Node n, String field, Set<CardKind> kinds) {
            int c = card(f, n, field);
            if (c >= 0 && !kinds.contains(cards.kind(c))) {
                f.fail(n, field, "\"" + ((ScalarNode) n).getValue() + "\" is " + article(cards.kind(c)) + " card, not "
                        + String.join(" or ", kinds.stream().map(SnapshotReader::article).toList()) + " card");
                return -1;
            }
            return c;
        }

        private int card(Fields f, Node n, String field) {
            if (!(n instanceof ScalarNode sc)) {
                f.fail(n, field, "expected a card name, but found " + Fields.describe(n));
                return -1;
            }
            String name = sc.getValue();
            int copy = 0;
            int hash = name.lastIndexOf('#');
            if (hash > 0 && name.substring(hash + 1).matches("[0-9]{1,9}")) {
                copy = Integer.parseInt(name.substring(hash + 1));
                name = name.substring(0, hash);
            }
            List<Integer> copies = cards.copies(name);
            if (copies.isEmpty()) {
                f.fail(n, field, "unknown card \"" + name + "\"");
                return -1;
            }
            if (copy > 0) {
                if (copy > copies.size() || !placed.add(copies.get(copy - 1))) {
                    f.fail(n, field, copy > copies.size() ? "\"" + name + "\" has " + copies.size() + " copies, not " + copy
                            : "\"" + sc.getValue() + "\" is already placed");
                    return -1;
                }
                detach(s, copies.get(copy - 1));
                return copies.get(copy - 1);
            }
            for (int c : copies) {
                if (placed.add(c)) {
                    detach(s, c);
                    return c;
                }
            }
            f.fail(n, field, "every copy of \"" + name + "\" (" + copies.size() + ") is already placed");
            return -1;
        }

        private void stack() {
            StepReader steps = new StepReader(stepForms, s);
            List<Frame> frames = top.list("stack", true,
                    (n, field) -> steps.step(Fields.of(top.file(), n, field, top.problems())));
            s.stack.clear();
            for (int i = frames.size() - 1; i >= 0; i--) {
                s.stack.push(frames.get(i));
            }
        }
    }

    /** The cards a hero's life pool, hand, rest and damage can hold. */
    private static final Set<CardKind> HERO_DECK = EnumSet.of(CardKind.HERO, CardKind.SKILL);
    /** The cards a hero's quests can be: quest cards, and encounters that become quests. */
    private static final Set<CardKind> QUESTS = EnumSet.of(CardKind.QUEST, CardKind.ENCOUNTER);

    private static String article(CardKind k) {
        String w = k.name().toLowerCase();
        return ("aeiou".indexOf(w.charAt(0)) >= 0 ? "an " : "a ") + w;
    }

    /** Takes a card out of every place in a state (before it is put where a snapshot says). */
    static void detach(GameState s, int card) {
        for (HeroState h : s.heroes) {
            for (IntList l : List.of(h.life, h.hand, h.rest, h.damage, h.items, h.corruption, h.quests, h.questsDone)) {
                l.remove(card);
            }
        }
        s.skillDeck.drawPile().remove(card);
        s.skillDeck.discards().remove(card);
        for (Map<String, Pile> piles : List.of(s.combatDecks, s.decks)) {
            for (Pile p : piles.values()) {
                p.drawPile().remove(card);
                p.discards().remove(card);
            }
        }
        s.sauronShadows.remove(card);
        s.sauronPlots.remove(card);
        s.itemSupply.remove(card);
        s.removed.remove(card);
        for (int i = 0; i < s.activePlots.length; i++) {
            if (s.activePlots[i] == card) {
                s.activePlots[i] = -1;
                s.plotAt[i] = -1;
            }
        }
        if (s.currentEvent == card) {
            s.currentEvent = -1;
            s.eventMarker = -1;
        }
        if (s.sauronMission == card) {
            s.sauronMission = -1;
        }
        if (s.heroMission == card) {
            s.heroMission = -1;
        }
    }
}
