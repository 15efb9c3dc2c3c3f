package meq.rules.play;

import java.util.ArrayList;
import java.util.List;
import meq.board.Location;
import meq.data.CardDecks;
import meq.data.OngoingRule;
import meq.rules.Ask;
import meq.rules.Ctx;
import meq.rules.GameEvent;
import meq.rules.Scope;
import meq.rules.Step;
import meq.rules.table.Holdings;
import meq.rules.table.Ongoing;
import meq.rules.table.Selectors;
import meq.state.CardKind;
import meq.state.Deck;
import meq.state.HeroState;

/**
 * Encounter: "if you are not in a perilous location, you must draw 3 Encounter cards from the Encounter deck
 * matching the location's color" (the Haven deck in a Haven) and resolve the lowest priority one that affects
 * the location; a Quest encounter is kept.
 */
public final class Encounters {
    static final int DRAW = 3;

    private Encounters() {
    }

    public record Draw(String hero) implements Step {
        @Override
        public Ask advance(Ctx c) {
            HeroState h = c.s.hero(hero);
            c.pop();
            Location l = c.loc(h.location);
            if (h.turnOver || Perils.perilous(c, h) || Ongoing.plotForbids(c, OngoingRule.NO_ENCOUNTER, l)) {
                return null;
            }
            for (int i = 0; i < h.quests.size(); i++) {
                int q = h.quests.get(i);
                if (c.rules.cards().kind(q) == CardKind.QUEST) {
                    var def = Quests.def(c, q);
                    if (def.replaceAt() != null && c.board().location(def.replaceAt()).index() == h.location) {
                        c.push(Fights.begin(c, hero, new Opponent.Monster(def.replaceFight()), Fights.Context.EFFECT));
                        return null;
                    }
                }
            }
            Deck deck = l.haven() ? Deck.HAVEN_ENCOUNTERS : Deck.encounters(l.pair());
            if (c.s.deck(deck) == null) {
                return null;
            }
            int count = Ongoing.heroNumber(c, h, OngoingRule.ENCOUNTER_DRAW, DRAW);
            List<Integer> drawn = new ArrayList<>();
            int best = Holdings.drawKeepBest(c, deck, count, drawn, (card, kept) -> {
                var e = def(c, card);
                return Selectors.matches(c, e.affects(), Scope.of(hero, card), l)
                        && (kept < 0 || e.priority() < def(c, kept).priority());
            });
            if (best < 0) {
                if (!drawn.isEmpty()) {
                    c.emit(new GameEvent.NoneApplies(hero, h.location, false, drawn));
                }
                return null;
            }
            CardDecks.Encounter e = def(c, best);
            c.emit(new GameEvent.CardResolved("encounter", e.id()));
            if (e.quest()) {
                h.quests.add(best);
            } else {
                c.s.deck(deck).discard(best);
            }
            RunEffect.push(c, e.effect(), Scope.of(hero, best));
            return null;
        }
    }

    public static CardDecks.Encounter def(Ctx c, int card) {
        return c.rules.cards().def(card, CardDecks.Encounter.class);
    }
}
