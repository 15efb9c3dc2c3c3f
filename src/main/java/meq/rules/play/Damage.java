package meq.rules.play;

import java.util.ArrayList;
import java.util.List;
import meq.board.Location;
import meq.data.MinionDef;
import meq.data.OngoingRule;
import meq.data.ShadowTiming;
import meq.rules.Action;
import meq.rules.Ask;
import meq.rules.Ctx;
import meq.rules.GameEvent;
import meq.rules.Scope;
import meq.rules.Step;
import meq.rules.table.Dominance;
import meq.rules.table.Holdings;
import meq.rules.table.Ongoing;
import meq.rules.table.Table;
import meq.state.Frame;
import meq.state.GameState;
import meq.state.HeroState;
import meq.state.Marker;
import meq.state.MinionState;
import meq.state.OptionalRule;
import meq.state.Seat;
import meq.state.Side;

/** Damage to heroes and minions, and a hero's defeat. */
public final class Damage {
    private Damage() {
    }

    static void deal(Ctx c, String hero, int amount) {
        if (amount > 0) {
            c.emit(new GameEvent.DamageTaken(hero, amount));
            c.push(new Take(hero, amount));
        }
    }

    public static boolean spent(HeroState h) {
        return h.life.isEmpty() && h.hand.isEmpty();
    }

    /**
     * "A hero with 0 cards in his life pool and 0 cards in his hand is immediately defeated", whatever emptied
     * them (damage, paying a move, a discard...): run before every step. A fight defeats its hero itself, after
     * its round's Deal Damage step ("combatants cannot be defeated until the Deal Damage part of the round").
     * True if a defeat was begun.
     */
    public static boolean defeatSpent(Ctx c) {
        List<HeroState> heroes = c.s.heroes;
        for (int i = 0; i < heroes.size(); i++) {
            HeroState h = heroes.get(i);
            if (spent(h) && !defeatUnderWay(c.s, h.id)) {
                c.push(new Defeat(h.id, 0));
                return true;
            }
        }
        return false;
    }

    /** A fight of this hero or his defeat is on the step stack (the two places that carry out his defeat). */
    public static boolean defeatUnderWay(GameState s, String hero) {
        for (Frame f : s.stack) {
            if (f instanceof Defeat d && d.hero().equals(hero) || f instanceof Fights.Fight x && x.hero().equals(hero)) {
                return true;
            }
        }
        return false;
    }

    /**
     * "A hero must discard one card from the top of his life pool (without looking at it) or one card of his
     * choice from his hand, for each damage he is dealt ... If a hero has 0 cards in his life pool and 0 cards
     * in his hand, he is immediately defeated."
     */
    public record Take(String hero, int remaining, int fromHand) implements Step {
        public Take(String hero, int remaining) {
            this(hero, remaining, 0);
        }

        @Override
        public Ask advance(Ctx c) {
            HeroState h = c.s.hero(hero);
            if (spent(h) || remaining <= 0) { // nothing left to discard: the defeat comes from defeatSpent or his fight
                c.pop();
                return null;
            }
            int life = !h.life.isEmpty() && (fromHand <= 0 || h.hand.isEmpty()) ? 1 : 0;
            Action[] options = new Action[life + h.hand.size()];
            if (life > 0) {
                options[0] = Action.TAKE_FROM_LIFE;
            }
            for (int i = 0; i < h.hand.size(); i++) {
                options[life + i] = Action.ChooseCard.of(h.hand.get(i));
            }
            int left = remaining;
            String from = life == 0 ? "a card from your hand" : h.hand.isEmpty() ? "the top of the life pool"
                    : "the top of the life pool, or a card from your hand"; // only what is offered
            return new Ask(Seat.hero(hero), () -> "Take damage (" + left + " left): " + from, options).damage();
        }

        @Override
        public void answer(Ctx c, Action a) {
            HeroState h = c.s.hero(hero);
            if (a instanceof Action.ChooseCard pick) {
                h.hand.remove(pick.card());
                h.damage.add(pick.card());
            } else {
                h.damage.add(h.life.pop());
            }
            if (spent(h)) {
                c.pop(); // no damage is left for the recovered hero
                defeatSpent(c); // his defeat comes next (or at the end of his fight's round)
            } else if (remaining > 1) {
                c.replace(new Take(hero, remaining - 1, a instanceof Action.ChooseCard ? fromHand - 1 : fromHand));
            } else {
                c.pop(); // the last point is taken
            }
        }
    }

    /** The five steps of a hero's defeat. */
    public record Defeat(String hero, int phase) implements Step {
        @Override
        public Ask advance(Ctx c) {
            HeroState h = c.s.hero(hero);
            switch (phase) {
                case 0 -> {
                    c.replace(new Defeat(hero, 1));
                    int steps = Ongoing.heroNumber(c, h, OngoingRule.DEFEAT_ADVANCE, 1);
                    boolean sauronPicks = c.s.options.contains(OptionalRule.HIGH_STAKES) && c.s.story.stage() == 3
                            && Dominance.of(c.rules, c.s) == Side.HEROES;
                    c.push(sauronPicks ? new SauronAdvances(steps) : new HeroTurn.AdvanceLeftmost(hero, steps));
                    return null;
                }
                case 1 -> {
                    List<Action> options = new ArrayList<>();
                    if (h.favor > 0) {
                        options.add(Action.LOSE_FAVOR);
                    }
                    List<Action> items = new ArrayList<>();
                    for (int i = 0; i < h.items.size(); i++) {
                        items.add(Action.ChooseCard.of(h.items.get(i)));
                    }
                    options.addAll(items);
                    if (options.isEmpty()) {
                        c.replace(new Defeat(hero, 2));
                        return null;
                    }
                    return new Ask(Seat.hero(hero), "Defeated: lose a favor or an item", options)
                            .lasting("A lost item goes back to the supply: it is yours no more and cannot be taken back.", items);
                }
                case 2 -> {
                    List<Location> havens = c.board().closestHavens(c.loc(h.location));
                    if (havens.size() == 1) {
                        moveTo(c, h, havens.get(0).index());
                        return null;
                    }
                    List<Action> options = new ArrayList<>();
                    havens.forEach(l -> options.add(Action.ChooseLocation.of(l.index())));
                    return new Ask(Seat.SAURON, "Which Haven does the defeated hero go to?", options);
                }
                default -> throw new IllegalStateException("phase " + phase);
            }
        }

        @Override
        public void answer(Ctx c, Action a) {
            HeroState h = c.s.hero(hero);
            if (phase == 1) {
                if (a instanceof Action.LoseFavor) {
                    Holdings.favor(c, h, -1);
                } else {
                    int item = ((Action.ChooseCard) a).card();
                    h.items.remove(item);
                    c.s.itemSupply.add(item);
                    c.emit(new GameEvent.ItemLost(hero, c.rules.cards().id(item)));
                }
                c.replace(new Defeat(hero, 2));
            } else {
                moveTo(c, h, ((Action.ChooseLocation) a).location());
            }
        }

        private void moveTo(Ctx c, HeroState h, int haven) {
            h.location = haven;
            h.life.addAll(h.rest);
            h.life.addAll(h.damage);
            h.rest.clear();
            h.damage.clear();
            h.life.shuffle(c.s.rng);
            h.turnOver = true;
            h.defeats++;
            c.emit(new GameEvent.HeroDefeated(h.id, haven));
            c.pop();
            c.push(new Shadows.Window(ShadowTiming.HERO_DEFEATED, Scope.of(h.id, -1)));
        }
    }

    /**
     * High Stakes Stage III with the heroes dominant: Sauron picks the marker a defeated hero advances (by one
     * space, or two for a Despondent hero). A step saved without its number moved one space.
     */
    public record SauronAdvances(int steps) implements Step {
        public SauronAdvances {
            steps = Math.max(1, steps);
        }

        @Override
        public Ask advance(Ctx c) {
            List<Action> options = new ArrayList<>();
            for (Marker m : Marker.SAURON) {
                options.add(new Action.AdvanceMarker(m));
            }
            return new Ask(Seat.SAURON, steps == 1 ? "Which of your markers advances?"
                    : "Which of your markers advances " + steps + " spaces?", options);
        }

        @Override
        public void answer(Ctx c, Action a) {
            Table.advance(c, ((Action.AdvanceMarker) a).marker(), steps);
            c.pop();
        }
    }

    /** Damage on a minion's space; at its health it is defeated (the Ringwraiths come back later). */
    public static void toMinion(Ctx c, String minion, int amount) {
        MinionState m = c.s.minions.get(minion);
        MinionDef d = c.rules.data().minion(minion);
        m.damage += amount;
        c.emit(new GameEvent.MinionDamaged(minion, amount));
        if (m.damage >= d.health()) {
            defeatMinion(c, minion);
        }
    }

    /** A minion is defeated (its damage told as it was dealt): off the board, the Ringwraiths to come back later. */
    public static void defeatMinion(Ctx c, String minion) {
        MinionState m = c.s.minions.get(minion);
        MinionDef d = c.rules.data().minion(minion);
        m.damage = 0;
        m.location = -1;
        m.status = d.traits().returnsOnDefeat() != null ? MinionState.Status.RETURNING : MinionState.Status.DEFEATED;
        c.emit(new GameEvent.MinionDefeated(minion));
        // High Stakes Stage III with Sauron dominant: each minion defeated moves the heroes' marker
        if (c.s.options.contains(OptionalRule.HIGH_STAKES) && c.s.story.stage() == 3 && Dominance.of(c.rules, c.s) == Side.SAURON) {
            Table.advance(c, Marker.GREEN, 1);
        }
    }
}
