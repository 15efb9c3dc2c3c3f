package meq.state;

import java.util.Arrays;

/** One hero's sheet in play: where he is, his four card pools, favor, levels, items, corruption and quests. */
public final class HeroState {
    public final String id;
    public int location;
    public IntList life = new IntList();
    public IntList hand = new IntList();
    public IntList rest = new IntList();
    public IntList damage = new IntList();
    public int favor;
    /** Level tokens per attribute (0..2). */
    public int[] levels = new int[Attribute.values().length];
    public IntList items = new IntList();
    public IntList corruption = new IntList();
    public IntList quests = new IntList();
    /** This turn: whether he took the dark path. */
    public boolean darkPathTaken;

    public HeroState(String id) {
        this.id = id;
    }

    public HeroState copy() {
        HeroState h = new HeroState(id);
        h.location = location;
        h.life = life.copy();
        h.hand = hand.copy();
        h.rest = rest.copy();
        h.damage = damage.copy();
        h.favor = favor;
        h.levels = levels.clone();
        h.items = items.copy();
        h.corruption = corruption.copy();
        h.quests = quests.copy();
        h.darkPathTaken = darkPathTaken;
        return h;
    }

    public int level(Attribute a) {
        return levels[a.ordinal()];
    }

    /** Every hero card he owns, wherever it is. */
    public int cardCount() {
        return life.size() + hand.size() + rest.size() + damage.size();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof HeroState h && id.equals(h.id) && location == h.location && life.equals(h.life)
                && hand.equals(h.hand) && rest.equals(h.rest) && damage.equals(h.damage) && favor == h.favor
                && Arrays.equals(levels, h.levels) && items.equals(h.items) && corruption.equals(h.corruption)
                && quests.equals(h.quests) && darkPathTaken == h.darkPathTaken;
    }

    @Override
    public int hashCode() {
        return id.hashCode() * 31 + location;
    }
}
