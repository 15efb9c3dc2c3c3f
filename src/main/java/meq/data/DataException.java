package meq.data;

import java.util.List;

/** Thrown when data files are broken; carries every problem found, in file order. */
public final class DataException extends Exception {
    private final List<DataProblem> problems;

    public DataException(List<DataProblem> problems) {
        super(summary(problems));
        this.problems = List.copyOf(problems);
    }

    public List<DataProblem> problems() {
        return problems;
    }

    private static String summary(List<DataProblem> problems) {
        StringBuilder s = new StringBuilder(problems.size() + (problems.size() == 1 ? " problem" : " problems"));
        for (DataProblem p : problems) {
            s.append(System.lineSeparator()).append(p);
        }
        return s.toString();
    }
}
