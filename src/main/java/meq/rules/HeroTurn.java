package meq.rules;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import meq.board.Neighbour;
import meq.board.Payment;
import meq.board.Travel;
import meq.data.Icon;
import meq.state.HeroState;
import meq.state.IntList;
import meq.state.Marker;
import meq.state.Seat;

/** The steps of a hero's turn: Rest, Travel (move, explore) and the end of the turn. */
final class HeroTurn {
    private HeroTurn() {
    }

    static HeroState heroState(Ctx c, String id) {
        return c.s.hero(id);
    }

    record Start(String hero) implements Step {
        @Override
        public Ask advance(Ctx c) {
            c.emit(new GameEvent.HeroTurnStarted(hero));
            heroState(c, hero).darkPathTaken = false;
            c.then(new Rest(hero), new Travel(hero, false, false), new End(hero));
            return null;
        }
    }

    /**
     * "If there are no monster tokens or minions in your location and you are not in a Shadow Stronghold,
     * you may rest. Shuffle all cards from your rest pool into your life pool and then advance the leftmost
     * Sauron story marker one space ... If in a Haven, you may also heal."
     */
    record Rest(String hero) implements Step {
        @Override
        public Ask advance(Ctx c) {
            HeroState h = heroState(c, hero);
            if (c.loc(h.location).isStronghold() || Table.enemyAt(c, h.location)) {
                c.pop();
                return null;
            }
            return new Ask(Seat.hero(hero), "Rest?", List.of(new Action.Rest(), new Action.Pass()));
        }

        @Override
        public void answer(Ctx c, Action a) {
            c.pop();
            if (!(a instanceof Action.Rest)) {
                return;
            }
            HeroState h = heroState(c, hero);
            h.life.addAll(h.rest);
            h.rest.clear();
            h.life.shuffle(c.s.rng);
            c.emit(new GameEvent.HeroRested(hero));
            List<Step> next = new ArrayList<>();
            next.add(new AdvanceLeftmost(hero));
            if (c.loc(h.location).haven() && !h.damage.isEmpty()) {
                next.add(new HealChoice(hero));
            }
            c.push(next.toArray(new Step[0]));
        }
    }

    /** Sauron's leftmost marker advances one space; the hero chooses among tied markers. */
    record AdvanceLeftmost(String hero) implements Step {
        @Override
        public Ask advance(Ctx c) {
            List<Marker> tied = c.s.story.leftmostSauron();
            if (tied.size() == 1) {
                Table.advance(c, tied.get(0), 1);
                c.pop();
                return null;
            }
            List<Action> options = new ArrayList<>();
            tied.forEach(m -> options.add(new Action.AdvanceMarker(m)));
            return new Ask(Seat.hero(hero), "Which of Sauron's markers advances?", options);
        }

        @Override
        public void answer(Ctx c, Action a) {
            Table.advance(c, ((Action.AdvanceMarker) a).marker(), 1);
            c.pop();
        }
    }

    /** In a Haven: shuffle the damage pool into the life pool. */
    record HealChoice(String hero) implements Step {
        @Override
        public Ask advance(Ctx c) {
            return new Ask(Seat.hero(hero), "Heal in the Haven?", List.of(new Action.Heal(), new Action.Pass()));
        }

        @Override
        public void answer(Ctx c, Action a) {
            c.pop();
            if (a instanceof Action.Heal) {
                HeroState h = heroState(c, hero);
                int n = h.damage.size();
                h.life.addAll(h.damage);
                h.damage.clear();
                h.life.shuffle(c.s.rng);
                c.emit(new GameEvent.HeroHealed(hero, n));
            }
        }
    }

    /**
     * Travel: move to an adjacent location by discarding one card with the path's icon, or as many cards as
     * its number; or explore the starting location without moving (once); or end the Travel step.
     */
    record Travel(String hero, boolean moved, boolean exploredStart) implements Step {
        @Override
        public Ask advance(Ctx c) {
            HeroState h = heroState(c, hero);
            Set<Action> options = new LinkedHashSet<>();
            List<Icon> icons = icons(c, h.hand);
            for (meq.board.Travel.Move m : meq.board.Travel.moves(c.board(), c.loc(h.location), icons, items(c, h))) {
                Payment p = m.payment();
                int to = m.step().to().index();
                for (int i = 0; i < h.hand.size(); i++) {
                    int card = h.hand.get(i);
                    if ((p.icon() != null && icons.get(i) == p.icon()) || p.anyCards() == 1) {
                        options.add(new Action.MoveHero(to, card));
                    }
                }
                if (p.anyCards() > 1 && h.hand.size() >= p.anyCards()) {
                    options.add(new Action.MoveHero(to, -1));
                }
            }
            if (!moved && !exploredStart) {
                options.add(new Action.ExploreHere());
            }
            options.add(new Action.Pass());
            return new Ask(Seat.hero(hero), "Travel", new ArrayList<>(options));
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
                Neighbour n = neighbour(c, h.location, m.to());
                int price = meq.board.Travel.price(n.path(), items(c, h)).anyCards();
                c.replace(new Travel(hero, true, exploredStart));
                c.push(new Pay(hero, m.to(), price, price));
            } else if (a instanceof Action.ExploreHere) {
                c.replace(new Travel(hero, moved, true));
                c.push(new Explore(hero));
            } else {
                c.pop();
            }
        }
    }

    /** Paying a move with several cards, chosen one at a time from the hand. */
    record Pay(String hero, int to, int remaining, int price) implements Step {
        @Override
        public Ask advance(Ctx c) {
            HeroState h = heroState(c, hero);
            List<Action> options = new ArrayList<>();
            for (int i = 0; i < h.hand.size(); i++) {
                options.add(new Action.Discard(h.hand.get(i)));
            }
            return new Ask(Seat.hero(hero), "Discard a card to pay for the move (" + remaining + " more)", options);
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

    /** The hero arrives: then he explores (Combat or Peril come first once they are part of the engine). */
    static void arrive(Ctx c, String hero, int to, int paid) {
        HeroState h = heroState(c, hero);
        c.emit(new GameEvent.HeroMoved(hero, h.location, to, paid));
        h.location = to;
        c.push(new Explore(hero));
    }

    /** Explore the current location: retrieve favor; done. */
    record Explore(String hero) implements Step {
        @Override
        public Ask advance(Ctx c) {
            HeroState h = heroState(c, hero);
            List<Action> options = new ArrayList<>();
            if (c.s.favorTokens[h.location] > 0) {
                options.add(new Action.RetrieveFavor());
            }
            options.add(new Action.Pass());
            return new Ask(Seat.hero(hero), "Explore " + c.loc(h.location).name(), options);
        }

        @Override
        public void answer(Ctx c, Action a) {
            HeroState h = heroState(c, hero);
            if (a instanceof Action.RetrieveFavor) {
                int n = c.s.favorTokens[h.location];
                c.s.favorTokens[h.location] = 0;
                h.favor += n;
                c.emit(new GameEvent.FavorRetrieved(hero, n));
                return;
            }
            c.pop();
        }
    }

    record End(String hero) implements Step {
        @Override
        public Ask advance(Ctx c) {
            c.pop();
            return null;
        }
    }

    static List<Icon> icons(Ctx c, IntList hand) {
        List<Icon> out = new ArrayList<>(hand.size());
        for (int i = 0; i < hand.size(); i++) {
            out.add(c.rules.cards().card(hand.get(i)).icon());
        }
        return out;
    }

    static meq.board.Travel.Items items(Ctx c, HeroState h) {
        return meq.board.Travel.Items.NONE;
    }

    static Neighbour neighbour(Ctx c, int from, int to) {
        for (Neighbour n : c.board().neighbours(c.loc(from))) {
            if (n.to().index() == to) {
                return n;
            }
        }
        throw new IllegalStateException("no path from " + from + " to " + to);
    }
}
