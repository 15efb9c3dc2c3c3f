package meq.data;

import java.util.List;

/** Two regions that share an encounter deck and a monster token pile. */
public record PairDef(String id, String name, List<String> regions) {

    public PairDef {
        regions = List.copyOf(regions);
    }
}
