package meq.rules.play;

import java.util.ArrayList;
import java.util.List;
import meq.board.Location;
import meq.data.CardDecks;
import meq.data.MinionDef;
import meq.data.OngoingRule;
import meq.rules.Action;
import meq.rules.Ask;
import meq.rules.Ctx;
import meq.rules.GameEvent;
import meq.rules.GameEvent.StoryMarkerAdvanced.Why;
import meq.rules.Scope;
import meq.rules.Step;
import meq.rules.table.ActivePlots;
import meq.rules.table.Dominance;
import meq.rules.table.Heroes;
import meq.rules.table.Holdings;
import meq.rules.table.Ongoing;
import meq.rules.table.Table;
import meq.state.Deck;
import meq.state.GameState;
import meq.state.HeroState;
import meq.state.Lasting;
import meq.state.HoldsCards;
import meq.state.Marker;
import meq.state.MinionState;
import meq.state.Seat;
import meq.state.Side;

/** The steps of Sauron's turn: Hero Rally, Story, Action and Hero Draw, then the heroes' turns. */
public final class SauronTurn {
    private SauronTurn() {
    }

    /** Lays out one round: Sauron's steps, then each hero's turn (two turns for a lone hero). */
    public record Start() implements Step {
        @Override
        public Ask advance(Ctx c) {
            GameState s = c.s;
            c.emit(new GameEvent.TurnStarted(s.turn));
            s.actions.newRound(); // the tokens on the tracks are last round's now
            s.shadowPlayed = false;
            s.shadowQuiet = false;
            List<Step> steps = new ArrayList<>();
            steps.add(new Rally());
            if (s.turn > 1) {
                steps.add(new Story());
                steps.add(new PlotStep());
            }
            steps.add(new EventStep());
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
    public record Rally() implements Step {
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
    public record Story() implements Step {
        @Override
        public Ask advance(Ctx c) {
            GameState s = c.s;
            // "the green marker moves 1 space less at the next Story step" (Grievous Loss)
            int slowed = s.lastingAmount(Lasting.Kind.GREEN_SLOWED);
            Table.advance(c, Marker.GREEN, Math.max(0, 2 - slowed), slowed > 0 ? Why.STORY_STEP_SLOWED : Why.STORY_STEP,
                    null);
            s.setLasting(Lasting.Kind.GREEN_SLOWED, 0, null);
            for (int slot = 0; slot < ActivePlots.SLOTS; slot++) {
                if (s.activePlots[slot] >= 0) {
                    var plot = ActivePlots.def(c, s.activePlots[slot]);
                    Table.advance(c, Marker.valueOf(plot.marker().toUpperCase()), plot.advance(), Why.PLOT, plot.id());
                }
            }
            c.replace(new StoryCheck());
            if (s.currentEvent >= 0) {
                var event = c.rules.cards().def(s.currentEvent, CardDecks.Event.class);
                RunEffect.push(c, event.eachStory(), Scope.of(null, s.currentEvent).withAffected(s.eventMarker));
            }
            return null;
        }
    }

    /** After all four markers moved: the Finale, or new minions the first time stage II or III is entered. */
    public record StoryCheck() implements Step {
        @Override
        public Ask advance(Ctx c) {
            GameState s = c.s;
            if (s.story.finaleReached()) {
                // the Finale replaces the rest of the turn
                s.stack.clear();
                s.stack.push(new Finale(0));
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
    public record MinionEntry(String minion) implements Step {
        @Override
        public Ask advance(Ctx c) {
            List<Action> options = new ArrayList<>();
            for (String l : c.rules.data().minion(minion).start()) {
                options.add(new Action.PlaceMinion(minion, c.board().location(l).index()));
            }
            options.add(Action.PASS);
            String name = c.rules.data().minion(minion).name();
            return new Ask(Seat.SAURON, "Place " + name + "?", "Hold " + name + " back for good", options);
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

    /**
     * Plot: "Sauron may either: a. Play a single Plot card from his hand ... b. Discard an active Plot card, or
     * do nothing." A plot needs the Shadow Pool's minimum, its own requirement and a free slot.
     */
    public record PlotStep() implements Step {
        @Override
        public Ask advance(Ctx c) {
            List<Action> options = new ArrayList<>();
            for (int i = 0; i < c.s.sauronPlots.size(); i++) {
                int card = c.s.sauronPlots.get(i);
                for (Location l : Plots.playableAt(c, card)) {
                    options.add(new Action.PlayPlot(card, l.index()));
                }
            }
            List<Action> discards = new ArrayList<>();
            for (int p : c.s.activePlots) {
                if (p >= 0) {
                    discards.add(Action.ChooseCard.of(p));
                }
            }
            options.addAll(discards);
            options.add(Action.PASS);
            return new Ask(Seat.SAURON, "Play a plot or discard an active plot?", "Do neither", options)
                    .lasting(Plots.DISCARDED, discards);
        }

        @Override
        public void answer(Ctx c, Action a) {
            c.pop();
            if (a instanceof Action.PlayPlot pp) {
                c.s.sauronPlots.remove(pp.card());
                Plots.activate(c, pp.card(), pp.location());
                RunEffect.push(c, ActivePlots.def(c, pp.card()).onPlay(), Scope.of(null, pp.card()).withAffected(pp.location()));
            } else if (a instanceof Action.ChooseCard pick) {
                for (int i = 0; i < ActivePlots.SLOTS; i++) {
                    if (c.s.activePlots[i] == pick.card()) {
                        Plots.discardActive(c, i);
                    }
                }
            }
        }
    }

    /**
     * Event: draw 3 cards of the current stage and resolve the lowest (heroes dominant) or the highest (Sauron
     * dominant); one card when no side is dominant and on the first turn. Then favor and characters are
     * placed, and a flag card stays as the current event with its marker.
     */
    public record EventStep() implements Step {
        @Override
        public Ask advance(Ctx c) {
            GameState s = c.s;
            Side dominant = Dominance.of(c.rules, s);
            int count = s.turn == 1 || dominant == Side.NONE ? 1 : 3;
            Deck deck = Deck.events(s.story.stage());
            int best = Holdings.drawKeepBest(c, deck, count, new ArrayList<>(), (card, kept) -> kept < 0
                    || (dominant == Side.SAURON ? priority(c, card) > priority(c, kept)
                    : priority(c, card) < priority(c, kept)));
            c.pop();
            if (best < 0) {
                return null;
            }
            var event = c.rules.cards().def(best, CardDecks.Event.class);
            c.emit(new GameEvent.EventDrawn(event.id()));
            int flag = event.flag() == null ? -1 : c.board().location(event.flag()).index();
            c.push(new EventAftermath(best, deck));
            RunEffect.push(c, event.effect(), Scope.of(null, best).withAffected(flag));
            return null;
        }

        private static int priority(Ctx c, int card) {
            return c.rules.cards().def(card, CardDecks.Event.class).priority();
        }
    }

    /** Place the event's favor and characters, then keep it as the current event or discard it. */
    public record EventAftermath(int card, Deck deck) implements Step, HoldsCards {
        @Override
        public List<Integer> heldCards() {
            return List.of(card);
        }

        @Override
        public Ask advance(Ctx c) {
            GameState s = c.s;
            var event = c.rules.cards().def(card, CardDecks.Event.class);
            for (var p : event.place()) {
                int l = c.board().location(p.location()).index();
                if (p.character() == null) {
                    s.favorTokens[l]++;
                    c.emit(new GameEvent.FavorTokensPlaced(l, 1));
                } else if (s.characterAt.getOrDefault(p.character(), -1) < 0) {
                    s.characterAt.put(p.character(), l);
                    c.emit(new GameEvent.CharacterPlaced(p.character(), l));
                }
            }
            c.pop();
            if (event.flag() != null) {
                if (s.currentEvent >= 0) {
                    discardCurrentEvent(c);
                }
                s.currentEvent = card;
                s.eventMarker = c.board().location(event.flag()).index();
            } else {
                s.deck(deck).discard(card);
            }
            return null;
        }
    }

    static void discardCurrentEvent(Ctx c) {
        int card = c.s.currentEvent;
        int stage = c.rules.cards().def(card, CardDecks.Event.class).stage();
        c.s.deck(Deck.events(stage)).discard(card);
        c.s.currentEvent = -1;
        c.s.eventMarker = -1;
    }

    /** "Each hero player draws cards from his life pool up to his hero's fortitude." */
    public record HeroDraw() implements Step {
        @Override
        public Ask advance(Ctx c) {
            c.pop();
            for (HeroState h : c.s.heroes) {
                int limit = Ongoing.heroNumber(c, h, OngoingRule.HAND_LIMIT, Integer.MAX_VALUE);
                int want = Math.min(Heroes.fortitude(c, h), limit) - h.hand.size();
                c.emit(new GameEvent.HeroDrew(h.id, want > 0 ? Table.take(h, want) : 0)); // one line tells it
                if (h.hand.size() > limit) {
                    c.push(new EffectSteps.TrimHand(h.id, limit));
                }
            }
            return null;
        }
    }

    /** The round is over: Sauron's next turn. */
    public record End() implements Step {
        @Override
        public Ask advance(Ctx c) {
            c.s.turn++;
            c.replace(new Start());
            return null;
        }
    }
}
