package meq.rules.play;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.OptionalInt;
import meq.board.Neighbour;
import meq.combat.CardRow;
import meq.combat.CombatState;
import meq.combat.Resolver;
import meq.combat.RoundResult;
import meq.data.CardType;
import meq.data.CombatEffect;
import meq.data.EffectStep;
import meq.data.HeroAbility;
import meq.data.OngoingRule;
import meq.data.RuleSpecial;
import meq.data.ShadowTiming;
import meq.data.Verb;
import meq.rules.Action;
import meq.rules.Ask;
import meq.rules.Ctx;
import meq.rules.GameEvent;
import meq.rules.Naming;
import meq.rules.Rules;
import meq.rules.Scope;
import meq.rules.Step;
import meq.rules.table.Heroes;
import meq.rules.table.Holdings;
import meq.rules.table.Ongoing;
import meq.rules.table.Table;
import meq.state.Frame;
import meq.state.HeroState;
import meq.state.HoldsCards;
import meq.state.IntList;
import meq.state.MinionState;
import meq.state.Pile;
import meq.state.Seat;
import meq.state.Side;

/**
 * A combat between a hero and a monster or minion, run as a step: Sauron draws his combatant's fortitude in
 * combat cards, the hero spends agility, then rounds until one is defeated or both are exhausted; each round
 * both choose a card secretly (the hero first, unless an Anticipate says otherwise) and {@link Resolver}
 * resolves it. What a round leaves for the rest of the game (damage to the hero, discards, Corruption, ...) is
 * carried out here.
 */
public final class Fights {
    private Fights() {
    }

    /** Why the fight happens, which decides what losing it does. */
    public enum Context { TRAVEL, AMBUSH, EFFECT, FINALE }

    /** From a card's `fight` or `fightMinion` step. */
    static void start(Ctx c, EffectStep st, Scope scope) {
        HeroState h = c.s.hero(scope.hero());
        Context context = turnContinues(c) ? Context.EFFECT : byCard(c, h.id);
        if (st.verb() == Verb.FIGHT) {
            c.push(begin(c, h.id, new Opponent.Monster(st.word()), context, agility(st)));
            return;
        }
        String want = st.word();
        if (want.equals("any")) {
            List<String> minions = new ArrayList<>();
            c.s.minions.values().stream().filter(MinionState::onBoard).forEach(m -> minions.add(m.id));
            if (!minions.isEmpty()) {
                c.push(new SauronSends(h.id, List.copyOf(minions), context));
            }
            return;
        }
        for (MinionState m : c.s.minions.values()) {
            if (m.onBoard() && m.id.equals(want)) {
                c.push(begin(c, h.id, new Opponent.Minion(m.id), context));
                return;
            }
        }
    }

    /**
     * A fight a card starts in the hero's Travel step (a Peril, or a card used while he explores) ends his turn
     * if he loses it, like a monster met on arrival: "If this happens during a hero's Travel step, the hero's
     * turn immediately ends." Elsewhere (the start of his turn, his Encounter step, Sauron's turn) it does not.
     */
    static Context byCard(Ctx c, String hero) {
        for (Frame f : c.s.stack) { // from the top: the Travel step, or one still to come
            if (f instanceof HeroTurn.Travel t && t.hero().equals(hero)) {
                return Context.TRAVEL;
            }
            if (f instanceof HeroTurn.Rest || f instanceof HeroTurn.Ambush) {
                return Context.EFFECT;
            }
        }
        return Context.EFFECT;
    }

    /** The card that runs this fight says the turn goes on even if the hero loses (The Dark Tower). */
    private static boolean turnContinues(Ctx c) {
        return c.s.stack.peek() instanceof RunEffect run && run.steps().stream()
                .anyMatch(s -> s.verb() == Verb.SPECIAL && s.value() == RuleSpecial.TURN_CONTINUES_AFTER_FIGHT);
    }

    /**
     * "The hero at once fights a minion chosen by Sauron": any minion on the board, which comes to the hero's
     * location to fight him (and, undefeated, stays there).
     */
    public record SauronSends(String hero, List<String> minions, Context context) implements Step {
        @Override
        public Ask advance(Ctx c) {
            if (minions.size() == 1) {
                send(c, minions.get(0));
                return null;
            }
            List<Action> options = new ArrayList<>();
            minions.forEach(m -> options.add(new Action.FightMinion(m)));
            return new Ask(Seat.SAURON, "Which minion fights " + Heroes.def(c, c.s.hero(hero)).name() + "?", options);
        }

        @Override
        public void answer(Ctx c, Action a) {
            send(c, ((Action.FightMinion) a).minion());
        }

        private void send(Ctx c, String minion) {
            c.pop();
            MinionState m = c.s.minions.get(minion);
            int to = c.s.hero(hero).location;
            if (m.location != to) {
                c.emit(new GameEvent.MinionMoved(minion, m.location, to));
                m.location = to;
            }
            c.push(begin(c, hero, new Opponent.Minion(minion), context));
        }
    }

    /** The cap a card's fight sets on the agility spent, if any. */
    private static OptionalInt agility(EffectStep st) {
        Integer a = st.modifiers().agility();
        return a == null ? OptionalInt.empty() : OptionalInt.of(a);
    }

    /** A fight's agility cap when none is set: the hero may spend all his agility (saved as -1). */
    public static final int NO_AGILITY_CAP = -1;

    /** A fight begins, the hero spending as much agility as he has. */
    public static Step begin(Ctx c, String hero, Opponent opponent, Context context) {
        return begin(c, hero, opponent, context, OptionalInt.empty());
    }

    /** A fight begins; agilityCap: the most agility the hero may spend in it (a card's), if any. */
    public static Step begin(Ctx c, String hero, Opponent opponent, Context context, OptionalInt agilityCap) {
        int bonus = opponent instanceof Opponent.Ringwraiths r ? r.bonus() : 0;
        return new Fight(hero, opponent.id(), opponent.minion(), opponent.token(), context,
                agilityCap.orElse(NO_AGILITY_CAP), Phase.SAURON_DRAWS, null, -1, -1, c.s.hero(hero).defeats, 0, bonus);
    }

    /** A card weakens the hero in the fight under way: less strength, and a lower cap on agility spent. */
    static void weaken(Ctx c, int strength, int agility) {
        List<Frame> above = new ArrayList<>();
        while (!c.s.stack.isEmpty() && !(c.s.stack.peek() instanceof Fight)) {
            above.add(c.s.stack.pop());
        }
        if (!c.s.stack.isEmpty()) {
            Fight f = (Fight) c.s.stack.pop();
            HeroState h = c.s.hero(f.hero());
            int cap = f.agilityCapped() ? f.agilityCap() : Heroes.agility(c, h);
            int newCap = agility > 0 ? Math.max(0, cap - agility) : f.agilityCap();
            boolean started = f.combat() != null && f.combat().heroStrength() > 0;
            CombatState cs = started ? f.combat().withHeroStrength(f.combat().heroStrength() - strength) : f.combat();
            c.s.stack.push(new Fight(f.hero(), f.opponent(), f.minion(), f.token(), f.context(), newCap, f.phase(), cs,
                    f.heroCard(), f.sauronCard(), f.defeatsBefore(), f.strengthLoss() + (started ? 0 : strength)));
        }
        for (int i = above.size() - 1; i >= 0; i--) {
            c.s.stack.push(above.get(i));
        }
    }

    public static String deckOf(Ctx c, String opponent, boolean minion) {
        return deckOf(c.rules, opponent, minion);
    }

    /** The combat deck Sauron draws from against a hero for this monster or minion. */
    public static String deckOf(Rules rules, String opponent, boolean minion) {
        return minion ? rules.data().minion(opponent).deck() : rules.data().monster(opponent).deck();
    }

    /** Where a fight stands; saved by its number (meq.rules.engine.StepNames), never its position. */
    public enum Phase {
        /** Sauron draws his combat hand. */
        SAURON_DRAWS,
        /** The hero spends agility for strength. */
        HERO_SPENDS_AGILITY,
        /**
         * Types declared for abilities that wait on them; a round begins (on the stack only while a type is to be
         * declared: else the round goes straight on to its first card).
         */
        ROUND_BEGINS,
        /** The first card is chosen (by the side that goes first). */
        FIRST_CARD,
        /** The second card is chosen; then both are revealed and the round played. */
        SECOND_CARD,
        /** After the round's damage: the fight resolves, or the next round begins in the same step. */
        AFTER_DAMAGE,
        /** The fight's resolution. */
        RESOLUTION
    }

    /** One fight, at its phase. */
    public record Fight(String hero, String opponent, boolean minion, int token, Context context, int agilityCap, Phase phase,
                 CombatState combat, int heroCard, int sauronCard, int defeatsBefore, int strengthLoss, int finaleBonus)
            implements Step, HoldsCards {

        public Fight(String hero, String opponent, boolean minion, int token, Context context, int agilityCap, Phase phase,
              CombatState combat, int heroCard, int sauronCard, int defeatsBefore) {
            this(hero, opponent, minion, token, context, agilityCap, phase, combat, heroCard, sauronCard, defeatsBefore, 0, 0);
        }

        public Fight(String hero, String opponent, boolean minion, int token, Context context, int agilityCap, Phase phase,
              CombatState combat, int heroCard, int sauronCard, int defeatsBefore, int strengthLoss) {
            this(hero, opponent, minion, token, context, agilityCap, phase, combat, heroCard, sauronCard, defeatsBefore,
                    strengthLoss, 0);
        }

        /** Whether a card caps the agility the hero may spend in this fight. */
        public boolean agilityCapped() {
            return agilityCap >= 0;
        }

        public Fight at(Phase newPhase, CombatState cs, int hc, int sc) {
            return new Fight(hero, opponent, minion, token, context, agilityCap, newPhase, cs, hc, sc, defeatsBefore,
                    strengthLoss, finaleBonus);
        }

        @Override
        public List<Integer> heldCards() {
            List<Integer> out = new ArrayList<>();
            if (combat != null) {
                out.addAll(combat.heroStack());
                out.addAll(combat.sauronStack());
                out.addAll(combat.sauronHand());
            }
            if (heroCard >= 0) {
                out.add(heroCard);
            }
            return out;
        }

        private String name(Ctx c) {
            return minion ? c.rules.data().minion(opponent).name() : c.rules.data().monster(opponent).name();
        }

        private List<CombatEffect> abilities(Ctx c) {
            return minion ? List.of() : c.rules.data().monster(opponent).ability();
        }

        private boolean heroFirst() {
            return !combat.sauronCommitsFirst();
        }

        @Override
        public Ask advance(Ctx c) {
            HeroState h = c.s.hero(hero);
            // a hero without cards is defeated: at the Deal Damage step of a round (AFTER_DAMAGE: "combatants
            // cannot be defeated until the Deal Damage part of the round"), at once outside a round
            boolean outsideARound = phase == Phase.HERO_SPENDS_AGILITY || phase == Phase.ROUND_BEGINS;
            if (h.defeats != defeatsBefore && phase != Phase.RESOLUTION
                    || Damage.spent(h) && (outsideARound || phase == Phase.AFTER_DAMAGE)) {
                c.replace(at(Phase.RESOLUTION, combat, -1, -1));
                return null;
            }
            // each phase in a method of its own: the JIT compiles (and, when a phase first comes late, compiles again)
            // one phase at a time instead of the whole fight
            return switch (phase) {
                case SAURON_DRAWS -> sauronDraws(c, h);
                case HERO_SPENDS_AGILITY -> agilityQuestion(c, h);
                case ROUND_BEGINS -> roundBegins(c, h);
                case FIRST_CARD, SECOND_CARD -> cardQuestion(c, h);
                case AFTER_DAMAGE -> afterDamage(c, h);
                default -> {
                    resolve(c);
                    yield null;
                }
            };
        }

        /** Sauron draws his combatant's hand (its fortitude) from its combat deck; the fight's opening effects follow. */
        private Ask sauronDraws(Ctx c, HeroState h) {
            Pile deck = deck(c);
            int fortitude = minion ? c.rules.data().minion(opponent).fortitude()
                    : c.rules.data().monster(opponent).fortitude();
            if (context == Context.FINALE) {
                fortitude = Finale.adjusted(fortitude, finaleBonus);
            }
            int[] drawn = new int[fortitude];
            int n = 0;
            String deckName = deckOf(c, opponent, minion);
            for (int i = 0; i < fortitude; i++) {
                int card = Holdings.draw(c, GameEvent.Reshuffled.COMBAT, deckName, deck);
                if (card >= 0) {
                    drawn[n++] = card;
                }
            }
            CardRow hand = CardRow.of(drawn, n);
            int strength = minion ? c.rules.data().minion(opponent).strength() : c.rules.data().monster(opponent).strength();
            int health = minion ? c.rules.data().minion(opponent).health() : c.rules.data().monster(opponent).health();
            int damage = minion && context != Context.FINALE ? c.s.minions.get(opponent).damage : 0;
            if (context == Context.FINALE) {
                health = Finale.adjusted(health, finaleBonus);
            }
            c.replace(at(Phase.HERO_SPENDS_AGILITY, CombatState.start(0, strength, health, damage, hand), -1, -1));
            Scope scope = new Scope(hero, -1, -1, -1, null, -1, minion, null);
            int corruption = minion ? c.rules.data().minion(opponent).traits().corruptionAtCombatStart() : 0;
            for (int i = 0; i < corruption; i++) {
                c.push(new EffectSteps.DrawCorruption(hero));
            }
            c.push(new Shadows.Window(ShadowTiming.COMBAT_START, scope));
            int cowardly = Ongoing.heroNumber(c, h, OngoingRule.DISCARD_RANDOM_AT_COMBAT_START, 0);
            if (cowardly > 0) {
                Holdings.discardRandom(c, h, cowardly);
            }
            return null;
        }

        /** The answers to the agility question for the agilities heroes have (the words made once). */
        private static final Action[] SPEND = {spend(0), spend(1), spend(2), spend(3), spend(4), spend(5), spend(6)};

        private static Action spend(int n) {
            return new Action.ChooseOption(n, "Spend " + n + " agility");
        }

        /** What agility buys, as the question says it (the rules: cards drawn, and +1 strength for each unspent). */
        static final String AGILITY_TERMS = "(a card drawn for each; +1 strength for each kept)";

        /**
         * How much agility the hero spends on cards for this fight: no more than his life pool holds cards to draw
         * (with none, only "Spend 0 agility", as for a hero without agility).
         */
        private Ask agilityQuestion(Ctx c, HeroState h) {
            int agility = Math.min(agilityNow(c, h), h.life.size());
            Action[] options = new Action[agility + 1];
            for (int n = 0; n <= agility; n++) {
                options[n] = n < SPEND.length ? SPEND[n] : spend(n);
            }
            return new Ask(Seat.hero(hero), "Fight " + name(c) + ": how much agility do you spend? " + AGILITY_TERMS,
                    options);
        }

        /**
         * A round begins: a combatant declares a type first (ranged or melee) for an ability that waits on one;
         * else the first card is asked for at once (nothing the rules check comes between).
         */
        private Ask roundBegins(Ctx c, HeroState h) {
            var need = combat.declarationNeeded();
            if (need.isEmpty()) {
                Fight first = at(Phase.FIRST_CARD, combat, -1, -1);
                c.replace(first);
                return first.cardQuestion(c, h);
            }
            if (phase != Phase.ROUND_BEGINS) { // straight after the last round's damage
                c.replace(at(Phase.ROUND_BEGINS, combat, -1, -1));
            }
            Seat who = need.get() ? Seat.hero(hero) : Seat.SAURON;
            return new Ask(who, "Declare a type", List.of(new Action.ChooseOption(0, "Ranged"),
                    new Action.ChooseOption(1, "Melee")));
        }

        /** The next combat card, the hero's or Sauron's in the order they commit (an exhausted side passes). */
        private Ask cardQuestion(Ctx c, HeroState h) {
            boolean heroTurn = (phase == Phase.FIRST_CARD) == heroFirst();
            if (heroTurn) {
                if (combat.heroExhausted()) {
                    next(c, -1, sauronCard);
                    return null;
                }
                if (combat.heroPlaysRandom() && !h.hand.isEmpty()) {
                    next(c, h.hand.get(c.s.rng.nextInt(h.hand.size())), sauronCard);
                    return null;
                }
                String against = name(c);
                String faceUp = faceUp(c, sauronCard, against);
                return new Ask(Seat.hero(hero),
                        () -> "Choose a combat card against " + against + faceUp, EXHAUSTED,
                        cardsOrPass(h.hand.toArray())).combatCard();
            }
            if (combat.sauronExhausted()) {
                next(c, heroCard, -1);
                return null;
            }
            // the hero declares himself exhausted first and openly; Sauron then chooses knowing it
            String opponentName = name(c);
            String declared = heroDeclaredExhausted() ? " (the hero has declared himself exhausted)" : "";
            String faceUp = combat.heroCommitsFirstOpenly() ? faceUp(c, heroCard, c.rules.data().hero(hero).name()) : "";
            return new Ask(Seat.SAURON, () -> "Choose a combat card for " + opponentName + faceUp + declared, EXHAUSTED,
                    cardsOrPass(combat.sauronHandRow().toInts())).combatCard();
        }

        /** What passing a card question means. */
        private static final String EXHAUSTED = "Play no card: exhausted";

        /**
         * Anticipate: the card the other side committed first, face up, as the second chooser reads it ("; Eleanor
         * committed Hide face up"); nothing when no card was committed first.
         */
        private String faceUp(Ctx c, int card, String who) {
            return phase == Phase.SECOND_CARD && card >= 0 ? "; " + who + " committed " + Naming.card(c.rules, card)
                    + " face up" : "";
        }

        /** A card question's answers: each card, then passing. */
        private static Action[] cardsOrPass(int[] cards) {
            Action[] options = new Action[cards.length + 1];
            for (int i = 0; i < cards.length; i++) {
                options[i] = Action.ChooseCard.of(cards[i]);
            }
            options[cards.length] = Action.PASS;
            return options;
        }

        /**
         * After the damage: the fight resolves when it is over, else the next round begins at once (the defeat this
         * step has just checked is all the rules check before the round's first card).
         */
        private Ask afterDamage(Ctx c, HeroState h) {
            if (combat.sauronDefeated() || combat.bothExhausted()) {
                c.replace(at(Phase.RESOLUTION, combat, -1, -1));
                return null;
            }
            return roundBegins(c, h);
        }

        /**
         * "If both combatants wish to declare themselves exhausted in the same round, the hero player must always
         * do so first (and then Sauron may choose whether he still wishes to do so)": the hero, choosing first,
         * passed this round (a declaration made openly, unlike a card played face down).
         */
        public boolean heroDeclaredExhausted() {
            return phase == Phase.SECOND_CARD && heroFirst() && heroCard < 0 && combat != null && !combat.heroExhausted();
        }

        private int agilityNow(Ctx c, HeroState h) {
            int agility = Heroes.agility(c, h);
            return agilityCapped() ? Math.min(agility, agilityCap) : agility;
        }

        /** The hero draws a card for each agility spent; each one kept is +1 strength. */
        private void spendAgility(Ctx c, HeroState h, int spend) {
            Table.draw(c, h, spend);
            int strength = Heroes.strength(c, h) + (agilityNow(c, h) - spend) - strengthLoss;
            c.replace(at(Phase.ROUND_BEGINS, combat.withHeroStrength(strength), -1, -1));
        }

        /** A card (or exhaustion, -1) was chosen: the second chooser next, or the round resolves. */
        private void next(Ctx c, int hc, int sc) {
            HeroState h = c.s.hero(hero);
            if (phase == Phase.FIRST_CARD) {
                if (hc >= 0) {
                    h.hand.remove(hc);
                }
                c.replace(at(Phase.SECOND_CARD, combat, hc, sc));
                return;
            }
            if (hc >= 0 && h.hand.contains(hc)) {
                h.hand.remove(hc);
            }
            round(c, hc, sc);
        }

        @Override
        public void answer(Ctx c, Action a) {
            HeroState h = c.s.hero(hero);
            switch (phase) {
                case HERO_SPENDS_AGILITY -> spendAgility(c, h, ((Action.ChooseOption) a).index());
                case ROUND_BEGINS -> {
                    CardType type = ((Action.ChooseOption) a).index() == 0 ? CardType.RANGED : CardType.MELEE;
                    boolean forHero = combat.declarationOwner().orElse(true);
                    c.replace(at(Phase.ROUND_BEGINS, combat.declare(forHero, type), -1, -1));
                }
                case FIRST_CARD, SECOND_CARD -> {
                    boolean heroTurn = (phase == Phase.FIRST_CARD) == heroFirst();
                    int card = a instanceof Action.ChooseCard pick ? pick.card() : -1;
                    if (heroTurn) {
                        next(c, card, sauronCard);
                    } else {
                        next(c, heroCard, card);
                    }
                }
                default -> throw new IllegalStateException("phase " + phase);
            }
        }

        /** Resolves the round and carries out what it leaves for the rest of the game. */
        private void round(Ctx c, int hc, int sc) {
            HeroState h = c.s.hero(hero);
            RoundResult r = new Resolver(c.rules.cards()).round(combat, hc, sc, abilities(c), c.s.rng);
            CombatState cs = r.next();
            if (r.sauron().hamstring()) {
                int top = Holdings.draw(c, GameEvent.Reshuffled.COMBAT, deckOf(c, opponent, minion), deck(c));
                if (top >= 0) {
                    cs = cs.withSauronStack(cs.sauronRow().plusBottom(top));
                }
            }
            // Strategize: the counts of the opponent's hand as the ability resolves (after the card just played)
            if (r.sauron().revealsHand()) {
                cs = cs.withShown(false, shown(c, combat.round(), cs.sauronHandRow().toInts()));
                c.emit(new GameEvent.HandRevealed(hero, true, cs.sauronHandShown().ranged(), cs.sauronHandShown().melee()));
            }
            if (r.hero().revealsHand()) {
                cs = cs.withShown(true, shown(c, combat.round(), h.hand.toArray()));
                c.emit(new GameEvent.HandRevealed(hero, false, cs.heroHandShown().ranged(), cs.heroHandShown().melee()));
            }
            // cards the resolver discarded from Sauron's hand go back into his deck's discards
            CardRow handBefore = combat.sauronHandRow();
            CardRow handAfter = cs.sauronHandRow();
            if (handAfter.size() < handBefore.size() - (handBefore.has(sc) ? 1 : 0)) { // some were discarded
                BitSet still = new BitSet();
                handAfter.forEachCard(still::set);
                cs.sauronRow().forEachCard(still::set);
                for (int i = 0; i < handBefore.size(); i++) {
                    int card = handBefore.card(i);
                    if (card != sc && !still.get(card)) {
                        deck(c).discard(card);
                    }
                }
            }
            if (hc >= 0 && !cs.heroRow().has(hc)) {
                h.rest.add(hc); // Ready: the card is discarded at the end of the round (before Endure reshuffles)
            }
            if (r.hero().reshuffles()) {
                h.life.addAll(h.rest);
                h.rest.clear();
                cs.heroRow().forEachCard(h.life::add);
                h.life.shuffle(c.s.rng);
                cs = cs.withHeroStack(List.of());
            }
            if (minion && context != Context.FINALE) {
                c.s.minions.get(opponent).damage = Math.min(cs.sauronDamage(), c.rules.data().minion(opponent).health());
            }
            c.replace(at(Phase.AFTER_DAMAGE, cs, -1, -1));
            // the round as both cards are shown (for the table's reveal), then the abilities it fired
            c.emit(new GameEvent.CombatRound(hero, opponent, minion, combat.round(), hc, sc, r.damage().toHero(),
                    Math.max(0, cs.sauronDamage() - combat.sauronDamage()), cs.sauronDefeated()));
            r.log().forEach(line -> c.emit(new GameEvent.CardResolved("combat", line)));
            if (r.retreatOffered() && context != Context.FINALE) {
                c.push(new Retreat(hero));
            }
            if (r.hero().shrewdPlanning()) {
                c.push(new ShrewdPlanning(hero));
            }
            for (int i = 0; i < r.hero().corruption(); i++) {
                c.push(new EffectSteps.DrawCorruption(hero));
            }
            if (r.sauron().influence() > 0) {
                c.push(new EffectSteps.Spread(r.sauron().influence(), r.sauron().influence(), null, List.of()));
            }
            if (r.hero().discardsRandom() > 0) {
                // Sauron's abilities resolve after the hero's ("first by the hero and then by Sauron"), and a
                // discard on damage after the damage: after the hero's draw and the round's damage below
                c.push(new DiscardRandom(hero, r.hero().discardsRandom()));
            }
            if (r.sauron().bloodfury()) {
                c.push(new Bloodfury(hero)); // once the Melee damage is dealt
            }
            if (r.damage().toHero() > 0) {
                c.emit(new GameEvent.DamageTaken(hero, r.damage().toHero()));
                c.push(new Damage.Take(hero, r.damage().toHero(), r.hero().damageFromHand()));
            }
            if (r.hero().draws() > 0) {
                c.push(new RestDraw(hero, r.hero().draws())); // an ability of the round: before its damage
            }
        }

        /** Sauron's combat deck for this opponent. */
        private Pile deck(Ctx c) {
            return c.s.combatDecks.get(deckOf(c, opponent, minion));
        }

        private static CombatState.Shown shown(Ctx c, int round, int[] hand) {
            int ranged = 0;
            for (int card : hand) {
                if (c.rules.cards().card(card).type() == CardType.RANGED) {
                    ranged++;
                }
            }
            return new CombatState.Shown(round, ranged, hand.length - ranged);
        }

        /** Stacks away, token discarded, the minion's damage kept, and what an undefeated opponent does. */
        private void resolve(Ctx c) {
            HeroState h = c.s.hero(hero);
            boolean heroDefeated = Damage.spent(h);
            Pile deck = deck(c);
            CombatState cs = combat;
            boolean defeated = false;
            if (cs != null) {
                cs.heroRow().forEachCard(h.rest::add);
                cs.sauronRow().forEachCard(deck.drawPile()::add);
                cs.sauronHandRow().forEachCard(deck.drawPile()::add);
                deck.shuffle(c.s.rng);
                defeated = cs.sauronDefeated();
            }
            if (token >= 0) {
                Holdings.discardToken(c, token);
            }
            c.pop();
            if (context == Context.FINALE) {
                // 7. "If the Ringwraiths are defeated, the heroes win the game. If not, Sauron wins the game."
                Finale.win(c, defeated ? Side.HEROES : Side.SAURON, "Finale combat");
                return;
            }
            if (minion && defeated) {
                Damage.defeatMinion(c, opponent); // the rounds told the damage as it was dealt
            }
            if (defeated && c.s.stack.peek() instanceof RunEffect run) {
                // the card that started the fight reads what was defeated (Khazad-dum's "if he defeats it")
                c.replace(new RunEffect(run.steps(), run.index(), run.scope().afterDefeating(opponent, h.location)));
            }
            if (heroDefeated) {
                // the defeat's own steps follow the fight's resolution (its influence below comes first)
                c.push(new Damage.Defeat(hero, 0));
            }
            Quests.afterFighting(c, hero, opponent, h.location, defeated);
            if (defeated) {
                return;
            }
            if (h.defeats != defeatsBefore) {
                return;
            }
            if (context == Context.TRAVEL && !heroDefeated && !Heroes.has(c, h, HeroAbility.IRON_WILL)) {
                h.turnOver = true;
            }
            int wisdom = minion ? c.rules.data().minion(opponent).wisdom() : c.rules.data().monster(opponent).wisdom();
            if (wisdom > 0) { // "Sauron may immediately place" it: he may place less, or none
                c.push(new EffectSteps.Spread(wisdom, wisdom, null, List.of(), true));
            }
        }
    }

    /** Retreat: having taken no damage, the hero may end the battle, move to an adjacent location and go on. */
    public record Retreat(String hero) implements Step {
        @Override
        public Ask advance(Ctx c) {
            List<Action> options = new ArrayList<>();
            for (Neighbour n : c.board().neighbours(c.loc(c.s.hero(hero).location))) {
                options.add(Action.ChooseLocation.of(n.to().index()));
            }
            options.add(Action.PASS);
            return new Ask(Seat.hero(hero), "Retreat to an adjacent location?", "Don't retreat", options);
        }

        @Override
        public void answer(Ctx c, Action a) {
            c.pop();
            if (a instanceof Action.ChooseLocation to) {
                // end the fight under way: its resolution, then the move; the turn goes on
                HeroState h = c.s.hero(hero);
                Fight f = (Fight) c.s.stack.pop();
                c.s.stack.push(new Fight(f.hero(), f.opponent(), f.minion(), f.token(), Context.EFFECT, f.agilityCap(),
                        Phase.RESOLUTION, f.combat(), -1, -1, f.defeatsBefore(), f.strengthLoss()));
                c.emit(new GameEvent.HeroMoved(hero, h.location, to.location(), 0));
                h.location = to.location();
            }
        }
    }

    /**
     * The Rest card: "draw up to N cards from the top of your rest pool or life pool"; the hero chooses the pool
     * and how many (or none).
     */
    public record RestDraw(String hero, int count) implements Step {
        /** The choices, in the options' order: a positive number draws from the rest pool, a negative from the life pool. */
        private List<Integer> draws(Ctx c) {
            HeroState h = c.s.hero(hero);
            List<Integer> out = new ArrayList<>();
            for (int n = Math.min(count, h.rest.size()); n >= 1; n--) {
                out.add(n);
            }
            for (int n = Math.min(count, h.life.size()); n >= 1; n--) {
                out.add(-n);
            }
            return out;
        }

        @Override
        public Ask advance(Ctx c) {
            List<Integer> draws = draws(c);
            List<Action> options = new ArrayList<>();
            for (int i = 0; i < draws.size(); i++) {
                int d = draws.get(i);
                options.add(new Action.ChooseOption(i, "Draw " + Math.abs(d) + " from the " + (d > 0 ? "rest" : "life")
                        + " pool"));
            }
            if (options.isEmpty()) {
                c.pop();
                return null;
            }
            options.add(Action.PASS);
            return new Ask(Seat.hero(hero), "Rest: draw up to " + count + " cards from your rest pool or life pool",
                    "Draw no cards", options);
        }

        @Override
        public void answer(Ctx c, Action a) {
            c.pop();
            if (!(a instanceof Action.ChooseOption o)) {
                return;
            }
            HeroState h = c.s.hero(hero);
            int d = draws(c).get(o.index());
            IntList pool = d > 0 ? h.rest : h.life;
            for (int i = 0; i < Math.abs(d) && !pool.isEmpty(); i++) {
                h.hand.add(pool.pop());
            }
        }
    }

    /** Sauron's combatant makes the hero discard cards at random from his hand (after the hero's own abilities). */
    public record DiscardRandom(String hero, int count) implements Step {
        @Override
        public Ask advance(Ctx c) {
            c.pop();
            Holdings.discardRandom(c, c.s.hero(hero), count);
            return null;
        }
    }

    /** The Uruk-hai's Bloodfury: having dealt Melee damage, it may draw a combat card; Sauron chooses. */
    public record Bloodfury(String hero) implements Step {
        @Override
        public Ask advance(Ctx c) {
            Fight f = ShrewdPlanning.fight(c);
            CombatState cs = f == null ? null : f.combat();
            if (cs == null || cs.sauronDefeated() || cs.bothExhausted() || Damage.spent(c.s.hero(hero))) {
                c.pop(); // the combat is over: nothing to draw for
                return null;
            }
            return new Ask(Seat.SAURON, "Bloodfury: draw a combat card?", "Draw no card", List.of(
                    new Action.ChooseOption(0, "Draw a combat card"), Action.PASS));
        }

        @Override
        public void answer(Ctx c, Action a) {
            c.pop();
            if (!(a instanceof Action.ChooseOption)) {
                return;
            }
            List<Frame> above = new ArrayList<>();
            while (!(c.s.stack.peek() instanceof Fight)) {
                above.add(c.s.stack.pop());
            }
            Fight f = (Fight) c.s.stack.pop();
            String deck = deckOf(c, f.opponent(), f.minion());
            int drawn = Holdings.draw(c, GameEvent.Reshuffled.COMBAT, deck, c.s.combatDecks.get(deck));
            List<Integer> hand = new ArrayList<>(f.combat().sauronHand());
            if (drawn >= 0) {
                hand.add(drawn);
                c.emit(new GameEvent.CardResolved("combat", "Bloodfury: Sauron draws a combat card"));
            }
            c.s.stack.push(f.at(f.phase(), f.combat().withSauronHand(hand), f.heroCard(), f.sauronCard()));
            for (int i = above.size() - 1; i >= 0; i--) {
                c.s.stack.push(above.get(i));
            }
        }
    }

    /** Shrewd Planning: return one card from the combat stack to the hand. */
    public record ShrewdPlanning(String hero) implements Step {
        @Override
        public Ask advance(Ctx c) {
            Fight f = fight(c);
            List<Action> options = new ArrayList<>();
            if (f != null) {
                f.combat().heroStack().forEach(card -> options.add(Action.ChooseCard.of(card)));
            }
            if (options.isEmpty()) {
                c.pop();
                return null;
            }
            return new Ask(Seat.hero(hero), "Return a card from your combat stack to your hand", options);
        }

        @Override
        public void answer(Ctx c, Action a) {
            c.pop();
            int card = ((Action.ChooseCard) a).card();
            Fight f = (Fight) c.s.stack.pop();
            CombatState cs = f.combat();
            c.s.hero(hero).hand.add(card);
            c.s.stack.push(f.at(f.phase(), cs.withHeroStack(cs.heroRow().minus(card)), f.heroCard(),
                    f.sauronCard()));
        }

        private static Fight fight(Ctx c) {
            for (var frame : c.s.stack) {
                if (frame instanceof Fight f) {
                    return f;
                }
            }
            return null;
        }
    }
}
