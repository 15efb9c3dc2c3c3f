package meq.state;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import meq.board.Board;
import org.yaml.snakeyaml.DumperOptions;
import org.yaml.snakeyaml.Yaml;

/**
 * Writes a game state as YAML: readable names for cards ("argalad:overdraw", "plot:gollum-is-tortured"),
 * locations and tokens, every pile in order (bottom first), and the step stack (top first).
 */
public final class SnapshotWriter {
    public static final int FORMAT = 1;

    private final Cards cards;
    private final Board board;
    private final StepForms stepForms;

    /** A writer of states of these cards and this board, whose stacks hold the steps of these forms. */
    public SnapshotWriter(Cards cards, Board board, StepForms stepForms) {
        this.cards = cards;
        this.board = board;
        this.stepForms = stepForms;
    }

    public String write(GameState s) {
        return yaml().dump(toMap(s));
    }

    /** A digest of everything but the step stack: equal for equal games, whatever step they stand in. */
    public String digest(GameState s) {
        Map<String, Object> m = toMap(s, false);
        try {
            byte[] h = MessageDigest.getInstance("SHA-256")
                    .digest(yaml().dump(m).getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(h);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    public static Yaml yaml() {
        DumperOptions o = new DumperOptions();
        o.setDefaultFlowStyle(DumperOptions.FlowStyle.BLOCK);
        o.setWidth(120);
        o.setSplitLines(true);
        return new Yaml(o);
    }

    public Map<String, Object> toMap(GameState s) {
        return toMap(s, true);
    }

    /** A track's spaces given as bits, numbered from 1. */
    private static List<Object> spaces(ActionType t, int bits) {
        List<Object> spaces = new ArrayList<>();
        for (int i = 0; i < t.spaces(); i++) {
            if ((bits >> i & 1) != 0) {
                spaces.add(i + 1);
            }
        }
        return spaces;
    }

    Map<String, Object> toMap(GameState s, boolean withStack) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("format", FORMAT);
        m.put("turn", s.turn);
        Map<String, Object> options = new LinkedHashMap<>();
        for (OptionalRule rule : OptionalRule.values()) {
            options.put(rule.key(), s.options.contains(rule));
        }
        m.put("options", options);
        m.put("rng", toList(s.rng.state()));
        Map<String, Object> story = new LinkedHashMap<>();
        for (Marker mk : Marker.values()) {
            story.put(StateWords.key(StateWords.MARKERS, mk), s.story.position(mk));
        }
        m.put("story", story);
        m.put("stageTwoReached", s.stageTwoReached);
        m.put("stageThreeReached", s.stageThreeReached);
        Map<String, Object> track = new LinkedHashMap<>();
        for (ActionType t : ActionType.values()) {
            int covered = s.actions.covered(t);
            if (covered == (1 << s.actions.tokens(t)) - 1) {
                track.put(StateWords.key(StateWords.TRACKS, t), s.actions.tokens(t));
            } else {
                // a token left alone on a later space (the 4th token's): the covered spaces, from 1
                track.put(StateWords.key(StateWords.TRACKS, t), spaces(t, covered));
            }
        }
        Map<String, Object> round = new LinkedHashMap<>();
        for (ActionType t : ActionType.values()) {
            int placed = s.actions.thisRound(t);
            if (placed != 0) {
                round.put(StateWords.key(StateWords.TRACKS, t), spaces(t, placed));
            }
        }
        if (!round.isEmpty()) {
            track.put("thisRound", round); // the spaces whose tokens were placed in this round
        }
        m.put("actionTrack", track);
        m.put("shadowPool", s.shadowPool);
        m.put("influence", perLocation(s.influence));
        m.put("favor", perLocation(s.favorTokens));
        Map<String, Object> chars = new LinkedHashMap<>();
        s.characterAt.forEach((k, v) -> chars.put(k, v < 0 ? null : loc(v)));
        m.put("characters", chars);
        Map<String, Object> minions = new LinkedHashMap<>();
        for (MinionState ms : s.minions.values()) {
            Map<String, Object> x = new LinkedHashMap<>();
            x.put("status", StateWords.key(StateWords.STATUSES, ms.status));
            x.put("at", ms.location < 0 ? null : loc(ms.location));
            x.put("damage", ms.damage);
            minions.put(ms.id, x);
        }
        m.put("minions", minions);
        List<Object> tokens = new ArrayList<>();
        for (int t = 0; t < s.tokenAt.length; t++) {
            if (s.tokenAt[t] >= 0) {
                Map<String, Object> x = new LinkedHashMap<>();
                x.put("pile", cards.tokenPile(t));
                x.put("face", face(t));
                x.put("at", loc(s.tokenAt[t]));
                tokens.add(x);
            }
        }
        m.put("tokens", tokens);
        List<Object> heroes = new ArrayList<>();
        for (HeroState h : s.heroes) {
            heroes.add(hero(h));
        }
        m.put("heroes", heroes);
        Map<String, Object> sauron = new LinkedHashMap<>();
        sauron.put("shadows", names(s.sauronShadows));
        sauron.put("plots", names(s.sauronPlots));
        sauron.put("mission", s.sauronMission < 0 ? null : name(s.sauronMission));
        m.put("sauron", sauron);
        m.put("heroMission", s.heroMission < 0 ? null : name(s.heroMission));
        List<Object> plots = new ArrayList<>();
        for (int i = 0; i < s.activePlots.length; i++) {
            if (s.activePlots[i] < 0) {
                plots.add(null);
            } else {
                Map<String, Object> x = new LinkedHashMap<>();
                x.put("plot", name(s.activePlots[i]));
                x.put("at", loc(s.plotAt[i]));
                plots.add(x);
            }
        }
        m.put("activePlots", plots);
        if (s.currentEvent >= 0) {
            Map<String, Object> x = new LinkedHashMap<>();
            x.put("event", name(s.currentEvent));
            x.put("at", s.eventMarker < 0 ? null : loc(s.eventMarker));
            m.put("currentEvent", x);
        } else {
            m.put("currentEvent", null);
        }
        Map<String, Object> decks = new LinkedHashMap<>();
        decks.put("skills", pile(s.skillDeck));
        s.combatDecks.forEach((k, v) -> decks.put("combat-" + k, pile(v)));
        s.decks.forEach((k, v) -> decks.put(k, pile(v)));
        m.put("decks", decks);
        Map<String, Object> piles = new LinkedHashMap<>();
        s.tokenPiles.forEach((k, v) -> {
            Map<String, Object> x = new LinkedHashMap<>();
            x.put("draw", faces(v.drawPile()));
            x.put("discards", faces(v.discards()));
            piles.put(k, x);
        });
        m.put("tokenPiles", piles);
        m.put("itemSupply", names(s.itemSupply));
        m.put("removed", names(s.removed));
        m.put("shadowPlayed", s.shadowPlayed);
        if (s.shadowQuiet) {
            m.put("shadowQuiet", true);
        }
        if (s.legacyShadowWindows) {
            m.put("legacyShadowWindows", true);
        }
        // the lasting effects, each under its keys of before they were one list
        if (s.lastingAmount(Lasting.Kind.GREEN_SLOWED) > 0) {
            m.put("greenSlowdown", s.lastingAmount(Lasting.Kind.GREEN_SLOWED));
        }
        Lasting trust = s.lasting(Lasting.Kind.TRUST_IN_FRIENDSHIP);
        m.put("trustFavor", trust == null ? 0 : trust.amount());
        m.put("trustHolder", trust == null ? null : trust.holder());
        m.put("winner", s.winner == null ? null : StateWords.key(StateWords.SIDES, s.winner));
        m.put("winReason", s.winReason);
        if (withStack) {
            List<Object> stack = new ArrayList<>();
            for (Frame f : s.stack) {
                stack.add(frame(f));
            }
            m.put("stack", stack);
        }
        return m;
    }

    private Map<String, Object> hero(HeroState h) {
        Map<String, Object> x = new LinkedHashMap<>();
        x.put("id", h.id);
        x.put("location", loc(h.location));
        x.put("favor", h.favor);
        Map<String, Object> levels = new LinkedHashMap<>();
        for (Attribute a : Attribute.values()) {
            if (h.level(a) > 0) {
                levels.put(StateWords.key(StateWords.ATTRIBUTES, a), h.level(a));
            }
        }
        x.put("levels", levels);
        x.put("life", names(h.life));
        x.put("hand", names(h.hand));
        x.put("rest", names(h.rest));
        x.put("damage", names(h.damage));
        x.put("items", names(h.items));
        x.put("corruption", names(h.corruption));
        x.put("quests", names(h.quests));
        x.put("questsDone", names(h.questsDone));
        Map<String, Object> turn = new LinkedHashMap<>();
        turn.put("darkPathTaken", h.darkPathTaken);
        turn.put("turnOver", h.turnOver);
        turn.put("skipAmbush", h.skipAmbush);
        turn.put("perilousLocation", h.perilousAt < 0 ? null : loc(h.perilousAt));
        turn.put("travelLimit", h.travelLimit);
        turn.put("moves", h.moves);
        turn.put("favorGained", h.favorGainedThisTurn);
        turn.put("abilityUsed", h.abilityUsed);
        turn.put("scouted", h.scouted < 0 ? null : loc(h.scouted));
        x.put("thisTurn", turn);
        x.put("defeats", h.defeats);
        return x;
    }

    private Map<String, Object> pile(Pile p) {
        Map<String, Object> x = new LinkedHashMap<>();
        x.put("draw", names(p.drawPile()));
        x.put("discards", names(p.discards()));
        return x;
    }

    private List<String> names(IntList l) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < l.size(); i++) {
            out.add(name(l.get(i)));
        }
        return out;
    }

    /** A card's name, with "#n" (its copy, from 1) when the card has several copies. */
    private String name(int card) {
        String n = cards.name(card);
        List<Integer> copies = cards.copies(n);
        return copies.size() > 1 ? n + "#" + (copies.indexOf(card) + 1) : n;
    }

    private List<String> faces(IntList l) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < l.size(); i++) {
            out.add(face(l.get(i)));
        }
        return out;
    }

    /** A token's face, with "#n" (which of the pile's tokens with that face, from 1). */
    private String face(int token) {
        String f = cards.tokenFace(token);
        int n = 0;
        for (int t = 0; t <= token; t++) {
            if (cards.tokenPile(t).equals(cards.tokenPile(token)) && Objects.equals(cards.tokenFace(t), f)) {
                n++;
            }
        }
        return (f == null ? "blank" : f) + "#" + n;
    }

    private String loc(int i) {
        return board.location(i).id();
    }

    private Map<String, Object> perLocation(int[] counts) {
        Map<String, Object> out = new LinkedHashMap<>();
        for (int i = 0; i < counts.length; i++) {
            if (counts[i] != 0) {
                out.put(loc(i), counts[i]);
            }
        }
        return out;
    }

    private static List<Object> toList(long[] a) {
        List<Object> out = new ArrayList<>();
        for (long v : a) {
            out.add(v);
        }
        return out;
    }

    /** A step as a mapping: its word, then its parts by their keys (as its form spells them). */
    private Map<String, Object> frame(Frame f) {
        RecordForm<? extends Frame> form = stepForms.of(f);
        Map<String, Object> x = new LinkedHashMap<>();
        x.put("step", form.word());
        x.putAll(form.write(f));
        return x;
    }
}
