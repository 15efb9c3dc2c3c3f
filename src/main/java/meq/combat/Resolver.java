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
        List<String> log = new ArrayList<>();
        boolean heroDeclares = heroCard < 0 && !st.heroExhausted();
        boolean sauronDeclares = sauronCard < 0 && !st.sauronExhausted();
        // c. Calculate Strength
        boolean heroReady = hasPending(st, true, Special.READY) && heroCard >= 0
                && cards.card(heroCard).type() == CardType.RANGED;
        boolean heroOver = heroCard >= 0 && heroCost(st, heroCard, heroReady) > st.heroStrength();
        boolean sauronOver = sauronCard >= 0 && sauronCost(st, sauronCard, monster) > st.sauronStrength();
        Play h = new Play(true, heroCard, st.heroExhausted() || heroDeclares, heroOver);
        Play s = new Play(false, sauronCard, st.sauronExhausted() || sauronDeclares, sauronOver);
        Play[] pair = {h, s};
        h.ready = heroReady;
        if (heroOver) {
            log.add("the hero is exhausted: his card is cancelled");
        }
        if (sauronOver) {
            log.add("Sauron's combatant is exhausted: its card is cancelled");
        }
        List<Integer> heroStack = new ArrayList<>(st.heroStack());
        List<Integer> sauronStack = new ArrayList<>(st.sauronStack());
        if (heroCard >= 0 && !heroReady) {
            heroStack.add(heroCard);
        }
        if (sauronCard >= 0) {
            sauronStack.add(sauronCard);
        }
        List<Integer> sauronHand = new ArrayList<>(st.sauronHand());
        if (sauronCard >= 0) {
            sauronHand.remove(Integer.valueOf(sauronCard));
        }
        if (h.exhausted && s.exhausted) {
            log.add("both combatants are exhausted: no one is defeated");
            CombatState next = new CombatState(st.heroStrength(), st.sauronStrength(), st.sauronHealth(), heroStack,
                    sauronStack, sauronHand, true, true, h.type, s.type, List.of(), st.sauronDamage(), st.usedOnce(),
                    false, false, false, st.round() + 1, st.heroHandShown(), st.sauronHandShown());
            return new RoundResult(next, 0, 0, 0, 0, 0, 0, 0, false, false, false, false, false, false, false, true,
                    log);
        }
        // d. Previous Round Abilities (cancelled for an exhausted combatant, whether his strength ran out now or he
        // declared himself exhausted before the round: he has no card ability), hero first
        for (Pending p : st.pending()) {
            Play own = p.hero() ? h : s;
            if (!own.exhausted) {
                own.previous.add(p);
            }
        }
        for (Play own : pair) {
            Play opp = own == h ? s : h;
            for (Pending p : own.previous) {
                if (cancels(p.effect(), own, opp, st, p.declared()) && !uncancellable(opp, st)) {
                    opp.cancelled = true;
                }
            }
        }
        // e. Current Round Abilities: the cards' own, and the monster's; cancels are simultaneous
        for (Play own : pair) {
            if (!own.cancelled && own.hasCard()) {
                for (CombatEffect e : own.cardDef.ability()) {
                    if (!e.nextRound()) {
                        own.now.add(e);
                    }
                }
                if (!own.hero) {
                    own.now.addAll(monster);
                }
            }
            own.uncancellable = own.now.stream().anyMatch(e -> e.has(EffectKey.UNCANCELLABLE) && holds(e, own, own == h ? s : h, st));
        }
        boolean hCancels = h.now.stream().anyMatch(e -> cancels(e, h, s, st, null));
        boolean sCancels = s.now.stream().anyMatch(e -> cancels(e, s, h, st, null));
        if (hCancels && !s.uncancellable) {
            s.cancelled = true;
            s.now.clear();
        }
        if (sCancels && !h.uncancellable) {
            h.cancelled = true;
            h.now.clear();
        }
        // values: printed, the opponent's printed-value changes, then modifiers
        for (Play own : pair) {
            own.atk = own.cancelled ? 0 : own.printedAtk();
            own.def = own.cancelled ? 0 : own.printedDef();
            own.atkLocked = own.cancelled;
            own.defLocked = own.cancelled;
        }
        int heroDiscards = 0;
        int heroCorruption = 0;
        int heroDraws = 0;
        boolean shrewd = false;
        boolean retreat = false;
        boolean endure = false;
        int fromHand = 0;
        List<String> used = new ArrayList<>(st.usedOnce());
        for (Play own : pair) {
            Play opp = own == h ? s : h;
            for (CombatEffect e : all(own)) {
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
            Play opp = own == h ? s : h;
            for (CombatEffect e : all(own)) {
                if (!holds(e, own, opp, st) || postDamage(e)) {
                    continue;
                }
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
                            sauronHand.remove(rng.nextInt(sauronHand.size()));
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
                        int lost = sauronHand.remove(rng.nextInt(sauronHand.size()));
                        own.direct += cards.card(lost).attack();
                        log.add("Wear Down: Sauron discards " + cards.card(lost).title());
                    } else if (!own.hero) {
                        heroDiscards++;
                    }
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
        // f. Deal Damage: attack minus defense, simultaneously, with the damage abilities
        int hitSauron = Math.max(0, h.atk - s.def);
        int hitHero = Math.max(0, s.atk - h.def);
        int influence = 0;
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
        int stoppedHero = Math.min(s.atk, h.def);
        int stoppedSauron = Math.min(h.atk, s.def);
        int heal = 0;
        boolean executed = false;
        boolean fear = false;
        for (Play own : pair) {
            Play opp = own == h ? s : h;
            for (CombatEffect e : all(own)) {
                if (!postDamage(e) || !holdsAfter(e, own, opp, st, own == h ? stoppedHero : stoppedSauron)) {
                    continue;
                }
                String key = (own.hero ? "hero:" : "sauron:") + e;
                if (e.oncePerCombat()) {
                    if (used.contains(key)) {
                        continue;
                    }
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
            Play opp = own == h ? s : h;
            for (CombatEffect e : all(own)) {
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
        // the damage each takes, after the caps
        int toHero = Math.min(h.maxTaken, s.dealt + s.extraDealt + h.extraTaken);
        int toSauron = Math.min(s.maxTaken, h.dealt + h.extraDealt + s.extraTaken);
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
        boolean bloodfury = meleeHit && hasSpecial(monster, Special.BLOODFURY);
        if (bloodfury) {
            log.add("Bloodfury: Sauron may draw a combat card");
        }
        boolean hamstring = h.hasCard() && !h.cancelled && toSauron > 0 && hasSpecialOn(h, Special.HAMSTRING);
        if (hamstring) {
            log.add("Hamstring: the top card of Sauron's deck goes under his stack");
        }
        boolean heroStrategize = h.hasCard() && !h.cancelled && hasSpecialOn(h, Special.STRATEGIZE);
        boolean sauronStrategize = s.hasCard() && !s.cancelled && hasSpecialOn(s, Special.STRATEGIZE);
        // Regenerate heals "if it was not defeated": the defeat is decided first, on the damage before the heal
        int damage = st.sauronDamage() + toSauron;
        boolean sauronDefeated = damage >= st.sauronHealth() || executed;
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
        // next-round effects of the cards played this round (text of a cancelled card is ignored)
        List<Pending> next = new ArrayList<>();
        boolean sauronFirst = false;
        boolean heroOpen = false;
        for (Play own : pair) {
            if (own.cancelled || !own.hasCard()) {
                continue;
            }
            for (CombatEffect e : own.cardDef.ability()) {
                if (e.nextRound()) {
                    if (e.value(EffectKey.SPECIAL) == Special.ANTICIPATE) {
                        if (own.hero) {
                            sauronFirst = true;
                        } else {
                            heroOpen = true;
                        }
                    } else {
                        next.add(new Pending(own.hero, own.card, e, null));
                    }
                }
            }
        }
        CombatState after = new CombatState(st.heroStrength(), st.sauronStrength(), st.sauronHealth(), heroStack,
                sauronStack, sauronHand, h.exhausted, s.exhausted, h.hasCard() ? h.type : null,
                s.hasCard() ? s.type : null, next, damage, used, sauronFirst, heroOpen, fear, st.round() + 1,
                st.heroHandShown(), st.sauronHandShown());
        boolean over = sauronDefeated || after.bothExhausted();
        return new RoundResult(after, toHero, toSauron, heroDiscards, heroCorruption, influence, heroDraws, fromHand,
                endure, shrewd, retreat && !over, hamstring, bloodfury, sauronStrategize, heroStrategize, over, log);
    }

    private int heroCost(CombatState st, int card, boolean ready) {
        int sum = ready ? 0 : cards.card(card).cost();
        for (int c : st.heroStack()) {
            sum += cards.card(c).cost();
        }
        return sum;
    }

    /** Sauron's stack cost, with Superior Tactics (Melee cards cost 1 less) and Surprise Assault (a Melee bottom card costs 0). */
    private int sauronCost(CombatState st, int card, List<CombatEffect> monster) {
        List<Integer> stack = new ArrayList<>(st.sauronStack());
        stack.add(card);
        int meleeDiscount = 0;
        for (CombatEffect e : monster) {
            if (e.has(EffectKey.OWN_COST) && e.condition(Condition.OWN_TYPE) == CardType.MELEE) {
                meleeDiscount -= e.number(EffectKey.OWN_COST);
            }
        }
        int sum = 0;
        for (int i = 0; i < stack.size(); i++) {
            CardDef d = cards.card(stack.get(i));
            int cost = d.cost();
            if (d.type() == CardType.MELEE) {
                cost = Math.max(0, cost - meleeDiscount);
                if (i == 0 && hasSpecial(monster, Special.SURPRISE_ASSAULT)) {
                    cost = 0;
                }
            }
            sum += cost;
        }
        return sum;
    }

    private static boolean hasPending(CombatState st, boolean hero, Special sp) {
        for (Pending p : st.pending()) {
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
        return p.cardDef != null && p.cardDef.ability().stream().anyMatch(e -> !e.nextRound() && e.has(EffectKey.UNCANCELLABLE));
    }

    /** Every effect active for a side this round: its previous-round effects and its current ones. */
    private static List<CombatEffect> all(Play p) {
        if (p.active == null) {
            List<CombatEffect> out = new ArrayList<>(p.previous.size() + p.now.size());
            for (Pending x : p.previous) {
                out.add(x.effect());
            }
            out.addAll(p.now);
            p.active = out;
        }
        return p.active;
    }

    private int others(List<Integer> stack, int card, CardFilter filter) {
        int n = 0;
        boolean skipped = false;
        for (int c : stack) {
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
