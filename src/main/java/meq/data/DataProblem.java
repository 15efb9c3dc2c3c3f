package meq.data;

/** One thing wrong with a data file: where it is and what was expected. Lines and columns count from 1. */
public record DataProblem(String file, int line, int column, String field, String message) {

    @Override
    public String toString() {
        StringBuilder s = new StringBuilder(file);
        if (line > 0) {
            s.append(':').append(line);
            if (column > 0) {
                s.append(':').append(column);
            }
        }
        s.append(": ");
        if (field != null && !field.isEmpty()) {
            s.append(field).append(": ");
        }
        return s.append(message).toString();
    }
}
