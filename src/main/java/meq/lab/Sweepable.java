package meq.lab;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import meq.board.Location;
import meq.data.DataException;
import meq.rules.Naming;
import meq.rules.Rules;
import meq.rules.playtest.Presets;
import meq.state.Attribute;
import meq.state.GameState;
import meq.state.HeroState;
import meq.state.Marker;
import meq.state.MinionState;
import meq.state.OptionalRule;
import meq.state.StateWords;
import meq.state.StoryTrack;

/**
 * A state made ready to sweep: written as a preset (as the preset editor saves one), with its optional rules taken
 * out of the file and played as the sweep's own (so a sweep can turn each off as well as on), and the numbers of it
 * a sweep can vary, each with a label in the game's words.
 */
public record Sweepable(String title, byte[] yaml, Set<OptionalRule> rules, List<PresetNumber> numbers) {
    /** Most favor, levels or damage a sweep offers where the rules set no bound of their own. */
    static final int GENEROUS = 20;

    public Sweepable {
        rules = Set.copyOf(rules);
        numbers = List.copyOf(numbers);
    }

    /**
     * A state (a preset's, the editor's or a game's in progress) ready to sweep; an IllegalStateException in words
     * when it cannot be written as a preset (it breaks a rule, or would not read back as this very state).
     */
    public static Sweepable of(Rules rules, GameState state, String title) {
        GameState s = state.copy();
        Set<OptionalRule> on = s.options.isEmpty() ? Set.of() : EnumSet.copyOf(s.options);
        s.options.clear();
        String yaml;
        try {
            yaml = Presets.export(rules, s, title, "", null);
        } catch (UnsupportedOperationException e) { // mid-combat or mid-card: no preset holds that moment
            throw new IllegalStateException(e.getMessage(), e);
        }
        return new Sweepable(title, yaml.getBytes(StandardCharsets.UTF_8), on, numbers(rules, state));
    }

    /** The grid of these values of one number; a point the rules refuse is a DataException naming its value. */
    public Sweep sweep(Rules rules, Vary vary) throws DataException {
        return sweep(rules, vary, Set.of());
    }

    /** The same, with these optional rules played besides the state's own (a rule varied is off or on as it says). */
    public Sweep sweep(Rules rules, Vary vary, Set<OptionalRule> also) throws DataException {
        Set<OptionalRule> played = EnumSet.noneOf(OptionalRule.class);
        played.addAll(this.rules);
        played.addAll(also);
        return new Sweep(rules, yaml, title, List.of(vary), played);
    }

    /** The number at this path, or null. */
    public PresetNumber number(String path) {
        return numbers.stream().filter(n -> n.path().equals(path)).findFirst().orElse(null);
    }

    /**
     * The numbers of a state a sweep can vary, in this order: the story markers, the Shadow Pool, each hero's favor
     * and levels, the minions' damage, influence at every location that may hold it, favor tokens where they lie,
     * then the optional rules (off 0, on 1).
     */
    static List<PresetNumber> numbers(Rules rules, GameState s) {
        List<PresetNumber> out = new ArrayList<>();
        for (Marker m : Marker.values()) {
            String word = StateWords.MARKERS.word(m).toString();
            out.add(new PresetNumber("story." + word, "Story track: " + word + " marker", s.story.position(m),
                    StoryTrack.START, StoryTrack.FINALE));
        }
        out.add(new PresetNumber("shadowPool", "Shadow Pool", s.shadowPool, 0, s.shadowPoolLimit()));
        for (HeroState h : s.heroes) {
            String who = Naming.who(rules, h.id);
            out.add(new PresetNumber("heroes." + h.id + ".favor", who + ": favor", h.favor, 0, GENEROUS));
            for (Attribute a : Attribute.values()) {
                String word = StateWords.ATTRIBUTES.word(a).toString();
                out.add(new PresetNumber("heroes." + h.id + ".levels." + word, who + ": " + word + " level",
                        h.level(a), 0, 2));
            }
        }
        for (Map.Entry<String, MinionState> m : s.minions.entrySet()) {
            if (m.getValue().status == MinionState.Status.ACTIVE) {
                out.add(new PresetNumber("minions." + m.getKey() + ".damage", Naming.who(rules, m.getKey())
                        + ": damage", m.getValue().damage, 0, GENEROUS));
            }
        }
        for (Location l : rules.board().locations()) {
            if (!l.haven()) {
                out.add(new PresetNumber("influence." + l.id(), "Influence at " + l.name(), s.influence[l.index()],
                        0, GENEROUS));
            }
        }
        for (Location l : rules.board().locations()) {
            if (s.favorTokens[l.index()] > 0) {
                out.add(new PresetNumber("favor." + l.id(), "Favor tokens at " + l.name(),
                        s.favorTokens[l.index()], 0, GENEROUS));
            }
        }
        for (OptionalRule r : OptionalRule.values()) {
            out.add(new PresetNumber("rule." + r.key(), "Optional rule: " + r.title() + " (0 off, 1 on)",
                    s.options.contains(r) ? 1 : 0, 0, 1));
        }
        return out;
    }
}
