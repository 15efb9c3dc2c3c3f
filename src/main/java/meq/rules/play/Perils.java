package meq.rules.play;

import java.util.ArrayList;
import java.util.List;
import meq.board.Location;
import meq.data.CardDecks;
import meq.data.MinionTraits;
import meq.data.OngoingRule;
import meq.rules.Action;
import meq.rules.Ask;
import meq.rules.Ctx;
import meq.rules.GameEvent;
import meq.rules.Scope;
import meq.rules.Step;
import meq.rules.table.Heroes;
import meq.rules.table.Holdings;
import meq.rules.table.Ongoing;
import meq.rules.table.Selectors;
import meq.rules.table.Table;
import meq.state.Deck;
import meq.state.HeroState;
import meq.state.HoldsCards;
import meq.state.Seat;

/** Perilous locations and Peril cards. */
public final class Perils {
    static final int DRAW = 3;

    private Perils() {
    }

    /**
     * Perilous for this hero: permanently perilous, more influence than his wisdom, made perilous by a card or
     * a plot, or within Gothmog's reach; a Haven never.
     */
    public static boolean perilous(Ctx c, HeroState h) {
        Location l = c.loc(h.location);
        if (l.haven()) {
            return false;
        }
        if (c.board().isPerilous(l, c.s.influence[l.index()], Heroes.wisdom(c, h)) || h.perilousAt == l.index()
                || Ongoing.plotMakesPerilous(c, l)) {
            return true;
        }
        return Table.minionReaches(c, l, MinionTraits::perilousWithin);
    }

    static boolean affects(Ctx c, CardDecks.Peril p, Location l) {
        return Selectors.matches(c, p.affects(), Scope.of(null, -1), l);
    }

    /** "Sauron may draw 3 cards from the Peril deck and choose one for your location/region to resolve." */
    public record Draw(String hero) implements Step {
        @Override
        public Ask advance(Ctx c) {
            HeroState h = c.s.hero(hero);
            int count = DRAW + Ongoing.heroNumber(c, h, OngoingRule.EXTRA_PERIL, 0);
            List<Integer> drawn = new ArrayList<>();
            for (int i = 0; i < count; i++) {
                int card = Holdings.draw(c, Deck.PERILS);
                if (card >= 0) {
                    drawn.add(card);
                }
            }
            c.replace(new Choose(hero, List.copyOf(drawn)));
            return null;
        }
    }

    public record Choose(String hero, List<Integer> drawn) implements Step, HoldsCards {
        @Override
        public List<Integer> heldCards() {
            return drawn;
        }

        @Override
        public Ask advance(Ctx c) {
            Location l = c.loc(c.s.hero(hero).location);
            List<Action> options = new ArrayList<>();
            for (int card : drawn) {
                if (affects(c, c.rules.cards().def(card, CardDecks.Peril.class), l)) {
                    options.add(Action.ChooseCard.of(card));
                }
            }
            if (options.isEmpty()) {
                if (!drawn.isEmpty()) {
                    c.emit(new GameEvent.NoneApplies(hero, l.index(), true, drawn));
                }
                discardAll(c);
                c.pop();
                return null;
            }
            return new Ask(Seat.SAURON, () -> "Choose a Peril for " + l.name(), options);
        }

        @Override
        public void answer(Ctx c, Action a) {
            int card = ((Action.ChooseCard) a).card();
            discardAll(c);
            c.pop();
            var peril = c.rules.cards().def(card, CardDecks.Peril.class);
            c.emit(new GameEvent.CardResolved("peril", peril.id()));
            RunEffect.push(c, peril.effect(), Scope.of(hero, card));
        }

        private void discardAll(Ctx c) {
            drawn.forEach(c.s.deck(Deck.PERILS)::discard);
        }
    }
}
