package meq.data;

import java.util.List;

/** A hero sheet and its 25-card deck. */
public record HeroDef(String id, String name, String title, int fortitude, int strength, int agility, int wisdom,
                      String start, AbilityDef ability, List<CardDef> deck, String file) {

    public HeroDef {
        deck = List.copyOf(deck);
    }

    public int deckSize() {
        return deck.stream().mapToInt(CardDef::copies).sum();
    }
}
