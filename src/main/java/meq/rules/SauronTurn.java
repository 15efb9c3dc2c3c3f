package meq.rules;

import java.util.ArrayList;
import java.util.List;
import meq.data.MinionDef;
import meq.state.GameState;
import meq.state.HeroState;
import meq.state.Marker;
import meq.state.MinionState;
import meq.state.Seat;
import meq.state.Side;

/** The steps of Sauron's turn: Hero Rally, Story, Action and Hero Draw, then the heroes' turns. */
final class SauronTurn {
    private SauronTurn() {
    }

    /** Lays out one round: Sauron's steps, then each hero's turn (two turns for a lone hero). */
    record Start() implements Step {
        @Override
        public Ask advance(Ctx c) {
            GameState s = c.s;
            c.emit(new GameEvent.TurnStarted(s.turn));
            List<Step> steps = new ArrayList<>();
            steps.add(new Rally());
            if (s.turn > 1) {
                steps.add(new Story());
            }
            steps.add(new SauronActions.Choose(0));
            steps.add(new HeroDraw());
            if (s.heroes.size() == 1) {
                String h = s.heroes.get(0).id;
                steps.add(new HeroTurn.Start(h));
                steps.add(new Rally());
                steps.add(new HeroDraw());
                steps.add(new HeroTurn.Start(h));
            } else {
                for (HeroState h : s.heroes) {
                    steps.add(new HeroTurn.Start(h.id));
                }
            }
            steps.add(new End());
            c.then(steps.toArray(new Step[0]));
            return null;
        }
    }

    /** "Each hero discards all Influence tokens from his current location (except if in a Shadow Stronghold)." */
    record Rally() implements Step {
        @Override
        public Ask advance(Ctx c) {
            for (HeroState h : c.s.heroes) {
                if (!c.loc(h.location).isStronghold() && c.s.influence[h.location] > 0) {
                    Table.removeInfluence(c, h.location, c.s.influence[h.location], "hero rally");
                }
            }
            c.pop();
            return null;
        }
    }

    /**
     * "Advance the hero story marker 2 spaces ... Sauron's 3 story markers are each advanced according to his
     * active Plot cards." New minions the first time a marker enters stage II or III; the Finale when a marker
     * reaches the Finale space or all three of Sauron's reach The Shadow Falls, checked after all four moved.
     */
    record Story() implements Step {
        @Override
        public Ask advance(Ctx c) {
            GameState s = c.s;
            Table.advance(c, Marker.GREEN, 2);
            if (s.story.finaleReached()) {
                c.emit(new GameEvent.FinaleBegins());
                s.winner = Side.NONE;
                s.winReason = "the Finale begins";
                c.emit(new GameEvent.GameEnded(s.winner, s.winReason));
                return null;
            }
            List<String> entering = new ArrayList<>();
            int stage = s.story.stage();
            if (stage >= 2 && !s.stageTwoReached) {
                s.stageTwoReached = true;
                entering.addAll(minionsOfStage(c, 2));
            }
            if (stage >= 3 && !s.stageThreeReached) {
                s.stageThreeReached = true;
                entering.addAll(minionsOfStage(c, 3));
            }
            c.pop();
            for (int i = entering.size() - 1; i >= 0; i--) {
                c.push(new MinionEntry(entering.get(i)));
            }
            return null;
        }

        private static List<String> minionsOfStage(Ctx c, int stage) {
            List<String> out = new ArrayList<>();
            for (MinionDef m : c.rules.data().minions()) {
                if (m.entersAt() == stage && c.s.minions.get(m.id()).status == MinionState.Status.WAITING) {
                    out.add(m.id());
                }
            }
            return out;
        }
    }

    /**
     * "Sauron may place new minions": on its printed start location (Sauron chooses where there are two),
     * or held back for good (meq-facts 6.14's proposal).
     */
    record MinionEntry(String minion) implements Step {
        @Override
        public Ask advance(Ctx c) {
            List<Action> options = new ArrayList<>();
            for (String l : c.rules.data().minion(minion).start()) {
                options.add(new Action.PlaceMinion(minion, c.board().location(l).index()));
            }
            options.add(new Action.Pass());
            return new Ask(Seat.SAURON, "Place " + c.rules.data().minion(minion).name() + "?", options);
        }

        @Override
        public void answer(Ctx c, Action a) {
            MinionState m = c.s.minions.get(minion);
            if (a instanceof Action.PlaceMinion p) {
                m.status = MinionState.Status.ACTIVE;
                m.location = p.location();
                c.emit(new GameEvent.MinionEntered(minion, p.location()));
            } else {
                m.status = MinionState.Status.DEFEATED;
            }
            c.pop();
        }
    }

    /** "Each hero player draws cards from his life pool up to his hero's fortitude." */
    record HeroDraw() implements Step {
        @Override
        public Ask advance(Ctx c) {
            for (HeroState h : c.s.heroes) {
                int want = Heroes.fortitude(c, h) - h.hand.size();
                if (want > 0) {
                    Table.draw(c, h, want);
                }
            }
            c.pop();
            return null;
        }
    }

    /** The round is over: Sauron's next turn. */
    record End() implements Step {
        @Override
        public Ask advance(Ctx c) {
            c.s.turn++;
            c.replace(new Start());
            return null;
        }
    }
}
