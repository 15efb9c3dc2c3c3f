package meq.state;

/**
 * What the engine worked out for a state and keeps with it while it holds (the pending question, the influence
 * networks, the views' parts). Not part of the game: not copied, compared or written. Each thing kept has its
 * {@link Key}, declared and typed by its owner in the engine; a key is a slot number, so a look-up is a field read.
 * {@link GameState} extends it so that the slots are the state's own fields: no object made per state on the bots'
 * play-outs.
 */
public abstract class Memo {
    /** How many keys there can be; a new key past them is refused where it is declared. */
    private static final int SLOTS = 4;
    private static int declared;

    private transient Object slot0;
    private transient Object slot1;
    private transient Object slot2;
    private transient Object slot3;

    /** The name of one thing kept, and the type it is kept as. */
    public static final class Key<T> {
        private final String name;
        private final int slot;

        private Key(String name, int slot) {
            this.name = name;
            this.slot = slot;
        }

        @Override
        public String toString() {
            return name;
        }
    }

    /** A new key, for its owner to hold in a constant. */
    public static synchronized <T> Key<T> key(String name) {
        if (declared == SLOTS) {
            throw new IllegalStateException("no slot left in Memo for " + name + " (raise its SLOTS)");
        }
        return new Key<>(name, declared++);
    }

    /** What is kept under a key, or null. */
    @SuppressWarnings("unchecked") // only remember puts a value in a slot, as its key's type
    public final <T> T recall(Key<T> key) {
        return (T) switch (key.slot) {
            case 0 -> slot0;
            case 1 -> slot1;
            case 2 -> slot2;
            default -> slot3;
        };
    }

    /** Keeps a value under a key (null: forgets it). */
    public final <T> void remember(Key<T> key, T value) {
        switch (key.slot) {
            case 0 -> slot0 = value;
            case 1 -> slot1 = value;
            case 2 -> slot2 = value;
            default -> slot3 = value;
        }
    }

    /** Forgets what is kept under a key (the state changed where the engine cannot see it). */
    public final void forget(Key<?> key) {
        switch (key.slot) {
            case 0 -> slot0 = null;
            case 1 -> slot1 = null;
            case 2 -> slot2 = null;
            default -> slot3 = null;
        }
    }
}
