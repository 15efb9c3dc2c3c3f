package meq.ui;

import meq.data.ShadowTiming;
import meq.rules.Naming;
import meq.rules.Rules;
import meq.state.Seat;

/**
 * The prompt while a bot decides, in public words only (never the bot's own question, which may name what only its
 * seat knows): on its own turn, who and the step ("Eometh (bot) is choosing · Travel"); on another's, whose turn and
 * its step first, then who decides what ("Eometh's Travel · Sauron (bot) is deciding whether to play a Shadow card").
 */
final class BotPrompt {
    private BotPrompt() {
    }

    /**
     * The line for a bot's seat, called by its table name; strength null for a bot that does not search. step: whose
     * turn and its step ("Eometh · Travel", "Sauron · Action", "Finale", "Setup"); shadowWindow: the timing of the
     * Shadow window the game stands at, else null.
     */
    static String of(Rules rules, String step, ShadowTiming shadowWindow, Seat bot, String name, String strength) {
        String who = name + (strength == null ? " (bot)" : " (bot, " + strength + ")");
        String doing = strength == null ? "is choosing" : "is thinking";
        int dot = step.indexOf(" · ");
        if (dot < 0) {
            return who + " " + doing + (step.isEmpty() ? "" : " · " + step);
        }
        String turnOf = step.substring(0, dot);
        String part = step.substring(dot + 3);
        if (turnOf.equals(bot.sauron() ? "Sauron" : Naming.who(rules, bot.id()))) {
            return who + " " + doing + " · " + part;
        }
        return turnOf + "'s " + part + " · " + who + " "
                + (shadowWindow != null ? "is deciding whether to play a Shadow card" : doing);
    }
}
