package meq.sim;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import meq.bots.SearchBot;
import meq.rules.Action;
import meq.rules.Ask;
import meq.rules.Rules;
import meq.rules.View;
import meq.rules.words.Describe;

/**
 * "What are my chances if I do this?": the search's rating of each option of a question, as a player reads it. The
 * options the search played most come first (it gives the better options more play-outs), then by win rate.
 */
public record Advice(Ask ask, int budget, List<Row> rows) {
    /** One option: its words, the play-outs its seat's side won of those played, and the 95% Wilson interval. */
    public record Row(Action option, String words, int wins, int plays, double low, double high) {
        public double rate() {
            return plays == 0 ? 0 : (double) wins / plays;
        }

        /** " 62.5%  (95% interval 48.0% -  75.1%, 20 of 32 won)  Place influence on Moria" */
        public String line() {
            return String.format("%5.1f%%  (95%% interval %4.1f%% - %5.1f%%, %d of %d won)  %s", 100 * rate(),
                    100 * low, 100 * high, wins, plays, words);
        }
    }

    public static Advice of(Rules rules, Ask ask, int budget, List<SearchBot.Rated> rated) {
        return of(rules, null, ask, budget, rated);
    }

    /** As above, each option in the words the window gives it, read from the deciding seat's view (a move's price). */
    public static Advice of(Rules rules, View seen, Ask ask, int budget, List<SearchBot.Rated> rated) {
        List<Row> rows = new ArrayList<>();
        for (SearchBot.Rated r : rated) {
            double[] ci = Stats.wilson(r.wins(), r.plays());
            rows.add(new Row(r.option(), Describe.choice(rules, seen, ask, r.option()), r.wins(), r.plays(), ci[0],
                    ci[1]));
        }
        rows.sort(Comparator.comparingInt(Row::plays).reversed().thenComparing(Comparator.comparingDouble(Row::rate)
                .reversed()));
        return new Advice(ask, budget, List.copyOf(rows));
    }

    /**
     * Below this many play-outs a choice's share is said as counted, not in tenths: its 95% interval is then wider
     * than 15 points either way, so "about 6 in 10" would claim more than is known.
     */
    static final int FEW = 40;

    /**
     * The rating in a player's words: the choice the play-outs favour and the one that comes next, each with its
     * share of games won for the deciding side ("Travel to Bree wins about 6 games in 10 for the heroes; Rest about
     * 4 in 10"); "too close to call" when their 95% intervals overlap. When either was played out few times, or
     * won all or none of its play-outs, both are said as counted and the verdict holds "so far" ("Rest won all 15
     * of its play-outs"), never "wins every game".
     */
    public String verdict() {
        List<Row> played = rows.stream().filter(r -> r.plays() > 0).toList();
        if (rows.size() == 1) {
            return "There is only one choice: " + rows.get(0).words() + ".";
        }
        if (played.size() < 2) {
            return "Too few games played out to tell the choices apart yet.";
        }
        int most = played.stream().mapToInt(Row::plays).max().orElse(0);
        Row best = played.stream().filter(r -> 2 * r.plays() >= most).max(Comparator.comparingDouble(Row::rate))
                .orElseThrow();
        Row next = played.stream().filter(r -> r != best).max(Comparator.comparingDouble(Row::rate)).orElseThrow();
        String side = ask.seat().sauron() ? "Sauron" : "the heroes";
        boolean apart = best.low() > next.high();
        if (counted(best) || counted(next)) {
            String figures = "for " + side + ", " + best.words() + " won " + tally(best) + "; " + next.words()
                    + " won " + tally(next) + ".";
            return apart ? "The play-outs favour " + best.words() + " so far: " + figures
                    : "Too close to call so far: " + figures;
        }
        String figures = best.words() + " wins " + share(best.rate(), true) + " for " + side + "; " + next.words()
                + " wins " + share(next.rate(), false) + ".";
        return apart ? "The play-outs favour " + best.words() + ". " + figures : "Too close to call: " + figures;
    }

    /** Whether a choice's share is said as counted: few play-outs, or all or none of them won. */
    private static boolean counted(Row r) {
        return r.plays() < FEW || r.wins() == 0 || r.wins() == r.plays();
    }

    /** A choice's play-outs as counted: "all 15 of its play-outs", "none of its 3 play-outs", "9 of its 20 play-outs". */
    static String tally(Row r) {
        int n = r.plays();
        if (n == 1) {
            return r.wins() == 1 ? "its only play-out" : "none of its 1 play-out";
        }
        String of = " of its " + n + " play-outs";
        return r.wins() == n ? "all " + n + " of its play-outs" : (r.wins() == 0 ? "none" : r.wins()) + of;
    }

    /** A rate as a player reads it: "about 6 games in 10" ("about 6 in 10" when not full), "almost every game". */
    static String share(double rate, boolean full) {
        long tenths = Math.round(10 * rate);
        if (tenths == 0) {
            return rate == 0 ? (full ? "no games" : "none") : (full ? "hardly any games" : "hardly any");
        }
        if (tenths == 10) {
            return (rate == 1 ? "every " : "almost every ") + (full ? "game" : "one");
        }
        return "about " + tenths + (full ? (tenths == 1 ? " game" : " games") + " in 10" : " in 10");
    }

    /** The play-outs played (fewer than the budget when a first answer was wanted sooner). */
    public int played() {
        return rows.stream().mapToInt(Row::plays).sum();
    }

    /** The rows as the command line prints them, one an option, best first. */
    public List<String> lines() {
        return rows.stream().map(r -> "  " + r.line()).toList();
    }
}
