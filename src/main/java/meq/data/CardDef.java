package meq.data;

import java.util.List;

/** A combat card: a hero card, a skill, or a monster combat card (monster cards have no icon). */
public record CardDef(String id, String title, CardType type, int attack, int defense, int cost,
                      Icon icon, int copies, String text, List<CombatEffect> ability) {

    public CardDef {
        ability = List.copyOf(ability);
    }
}
