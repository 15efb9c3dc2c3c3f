package meq.data;

import java.util.List;

/** A monster combat deck (Zealot, Ravager, Behemoth). */
public record CombatDeckDef(String id, String name, List<CardDef> cards) {

    public CombatDeckDef {
        cards = List.copyOf(cards);
    }

    public int size() {
        return cards.stream().mapToInt(CardDef::copies).sum();
    }
}
