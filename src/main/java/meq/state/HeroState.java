package meq.state;

import java.util.Arrays;

/** One hero's sheet in play: where he is, his four card pools, favor, levels, items, corruption and quests. */
public final class HeroState {
    public final String id;
    public int location;
    public IntList life;
    public IntList hand;
    public IntList rest;
    public IntList damage;
    public int favor;
    /** Level tokens per attribute (0..2). */
    public int[] levels;
    public IntList items;
    public IntList corruption;
    public IntList quests;
    /** Quests completed (out of the game, counted for missions). */
    public IntList questsDone;
    /** This turn: whether he took the dark path. */
    public boolean darkPathTaken;
    /** This turn: whether his turn has been ended early (defeat, a lost fight, a card). */
    public boolean turnOver;
    /**
     * This turn: Ambush skipped, the location a card made perilous (His Arm Has Grown Long; -1 none), and the most
     * moves allowed (-1: no limit).
     */
    public boolean skipAmbush;
    public int perilousAt = -1;
    public int travelLimit = -1;
    public int moves;
    /** This turn: favor gained, Noble Bloodline used, the location scouted (-1 none). */
    public int favorGainedThisTurn;
    public boolean abilityUsed;
    public int scouted = -1;
    /** How many times he has been defeated this game. */
    public int defeats;

    public HeroState(String id) {
        this.id = id;
        life = new IntList();
        hand = new IntList();
        rest = new IntList();
        damage = new IntList();
        items = new IntList();
        corruption = new IntList();
        quests = new IntList();
        questsDone = new IntList();
        levels = new int[Attribute.values().length];
    }

    /** An empty sheet for {@link #copy}, which sets every part (no new hero's lists made only to be replaced). */
    private HeroState(String id, int location) {
        this.id = id;
        this.location = location;
    }

    public HeroState copy() {
        HeroState h = new HeroState(id, location);
        h.life = life.copy();
        h.hand = hand.copy();
        h.rest = rest.copy();
        h.damage = damage.copy();
        h.favor = favor;
        h.levels = levels.clone();
        h.items = items.copy();
        h.corruption = corruption.copy();
        h.quests = quests.copy();
        h.questsDone = questsDone.copy();
        h.darkPathTaken = darkPathTaken;
        h.turnOver = turnOver;
        h.skipAmbush = skipAmbush;
        h.perilousAt = perilousAt;
        h.travelLimit = travelLimit;
        h.moves = moves;
        h.defeats = defeats;
        h.favorGainedThisTurn = favorGainedThisTurn;
        h.abilityUsed = abilityUsed;
        h.scouted = scouted;
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
                && quests.equals(h.quests) && questsDone.equals(h.questsDone) && darkPathTaken == h.darkPathTaken
                && turnOver == h.turnOver && skipAmbush == h.skipAmbush && perilousAt == h.perilousAt
                && travelLimit == h.travelLimit && moves == h.moves && defeats == h.defeats
                && favorGainedThisTurn == h.favorGainedThisTurn && abilityUsed == h.abilityUsed && scouted == h.scouted;
    }

    @Override
    public int hashCode() {
        return id.hashCode() * 31 + location;
    }
}
