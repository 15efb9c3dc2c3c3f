package meq.state;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A named deck of cards, by the word saves, snapshots and events write it under: "events-2", "plots",
 * "encounters-haven", "quests-eleanor-starting", "items-horse" (docs/SAVE-FORMAT.md). Those spellings live here only.
 */
public record Deck(String name) {
    private static final String EVENTS = "events-";
    private static final String ENCOUNTERS = "encounters-";
    private static final String QUESTS = "quests-";
    private static final String MISSIONS = "missions-";
    private static final String ITEMS = "items-";
    /** The encounter decks asked for, by pair (before the constants below, which ask for one). */
    private static final Map<String, Deck> PAIRS = new ConcurrentHashMap<>();

    public static final Deck PLOTS = new Deck("plots");
    public static final Deck STARTING_PLOTS = new Deck("starting-plots");
    public static final Deck SHADOWS = new Deck("shadows");
    public static final Deck CORRUPTION = new Deck("corruption");
    public static final Deck PERILS = new Deck("perils");
    public static final Deck SAURON_MISSIONS = new Deck(MISSIONS + "sauron");
    public static final Deck HERO_MISSIONS = new Deck(MISSIONS + "heroes");
    private static final Deck[] STAGES = {new Deck(EVENTS + 1), new Deck(EVENTS + 2), new Deck(EVENTS + 3)};
    /** The encounter deck of the Havens. */
    public static final Deck HAVEN_ENCOUNTERS = encounters("haven");

    /** The Event deck of a stage of the story (1 to 3). */
    public static Deck events(int stage) {
        return stage >= 1 && stage <= 3 ? STAGES[stage - 1] : new Deck(EVENTS + stage);
    }

    /** The encounter deck of a pair of regions, by the pair's id ("haven" for the Havens'). */
    public static Deck encounters(String pair) {
        Deck kept = PAIRS.get(pair); // asked at every encounter: the name made once, its hash kept with it
        return kept != null ? kept : PAIRS.computeIfAbsent(pair, p -> new Deck(ENCOUNTERS + p));
    }

    /** A hero's quests of one kind: "starting" or "advanced". */
    public static Deck quests(String hero, String kind) {
        return new Deck(QUESTS + hero + "-" + kind);
    }

    /** The copies of one item. */
    public static Deck items(String item) {
        return new Deck(ITEMS + item);
    }

    /** A stage's Event deck. */
    public boolean isEvents() {
        return name.startsWith(EVENTS);
    }

    /** The stage of an Event deck. */
    public String stage() {
        return name.substring(EVENTS.length());
    }

    /** An encounter deck (a pair's or the Havens'). */
    public boolean isEncounters() {
        return name.startsWith(ENCOUNTERS);
    }

    /** The pair of an encounter deck ("haven" for the Havens'). */
    public String pair() {
        return name.substring(ENCOUNTERS.length());
    }

    public boolean isQuests() {
        return name.startsWith(QUESTS);
    }

    public boolean isMissions() {
        return name.startsWith(MISSIONS);
    }

    public boolean isItems() {
        return name.startsWith(ITEMS);
    }

    /** By its name; written out, as a record's own equals (a method handle) showed in the profile of every new game. */
    @Override
    public boolean equals(Object o) {
        return o instanceof Deck d && name.equals(d.name);
    }

    @Override
    public int hashCode() {
        return name.hashCode();
    }

    /** The decks a game draws from as piles: the Events, encounters, Plots, Shadows, Corruption and Perils. */
    public boolean isDrawPile() {
        return isEvents() || isEncounters() || equals(PLOTS) || equals(SHADOWS) || equals(CORRUPTION)
                || equals(PERILS);
    }

    /** Its name, as files write it. */
    @Override
    public String toString() {
        return name;
    }
}
