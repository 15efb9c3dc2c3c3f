package meq.state;

/** The kinds of physical cards the game tracks by number. */
public enum CardKind {
    HERO, SKILL, COMBAT, EVENT, PLOT, SHADOW, CORRUPTION, PERIL, ENCOUNTER, QUEST, MISSION, ITEM
}
