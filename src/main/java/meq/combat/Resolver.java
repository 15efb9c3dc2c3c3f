package meq.combat;

import java.util.ArrayList;
import java.util.List;
import meq.data.CardDef;
import meq.data.CardFilter;
import meq.data.CardType;
import meq.data.CombatEffect;
import meq.data.Condition;
import meq.data.EffectKey;
import meq.data.Special;
import meq.state.Cards;
import meq.state.Rng;

/**
 * Resolves one combat round by the rules' steps: reveal; calculate strength (exhaustion cancels the card just
 * played; both exhausted ends the combat); previous-round abilities, then current-round abilities, hero first;
 * deal damage simultaneously as attack minus defense. Keywords: cancel (text ignored, 0/0 that cannot be raised,
 * strength cost still counts, mutual cancels both blank), direct damage, attack and defense modifiers, the
 * opponent's printed values, reduce to 0, types; an exhausted combatant has 0/0, no ability and no type.
 */
public final class Resolver {
    static final int NONE = Integer.MAX_VALUE;

    private final Cards cards;

    public Resolver(Cards cards) {
        this.cards = cards;
    }

    /** One side's play in this round. */
    private final class Play {
        final boolean hero;
        final int card;
        final CardDef cardDef;
        final CardType type;
        final boolean exhausted;
        final boolean exhaustedNow;
        boolean cancelled;
        boolean uncancellable;
        boolean ready;
        final List<CombatEffect> now = new ArrayList<>();
        final List<Pending> previous = new ArrayList<>();
        List<CombatEffect> active;
        int atk;
        int def;
        boolean atkLocked;
        boolean defLocked;
        int atkMod;
        int defMod;
        int minDef;
        int direct;
        int maxTaken = NONE;
        int dealt;
        int taken;
        int extraDealt;
        int extraTaken;

        Play(boolean hero, int card, boolean exhaustedBefore, boolean exhaustedNow) {
            this.hero = hero;
            this.card = card;
            this.cardDef = card >= 0 ? cards.card(card) : null;
            this.exhausted = exhaustedBefore || exhaustedNow;
            this.exhaustedNow = exhaustedNow;
            this.type = card >= 0 ? this.cardDef.type() : null;
            this.cancelled = card < 0 || exhaustedNow;
        }

        boolean hasCard() {
            return card >= 0;
        }

        int printedAtk() {
            return cardDef == null ? 0 : cardDef.attack();
        }

        int printedDef() {
            return cardDef == null ? 0 : cardDef.defense();
        }

        int printedCost() {
            return cardDef == null ? 0 : cardDef.cost();
        }
    }

    /**
     * Plays one round. heroCard / sauronCard are -1 for an exhausted side (or one that declares itself
     * exhausted now). monster holds the reference card's (or minion's) combat abilities.
     */
    public RoundResult round(CombatState st, int heroCard, int sauronCard, List<CombatEffect> monster, Rng rng) {
        Round r = new Round(st, heroCard, sauronCard, monster, rng);
        for (RoundStep step : RoundStep.IN_ORDER) {
            if (r.ended != null) {
                break;
            }
            step.on(r);
        }
        return r.ended;
    }

    /** A round about to be played, for stepping through it one rulebook step at a time (tests). */
    Round begin(CombatState st, int heroCard, int sauronCard, List<CombatEffect> monster, Rng rng) {
        return new Round(st, heroCard, sauronCard, monster, rng);
    }

    /** The rulebook's steps of a round after both cards are revealed, in their order. */
    enum RoundStep {
        CALCULATE_STRENGTH, PREVIOUS_ROUND_ABILITIES, CURRENT_ROUND_ABILITIES, ATTACK_AND_DEFENSE, DEAL_DAMAGE,
        DEFEAT_AND_HEALING, CARRY_OVER;

        /** values() copies its array at every call, and a round is asked for at every combat card. */
        static final RoundStep[] IN_ORDER = values();

        void on(Round r) {
            switch (this) {
                case CALCULATE_STRENGTH -> r.calculateStrength();
                case PREVIOUS_ROUND_ABILITIES -> r.previousRoundAbilities();
                case CURRENT_ROUND_ABILITIES -> r.currentRoundAbilities();
                case ATTACK_AND_DEFENSE -> r.attackAndDefense();
                case DEAL_DAMAGE -> r.dealDamage();
                case DEFEAT_AND_HEALING -> r.defeatAndHealing();
                case CARRY_OVER -> r.carryOver();
            }
        }
    }

    /** One round being played: the two plays and what the steps have found so far. */
    final class Round {
        private final CombatState st;
        private final int heroCard;
        private final int sauronCard;
        private final List<CombatEffect> monster;
        private final Rng rng;
        private final List<String> log = new ArrayList<>();
        private Play h;
        private Play s;
        private Play[] pair;
        private CardRow heroStack;
        private CardRow sauronStack;
        private CardRow sauronHand;
        /** The once-per-combat effects used: the state's own list until one more is used. */
        private List<String> used;
        /** What the rules outside the combat carry out for the hero and for Sauron. */
        private int heroDiscards;
        private int heroCorruption;
        private int heroDraws;
        private int fromHand;
        private int influence;
        private boolean shrewd;
        private boolean retreat;
        private boolean endure;
        private boolean fear;
        private boolean hamstring;
        private boolean bloodfury;
        private boolean heroStrategize;
        private boolean sauronStrategize;
        private int toHero;
        private int toSauron;
        private int heal;
        private boolean executed;
        private int damage;
        private boolean sauronDefeated;
        /** Set by the step that ends the round. */
        private RoundResult ended;

        Round(CombatState st, int heroCard, int sauronCard, List<CombatEffect> monster, Rng rng) {
            this.st = st;
            this.heroCard = heroCard;
            this.sauronCard = sauronCard;
            this.monster = monster;
            this.rng = rng;
        }

        private Play opponent(Play own) {
            return own == h ? s : h;
        }

        /** What a step left: a side's card cancelled, its attack and defense, the damage it takes (tests). */
        boolean cancelled(boolean hero) {
            return (hero ? h : s).cancelled;
        }

        int attack(boolean hero) {
            return (hero ? h : s).atk;
        }

        int defense(boolean hero) {
            return (hero ? h : s).def;
        }

        int damageTo(boolean hero) {
            return hero ? toHero : toSauron;
        }

        /** The round's result once a step ended it (both exhausted, or the last step), else null. */
        RoundResult ended() {
            return ended;
        }

        /** c. Calculate Strength: a card that costs more than the strength left is cancelled (exhaustion). */
        void calculateStrength() {
            boolean heroDeclares = heroCard < 0 && !st.heroExhausted();
            boolean sauronDeclares = sauronCard < 0 && !st.sauronExhausted();
            boolean heroReady = hasPending(st, true, Special.READY) && heroCard >= 0
                    && cards.card(heroCard).type() == CardType.RANGED;
            boolean heroOver = heroCard >= 0 && heroCost(st, heroCard, heroReady) > st.heroStrength();
            boolean sauronOver = sauronCard >= 0 && sauronCost(st, sauronCard, monster) > st.sauronStrength();
            h = new Play(true, heroCard, st.heroExhausted() || heroDeclares, heroOver);
            s = new Play(false, sauronCard, st.sauronExhausted() || sauronDeclares, sauronOver);
            pair = new Play[] {h, s};
            h.ready = heroReady;
            if (heroOver) {
                log.add("the hero is exhausted: his card is cancelled");
            }
            if (sauronOver) {
                log.add("Sauron's combatant is exhausted: its card is cancelled");
            }
            heroStack = st.heroRow();
            sauronStack = st.sauronRow();
            sauronHand = st.sauronHandRow();
            if (heroCard >= 0 && !heroReady) {
                heroStack = heroStack.plus(heroCard);
            }
            if (sauronCard >= 0) {
                sauronStack = sauronStack.plus(sauronCard);
                sauronHand = sauronHand.minus(sauronCard);
            }
            used = st.usedOnce();
            if (h.exhausted && s.exhausted) {
                log.add("both combatants are exhausted: no one is defeated");
                CombatState next = new CombatState(
                        new CombatState.Side(st.heroStrength(), heroStack, true, h.type, st.heroHandShown()),
                        new CombatState.Side(st.sauronStrength(), sauronStack, true, s.type, st.sauronHandShown()),
                        sauronHand, st.sauronHealth(), st.sauronDamage(), List.of(), st.carried().usedOnly(),
                        st.round() + 1);
                ended = new RoundResult(next, RoundResult.Damage.NONE, RoundResult.ForHero.NOTHING,
                        RoundResult.ForSauron.NOTHING, false, true, log);
            }
        }

        /**
         * d. Previous Round Abilities, hero first (cancelled for an exhausted combatant, whether his strength ran
         * out now or he declared himself exhausted before the round: he has no card ability).
         */
        void previousRoundAbilities() {
            List<Pending> pending = st.pending();
            for (int i = 0; i < pending.size(); i++) {
                Pending p = pending.get(i);
                Play own = p.hero() ? h : s;
                if (!own.exhausted) {
                    own.previous.add(p);
                }
            }
            for (Play own : pair) {
                Play opp = opponent(own);
                for (int i = 0; i < own.previous.size(); i++) {
                    Pending p = own.previous.get(i);
                    if (cancels(p.effect(), own, opp, st, p.declared()) && !uncancellable(opp, st)) {
                        opp.cancelled = true;
                    }
                }
            }
        }

        private boolean anyCancels(Play own, Play other) {
            for (int i = 0; i < own.now.size(); i++) {
                CombatEffect e = own.now.get(i);
                if (cancels(e, own, other, st, null)) {
                    return true;
                }
            }
            return false;
        }

        /** e. Current Round Abilities: the cards' own, and the monster's; cancels are simultaneous. */
        void currentRoundAbilities() {
            for (Play own : pair) {
                if (!own.cancelled && own.hasCard()) {
                    List<CombatEffect> ability = own.cardDef.ability();
                    for (int i = 0; i < ability.size(); i++) {
                        CombatEffect e = ability.get(i);
                        if (!e.nextRound()) {
                            own.now.add(e);
                        }
                    }
                    if (!own.hero) {
                        own.now.addAll(monster);
                    }
                }
                own.uncancellable = false;
                for (int i = 0; i < own.now.size(); i++) {
                    CombatEffect e = own.now.get(i);
                    if (e.has(EffectKey.UNCANCELLABLE) && holds(e, own, opponent(own), st)) {
                        own.uncancellable = true;
                        break;
                    }
                }
            }
            boolean hCancels = anyCancels(h, s);
            boolean sCancels = anyCancels(s, h);
            if (hCancels && !s.uncancellable) {
                s.cancelled = true;
                s.now.clear();
            }
            if (sCancels && !h.uncancellable) {
                h.cancelled = true;
                h.now.clear();
            }
        }

        /** Each side's attack and defense: printed, the opponent's printed-value changes, then modifiers. */
        void attackAndDefense() {
            for (Play own : pair) {
                own.atk = own.cancelled ? 0 : own.printedAtk();
                own.def = own.cancelled ? 0 : own.printedDef();
                own.atkLocked = own.cancelled;
                own.defLocked = own.cancelled;
            }
            for (Play own : pair) {
                Play opp = opponent(own);
                List<CombatEffect> active = all(own);
                for (int i = 0; i < active.size(); i++) {
                    CombatEffect e = active.get(i);
                    if (!holds(e, own, opp, st) || postDamage(e)) {
                        continue;
                    }
                    if (e.has(EffectKey.OPPONENT_PRINTED_ATTACK) && !opp.cancelled) {
                        opp.atk = e.number(EffectKey.OPPONENT_PRINTED_ATTACK);
                        opp.atkLocked |= opp.atk == 0;
                    }
                    if (e.has(EffectKey.OPPONENT_PRINTED_DEFENSE) && !opp.cancelled) {
                        opp.def = e.number(EffectKey.OPPONENT_PRINTED_DEFENSE);
                        opp.defLocked |= opp.def == 0;
                    }
                }
            }
            for (Play own : pair) {
                List<CombatEffect> active = all(own);
                for (int i = 0; i < active.size(); i++) {
                    CombatEffect e = active.get(i);
                    if (holds(e, own, opponent(own), st) && !postDamage(e)) {
                        modify(own, opponent(own), e);
                    }
                }
            }
            for (Play p : pair) {
                if (!p.atkLocked) {
                    p.atk = Math.max(0, p.atk + p.atkMod);
                }
                if (!p.defLocked) {
                    p.def = Math.max(0, p.def + p.defMod);
                }
                if (p.minDef > 0 && !p.cancelled) {
                    p.def = Math.max(p.def, p.minDef);
                }
            }
        }

        /** One ability's modifiers and what it asks of the sides before the damage. */
        private void modify(Play own, Play opp, CombatEffect e) {
            own.atkMod += e.number(EffectKey.ATTACK);
            own.defMod += e.number(EffectKey.DEFENSE);
            if (e.has(EffectKey.ATTACK_PER_OTHER_CARD)) {
                own.atkMod += others(own.hero ? heroStack : sauronStack, own.card,
                        (CardFilter) e.value(EffectKey.ATTACK_PER_OTHER_CARD));
            }
            if (e.has(EffectKey.DEFENSE_PER_OTHER_CARD)) {
                own.defMod += others(own.hero ? heroStack : sauronStack, own.card,
                        (CardFilter) e.value(EffectKey.DEFENSE_PER_OTHER_CARD));
            }
            if (e.has(EffectKey.GAIN_OPPONENT_ATTACK)) {
                own.atkMod += opp.printedAtk();
            }
            if (e.has(EffectKey.MIN_DEFENSE)) {
                own.minDef = Math.max(own.minDef, e.number(EffectKey.MIN_DEFENSE));
            }
            if (e.has(EffectKey.MAX_DAMAGE_TAKEN)) {
                own.maxTaken = Math.min(own.maxTaken, e.number(EffectKey.MAX_DAMAGE_TAKEN));
            }
            if (e.has(EffectKey.DAMAGE) && !e.has(EffectKey.SPECIAL)) {
                own.direct += e.number(EffectKey.DAMAGE);
            }
            int discards = e.number(EffectKey.OPPONENT_DISCARDS_RANDOM);
            if (discards > 0) {
                if (own.hero) {
                    for (int i = 0; i < discards && !sauronHand.isEmpty(); i++) {
                        sauronHand = sauronHand.minusAt(rng.nextInt(sauronHand.size()));
                    }
                } else {
                    heroDiscards += discards;
                }
            }
            if (own.hero) {
                heroDraws += e.number(EffectKey.DRAW);
            }
            Object sp = e.value(EffectKey.SPECIAL);
            if (sp == Special.SHREWD_PLANNING && own.hero) {
                shrewd = true;
            }
            if (sp == Special.WEAR_DOWN) {
                if (own.hero && !sauronHand.isEmpty()) {
                    int at = rng.nextInt(sauronHand.size());
                    int lost = sauronHand.card(at);
                    sauronHand = sauronHand.minusAt(at);
                    own.direct += cards.card(lost).attack();
                    log.add("Wear Down: Sauron discards " + cards.card(lost).title());
                } else if (!own.hero) {
                    heroDiscards++;
                }
            }
        }

        /** f. Deal Damage: attack minus defense, simultaneously, with the damage abilities and their caps. */
        void dealDamage() {
            int hitSauron = Math.max(0, h.atk - s.def);
            int hitHero = Math.max(0, s.atk - h.def);
            boolean spy = hasSpecial(monster, Special.SPY) && s.type == CardType.RANGED && !s.cancelled;
            if (spy) {
                influence += hitHero;
                log.add("Spy: " + hitHero + " damage becomes influence");
                hitHero = 0;
            }
            h.dealt = hitSauron + h.direct;
            s.dealt = hitHero + s.direct;
            h.taken = s.dealt;
            s.taken = h.dealt;
            afterDamageAbilities(Math.min(s.atk, h.def), Math.min(h.atk, s.def));
            toHero = Math.min(h.maxTaken, s.dealt + s.extraDealt + h.extraTaken);
            toSauron = Math.min(s.maxTaken, h.dealt + h.extraDealt + s.extraTaken);
            if (retreat && toHero > 0) {
                retreat = false;
            }
            boolean meleeHit = s.type == CardType.MELEE && !s.cancelled && toHero > 0;
            if (meleeHit && hasSpecial(monster, Special.STAMPEDE)) {
                fromHand = 1;
            }
            if (meleeHit && toHero >= 3 && hasSpecial(monster, Special.FEAR)) {
                fear = true;
                log.add("Fear: the hero must play a random card next round");
            }
            bloodfury = meleeHit && hasSpecial(monster, Special.BLOODFURY);
            if (bloodfury) {
                log.add("Bloodfury: Sauron may draw a combat card");
            }
            hamstring = h.hasCard() && !h.cancelled && toSauron > 0 && hasSpecialOn(h, Special.HAMSTRING);
            if (hamstring) {
                log.add("Hamstring: the top card of Sauron's deck goes under his stack");
            }
            heroStrategize = h.hasCard() && !h.cancelled && hasSpecialOn(h, Special.STRATEGIZE);
            sauronStrategize = s.hasCard() && !s.cancelled && hasSpecialOn(s, Special.STRATEGIZE);
        }

        /** The abilities that act on the damage (extra damage, healing, Corruption, Execute, Retreat, Endure). */
        private void afterDamageAbilities(int stoppedHero, int stoppedSauron) {
            for (Play own : pair) {
                Play opp = opponent(own);
                List<CombatEffect> active = all(own);
                for (int i = 0; i < active.size(); i++) {
                    CombatEffect e = active.get(i);
                    if (!postDamage(e) || !holdsAfter(e, own, opp, st, own == h ? stoppedHero : stoppedSauron)) {
                        continue;
                    }
                    if (e.oncePerCombat()) {
                        String key = (own.hero ? "hero:" : "sauron:") + e;
                        if (used.contains(key)) {
                            continue;
                        }
                        used = new ArrayList<>(used);
                        used.add(key);
                    }
                    own.extraDealt += e.number(EffectKey.DAMAGE);
                    own.extraTaken += e.number(EffectKey.EXTRA_DAMAGE_TAKEN);
                    own.extraDealt += e.number(EffectKey.DAMAGE_PER_DAMAGE_TAKEN) * own.taken;
                    if (!own.hero) {
                        heal += e.number(EffectKey.HEAL);
                        heroCorruption += e.number(EffectKey.CORRUPTION);
                        heroDiscards += e.number(EffectKey.OPPONENT_DISCARDS_RANDOM);
                    }
                }
            }
            for (Play own : pair) {
                Play opp = opponent(own);
                List<CombatEffect> active = all(own);
                for (int i = 0; i < active.size(); i++) {
                    CombatEffect e = active.get(i);
                    if (e.has(EffectKey.DEFEAT_OPPONENT) && holds(e, own, opp, st) && !own.hero) {
                        continue;
                    }
                    if (e.has(EffectKey.DEFEAT_OPPONENT) && holds(e, own, opp, st)) {
                        executed = true;
                        log.add("Execute: the opponent is defeated outright");
                    }
                    Object sp = e.value(EffectKey.SPECIAL);
                    if (sp == Special.RETREAT && own.hero) {
                        retreat = true;
                    }
                    if (sp == Special.ENDURE && own.hero) {
                        endure = true;
                    }
                }
            }
        }

        /** Sauron's combatant is defeated on the damage before healing; Regenerate heals one not defeated. */
        void defeatAndHealing() {
            damage = st.sauronDamage() + toSauron;
            sauronDefeated = damage >= st.sauronHealth() || executed;
            if (executed) {
                damage = Math.max(damage, st.sauronHealth());
            }
            if (!sauronDefeated && heal > 0) {
                damage = Math.max(0, damage - heal);
                log.add("Regenerate: heals " + heal);
            }
            if (!sauronDefeated) {
                endure = false;
            }
        }

        /** What the cards played this round carry to the next (the text of a cancelled card is ignored). */
        void carryOver() {
            List<Pending> next = List.of();
            boolean sauronFirst = false;
            boolean heroOpen = false;
            for (Play own : pair) {
                if (own.cancelled || !own.hasCard()) {
                    continue;
                }
                List<CombatEffect> ability = own.cardDef.ability();
                for (int i = 0; i < ability.size(); i++) {
                    CombatEffect e = ability.get(i);
                    if (!e.nextRound()) {
                        continue;
                    }
                    if (e.value(EffectKey.SPECIAL) == Special.ANTICIPATE) {
                        sauronFirst |= own.hero;
                        heroOpen |= !own.hero;
                    } else {
                        next = next.isEmpty() ? new ArrayList<>() : next;
                        next.add(new Pending(own.hero, own.card, e, null));
                    }
                }
            }
            CombatState after = new CombatState(
                    new CombatState.Side(st.heroStrength(), heroStack, h.exhausted, h.hasCard() ? h.type : null,
                            st.heroHandShown()),
                    new CombatState.Side(st.sauronStrength(), sauronStack, s.exhausted, s.hasCard() ? s.type : null,
                            st.sauronHandShown()),
                    sauronHand, st.sauronHealth(), damage, next, new CombatState.Carried(used, sauronFirst, heroOpen, fear),
                    st.round() + 1);
            boolean over = sauronDefeated || after.bothExhausted();
            ended = new RoundResult(after, new RoundResult.Damage(toHero, toSauron),
                    new RoundResult.ForHero(heroDiscards, heroCorruption, heroDraws, fromHand, endure, shrewd,
                            sauronStrategize),
                    new RoundResult.ForSauron(influence, hamstring, bloodfury, heroStrategize), retreat && !over, over,
                    log);
        }
    }

    private int heroCost(CombatState st, int card, boolean ready) {
        int sum = ready ? 0 : cards.card(card).cost();
        CardRow stack = st.heroRow();
        for (int i = 0; i < stack.size(); i++) {
            sum += cards.card(stack.card(i)).cost();
        }
        return sum;
    }

    /** Sauron's stack cost, with Superior Tactics (Melee cards cost 1 less) and Surprise Assault (a Melee bottom card costs 0). */
    private int sauronCost(CombatState st, int card, List<CombatEffect> monster) {
        return sauronCost(cards, st.sauronRow(), card, monster);
    }

    /**
     * The strength Sauron's combatant spends on its stack and a card played on it (-1: none), as its abilities make
     * the costs: Superior Tactics (Melee cards cost 1 less, never below 0), Surprise Assault (a Melee bottom card
     * costs 0). monster: the combatant's abilities (none for a minion).
     */
    public static int sauronCost(Cards cards, CardRow stack, int card, List<CombatEffect> monster) {
        int meleeDiscount = 0;
        for (int i = 0; i < monster.size(); i++) {
            CombatEffect e = monster.get(i);
            if (e.has(EffectKey.OWN_COST) && e.condition(Condition.OWN_TYPE) == CardType.MELEE) {
                meleeDiscount -= e.number(EffectKey.OWN_COST);
            }
        }
        boolean surprise = hasSpecial(monster, Special.SURPRISE_ASSAULT);
        int sum = 0;
        int last = card < 0 ? stack.size() - 1 : stack.size();
        for (int i = 0; i <= last; i++) { // the stack, then the card played
            CardDef d = cards.card(i < stack.size() ? stack.card(i) : card);
            int cost = d.cost();
            if (d.type() == CardType.MELEE) {
                cost = Math.max(0, cost - meleeDiscount);
                if (i == 0 && surprise) {
                    cost = 0;
                }
            }
            sum += cost;
        }
        return sum;
    }

    private static boolean hasPending(CombatState st, boolean hero, Special sp) {
        List<Pending> pending = st.pending();
        for (int i = 0; i < pending.size(); i++) {
            Pending p = pending.get(i);
            if (p.hero() == hero && p.effect().special() == sp) {
                return true;
            }
        }
        return false;
    }

    private static boolean hasSpecial(List<CombatEffect> effects, Special sp) {
        for (int i = 0; i < effects.size(); i++) {
            if (effects.get(i).special() == sp) {
                return true;
            }
        }
        return false;
    }

    private static boolean hasSpecialOn(Play p, Special sp) {
        return p.cardDef != null && hasSpecial(p.cardDef.ability(), sp);
    }

    /** A card that cannot be cancelled (checked before the round's own effects are gathered). */
    private boolean uncancellable(Play p, CombatState st) {
        if (p.cardDef == null) {
            return false;
        }
        List<CombatEffect> ability = p.cardDef.ability();
        for (int i = 0; i < ability.size(); i++) {
            CombatEffect e = ability.get(i);
            if (!e.nextRound() && e.has(EffectKey.UNCANCELLABLE)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Every effect active for a side this round: its previous-round effects and its current ones (the current list
     * itself when no effect waited: it no longer changes once the steps ask for this).
     */
    private static List<CombatEffect> all(Play p) {
        if (p.active == null && p.previous.isEmpty()) {
            p.active = p.now;
        } else if (p.active == null) {
            List<CombatEffect> out = new ArrayList<>(p.previous.size() + p.now.size());
            for (int i = 0; i < p.previous.size(); i++) {
                Pending x = p.previous.get(i);
                out.add(x.effect());
            }
            out.addAll(p.now);
            p.active = out;
        }
        return p.active;
    }

    private int others(CardRow stack, int card, CardFilter filter) {
        int n = 0;
        boolean skipped = false;
        for (int i = 0; i < stack.size(); i++) {
            int c = stack.card(i);
            if (c == card && !skipped) {
                skipped = true;
                continue;
            }
            if (filter.matches(cards.card(c).type())) {
                n++;
            }
        }
        return n;
    }

    /** Effects whose conditions or results belong after the damage is known. */
    static boolean postDamage(CombatEffect e) {
        return e.afterDamage();
    }

    /** Whether a cancelling effect cancels the opponent's card this round. */
    private boolean cancels(CombatEffect e, Play own, Play opp, CombatState st, CardType declared) {
        if (!opp.hasCard() || opp.cancelled) {
            return false;
        }
        Object sp = e.value(EffectKey.SPECIAL);
        if (sp == Special.HEIGHTENED_SENSES) {
            return declared != null && opp.type != declared;
        }
        if (sp == Special.OUTMANEUVER) {
            return declared != null && opp.type != declared;
        }
        return e.has(EffectKey.CANCEL_OPPONENT) && holds(e, own, opp, st);
    }

    /** The conditions that can be checked before damage. */
    private boolean holds(CombatEffect e, Play own, Play opp, CombatState st) {
        for (int i = 0; i < e.conditionCount(); i++) {
            Object v = e.conditionValue(i);
            boolean ok = switch (e.conditionKey(i)) {
                case OPPONENT_TYPE -> opp.hasCard() && !opp.exhaustedNow && opp.type == v;
                case OWN_TYPE -> own.hasCard() && own.type == v;
                case OPPONENT_SAME_TYPE_AS_LAST_ROUND -> opp.hasCard() && opp.type == (opp.hero ? st.heroLast() : st.sauronLast());
                case OPPONENT_PRINTED_DEFENSE_AT_MOST -> opp.hasCard() && opp.printedDef() <= (Integer) v;
                case OPPONENT_PRINTED_DEFENSE_AT_LEAST -> opp.hasCard() && opp.printedDef() >= (Integer) v;
                case OPPONENT_PRINTED_COST_AT_LEAST -> opp.hasCard() && opp.printedCost() >= (Integer) v;
                default -> true; // after-damage conditions are checked by holdsAfter
            };
            if (!ok) {
                return false;
            }
        }
        return true;
    }

    private boolean holdsAfter(CombatEffect e, Play own, Play opp, CombatState st, int stopped) {
        if (!holds(e, own, opp, st)) {
            return false;
        }
        for (int i = 0; i < e.conditionCount(); i++) {
            Object v = e.conditionValue(i);
            boolean ok = switch (e.conditionKey(i)) {
                case DEALT_DAMAGE -> own.dealt >= (Integer) v;
                case TOOK_DAMAGE -> own.taken >= (Integer) v;
                case TOOK_NO_DAMAGE -> own.taken == 0;
                case OPPONENT_DEFEATED -> true;
                case DEFENSE_STOPPED -> stopped >= (Integer) v;
                default -> true;
            };
            if (!ok) {
                return false;
            }
        }
        return true;
    }
}
