package meq.state;

/**
 * The game's seeded random generator (xoshiro256**), held in the state so that a seed and the list of
 * actions replay a game exactly. Copyable and small enough to write into a snapshot.
 */
public final class Rng {
    private long s0;
    private long s1;
    private long s2;
    private long s3;

    public Rng(long seed) {
        long x = seed;
        s0 = x = splitmix(x);
        s1 = x = splitmix(x);
        s2 = x = splitmix(x);
        s3 = splitmix(x);
        s0 = mix(s0);
        s1 = mix(s1);
        s2 = mix(s2);
        s3 = mix(s3);
    }

    private Rng(long a, long b, long c, long d) {
        s0 = a;
        s1 = b;
        s2 = c;
        s3 = d;
    }

    /** Restores a generator from its written state. */
    public static Rng of(long[] state) {
        return new Rng(state[0], state[1], state[2], state[3]);
    }

    public long[] state() {
        return new long[] {s0, s1, s2, s3};
    }

    public Rng copy() {
        return new Rng(s0, s1, s2, s3);
    }

    private static long splitmix(long x) {
        return x + 0x9E3779B97F4A7C15L;
    }

    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    public long nextLong() {
        long result = Long.rotateLeft(s1 * 5, 7) * 9;
        long t = s1 << 17;
        s2 ^= s0;
        s3 ^= s1;
        s1 ^= s2;
        s0 ^= s3;
        s2 ^= t;
        s3 = Long.rotateLeft(s3, 45);
        return result;
    }

    /** Moves on as n calls of nextLong (or nextInt) would (their numbers unused, which the JIT drops). */
    public void skip(int n) {
        for (int i = 0; i < n; i++) {
            nextLong();
        }
    }

    /** A uniform integer in [0, bound). */
    public int nextInt(int bound) {
        if (bound <= 0) {
            throw new IllegalArgumentException("bound must be positive: " + bound);
        }
        long r = (nextLong() >>> 1) % bound;
        return (int) r;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Rng r && r.s0 == s0 && r.s1 == s1 && r.s2 == s2 && r.s3 == s3;
    }

    @Override
    public int hashCode() {
        return Long.hashCode(s0 ^ s1 ^ s2 ^ s3);
    }
}
