package meq.rules.play;

import java.util.ArrayList;
import java.util.List;
import meq.board.Location;
import meq.data.CardDecks;
import meq.data.EffectStep;
import meq.rules.Action;
import meq.rules.Ask;
import meq.rules.Ctx;
import meq.rules.GameEvent;
import meq.rules.Scope;
import meq.rules.Step;
import meq.rules.table.ActivePlots;
import meq.rules.table.Conditions;
import meq.rules.table.Selectors;
import meq.state.Deck;
import meq.state.Seat;

/** The Active Plot Track: what is active, where, and the plots Sauron may play. */
public final class Plots {
    private Plots() {
    }

    /** Why discarding an active plot cannot be undone, as the table says it before the discard. */
    public static final String DISCARDED = "A discarded plot leaves the Active Plot Track for the discard pile for good:"
            + " it advances its marker no more and cannot be put back in play.";

    /** The locations a plot may affect now: its fixed location, or those Sauron may choose. */
    static List<Location> targets(Ctx c, CardDecks.Plot p) {
        Scope none = Scope.of(null, -1);
        List<Location> all = Selectors.resolve(c, p.affects(), none);
        if (!p.affects().chooses()) {
            return all;
        }
        List<Location> out = new ArrayList<>();
        for (Location l : all) {
            if (Conditions.holds(c, p.requires(), none.withAffected(l.index()))) {
                out.add(l);
            }
        }
        return out;
    }

    /** "The Shadow Pool must hold at least the card's top-left number", and its own requirement. */
    public static List<Location> playableAt(Ctx c, int card) {
        CardDecks.Plot p = ActivePlots.def(c, card);
        if (c.s.shadowPool < p.pool() || ActivePlots.freeSlot(c.s) < 0) {
            return List.of();
        }
        if (!p.affects().chooses() && !Conditions.holds(c, p.requires(), Scope.of(null, card))) {
            return List.of();
        }
        return targets(c, p);
    }

    static void activate(Ctx c, int card, int location) {
        int slot = ActivePlots.freeSlot(c.s);
        c.s.activePlots[slot] = card;
        c.s.plotAt[slot] = location;
        c.emit(new GameEvent.PlotPlayed(c.rules.cards().id(card), location));
    }

    /**
     * Sauron takes one of the named plots from the Plot deck or its discards into his hand (he chooses which, by
     * title; he is asked even when one or none is there, so the question tells the heroes nothing of his hand),
     * then the Plot deck is shuffled. The steps in {@code then} run
     * only when a plot was taken, about that plot (it is their scope's source card).
     */
    public record Fetch(List<String> ids, List<EffectStep> then, Scope scope) implements Step {
        @Override
        public Ask advance(Ctx c) {
            List<Action> options = new ArrayList<>();
            List<String> titles = new ArrayList<>();
            var plots = c.s.deck(Deck.PLOTS);
            for (var from : List.of(plots.drawPile(), plots.discards())) {
                for (int i = 0; i < from.size(); i++) {
                    int card = from.get(i);
                    if (ids.contains(c.rules.cards().id(card)) && !titles.contains(ActivePlots.def(c, card).title())) {
                        titles.add(ActivePlots.def(c, card).title());
                        options.add(Action.ChooseCard.of(card));
                    }
                }
            }
            if (options.isEmpty()) {
                options.add(Action.PASS); // nothing to take: the named plots are in his hand or in play
            }
            // asked whatever his hand holds: that he is asked tells the heroes nothing of it
            return new Ask(Seat.SAURON, "Take which plot into your hand?", "Take none (none is left to take)", options);
        }

        @Override
        public void answer(Ctx c, Action a) {
            c.pop();
            var plots = c.s.deck(Deck.PLOTS);
            if (!(a instanceof Action.ChooseCard chosen)) {
                plots.shuffle(c.s.rng);
                return;
            }
            int card = chosen.card();
            if (!plots.drawPile().remove(card)) {
                plots.discards().remove(card);
            }
            c.s.sauronPlots.add(card);
            plots.shuffle(c.s.rng);
            RunEffect.push(c, then, scope.withSource(card));
        }
    }

    static void discardActive(Ctx c, int slot) {
        int card = c.s.activePlots[slot];
        c.s.activePlots[slot] = -1;
        c.s.plotAt[slot] = -1;
        c.s.deck(Deck.PLOTS).discard(card);
        c.emit(new GameEvent.PlotDiscarded(c.rules.cards().id(card)));
    }
}
