package meq.rules.play;

import java.util.ArrayList;
import java.util.List;
import meq.board.InfluenceNetwork;
import meq.board.Location;
import meq.data.CardDecks;
import meq.data.EffectStep;
import meq.rules.Action;
import meq.rules.Ask;
import meq.rules.Ctx;
import meq.rules.GameEvent;
import meq.rules.Naming;
import meq.rules.Rules;
import meq.rules.Scope;
import meq.rules.Step;
import meq.rules.table.ActivePlots;
import meq.rules.table.Holdings;
import meq.rules.table.Table;
import meq.state.Attribute;
import meq.state.Deck;
import meq.state.HeroState;
import meq.state.HoldsCards;
import meq.state.IntList;
import meq.state.MinionState;
import meq.state.Seat;

/** The decisions inside card effects, each a step that asks and then does what was chosen. */
public final class EffectSteps {
    private EffectSteps() {
    }

    /** A card's choice: one option is taken; an option whose steps cannot happen is not offered (if another can). */
    public record Choose(Seat decider, List<EffectStep.Option> options, Scope scope) implements Step {
        @Override
        public Ask advance(Ctx c) {
            List<Action> out = new ArrayList<>();
            List<Action> affordable = new ArrayList<>();
            for (int i = 0; i < options.size(); i++) {
                if (CanHappen.any(c, options.get(i).effect(), scope)) {
                    Action o = new Action.ChooseOption(i, options.get(i).text());
                    out.add(o);
                    if (possible(c, options.get(i), scope)) {
                        affordable.add(o);
                    }
                }
            }
            if (out.isEmpty()) {
                c.pop();
                return null;
            }
            // an option the hero cannot pay for is left out, unless he can pay for none
            return new Ask(decider, Naming.choosing(c.rules, scope.source()), affordable.isEmpty() ? out : affordable);
        }

        /** Whether the hero can do all an option asks of him: lose the favor it takes, discard the Corruption cards. */
        static boolean possible(Ctx c, EffectStep.Option option, Scope scope) {
            if (scope.hero() == null) {
                return true;
            }
            HeroState h = c.s.hero(scope.hero());
            for (EffectStep st : option.effect()) {
                if (st.when() != null || st.who() != EffectStep.Who.CURRENT) {
                    continue;
                }
                boolean cannot = switch (st.verb()) {
                    case FAVOR -> st.number() < 0 && h.favor < -st.number();
                    case PAY -> h.favor < st.number();
                    case DISCARD_CORRUPTION -> h.corruption.size() < st.number();
                    default -> false;
                };
                if (cannot) {
                    return false;
                }
            }
            return true;
        }

        @Override
        public void answer(Ctx c, Action a) {
            c.pop();
            RunEffect.push(c, options.get(((Action.ChooseOption) a).index()).effect(), scope);
        }
    }

    /** An optional effect, or one bought with favor (cost > 0): accept or decline; not offered if it cannot happen. */
    public record MayDecline(Seat decider, List<EffectStep> then, int cost, Scope scope) implements Step {
        @Override
        public Ask advance(Ctx c) {
            if (!CanHappen.any(c, then, scope)) {
                c.pop();
                return null;
            }
            if (cost > 0) {
                return new Ask(decider, EffectWords.bought(c, then, cost, scope), "Don't pay",
                        List.of(Action.ACCEPT, Action.PASS));
            }
            return new Ask(decider, EffectWords.question(c, then, scope), "No", List.of(Action.ACCEPT, Action.PASS));
        }

        @Override
        public void answer(Ctx c, Action a) {
            c.pop();
            if (a instanceof Action.Accept) {
                if (cost > 0) {
                    Holdings.favor(c, c.s.hero(scope.hero()), -cost);
                }
                RunEffect.push(c, then, scope);
            }
        }
    }

    /**
     * Sauron spreads influence one token at a time, at most maxEach on a location, where he may; when he "may"
     * place it (an undefeated combatant's wisdom), he may stop at any point.
     */
    public record Spread(int remaining, int maxEach, List<Integer> where, List<Integer> placed, boolean mayStop)
            implements Step {
        public Spread(int remaining, int maxEach, List<Integer> where, List<Integer> placed) {
            this(remaining, maxEach, where, placed, false);
        }

        @Override
        public Ask advance(Ctx c) {
            List<Action> options = new ArrayList<>();
            if (remaining > 0) {
                InfluenceNetwork net = Table.network(c);
                int[] here = new int[c.board().size()];
                placed.forEach(p -> here[p]++);
                boolean[] within = null;
                if (where != null) {
                    within = new boolean[here.length];
                    for (int w : where) {
                        if (w >= 0 && w < within.length) { // a save's list may name no location
                            within[w] = true;
                        }
                    }
                }
                for (Location l : c.board().locations()) {
                    // placed by a card: only where it stays (not settled away at once)
                    boolean allowed = within == null ? net.canPlace(l) : within[l.index()]
                            && CanHappen.influenceSticks(c, l.index(), 1);
                    if (allowed && here[l.index()] < maxEach) {
                        options.add(Action.PlaceInfluence.of(l.index()));
                    }
                }
            }
            if (options.isEmpty()) {
                c.pop();
                Table.settleInfluence(c);
                return null;
            }
            int left = remaining;
            if (mayStop) {
                options.add(Action.PASS);
                return new Ask(Seat.SAURON, () -> "Place influence (up to " + left + " more; you may stop)",
                        "Place no more influence", options);
            }
            return new Ask(Seat.SAURON, () -> "Place influence (" + left + " left)", options);
        }

        @Override
        public void answer(Ctx c, Action a) {
            if (a instanceof Action.Pass) {
                c.pop();
                Table.settleInfluence(c);
                return;
            }
            int l = ((Action.PlaceInfluence) a).location();
            c.s.influence[l]++;
            c.emit(new GameEvent.InfluencePlaced(l, 1));
            // placed by a card outside extension: the limits apply at once (cut off: 1; over a cap: the cap)
            Table.settleInfluence(c);
            List<Integer> now = new ArrayList<>(placed);
            now.add(l);
            c.replace(new Spread(remaining - 1, maxEach, where, List.copyOf(now), mayStop));
        }
    }

    /** Remove up to N influence or monster tokens from the selection, one at a time; may stop early. */
    public record Remove(Seat decider, boolean tokens, int remaining, List<Integer> where) implements Step {
        @Override
        public Ask advance(Ctx c) {
            List<Action> options = new ArrayList<>();
            if (remaining > 0) {
                for (int l : where) {
                    if (tokens ? !Table.tokensAt(c, l).isEmpty() : c.s.influence[l] > 0) {
                        options.add(Action.ChooseLocation.of(l));
                    }
                }
            }
            if (options.isEmpty()) {
                c.pop();
                return null;
            }
            options.add(Action.PASS);
            return new Ask(decider, "Remove " + (tokens ? "a monster token" : "an influence") + " (" + remaining
                    + " left)", "Remove no more", options);
        }

        @Override
        public void answer(Ctx c, Action a) {
            if (!(a instanceof Action.ChooseLocation pick)) {
                c.pop();
                return;
            }
            if (tokens) {
                Holdings.discardToken(c, Table.tokensAt(c, pick.location()).get(0));
                c.emit(new GameEvent.MonsterTokensRemoved(pick.location(), 1));
            } else {
                Table.removeInfluence(c, pick.location(), 1, "a card");
            }
            c.replace(new Remove(decider, tokens, remaining - 1, where));
        }
    }

    /**
     * Sauron may place a monster token on the selection: he chooses a pile with a place for its token there, draws
     * and looks at the token, then places it (as in the Command action, {@link SauronActions#draws}).
     */
    public record PlaceMonster(List<Integer> where, boolean ignoreInfluence) implements Step {
        @Override
        public Ask advance(Ctx c) {
            List<Action> options = new ArrayList<>(SauronActions.draws(c, where, ignoreInfluence));
            if (options.isEmpty()) {
                c.pop();
                return null;
            }
            options.add(Action.PASS);
            return new Ask(Seat.SAURON, "Place a monster token", "Place no monster token", options);
        }

        @Override
        public void answer(Ctx c, Action a) {
            c.pop();
            if (a instanceof Action.DrawToken dt) {
                SauronActions.draw(c, dt.pile(), where, ignoreInfluence);
            }
        }
    }

    /** What a location is picked for; saved by its words in meq.rules.engine.StepNames ("character:ID"...). */
    public sealed interface Purpose {
    }

    /** The hero in scope goes there. */
    public record MoveHero() implements Purpose {
    }

    /** A character is placed there. */
    public record PlaceCharacter(String character) implements Purpose {
    }

    /** The minion there takes damage. */
    public record DamageMinion(int damage) implements Purpose {
    }

    /**
     * Pick one location for a verb that acts on a single place: move the hero, place a character, damage a minion
     * there.
     */
    public record PickLocation(Seat decider, Purpose what, List<Integer> where, Scope scope, Integer unused) implements Step {
        @Override
        public Ask advance(Ctx c) {
            // a hero "moves", a character "is placed", somewhere other than where he stands
            int stays = what instanceof MoveHero && scope.hero() != null ? c.s.hero(scope.hero()).location
                    : what instanceof PlaceCharacter p ? c.s.characterAt.getOrDefault(p.character(), -1) : -1;
            List<Integer> open = stays < 0 || !where.contains(stays) ? where
                    : where.stream().filter(l -> l != stays).toList();
            if (open.isEmpty()) {
                c.pop();
                return null;
            }
            if (open.size() == 1) {
                answer(c, Action.ChooseLocation.of(open.get(0)));
                return null;
            }
            List<Action> options = new ArrayList<>();
            open.forEach(l -> options.add(Action.ChooseLocation.of(l)));
            String from = scope.source() >= 0 ? Naming.card(c.rules, scope.source()) + ": choose" : "Choose";
            return new Ask(decider, from + " " + whereFor(c), options);
        }

        /** What the location is chosen for, in words. */
        private String whereFor(Ctx c) {
            if (what instanceof PlaceCharacter p) {
                return "where " + Naming.titled(c.rules, p.character()) + " is placed";
            } else if (what instanceof DamageMinion d) {
                return "the minion that takes " + d.damage() + " damage, by its location";
            }
            return "where " + Naming.who(c.rules, scope.hero()) + " goes";
        }

        @Override
        public void answer(Ctx c, Action a) {
            c.pop();
            int l = ((Action.ChooseLocation) a).location();
            if (what instanceof MoveHero) {
                HeroState h = c.s.hero(scope.hero());
                c.emit(new GameEvent.HeroMoved(h.id, h.location, l, 0));
                h.location = l;
            } else if (what instanceof PlaceCharacter p) {
                c.s.characterAt.put(p.character(), l);
                c.emit(new GameEvent.CharacterPlaced(p.character(), l));
            } else if (what instanceof DamageMinion d) {
                Damage.toMinion(c, Table.minionsAt(c, l).get(0).id, d.damage());
            }
        }
    }

    /** Sauron may move one minion on the board to one of the selected locations. */
    public record MoveAMinion(List<Integer> where) implements Step {
        @Override
        public Ask advance(Ctx c) {
            List<Action> options = new ArrayList<>();
            for (MinionState m : c.s.minions.values()) {
                if (m.onBoard()) {
                    for (int l : where) {
                        if (l != m.location) {
                            options.add(new Action.MoveMinion(m.id, l));
                        }
                    }
                }
            }
            if (options.isEmpty()) {
                c.pop();
                return null;
            }
            options.add(Action.PASS);
            return new Ask(Seat.SAURON, "Move a minion?", "Move no minion", options);
        }

        @Override
        public void answer(Ctx c, Action a) {
            c.pop();
            if (a instanceof Action.MoveMinion mm) {
                MinionState m = c.s.minions.get(mm.minion());
                c.emit(new GameEvent.MinionMoved(m.id, m.location, mm.to()));
                m.location = mm.to();
            }
        }
    }

    /** Draws a Corruption card for a hero; an instant one acts at once and goes back with the discards. */
    public record DrawCorruption(String hero) implements Step {
        @Override
        public Ask advance(Ctx c) {
            c.pop();
            int card = Holdings.draw(c, Deck.CORRUPTION);
            if (card < 0) {
                return null;
            }
            CardDecks.Corruption def = Verbs.corruption(c, card);
            HeroState h = c.s.hero(hero);
            c.emit(new GameEvent.CorruptionTaken(hero, def.id()));
            if (!def.instant().isEmpty()) {
                var deck = c.s.deck(Deck.CORRUPTION);
                deck.drawPile().addAll(deck.discards());
                deck.discards().clear();
                deck.drawPile().add(card);
                deck.shuffle(c.s.rng);
                RunEffect.push(c, def.instant(), Scope.of(hero, card));
            } else {
                h.corruption.add(card);
            }
            return null;
        }
    }

    /** A hero discards one of his Corruption cards (paying its favor cost when resting). */
    public record DiscardCorruption(String hero, boolean paying) implements Step {
        @Override
        public Ask advance(Ctx c) {
            HeroState h = c.s.hero(hero);
            List<Action> options = new ArrayList<>();
            for (int i = 0; i < h.corruption.size(); i++) {
                int card = h.corruption.get(i);
                if (!paying || Verbs.corruption(c, card).discardCost() <= h.favor) {
                    options.add(Action.ChooseCard.of(card));
                }
            }
            if (options.isEmpty()) {
                c.pop();
                return null;
            }
            if (paying) {
                options.add(Action.PASS);
            }
            return new Ask(Seat.hero(hero), paying ? "Discard a Corruption card for its favor cost?"
                    : "Discard a Corruption card", paying ? "Discard none" : null, options);
        }

        @Override
        public void answer(Ctx c, Action a) {
            c.pop();
            if (a instanceof Action.ChooseCard pick) {
                HeroState h = c.s.hero(hero);
                if (paying) {
                    Holdings.favor(c, h, -Verbs.corruption(c, pick.card()).discardCost());
                }
                h.corruption.remove(pick.card());
                c.s.deck(Deck.CORRUPTION).discard(pick.card());
                c.emit(new GameEvent.CorruptionDiscarded(hero, c.rules.cards().id(pick.card())));
            }
        }
    }

    /** "Draws the top 2 cards of the Skill deck, chooses one to place into his hand, and discards the other." */
    public record Training(String hero) implements Step {
        @Override
        public Ask advance(Ctx c) {
            IntList top = c.s.skillDeck.drawPile();
            if (c.s.skillDeck.size() == 0) {
                c.pop();
                return null;
            }
            List<Action> options = new ArrayList<>();
            int drawn = Math.min(2, c.s.skillDeck.size());
            if (top.size() < drawn) {
                // the cards left are drawn first; the discards, shuffled, become the deck beneath them
                IntList fresh = c.s.skillDeck.discards().copy();
                c.s.skillDeck.discards().clear();
                fresh.shuffle(c.s.rng);
                c.emit(new GameEvent.Reshuffled(GameEvent.Reshuffled.SKILLS, "skills"));
                fresh.addAll(top);
                top.clear();
                top.addAll(fresh);
            }
            for (int i = 0; i < drawn; i++) {
                options.add(Action.ChooseCard.of(top.get(top.size() - 1 - i)));
            }
            return new Ask(Seat.hero(hero), "Training: keep one skill", options);
        }

        @Override
        public void answer(Ctx c, Action a) {
            c.pop();
            IntList top = c.s.skillDeck.drawPile();
            int drawn = Math.min(2, top.size());
            int keep = ((Action.ChooseCard) a).card();
            for (int i = 0; i < drawn; i++) {
                int card = top.pop();
                if (card == keep) {
                    c.s.hero(hero).hand.add(card);
                } else {
                    c.s.skillDeck.discard(card);
                }
            }
            c.emit(new GameEvent.Trained(hero, c.rules.cards().id(keep)));
        }
    }

    /** A level token on an attribute (each at most twice); "any" lets the hero choose. */
    public record Level(String hero, String attribute) implements Step {
        @Override
        public Ask advance(Ctx c) {
            HeroState h = c.s.hero(hero);
            List<Action> options = new ArrayList<>();
            for (Attribute at : Attribute.values()) {
                if ((attribute.equals("any") || Verbs.attribute(attribute) == at) && h.level(at) < 2) {
                    options.add(new Action.ChooseAttribute(at));
                }
            }
            if (options.isEmpty()) {
                c.pop();
                return null;
            }
            if (options.size() == 1) {
                c.pop();
                gain(c, h, ((Action.ChooseAttribute) options.get(0)).attribute());
                return null;
            }
            return new Ask(Seat.hero(hero), "Gain a level", options);
        }

        @Override
        public void answer(Ctx c, Action a) {
            c.pop();
            gain(c, c.s.hero(hero), ((Action.ChooseAttribute) a).attribute());
        }

        private static void gain(Ctx c, HeroState h, Attribute at) {
            h.levels[at.ordinal()]++;
            c.emit(new GameEvent.LevelGained(h.id, at));
        }
    }

    /** A hero discards cards of his choice until his hand holds at most N. */
    public record TrimHand(String hero, int limit) implements Step {
        @Override
        public Ask advance(Ctx c) {
            HeroState h = c.s.hero(hero);
            if (h.hand.size() <= limit) {
                c.pop();
                return null;
            }
            List<Action> options = new ArrayList<>();
            for (int i = 0; i < h.hand.size(); i++) {
                options.add(Action.ChooseCard.of(h.hand.get(i)));
            }
            return new Ask(Seat.hero(hero), "Discard down to " + limit + (limit == 1 ? " card" : " cards"), options);
        }

        @Override
        public void answer(Ctx c, Action a) {
            HeroState h = c.s.hero(hero);
            int card = ((Action.ChooseCard) a).card();
            h.hand.remove(card);
            h.rest.add(card);
        }
    }

    /** Sauron draws N cards of a deck and keeps K; Shadow cards not kept are discarded, Plots go under the deck. */
    public record SauronDraw(Deck deck, int count, int keep) implements Step {
        @Override
        public Ask advance(Ctx c) {
            c.replace(new Keep(deck, drawAll(c), keep));
            return null;
        }

        private List<Integer> drawAll(Ctx c) {
            List<Integer> drawn = new ArrayList<>();
            for (int i = 0; i < count; i++) {
                int card = Holdings.draw(c, deck);
                if (card >= 0) {
                    drawn.add(card);
                }
            }
            // the cards for his eyes alone when they all go to his hand (else the question to keep shows them)
            List<String> seen = new ArrayList<>();
            if (keep > 0 && keep >= drawn.size()) {
                drawn.forEach(card -> seen.add(c.rules.cards().id(card)));
            }
            c.emit(new GameEvent.SauronDrew(deck, drawn.size(), seen));
            return List.copyOf(drawn);
        }
    }

    public record Keep(Deck deck, List<Integer> drawn, int keep) implements Step, HoldsCards {
        @Override
        public List<Integer> heldCards() {
            return drawn;
        }

        @Override
        public Ask advance(Ctx c) {
            if (keep <= 0 || drawn.isEmpty() || keep >= drawn.size()) {
                for (int i = 0; i < drawn.size(); i++) {
                    if (keep > 0) {
                        hand(c).add(drawn.get(i));
                    } else {
                        putAway(c, drawn.get(i));
                    }
                }
                c.pop();
                return null;
            }
            List<Action> options = new ArrayList<>();
            for (int i = 0; i < drawn.size(); i++) {
                options.add(Action.ChooseCard.of(drawn.get(i)));
            }
            int toKeep = keep;
            return new Ask(Seat.SAURON, () -> "Keep a card (" + toKeep + " to keep)", options);
        }

        @Override
        public void answer(Ctx c, Action a) {
            int card = ((Action.ChooseCard) a).card();
            hand(c).add(card);
            List<Integer> rest = new ArrayList<>(drawn);
            rest.remove(Integer.valueOf(card));
            c.replace(new Keep(deck, List.copyOf(rest), keep - 1));
        }

        private IntList hand(Ctx c) {
            return deck.equals(Deck.PLOTS) ? c.s.sauronPlots : c.s.sauronShadows;
        }

        private void putAway(Ctx c, int card) {
            if (deck.equals(Deck.PLOTS)) {
                c.s.deck(Deck.PLOTS).drawPile().addBottom(card);
            } else {
                c.s.deck(deck).discard(card);
            }
        }
    }

    /** Sauron discards a Plot card from his hand. */
    public record SauronDiscardPlot() implements Step {
        @Override
        public Ask advance(Ctx c) {
            if (c.s.sauronPlots.isEmpty()) {
                c.pop();
                return null;
            }
            List<Action> options = new ArrayList<>();
            for (int i = 0; i < c.s.sauronPlots.size(); i++) {
                options.add(Action.ChooseCard.of(c.s.sauronPlots.get(i)));
            }
            return new Ask(Seat.SAURON, "Discard a Plot card from your hand", options);
        }

        @Override
        public void answer(Ctx c, Action a) {
            c.pop();
            int card = ((Action.ChooseCard) a).card();
            c.s.sauronPlots.remove(card);
            c.s.deck(Deck.PLOTS).discard(card);
        }
    }

    /** Sauron looks at the top Plot card and leaves it on top (Pass) or puts it at the bottom (Accept). */
    public record PeekPlot() implements Step {
        @Override
        public Ask advance(Ctx c) {
            IntList pile = c.s.deck(Deck.PLOTS).drawPile();
            if (pile.isEmpty()) {
                c.pop();
                return null;
            }
            // "Sauron looks at the top Plot card": his question shows it (his alone: the question is his)
            int top = pile.get(pile.size() - 1);
            Rules r = c.rules;
            return new Ask(Seat.SAURON, () -> "Put the top Plot card, " + Naming.card(r, top)
                    + ", at the bottom of the Plot deck?",
                    "Leave it on top: you draw it next", List.of(Action.ACCEPT, Action.PASS));
        }

        @Override
        public void answer(Ctx c, Action a) {
            c.pop();
            if (a instanceof Action.Accept) {
                IntList d = c.s.deck(Deck.PLOTS).drawPile();
                d.addBottom(d.pop());
            }
        }
    }

    /** Discard one active plot whose marker stands in the selection. */
    public record DiscardActivePlot(Seat decider, List<Integer> where) implements Step {
        @Override
        public Ask advance(Ctx c) {
            List<Action> options = new ArrayList<>();
            for (int i = 0; i < ActivePlots.SLOTS; i++) {
                if (c.s.activePlots[i] >= 0 && where.contains(c.s.plotAt[i])) {
                    options.add(Action.ChooseCard.of(c.s.activePlots[i]));
                }
            }
            if (options.isEmpty()) {
                c.pop();
                return null;
            }
            options.add(Action.PASS);
            return new Ask(decider, "Discard an active plot?", "Discard none", options);
        }

        @Override
        public void answer(Ctx c, Action a) {
            c.pop();
            if (a instanceof Action.ChooseCard pick) {
                for (int i = 0; i < ActivePlots.SLOTS; i++) {
                    if (c.s.activePlots[i] == pick.card()) {
                        Plots.discardActive(c, i);
                    }
                }
            }
        }
    }
}
