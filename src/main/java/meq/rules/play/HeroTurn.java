package meq.rules.play;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import meq.board.Location;
import meq.board.Neighbour;
import meq.board.Payment;
import meq.data.CardDecks;
import meq.data.HeroAbility;
import meq.data.Icon;
import meq.data.MinionTraits;
import meq.data.OngoingRule;
import meq.data.ShadowTiming;
import meq.rules.Action;
import meq.rules.Ask;
import meq.rules.Ctx;
import meq.rules.GameEvent;
import meq.rules.Naming;
import meq.rules.Scope;
import meq.rules.Step;
import meq.rules.table.ActivePlots;
import meq.rules.table.Heroes;
import meq.rules.table.Holdings;
import meq.rules.table.Ongoing;
import meq.rules.table.Table;
import meq.state.CardKind;
import meq.state.HeroState;
import meq.state.IntList;
import meq.state.Marker;
import meq.state.Seat;

/** The steps of a hero's turn: Rest, Travel (move, explore) and the end of the turn. */
public final class HeroTurn {
    private HeroTurn() {
    }

    static HeroState heroState(Ctx c, String id) {
        return c.s.hero(id);
    }

    public record Start(String hero) implements Step {
        @Override
        public Ask advance(Ctx c) {
            c.emit(new GameEvent.HeroTurnStarted(hero));
            HeroState h = heroState(c, hero);
            h.darkPathTaken = false;
            h.turnOver = false;
            h.skipAmbush = false;
            h.perilousAt = -1;
            h.travelLimit = -1;
            h.moves = 0;
            h.favorGainedThisTurn = 0;
            h.abilityUsed = false;
            h.scouted = -1;
            c.s.shadowPlayed = false;
            c.s.shadowQuiet = false;
            c.then(new Shadows.Window(ShadowTiming.HERO_TURN_START, Scope.of(hero, -1)), new Rest(hero), new Ambush(hero), new Travel(hero, false, false), new Encounters.Draw(hero),
                    new End(hero));
            return null;
        }
    }

    /**
     * "If there are no monster tokens or minions in your location and you are not in a Shadow Stronghold,
     * you may rest. Shuffle all cards from your rest pool into your life pool and then advance the leftmost
     * Sauron story marker one space ... If in a Haven, you may also heal."
     */
    public record Rest(String hero) implements Step {
        @Override
        public Ask advance(Ctx c) {
            HeroState h = heroState(c, hero);
            if (h.turnOver) { // a defeat at the start of the turn ends it
                c.pop();
                return null;
            }
            if (!mayRest(c, h)) {
                // "If in a Haven, you may also heal (even if a minion is present)": the heal alone
                c.pop();
                if (mayHealOnly(c, h)) {
                    c.push(new HealChoice(hero));
                }
                return null;
            }
            // "If in a Haven, you may also heal (even if a minion is present)": the heal does not hang on the
            // rest, so in a Haven he may heal without resting (Q12), as he may with a minion there
            if (c.loc(h.location).haven() && !h.damage.isEmpty()) {
                return new Ask(Seat.hero(hero), "Rest?", "Don't rest", List.of(Action.REST, Action.HEAL, Action.PASS));
            }
            return new Ask(Seat.hero(hero), "Rest?", "Don't rest", List.of(Action.REST, Action.PASS));
        }

        @Override
        public void answer(Ctx c, Action a) {
            c.pop();
            if (healed(c, hero, a) || !(a instanceof Action.Rest)) {
                return;
            }
            HeroState h = heroState(c, hero);
            h.life.addAll(h.rest);
            h.rest.clear();
            h.life.shuffle(c.s.rng);
            c.emit(new GameEvent.HeroRested(hero));
            List<Step> next = new ArrayList<>();
            next.add(new AdvanceLeftmost(hero, Ongoing.heroNumber(c, h, OngoingRule.REST_ADVANCE, 1)));
            next.add(new EffectSteps.DiscardCorruption(hero, true));
            if (!c.loc(h.location).haven() && Heroes.has(c, h, HeroAbility.SURVIVALIST)) {
                next.add(new Survivalist(hero));
            }
            if (c.loc(h.location).haven() && !h.damage.isEmpty()) {
                next.add(new HealChoice(hero));
            }
            c.push(next.toArray(new Step[0]));
        }
    }

    /**
     * No monster or minion here, not a Shadow Stronghold; not within reach of the Witch-king outside a Haven;
     * not where a plot forbids resting.
     */
    static boolean mayRest(Ctx c, HeroState h) {
        Location l = c.loc(h.location);
        if (l.isStronghold() || Table.enemyAt(c, h.location) || Ongoing.plotForbids(c, OngoingRule.NO_REST, l)) {
            return false;
        }
        return l.haven() || !Table.minionReaches(c, l, MinionTraits::noRestWithin);
    }

    /**
     * In a Haven where only a minion (no monster token) keeps him from resting, and nothing else would: the hero
     * may still heal, if he has damage.
     */
    static boolean mayHealOnly(Ctx c, HeroState h) {
        Location l = c.loc(h.location);
        return l.haven() && !h.damage.isEmpty() && Table.tokensAt(c, h.location).isEmpty()
                && !Table.minionsAt(c, h.location).isEmpty() && !l.isStronghold() && !Ongoing.plotForbids(c, OngoingRule.NO_REST, l);
    }

    /**
     * Sauron's leftmost marker advances (one space, two for a Despondent hero: one marker moves them all); the
     * hero chooses among tied markers. A step saved without its number moved one space.
     */
    public record AdvanceLeftmost(String hero, int steps) implements Step {
        public AdvanceLeftmost {
            steps = Math.max(1, steps);
        }

        @Override
        public Ask advance(Ctx c) {
            List<Marker> tied = c.s.story.leftmostSauron();
            if (tied.size() == 1) {
                Table.advance(c, tied.get(0), steps);
                c.pop();
                return null;
            }
            List<Action> options = new ArrayList<>();
            tied.forEach(m -> options.add(new Action.AdvanceMarker(m)));
            return new Ask(Seat.hero(hero), steps == 1 ? "Which of Sauron's markers advances?"
                    : "Which of Sauron's markers advances " + steps + " spaces?", options);
        }

        @Override
        public void answer(Ctx c, Action a) {
            Table.advance(c, ((Action.AdvanceMarker) a).marker(), steps);
            c.pop();
        }
    }

    /** Beravor's Survivalist: resting outside a Haven, she may also heal or receive training. */
    public record Survivalist(String hero) implements Step {
        @Override
        public Ask advance(Ctx c) {
            return new Ask(Seat.hero(hero), "Survivalist: heal or train?", "Neither", List.of(Action.HEAL,
                    new Action.ChooseOption(1, "Receive training"), Action.PASS));
        }

        @Override
        public void answer(Ctx c, Action a) {
            c.pop();
            HeroState h = heroState(c, hero);
            if (a instanceof Action.Heal) {
                Heroes.heal(c, h);
            } else if (a instanceof Action.ChooseOption) {
                c.push(new EffectSteps.Training(hero));
            }
        }
    }

    /** Eleanor's Noble Bloodline: once per turn, 1 more favor on completing a Quest or consulting a character. */
    static void nobleBloodline(Ctx c, HeroState h) {
        if (Heroes.has(c, h, HeroAbility.NOBLE_BLOODLINE) && !h.abilityUsed) {
            h.abilityUsed = true;
            Holdings.favor(c, h, 1);
        }
    }

    /** In a Haven: shuffle the damage pool into the life pool. */
    public record HealChoice(String hero) implements Step {
        @Override
        public Ask advance(Ctx c) {
            return yesOrNo(hero, "Heal in the Haven?", "Don't heal", Action.HEAL);
        }

        @Override
        public void answer(Ctx c, Action a) {
            c.pop();
            healed(c, hero, a);
        }
    }

    /** Heals the hero if he chose to; whether he did. */
    private static boolean healed(Ctx c, String hero, Action a) {
        if (a instanceof Action.Heal) {
            Heroes.heal(c, heroState(c, hero));
            return true;
        }
        return false;
    }

    /** A question a hero answers yes (the one action) or no (Pass, in the words given). */
    private static Ask yesOrNo(String hero, String question, String no, Action yes) {
        return new Ask(Seat.hero(hero), question, no, List.of(yes, Action.PASS));
    }

    /**
     * Travel: move to an adjacent location by discarding one card with the path's icon, or as many cards as
     * its number; or explore the starting location without moving (once); or end the Travel step.
     */
    public record Travel(String hero, boolean moved, boolean exploredStart) implements Step {
        @Override
        public Ask advance(Ctx c) {
            HeroState h = heroState(c, hero);
            if (h.turnOver) {
                c.pop();
                return null;
            }
            List<Action> options = new ArrayList<>();
            int limit = Ongoing.heroNumber(c, h, OngoingRule.TRAVEL_LIMIT, Integer.MAX_VALUE);
            if (h.travelLimit >= 0) {
                limit = Math.min(limit, h.travelLimit);
            }
            if (h.moves < limit) {
                moveOptions(c, h, options);
            }
            if (!moved && !exploredStart) {
                options.add(Action.EXPLORE_HERE);
            }
            if (Heroes.has(c, h, HeroAbility.SCOUT) && !h.abilityUsed) {
                for (Neighbour n : c.board().neighbours(c.loc(h.location))) {
                    if (!Table.tokensAt(c, n.to().index()).isEmpty()) {
                        options.add(new Action.Scout(n.to().index()));
                    }
                }
            }
            options.add(Action.PASS);
            return new Ask(Seat.hero(hero), "Travel", "End the turn", options);
        }

        @Override
        public void answer(Ctx c, Action a) {
            HeroState h = heroState(c, hero);
            if (a instanceof Action.MoveHero m && m.card() >= 0) {
                h.hand.remove(m.card());
                h.rest.add(m.card());
                c.replace(new Travel(hero, true, exploredStart));
                arrive(c, hero, m.to(), 1);
            } else if (a instanceof Action.MoveHero m) {
                int price = priceTo(c, h, m.to());
                c.replace(new Travel(hero, true, exploredStart));
                c.push(new Pay(hero, m.to(), price, price));
            } else if (a instanceof Action.ExploreHere) {
                c.replace(new Travel(hero, moved, true));
                c.push(new Explore(hero, false));
            } else if (a instanceof Action.Scout sc) {
                h.abilityUsed = true;
                h.scouted = sc.location();
            } else {
                c.pop();
            }
        }
    }

    /** Paying a move with several cards, chosen one at a time from the hand. */
    public record Pay(String hero, int to, int remaining, int price) implements Step {
        @Override
        public Ask advance(Ctx c) {
            HeroState h = heroState(c, hero);
            List<Action> options = new ArrayList<>(h.hand.size());
            for (int i = 0; i < h.hand.size(); i++) {
                options.add(Action.Discard.of(h.hand.get(i)));
            }
            int more = remaining;
            return new Ask(Seat.hero(hero), () -> "Discard a card to pay for the move (" + more + " more)",
                    options);
        }

        @Override
        public void answer(Ctx c, Action a) {
            HeroState h = heroState(c, hero);
            int card = ((Action.Discard) a).card();
            h.hand.remove(card);
            h.rest.add(card);
            if (remaining > 1) {
                c.replace(new Pay(hero, to, remaining - 1, price));
            } else {
                c.pop();
                arrive(c, hero, to, price);
            }
        }
    }

    /** The hero arrives: Combat or Peril (Sauron's choice, if able), then he explores. */
    static void arrive(Ctx c, String hero, int to, int paid) {
        HeroState h = heroState(c, hero);
        c.emit(new GameEvent.HeroMoved(hero, h.location, to, paid));
        h.location = to;
        h.moves++;
        if (c.loc(to).haven()) {
            c.push(new Arrival(hero, false), new Explore(hero, false));
        } else {
            c.push(new Shadows.Window(ShadowTiming.HERO_ENTERS, Scope.of(hero, -1)), new Arrival(hero, false),
                    new Explore(hero, false));
        }
    }

    /**
     * Explore the current location, in any order: retrieve favor, consult characters (favor or ability), the
     * dark path (once per turn, with at most 3 Corruption cards), complete quests, discard a plot affecting it,
     * use the current event whose marker is here; done.
     */
    public record Explore(String hero, boolean eventUsed) implements Step {
        @Override
        public Ask advance(Ctx c) {
            HeroState h = heroState(c, hero);
            if (h.turnOver) {
                c.pop();
                return null;
            }
            Specials.collectTrust(c, h);
            List<Action> options = new ArrayList<>();
            // "Retrieve any number of favor tokens": never more than he may hold, the others stay here
            if (Holdings.favorRoom(c, h, c.s.favorTokens[h.location]) > 0) {
                options.add(Action.RETRIEVE_FAVOR);
            }
            if (!Ongoing.heroHas(c, h, OngoingRule.NO_CONSULT)) {
                for (var e : c.s.characterAt.entrySet()) {
                    if (e.getValue() == h.location) {
                        if (Holdings.favorRoom(c, h, 2) > 0) { // 2 favor he may not hold would be lost
                            options.add(new Action.Consult(e.getKey(), false));
                        }
                        // the ability only if it can happen (Gandalf's wisdom below the cap, a Horse left for Théoden)
                        if (CanHappen.any(c, character(c, e.getKey()).ability(), Scope.of(hero, -1))) {
                            options.add(new Action.Consult(e.getKey(), true));
                        }
                    }
                }
            }
            if (!h.darkPathTaken && h.corruption.size() <= 3) {
                options.add(Action.DARK_PATH);
            }
            Scope here = Scope.of(hero, -1).exploring(h.location);
            for (int i = 0; i < h.quests.size(); i++) {
                if (Quests.met(c, h, h.quests.get(i), here)) {
                    options.add(new Action.CompleteQuest(h.quests.get(i)));
                }
            }
            for (int slot = 0; slot < ActivePlots.SLOTS; slot++) {
                int p = c.s.activePlots[slot];
                if (p >= 0 && c.s.plotAt[slot] == h.location && h.favor >= ActivePlots.def(c, p).discardCost()) {
                    options.add(new Action.DiscardPlot(p));
                }
            }
            if (!eventUsed && c.s.currentEvent >= 0 && c.s.eventMarker == h.location && CanHappen.any(c,
                    c.rules.cards().def(c.s.currentEvent, CardDecks.Event.class).onExplore(),
                    Scope.of(hero, c.s.currentEvent).withAffected(h.location))) {
                options.add(Action.USE_EVENT);
            }
            for (HeroState other : c.s.heroes) {
                if (other != h && other.location == h.location && !Ongoing.heroHas(c, h, OngoingRule.NO_TRADE)
                        && !Ongoing.heroHas(c, other, OngoingRule.NO_TRADE)) {
                    tradeOptions(c, h, other, false, options);
                    tradeOptions(c, other, h, true, options);
                }
            }
            options.add(Action.PASS);
            Location at = c.loc(h.location);
            return new Ask(Seat.hero(hero), () -> "Explore " + at.name(), "Explore no more here", options)
                    .lasting(Plots.DISCARDED + " The favor paid is spent.", discards(options));
        }

        @Override
        public void answer(Ctx c, Action a) {
            HeroState h = heroState(c, hero);
            if (a instanceof Action.RetrieveFavor) {
                int n = Holdings.favorRoom(c, h, c.s.favorTokens[h.location]);
                c.s.favorTokens[h.location] -= n;
                Holdings.favor(c, h, n);
                c.emit(new GameEvent.FavorRetrieved(hero, n));
            } else if (a instanceof Action.Consult con) {
                c.s.characterAt.put(con.character(), -1);
                if (con.ability()) {
                    RunEffect.push(c, character(c, con.character()).ability(), Scope.of(hero, -1));
                } else {
                    Holdings.favor(c, h, 2);
                }
                if (Ongoing.plotCorruptsConsulting(c, con.character())) {
                    c.push(new EffectSteps.DrawCorruption(hero));
                }
                nobleBloodline(c, h);
            } else if (a instanceof Action.DarkPath) {
                h.darkPathTaken = true;
                Holdings.favor(c, h, 1);
                c.push(new EffectSteps.DrawCorruption(hero));
            } else if (a instanceof Action.CompleteQuest q) {
                Quests.complete(c, h, q.card());
                nobleBloodline(c, h);
            } else if (a instanceof Action.DiscardPlot dp) {
                for (int slot = 0; slot < ActivePlots.SLOTS; slot++) {
                    if (c.s.activePlots[slot] == dp.card()) {
                        Holdings.favor(c, h, -ActivePlots.def(c, dp.card()).discardCost());
                        Plots.discardActive(c, slot);
                    }
                }
            } else if (a instanceof Action.Trade t) {
                if (t.ask()) {
                    c.push(new TradeConsent(t.other(), hero, t.card()));
                } else {
                    give(c, h, c.s.hero(t.other()), t.card());
                }
            } else if (a instanceof Action.UseEvent) {
                int card = c.s.currentEvent;
                var event = c.rules.cards().def(card, CardDecks.Event.class);
                c.replace(new Explore(hero, true));
                if (event.discardOnExplore()) {
                    SauronTurn.discardCurrentEvent(c);
                }
                RunEffect.push(c, event.onExplore(), Scope.of(hero, card).withAffected(h.location));
            } else {
                c.pop();
            }
        }
    }

    private static List<Action> discards(List<Action> options) {
        List<Action> out = new ArrayList<>();
        for (Action a : options) {
            if (a instanceof Action.DiscardPlot) {
                out.add(a);
            }
        }
        return out;
    }

    /** A character token's card. */
    static CardDecks.Character character(Ctx c, String id) {
        return c.rules.data().cards().characters().stream().filter(x -> x.id().equals(id)).findFirst().orElseThrow();
    }

    /** What the giver could hand over: a favor, his Items, his kept Quest encounters (not Starting or Advanced). */
    static void tradeOptions(Ctx c, HeroState giver, HeroState taker, boolean ask, List<Action> out) {
        String other = ask ? giver.id : taker.id;
        if (giver.favor > 0) {
            out.add(new Action.Trade(other, -1, ask));
        }
        for (int i = 0; i < giver.items.size(); i++) {
            out.add(new Action.Trade(other, giver.items.get(i), ask));
        }
        for (int i = 0; i < giver.quests.size(); i++) {
            if (c.rules.cards().kind(giver.quests.get(i)) == CardKind.ENCOUNTER) {
                out.add(new Action.Trade(other, giver.quests.get(i), ask));
            }
        }
    }

    static void give(Ctx c, HeroState from, HeroState to, int card) {
        if (card < 0) {
            Holdings.favor(c, from, -1);
            Holdings.favor(c, to, 1);
        } else if (from.items.remove(card)) {
            to.items.add(card);
        } else if (from.quests.remove(card)) {
            to.quests.add(card);
        }
    }

    /** The other hero agrees to give (or not). */
    public record TradeConsent(String giver, String taker, int card) implements Step {
        @Override
        public Ask advance(Ctx c) {
            return new Ask(Seat.hero(giver), Naming.who(c.rules, taker) + " asks you for " + (card < 0 ? "a favor" : Naming.card(c.rules, card)),
                    "Refuse", List.of(Action.ACCEPT, Action.PASS));
        }

        @Override
        public void answer(Ctx c, Action a) {
            c.pop();
            if (a instanceof Action.Accept) {
                give(c, c.s.hero(giver), c.s.hero(taker), card);
            }
        }
    }

    /**
     * Ambush: Sauron must attack with one monster or minion in the hero's location; in a Haven only if the
     * hero allows it.
     */
    public record Ambush(String hero) implements Step {
        @Override
        public Ask advance(Ctx c) {
            HeroState h = heroState(c, hero);
            if (h.skipAmbush || h.turnOver || !Table.enemyAt(c, h.location)) {
                c.pop();
                return null;
            }
            c.replace(new Arrival(hero, true));
            return null;
        }
    }

    /**
     * Combat or Peril after moving (or the Ambush): Sauron flips a monster token or sends a minion, or draws
     * Perils where the location is perilous; he must do one if he can. In a Haven the hero may refuse combat.
     */
    public record Arrival(String hero, boolean ambush) implements Step {
        @Override
        public Ask advance(Ctx c) {
            HeroState h = heroState(c, hero);
            if (h.turnOver) {
                c.pop();
                return null;
            }
            List<Action> options = new ArrayList<>();
            if (!c.loc(h.location).haven()) {
                flips(c, h.location, options);
            }
            Table.minionsAt(c, h.location).forEach(m -> options.add(new Action.FightMinion(m.id)));
            if (!ambush && Perils.perilous(c, h)) {
                options.add(Action.DRAW_PERILS);
            }
            if (options.isEmpty()) {
                c.pop();
                return null;
            }
            // "Sauron must choose and attack with one monster or minion in the hero's location": no pass (in a Haven
            // the hero may refuse, HavenConsent)
            String name = Heroes.def(c, h).name();
            String words = ambush ? "Ambush " + name + ": attack with" : "Combat or Peril for " + name;
            return new Ask(Seat.SAURON, words, options);
        }

        @Override
        public void answer(Ctx c, Action a) {
            HeroState h = heroState(c, hero);
            c.pop();
            Fights.Context context = ambush ? Fights.Context.AMBUSH : Fights.Context.TRAVEL;
            if (a instanceof Action.FlipToken f) {
                String face = c.rules.cards().tokenFace(f.token());
                c.emit(new GameEvent.MonsterTokenRevealed(hero, h.location, c.rules.cards().tokenPile(f.token()), face));
                if (face == null) {
                    Holdings.discardToken(c, f.token());
                    c.emit(new GameEvent.MonsterTokensRemoved(h.location, 1));
                } else {
                    c.push(Monsters.fight(c, hero, face, h.location, f.token(), context));
                }
            } else if (a instanceof Action.FightMinion m) {
                if (c.loc(h.location).haven()) {
                    c.push(new HavenConsent(hero, m.minion(), context));
                } else {
                    c.push(Fights.begin(c, hero, new Opponent.Minion(m.minion()), context));
                }
            } else if (a instanceof Action.DrawPerils) {
                c.push(new Perils.Draw(hero));
            }
        }
    }

    /** One token of each pile and face here to flip: two alike are the same choice, offered once. */
    private static void flips(Ctx c, int location, List<Action> out) {
        List<Integer> here = Table.tokensAt(c, location);
        for (int i = 0; i < here.size(); i++) {
            int t = here.get(i);
            boolean twin = false;
            for (int j = 0; j < i && !twin; j++) {
                int u = here.get(j);
                twin = c.rules.cards().tokenPile(u).equals(c.rules.cards().tokenPile(t))
                        && Objects.equals(c.rules.cards().tokenFace(u), c.rules.cards().tokenFace(t));
            }
            if (!twin) {
                out.add(new Action.FlipToken(t));
            }
        }
    }

    /** "You cannot attack a hero in a Haven location unless the hero allows it." */
    public record HavenConsent(String hero, String minion, Fights.Context context) implements Step {
        @Override
        public Ask advance(Ctx c) {
            return yesOrNo(hero, "Allow the fight in the Haven?", "Refuse the fight", Action.ACCEPT);
        }

        @Override
        public void answer(Ctx c, Action a) {
            c.pop();
            if (a instanceof Action.Accept) {
                c.push(Fights.begin(c, hero, new Opponent.Minion(minion), context));
            }
        }
    }

    public record End(String hero) implements Step {
        @Override
        public Ask advance(Ctx c) {
            c.pop();
            return null;
        }
    }

    /**
     * The moves open to a hand, path by path (the Boat's crossing last): each card that pays alone, then the move
     * paid with several cards; a place reached by two paths is offered each way of paying once.
     */
    private static void moveOptions(Ctx c, HeroState h, List<Action> options) {
        int cards = h.hand.size();
        Icon[] icons = new Icon[cards];
        for (int i = 0; i < cards; i++) {
            icons[i] = c.rules.cards().card(h.hand.get(i)).icon();
        }
        meq.board.Travel.Items items = items(c, h);
        Location from = c.loc(h.location);
        List<Neighbour> neighbours = c.board().neighbours(from);
        int[] reached = new int[neighbours.size() + 1];
        int paths = 0;
        for (Neighbour n : neighbours) {
            offerMove(options, meq.board.Travel.price(n.path(), items), n.to().index(), h.hand, icons, reached, paths++);
        }
        meq.board.Path boat = c.board().boatPath();
        if (items.boat() && boat != null && boat.joins(from)) {
            offerMove(options, meq.board.Travel.price(boat, items), boat.other(from).index(), h.hand, icons, reached, paths);
        }
    }

    private static void offerMove(List<Action> options, Payment p, int to, IntList hand, Icon[] icons, int[] reached,
                                  int path) {
        reached[path] = to;
        boolean again = false; // reached by an earlier path: offer only what that path did not
        for (int k = 0; k < path; k++) {
            again |= reached[k] == to;
        }
        for (int i = 0; i < icons.length; i++) {
            if ((p.icon() != null && icons[i] == p.icon()) || p.anyCards() == 1) {
                offer(options, new Action.MoveHero(to, hand.get(i)), again);
            }
        }
        if (p.anyCards() > 1 && icons.length >= p.anyCards()) {
            offer(options, new Action.MoveHero(to, -1), again);
        }
    }

    private static void offer(List<Action> options, Action a, boolean again) {
        if (!again || !options.contains(a)) {
            options.add(a);
        }
    }

    static meq.board.Travel.Items items(Ctx c, HeroState h) {
        return new meq.board.Travel.Items(Holdings.hasItem(c, h, "boat"), Holdings.hasItem(c, h, "horse"));
    }

    /** The number of any cards a move to this neighbour (or across the Boat's crossing) costs. */
    static int priceTo(Ctx c, HeroState h, int to) {
        Payment p = meq.board.Travel.price(c.board(), c.loc(h.location), c.loc(to), items(c, h));
        if (p == null) {
            throw new IllegalStateException("no move from " + h.location + " to " + to);
        }
        return p.anyCards();
    }
}
