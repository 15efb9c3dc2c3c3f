package meq.data;

import java.util.List;

/** A minion as printed on its board space. */
public record MinionDef(String id, String name, String subtitle, int entersAt, int health, int fortitude,
                        int strength, int wisdom, String deck, List<String> start, String text,
                        MinionTraits traits) {

    public MinionDef {
        start = List.copyOf(start);
    }
}
