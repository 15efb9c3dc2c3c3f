package meq.rules.engine;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToIntFunction;
import meq.combat.CardRow;
import meq.combat.Resolver;
import meq.rules.Ask;
import meq.rules.Ctx;
import meq.rules.Rules;
import meq.rules.View;
import meq.rules.play.Fights;
import meq.rules.play.Resolving;
import meq.rules.table.ActivePlots;
import meq.rules.table.Dominance;
import meq.rules.table.Heroes;
import meq.rules.table.Missions;
import meq.state.ActionType;
import meq.state.CardKind;
import meq.state.Cards;
import meq.state.GameState;
import meq.state.HeroState;
import meq.state.Memo;
import meq.state.IntList;
import meq.state.Marker;
import meq.state.MinionState;
import meq.state.Seat;
import meq.state.Side;

/**
 * Builds a {@link View}: what one seat may see of a state. The only place that decides what leaves the state for a
 * seat; {@code SecretsTest} checks it at every decision of seeded games.
 */
public final class Views {
    private Views() {
    }

    /** What a seat may see of a state, with its pending question (null when none is open). */
    public static View of(Rules rules, GameState s, Seat seat, Ask pending) {
        return of(rules, s, seat, pending, true);
    }

    /** As above; needs: whether the mission's needs are worked out (only words read them: a bot's view leaves them). */
    static View of(Rules rules, GameState s, Seat seat, Ask pending, boolean needs) {
        boolean sauron = seat.sauron();
        HeroState own = seatsHero(s, seat);
        return new View(seat, board(rules, s, sauron, own == null ? -1 : own.scouted), story(rules, s), sauron(s),
                question(rules, s, seat, pending), own(rules, s, sauron, own, needs));
    }

    /** The seat's hero, or null (Sauron's seat). */
    private static HeroState seatsHero(GameState s, Seat seat) {
        HeroState own = null;
        for (HeroState h : s.heroes) {
            if (seat.id().equals(h.id)) {
                own = h;
            }
        }
        return own;
    }

    /** The question as the seat sees it: who decides, and if it is this seat, what it asks and the card resolving. */
    private static View.Question question(Rules rules, GameState s, Seat seat, Ask pending) {
        boolean mine = pending != null && pending.seat().equals(seat);
        return new View.Question(pending == null ? null : pending.seat(), mine ? pending : null,
                mine ? Resolving.card(s) : -1, fight(rules, s, seat));
    }

    /**
     * What a hero's questions before and about his fight read, as {@link #of} gives it: the heroes' sheets, the story,
     * his own secrets and the question with its fight; the board's other parts, his mission's needs and Sauron's
     * side are left empty or null (the board's arrays too, so a reader of them fails rather than reads nothing).
     */
    static View heroFight(Rules rules, GameState s, Seat seat, Ask pending) {
        if (seat.sauron()) {
            throw new IllegalArgumentException("a hero's fight part is a hero's seat's, not " + seat);
        }
        View.Board board = new View.Board(heroes(s), List.of(), Map.of(), List.of(), Map.of(), NO_PLACES, NO_PLACES,
                s.eventMarker);
        View.Question question = question(rules, s, seat, pending);
        return new View(seat, board, story(rules, s), null, question, own(rules, s, false, seatsHero(s, seat), false));
    }

    /** The seat's own secrets: Sauron's, a hero's (own: the seat's hero), or none; needs: with the mission's needs. */
    private static View.Own own(Rules rules, GameState s, boolean sauron, HeroState own, boolean needs) {
        if (own != null) {
            Ctx c = new Ctx(rules, s, new ArrayList<>());
            // his own rest and damage pools, his to look through; his attributes as played, his Corruption counted
            return new View.Own(own.hand.asList(), List.of(), List.of(), s.heroMission,
                    needs ? missionNeeds(rules, s, s.heroMission) : List.of(), own.corruption.asList(), own.rest.asList(),
                    own.damage.asList(), Heroes.attributes(c, own), Heroes.changes(c, own), skills(rules.cards(), own));
        }
        List<Integer> none = List.of();
        int mission = sauron ? s.sauronMission : -1;
        return new View.Own(none, sauron ? s.sauronShadows.asList() : none, sauron ? s.sauronPlots.asList() : none,
                mission, needs ? missionNeeds(rules, s, mission) : List.of(), none, none, none, NO_ATTRIBUTES, List.of(), none);
    }

    private static final int[] NO_ATTRIBUTES = {};
    /** A board's per-location figures left out (a hero's fight part): no location, so a reader of one fails. */
    private static final int[] NO_PLACES = {};

    /** The board, the one made before while all it shows is unchanged (by seat: Sauron sees the tokens' faces). */
    private static View.Board board(Rules rules, GameState s, boolean sauron, int scoutedHere) {
        List<View.HeroView> heroes = heroes(s);
        List<View.MinionView> minions = minions(s);
        Map<String, Integer> characters = characters(s);
        List<View.TokenView> tokens = tokens(rules, s, sauron, scoutedHere);
        Map<String, Integer> piles = piles(s);
        int[] influence = copied(s, INFLUENCE, s.influence);
        int[] favor = copied(s, FAVOR, s.favorTokens);
        int slot = sauron ? SAURON_BOARD : HERO_BOARD;
        Kept k = kept(s, slot);
        if (k != null && k.value() instanceof View.Board b && b.heroes() == heroes
                && b.minions() == minions && b.characters() == characters && b.tokens() == tokens
                && b.tokenPiles() == piles && b.influence() == influence && b.favorTokens() == favor
                && b.eventMarker() == s.eventMarker) {
            return b;
        }
        return keep(s, slot, NO_KEY, new View.Board(heroes, minions, characters, tokens, piles, influence, favor,
                s.eventMarker));
    }

    /** The story, the one made before while it is unchanged. */
    private static View.Story story(Rules rules, GameState s) {
        Map<Marker, Integer> markers = markers(s);
        Side dominant = Dominance.of(rules, s);
        int stage = s.story.stage();
        Kept k = kept(s, STORY_PART);
        if (k != null && k.value() instanceof View.Story t && t.turn() == s.turn
                && t.stage() == stage && t.markers() == markers && t.dominant() == dominant
                && t.currentEvent() == s.currentEvent && t.winner() == s.winner && t.winReason() == s.winReason) {
            return t;
        }
        return keep(s, STORY_PART, NO_KEY, new View.Story(s.turn, stage, markers, dominant, s.currentEvent, s.winner,
                s.winReason));
    }

    /** Sauron's side of the table, the one made before while it is unchanged. */
    private static View.Sauron sauron(GameState s) {
        Map<ActionType, Integer> track = track(s);
        Map<ActionType, Integer> thisRound = numbered(s, TRACK_ROUND, ActionType.class, TRACKS, s.actions::thisRound);
        int limit = s.shadowPoolLimit();
        Kept k = kept(s, SAURON_PART);
        if (k != null && k.value() instanceof View.Sauron t
                && t.shadowPool() == s.shadowPool && t.shadowPoolLimit() == limit && t.actionTokens() == track
                && t.actionTokensThisRound() == thisRound && samePlots(s, t.plots())
                && t.shadowCount() == s.sauronShadows.size() && t.plotCount() == s.sauronPlots.size()) {
            return t;
        }
        return keep(s, SAURON_PART, NO_KEY, new View.Sauron(s.shadowPool, limit, track, thisRound, plots(s),
                s.sauronShadows.size(), s.sauronPlots.size()));
    }

    /** The active plots: slot, card, the location its marker affects. */
    private static List<View.PlotView> plots(GameState s) {
        List<View.PlotView> plots = new ArrayList<>();
        for (int i = 0; i < s.activePlots.length; i++) {
            if (s.activePlots[i] >= 0) {
                plots.add(new View.PlotView(i, s.activePlots[i], s.plotAt[i]));
            }
        }
        return List.copyOf(plots);
    }

    /** Whether the active plots are as a kept list shows them (compared in place). */
    private static boolean samePlots(GameState s, List<View.PlotView> kept) {
        int n = 0;
        for (int i = 0; i < s.activePlots.length; i++) {
            if (s.activePlots[i] >= 0) {
                if (n >= kept.size()) {
                    return false;
                }
                View.PlotView p = kept.get(n++);
                if (p.slot() != i || p.card() != s.activePlots[i] || p.location() != s.plotAt[i]) {
                    return false;
                }
            }
        }
        return n == kept.size();
    }

    /** How far the seat's own mission is from being fulfilled now (none without a mission of its own). */
    private static List<View.MissionNeed> missionNeeds(Rules rules, GameState s, int mission) {
        return mission < 0 ? List.of() : Missions.progress(new Ctx(rules, s, new ArrayList<>()), mission);
    }

    /** The views' parts kept with a state, by the slots below. */
    private static final Memo.Key<Object[]> PARTS = Memo.key("the views' parts");

    // the slots of the views' parts
    private static final int SAURON_TOKENS = 0;
    private static final int HERO_TOKENS = 1;
    private static final int PILES = 2;
    private static final int MINIONS = 3;
    private static final int STORY = 4;
    private static final int TRACK = 5;
    private static final int CHARACTERS = 6;
    private static final int INFLUENCE = 7;
    private static final int FAVOR = 8;
    private static final int HEROES = 9;
    private static final int TRACK_ROUND = 10;
    private static final int SAURON_BOARD = 11;
    private static final int HERO_BOARD = 12;
    private static final int STORY_PART = 13;
    private static final int SAURON_PART = 14;
    private static final int SLOTS = 15;

    /**
     * A part of a state's views kept between decisions while what it shows is unchanged (a view is made at every
     * decision, and most of it did not change since the last), with the key it was made for. A slot's Kept is
     * replaced whole, never changed, so a view made on another thread still reads a key with its own value.
     */
    private record Kept(int[] key, Object value) {
    }

    /** What a slot keeps, or null. */
    private static Kept kept(GameState s, int slot) {
        Object[] parts = s.recall(PARTS);
        return parts != null && parts[slot] instanceof Kept k ? k : null;
    }

    /** The part kept in a slot for this key, or null. */
    private static Object hit(GameState s, int slot, int[] key) {
        Kept k = kept(s, slot);
        return k != null && Arrays.equals(k.key(), key) ? k.value() : null;
    }

    /** Keeps a part for its key (the caller's own array: not changed after). */
    private static <T> T keep(GameState s, int slot, int[] key, T value) {
        Object[] parts = s.recall(PARTS);
        if (parts == null) {
            parts = new Object[SLOTS];
            s.remember(PARTS, parts);
        }
        parts[slot] = new Kept(key, value);
        return value;
    }

    /** The heroes' public sheets, the list made before while no hero's sheet has changed (compared in place). */
    @SuppressWarnings("unchecked")
    private static List<View.HeroView> heroes(GameState s) {
        Kept k = kept(s, HEROES);
        if (k != null && sameHeroes(s, (List<View.HeroView>) k.value())) {
            return (List<View.HeroView>) k.value();
        }
        View.HeroView[] heroes = new View.HeroView[s.heroes.size()];
        for (int i = 0; i < heroes.length; i++) {
            heroes[i] = sheet(s.heroes.get(i));
        }
        return keep(s, HEROES, NO_KEY, List.of(heroes));
    }

    /** The part of Sauron's view his action and his influence read (his own plots: the seat is his). */
    static View.Planning planning(GameState s) {
        return new View.Planning(heroes(s), s.sauronPlots.asList(), s.shadowPool, s.shadowPoolLimit(),
                ActivePlots.activeCount(s));
    }

    /** One hero's public sheet. */
    static View.HeroView hero(GameState s, String id) {
        return sheet(s.hero(id));
    }

    private static View.HeroView sheet(HeroState h) {
        return new View.HeroView(h.id, h.location, h.favor, h.hand.size(), h.life.size(), h.rest.size(),
                h.damage.size(), h.corruption.size(), h.items.asList(), h.levels.clone(), h.quests.asList(),
                h.questsDone.asList());
    }

    /** The skill cards a hero has trained, wherever among his cards they lie, in card order (his to know alone). */
    private static List<Integer> skills(Cards cards, HeroState h) {
        if (h.hand.size() + h.life.size() + h.rest.size() + h.damage.size() <= cards.heroDeckSize(h.id)) {
            return List.of(); // no more cards than his deck: none trained (cards lost leave no room for one)
        }
        List<Integer> out = new ArrayList<>(0);
        for (IntList pool : new IntList[] {h.hand, h.life, h.rest, h.damage}) {
            for (int i = 0; i < pool.size(); i++) {
                if (cards.kind(pool.get(i)) == CardKind.SKILL) {
                    out.add(pool.get(i));
                }
            }
        }
        out.sort(null);
        return List.copyOf(out);
    }

    /** The key of a part compared with the state in place, not by a key. */
    private static final int[] NO_KEY = {};

    /** Whether each hero's sheet is as a kept view shows it (his items and quests: the same snapshot list). */
    private static boolean sameHeroes(GameState s, List<View.HeroView> kept) {
        if (kept.size() != s.heroes.size()) {
            return false;
        }
        for (int i = 0; i < kept.size(); i++) {
            HeroState h = s.heroes.get(i);
            View.HeroView v = kept.get(i);
            if (!v.id().equals(h.id) || v.location() != h.location || v.favor() != h.favor
                    || v.hand() != h.hand.size() || v.life() != h.life.size() || v.rest() != h.rest.size()
                    || v.damage() != h.damage.size() || v.corruption() != h.corruption.size()
                    || v.items() != h.items.asList() || v.quests() != h.quests.asList()
                    || v.questsDone() != h.questsDone.asList()
                    || !Arrays.equals(v.levels(), h.levels)) {
                return false;
            }
        }
        return true;
    }

    /** A copy of one of the state's arrays, the one made before while the array is unchanged (views only read it). */
    private static int[] copied(GameState s, int slot, int[] array) {
        Object kept = hit(s, slot, array);
        if (kept != null) {
            return (int[]) kept;
        }
        int[] copy = array.clone();
        return keep(s, slot, copy, copy);
    }

    /** The tokens on the board, made again only when a token has moved (or for a hero who has scouted). */
    @SuppressWarnings("unchecked")
    private static List<View.TokenView> tokens(Rules rules, GameState s, boolean sauron, int scoutedHere) {
        if (!sauron && scoutedHere >= 0) {
            return sortedTokens(rules, s, false, scoutedHere);
        }
        int slot = sauron ? SAURON_TOKENS : HERO_TOKENS;
        Object kept = hit(s, slot, s.tokenAt);
        return kept != null ? (List<View.TokenView>) kept
                : keep(s, slot, s.tokenAt.clone(), sortedTokens(rules, s, sauron, -1));
    }

    private static final Marker[] MARKERS = Marker.values();
    private static final ActionType[] TRACKS = ActionType.values();

    private static Map<Marker, Integer> markers(GameState s) {
        return numbered(s, STORY, Marker.class, MARKERS, s.story::position);
    }

    private static Map<ActionType, Integer> track(GameState s) {
        return numbered(s, TRACK, ActionType.class, TRACKS, s.actions::covered);
    }

    /** A read-only map of a number for each constant of an enum (the story's markers, the action tracks). */
    @SuppressWarnings("unchecked")
    private static <E extends Enum<E>> Map<E, Integer> numbered(GameState s, int slot, Class<E> type, E[] all,
                                                                 ToIntFunction<E> number) {
        Kept k = kept(s, slot);
        if (k != null) {
            boolean same = true;
            for (int i = 0; i < all.length && same; i++) {
                same = k.key()[i] == number.applyAsInt(all[i]);
            }
            if (same) {
                return (Map<E, Integer>) k.value();
            }
        }
        int[] key = new int[all.length];
        Map<E, Integer> map = new EnumMap<>(type);
        for (E e : all) {
            key[e.ordinal()] = number.applyAsInt(e);
            map.put(e, key[e.ordinal()]);
        }
        return keep(s, slot, key, Collections.unmodifiableMap(map));
    }

    @SuppressWarnings("unchecked")
    private static List<View.MinionView> minions(GameState s) {
        Kept k = kept(s, MINIONS);
        if (k != null && sameMinions(s, k.key())) {
            return (List<View.MinionView>) k.value();
        }
        int[] key = new int[3 * s.minions.size()];
        View.MinionView[] minions = new View.MinionView[s.minions.size()];
        int i = 0;
        for (MinionState m : s.minions.values()) {
            key[3 * i] = m.location;
            key[3 * i + 1] = m.damage;
            key[3 * i + 2] = m.status.ordinal();
            minions[i++] = new View.MinionView(m.id, m.status.name(), m.location, m.damage);
        }
        return keep(s, MINIONS, key, List.of(minions));
    }

    /** Whether the minions stand as the key says (compared in place: asked at every decision). */
    private static boolean sameMinions(GameState s, int[] key) {
        if (key.length != 3 * s.minions.size()) {
            return false;
        }
        int i = 0;
        for (MinionState m : s.minions.values()) {
            if (key[i++] != m.location || key[i++] != m.damage || key[i++] != m.status.ordinal()) {
                return false;
            }
        }
        return true;
    }

    /**
     * The tokens on the board by location, then pile, then face and number; a token the seat may not see has no face
     * and no number, and comes before the seen ones of its pile (sorted by keys, as this is asked at every decision).
     */
    private static List<View.TokenView> sortedTokens(Rules rules, GameState s, boolean sauron, int scoutedHere) {
        int n = 0;
        long[] keys = new long[s.tokenAt.length];
        for (int t = 0; t < s.tokenAt.length; t++) {
            int at = s.tokenAt[t];
            if (at >= 0) {
                boolean seen = sauron || at == scoutedHere;
                long place = seen ? 2L * rules.cards().tokenOrder(t) + 2 : 2L * rules.cards().tokenPileStart(t) + 1;
                keys[n++] = ((long) at << 40) | (place << 16) | (seen ? 1L << 15 : 0) | t;
            }
        }
        Arrays.sort(keys, 0, n);
        View.TokenView[] out = new View.TokenView[n];
        for (int i = 0; i < n; i++) {
            int t = (int) (keys[i] & 0x7FFF);
            boolean seen = (keys[i] & (1L << 15)) != 0;
            out[i] = new View.TokenView(seen ? t : -1, rules.cards().tokenPile(t), s.tokenAt[t],
                    seen ? faceOf(rules, t) : null);
        }
        return List.of(out);
    }

    /**
     * Where the characters stand, made again only when one has moved (keyed by the places in the map's order; the
     * characters themselves are the data's, the same for the whole game).
     */
    @SuppressWarnings("unchecked")
    private static Map<String, Integer> characters(GameState s) {
        int[] key = new int[s.characterAt.size()];
        int i = 0;
        for (int at : s.characterAt.values()) {
            key[i++] = at;
        }
        Object kept = hit(s, CHARACTERS, key);
        return kept != null ? (Map<String, Integer>) kept
                : keep(s, CHARACTERS, key, Collections.unmodifiableMap(new LinkedHashMap<>(s.characterAt)));
    }

    /** How many monster tokens each pile still holds (public: the piles stand on the table). */
    @SuppressWarnings("unchecked")
    private static Map<String, Integer> piles(GameState s) {
        int[] key = new int[s.tokenPiles.size()];
        int i = 0;
        for (var pile : s.tokenPiles.values()) {
            key[i++] = pile.size();
        }
        Object kept = hit(s, PILES, key);
        if (kept != null) {
            return (Map<String, Integer>) kept;
        }
        Map<String, Integer> out = new LinkedHashMap<>();
        s.tokenPiles.forEach((colour, pile) -> out.put(colour, pile.size()));
        return keep(s, PILES, key, Collections.unmodifiableMap(out));
    }

    /** What a seat sees of the fight under way (the fight part of its view), or null when there is none. */
    static View.FightView fight(Rules rules, GameState s, Seat seat) {
        for (var frame : s.stack) {
            if (frame instanceof Fights.Fight f && f.combat() != null) {
                var cs = f.combat();
                int heroUsed = 0;
                CardRow heroRow = cs.heroRow();
                for (int i = 0; i < heroRow.size(); i++) {
                    heroUsed += rules.cards().card(heroRow.card(i)).cost();
                }
                // as the combatant's abilities make the costs (Superior Tactics, Surprise Assault)
                int sauronUsed = Resolver.sauronCost(rules.cards(), cs.sauronRow(), -1,
                        f.minion() ? List.of() : rules.data().monster(f.opponent()).ability());
                // Anticipate: the card committed first is face up, for every seat
                int committed = cs.sauronCommitsFirst() ? f.sauronCard() : -1;
                int heroCommitted = cs.heroCommitsFirstOpenly() && !cs.sauronCommitsFirst() ? f.heroCard() : -1;
                // the card committed face up lies on the table, no longer in his hand: the count leaves it out
                int inHand = cs.sauronHand().size() - (committed >= 0 && cs.sauronHandRow().has(committed) ? 1 : 0);
                var heroSide = new View.FightSide(cs.heroStack(), heroUsed, cs.heroStrength(),
                        cs.heroExhausted() || f.heroDeclaredExhausted(), heroCommitted, cs.heroHandShown());
                var sauronSide = new View.FightSide(cs.sauronStack(), sauronUsed, cs.sauronStrength(),
                        cs.sauronExhausted(), committed, cs.sauronHandShown());
                return new View.FightView(f.hero(), f.opponent(), f.minion(), cs.round(), cause(f.context()), heroSide,
                        sauronSide, inHand, seat.sauron() ? cs.sauronHand() : List.of(), cs.sauronDamage(),
                        cs.sauronHealth());
            }
        }
        return null;
    }

    private static View.FightCause cause(Fights.Context context) {
        return switch (context) {
            case AMBUSH -> View.FightCause.AMBUSH;
            case TRAVEL -> View.FightCause.TRAVEL;
            case EFFECT -> View.FightCause.CARD;
            case FINALE -> View.FightCause.FINALE;
        };
    }

    private static String faceOf(Rules rules, int token) {
        String f = rules.cards().tokenFace(token);
        return f == null ? "blank" : f;
    }
}
