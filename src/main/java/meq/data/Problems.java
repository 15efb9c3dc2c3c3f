package meq.data;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.yaml.snakeyaml.nodes.Node;

/** Collects problems across files so that a load reports all of them at once. */
public final class Problems {
    private final List<DataProblem> list = new ArrayList<>();

    public void add(DataProblem p) {
        list.add(p);
    }

    public void at(String file, Node node, String field, String message) {
        int line = node == null ? 0 : node.getStartMark().getLine() + 1;
        int column = node == null ? 0 : node.getStartMark().getColumn() + 1;
        list.add(new DataProblem(file, line, column, field, message));
    }

    public boolean isEmpty() {
        return list.isEmpty();
    }

    public int size() {
        return list.size();
    }

    public List<DataProblem> list() {
        return List.copyOf(list);
    }

    /** Throws every problem, grouped by file in the order files were read, by line within a file. */
    public void throwIfAny() throws DataException {
        if (!list.isEmpty()) {
            throw new DataException(sorted());
        }
    }

    List<DataProblem> sorted() {
        Map<String, Integer> fileOrder = new HashMap<>();
        for (DataProblem p : list) {
            fileOrder.putIfAbsent(p.file(), fileOrder.size());
        }
        List<DataProblem> out = new ArrayList<>(list);
        out.sort(Comparator.<DataProblem>comparingInt(p -> fileOrder.get(p.file()))
                .thenComparingInt(DataProblem::line).thenComparingInt(DataProblem::column));
        return out;
    }
}
