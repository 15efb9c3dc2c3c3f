package meq.lab;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import meq.data.Keyed;
import meq.state.OptionalRule;

/**
 * One thing a sweep varies, and the values it takes: a number of the preset named by its path in the preset's YAML
 * ({@code story.green}, {@code shadowPool}, {@code influence.minas-tirith}, {@code heroes.eleanor.favor}: a list's
 * element by its {@code id}), or an optional rule off and on ({@code rule.highStakes=0..1}), or the players' count
 * of new games ({@code players=2..4}), or a number of the game's data ({@code minion.ringwraiths.health=7..11}).
 */
public record Vary(String path, List<Integer> values) {
    private static final Pattern SPEC = Pattern.compile("([A-Za-z][A-Za-z0-9.-]*)=(-?\\d+)(?:\\.\\.(-?\\d+)(?::(\\d+))?)?");
    /** At most this many values a vary: a sweep's cost is their product times the samples. */
    static final int MOST = 200;
    private static final String RULE = "rule.";
    /** The path of the players' count, Sauron's player included: for a sweep of new games. */
    public static final String PLAYERS = "players";

    public Vary {
        values = List.copyOf(values);
    }

    /** "story.green=8..14:2" (8, 10, 12, 14), "shadowPool=3", "rule.highStakes=0..1"; IllegalArgumentException in words. */
    public static Vary parse(String spec) {
        Matcher m = SPEC.matcher(spec.trim());
        if (!m.matches()) {
            throw new IllegalArgumentException("--vary \"" + spec + "\": write PATH=FROM..TO[:STEP] (story.green=8..14:2)"
                    + " or PATH=VALUE");
        }
        int from = Integer.parseInt(m.group(2));
        int to = m.group(3) == null ? from : Integer.parseInt(m.group(3));
        int step = m.group(4) == null ? 1 : Integer.parseInt(m.group(4));
        if (to < from || step < 1) {
            throw new IllegalArgumentException("--vary \"" + spec + "\": FROM must not pass TO, and STEP is at least 1");
        }
        List<Integer> values = new ArrayList<>();
        for (long v = from; v <= to; v += step) {
            values.add((int) v);
        }
        if (values.size() > MOST) {
            throw new IllegalArgumentException("--vary \"" + spec + "\": " + values.size() + " values; at most " + MOST);
        }
        Vary vary = new Vary(m.group(1), values);
        if (vary.rule() == null && vary.path.startsWith(RULE)) {
            throw new IllegalArgumentException("--vary \"" + spec + "\": no such optional rule; the optional rules are "
                    + String.join(", ", Keyed.keys(OptionalRule.class)));
        }
        if (vary.rule() != null && (from < 0 || to > 1)) {
            throw new IllegalArgumentException("--vary \"" + spec + "\": a rule is off (0) or on (1)");
        }
        if (vary.players() && (from < 2 || to > 4)) {
            throw new IllegalArgumentException("--vary \"" + spec + "\": a game has 2, 3 or 4 players");
        }
        return vary;
    }

    /**
     * The file of the game's data this number lives in, for {@code minion.ID.FIELD} (the Ringwraiths' health:
     * {@code minion.ringwraiths.health}), {@code monster.ID.FIELD} and {@code hero.ID.FIELD}; null for a number of the
     * preset.
     */
    public String dataFile() {
        String[] steps = path.split("\\.");
        if (steps.length < 3) {
            return null;
        }
        return switch (steps[0]) {
            case "minion" -> "minions/minions.yaml";
            case "monster" -> "monsters/monsters.yaml";
            case "hero" -> "heroes/" + steps[1] + ".yaml";
            default -> null;
        };
    }

    /** Where the number stands in its file's tree: the preset's path, or the data file's own. */
    private String[] treeSteps() {
        String[] steps = path.split("\\.");
        if (dataFile() == null) {
            return steps;
        }
        String[] out = steps.clone();
        out[0] = steps[0] + "s"; // minion.ringwraiths.health is minions: [{id: ringwraiths, health: ...}]
        if (steps[0].equals("hero")) { // hero.eleanor.strength is hero: {strength: ...} in heroes/eleanor.yaml
            out = new String[steps.length - 1];
            out[0] = "hero";
            System.arraycopy(steps, 2, out, 1, steps.length - 2);
        }
        return out;
    }

    /** Whether this varies the players' count of new games. */
    public boolean players() {
        return path.equals(PLAYERS);
    }

    /** The optional rule this varies, or null for a number of the preset. */
    public OptionalRule rule() {
        return path.startsWith(RULE) ? Keyed.byKey(OptionalRule.class, path.substring(RULE.length())) : null;
    }

    /**
     * Sets this number in a preset's tree (maps and lists as SnakeYAML reads them). Missing keys are added
     * (influence where there was none; a misspelt key is then refused by the preset's own checks, naming it); a
     * list's missing entry is an IllegalArgumentException naming it.
     */
    @SuppressWarnings("unchecked")
    public void set(Map<String, Object> preset, int value) {
        String[] steps = treeSteps();
        Object at = preset;
        for (int i = 0; i < steps.length; i++) {
            String step = steps[i];
            boolean last = i == steps.length - 1;
            if (at instanceof Map<?, ?> map) {
                Map<String, Object> m = (Map<String, Object>) map;
                if (last) {
                    Object old = m.get(step);
                    if (old != null && !(old instanceof Integer)) {
                        throw new IllegalArgumentException(where(steps, i) + " is not a number (" + old + ")");
                    }
                    m.put(step, value);
                    return;
                }
                at = m.computeIfAbsent(step, k -> new java.util.LinkedHashMap<String, Object>());
            } else if (at instanceof List<?> list) {
                at = element((List<Object>) list, steps, i);
                if (last) {
                    throw new IllegalArgumentException(where(steps, i) + " names a whole entry, not a number");
                }
            } else {
                throw new IllegalArgumentException(where(steps, i) + ": " + String.join(".", List.of(steps).subList(0, i))
                        + " holds no fields");
            }
        }
    }

    private Object element(List<Object> list, String[] steps, int i) {
        String step = steps[i];
        for (Object o : list) {
            if (o instanceof Map<?, ?> m && step.equals(String.valueOf(m.get("id")))) {
                return o;
            }
        }
        if (step.matches("\\d+") && Integer.parseInt(step) < list.size()) {
            return list.get(Integer.parseInt(step));
        }
        throw new IllegalArgumentException(where(steps, i) + ": no entry with id " + step + " there");
    }

    private String where(String[] steps, int i) {
        return "--vary " + path + (i < steps.length - 1 ? " (at " + steps[i] + ")" : "");
    }
}
