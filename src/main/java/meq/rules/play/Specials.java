package meq.rules.play;

import java.util.ArrayList;
import java.util.List;
import meq.board.Location;
import meq.board.Neighbour;
import meq.data.EffectStep;
import meq.data.MinionDef;
import meq.data.RuleSpecial;
import meq.data.Verb;
import meq.rules.Action;
import meq.rules.Ask;
import meq.rules.Ctx;
import meq.rules.GameEvent;
import meq.rules.Naming;
import meq.rules.Scope;
import meq.rules.Step;
import meq.rules.table.ActivePlots;
import meq.rules.table.Heroes;
import meq.rules.table.Holdings;
import meq.rules.table.Selectors;
import meq.rules.table.Table;
import meq.state.Deck;
import meq.state.HeroState;
import meq.state.Lasting;
import meq.state.HoldsCards;
import meq.state.Marker;
import meq.state.MinionState;
import meq.state.Seat;

/**
 * Card rules that only code can express ({@code special: NAME}, a {@link RuleSpecial}): each carried out here once,
 * in a switch the compiler checks (an unknown name is refused at load).
 */
public final class Specials {
    private Specials() {
    }

    static void run(Ctx c, RuleSpecial special, EffectStep st, Scope scope) {
        HeroState h = scope.hero() == null ? null : c.s.hero(scope.hero());
        Runnable rule = switch (special) {
            case LOSE_FAVOR_PER_CORRUPTION -> () -> Holdings.favor(c, h, -h.corruption.size());
            case HERO_DISCARDS_TWO -> () -> c.push(new EffectSteps.TrimHand(h.id, Math.max(0, h.hand.size() - 2)));
            case RESHUFFLE_PERILS -> () -> {
                var perils = c.s.deck(Deck.PERILS);
                if (scope.source() >= 0) {
                    perils.discards().remove(scope.source());
                    perils.drawPile().add(scope.source());
                }
                perils.drawPile().addAll(perils.discards());
                perils.discards().clear();
                perils.shuffle(c.s.rng);
            };
            case MOVE_TO_NEAREST_HAVEN -> () -> c.push(new EffectSteps.PickLocation(Seat.SAURON, new EffectSteps.MoveHero(),
                    Verbs.ids(c.board().closestHavens(c.loc(h.location))), scope, null));
            case DISCARD_OTHER_GOLLUM_PLOTS -> () -> {
                for (int i = 0; i < ActivePlots.SLOTS; i++) {
                    int p = c.s.activePlots[i];
                    if (p >= 0 && p != scope.source() && ActivePlots.def(c, p).tags().contains("gollum")) {
                        Plots.discardActive(c, i);
                    }
                }
            };
            case CHARACTERS_HOME_AT_AFFECTED -> () -> c.s.characterAt.replaceAll((k, v) -> v == scope.affected() ? -1 : v);
            case NO_REST_OR_ENCOUNTER_AT_AFFECTED -> () -> { }; // read by Ongoing for the plot's location
            case DAMAGE_INTO_REST -> () -> {
                h.rest.addAll(h.damage);
                h.damage.clear();
            };
            case TURN_CONTINUES_AFTER_FIGHT -> () -> { }; // read by Fights.start: the fight this card starts never ends the turn
            case BLACK_IF_CORRUPTION_REACHES_WISDOM -> () -> {
                if (c.s.heroes.stream().anyMatch(x -> x.corruption.size() >= Heroes.wisdom(c, x))) {
                    Table.advance(c, Marker.BLACK, 1);
                }
            };
            case INFLUENCE_ON_THREE_IN_HERO_REGION -> () -> c.push(new EffectSteps.Spread(3, 1,
                    regionOf(c, h, false), List.of()));
            case INFLUENCE_AND_MONSTER_IN_HERO_REGION -> () -> {
                List<Integer> region = regionOf(c, h, true);
                c.push(new EffectSteps.Spread(1, 1, region, List.of()), new EffectSteps.PlaceMonster(region, false));
            };
            // "Sauron gains 1 influence, in extension or in the Shadow Pool, for each Corruption card the hero holds"
            case INFLUENCE_PER_CORRUPTION -> () -> {
                if (!h.corruption.isEmpty()) {
                    c.push(SauronActions.Influence.anywhere(h.corruption.size()));
                }
            };
            case GREEN_ONE_FEWER_NEXT_STORY -> () -> c.s.setLasting(Lasting.Kind.GREEN_SLOWED,
                    Math.min(2, c.s.lastingAmount(Lasting.Kind.GREEN_SLOWED) + 1), null);
            case COMBAT_STRENGTH_LOSS_PER_CORRUPTION -> () -> Fights.weaken(c, h.corruption.size(), 0);
            case COMBAT_STRENGTH_AGILITY_LOSS_PER_CORRUPTION -> () -> Fights.weaken(c, h.corruption.size(), h.corruption.size());
            case FOE_HAMMER, THERE_IS_STRENGTH_YET, REMOVE_CHARACTER_OR_FAVOR, COMMAND_MINION_TO_FIGHT, RESTORE_MINION, TAKE_CARD_FROM_SAURON_DISCARDS, PLAY_FETCHED_PLOT, SAURON_PICKS_CORRUPTION, HOUNDS_OF_SAURON, REDISTRIBUTE_CORRUPTION, TRUST_IN_FRIENDSHIP -> () -> c.push(pick(c, special, st, scope, h));
            case RINGWRAITHS_IN_SHIRE -> () -> { }; // a condition, read by Conditions
        };
        rule.run();
    }

    /** The rules that need a decision: a step built from options in words. */
    private static Step pick(Ctx c, RuleSpecial special, EffectStep st, Scope scope, HeroState h) {
        List<Choice> options = new ArrayList<>();
        Seat who = Seat.SAURON;
        switch (special) {
            case FOE_HAMMER -> {
                who = Seat.hero(h.id);
                Integer gandalf = c.s.characterAt.get("gandalf");
                for (Location l : c.board().locations()) {
                    // not where he stands already with no token to clear: that would change nothing
                    boolean idle = gandalf != null && gandalf == l.index() && Table.tokensAt(c, l.index()).isEmpty();
                    if (c.s.influence[l.index()] > 0 && !idle) {
                        options.add(new Choice("Gandalf to " + l.name(), Choice.Kind.FOE_HAMMER, l.index(), null, -1));
                    }
                }
            }
            case THERE_IS_STRENGTH_YET -> {
                who = Verbs.seat(c, "heroes", scope);
                for (var e : c.s.characterAt.entrySet()) {
                    if (e.getValue() >= 0) {
                        for (Neighbour n : c.board().neighbours(c.loc(e.getValue()))) {
                            if (!n.to().isStronghold()) {
                                options.add(new Choice("Move " + e.getKey() + " to " + n.to().name(), Choice.Kind.STRENGTH,
                                        n.to().index(), e.getKey(), -1));
                            }
                        }
                    }
                }
            }
            case REMOVE_CHARACTER_OR_FAVOR -> {
                List<Location> where = st.where() == null ? c.board().locations() : Selectors.resolve(c, st.where(), scope);
                for (Location l : where) {
                    if (c.s.favorTokens[l.index()] > 0) {
                        options.add(new Choice("Remove a favor from " + l.name(), Choice.Kind.UNFAVOR, l.index(), null, -1));
                    }
                    for (var e : c.s.characterAt.entrySet()) {
                        if (e.getValue() == l.index()) {
                            options.add(new Choice("Send " + e.getKey() + " home", Choice.Kind.HOME, l.index(), e.getKey(), -1));
                        }
                    }
                }
            }
            case COMMAND_MINION_TO_FIGHT -> {
                options.add(new Choice("Draw a Plot card", Choice.Kind.DRAW_PLOT, -1, null, -1));
                for (MinionDef d : c.rules.data().minions()) {
                    MinionState m = c.s.minions.get(d.id());
                    if (m.onBoard()) {
                        for (Location to : c.board().within(c.loc(m.location), d.traits().moveRange())) {
                            if (to.index() != m.location) {
                                options.add(new Choice("Move " + d.name() + " to " + to.name(), Choice.Kind.COMMAND, to.index(), d.id(), -1));
                            }
                        }
                    }
                }
            }
            case RESTORE_MINION -> {
                for (MinionState m : c.s.minions.values()) {
                    if (m.status != MinionState.Status.WAITING) {
                        for (Location l : c.board().locations()) {
                            // not an unhurt active minion "restored" where he stands
                            boolean idle = m.status == MinionState.Status.ACTIVE && m.location == l.index() && m.damage == 0;
                            if (c.s.influence[l.index()] > 0 && !idle) {
                                options.add(new Choice("Restore " + m.id + " at " + l.name(), Choice.Kind.RESTORE, l.index(), m.id, -1));
                            }
                        }
                    }
                }
            }
            case TAKE_CARD_FROM_SAURON_DISCARDS -> {
                for (Deck deck : List.of(Deck.PLOTS, Deck.SHADOWS)) {
                    var d = c.s.deck(deck).discards();
                    for (int i = 0; i < d.size(); i++) {
                        options.add(new Choice("Take " + c.rules.cards().id(d.get(i)), Choice.Kind.TAKE, -1, deck.name(), d.get(i)));
                    }
                }
            }
            case PLAY_FETCHED_PLOT -> {
                // the plot just fetched (the scope's source card, see Plots.Fetch), if it is still in his hand
                int card = scope.source();
                if (card >= 0 && c.s.sauronPlots.contains(card)) {
                    for (Location l : Plots.playableAt(c, card)) {
                        options.add(new Choice("Play it at " + l.name(), Choice.Kind.PLAY, l.index(), null, card));
                    }
                }
                if (card >= 0 && c.s.sauronPlots.contains(card)) {
                    // asked whenever a plot was taken, playable or not: the question tells the heroes nothing
                    options.add(new Choice("Keep " + ActivePlots.def(c, card).title() + " in hand", Choice.Kind.NONE, -1, null, -1));
                }
            }
            case SAURON_PICKS_CORRUPTION -> {
                return new GiveCorruption(h.id, List.of());
            }
            case HOUNDS_OF_SAURON -> {
                return new Hounds(h.id, 0);
            }
            case REDISTRIBUTE_CORRUPTION -> {
                return new Redistribute(null, null, List.of());
            }
            case TRUST_IN_FRIENDSHIP -> {
                int laid = 0;
                for (HeroState x : c.s.heroes) {
                    if (x.favor > 0) {
                        Holdings.favor(c, x, -1);
                        laid++;
                    }
                }
                Lasting trust = c.s.lasting(Lasting.Kind.TRUST_IN_FRIENDSHIP);
                c.s.setLasting(Lasting.Kind.TRUST_IN_FRIENDSHIP, laid + (trust == null ? 0 : trust.amount()),
                        trust == null ? null : trust.holder());
                for (HeroState x : c.s.heroes) {
                    options.add(new Choice("Give the card to " + x.id, Choice.Kind.TRUST, -1, x.id, -1));
                }
            }
            default -> throw new IllegalStateException(special + " is not a rule with a choice");
        }
        if (options.isEmpty()) {
            return new Nothing();
        }
        if (special != RuleSpecial.TRUST_IN_FRIENDSHIP && special != RuleSpecial.THERE_IS_STRENGTH_YET
                && special != RuleSpecial.PLAY_FETCHED_PLOT) {
            options.add(new Choice("Nothing", Choice.Kind.NONE, -1, null, -1));
        }
        return new Pick(who, options, scope);
    }

    /**
     * An option in words and what it does. The words are what a save writes of the answer, so they stay as they
     * are: those naming a raw id are read with names ({@code Naming.readable}).
     */
    public record Choice(String text, Kind kind, int location, String id, int card) {
        /** What choosing the option does (saved by its word: StepNames.CHOICE_KINDS). */
        public enum Kind {
            /** Gandalf to the location, clearing its monster tokens. */
            FOE_HAMMER,
            /** A character to the location, clearing its influence and monster tokens. */
            STRENGTH,
            /** A favor taken from the location. */
            UNFAVOR,
            /** A character sent home. */
            HOME,
            /** Sauron draws a Plot card. */
            DRAW_PLOT,
            /** A minion moved to the location. */
            COMMAND,
            /** A minion restored at the location. */
            RESTORE,
            /** A card taken back from Sauron's discards (id: its deck). */
            TAKE,
            /** A Plot played at the location. */
            PLAY,
            /** The card given to a hero. */
            TRUST,
            /** Nothing happens. */
            NONE
        }
    }

    /** A step with nothing to do (the rule found no target). */
    public record Nothing() implements Step {
        @Override
        public Ask advance(Ctx c) {
            c.pop();
            return null;
        }
    }

    public record Pick(Seat who, List<Choice> options, Scope scope) implements Step {
        @Override
        public Ask advance(Ctx c) {
            List<Action> out = new ArrayList<>();
            for (int i = 0; i < options.size(); i++) {
                out.add(new Action.ChooseOption(i, options.get(i).text()));
            }
            return new Ask(who, Naming.choosing(c.rules, scope.source()), out);
        }

        @Override
        public void answer(Ctx c, Action a) {
            c.pop();
            Choice ch = options.get(((Action.ChooseOption) a).index());
            switch (ch.kind()) {
                case FOE_HAMMER -> {
                    c.s.characterAt.put("gandalf", ch.location());
                    Holdings.clear(c, ch.location(), true);
                }
                case STRENGTH -> {
                    c.s.characterAt.put(ch.id(), ch.location());
                    Holdings.clear(c, ch.location(), true);
                    Holdings.clear(c, ch.location(), false);
                }
                case UNFAVOR -> c.s.favorTokens[ch.location()]--;
                case HOME -> c.s.characterAt.put(ch.id(), -1);
                case DRAW_PLOT -> c.push(new EffectSteps.SauronDraw(Deck.PLOTS, 1, 1));
                case COMMAND -> {
                    MinionState m = c.s.minions.get(ch.id());
                    c.emit(new GameEvent.MinionMoved(m.id, m.location, ch.location()));
                    m.location = ch.location();
                    HeroState h = scope.hero() == null ? null : c.s.hero(scope.hero());
                    if (h != null && h.location == ch.location()) {
                        // "they fight at once, and his turn goes on whatever the result"
                        c.push(Fights.begin(c, h.id, new Opponent.Minion(m.id), Fights.Context.EFFECT));
                    }
                }
                case RESTORE -> {
                    MinionState m = c.s.minions.get(ch.id());
                    m.status = MinionState.Status.ACTIVE;
                    m.damage = 0;
                    m.location = ch.location();
                    c.emit(new GameEvent.MinionEntered(m.id, m.location));
                }
                case TAKE -> {
                    Deck deck = new Deck(ch.id());
                    c.s.deck(deck).discards().remove(ch.card());
                    (deck.equals(Deck.PLOTS) ? c.s.sauronPlots : c.s.sauronShadows).add(ch.card());
                }
                case PLAY -> {
                    c.s.sauronPlots.remove(ch.card());
                    Plots.activate(c, ch.card(), ch.location());
                    RunEffect.push(c, ActivePlots.def(c, ch.card()).onPlay(), Scope.of(null, ch.card()).withAffected(ch.location()));
                }
                case TRUST -> c.s.setLasting(Lasting.Kind.TRUST_IN_FRIENDSHIP,
                        c.s.lastingAmount(Lasting.Kind.TRUST_IN_FRIENDSHIP), ch.id());
                case NONE -> { }
            }
        }
    }

    /** Ill-met Company: Sauron draws 2 Corruption cards and gives the hero the one he chooses. */
    public record GiveCorruption(String hero, List<Integer> drawn) implements Step, HoldsCards {
        @Override
        public List<Integer> heldCards() {
            return drawn;
        }

        @Override
        public Ask advance(Ctx c) {
            if (drawn.isEmpty()) {
                List<Integer> d = new ArrayList<>();
                for (int i = 0; i < 2; i++) {
                    int card = Holdings.draw(c, Deck.CORRUPTION);
                    if (card >= 0) {
                        d.add(card);
                    }
                }
                if (d.isEmpty()) {
                    c.pop();
                    return null;
                }
                c.replace(new GiveCorruption(hero, List.copyOf(d)));
                return null;
            }
            List<Action> out = new ArrayList<>();
            drawn.forEach(card -> out.add(Action.ChooseCard.of(card)));
            return new Ask(Seat.SAURON, "Give " + Naming.who(c.rules, hero) + " a Corruption card", out);
        }

        @Override
        public void answer(Ctx c, Action a) {
            int give = ((Action.ChooseCard) a).card();
            c.pop();
            for (int card : drawn) {
                if (card != give) {
                    c.s.deck(Deck.CORRUPTION).discard(card);
                }
            }
            var def = Verbs.corruption(c, give);
            c.emit(new GameEvent.CorruptionTaken(hero, def.id()));
            if (def.instant().isEmpty()) {
                c.s.hero(hero).corruption.add(give);
            } else {
                c.s.deck(Deck.CORRUPTION).discard(give);
                RunEffect.push(c, def.instant(), Scope.of(hero, give));
            }
        }
    }

    /**
     * The Hounds of Sauron: 6 damage, 1 less for each shield card the hero discards from his hand (proposed:
     * a card with printed defense 2 or more); at 0 damage he gains 1 favor or training.
     */
    public record Hounds(String hero, int shields) implements Step {
        static final int DAMAGE = 6;

        @Override
        public Ask advance(Ctx c) {
            HeroState h = c.s.hero(hero);
            List<Action> out = new ArrayList<>();
            if (shields < DAMAGE) {
                for (int i = 0; i < h.hand.size(); i++) {
                    if (c.rules.cards().card(h.hand.get(i)).defense() >= 2) {
                        out.add(Action.ChooseCard.of(h.hand.get(i)));
                    }
                }
            }
            if (out.isEmpty()) {
                finish(c);
                return null;
            }
            out.add(Action.PASS);
            return new Ask(Seat.hero(hero), "Discard a shield card against the Hounds (" + (DAMAGE - shields)
                    + " damage now)", "Discard no more shield cards", out);
        }

        @Override
        public void answer(Ctx c, Action a) {
            if (a instanceof Action.ChooseCard pick) {
                HeroState h = c.s.hero(hero);
                h.hand.remove(pick.card());
                h.rest.add(pick.card());
                if (Damage.spent(h)) {
                    c.pop(); // his last card: the Hounds are done with him, and his defeat comes next
                    Damage.defeatSpent(c);
                } else {
                    c.replace(new Hounds(hero, shields + 1));
                }
            } else {
                finish(c);
            }
        }

        private void finish(Ctx c) {
            c.pop();
            int damage = DAMAGE - shields;
            if (damage > 0) {
                Damage.deal(c, hero, damage);
            } else {
                c.push(new EffectSteps.Choose(Seat.hero(hero), List.of(
                        new EffectStep.Option("Gain 1 favor", List.of(step(Verb.FAVOR, 1))),
                        new EffectStep.Option("Receive training", List.of(step(Verb.TRAINING, 1)))), Scope.of(hero, -1)));
            }
        }

        private static EffectStep step(Verb verb, int n) {
            return new EffectStep(verb, n, EffectStep.Who.CURRENT, null, null, null, List.of(), List.of());
        }
    }

    /**
     * The Lidless Eye: Sauron takes the Corruption cards of two heroes and deals them out again between those two
     * as he likes, then gives any hero 1 Corruption card.
     */
    /** Two heroes by their places in the game, as one option number (saved in game logs: 10 * first + second). */
    record HeroPair(int first, int second) {
        int option() {
            return first * 10 + second;
        }

        static HeroPair of(int option) {
            return new HeroPair(option / 10, option % 10);
        }
    }

    public record Redistribute(String a, String b, List<Integer> left) implements Step, HoldsCards {
        @Override
        public List<Integer> heldCards() {
            return left;
        }

        @Override
        public Ask advance(Ctx c) {
            List<Action> out = new ArrayList<>();
            if (a == null) {
                List<HeroState> hs = c.s.heroes;
                for (int i = 0; i < hs.size(); i++) {
                    for (int j = i + 1; j < hs.size(); j++) {
                        out.add(new Action.ChooseOption(new HeroPair(i, j).option(), hs.get(i).id + " and " + hs.get(j).id));
                    }
                }
                if (out.isEmpty()) {
                    finish(c);
                    return null;
                }
                return new Ask(Seat.SAURON, "Redistribute the Corruption of which two heroes?", out);
            }
            if (left.isEmpty()) {
                finish(c);
                return null;
            }
            out.add(new Action.ChooseHero(a));
            out.add(new Action.ChooseHero(b));
            return new Ask(Seat.SAURON, "Who takes " + Naming.card(c.rules, left.get(0)) + "?", out);
        }

        @Override
        public void answer(Ctx c, Action act) {
            if (a == null) {
                HeroPair pair = HeroPair.of(((Action.ChooseOption) act).index());
                HeroState x = c.s.heroes.get(pair.first());
                HeroState y = c.s.heroes.get(pair.second());
                List<Integer> cards = new ArrayList<>();
                for (HeroState h : List.of(x, y)) {
                    for (int i = 0; i < h.corruption.size(); i++) {
                        cards.add(h.corruption.get(i));
                    }
                    h.corruption.clear();
                }
                c.replace(new Redistribute(x.id, y.id, List.copyOf(cards)));
                return;
            }
            c.s.hero(((Action.ChooseHero) act).hero()).corruption.add(left.get(0));
            c.replace(new Redistribute(a, b, List.copyOf(left.subList(1, left.size()))));
        }

        private void finish(Ctx c) {
            c.pop();
            c.push(new RunEffect.ChooseHero(Seat.SAURON, new EffectStep(Verb.CORRUPTION, 1, EffectStep.Who.CURRENT, null,
                    null, null, List.of(), List.of()), Scope.of(null, -1)));
        }
    }

    /** The locations of the hero's region, not his own, not a Haven (where Sauron may place). */
    private static List<Integer> regionOf(Ctx c, HeroState h, boolean notHere) {
        List<Integer> out = new ArrayList<>();
        String region = c.loc(h.location).region().id();
        for (Location l : c.board().locations()) {
            if (l.region().id().equals(region) && !l.haven() && (!notHere || l.index() != h.location)) {
                out.add(l.index());
            }
        }
        return out;
    }

    /** "Trust in Friendship": the holder collects the favor on the card when exploring a location with a
     * character or another hero. */
    static void collectTrust(Ctx c, HeroState h) {
        Lasting trust = c.s.lasting(Lasting.Kind.TRUST_IN_FRIENDSHIP);
        if (trust == null || !h.id.equals(trust.holder()) || trust.amount() == 0) {
            return;
        }
        boolean company = c.s.characterAt.containsValue(h.location)
                || c.s.heroes.stream().anyMatch(x -> x != h && x.location == h.location);
        if (company) {
            Holdings.favor(c, h, trust.amount());
            c.s.setLasting(Lasting.Kind.TRUST_IN_FRIENDSHIP, 0, null);
        }
    }
}
