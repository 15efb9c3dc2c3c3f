package meq.rules.play;

import java.util.ArrayList;
import java.util.List;
import meq.board.Location;
import meq.data.CardDecks;
import meq.data.EffectStep;
import meq.data.Selector;
import meq.data.Verb;
import meq.rules.Ctx;
import meq.rules.GameEvent;
import meq.rules.Scope;
import meq.rules.Step;
import meq.rules.table.Heroes;
import meq.rules.table.Holdings;
import meq.rules.table.Selectors;
import meq.rules.table.Table;
import meq.state.Attribute;
import meq.state.Deck;
import meq.state.HeroState;
import meq.state.Marker;
import meq.state.MinionState;
import meq.state.Seat;

/**
 * What each verb of the effect vocabulary ({@link Verb}) does: one switch the compiler checks, so a verb without
 * its handler does not compile. Run by {@link RunEffect}.
 */
final class Verbs {
    private Verbs() {
    }

    static boolean needsHero(Verb verb) {
        return verb.onHero;
    }

    /** The seat that decides for "hero", "sauron" or "heroes" (the hero in scope, else the first hero). */
    static Seat seat(Ctx c, String by, Scope scope) {
        if ("sauron".equals(by)) {
            return Seat.SAURON;
        }
        return Seat.hero(scope.hero() != null ? scope.hero() : c.s.heroes.get(0).id);
    }

    static void run(Ctx c, EffectStep st, Scope scope) {
        HeroState h = scope.hero() == null ? null : c.s.hero(scope.hero());
        int n = st.number();
        String by = st.modifiers().by();
        Runnable verb = switch (st.verb()) {
            case FAVOR -> () -> Holdings.favor(c, h, n);
            case CORRUPTION -> () -> {
                for (int i = 0; i < n; i++) {
                    c.push(new EffectSteps.DrawCorruption(h.id));
                }
            };
            case DISCARD_CORRUPTION -> () -> {
                for (int i = 0; i < n; i++) {
                    c.push(new EffectSteps.DiscardCorruption(h.id, false));
                }
            };
            case TRAINING -> () -> {
                for (int i = 0; i < n; i++) {
                    c.push(new EffectSteps.Training(h.id));
                }
            };
            case LEVEL -> () -> c.push(new EffectSteps.Level(h.id, st.word()));
            case DAMAGE -> () -> Damage.deal(c, h.id, n);
            case DAMAGE_PER_CORRUPTION -> () -> Damage.deal(c, h.id, n * h.corruption.size());
            case HEAL -> () -> Heroes.heal(c, h);
            case REST_INTO_LIFE -> () -> {
                h.life.addAll(h.rest);
                h.rest.clear();
                h.life.shuffle(c.s.rng);
            };
            case DISCARD_RANDOM -> () -> Holdings.discardRandom(c, h, n);
            case DISCARD_RANDOM_PER_CORRUPTION -> () -> Holdings.discardRandom(c, h, n * h.corruption.size());
            case TRIM_HAND -> () -> c.push(new EffectSteps.TrimHand(h.id, n));
            case ITEM -> () -> Holdings.giveItem(c, h, st.word());
            case MOVE_HERO -> () -> c.push(new EffectSteps.PickLocation(seat(c, by == null ? "hero" : by, scope), new EffectSteps.MoveHero(),
                    ids(Selectors.resolve(c, st.selector(), scope)), scope, null));
            case END_TURN -> () -> h.turnOver = true;
            case SKIP_AMBUSH -> () -> h.skipAmbush = true;
            case PERILOUS_THIS_TURN -> () -> h.perilousAt = h.location; // "that location", not those after it
            case TRAVEL_LIMIT -> () -> h.travelLimit = n;
            case FIGHT, FIGHT_MINION -> () -> Fights.start(c, st, scope);
            case INFLUENCE -> () -> influence(c, st, scope);
            case REMOVE_INFLUENCE, REMOVE_MONSTERS -> () -> {
                List<Integer> where = ids(st.where() == null ? c.board().locations() : Selectors.resolve(c, st.where(), scope));
                boolean tokens = st.verb() == Verb.REMOVE_MONSTERS;
                if ("all".equals(st.value())) {
                    for (int l : where) {
                        Holdings.clear(c, l, tokens);
                    }
                } else if (st.modifiers().each()) { // "each location loses N": no one chooses
                    for (int l : where) {
                        Holdings.take(c, l, tokens, n);
                    }
                } else {
                    c.push(new EffectSteps.Remove(seat(c, by == null ? "heroes" : by, scope), tokens, n, where));
                }
            };
            case POOL -> () -> {
                int before = c.s.shadowPool;
                c.s.shadowPool = Math.max(0, Math.min(c.s.shadowPoolLimit(), c.s.shadowPool + n));
                if (c.s.shadowPool != before) {
                    c.emit(new GameEvent.PoolChanged(c.s.shadowPool - before, c.s.shadowPool));
                }
            };
            case MONSTER -> () -> {
                // with a selection: N tokens on EACH selected location (as influence: N); without: N wherever
                // Sauron may place them
                boolean ignore = st.modifiers().ignoreInfluence();
                List<List<Integer>> placements = new ArrayList<>();
                if (st.where() == null) {
                    placements.add(ids(c.board().locations()));
                } else {
                    for (int l : ids(Selectors.resolve(c, st.where(), scope))) {
                        placements.add(List.of(l));
                    }
                }
                List<Step> steps = new ArrayList<>();
                for (List<Integer> where : placements) {
                    for (int i = 0; i < n; i++) {
                        steps.add(new EffectSteps.PlaceMonster(where, ignore));
                    }
                }
                c.push(steps.toArray(new Step[0]));
            };
            case CHARACTER -> () -> {
                Selector to = st.modifiers().to();
                List<Integer> where = to == null ? List.of() : ids(Selectors.resolve(c, to, scope));
                c.push(new EffectSteps.PickLocation(seat(c, by == null ? "heroes" : by, scope), new EffectSteps.PlaceCharacter(st.word()),
                        where, scope, null));
            };
            case CHARACTERS_HOME -> () -> {
                for (Location l : Selectors.resolve(c, st.where(), scope)) {
                    c.s.characterAt.replaceAll((k, v) -> v == l.index() ? -1 : v);
                }
            };
            case FAVOR_TOKEN -> () -> {
                for (Location l : Selectors.resolve(c, st.where(), scope)) {
                    if (!l.isStronghold()) {
                        c.s.favorTokens[l.index()] += n;
                        c.emit(new GameEvent.FavorTokensPlaced(l.index(), n));
                    }
                }
            };
            case MINION_DAMAGE -> () -> c.push(new EffectSteps.PickLocation(seat(c, by == null ? "heroes" : by, scope),
                    new EffectSteps.DamageMinion(n), minionLocations(c, st.where() == null ? c.board().locations()
                    : Selectors.resolve(c, st.where(), scope)), scope, null));
            case HEAL_MINION -> () -> {
                for (MinionState m : c.s.minions.values()) {
                    if (m.onBoard() && (st.where() == null || ids(Selectors.resolve(c, st.where(), scope)).contains(m.location))) {
                        m.damage = "full".equals(st.value()) ? 0 : Math.max(0, m.damage - n);
                    }
                }
            };
            case MOVE_MINION -> () -> c.push(new EffectSteps.MoveAMinion(ids(Selectors.resolve(c, st.selector(), scope))));
            case DRAW_SHADOW, DRAW_PLOT -> () -> {
                Deck deck = st.verb() == Verb.DRAW_SHADOW ? Deck.SHADOWS : Deck.PLOTS;
                Integer keep = st.modifiers().keep();
                c.push(new EffectSteps.SauronDraw(deck, n, keep == null ? n : keep));
            };
            case DISCARD_SHADOW_RANDOM -> () -> Holdings.discardShadowsRandom(c, n);
            case DISCARD_PLOT_FROM_HAND -> () -> {
                for (int i = 0; i < n; i++) {
                    c.push(new EffectSteps.SauronDiscardPlot());
                }
            };
            case STORY -> () -> {
                String marker = st.story().marker();
                int steps = st.story().steps();
                if (marker.equals("leftmost")) {
                    c.push(new HeroTurn.AdvanceLeftmost(scope.hero() != null ? scope.hero() : c.s.heroes.get(0).id, steps));
                } else {
                    Table.advance(c, Marker.valueOf(marker.toUpperCase()), steps, GameEvent.StoryMarkerAdvanced.Why.CARD,
                            scope.source() >= 0 ? c.rules.cards().id(scope.source()) : null);
                }
            };
            case FETCH_PLOT -> () -> c.push(new Plots.Fetch(st.ids(), st.then(), scope));
            case PEEK_PLOT -> () -> c.push(new EffectSteps.PeekPlot());
            case DISCARD_ACTIVE_PLOT -> () -> {
                List<Integer> where = ids(Selectors.resolve(c, st.selector(), scope));
                c.push(new EffectSteps.DiscardActivePlot(seat(c, by == null ? "hero" : by, scope), where));
            };
            case COMMAND -> () -> c.push(new SauronActions.Command(n, List.of(), false));
            case CHOICE -> () -> c.push(new EffectSteps.Choose(seat(c, by, scope), st.options(), scope));
            case OPTIONAL -> () -> c.push(new EffectSteps.MayDecline(seat(c, by, scope), st.then(), 0, scope));
            case PAY -> () -> {
                if (h != null && h.favor >= n) {
                    c.push(new EffectSteps.MayDecline(Seat.hero(h.id), st.then(), n, scope));
                }
            };
            case SPECIAL -> () -> Specials.run(c, st.special(), st, scope);
        };
        verb.run();
    }

    private static void influence(Ctx c, EffectStep st, Scope scope) {
        Integer total = st.modifiers().total();
        if (total == null) {
            for (Location l : Selectors.resolve(c, st.where(), scope)) {
                if (!l.haven()) {
                    c.s.influence[l.index()] += st.number();
                    c.emit(new GameEvent.InfluencePlaced(l.index(), st.number()));
                }
            }
            Table.settleInfluence(c);
            return;
        }
        List<Integer> where = st.where() == null ? null : ids(Selectors.resolve(c, st.where(), scope));
        c.push(new EffectSteps.Spread(total, st.number(), where, List.of()));
    }

    static List<Integer> ids(List<Location> locations) {
        List<Integer> out = new ArrayList<>(locations.size());
        for (Location l : locations) {
            out.add(l.index());
        }
        return out;
    }

    private static List<Integer> minionLocations(Ctx c, List<Location> where) {
        List<Integer> out = new ArrayList<>();
        for (Location l : where) {
            if (!Table.minionsAt(c, l.index()).isEmpty()) {
                out.add(l.index());
            }
        }
        return out;
    }

    static CardDecks.Corruption corruption(Ctx c, int card) {
        return c.rules.cards().def(card, CardDecks.Corruption.class);
    }

    static Attribute attribute(String name) {
        return Attribute.valueOf(name.toUpperCase());
    }
}
