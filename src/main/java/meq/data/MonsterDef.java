package meq.data;

import java.util.List;

/** A monster reference card. */
public record MonsterDef(String id, String name, int health, int fortitude, int strength, int wisdom, String deck,
                         String abilityName, String text, List<CombatEffect> ability, MonsterOrigin from) {

    public MonsterDef {
        ability = List.copyOf(ability);
    }
}
