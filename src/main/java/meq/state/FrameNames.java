package meq.state;

import java.util.HashMap;
import java.util.Map;

/**
 * The stable names under which the steps on the stack are saved ({@code {step: HeroTurn.Start}}): the rules
 * engine registers its table once, so saves and presets name a step by these words, never by its Java class,
 * and a step may move to another package or take another name without breaking a file.
 */
public final class FrameNames {
    private static volatile Map<String, Class<? extends Frame>> byName = Map.of();
    private static volatile Map<Class<?>, String> byClass = Map.of();

    private FrameNames() {
    }

    /** Registers the engine's table (name to step class); names and classes must be unique. */
    public static synchronized void register(Map<String, Class<? extends Frame>> table) {
        Map<Class<?>, String> reverse = new HashMap<>();
        table.forEach((name, type) -> {
            if (reverse.put(type, name) != null) {
                throw new IllegalArgumentException(type.getName() + " has two names");
            }
        });
        byName = Map.copyOf(table);
        byClass = Map.copyOf(reverse);
    }

    /** The saved name of a step; a step missing from the table cannot be written. */
    static String nameOf(Frame f) {
        if (byClass.isEmpty()) {
            throw new IllegalStateException("no step names registered: load the rules engine before writing a state");
        }
        String name = byClass.get(f.getClass());
        if (name == null) {
            throw new IllegalStateException("step " + f.getClass().getName() + " has no saved name");
        }
        return name;
    }

    /** The step class of a saved name, or null. */
    static Class<? extends Frame> classOf(String name) {
        if (byName.isEmpty()) {
            throw new IllegalStateException("no step names registered: load the rules engine before reading a state");
        }
        return byName.get(name);
    }
}
