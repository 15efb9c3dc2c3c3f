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

    /** The rows as the command line prints them, one an option, best first. */
    public List<String> lines() {
        return rows.stream().map(r -> "  " + r.line()).toList();
    }
}
