package meq.rules;

import java.util.ArrayList;
import java.util.List;
import meq.data.CardDef;
import meq.data.EffectStep;
import meq.data.MinionDef;
import meq.data.MonsterDef;
import meq.state.Attribute;
import meq.state.HeroState;
import meq.state.MinionState;
import meq.state.Pile;
import meq.state.Seat;

/**
 * A combat between a hero and a monster or minion, round by round: both choose a card secretly (the hero
 * first), reveal, check strength (exhaustion cancels the card just played), and deal attack minus defense to
 * each other. Card and monster abilities are the combat resolver's work and are not applied here yet.
 */
final class Fights {
    private Fights() {
    }

    /** Why the fight happens, which decides what losing it does. */
    enum Context { TRAVEL, AMBUSH, EFFECT }

    /** From a card's `fight` or `fightMinion` step. */
    static void start(Ctx c, EffectStep st, Scope scope) {
        HeroState h = c.s.hero(scope.hero());
        if (st.verb().equals("fight")) {
            c.push(begin(c, h.id, (String) st.value(), false, -1, Context.EFFECT, agility(st)));
            return;
        }
        String want = (String) st.value();
        for (MinionState m : c.s.minions.values()) {
            if (m.onBoard() && (want.equals("any") ? m.location == h.location : m.id.equals(want))) {
                c.push(begin(c, h.id, m.id, true, -1, Context.EFFECT, -1));
                return;
            }
        }
    }

    private static int agility(EffectStep st) {
        Object a = st.extra().get("agility");
        return a instanceof Integer i ? i : -1;
    }

    /** A card weakens the hero in the fight under way: less strength, and a lower cap on agility spent. */
    static void weaken(Ctx c, int strength, int agility) {
        java.util.List<meq.state.Frame> above = new java.util.ArrayList<>();
        while (!c.s.stack.isEmpty() && !(c.s.stack.peek() instanceof Fight)) {
            above.add(c.s.stack.pop());
        }
        if (!c.s.stack.isEmpty()) {
            Fight f = (Fight) c.s.stack.pop();
            HeroState h = c.s.hero(f.hero());
            int cap = f.agilityCap() >= 0 ? f.agilityCap() : Heroes.agility(c, h);
            c.s.stack.push(new Fight(f.hero(), f.opponent(), f.minion(), f.token(), f.context(),
                    agility > 0 ? Math.max(0, cap - agility) : f.agilityCap(), f.phase(), f.heroStack(), f.sauronStack(),
                    f.sauronHand(), f.bonusStrength() - strength, f.monsterDamage(), f.heroExhausted(),
                    f.sauronExhausted(), f.heroCard(), f.defeatsBefore()));
        }
        for (int i = above.size() - 1; i >= 0; i--) {
            c.s.stack.push(above.get(i));
        }
    }

    static Step begin(Ctx c, String hero, String opponent, boolean minion, int token, Context context, int agilityCap) {
        return new Fight(hero, opponent, minion, token, context, agilityCap, 0, List.of(), List.of(), List.of(), 0, 0,
                false, false, -1, c.s.hero(hero).defeats);
    }

    static String deckOf(Ctx c, String opponent, boolean minion) {
        return minion ? c.rules.data().minion(opponent).deck() : c.rules.data().monster(opponent).deck();
    }

    static int health(Ctx c, String opponent, boolean minion) {
        return minion ? c.rules.data().minion(opponent).health() : c.rules.data().monster(opponent).health();
    }

    /**
     * One fight. phase 0: Sauron draws; 1: the hero spends agility; 2: the hero chooses a card; 3: Sauron
     * chooses; 4: after damage; 5: resolution.
     */
    record Fight(String hero, String opponent, boolean minion, int token, Context context, int agilityCap, int phase,
                 List<Integer> heroStack, List<Integer> sauronStack, List<Integer> sauronHand, int bonusStrength,
                 int monsterDamage, boolean heroExhausted, boolean sauronExhausted, int heroCard, int defeatsBefore)
            implements Step, meq.state.HoldsCards {

        @Override
        public List<Integer> heldCards() {
            List<Integer> out = new ArrayList<>(heroStack);
            out.addAll(sauronStack);
            out.addAll(sauronHand);
            if (heroCard >= 0) {
                out.add(heroCard);
            }
            return out;
        }

        Fight with(int newPhase) {
            return new Fight(hero, opponent, minion, token, context, agilityCap, newPhase, heroStack, sauronStack,
                    sauronHand, bonusStrength, monsterDamage, heroExhausted, sauronExhausted, heroCard, defeatsBefore);
        }

        @Override
        public Ask advance(Ctx c) {
            HeroState h = c.s.hero(hero);
            switch (phase) {
                case 0 -> {
                    Pile deck = c.s.combatDecks.get(deckOf(c, opponent, minion));
                    int fortitude = minion ? c.rules.data().minion(opponent).fortitude()
                            : c.rules.data().monster(opponent).fortitude();
                    List<Integer> hand = new ArrayList<>();
                    for (int i = 0; i < fortitude; i++) {
                        int card = deck.draw(c.s.rng);
                        if (card >= 0) {
                            hand.add(card);
                        }
                    }
                    c.replace(new Fight(hero, opponent, minion, token, context, agilityCap, 1, heroStack, sauronStack,
                            List.copyOf(hand), bonusStrength, monsterDamage, false, false, -1, defeatsBefore));
                    Scope scope = new Scope(hero, -1, -1, -1, null, -1, minion);
                    int corruption = minion ? c.rules.data().minion(opponent).traits().corruptionAtCombatStart() : 0;
                    for (int i = 0; i < corruption; i++) {
                        c.push(new EffectSteps.DrawCorruption(hero));
                    }
                    c.push(new Shadows.Window("combatStart", scope));
                    int cowardly = Ongoing.heroNumber(c, h, "discardRandomAtCombatStart", 0);
                    if (cowardly > 0) {
                        Holdings.discardRandom(c, h, cowardly);
                    }
                    return null;
                }
                case 1 -> {
                    int agility = Heroes.agility(c, h);
                    if (agilityCap >= 0) {
                        agility = Math.min(agility, agilityCap);
                    }
                    List<Action> options = new ArrayList<>();
                    for (int n = 0; n <= agility; n++) {
                        options.add(new Action.ChooseOption(n, "Spend " + n + " agility"));
                    }
                    return new Ask(Seat.hero(hero), "Fight " + name(c) + ": how much agility do you spend?", options);
                }
                case 2 -> {
                    if (heroExhausted) {
                        c.replace(with(3));
                        return null;
                    }
                    List<Action> options = new ArrayList<>();
                    for (int i = 0; i < h.hand.size(); i++) {
                        options.add(new Action.ChooseCard(h.hand.get(i)));
                    }
                    options.add(new Action.Pass());
                    return new Ask(Seat.hero(hero), "Choose a combat card against " + name(c)
                            + " (or pass: exhausted)", options);
                }
                case 3 -> {
                    if (sauronExhausted) {
                        finishRound(c, -1);
                        return null;
                    }
                    List<Action> options = new ArrayList<>();
                    sauronHand.forEach(card -> options.add(new Action.ChooseCard(card)));
                    options.add(new Action.Pass());
                    return new Ask(Seat.SAURON, "Choose a combat card for " + name(c) + " (or pass: exhausted)", options);
                }
                case 4 -> {
                    if (h.defeats != defeatsBefore) {
                        c.replace(with(5));
                        return null;
                    }
                    boolean defeated = opponentDefeated(c);
                    boolean over = defeated || (heroExhausted && sauronExhausted);
                    c.replace(over ? with(5) : with(2));
                    return null;
                }
                default -> {
                    resolve(c);
                    return null;
                }
            }
        }

        private String name(Ctx c) {
            return minion ? c.rules.data().minion(opponent).name() : c.rules.data().monster(opponent).name();
        }

        @Override
        public void answer(Ctx c, Action a) {
            HeroState h = c.s.hero(hero);
            switch (phase) {
                case 1 -> {
                    int spend = ((Action.ChooseOption) a).index();
                    int agility = Heroes.agility(c, h);
                    if (agilityCap >= 0) {
                        agility = Math.min(agility, agilityCap);
                    }
                    Table.draw(c, h, spend);
                    c.replace(new Fight(hero, opponent, minion, token, context, agilityCap, 2, heroStack, sauronStack,
                            sauronHand, agility - spend, monsterDamage, false, false, -1, defeatsBefore));
                }
                case 2 -> {
                    if (a instanceof Action.ChooseCard pick) {
                        h.hand.remove(pick.card());
                        c.replace(new Fight(hero, opponent, minion, token, context, agilityCap, 3, heroStack,
                                sauronStack, sauronHand, bonusStrength, monsterDamage, false, sauronExhausted, pick.card(), defeatsBefore));
                    } else {
                        c.replace(new Fight(hero, opponent, minion, token, context, agilityCap, 3, heroStack,
                                sauronStack, sauronHand, bonusStrength, monsterDamage, true, sauronExhausted, -1, defeatsBefore));
                    }
                }
                case 3 -> {
                    if (a instanceof Action.ChooseCard pick) {
                        finishRound(c, pick.card());
                    } else {
                        new Fight(hero, opponent, minion, token, context, agilityCap, 3, heroStack, sauronStack,
                                sauronHand, bonusStrength, monsterDamage, heroExhausted, true, heroCard, defeatsBefore)
                                .finishRound(c, -1);
                    }
                }
                default -> throw new IllegalStateException("phase " + phase);
            }
        }

        /** Reveal, strength, damage: replaces this fight with its next round and pushes the hero's damage on top. */
        private void finishRound(Ctx c, int sauronCard) {
            HeroState h = c.s.hero(hero);
            List<Integer> hs = new ArrayList<>(heroStack);
            List<Integer> ss = new ArrayList<>(sauronStack);
            List<Integer> sh = new ArrayList<>(sauronHand);
            boolean hx = heroExhausted;
            boolean sx = sauronExhausted;
            int hAtk = 0;
            int hDef = 0;
            int sAtk = 0;
            int sDef = 0;
            if (heroCard >= 0) {
                hs.add(heroCard);
                if (cost(c, hs) > heroStrength(c, h)) {
                    hx = true;
                } else {
                    CardDef d = c.rules.cards().card(heroCard);
                    hAtk = d.attack();
                    hDef = d.defense();
                }
            }
            if (sauronCard >= 0) {
                sh.remove(Integer.valueOf(sauronCard));
                ss.add(sauronCard);
                if (cost(c, ss) > opponentStrength(c)) {
                    sx = true;
                } else {
                    CardDef d = c.rules.cards().card(sauronCard);
                    sAtk = d.attack();
                    sDef = d.defense();
                }
            }
            int toOpponent = Math.max(0, hAtk - sDef);
            int toHero = Math.max(0, sAtk - hDef);
            int dmg = monsterDamage;
            if (!(hx && sx && heroCard < 0 && sauronCard < 0)) {
                if (toOpponent > 0) {
                    if (minion) {
                        Damage.toMinion(c, opponent, toOpponent);
                    } else {
                        dmg += toOpponent;
                    }
                }
            }
            Fight next = new Fight(hero, opponent, minion, token, context, agilityCap, 4, List.copyOf(hs), List.copyOf(ss),
                    List.copyOf(sh), bonusStrength, dmg, hx, sx, -1, defeatsBefore);
            c.replace(next);
            Damage.deal(c, hero, toHero);
        }

        private int cost(Ctx c, List<Integer> stack) {
            int sum = 0;
            for (int card : stack) {
                sum += c.rules.cards().card(card).cost();
            }
            return sum;
        }

        private int heroStrength(Ctx c, HeroState h) {
            return Heroes.strength(c, h) + bonusStrength;
        }

        private int opponentStrength(Ctx c) {
            return minion ? c.rules.data().minion(opponent).strength() : c.rules.data().monster(opponent).strength();
        }

        private boolean opponentDefeated(Ctx c) {
            if (minion) {
                return !c.s.minions.get(opponent).onBoard();
            }
            return monsterDamage >= health(c, opponent, false);
        }

        /** Stacks away, token discarded, influence for an undefeated opponent, and the hero's turn may end. */
        private void resolve(Ctx c) {
            HeroState h = c.s.hero(hero);
            for (int card : heroStack) {
                h.rest.add(card);
            }
            Pile deck = c.s.combatDecks.get(deckOf(c, opponent, minion));
            sauronStack.forEach(deck.drawPile()::add);
            sauronHand.forEach(deck.drawPile()::add);
            deck.shuffle(c.s.rng);
            if (token >= 0) {
                Holdings.discardToken(c, token);
            }
            boolean defeated = opponentDefeated(c);
            c.pop();
            if (defeated) {
                Quests.afterDefeating(c, hero, opponent, h.location);
                return;
            }
            if (context == Context.TRAVEL && !Heroes.def(c, h).ability().id().equals("iron-will")) {
                h.turnOver = true;
            }
            int wisdom = minion ? c.rules.data().minion(opponent).wisdom() : c.rules.data().monster(opponent).wisdom();
            if (wisdom > 0) {
                c.push(new EffectSteps.Spread(wisdom, wisdom, null, List.of()));
            }
        }
    }

    static MonsterDef monster(Ctx c, String id) {
        return c.rules.data().monster(id);
    }

    static MinionDef minionDef(Ctx c, String id) {
        return c.rules.data().minion(id);
    }
}
