package meq.state;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The story track: START (0), stage I spaces 1-6, stage II 7-12 with The Shadow Falls on 10, and
 * stage III 13-18 with the Finale on 18.
 */
public final class StoryTrack {
    public static final int START = 0;
    public static final int SHADOW_FALLS = 10;
    public static final int FINALE = 18;
    public static final int STAGE_II = 7;
    public static final int STAGE_III = 13;

    private final int[] position = new int[4];

    public StoryTrack copy() {
        StoryTrack t = new StoryTrack();
        System.arraycopy(position, 0, t.position, 0, 4);
        return t;
    }

    public int position(Marker m) {
        return position[m.ordinal()];
    }

    public void set(Marker m, int space) {
        position[m.ordinal()] = Math.max(START, Math.min(FINALE, space));
    }

    /** Moves a marker (back when steps is negative), never past START or the Finale; returns spaces moved. */
    public int advance(Marker m, int steps) {
        int before = position(m);
        set(m, before + steps);
        return position(m) - before;
    }

    /** "The current stage is always the rightmost stage of the track containing at least one story marker." */
    public int stage() {
        int max = 0;
        for (int p : position) {
            max = Math.max(max, p);
        }
        return stageOf(max);
    }

    public static int stageOf(int space) {
        return space <= 6 ? 1 : space <= 12 ? 2 : 3;
    }

    /** Spaces from the green marker to the Finale. */
    public int heroDistance() {
        return FINALE - position(Marker.GREEN);
    }

    /**
     * The lower of: spaces from Sauron's closest marker to the Finale, and the spaces all his markers
     * together still need to reach The Shadow Falls.
     */
    public int sauronDistance() {
        int lead = 0;
        int toFall = 0;
        for (Marker m : Marker.SAURON) {
            lead = Math.max(lead, position(m));
            toFall += Math.max(0, SHADOW_FALLS - position(m));
        }
        return Math.min(FINALE - lead, toFall);
    }

    /** "The side with the lower number is dominant. On a tie, there is no dominant side." */
    public Side dominant() {
        int h = heroDistance();
        int s = sauronDistance();
        return h < s ? Side.HEROES : s < h ? Side.SAURON : Side.NONE;
    }

    /** A marker on the Finale space, or all three of Sauron's on or past The Shadow Falls. */
    public boolean finaleReached() {
        boolean allFallen = true;
        for (Marker m : Marker.values()) {
            if (position(m) >= FINALE) {
                return true;
            }
            if (m.sauron() && position(m) < SHADOW_FALLS) {
                allFallen = false;
            }
        }
        return allFallen;
    }

    /** Sauron's rearmost markers (all of them when tied). */
    public List<Marker> leftmostSauron() {
        int min = Integer.MAX_VALUE;
        for (Marker m : Marker.SAURON) {
            min = Math.min(min, position(m));
        }
        List<Marker> out = new ArrayList<>();
        for (Marker m : Marker.SAURON) {
            if (position(m) == min) {
                out.add(m);
            }
        }
        return out;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof StoryTrack t && Arrays.equals(position, t.position);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(position);
    }
}
