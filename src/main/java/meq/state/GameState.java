package meq.state;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.UnaryOperator;

/**
 * The whole state of one game, as plain data: tracks, tokens on the board, decks, hands and pools, figures,
 * the step stack and the random generator. Copyable; the rules engine changes it only through actions.
 * Cards and tokens are numbered by {@link Cards}; locations by their board index. What the engine works out from
 * it and keeps with it is its {@link Memo}, no part of the game.
 */
public final class GameState extends Memo {
    public Rng rng;
    /** Sauron's turn number, from 1. */
    public int turn = 1;
    public StoryTrack story;
    public ActionTrack actions;
    public int[] influence;
    public int shadowPool;
    /** Heroes in turn order (clockwise after Sauron). */
    public List<HeroState> heroes;
    public Map<String, MinionState> minions;
    /** Whether a marker has entered stage II and III yet (new minions come the first time). */
    public boolean stageTwoReached;
    public boolean stageThreeReached;
    public IntList sauronShadows;
    public IntList sauronPlots;
    public Pile skillDeck;
    /** The draw decks by their names ({@link Deck}): events-1..3, plots, shadows, corruption, perils, encounters-PAIR, encounters-haven. */
    public Map<String, Pile> decks;
    /** The Active Plot Track: card in each of the 3 slots (-1 empty) and the location its marker affects. */
    public int[] activePlots;
    public int[] plotAt;
    /** The event card on the Current Event space (-1 none) and where its marker stands. */
    public int currentEvent = -1;
    public int eventMarker = -1;
    /** Where each character token is (-1: in the Favor and Character area). */
    public Map<String, Integer> characterAt;
    /** Item cards not yet given to a hero. */
    public IntList itemSupply;
    /** Each side's secret mission card. */
    public int sauronMission = -1;
    public int heroMission = -1;
    /** The optional rules in play. */
    public EnumSet<OptionalRule> options;
    /**
     * Cards' effects lasting past their play ("Trust in Friendship", Grievous Loss): at most one of each kind, in
     * the kinds' order. Never changed in place (a new list replaces it), so copies share it.
     */
    public List<Lasting> lasting = List.of();
    /** Whether Sauron has played a Shadow card this turn (at most one per hero turn and one in his Action step). */
    public boolean shadowPlayed;
    /** Sauron chose not to be asked at Shadow windows for the rest of this turn. */
    public boolean shadowQuiet;
    /**
     * Games saved before format 3 asked Sauron at a Shadow window only when he held a playable card (which told the
     * heroes so); they replay by that rule. New games ask whenever a card of the timing could be played.
     */
    public boolean legacyShadowWindows;
    /** Cards out of the game: completed quests, unused starting plots and quests, missions not drawn. */
    public IntList removed;
    public Map<String, Pile> combatDecks;
    public Map<String, Pile> tokenPiles;
    /** Location of each monster token on the board (-1 when not on the board), by token number. */
    public int[] tokenAt;
    /** Favor tokens on each location. */
    public int[] favorTokens;
    /** The step stack: the top is what happens now. */
    public Deque<Frame> stack;
    /** Set when the game has ended. */
    public Side winner;
    public String winReason;

    public GameState(int locations, int tokens, long seed) {
        rng = new Rng(seed);
        story = new StoryTrack();
        actions = new ActionTrack();
        heroes = new ArrayList<>();
        minions = new ByName<>();
        sauronShadows = new IntList();
        sauronPlots = new IntList();
        skillDeck = new Pile();
        decks = new ByName<>();
        activePlots = new int[] {-1, -1, -1};
        plotAt = new int[] {-1, -1, -1};
        characterAt = new ByName<>();
        itemSupply = new IntList();
        options = EnumSet.noneOf(OptionalRule.class);
        removed = new IntList();
        combatDecks = new ByName<>();
        tokenPiles = new ByName<>();
        stack = new ArrayDeque<>();
        influence = new int[locations];
        favorTokens = new int[locations];
        tokenAt = new int[tokens];
        Arrays.fill(tokenAt, -1);
    }

    /** An empty shell for {@link #copy}, which sets every field (no new game's parts made only to be replaced). */
    private GameState() {
    }

    /** A copy of a map by name, each value copied (its names' arrays shared: see {@link ByName}). */
    private static <V> ByName<V> copy(Map<String, V> m, UnaryOperator<V> copyValue) {
        if (m instanceof ByName<V> byName) {
            return byName.copy(copyValue);
        }
        ByName<V> out = new ByName<>();
        m.forEach((k, v) -> out.put(k, copyValue.apply(v)));
        return out;
    }

    public GameState copy() {
        GameState g = new GameState();
        g.rng = rng.copy();
        g.turn = turn;
        g.story = story.copy();
        g.actions = actions.copy();
        g.influence = influence.clone();
        g.shadowPool = shadowPool;
        g.heroes = new ArrayList<>(heroes.size());
        heroes.forEach(h -> g.heroes.add(h.copy()));
        g.minions = copy(minions, MinionState::copy);
        g.stageTwoReached = stageTwoReached;
        g.stageThreeReached = stageThreeReached;
        g.sauronShadows = sauronShadows.copy();
        g.sauronPlots = sauronPlots.copy();
        g.skillDeck = skillDeck.copy();
        g.decks = copy(decks, Pile::copy);
        g.activePlots = activePlots.clone();
        g.plotAt = plotAt.clone();
        g.currentEvent = currentEvent;
        g.eventMarker = eventMarker;
        g.characterAt = copy(characterAt, at -> at);
        g.itemSupply = itemSupply.copy();
        g.sauronMission = sauronMission;
        g.heroMission = heroMission;
        g.removed = removed.copy();
        g.shadowPlayed = shadowPlayed;
        g.shadowQuiet = shadowQuiet;
        g.legacyShadowWindows = legacyShadowWindows;
        g.lasting = lasting;
        g.options = options.clone();
        g.combatDecks = copy(combatDecks, Pile::copy);
        g.tokenPiles = copy(tokenPiles, Pile::copy);
        g.tokenAt = tokenAt.clone();
        g.favorTokens = favorTokens.clone();
        g.stack = new ArrayDeque<>(stack);
        g.winner = winner;
        g.winReason = winReason;
        return g;
    }

    /** A draw deck of the game: its draw pile and discards. */
    public Pile deck(Deck d) {
        return decks.get(d.name());
    }

    /** A hero of this game by his id (String.equals looks at identity first: the steps mostly hold his own id). */
    public HeroState hero(String id) {
        for (int i = 0, n = heroes.size(); i < n; i++) {
            HeroState h = heroes.get(i);
            if (h.id.equals(id)) {
                return h;
            }
        }
        throw new IllegalArgumentException("no hero " + id + " in this game");
    }

    /** The lasting effect of a kind in play, or null. */
    public Lasting lasting(Lasting.Kind kind) {
        for (int i = 0; i < lasting.size(); i++) {
            if (lasting.get(i).kind() == kind) {
                return lasting.get(i);
            }
        }
        return null;
    }

    /** The amount of a lasting effect, 0 when it is not in play. */
    public int lastingAmount(Lasting.Kind kind) {
        Lasting e = lasting(kind);
        return e == null ? 0 : e.amount();
    }

    /** Puts a lasting effect in play in place of any of its kind; with no amount and no holder it ends. */
    public void setLasting(Lasting.Kind kind, int amount, String holder) {
        Lasting now = lasting(kind);
        boolean same = now == null ? amount == 0 && holder == null
                : now.amount() == amount && Objects.equals(now.holder(), holder);
        if (same) {
            return; // as it was: no new list (the Story step ends Grievous Loss's effect every turn)
        }
        List<Lasting> next = new ArrayList<>(lasting.size() + 1);
        for (Lasting e : lasting) {
            if (e.kind() != kind) {
                next.add(e);
            }
        }
        if (amount != 0 || holder != null) {
            next.add(new Lasting(kind, amount, holder));
            next.sort((a, b) -> a.kind().compareTo(b.kind()));
        }
        lasting = List.copyOf(next);
    }

    public boolean over() {
        return winner != null;
    }

    /** The Shadow Pool's limit: 4 times the current stage. */
    public int shadowPoolLimit() {
        return 4 * story.stage();
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof GameState g)) {
            return false;
        }
        return rng.equals(g.rng) && turn == g.turn && story.equals(g.story) && actions.equals(g.actions)
                && Arrays.equals(influence, g.influence) && shadowPool == g.shadowPool && heroes.equals(g.heroes)
                && minions.equals(g.minions) && stageTwoReached == g.stageTwoReached
                && stageThreeReached == g.stageThreeReached && sauronShadows.equals(g.sauronShadows)
                && sauronPlots.equals(g.sauronPlots) && skillDeck.equals(g.skillDeck) && decks.equals(g.decks)
                && Arrays.equals(activePlots, g.activePlots) && Arrays.equals(plotAt, g.plotAt)
                && currentEvent == g.currentEvent && eventMarker == g.eventMarker
                && characterAt.equals(g.characterAt) && itemSupply.equals(g.itemSupply)
                && sauronMission == g.sauronMission && heroMission == g.heroMission && removed.equals(g.removed)
                && shadowPlayed == g.shadowPlayed && shadowQuiet == g.shadowQuiet && lasting.equals(g.lasting)
                && legacyShadowWindows == g.legacyShadowWindows
                && options.equals(g.options)
                && combatDecks.equals(g.combatDecks) && tokenPiles.equals(g.tokenPiles)
                && Arrays.equals(tokenAt, g.tokenAt) && Arrays.equals(favorTokens, g.favorTokens)
                && List.copyOf(stack).equals(List.copyOf(g.stack)) && winner == g.winner
                && Objects.equals(winReason, g.winReason);
    }

    @Override
    public int hashCode() {
        return Objects.hash(turn, story, Arrays.hashCode(influence), shadowPool);
    }
}
