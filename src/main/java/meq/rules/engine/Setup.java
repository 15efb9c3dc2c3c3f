package meq.rules.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import meq.data.CardDecks;
import meq.data.HeroAbility;
import meq.data.HeroDef;
import meq.data.MinionDef;
import meq.rules.Rules;
import meq.rules.Scope;
import meq.rules.Step;
import meq.rules.play.RunEffect;
import meq.rules.play.SauronTurn;
import meq.state.Deck;
import meq.state.GameState;
import meq.state.HeroState;
import meq.state.IntList;
import meq.state.MinionState;
import meq.state.OptionalRule;
import meq.state.Pile;

/** Sets up a new game: heroes on their Havens with shuffled decks, minions, decks and token piles. */
public final class Setup {
    private Setup() {
    }

    /** Heroes in turn order (clockwise after Sauron); 1 to 3 of them. */
    public static GameState newGame(Rules rules, List<String> heroes, long seed) {
        return newGame(rules, heroes, seed, Set.of());
    }

    /** A new game with the optional rules chosen (Advanced Dominance, High Stakes Stage III). */
    public static GameState newGame(Rules rules, List<String> heroes, long seed, Set<OptionalRule> options) {
        GameState s = prepare(rules, heroes, seed, true);
        s.options.addAll(options);
        new Engine(rules).pending(s);
        return s;
    }

    /**
     * Everything set up; the setup's own decisions (a starting plot's influence, quest setups) are on the step
     * stack, followed by Sauron's first turn when {@code play} is true.
     */
    public static GameState prepare(Rules rules, List<String> heroes, long seed, boolean play) {
        if (heroes.isEmpty() || heroes.size() > 3) {
            throw new IllegalArgumentException("a game has 1 to 3 heroes, not " + heroes.size());
        }
        if (heroes.stream().distinct().count() != heroes.size()) {
            throw new IllegalArgumentException("each hero can be played once: " + heroes);
        }
        for (String id : heroes) {
            if (rules.data().heroes().stream().noneMatch(d -> d.id().equals(id))) {
                throw new IllegalArgumentException("unknown hero \"" + id + "\"");
            }
        }
        GameState s = new GameState(rules.board().size(), rules.cards().tokenCount(), seed);
        for (String id : heroes) {
            HeroDef d = rules.data().hero(id);
            HeroState h = new HeroState(id);
            h.location = rules.board().location(d.start()).index();
            h.life = new IntList(rules.cards().heroDeck(id));
            h.life.shuffle(s.rng);
            s.heroes.add(h);
        }
        for (MinionDef m : rules.data().minions()) {
            MinionState ms = new MinionState(m.id());
            if (m.entersAt() == 1) {
                ms.status = MinionState.Status.ACTIVE;
                ms.location = rules.board().location(m.start().get(0)).index();
            }
            s.minions.put(m.id(), ms);
        }
        s.skillDeck = pile(rules.cards().skills(), s);
        for (String deck : rules.cards().combatDeckIds()) {
            s.combatDecks.put(deck, pile(rules.cards().combatDeck(deck), s));
        }
        for (String colour : rules.cards().pileColours()) {
            s.tokenPiles.put(colour, pile(rules.cards().pile(colour), s));
        }
        for (Deck deck : rules.cards().decks()) {
            if (deck.isDrawPile()) {
                s.decks.put(deck.name(), pile(rules.cards().deck(deck), s));
            }
        }
        for (var ch : rules.data().cards().characters()) {
            s.characterAt.put(ch.id(), -1);
        }
        for (Deck deck : rules.cards().decks()) {
            if (deck.isItems()) {
                for (int card : rules.cards().deck(deck)) {
                    s.itemSupply.add(card);
                }
            }
        }
        s.sauronMission = drawOne(rules.cards().deck(Deck.SAURON_MISSIONS), s);
        s.heroMission = drawOne(rules.cards().deck(Deck.HERO_MISSIONS), s);
        List<Step> first = new ArrayList<>();
        for (HeroState h : s.heroes) {
            int quest = drawOne(rules.cards().deck(Deck.quests(h.id, "starting")), s);
            h.quests.add(quest);
            for (int adv : rules.cards().deck(Deck.quests(h.id, "advanced"))) {
                h.quests.add(adv);
            }
            var q = rules.cards().def(quest, CardDecks.Quest.class);
            if (!q.setup().isEmpty()) {
                first.add(new RunEffect(q.setup(), 0, Scope.of(h.id, quest)));
            }
            if (rules.data().hero(h.id).ability().kind() == HeroAbility.EXPERT_RIDER) {
                giveItem(rules, s, h, "horse");
            }
        }
        for (HeroDef d : rules.data().heroes()) {
            if (!heroes.contains(d.id())) {
                for (int card : rules.cards().heroDeck(d.id())) {
                    s.removed.add(card);
                }
                for (String kind : List.of("starting", "advanced")) {
                    for (int card : rules.cards().deck(Deck.quests(d.id(), kind))) {
                        s.removed.add(card);
                    }
                }
            }
        }
        int plot = drawOne(rules.cards().deck(Deck.STARTING_PLOTS), s);
        var def = rules.cards().def(plot, CardDecks.Plot.class);
        s.activePlots[0] = plot;
        s.plotAt[0] = rules.board().location(def.affects().ids().get(0)).index();
        first.add(new RunEffect(def.setup(), 0, Scope.of(null, plot)));
        if (play) {
            first.add(new SauronTurn.Start());
        }
        for (int i = first.size() - 1; i >= 0; i--) {
            s.stack.push(first.get(i));
        }
        return s;
    }

    /** Draws one card of a set at random; the others leave the game. */
    private static int drawOne(int[] cards, GameState s) {
        int pick = s.rng.nextInt(cards.length);
        for (int i = 0; i < cards.length; i++) {
            if (i != pick) {
                s.removed.add(cards[i]);
            }
        }
        return cards[pick];
    }

    private static void giveItem(Rules rules, GameState s, HeroState h, String item) {
        for (int i = 0; i < s.itemSupply.size(); i++) {
            if (rules.cards().id(s.itemSupply.get(i)).equals(item)) {
                h.items.add(s.itemSupply.removeAt(i));
                return;
            }
        }
    }

    private static Pile pile(int[] cards, GameState s) {
        Pile p = new Pile();
        for (int c : cards) {
            p.drawPile().add(c);
        }
        p.shuffle(s.rng);
        return p;
    }

    static List<String> heroIds(GameState s) {
        List<String> out = new ArrayList<>();
        s.heroes.forEach(h -> out.add(h.id));
        return out;
    }
}
