package meq.rules.words;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import meq.data.MinionDef;
import meq.rules.Ctx;
import meq.rules.GameEvent;
import meq.rules.Naming;
import meq.rules.Rules;
import meq.rules.play.Finale;
import meq.rules.table.Dominance;
import meq.state.GameState;
import meq.state.Side;

/** The Finale and the game's end in words: the Ringwraiths as they will fight, and who won, how and by what road. */
public final class FinaleWords {
    private FinaleWords() {
    }

    /** A mission card laid face up at the Finale, and whether its side fulfils it. */
    public record Mission(Side side, String title, String text, boolean fulfilled) {
    }

    /**
     * The Finale before the champion's fight: the dominant side, how much the difficulty moves, the Ringwraiths'
     * printed and adjusted health and fortitude, their strength, and the missions the rules lay face up.
     */
    public record Opening(Side dominant, int bonus, int printedHealth, int health, int printedFortitude,
                          int fortitude, int strength, List<Mission> missions, String adjustment) {
    }

    /** The end: the headline ("Sauron wins"), how, and the road there, in the order it happened. */
    public record Result(Side winner, String headline, String how, List<String> road, List<Mission> missions) {
    }

    /** The Finale has begun and its champion is still to be chosen (step 5): the moment to show its opening. */
    public static boolean choosingChampion(GameState s) {
        return s.winner == null && s.stack.peek() instanceof Finale f && f.phase() == 2;
    }

    /** The Finale as the rules stand it now (step 4's adjustment read from the story track). */
    public static Opening opening(Rules r, GameState s) {
        Side dominant = Dominance.of(r, s);
        int bonus = dominant == Side.SAURON ? s.story.heroDistance()
                : dominant == Side.HEROES ? -s.story.sauronDistance() : 0;
        MinionDef w = r.data().minion(Finale.OPPONENT);
        String adjustment = switch (dominant) {
            case SAURON -> "Sauron is dominant: the Ringwraiths gain " + bonus + " health and fortitude, the spaces"
                    + " the heroes' marker is from the Finale.";
            case HEROES -> "The heroes are dominant: the Ringwraiths lose " + (-bonus) + " health and fortitude"
                    + " (never below 1).";
            default -> "Neither side is dominant: the Ringwraiths fight as printed.";
        };
        List<Mission> shown = new ArrayList<>();
        if (dominant != Side.HEROES) {
            mission(r, s, s.sauronMission, Side.SAURON).ifPresent(shown::add);
        }
        if (dominant != Side.SAURON) {
            mission(r, s, s.heroMission, Side.HEROES).ifPresent(shown::add);
        }
        return new Opening(dominant, bonus, w.health(), Finale.adjusted(w.health(), bonus), w.fortitude(),
                Finale.adjusted(w.fortitude(), bonus), w.strength(), shown, adjustment);
    }

    private static Optional<Mission> mission(Rules r, GameState s, int card, Side side) {
        if (card < 0) {
            return Optional.empty();
        }
        CardFace f = CardFaces.of(r, card);
        Ctx c = new Ctx(r, s.copy(), new ArrayList<>()); // a condition reads; a copy keeps the state untouched
        return Optional.of(new Mission(side, f.title(), f.text(), Finale.fulfilled(c, card)));
    }

    /** The game as it ended, told from the events of the whole game (in order); null while it goes on. */
    public static Result result(Rules r, GameState s, List<GameEvent> events) {
        if (s.winner == null) {
            return null;
        }
        String headline = s.winner == Side.SAURON ? "Sauron wins" : "The heroes win";
        List<String> road = new ArrayList<>();
        String champion = null;
        int turn = -1;
        int lastRound = 0;
        boolean finale = false;
        for (GameEvent e : events) {
            if (e instanceof GameEvent.TurnStarted t) {
                turn = t.turn();
            } else if (e instanceof GameEvent.FinaleBegins) {
                finale = true;
                road.add("The Finale began in turn " + (turn >= 0 ? turn : s.turn) + ".");
            } else if (e instanceof GameEvent.CardResolved cr && cr.kind().equals("champion")) {
                champion = Naming.who(r, cr.card());
                road.add("The heroes chose " + champion + " as their champion.");
            } else if (finale && e instanceof GameEvent.CombatRound cr && cr.opponent().equals(Finale.OPPONENT)) {
                // the champion's fight (the Ringwraiths fought as a minion earlier are not the Finale's road)
                lastRound = cr.round();
                road.add("Round " + cr.round() + ": " + Naming.who(r, cr.hero()) + " dealt " + cr.toOpponent()
                        + " damage and took " + cr.toHero() + (cr.opponentDefeated() ? "; the Ringwraiths fell." : "."));
            }
        }
        String how;
        if ("mission at the Finale".equals(s.winReason)) {
            Mission m = mission(r, s, s.winner == Side.SAURON ? s.sauronMission : s.heroMission, s.winner)
                    .orElse(null);
            how = (s.winner == Side.SAURON ? "Sauron" : "The heroes") + " fulfilled "
                    + (s.winner == Side.SAURON ? "his" : "their") + " mission at the Finale"
                    + (m == null ? "" : ": " + m.title()) + ".";
        } else if ("Finale combat".equals(s.winReason)) {
            String who = champion == null ? "the champion" : champion;
            how = s.winner == Side.HEROES
                    ? "The champion " + who + " defeated the Ringwraiths" + (lastRound > 0 ? " in round " + lastRound : "") + "."
                    : "The Ringwraiths withstood the champion " + who
                    + (lastRound > 0 ? " for " + lastRound + (lastRound == 1 ? " round" : " rounds") : "") + ".";
        } else {
            how = "The game ended: " + s.winReason + ".";
        }
        List<Mission> missions = new ArrayList<>();
        mission(r, s, s.sauronMission, Side.SAURON).ifPresent(missions::add);
        mission(r, s, s.heroMission, Side.HEROES).ifPresent(missions::add);
        return new Result(s.winner, headline, how, road, missions);
    }
}
