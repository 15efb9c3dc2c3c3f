package meq.rules.words;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import meq.board.Payment;
import meq.data.CardDecks;
import meq.data.ShadowTiming;
import meq.rules.Action;
import meq.rules.Ask;
import meq.rules.GameEvent;
import meq.rules.Naming;
import meq.rules.Rules;
import meq.rules.View;
import meq.rules.play.Encounters;
import meq.rules.play.Fights;
import meq.rules.play.Finale;
import meq.rules.play.HeroTurn;
import meq.rules.play.Perils;
import meq.rules.play.SauronActions;
import meq.rules.play.SauronTurn;
import meq.rules.play.Shadows;
import meq.state.Deck;
import meq.state.Frame;
import meq.state.GameState;
import meq.state.Side;

/** Actions and events in words, for the window, the log and bug reports. */
public final class Describe {
    private Describe() {
    }

    /** The timing of the Shadow window the game stands at (Sauron is asked whether to play), or null. */
    public static ShadowTiming shadowTiming(GameState s) {
        return s.stack.peek() instanceof Shadows.Window w ? w.timing() : null;
    }

    /** The Shadow timings the cards use, in the order of the data. */
    public static List<ShadowTiming> shadowTimings(Rules r) {
        return r.data().cards().shadows().stream().map(CardDecks.Shadow::timing).distinct().toList();
    }

    /** The winner as a name: "Sauron wins", "The heroes win". */
    public static String wins(Side side) {
        return side == Side.SAURON ? "Sauron wins" : side == Side.HEROES ? "The heroes win"
                : "Nobody wins";
    }

    /** The dominant side as a name: "Sauron", "the heroes", "neither side". */
    public static String dominant(Side side) {
        return side == Side.SAURON ? "Sauron" : side == Side.HEROES ? "the heroes"
                : "neither side";
    }

    public static String action(Rules r, Action a) {
        if (a instanceof Action.Pass) {
            return "Pass / done";
        } else if (a instanceof Action.PassForThisTurn) {
            return "Play no Shadow card, and do not ask me again this turn";
        } else if (a instanceof Action.TakeAction t) {
            return switch (t.type()) {
                case INFLUENCE -> "Place influence";
                case SHADOW_AND_PLOT -> "Draw Shadow and Plot cards";
                case COMMAND -> "Command monsters and minions";
            };
        } else if (a instanceof Action.PlaceInfluence p) {
            return "Place influence on " + Naming.location(r, p.location());
        } else if (a instanceof Action.PlaceInPool) {
            return "Place influence into the Shadow Pool";
        } else if (a instanceof Action.MoveMinion m) {
            return "Move " + Naming.who(r, m.minion()) + " to " + Naming.location(r, m.to());
        } else if (a instanceof Action.MoveToken m) {
            return "Move a monster token to " + Naming.location(r, m.to());
        } else if (a instanceof Action.DrawToken d) {
            return "Draw a monster token from the " + d.pile() + " pile";
        } else if (a instanceof Action.PlaceToken p) {
            return "Place a monster token from the " + p.pile() + " pile at " + Naming.location(r, p.location());
        } else if (a instanceof Action.HealMinion h) {
            return "Heal " + Naming.who(r, h.minion());
        } else if (a instanceof Action.PlaceMinion p) {
            return "Place " + Naming.who(r, p.minion()) + " on " + Naming.location(r, p.location());
        } else if (a instanceof Action.Rest) {
            return "Rest";
        } else if (a instanceof Action.Heal) {
            return "Heal";
        } else if (a instanceof Action.AdvanceMarker m) {
            return "Advance the " + m.marker().name().toLowerCase() + " marker";
        } else if (a instanceof Action.MoveHero m) {
            return "Move to " + Naming.location(r, m.to())
                    + (m.card() >= 0 ? " paying " + asCard(r, m.card()) : " paying several cards");
        } else if (a instanceof Action.Discard d) {
            return "Discard " + asCard(r, d.card()); // paying for a move, card by card
        } else if (a instanceof Action.ExploreHere) {
            return "Explore here without moving";
        } else if (a instanceof Action.RetrieveFavor) {
            return "Take the favor here";
        } else if (a instanceof Action.ChooseOption o) {
            return Naming.readable(r, o.text());
        } else if (a instanceof Action.ChooseHero h) {
            return Naming.who(r, h.hero());
        } else if (a instanceof Action.ChooseLocation l) {
            return Naming.location(r, l.location());
        } else if (a instanceof Action.ChooseCard c) {
            return Naming.card(r, c.card());
        } else if (a instanceof Action.ChooseAttribute at) {
            return "Gain a level of " + at.attribute().name().toLowerCase();
        } else if (a instanceof Action.TakeFromLife) {
            return "Discard from the top of the life pool";
        } else if (a instanceof Action.Accept) {
            return "Yes";
        } else if (a instanceof Action.LoseFavor) {
            return "Lose a favor";
        } else if (a instanceof Action.PlayPlot p) {
            return "Play " + Naming.card(r, p.card()) + " on " + Naming.location(r, p.location());
        } else if (a instanceof Action.Consult c) {
            return "Consult " + Naming.titled(r, c.character()) + (c.ability() ? " for the ability" : " for 2 favor");
        } else if (a instanceof Action.DarkPath) {
            return "Take the dark path for 1 favor and a Corruption card";
        } else if (a instanceof Action.CompleteQuest q) {
            return "Complete " + Naming.card(r, q.card());
        } else if (a instanceof Action.DiscardPlot p) {
            int cost = r.cards().def(p.card(), CardDecks.Plot.class).discardCost();
            return "Discard the active plot " + Naming.card(r, p.card()) + " for " + cost + " favor";
        } else if (a instanceof Action.UseEvent) {
            return "Use the current event";
        } else if (a instanceof Action.FlipToken f) {
            // Sauron's question: the faces are his to know
            String face = r.cards().tokenFace(f.token());
            return "Flip the " + (face == null ? "blank" : r.data().monster(face).name()) + " token from the "
                    + r.cards().tokenPile(f.token()) + " pile";
        } else if (a instanceof Action.FightMinion m) {
            return "Attack with " + Naming.who(r, m.minion());
        } else if (a instanceof Action.DrawPerils) {
            return "Draw Peril cards";
        } else if (a instanceof Action.Scout s) {
            return "Scout " + Naming.location(r, s.location());
        } else if (a instanceof Action.Trade t) {
            String what = t.card() < 0 ? "a favor" : Naming.card(r, t.card());
            return (t.ask() ? "Ask " + Naming.who(r, t.other()) + " for " : "Give " + Naming.who(r, t.other()) + " ") + what;
        }
        return a.toString();
    }

    /**
     * A choice as a player reads it under its question: a bare pick of a card, hero or location gets the
     * question's verb ("Keep Sauron Hunts for the Ring", "Send the hero to Rivendell"); every other choice reads
     * as {@link #action}.
     */
    public static String choice(Rules r, Ask ask, Action a) {
        return choice(r, null, ask, a);
    }

    /**
     * As {@link #choice(Rules, Ask, Action)}, with the number of cards a move costs ("Move to Belfalas paying 3
     * cards") read from the view of the seat asked, Boat and Horse counted.
     */
    public static String choice(Rules r, View v, Ask ask, Action a) {
        String move = movePrice(r, v, ask, a);
        return move != null ? move : plainChoice(r, ask, a);
    }

    /**
     * As {@link #action}, with the Pass in its question's words and the number of cards a move costs read from the
     * view of the seat asked; a bare pick without the question's verb (the words tests choose by).
     */
    public static String choiceWords(Rules r, View v, Ask ask, Action a) {
        String move = movePrice(r, v, ask, a);
        return move != null ? move : a instanceof Action.Pass ? pass(ask) : a instanceof Action.Accept ? accept(ask)
                : action(r, a);
    }

    /** What the Yes of a yes-or-no question means, where its question words it ("Pay 2 favor"). */
    private static String accept(Ask ask) {
        if (ask == null) {
            return "Yes";
        }
        String q = ask.prompt();
        if (q.startsWith("Put the top Plot card")) {
            return "Put it at the bottom: you draw other plots first";
        }
        Matcher pay = PAY.matcher(q);
        return pay.find() ? "Pay " + pay.group(1) + " favor" : "Yes";
    }

    /** An effect bought with favor: "Shipwrights of Mithlond: pay 2 favor to take the item Boat?". */
    private static final Pattern PAY = Pattern.compile(": pay (\\d+) favor");

    /**
     * A hero chosen for what a card does to him, in the words of "Choose a hero who takes 2 damage": "Thálin takes 2
     * damage", "Thálin's turn ends"; null when the question says no more than "Choose a hero".
     */
    private static String chosenHero(String hero, String q) {
        int at = q.toLowerCase(Locale.ROOT).indexOf("choose a hero ");
        if (at < 0) {
            return null;
        }
        String why = q.substring(at + "choose a hero ".length());
        if (why.startsWith("who ")) {
            return hero + " " + why.substring(4);
        } else if (why.startsWith("whose ")) {
            return hero + "'s " + why.substring(6);
        } else if (why.startsWith("for whom ")) {
            return "For " + hero + ", " + why.substring(9);
        }
        return null;
    }

    /** What the Pass answer of a question means, in its words ("Don't rest"). */
    public static String pass(Ask ask) {
        return ask != null && ask.pass() != null ? ask.pass() : "Pass / done";
    }

    private static String movePrice(Rules r, View v, Ask ask, Action a) {
        if (a instanceof Action.MoveHero m && m.card() < 0 && v != null && ask != null && !ask.seat().sauron()) {
            Payment p = MovePrice.of(r, v, ask.seat().id(), m.to());
            if (p != null) {
                return "Move to " + Naming.location(r, m.to()) + " paying " + p.anyCards() + " cards";
            }
        }
        return null;
    }

    private static String plainChoice(Rules r, Ask ask, Action a) {
        if (a instanceof Action.Pass) {
            return pass(ask);
        }
        if (a instanceof Action.Accept) {
            return accept(ask);
        }
        String what = action(r, a);
        if (!(a instanceof Action.ChooseCard || a instanceof Action.ChooseHero || a instanceof Action.ChooseLocation)
                || ask == null) {
            return what;
        }
        String q = ask.prompt();
        String lower = q.toLowerCase(Locale.ROOT);
        String chosen = a instanceof Action.ChooseHero ? chosenHero(what, q) : null;
        if (chosen != null) {
            return chosen;
        } else if (lower.startsWith("which haven")) {
            return "Send the hero to " + what;
        } else if (lower.startsWith("who takes")) {
            return what + " takes it";
        } else if (lower.startsWith("choose the champion")) {
            return what + " fights the Ringwraiths";
        } else if (lower.startsWith("choose a combat card")) {
            return "Play " + what;
        } else if (lower.startsWith("choose a peril")) {
            return "Draw " + what + " as the Peril";
        } else if (lower.startsWith("take which plot")) {
            return "Take " + what + " into your hand";
        } else if (lower.startsWith("play a plot or discard")) {
            return "Discard the active plot " + what; // the plots to play are PlayPlot answers
        } else if (lower.startsWith("take an action")) {
            return "Play " + what; // a Shadow card played as an action
        } else if (lower.startsWith("place the ")) {
            return "Place it on " + what; // a monster token drawn and looked at
        } else if (lower.startsWith("remove a monster token") || lower.startsWith("remove an influence")) {
            return q.substring(0, q.indexOf(" (") < 0 ? q.length() : q.indexOf(" (")) + " from " + what;
        } else if (lower.startsWith("retreat to")) {
            return "Retreat to " + what;
        } else if (lower.startsWith("defeated: lose")) {
            return "Lose " + what;
        } else if (lower.startsWith("take damage")) {
            return "Discard " + what;
        } else if (lower.contains("choose where ") && lower.endsWith(" goes")) { // "An Evil Fog: choose where X goes"
            return "Move " + q.substring(lower.indexOf("choose where ") + 13, q.length() - 5) + " to " + what;
        } else if (lower.contains("keep")) {
            return "Keep " + what;
        }
        for (String verb : List.of("Discard", "Return", "Give", "Remove", "Place", "Move", "Play")) {
            if (q.startsWith(verb + " ")) {
                return verb + " " + what;
            }
        }
        return "Choose " + what;
    }

    /** The location an action is about, for choosing it on the map; -1 when none. */
    public static int locationOf(Action a) {
        if (a instanceof Action.PlaceInfluence p) {
            return p.location();
        } else if (a instanceof Action.MoveMinion m) {
            return m.to();
        } else if (a instanceof Action.MoveToken m) {
            return m.to();
        } else if (a instanceof Action.PlaceMinion p) {
            return p.location();
        } else if (a instanceof Action.MoveHero m) {
            return m.to();
        } else if (a instanceof Action.ChooseLocation l) {
            return l.location();
        } else if (a instanceof Action.PlayPlot p) {
            return p.location();
        } else if (a instanceof Action.Scout s) {
            return s.location();
        }
        return -1;
    }

    /**
     * Whose turn and which of its steps the game is in (for the log): "Sauron · Plot", "Eleanor · Travel",
     * "Finale"; empty before the first turn.
     */
    public static String step(Rules r, GameState s) {
        for (Frame f : s.stack) {
            String step = stepName(f);
            if (f instanceof SauronTurn.Start && s.turn == 1) {
                return "Setup"; // the first round not yet laid out: the setup's choices are made over it
            }
            if (step != null) {
                String hero = heroOf(f);
                return step.equals("Finale") ? step : (hero == null ? "Sauron" : Naming.who(r, hero)) + " · " + step;
            }
        }
        return "";
    }

    private static String stepName(Frame f) {
        if (f instanceof HeroTurn.Rest || f instanceof HeroTurn.AdvanceLeftmost || f instanceof HeroTurn.HealChoice
                || f instanceof HeroTurn.Survivalist) {
            return "Rest";
        } else if (f instanceof HeroTurn.Ambush) {
            return "Ambush";
        } else if (f instanceof HeroTurn.Travel || f instanceof HeroTurn.Pay || f instanceof HeroTurn.Arrival
                || f instanceof HeroTurn.HavenConsent) {
            return "Travel";
        } else if (f instanceof HeroTurn.Explore || f instanceof HeroTurn.TradeConsent) {
            return "Explore";
        } else if (f instanceof Encounters.Draw) {
            return "Encounter";
        } else if (f instanceof HeroTurn.Start || f instanceof HeroTurn.End) {
            return "Turn";
        } else if (f instanceof SauronTurn.Start || f instanceof SauronTurn.Rally) {
            return "Rally";
        } else if (f instanceof SauronTurn.Story || f instanceof SauronTurn.StoryCheck
                || f instanceof SauronTurn.MinionEntry) {
            return "Story";
        } else if (f instanceof SauronTurn.PlotStep) {
            return "Plot";
        } else if (f instanceof SauronTurn.EventStep || f instanceof SauronTurn.EventAftermath) {
            return "Event";
        } else if (f instanceof SauronActions.Choose || f instanceof SauronActions.Influence
                || f instanceof SauronActions.Command) {
            return "Action";
        } else if (f instanceof SauronTurn.HeroDraw || f instanceof SauronTurn.End) {
            return "Hero draw";
        } else if (f instanceof Finale) {
            return "Finale";
        } else if (f instanceof Fights.Fight) {
            return "Fight";
        } else if (f instanceof Perils.Draw || f instanceof Perils.Choose) {
            return "Peril";
        }
        return null;
    }

    private static String heroOf(Frame f) {
        if (f instanceof HeroTurn.Rest x) {
            return x.hero();
        } else if (f instanceof HeroTurn.AdvanceLeftmost x) {
            return x.hero();
        } else if (f instanceof HeroTurn.HealChoice x) {
            return x.hero();
        } else if (f instanceof HeroTurn.Survivalist x) {
            return x.hero();
        } else if (f instanceof HeroTurn.Ambush x) {
            return x.hero();
        } else if (f instanceof HeroTurn.Travel x) {
            return x.hero();
        } else if (f instanceof HeroTurn.Pay x) {
            return x.hero();
        } else if (f instanceof HeroTurn.Arrival x) {
            return x.hero();
        } else if (f instanceof HeroTurn.HavenConsent x) {
            return x.hero();
        } else if (f instanceof HeroTurn.Explore x) {
            return x.hero();
        } else if (f instanceof HeroTurn.TradeConsent x) {
            return x.giver();
        } else if (f instanceof Encounters.Draw x) {
            return x.hero();
        } else if (f instanceof HeroTurn.Start x) {
            return x.hero();
        } else if (f instanceof HeroTurn.End x) {
            return x.hero();
        } else if (f instanceof Fights.Fight x) {
            return x.hero();
        } else if (f instanceof Perils.Draw x) {
            return x.hero();
        } else if (f instanceof Perils.Choose x) {
            return x.hero();
        }
        return null;
    }

    /**
     * The line the shared table log shows for an event, or empty when it is not for every seat's eyes (or only
     * noise). The log is read by everyone at the table, so a card kept secret is never named here.
     */
    public static Optional<String> forTable(Rules r, GameEvent e) {
        if (e instanceof GameEvent.CardsDrawn) {
            return Optional.empty();
        }
        if (e instanceof GameEvent.Trained t) {
            return Optional.of(Naming.who(r, t.hero()) + " trains and keeps one of two skills");
        }
        if (e instanceof GameEvent.DiscardedAtRandom) {
            return Optional.of(Happened.words(r, e, false)); // how many, never which
        }
        return Optional.of(event(r, e));
    }

    public static String event(Rules r, GameEvent e) {
        if (e instanceof GameEvent.TurnStarted t) {
            return "Sauron's turn " + t.turn() + " begins";
        } else if (e instanceof GameEvent.HeroTurnStarted h) {
            return Naming.who(r, h.hero()) + "'s turn";
        } else if (e instanceof GameEvent.InfluencePlaced p) {
            return p.amount() + " influence on " + Naming.location(r, p.location());
        } else if (e instanceof GameEvent.InfluenceRemoved p) {
            return p.amount() + " influence removed from " + Naming.location(r, p.location()) + " (" + p.why() + ")";
        } else if (e instanceof GameEvent.PoolChanged p) {
            return "Shadow Pool " + (p.amount() > 0 ? "+" : "") + p.amount() + ", now " + p.now();
        } else if (e instanceof GameEvent.StoryMarkerAdvanced || e instanceof GameEvent.StageChanged
                || e instanceof GameEvent.DominanceChanged) {
            return StoryWords.words(r, e);
        } else if (e instanceof GameEvent.ActionTaken a) {
            return "Sauron's action: " + a.type().name().toLowerCase().replace('_', ' ') + " (" + a.value() + ")";
        } else if (e instanceof GameEvent.HeroMoved m) {
            return Naming.who(r, m.hero()) + " moves to " + Naming.location(r, m.to());
        } else if (e instanceof GameEvent.MinionMoved m) {
            return Naming.who(r, m.minion()) + " moves to " + Naming.location(r, m.to());
        } else if (e instanceof GameEvent.MonsterTokenPlaced p) {
            return "A " + p.pile() + " monster token is placed on " + Naming.location(r, p.location());
        } else if (e instanceof GameEvent.EventDrawn ev) {
            return "Event: " + Naming.titled(r, ev.event());
        } else if (e instanceof GameEvent.CardResolved c) {
            return Naming.name(c.kind()) + ": " + Naming.titled(r, c.card());
        } else if (e instanceof GameEvent.DamageTaken d) {
            return Naming.who(r, d.hero()) + " takes " + d.amount() + " damage";
        } else if (e instanceof GameEvent.HeroDefeated d) {
            return Naming.who(r, d.hero()) + " is defeated and recovers in " + Naming.location(r, d.movedTo());
        } else if (e instanceof GameEvent.GameEnded g) {
            return g.winner() + " win: " + g.reason();
        } else if (e instanceof GameEvent.FavorChanged f) {
            return Naming.who(r, f.hero()) + (f.amount() > 0 ? " gains " : " loses ") + Math.abs(f.amount()) + " favor";
        } else if (e instanceof GameEvent.CorruptionTaken c) {
            // one that acts at once is public by what follows (his count does not rise); which card stays his
            return Naming.who(r, c.hero()) + (CardFaces.actsAtOnce(r, c.card())
                    ? " draws a Corruption card that acts at once, then goes back into the deck"
                    : " takes a Corruption card");
        } else if (e instanceof GameEvent.SauronDrew d) {
            return "Sauron draws " + d.count() + (d.deck().equals(Deck.PLOTS) ? " Plot" : " Shadow")
                    + (d.count() == 1 ? " card" : " cards");
        } else if (e instanceof GameEvent.PlotPlayed p) {
            return "Sauron plays the plot " + Naming.titled(r, p.plot()) + " on " + Naming.location(r, p.location());
        }
        return more(r, e);
    }

    /** The words of a hero's turn that a Hero card may also bear as its name (Eleanor's Rest). */
    private static final java.util.Set<String> TURN_WORDS = java.util.Set.of("Rest", "Travel", "Explore", "Heal",
            "Retreat");

    /** A card named in an option; "the card Rest" where its name is also an action's, so it is never read as one. */
    private static String asCard(Rules r, int card) {
        String named = Naming.card(r, card);
        var kind = r.cards().kind(card);
        boolean heroCard = kind == meq.state.CardKind.HERO || kind == meq.state.CardKind.SKILL;
        return heroCard && TURN_WORDS.contains(r.cards().card(card).title()) ? "the card " + named : named;
    }

    private static String more(Rules r, GameEvent e) {
        if (e instanceof GameEvent.MinionEntered m) {
            return Naming.who(r, m.minion()) + " enters play at " + Naming.location(r, m.location());
        } else if (e instanceof GameEvent.MinionHealed m) {
            return Naming.who(r, m.minion()) + " heals " + m.amount() + " damage";
        } else if (e instanceof GameEvent.MonsterTokenMoved m) {
            return "A monster token moves from " + Naming.location(r, m.from()) + " to " + Naming.location(r, m.to());
        } else if (e instanceof GameEvent.HeroRested h) {
            return Naming.who(r, h.hero()) + " rests";
        } else if (e instanceof GameEvent.HeroHealed h) {
            return Naming.who(r, h.hero()) + " heals " + h.cards() + " damage";
        } else if (e instanceof GameEvent.FavorRetrieved f) {
            return Naming.who(r, f.hero()) + " retrieves " + f.amount() + " favor";
        } else if (e instanceof GameEvent.FinaleBegins) {
            return "The Finale begins";
        } else if (e instanceof GameEvent.CorruptionDiscarded c) {
            return Naming.who(r, c.hero()) + " discards a Corruption card";
        } else if (e instanceof GameEvent.LevelGained l) {
            return Naming.who(r, l.hero()) + " gains a level of " + l.attribute().name().toLowerCase();
        } else if (e instanceof GameEvent.ItemGained i) {
            return Naming.who(r, i.hero()) + " gains the item " + Naming.titled(r, i.item());
        } else if (e instanceof GameEvent.CharacterPlaced c) {
            return Naming.titled(r, c.character()) + " is placed on " + Naming.location(r, c.location());
        } else if (e instanceof GameEvent.FavorTokensPlaced f) {
            return f.amount() + " favor placed on " + Naming.location(r, f.location());
        } else if (e instanceof GameEvent.MonsterTokensRemoved m) {
            return m.count() + (m.count() == 1 ? " monster token" : " monster tokens") + " removed from "
                    + Naming.location(r, m.location());
        } else if (e instanceof GameEvent.MinionDamaged m) {
            return Naming.who(r, m.minion()) + " takes " + m.amount() + " damage";
        } else if (e instanceof GameEvent.MinionDefeated m) {
            return Naming.who(r, m.minion()) + " is defeated";
        } else if (e instanceof GameEvent.PlotDiscarded p) {
            return "The plot " + Naming.titled(r, p.plot()) + " is discarded";
        } else if (e instanceof GameEvent.HandRevealed h) {
            return "Strategize: " + (h.sauronsHand() ? "Sauron's combatant" : Naming.who(r, h.hero())) + " holds " + h.ranged()
                    + " Ranged and " + h.melee() + " Melee cards";
        } else if (e instanceof GameEvent.MonsterTokenRevealed || e instanceof GameEvent.CombatRound) {
            return Reveals.eventWords(r, e);
        }
        String happened = Happened.words(r, e, true);
        if (happened != null) {
            return happened;
        }
        return e.getClass().getSimpleName().replaceAll("([a-z])([A-Z])", "$1 $2");
    }
}
