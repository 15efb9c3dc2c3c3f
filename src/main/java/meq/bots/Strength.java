package meq.bots;

/** How strong a bot seat at the table plays: the heuristic bot, or the search with a smaller or larger budget. */
public enum Strength {
    EASY("Easy", BotKind.HEURISTIC, "the heuristic bot: plays to a plan, at once"),
    NORMAL("Normal", BotKind.search(BotKind.DEFAULT_BUDGET),
            "searches " + BotKind.DEFAULT_BUDGET + " sampled games a decision"),
    HARD("Hard", BotKind.search(4 * BotKind.DEFAULT_BUDGET),
            "searches " + 4 * BotKind.DEFAULT_BUDGET + " sampled games a decision: slower");

    private final String word;
    private final BotKind kind;
    private final String about;

    Strength(String word, BotKind kind, String about) {
        this.word = word;
        this.kind = kind;
        this.about = about;
    }

    public String word() {
        return word;
    }

    public BotKind kind() {
        return kind;
    }

    /** What the strength means, for a menu's tooltip. */
    public String about() {
        return about;
    }
}
