package meq.data;

import java.util.List;

/** A hero sheet and its 25-card deck; colour is his figure's on the table (0xRRGGBB). */
public record HeroDef(String id, String name, String title, int fortitude, int strength, int agility, int wisdom,
                      String start, AbilityDef ability, int colour, List<CardDef> deck, String file) {
    /** The colour of a hero whose file names none. */
    public static final int NO_COLOUR = 0x555555;


    public HeroDef {
        deck = List.copyOf(deck);
    }

    public int deckSize() {
        return deck.stream().mapToInt(CardDef::copies).sum();
    }
}
