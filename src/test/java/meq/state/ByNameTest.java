package meq.state;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import java.util.ConcurrentModificationException;
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
            switch (random.nextInt(6)) {
                case 0, 1 -> assertThat(map.put(name, value)).isEqualTo(same.put(name, value));
                case 2 -> assertThat(map.remove(name)).isEqualTo(same.remove(name));
                case 3 -> {
                    map.replaceAll((n, v) -> v + n.length());
                    same.replaceAll((n, v) -> v + n.length());
                }
                case 4 -> assertThat(map.keySet().removeIf(n -> n.startsWith("e")))
                        .isEqualTo(same.keySet().removeIf(n -> n.startsWith("e")));
                default -> assertThat(map.getOrDefault(name, -1)).isEqualTo(same.getOrDefault(name, -1));
            }
            assertThat(map).isEqualTo(same);
            assertThat(same).isEqualTo(map);
            assertThat(map.toString()).isEqualTo(same.toString());
            assertThat(List.copyOf(map.entrySet())).isEqualTo(List.copyOf(same.entrySet()));
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
        copy.remove("perils");
        copy.put("perils", 6);
        copy.entrySet().iterator().next().setValue(7);
        assertThat(original).containsExactly(Map.entry("plots", 1));
        assertThat(copy).containsExactly(Map.entry("plots", 7), Map.entry("shadows", 12), Map.entry("perils", 6));
    }

    @Test
    void anEntryKeepsItsNameAndAWalkSeesAChangeNotItsOwn() {
        ByName<Integer> map = new ByName<>();
        map.put("ringwraiths", 1);
        map.put("black-serpent", 2);
        map.put("mouth-of-sauron", 3);
        var serpent = map.entrySet().stream().filter(e -> e.getKey().equals("black-serpent")).findFirst().orElseThrow();
        var mouth = map.entrySet().stream().filter(e -> e.getKey().equals("mouth-of-sauron")).findFirst().orElseThrow();
        map.remove("ringwraiths");
        assertThat(mouth.getKey()).isEqualTo("mouth-of-sauron");
        assertThat(mouth.setValue(4)).isEqualTo(3);
        assertThat(map).containsExactly(Map.entry("black-serpent", 2), Map.entry("mouth-of-sauron", 4));
        map.remove("black-serpent");
        assertThatThrownBy(() -> serpent.setValue(5)).isInstanceOf(IllegalStateException.class);
        var walk = map.keySet().iterator();
        map.put("witch-king", 6);
        assertThatThrownBy(walk::next).isInstanceOf(ConcurrentModificationException.class);
        var own = map.values().iterator();
        own.next();
        own.remove();
        assertThat(own.next()).isEqualTo(6);
        assertThat(map).containsExactly(Map.entry("witch-king", 6));
        map.clear();
        assertThat(map).isEmpty();
    }
}
