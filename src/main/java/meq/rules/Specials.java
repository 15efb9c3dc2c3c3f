package meq.rules;

import java.util.List;
import meq.data.EffectStep;
import meq.state.HeroState;

/**
 * Card rules that only code can express (`special: NAME`). Each name is carried out here once; a name not
 * carried out yet is reported as an event, never silently ignored.
 */
final class Specials {
    static final List<String> DONE = List.of("lose-favor-per-corruption", "hero-discards-two", "reshuffle-perils",
            "move-to-nearest-haven", "discard-other-gollum-plots");

    private Specials() {
    }

    static void run(Ctx c, String name, EffectStep st, Scope scope) {
        HeroState h = scope.hero() == null ? null : c.s.hero(scope.hero());
        switch (name) {
            case "lose-favor-per-corruption" -> Holdings.favor(c, h, -h.corruption.size());
            case "hero-discards-two" -> c.push(new EffectSteps.TrimHand(h.id, Math.max(0, h.hand.size() - 2)));
            case "reshuffle-perils" -> {
                var perils = c.s.decks.get("perils");
                if (scope.source() >= 0) {
                    perils.discards().remove(scope.source());
                    perils.drawPile().add(scope.source());
                }
                perils.drawPile().addAll(perils.discards());
                perils.discards().clear();
                perils.shuffle(c.s.rng);
            }
            case "move-to-nearest-haven" -> c.push(new EffectSteps.PickLocation(meq.state.Seat.SAURON, "moveHero",
                    Verbs.ids(c.board().closestHavens(c.loc(h.location))), scope, null));
            case "discard-other-gollum-plots" -> {
                for (int i = 0; i < Plots.SLOTS; i++) {
                    int p = c.s.activePlots[i];
                    if (p >= 0 && p != scope.source() && Plots.def(c, p).title().contains("Gollum")) {
                        Plots.discardActive(c, i);
                    }
                }
            }
            default -> c.emit(new GameEvent.RuleNotYetImplemented(name));
        }
    }
}
