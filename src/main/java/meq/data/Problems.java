package meq.data;

import java.util.ArrayList;
import java.util.List;
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

    public void throwIfAny() throws DataException {
        if (!list.isEmpty()) {
            throw new DataException(list);
        }
    }
}
