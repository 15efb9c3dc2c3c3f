package meq.lab.cluster;

import com.hazelcast.cluster.Member;
import com.hazelcast.core.HazelcastInstanceNotActiveException;
import com.hazelcast.core.IExecutorService;
import com.hazelcast.core.MemberLeftException;
import com.hazelcast.spi.exception.TargetNotMemberException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.function.BooleanSupplier;
import java.util.function.IntConsumer;
import meq.bots.BotKind;
import meq.lab.Spread;
import meq.lab.Sweep;
import meq.sim.Odds;
import meq.sim.OddsReport;

/**
 * A sweep's point played over the cluster: its samples cut into chunks of indices, each given to a named member
 * (the leader too), as many at once as the member has threads; a chunk whose member leaves goes to another. The
 * samples are gathered by index, so the report is the in-process one, seed for seed.
 */
public final class ClusterSweep {
    private static final int TRIES = 5;

    private final LabMember leader;
    private final Map<String, Integer> chunksBy = new LinkedHashMap<>();
    private int handedOn;

    public ClusterSweep(LabMember leader) {
        this.leader = leader;
    }

    /** Members in the cluster its file does not name: they get no work. */
    public List<String> strangers() {
        return leader.strangers();
    }

    /** Chunks played so far by each member's address (a member not named never appears). */
    public Map<String, Integer> chunksBy() {
        return Map.copyOf(chunksBy);
    }

    /** Chunks given to another member after theirs left. */
    public int handedOn() {
        return handedOn;
    }

    /**
     * Plays a point: samples 0..n-1 of the seed; yaml is its preset's text (null for new games), data the game's
     * data files written anew at the point (empty when no number of the data varies).
     */
    public Sweep.Result play(Sweep.Point p, String yaml, Map<String, String> data, int samples, long seed, BotKind bots,
                             IntConsumer progress, BooleanSupplier stop) throws InterruptedException {
        long t0 = System.nanoTime();
        Deque<Chunk> todo = new ArrayDeque<>();
        int size = chunkSize(samples);
        for (int from = 0; from < samples; from += size) {
            todo.add(new Chunk(yaml, data, p.players(), p.rules(), bots, seed, from, Math.min(samples, from + size),
                    leader.fingerprint(), leader.version()));
        }
        List<Odds.Sample> done = new ArrayList<>(samples);
        Map<Future<Played>, Chunk> running = new HashMap<>();
        Map<Future<Played>, Member> where = new HashMap<>();
        Map<Chunk, Integer> tries = new HashMap<>();
        IExecutorService executor = leader.instance().getExecutorService(LabMember.EXECUTOR);
        while ((!todo.isEmpty() || !running.isEmpty()) && !stop.getAsBoolean()) {
            for (Member m : leader.instance().getCluster().getMembers()) {
                int busy = (int) where.values().stream().filter(m::equals).count();
                for (int i = busy; i < threads(m) && !todo.isEmpty() && leader.named(m); i++) {
                    Chunk c = todo.poll();
                    Future<Played> f = executor.submitToMember(c, m);
                    running.put(f, c);
                    where.put(f, m);
                }
            }
            boolean any = false;
            for (Future<Played> f : List.copyOf(running.keySet())) {
                if (!f.isDone()) {
                    continue;
                }
                any = true;
                Chunk c = running.remove(f);
                Member m = where.remove(f);
                Played played = gathered(f, c, m, todo, tries);
                if (played != null) {
                    done.addAll(played.samples());
                    chunksBy.merge(LabMember.address(m), 1, Integer::sum);
                    progress.accept(done.size());
                }
            }
            if (!any) {
                Thread.sleep(10);
            }
        }
        done.sort(Comparator.comparingInt(Odds.Sample::index));
        return new Sweep.Result(p, OddsReport.of(done), done.size(), (System.nanoTime() - t0) / 1e9);
    }

    /** A chunk's samples; null when its member left (the chunk is then to do again); a refusal is an error. */
    private Played gathered(Future<Played> f, Chunk c, Member m, Deque<Chunk> todo, Map<Chunk, Integer> tries)
            throws InterruptedException {
        try {
            Played played = f.get();
            if (played.refusal() != null) {
                throw new Spread.Refused("member " + LabMember.address(m) + " refused: " + played.refusal(), null);
            }
            return played;
        } catch (ExecutionException e) {
            Throwable why = e.getCause();
            boolean left = why instanceof MemberLeftException || why instanceof TargetNotMemberException
                    || why instanceof HazelcastInstanceNotActiveException || why instanceof RejectedExecutionException
                    || !leader.instance().getCluster().getMembers().contains(m);
            if (!left || tries.merge(c, 1, Integer::sum) > TRIES || !leader.instance().getLifecycleService()
                    .isRunning()) {
                throw new Spread.Refused("samples " + c.from + ".." + (c.to - 1) + " failed on member "
                        + LabMember.address(m) + ": " + why, why);
            }
            handedOn++;
            todo.addFirst(c);
            return null;
        }
    }

    /** Chunks small enough that every thread of every member has several to play. */
    private int chunkSize(int samples) {
        int threads = 0;
        for (Member m : leader.instance().getCluster().getMembers()) {
            threads += leader.named(m) ? threads(m) : 0;
        }
        return Math.max(1, Math.min(50, samples / Math.max(1, 4 * threads)));
    }

    private static int threads(Member m) {
        String t = m.getAttribute(LabMember.THREADS);
        return t == null ? 1 : Integer.parseInt(t);
    }
}
