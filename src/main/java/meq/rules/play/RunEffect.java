package meq.rules.play;

import java.util.ArrayList;
import java.util.List;
import meq.data.EffectStep;
import meq.rules.Action;
import meq.rules.Ask;
import meq.rules.Ctx;
import meq.rules.Naming;
import meq.rules.Rules;
import meq.rules.Scope;
import meq.rules.Step;
import meq.rules.table.ChosenFor;
import meq.rules.table.Conditions;
import meq.state.HeroState;
import meq.state.Seat;

/**
 * Runs a card's effect, one step at a time: skips a step whose condition fails, runs it once per hero for
 * `who: each`, lets Sauron or the heroes pick the hero for `chosen-by-...`, and hands the verb to
 * {@link Verbs}. A verb that needs a decision pushes its own step; this one carries on after it.
 */
public record RunEffect(List<EffectStep> steps, int index, Scope scope) implements Step {

    static void push(Ctx c, List<EffectStep> steps, Scope scope) {
        if (!steps.isEmpty()) {
            c.push(new RunEffect(steps, 0, scope));
        }
    }

    @Override
    public Ask advance(Ctx c) {
        if (index >= steps.size() || c.s.over()) {
            c.pop();
            return null;
        }
        EffectStep st = steps.get(index);
        c.replace(new RunEffect(steps, index + 1, scope));
        EffectStep single = st.forCurrentHero();
        switch (st.who()) {
            case EACH -> {
                List<Step> each = new ArrayList<>();
                for (HeroState h : c.s.heroes) {
                    each.add(new RunEffect(List.of(single), 0, scope.withHero(h.id)));
                }
                c.push(each.toArray(new Step[0]));
            }
            case CHOSEN_BY_SAURON -> c.push(new ChooseHero(Seat.SAURON, single, scope));
            case CHOSEN_BY_HEROES -> c.push(new ChooseHero(Verbs.seat(c, "heroes", scope), single, scope));
            case CURRENT -> {
                if (!Conditions.holds(c, st.when(), scope)) {
                    return null;
                }
                if (scope.hero() == null && Verbs.needsHero(st.verb())) {
                    List<Step> each = new ArrayList<>();
                    for (HeroState h : c.s.heroes) {
                        each.add(new RunEffect(List.of(single), 0, scope.withHero(h.id)));
                    }
                    c.push(each.toArray(new Step[0]));
                } else {
                    Verbs.run(c, st, scope);
                }
            }
        }
        return null;
    }

    /** Sauron (or the heroes) pick the hero a step is about. */
    public record ChooseHero(Seat decider, EffectStep step, Scope scope) implements Step {
        @Override
        public Ask advance(Ctx c) {
            // only a hero for whom the step, or the card's next steps about "that hero", can happen
            List<EffectStep> about = new ArrayList<>(List.of(step));
            about.addAll(thatHero(c));
            List<Action> options = new ArrayList<>();
            for (HeroState h : c.s.heroes) {
                if (CanHappen.any(c, about.stream().map(EffectStep::forCurrentHero).toList(), scope.withHero(h.id))) {
                    options.add(new Action.ChooseHero(h.id));
                }
            }
            if (options.isEmpty()) {
                c.pop();
                return null;
            }
            Rules rules = c.rules;
            int source = scope.source();
            return new Ask(decider, () -> {
                String why = ChosenFor.words(rules, about); // what the chosen hero suffers or gains, every step of it
                String from = source >= 0 ? Naming.card(rules, source) + ": " : "";
                return from + (from.isEmpty() ? "Choose" : "choose") + " a hero" + (why.isEmpty() ? "" : " " + why);
            }, options);
        }

        @Override
        public void answer(Ctx c, Action a) {
            String hero = ((Action.ChooseHero) a).hero();
            List<EffectStep> rest = thatHero(c);
            c.pop();
            // "That hero": the card's next steps chosen by the same seat are about the hero just chosen
            if (!rest.isEmpty()) {
                RunEffect parent = (RunEffect) c.s.stack.peek();
                c.replace(new RunEffect(rest.stream().map(EffectStep::forCurrentHero).toList(), 0,
                        parent.scope().withHero(hero)));
            }
            c.push(new RunEffect(List.of(step), 0, scope.withHero(hero)));
        }

        /** The card's next steps (under this one) if all are chosen by the same seat: they are about the same hero. */
        private List<EffectStep> thatHero(Ctx c) {
            var it = c.s.stack.iterator();
            it.next(); // this step
            if (it.hasNext() && it.next() instanceof RunEffect parent && parent.index() < parent.steps().size()) {
                List<EffectStep> rest = parent.steps().subList(parent.index(), parent.steps().size());
                EffectStep.Who who = decider.sauron() ? EffectStep.Who.CHOSEN_BY_SAURON : EffectStep.Who.CHOSEN_BY_HEROES;
                if (rest.stream().allMatch(x -> x.who() == who)) {
                    return rest;
                }
            }
            return List.of();
        }
    }
}
