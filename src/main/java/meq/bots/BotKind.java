package meq.bots;

import java.util.Locale;

/**
 * Which bot plays a side: the random one, the heuristic one, or the search with its budget (play-outs a decision).
 * The words are the command line's and the windows': "random", "heuristic" ("bot" is its old name), "search".
 */
public record BotKind(Kind kind, int budget) {
    public enum Kind { RANDOM, HEURISTIC, SEARCH }

    public static final BotKind RANDOM = new BotKind(Kind.RANDOM, 0);
    public static final BotKind HEURISTIC = new BotKind(Kind.HEURISTIC, 0);
    /** The search's budget when none is named: the table's Normal strength. */
    public static final int DEFAULT_BUDGET = 64;

    public BotKind {
        if (kind == Kind.SEARCH ? budget < 1 : budget != 0) {
            throw new IllegalArgumentException("a search has a budget of 1 or more, other bots none: " + budget);
        }
    }

    public static BotKind search(int budget) {
        return new BotKind(Kind.SEARCH, budget);
    }

    /** The heuristic bot or the random one: how the first commands named a side's bot. */
    public static BotKind of(boolean heuristic) {
        return heuristic ? HEURISTIC : RANDOM;
    }

    /**
     * The bot a word names (any case), the search with the given budget; null for a word that names none.
     */
    public static BotKind parse(String word, int budget) {
        return switch (word.trim().toLowerCase(Locale.ROOT)) {
            case "random" -> RANDOM;
            case "heuristic", "bot" -> HEURISTIC;
            case "search" -> search(budget);
            default -> null;
        };
    }

    public boolean search() {
        return kind == Kind.SEARCH;
    }

    /** The word for printed figures: "random", "heuristic" or "search (budget 64)". */
    public String word() {
        return kind == Kind.SEARCH ? name() + " (budget " + budget + ")" : name();
    }

    /** The kind's word alone: "random", "heuristic" or "search". */
    public String name() {
        return kind.name().toLowerCase(Locale.ROOT);
    }

    /** As printed beside figures, for one bot or many: "heuristic bot", "search bots, budget 64". */
    public String bots(boolean many) {
        return name() + (many ? " bots" : " bot") + budgetWords();
    }

    /** As printed beside odds: "heuristic bots on every seat", "search bots on every seat, budget 64". */
    public String onEverySeat() {
        return name() + " bots on every seat" + budgetWords();
    }

    private String budgetWords() {
        return search() ? ", budget " + budget : "";
    }

    @Override
    public String toString() {
        return word();
    }
}
