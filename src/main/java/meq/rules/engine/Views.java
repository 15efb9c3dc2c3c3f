package meq.rules.engine;

import java.util.AbstractList;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.RandomAccess;
import meq.rules.Ask;
import meq.rules.Rules;
import meq.rules.View;
import meq.rules.play.Fights;
import meq.rules.table.Dominance;
import meq.state.ActionType;
import meq.state.GameState;
import meq.state.HeroState;
import meq.state.Marker;
import meq.state.MinionState;
import meq.state.Seat;

/**
 * Builds a {@link View}: what one seat may see of a state. The only place that decides what leaves the state for a
 * seat; {@code SecretsTest} checks it at every decision of seeded games.
 */
public final class Views {
    private Views() {
    }

    /** What a seat may see of a state, with its pending question (null when none is open). */
    public static View of(Rules rules, GameState s, Seat seat, Ask pending) {
        Map<Marker, Integer> story = new EnumMap<>(Marker.class);
        for (Marker m : Marker.values()) {
            story.put(m, s.story.position(m));
        }
        List<View.HeroView> heroes = new ArrayList<>(s.heroes.size());
        List<Integer> hand = List.of();
        int scoutedHere = -1;
        boolean mySeatIsAHero = false;
        List<Integer> corruption = List.of();
        List<Integer> rest = List.of();
        List<Integer> damage = List.of();
        for (HeroState h : s.heroes) {
            heroes.add(new View.HeroView(h.id, h.location, h.favor, h.hand.size(), h.life.size(), h.rest.size(),
                    h.damage.size(), h.corruption.size(), boxed(h.items.toArray()), h.levels.clone(),
                    boxed(h.quests.toArray())));
            if (seat.id().equals(h.id)) {
                hand = boxed(h.hand.toArray());
                scoutedHere = h.scouted;
                mySeatIsAHero = true;
                corruption = boxed(h.corruption.toArray());
                rest = boxed(h.rest.toArray()); // his own rest and damage pools, his to look through
                damage = boxed(h.damage.toArray());
            }
        }
        List<View.MinionView> minions = new ArrayList<>();
        for (MinionState m : s.minions.values()) {
            minions.add(new View.MinionView(m.id, m.status.name(), m.location, m.damage));
        }
        List<View.TokenView> tokens = tokens(rules, s, seat.sauron(), scoutedHere);
        boolean mine = pending != null && pending.seat().equals(seat);
        List<View.PlotView> plots = new ArrayList<>();
        for (int i = 0; i < s.activePlots.length; i++) {
            if (s.activePlots[i] >= 0) {
                plots.add(new View.PlotView(i, s.activePlots[i], s.plotAt[i]));
            }
        }
        Map<ActionType, Integer> track = new EnumMap<>(ActionType.class);
        for (ActionType t : ActionType.values()) {
            track.put(t, s.actions.covered(t));
        }
        boolean sauron = seat.sauron();
        return new View(seat, s.turn, s.story.stage(), story, Dominance.of(rules, s), s.influence.clone(), s.shadowPool,
                s.shadowPoolLimit(), s.favorTokens.clone(), heroes, minions, tokens, s.sauronShadows.size(),
                s.sauronPlots.size(), hand, pending == null ? null : pending.seat(), mine ? pending : null,
                s.winner, s.winReason, characters(s),
                plots, s.currentEvent, s.eventMarker, track,
                sauron ? boxed(s.sauronShadows.toArray()) : List.of(), sauron ? boxed(s.sauronPlots.toArray()) : List.of(),
                sauron ? s.sauronMission : mySeatIsAHero ? s.heroMission : -1,
                corruption, fight(rules, s, seat), rest, damage, piles(s));
    }

    /**
     * The parts of a state's views kept between decisions: the tokens as Sauron and as a hero who scouted nowhere
     * see them, for the token places they were made for; the piles' counts for their sizes. Replaced whole, never
     * changed, so a view made on another thread sees one consistent part.
     */
    private record Parts(int[] tokenAt, List<View.TokenView> sauronTokens, List<View.TokenView> heroTokens,
                         int[] pileSizes, Map<String, Integer> piles) {
    }

    private static Parts parts(GameState s) {
        return s.viewParts instanceof Parts p ? p : new Parts(null, null, null, null, null);
    }

    /** The tokens on the board, made again only when a token has moved (or for a hero who has scouted). */
    private static List<View.TokenView> tokens(Rules rules, GameState s, boolean sauron, int scoutedHere) {
        if (!sauron && scoutedHere >= 0) {
            return sortedTokens(rules, s, false, scoutedHere);
        }
        Parts p = parts(s);
        if (p.tokenAt() == null || !Arrays.equals(p.tokenAt(), s.tokenAt)) {
            p = new Parts(s.tokenAt.clone(), null, null, p.pileSizes(), p.piles());
        }
        List<View.TokenView> kept = sauron ? p.sauronTokens() : p.heroTokens();
        if (kept == null) {
            kept = sortedTokens(rules, s, sauron, -1);
            p = sauron ? new Parts(p.tokenAt(), kept, p.heroTokens(), p.pileSizes(), p.piles())
                    : new Parts(p.tokenAt(), p.sauronTokens(), kept, p.pileSizes(), p.piles());
        }
        s.viewParts = p;
        return kept;
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

    /** Where the characters stand, as a read-only copy made again only when one has moved. */
    private static Map<String, Integer> characters(GameState s) {
        Map<String, Integer> seen = s.characterView;
        if (seen == null || !sameInOrder(seen, s.characterAt)) {
            seen = Collections.unmodifiableMap(new LinkedHashMap<>(s.characterAt));
            s.characterView = seen;
        }
        return seen;
    }

    /** Whether two maps hold the same keys and values in the same order (no hashing: a view is made per decision). */
    private static boolean sameInOrder(Map<String, Integer> a, Map<String, Integer> b) {
        if (a.size() != b.size()) {
            return false;
        }
        var ia = a.entrySet().iterator();
        for (var eb : b.entrySet()) {
            var ea = ia.next();
            if (!ea.getKey().equals(eb.getKey()) || !ea.getValue().equals(eb.getValue())) {
                return false;
            }
        }
        return true;
    }

    /** How many monster tokens each pile still holds (public: the piles stand on the table), kept while unchanged. */
    private static Map<String, Integer> piles(GameState s) {
        int[] sizes = new int[s.tokenPiles.size()];
        int i = 0;
        for (var pile : s.tokenPiles.values()) {
            sizes[i++] = pile.size();
        }
        Parts p = parts(s);
        if (p.piles() != null && Arrays.equals(p.pileSizes(), sizes)) {
            return p.piles();
        }
        Map<String, Integer> out = new LinkedHashMap<>();
        s.tokenPiles.forEach((colour, pile) -> out.put(colour, pile.size()));
        Map<String, Integer> piles = Collections.unmodifiableMap(out);
        s.viewParts = new Parts(p.tokenAt(), p.sauronTokens(), p.heroTokens(), sizes, piles);
        return piles;
    }

    private static View.FightView fight(Rules rules, GameState s, Seat seat) {
        for (var frame : s.stack) {
            if (frame instanceof Fights.Fight f && f.combat() != null) {
                var cs = f.combat();
                int heroUsed = 0;
                for (int c : cs.heroStack()) {
                    heroUsed += rules.cards().card(c).cost();
                }
                int sauronUsed = 0;
                for (int c : cs.sauronStack()) {
                    sauronUsed += rules.cards().card(c).cost();
                }
                // Anticipate: the card committed first is face up, for every seat
                int committed = cs.sauronCommitsFirst() ? f.sauronCard() : -1;
                int heroCommitted = cs.heroCommitsFirstOpenly() && !cs.sauronCommitsFirst() ? f.heroCard() : -1;
                return new View.FightView(f.hero(), f.opponent(), f.minion(), cs.round(), cs.heroStack(), cs.sauronStack(),
                        cs.sauronHand().size(), seat.sauron() ? cs.sauronHand() : List.of(), heroUsed, cs.heroStrength(),
                        sauronUsed, cs.sauronStrength(), cs.heroExhausted() || f.heroDeclaredExhausted(), cs.sauronExhausted(), cs.sauronDamage(),
                        cs.sauronHealth(), committed, heroCommitted, cs.heroHandShown(), cs.sauronHandShown());
            }
        }
        return null;
    }

    private static String faceOf(Rules rules, int token) {
        String f = rules.cards().tokenFace(token);
        return f == null ? "blank" : f;
    }

    /** Numbers as a read-only list, boxed only when read (most of a view is never read by a bot). */
    private static List<Integer> boxed(int[] a) {
        return a.length == 0 ? List.of() : new Numbers(a);
    }

    private static final class Numbers extends AbstractList<Integer> implements RandomAccess {
        private final int[] values;

        Numbers(int[] values) {
            this.values = values;
        }

        @Override
        public Integer get(int index) {
            return values[index];
        }

        @Override
        public int size() {
            return values.length;
        }
    }
}
