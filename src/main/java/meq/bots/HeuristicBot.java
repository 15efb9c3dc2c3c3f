package meq.bots;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.ToDoubleFunction;
import meq.board.Board;
import meq.board.Location;
import meq.data.CardDecks;
import meq.data.Requirement;
import meq.data.RuleCondition;
import meq.data.Selector;
import meq.rules.Action;
import meq.rules.Ask;
import meq.rules.Rules;
import meq.rules.View;
import meq.rules.engine.Engine;
import meq.state.ActionType;
import meq.state.Attribute;
import meq.state.CardKind;
import meq.state.GameState;
import meq.state.Marker;
import meq.state.Rng;
import meq.state.Side;
import meq.state.StoryTrack;

/**
 * A bot for either side with plain heuristics from the rules: heroes pursue their quests and favor, rest when
 * their life runs low, fight with the strongest card their strength allows; Sauron spreads influence toward the
 * heroes, plays plots, sends monsters and minions after the heroes and fights the same way. It sees only its
 * seat's view; ties are broken with its own seeded generator.
 */
public final class HeuristicBot implements Bot {
    private final Rules rules;
    private final Board board;
    private final Rng rng;
    private final FightBook book;

    public HeuristicBot(Rules rules, long seed) {
        this.rules = rules;
        this.book = FightBook.of(rules);
        this.board = rules.board();
        this.rng = new Rng(seed);
        this.noGoals = new boolean[board.size()];
    }

    /** Per location: whether an enemy there, or influence there, would make a plot in hand playable. */
    private boolean[] enemyGoals;
    private boolean[] influenceGoals;
    /** No location at all (without plots in hand), never written: not a new array at every question. */
    private final boolean[] noGoals;
    /** The plots in hand the two goal sets were worked out for. */
    private List<Integer> goalsFor = List.of();

    @Override
    public Action choose(View v) {
        return v.question().ask().options().get(best(scores(v)));
    }

    /** The first of the highest scores. */
    private static int best(double[] scores) {
        int best = 0;
        for (int i = 1; i < scores.length; i++) {
            if (scores[i] > scores[best]) {
                best = i;
            }
        }
        return best;
    }

    /** The tie-break added to an option's score: one draw an option, in the question's order. */
    private double tieBreak() {
        return rng.nextInt(1000) / 100000.0;
    }

    /**
     * The answer to the question open on s, as {@link #choose(View)} gives it from the asked seat's view; a question
     * with one answer is answered without making a view, with the draw choose would make for it (its scores have
     * no other effect), a combat card from the fight part of the view alone, a hero's damage and whether he rests
     * from his own sheet alone, Sauron's action and influence from the part of his view they read, and a Shadow
     * window by its answers' kinds (all their scores read).
     */
    public Action choose(Engine engine, GameState s, Ask ask) {
        if (ask.options().size() == 1) {
            tieBreak(); // the draw choose would make for it
            return ask.options().get(0);
        }
        Partial part = Partial.of(rules.cards(), ask);
        switch (part) {
            case COMBAT_CARD -> {
                View.FightView f = engine.fightView(s, ask.seat());
                if (f != null) {
                    CardChoice.Weighing w = weighing(f, ask.seat().sauron(), engine.lifePool(s, f.hero()));
                    return ask.options().get(best(withTieBreaks(combatScores(ask.options(), w))));
                }
            }
            case DAMAGE, REST -> {
                View.HeroView me = engine.heroView(s, ask.seat().id());
                noPlotGoals(); // as scores(View) leaves them after a hero's question
                return best(ask.options(), a -> part == Partial.DAMAGE ? damage(me, a) : rest(me, a));
            }
            case INFLUENCE, ACTION -> {
                View.Planning p = engine.planningView(s, ask.seat());
                goals(p.ownPlots());
                boolean needPool = needPool(p.ownPlots(), p.shadowPool());
                return best(ask.options(), a -> part == Partial.INFLUENCE
                        ? influence(p.heroes(), p.ownPlots(), needPool, a) : action(p, needPool, ask, a));
            }
            case AGILITY, CHAMPION -> {
                return choose(engine.heroFightView(s, ask.seat())); // its scores read only that part of the view
            }
            case SHADOW_WINDOW -> {
                return best(ask.options(), a -> shadowWindow(ask, a)); // the goals are left: no score here reads them
            }
            default -> {
            }
        }
        return choose(engine.choosingView(s, ask.seat()));
    }

    /** The best-scored option. */
    private Action best(List<Action> options, ToDoubleFunction<Action> score) {
        return options.get(best(scored(options, score)));
    }

    /** Each option's score, with the tie-break drawn for it (one draw an option, in the question's order). */
    private double[] scored(List<Action> options, ToDoubleFunction<Action> score) {
        double[] scores = new double[options.size()];
        for (int i = 0; i < scores.length; i++) {
            scores[i] = score.applyAsDouble(options.get(i)) + tieBreak();
        }
        return scores;
    }

    /** Scores with the tie-break drawn for each, in their order (as {@link #scored} draws them). */
    private double[] withTieBreaks(double[] scores) {
        for (int i = 0; i < scores.length; i++) {
            scores[i] += tieBreak();
        }
        return scores;
    }

    /** No goal locations: no plots in hand to work toward (the goal sets a question without plots leaves). */
    private void noPlotGoals() {
        goalsFor = List.of();
        enemyGoals = noGoals;
        influenceGoals = noGoals;
    }

    /** How good a way to take damage looks: the life pool while it is deep, else the hand's weakest card. */
    private double damage(View.HeroView me, Action a) {
        if (a instanceof Action.TakeFromLife) {
            return me != null ? FightCards.fromLife(me.life()) : 0;
        }
        return FightCards.giveUp(rules.cards().card(((Action.ChooseCard) a).card()));
    }

    /** Whether to rest: when his life pool runs low or his rest pool is deep; a pass otherwise. */
    private static double rest(View.HeroView me, Action a) {
        if (a instanceof Action.Pass) {
            return 0;
        }
        return me != null && (me.life() < 6 || me.rest() > 12) ? 5 : -1;
    }

    /** An answer to a question of which combat card to play: a card, or a pass. */
    private static boolean combatAnswer(Ask ask, Action a) {
        return (a instanceof Action.ChooseCard || a instanceof Action.Pass)
                && ask.choosesCombatCard();
    }

    /** Every option of the view's question, the best looking first (its first is what {@link #choose} takes). */
    public List<Action> ranked(View v) {
        double[] scores = scores(v);
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < scores.length; i++) {
            order.add(i);
        }
        order.sort((a, b) -> Double.compare(scores[b], scores[a])); // stable: the earlier of equals first
        return order.stream().map(v.question().ask().options()::get).toList();
    }

    /** Each option's score for the view's question, the goal locations of the plots in hand worked out first. */
    private double[] scores(View v) {
        Ask ask = v.question().ask();
        if (v.seat().sauron()) {
            goals(v.own().plots());
        } else {
            noPlotGoals();
        }
        return scored(ask.options(), a -> score(v, ask, a));
    }

    /** The goal locations of Sauron's plots in hand, worked out again only when the plots change. */
    private void goals(List<Integer> ownPlots) {
        if (ownPlots.isEmpty()) {
            noPlotGoals();
        } else if (!ownPlots.equals(goalsFor)) { // the goals depend on the plots in hand alone
            goalsFor = List.copyOf(ownPlots);
            enemyGoals = enemyGoals(ownPlots);
            influenceGoals = influenceGoals(ownPlots);
        }
    }

    private View.HeroView me(View v) {
        return hero(v, v.seat().id());
    }

    private static View.HeroView hero(View v, String id) {
        for (View.HeroView h : v.board().heroes()) {
            if (h.id().equals(id)) {
                return h;
            }
        }
        return null;
    }

    /** How good an answer looks; higher is better. */
    private double score(View v, Ask ask, Action a) {
        boolean sauron = v.seat().sauron();
        if (v.question().fight() != null && combatAnswer(ask, a)) {
            if (weighingFor != v) {
                weighing = weighing(v.question().fight(), sauron, life(hero(v, v.question().fight().hero())));
                cardScores = combatCards(ask.options(), weighing);
                weighingFor = v;
            }
            return cardScores.applyAsDouble(a);
        }
        return sauron ? sauronScore(v, ask, a) : heroScore(v, ask, a);
    }

    private View weighingFor;
    private CardChoice.Weighing weighing;
    private ToDoubleFunction<Action> cardScores;

    /** Each answer's score of a combat card question, in the answers' order (the cards are each a card of his). */
    private double[] combatScores(List<Action> options, CardChoice.Weighing w) {
        int n = options.size();
        int[] hand = new int[n];
        int cardCount = 0;
        for (int i = 0; i < n; i++) {
            if (options.get(i) instanceof Action.ChooseCard c) {
                hand[cardCount++] = c.card();
            }
        }
        double[] cardScores = book.choice().scores(Arrays.copyOf(hand, cardCount), w);
        double[] scores = new double[n];
        for (int i = 0, k = 0; i < n; i++) {
            scores[i] = options.get(i) instanceof Action.ChooseCard ? cardScores[k++] : CardChoice.PASS;
        }
        return scores;
    }

    /** The scores of a combat card question's answers: its cards weighed together, a pass last but one. */
    private ToDoubleFunction<Action> combatCards(List<Action> options, CardChoice.Weighing w) {
        double[] scores = combatScores(options, w);
        return a -> scores[options.indexOf(a)];
    }

    /**
     * A side's weighing of its next card: against the card the other side committed face up first (Anticipate), else
     * every card it may still play: the rest of the combat deck for Sauron's combatant, the hero's cards (his deck
     * and trained skills) for the hero, less what each has played in this fight.
     */
    private CardChoice.Weighing weighing(View.FightView f, boolean sauron, int life) {
        int known = sauron ? f.heroSide().committed() : f.sauronSide().committed();
        CardChoice choice = book.choice();
        int used = sauron ? f.sauronSide().used() : f.heroSide().used();
        int limit = sauron ? f.sauronSide().strength() : f.heroSide().strength();
        if (known >= 0) {
            return choice.weighing(sauron, f.opponent(), f.minion(), null, List.of(known), List.of(), used, limit, life);
        }
        if (sauron) {
            return choice.weighing(true, f.opponent(), f.minion(), choice.deck(f.hero(), true),
                    List.of(), f.heroSide().stack(), used, limit, life); // his skills are his alone
        }
        String deck = f.minion() ? rules.data().minion(f.opponent()).deck() : rules.data().monster(f.opponent()).deck();
        return choice.weighing(false, f.opponent(), f.minion(), choice.deck(deck, false), List.of(),
                f.sauronSide().stack(), used, limit, life);
    }

    /** The cards in a hero's life pool (none for no hero). */
    private static int life(View.HeroView fighter) {
        return fighter == null ? 0 : fighter.life();
    }

    private double heroScore(View v, Ask ask, Action a) {
        View.HeroView me = me(v);
        if (a instanceof Action.ChooseOption o && ask.prompt().contains("agility")) {
            return o.index() == spend(v, me, ask.options().size() - 1) ? 1 : 0;
        }
        if (a instanceof Action.ChooseOption o && ask.prompt().startsWith("Rest: draw")) {
            // the Rest card: as many as it allows, from the rest pool first (those cards are otherwise out of reach)
            return Character.getNumericValue(o.text().charAt(5)) + (o.text().endsWith("rest pool") ? 0.5 : 0);
        }
        if (a instanceof Action.TakeFromLife
                || a instanceof Action.ChooseCard && ask.takesDamage()) {
            return damage(me, a);
        }
        if (a instanceof Action.Rest) {
            return rest(me, a);
        }
        if (a instanceof Action.Heal) {
            return 5;
        }
        if (a instanceof Action.RetrieveFavor || a instanceof Action.CompleteQuest) {
            return 10;
        }
        if (a instanceof Action.Consult c) {
            return c.ability() ? 6 : 7;
        }
        if (a instanceof Action.DiscardPlot) {
            return 9;
        }
        String mission = v.own().mission() >= 0 ? rules.cards().id(v.own().mission()) : "";
        if (a instanceof Action.DarkPath) {
            if (mission.endsWith("noble-blood")) {
                return -5; // the mission wants the heroes nearly free of Corruption
            }
            return me != null && me.corruption() == 0 ? 0.5 : -3;
        }
        if (ask.prompt().startsWith("Discard a Corruption card")) {
            boolean wanted = mission.endsWith("noble-blood") || me != null && me.corruption() >= 2;
            boolean keepFavor = mission.endsWith("isildurs-secret");
            return a instanceof Action.Pass ? 0 : wanted && !keepFavor ? 2 : -1;
        }
        if (a instanceof Action.Trade) {
            return -1; // favor passed to and fro gains nothing, and two bots would pass it forever
        }
        if (a instanceof Action.UseEvent || a instanceof Action.Accept) {
            return 4;
        }
        if (a instanceof Action.ExploreHere) {
            View.Board b = v.board();
            return b.favorTokens()[me.location()] > 0 || b.characters().containsValue(me.location()) ? 8 : -1;
        }
        if (a instanceof Action.MoveHero m && me != null) {
            int target = target(v, me);
            if (target < 0) {
                return -2;
            }
            if (me.life() == 0 && me.hand() <= (m.card() < 0 ? 2 : 1)) {
                return -50; // paying with his last cards, an empty life pool behind them, defeats him (RS 649-650)
            }
            int before = board.distance(board.location(me.location()), board.location(target));
            int after = board.distance(board.location(m.to()), board.location(target));
            double cost = m.card() < 0 ? 2.5 : 1;
            return (before - after) * 3 - cost - danger(v, m.to());
        }
        if (a instanceof Action.ChooseAttribute at) {
            // the Finale is one combat: a bigger hand, more strength and agility count most
            return switch (at.attribute()) {
                case FORTITUDE -> 3;
                case STRENGTH -> 2.5;
                case AGILITY -> 2;
                case WISDOM -> 1;
            };
        }
        if (a instanceof Action.ChooseHero h) {
            return champion(v, h.hero());
        }
        if (a instanceof Action.Pass) {
            return 0;
        }
        return 1;
    }

    private View spendFor;
    private int spend;

    /** The agility the fight's plan spends (worked out once per question): the one its book wins most with. */
    private int spend(View v, View.HeroView me, int agility) {
        if (spendFor != v) {
            spend = v.question().fight() == null || me == null ? agility : planSpend(v, me, agility);
            spendFor = v;
        }
        return spend;
    }

    /**
     * The agility his hand plays best with: for each he may spend, the most worth his hand (and the cards it would
     * draw, each as his life pool's average) can pay for with the strength he keeps; the least of equals.
     */
    private int planSpend(View v, View.HeroView me, int agility) {
        CardChoice choice = book.choice();
        CardChoice.Weighing w = weighing(v.question().fight(), false, life(me));
        FightBook.Question q = fight(v, me, agility);
        List<Integer> life = new ArrayList<>(q.cards());
        v.own().hand().forEach(life::remove); // as objects: one copy each
        double drawnWorth = 0;
        double drawnCost = 0;
        for (int c : life) {
            drawnWorth += Math.max(0, choice.worth(c, w));
            drawnCost += rules.cards().card(c).cost();
        }
        drawnWorth /= Math.max(1, life.size());
        int drawCost = (int) Math.round(drawnCost / Math.max(1, life.size()));
        int held = v.own().hand().size();
        int[] heldCost = new int[held]; // each card in hand weighed once, not once for every amount of agility
        double[] heldWorth = new double[held];
        for (int i = 0; i < held; i++) {
            int card = v.own().hand().get(i);
            heldCost[i] = rules.cards().card(card).cost();
            heldWorth[i] = Math.max(0, choice.worth(card, w));
        }
        int best = 0;
        double bestWorth = -1;
        for (int k = 0; k <= agility; k++) {
            int strength = q.strength() + agility - k;
            double[] most = new double[strength + 1]; // the most worth for each strength spent (a knapsack)
            for (int i = 0; i < held + k; i++) {
                boolean drawn = i >= held;
                int cost = drawn ? drawCost : heldCost[i];
                double worth = drawn ? drawnWorth : heldWorth[i];
                for (int x = strength; x >= cost; x--) {
                    most[x] = Math.max(most[x], most[x - cost] + worth);
                }
            }
            if (most[strength] > bestWorth + 1e-9) {
                bestWorth = most[strength];
                best = k;
            }
        }
        return best;
    }

    /** The fight about to begin, as the hero sees it before he spends agility. */
    private FightBook.Question fight(View v, View.HeroView me, int agility) {
        List<Integer> cards = new ArrayList<>();
        for (int c : rules.cards().heroDeck(me.id())) {
            cards.add(c);
        }
        cards.addAll(v.own().skills());
        v.own().rest().forEach(cards::remove); // as objects: one copy each
        v.own().damage().forEach(cards::remove);
        cards.sort(null);
        View.FightView f = v.question().fight();
        int strength = v.own().attributes().length > 1 ? v.own().attributes()[Attribute.STRENGTH.ordinal()]
                : rules.data().hero(me.id()).strength() + me.levels()[Attribute.STRENGTH.ordinal()];
        return new FightBook.Question(me.id(), cards, me.hand(), me.life(), strength, agility, f.opponent(),
                f.minion(), f.sauronHandCount(), f.sauronSide().strength(), f.opponentHealth() - f.opponentDamage());
    }

    private View targetFor;
    private int target;

    /** Where the hero wants to go (worked out once per question). */
    private int target(View v, View.HeroView me) {
        if (targetFor != v) {
            target = findTarget(v, me);
            targetFor = v;
        }
        return target;
    }

    /** Where the hero wants to go: a quest to explore, favor, a character, else his closest Haven. */
    private int findTarget(View v, View.HeroView me) {
        int best = -1;
        int bestDistance = Integer.MAX_VALUE;
        Location here = board.location(me.location());
        for (int q : me.quests()) {
            int goal = exploreGoal(q);
            if (goal >= 0) {
                int d = board.distance(here, board.location(goal));
                if (d < bestDistance) {
                    best = goal;
                    bestDistance = d;
                }
            }
        }
        // an active plot whose discard cost his favor can pay is worth a detour: it is what moves Sauron on
        for (View.PlotView p : v.sauron().plots()) {
            CardDecks.Plot d = plot(p.card());
            if (p.location() >= 0 && me.favor() >= d.discardCost()) {
                int dist = board.distance(here, board.location(p.location())) - 1;
                if (dist < bestDistance) {
                    best = p.location();
                    bestDistance = dist;
                }
            }
        }
        boolean[] company = new boolean[board.size()];
        for (int at : v.board().characters().values()) {
            if (at >= 0 && at < company.length) {
                company[at] = true;
            }
        }
        for (Location l : board.locations()) {
            boolean worth = v.board().favorTokens()[l.index()] > 0 || company[l.index()];
            if (worth) {
                int d = board.distance(here, l) + 1;
                if (d < bestDistance) {
                    best = l.index();
                    bestDistance = d;
                }
            }
        }
        return best;
    }

    /** Per card: the location its quest asks to explore plus 1, 0 before it is looked up (it depends on the data alone). */
    private int[] exploreGoals;

    private int exploreGoal(int quest) {
        if (exploreGoals == null) {
            exploreGoals = new int[rules.cards().count()];
        }
        if (quest < 0 || quest >= exploreGoals.length) {
            return lookUpExploreGoal(quest);
        }
        if (exploreGoals[quest] == 0) {
            exploreGoals[quest] = lookUpExploreGoal(quest) + 1;
        }
        return exploreGoals[quest] - 1;
    }

    private int lookUpExploreGoal(int quest) {
        try {
            var kind = rules.cards().kind(quest);
            Requirement goal = kind == CardKind.QUEST
                    ? rules.cards().def(quest, CardDecks.Quest.class).goal()
                    : rules.cards().def(quest, CardDecks.Encounter.class).questGoal();
            Object explored = goal == null ? null : goal.all().get(RuleCondition.EXPLORED);
            return explored == null ? -1 : board.location((String) explored).index();
        } catch (RuntimeException e) {
            return -1;
        }
    }

    private double danger(View v, int location) {
        double d = v.board().influence()[location] * 0.3;
        // with "Against the Shadow" a monster met is one fewer on the board at the Finale
        boolean hunt = v.own().mission() >= 0 && hunts(v.own().mission());
        for (View.TokenView t : v.board().tokens()) {
            if (t.location() == location) {
                d += hunt ? -0.5 : 1;
            }
        }
        // a minion there is a hard fight (and Sauron now commands his figures toward the heroes)
        for (View.MinionView m : v.board().minions()) {
            if (m.location() >= 0 && ACTIVE.equals(m.status())) {
                int away = board.distance(board.location(m.location()), board.location(location));
                d += away == 0 ? 2.5 : away == 1 ? 0.5 : 0;
            }
        }
        return d;
    }

    private static final String ACTIVE = meq.state.MinionState.Status.ACTIVE.name();
    private int huntKnown = -1;
    private boolean hunt;

    /** Whether this mission is "Against the Shadow" (asked for each place scored: the answer kept). */
    private boolean hunts(int mission) {
        if (mission != huntKnown) {
            hunt = rules.cards().id(mission).endsWith("against-the-shadow");
            huntKnown = mission;
        }
        return hunt;
    }

    /**
     * How fit a hero is to fight the Ringwraiths: his share of wins in the fight's book, at his best agility, with
     * his levels and trained skills, against the Ringwraiths as the Finale has made them.
     */
    private double champion(View v, String hero) {
        for (View.HeroView h : v.board().heroes()) {
            if (h.id().equals(hero)) {
                return book.best(finale(v, h));
            }
        }
        return strength(hero);
    }

    /** The Finale's fight as the heroes see it before the champion is chosen. */
    private FightBook.Question finale(View v, View.HeroView h) {
        var d = rules.data().hero(h.id());
        int[] lv = h.levels();
        List<Integer> cards = new ArrayList<>();
        for (int c : rules.cards().heroDeck(h.id())) {
            cards.add(c);
        }
        if (h.id().equals(v.seat().id())) {
            cards.addAll(v.own().skills()); // another hero's skills are his alone
        }
        cards.sort(null);
        int hand = d.fortitude() + lv[Attribute.FORTITUDE.ordinal()];
        var wraiths = rules.data().minion(FINALE_OPPONENT);
        int bonus = finaleBonus(v);
        return new FightBook.Question(h.id(), cards, hand, Math.max(0, cards.size() - hand),
                d.strength() + lv[Attribute.STRENGTH.ordinal()], d.agility() + lv[Attribute.AGILITY.ordinal()],
                FINALE_OPPONENT, true, Math.max(1, wraiths.fortitude() + bonus), wraiths.strength(),
                Math.max(1, wraiths.health() + bonus));
    }

    private static final String FINALE_OPPONENT = "ringwraiths";

    /**
     * What the Finale adds to the Ringwraiths' health and fortitude (RS "Adjust Difficulty"): the hero marker's
     * distance to the Finale when Sauron is dominant, less Sauron's distance when the heroes are.
     */
    private static int finaleBonus(View v) {
        int green = v.story().markers().getOrDefault(Marker.GREEN, 0);
        int lead = 0;
        int toFall = 0;
        for (Marker m : Marker.SAURON) {
            int at = v.story().markers().getOrDefault(m, 0);
            lead = Math.max(lead, at);
            toFall += Math.max(0, StoryTrack.SHADOW_FALLS - at);
        }
        return v.story().dominant() == Side.SAURON ? StoryTrack.FINALE - green
                : v.story().dominant() == Side.HEROES ? -Math.min(StoryTrack.FINALE - lead, toFall) : 0;
    }

    private int strength(String hero) {
        var d = rules.data().hero(hero);
        return d.strength() + d.agility() + d.fortitude();
    }

    private View needPoolFor;
    private boolean needPool;

    /** Whether one of his plots in hand needs more in the Shadow Pool than it holds (worked out once per view). */
    private boolean needPool(View v) {
        if (needPoolFor != v) {
            needPool = needPool(v.own().plots(), v.sauron().shadowPool());
            needPoolFor = v;
        }
        return needPool;
    }

    private boolean needPool(List<Integer> ownPlots, int shadowPool) {
        for (int p : ownPlots) {
            if (plot(p).pool() > shadowPool) {
                return true;
            }
        }
        return false;
    }

    private static boolean heroAt(View v, int location) {
        for (View.HeroView h : v.board().heroes()) {
            if (h.location() == location) {
                return true;
            }
        }
        return false;
    }

    private double sauronScore(View v, Ask ask, Action a) {
        if (a instanceof Action.TakeAction t) {
            View.Sauron sauron = v.sauron();
            return track(t.type(), needPool(v), sauron.shadowPoolLimit() - sauron.shadowPool(),
                    v.board().heroes().size(), sauron.plots().size(), v.own().plots().isEmpty());
        }
        if (a instanceof Action.PlaceInPool || a instanceof Action.PlaceInfluence
                || a instanceof Action.Pass && ask.prompt().startsWith("Place influence")) {
            return influence(v.board().heroes(), v.own().plots(), needPool(v), a);
        }
        if (a instanceof Action.PlayPlot pp) {
            CardDecks.Plot d = plot(pp.card());
            return 8 + d.advance() + (pp.location() < 0 ? 0 : Math.min(4, nearestHero(v, pp.location())) * 0.5);
        }
        if (a instanceof Action.ChooseCard && ask.prompt().startsWith("Play a plot")) {
            return -2; // that would discard one of his own active plots
        }
        if (a instanceof Action.ChooseCard cc && rules.cards().kind(cc.card()) == CardKind.PLOT) {
            CardDecks.Plot d = plot(cc.card());
            return 3 + d.advance() - Math.max(0, d.pool() - v.sauron().shadowPool()) * 0.5;
        }
        if (a instanceof Action.DrawToken d) {
            // the pile whose colour has the best place for a token (he sees the token only once drawn)
            double best = -20;
            for (var pile : rules.data().piles()) {
                if (pile.colour().equals(d.pile())) {
                    for (int l : board.pairIndices(pile.pair())) {
                        boolean influenced = v.board().influence()[l] > 0;
                        if (!board.location(l).haven() && influenced && !heroAt(v, l)) { // never on a hero
                            best = Math.max(best, tokenPlace(v, l));
                        }
                    }
                }
            }
            return best > -20 ? best : 4;
        }
        if (a instanceof Action.ChooseLocation l && ask.prompt().startsWith("Place the ")) {
            return tokenPlace(v, l.location());
        }
        if (a instanceof Action.MoveMinion m) {
            return 4 - nearestHero(v, m.to()) + (enemyGoals[m.to()] ? 5 : 0);
        }
        if (a instanceof Action.MoveToken m) {
            return 3 - nearestHero(v, m.to()) + (enemyGoals[m.to()] ? 5 : 0);
        }
        if (a instanceof Action.HealMinion) {
            return 5;
        }
        if (a instanceof Action.FightMinion m && ask.prompt().startsWith("Which minion fights")) {
            var d = rules.data().minion(m.minion()); // The Dark Tower: send the strongest
            return 6 + (d.strength() + d.health()) * 0.1;
        }
        if (a instanceof Action.FlipToken || a instanceof Action.FightMinion) {
            return 6;
        }
        if (a instanceof Action.DrawPerils) {
            return 5;
        }
        if (a instanceof Action.PlaceMinion pm) {
            return 7 + (enemyGoals[pm.location()] ? 3 : 0);
        }
        if (a instanceof Action.ChooseOption o && ask.prompt().startsWith("Declare")) {
            return o.index();
        }
        if (a instanceof Action.ChooseOption o && o.text().startsWith("Fight as ")) {
            // a plot lets the token fight as another monster: the stronger of the two
            for (var m : rules.data().monsters()) {
                if (o.text().endsWith(" " + m.name())) {
                    return 1 + 0.1 * (m.health() + m.fortitude() + m.strength());
                }
            }
        }
        if (a instanceof Action.ChooseCard && ask.prompt().startsWith("Play a Shadow card")
                || a instanceof Action.PassForThisTurn || a instanceof Action.Pass) {
            return shadowWindow(ask, a);
        }
        return 1;
    }

    /**
     * Which action track: his story markers advance by his active plots each turn, so he keeps the track full and
     * the Pool ready to pay; command is worth more with more heroes about.
     */
    private static double track(ActionType type, boolean needPool, int limitLeft, int heroes, int activePlots,
                                boolean noPlotsInHand) {
        return switch (type) {
            case INFLUENCE -> 5 + (limitLeft > 0 && needPool ? 2.5 : 0);
            case COMMAND -> 4 + heroes * 0.5;
            case SHADOW_AND_PLOT -> 3 - activePlots > 0 && noPlotsInHand ? 7 : 2;
        };
    }

    /** Sauron's action from the part of his view it reads: a track, a Shadow card (1, as any card), or a pass. */
    private double action(View.Planning p, boolean needPool, Ask ask, Action a) {
        if (a instanceof Action.TakeAction t) {
            return track(t.type(), needPool, p.shadowPoolLimit() - p.shadowPool(), p.heroes().size(),
                    p.activePlots(), p.ownPlots().isEmpty());
        }
        return a instanceof Action.Pass ? shadowWindow(ask, a) : 1;
    }

    /**
     * One influence: into the Pool while a plot in hand needs more there (or none is in hand), else on the board
     * near the heroes, a Stronghold a little better, a plot's goal much better.
     */
    private double influence(List<View.HeroView> heroes, List<Integer> ownPlots, boolean needPool, Action a) {
        if (a instanceof Action.Pass) {
            return -10; // influence he may place is never worth leaving
        }
        if (a instanceof Action.PlaceInPool) {
            return needPool || ownPlots.isEmpty() ? 6 : 2.5;
        }
        int l = ((Action.PlaceInfluence) a).location();
        return 3 - nearestHero(heroes, l) * 0.4 + (board.location(l).isStronghold() ? 0.5 : 0)
                + (influenceGoals[l] ? 3 : 0);
    }

    /** A Shadow card when he may play one; a pass (none for the turn: he is asked again at the next window). */
    private static double shadowWindow(Ask ask, Action a) {
        if (a instanceof Action.ChooseCard) {
            return 3;
        }
        if (a instanceof Action.PassForThisTurn) {
            return -0.5; // the bot needs no shortcut; it is asked again at the next window
        }
        return ask.prompt().startsWith("Take an action") ? -10 : 0; // a pass
    }

    /** How good a place is for a monster token: near a hero, or where it makes a plot in hand playable. */
    private double tokenPlace(View v, int location) {
        return 6 - nearestHero(v, location) + (enemyGoals[location] ? 5 : 0);
    }

    /** Locations where an enemy (monster or minion) would make a plot in hand playable. */
    private boolean[] enemyGoals(List<Integer> ownPlots) {
        boolean[] out = new boolean[board.size()];
        for (int card : ownPlots) {
            for (var e : requirements(plot(card).requires())) {
                if (EnumSet.of(RuleCondition.MONSTER_AT, RuleCondition.MINION_AT,
                        RuleCondition.MONSTER_OR_MINION_AT).contains(e.getKey())
                        && e.getValue() instanceof Selector sel) {
                    where(sel, plot(card)).forEach(l -> out[l] = true);
                }
            }
        }
        return out;
    }

    /** Locations where influence would make a plot in hand playable. */
    private boolean[] influenceGoals(List<Integer> ownPlots) {
        boolean[] out = new boolean[board.size()];
        for (int card : ownPlots) {
            for (var e : requirements(plot(card).requires())) {
                if (e.getKey() == RuleCondition.INFLUENCE_AT && e.getValue() instanceof Map<?, ?> m
                        && m.get("where") instanceof Selector sel) {
                    where(sel, plot(card)).forEach(l -> out[l] = true);
                }
            }
        }
        return out;
    }

    private static List<Map.Entry<RuleCondition, Object>> requirements(Requirement r) {
        List<Map.Entry<RuleCondition, Object>> out = new ArrayList<>();
        if (r != null) {
            out.addAll(r.all().entrySet());
            r.anyOf().forEach(x -> out.addAll(requirements(x)));
        }
        return out;
    }

    /** Where a plot's requirement looks; "affected" counts from each location the plot may be placed on. */
    private Set<Integer> where(Selector sel, CardDecks.Plot plot) {
        return whereKnown.computeIfAbsent(sel, x -> new IdentityHashMap<>())
                .computeIfAbsent(plot, x -> Collections.unmodifiableSet(whereOnTheMap(sel, plot)));
    }

    /** Where a plot's requirement looks, worked out once per selector and plot (it depends on the map alone). */
    private final Map<Selector, Map<CardDecks.Plot, Set<Integer>>> whereKnown = new IdentityHashMap<>();

    private Set<Integer> whereOnTheMap(Selector sel, CardDecks.Plot plot) {
        Set<Integer> out = new HashSet<>();
        boolean chosenLocation = plot.affects().chooses() && plot.affects().base().startsWith("location");
        List<String> centres = "affected".equals(sel.of()) && chosenLocation
                ? plot.affects().ids() : sel.of() != null && board.has(sel.of()) ? List.of(sel.of()) : List.of();
        if (sel.kind().equals("within") || sel.kind().equals("adjacent")) {
            int range = sel.kind().equals("within") ? sel.range() : 1;
            for (String id : centres) {
                var centre = board.location(id);
                for (var l : board.locations()) {
                    if (!l.haven() && board.distance(centre, l) <= range) {
                        out.add(l.index());
                    }
                }
            }
        } else if (sel.kind().startsWith("location")) {
            sel.ids().stream().filter(board::has).forEach(id -> out.add(board.location(id).index()));
        }
        return out;
    }

    private CardDecks.Plot plot(int card) {
        return rules.cards().def(card, CardDecks.Plot.class);
    }

    private int nearestHero(View v, int location) {
        return nearestHero(v.board().heroes(), location);
    }

    private int nearestHero(List<View.HeroView> heroes, int location) {
        int best = 20;
        for (View.HeroView h : heroes) {
            best = Math.min(best, board.distance(location, h.location()));
        }
        return best;
    }

    /** A name for reports. */
    @Override
    public String toString() {
        return "heuristic";
    }
}
