package meq.state;

import static org.assertj.core.api.Assertions.assertThat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** A state's maps by name answer as the LinkedHashMaps they replaced, and a copy never shares a write. */
class ByNameTest {
    private static final List<String> NAMES = List.of("plots", "shadows", "events-1", "perils", "encounters-haven");

    @Test
    void answersAsALinkedHashMapUnderRandomWrites() {
        Random random = new Random(5);
        ByName<Integer> map = new ByName<>();
        Map<String, Integer> same = new LinkedHashMap<>();
        for (int k = 0; k < 2000; k++) {
            String name = NAMES.get(random.nextInt(NAMES.size()));
            int value = random.nextInt(4);
            switch (random.nextInt(3)) {
                case 0 -> assertThat(map.put(name, value)).isEqualTo(same.put(name, value));
                case 1 -> assertThat(map.remove(name)).isEqualTo(same.remove(name));
                default -> assertThat(map.get(name)).isEqualTo(same.get(name));
            }
            assertThat(map).isEqualTo(same);
            assertThat(List.copyOf(map.keySet())).isEqualTo(List.copyOf(same.keySet()));
            assertThat(List.copyOf(map.values())).isEqualTo(List.copyOf(same.values()));
            assertThat(map.containsValue(value)).isEqualTo(same.containsValue(value));
            assertThat(map.hashCode()).isEqualTo(same.hashCode());
        }
    }

    @Test
    void aCopyAndItsOriginalWriteApart() {
        ByName<Integer> original = new ByName<>();
        original.put("plots", 1);
        original.put("shadows", 2);
        ByName<Integer> copy = original.copy(v -> v + 10);
        copy.put("plots", 5);
        copy.put("perils", 6);
        original.remove("shadows");
        copy.entrySet().iterator().next().setValue(7);
        assertThat(original).containsExactly(Map.entry("plots", 1));
        assertThat(copy).containsExactly(Map.entry("plots", 7), Map.entry("shadows", 12), Map.entry("perils", 6));
    }
}
