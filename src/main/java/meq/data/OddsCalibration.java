package meq.data;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How far the quick odds have been from strong play (data/odds/calibration.csv): the lines `meq odds --calibrate
 * --csv` writes, one a preset, as the program's record. A broken line is refused with its file, line and column.
 */
public record OddsCalibration(List<Line> lines) {
    static final String FILE = "odds/calibration.csv";
    /** The columns, in order: the same as `meq odds --calibrate --csv` writes (README, the commands). */
    public static final List<String> COLUMNS = List.of("preset", "quick_bots", "quick_samples", "quick_heroes",
            "quick_low", "quick_high", "strong_bots", "strong_samples", "strong_heroes", "strong_low", "strong_high",
            "difference", "difference_low", "difference_high", "seed", "kind");
    private static final Pattern SEARCH = Pattern.compile("search \\(budget ([1-9][0-9]{0,5})\\)");

    /** Where a preset starts: at the Finale, or anywhere else (a whole game, or what is left of one). */
    public enum Kind implements Keyed {
        FINALE("finale", "Finale"),
        GAME("game", "whole-game");

        private final String key;
        private final String words;

        Kind(String key, String words) {
            this.key = key;
            this.words = words;
        }

        @Override
        public String key() {
            return key;
        }

        /** As a sentence names the presets of this kind: "Finale", "whole-game". */
        public String words() {
            return words;
        }
    }

    /**
     * One preset's calibration: the heroes' share with the quick bots and with the strong ones (percent, with 95%
     * bounds), the strong side's budget, and the difference quick less strong (points, with its 95% bounds).
     */
    public record Line(String preset, Kind kind, String quickBots, int quickSamples, double quick, String strongBots,
                       int strongBudget, int strongSamples, double strong, double difference, double differenceLow,
                       double differenceHigh, long seed) {
    }

    public OddsCalibration {
        lines = List.copyOf(lines);
    }

    /** The line of this preset (its file name without .yaml), or null. */
    public Line of(String preset) {
        return lines.stream().filter(l -> l.preset().equals(preset)).findFirst().orElse(null);
    }

    /** The lines of a kind, in file order. */
    public List<Line> of(Kind kind) {
        return lines.stream().filter(l -> l.kind() == kind).toList();
    }

    private static volatile OddsCalibration bundled;

    /** The calibration built into the program, read and checked once, when first asked for. */
    public static OddsCalibration bundled() throws DataException {
        OddsCalibration c = bundled;
        if (c == null) {
            synchronized (OddsCalibration.class) {
                if (bundled == null) {
                    bundled = read(DataLoader.bundledFiles(), "data");
                }
                c = bundled;
            }
        }
        return c;
    }

    /** The calibration of a data folder. */
    public static OddsCalibration read(java.nio.file.Path root) throws DataException {
        return read(DataFiles.of(root), root.toString().replace('\\', '/'));
    }

    static OddsCalibration read(DataFiles files, String display) throws DataException {
        String shown = display + "/" + FILE;
        Problems problems = new Problems();
        String text;
        try {
            if (files.size(FILE) < 0) {
                problems.add(new DataProblem(shown, 0, 0, "", "missing file"));
                problems.throwIfAny();
            }
            text = new String(files.read(FILE), StandardCharsets.UTF_8);
        } catch (IOException e) {
            problems.add(new DataProblem(shown, 0, 0, "", "cannot read file: " + e.getMessage()));
            throw new DataException(problems.list());
        }
        OddsCalibration c = parse(text, shown, problems);
        problems.throwIfAny();
        return c;
    }

    /** The lines of a calibration file's text; each problem is added with its line and column. */
    static OddsCalibration parse(String text, String shown, Problems problems) {
        String[] rows = text.split("\r?\n", -1);
        String header = String.join(",", COLUMNS);
        if (!rows[0].strip().equals(header)) {
            problems.add(new DataProblem(shown, 1, 1, "", "the first line must name the columns: " + header));
            return new OddsCalibration(List.of());
        }
        List<Line> out = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (int i = 1; i < rows.length; i++) {
            if (rows[i].isBlank()) {
                continue;
            }
            Line l = new Row(shown, i + 1, rows[i], problems).line();
            if (l != null && !seen.add(l.preset())) {
                problems.add(new DataProblem(shown, i + 1, 1, "preset", "a second line for " + l.preset()));
            } else if (l != null) {
                out.add(l);
            }
        }
        return new OddsCalibration(out);
    }

    /** One line being read: its fields, where each begins, and the problems found. */
    private static final class Row {
        private final String shown;
        private final int number;
        private final String[] fields;
        private final int[] columns;
        private final Problems problems;
        private boolean broken;

        Row(String shown, int number, String text, Problems problems) {
            this.shown = shown;
            this.number = number;
            this.fields = text.strip().split(",", -1);
            this.columns = new int[fields.length];
            for (int i = 1; i < fields.length; i++) {
                columns[i] = columns[i - 1] + fields[i - 1].length() + 1;
            }
            this.problems = problems;
        }

        Line line() {
            if (fields.length != COLUMNS.size()) {
                problems.add(new DataProblem(shown, number, 1, "", fields.length + " fields, where the columns are "
                        + COLUMNS.size()));
                return null;
            }
            String preset = text(0);
            Kind kind = Keyed.byKey(Kind.class, fields[15]);
            if (kind == null) {
                fail(15, "expected one of " + Keyed.keys(Kind.class) + ", got '" + fields[15] + "'");
            }
            if (!fields[1].equals("heuristic")) {
                fail(1, "expected heuristic (the quick bots), got '" + fields[1] + "'");
            }
            Matcher search = SEARCH.matcher(fields[6]);
            if (!search.matches()) {
                fail(6, "expected search (budget N), got '" + fields[6] + "'");
            }
            Line l = new Line(preset, kind, fields[1], count(2), share(3), fields[6],
                    search.matches() ? Integer.parseInt(search.group(1)) : 0, count(7), share(8), points(11),
                    points(12), points(13), seed(14));
            share(4);
            share(5);
            share(9);
            share(10);
            return broken ? null : l;
        }

        private String text(int at) {
            if (fields[at].isBlank()) {
                fail(at, "must not be empty");
            }
            return fields[at];
        }

        private int count(int at) {
            double v = number(at, 1, 1e9);
            return v == Math.rint(v) ? (int) v : fail(at, "expected a whole number, got '" + fields[at] + "'");
        }

        private double share(int at) {
            return number(at, 0, 100);
        }

        private double points(int at) {
            return number(at, -100, 100);
        }

        private long seed(int at) {
            try {
                return Long.parseLong(fields[at]);
            } catch (NumberFormatException e) {
                return fail(at, "expected a whole number, got '" + fields[at] + "'");
            }
        }

        private double number(int at, double low, double high) {
            try {
                double v = Double.parseDouble(fields[at]);
                return v >= low && v <= high ? v
                        : fail(at, "expected a number from " + (int) low + " to " + (int) high + ", got " + fields[at]);
            } catch (NumberFormatException e) {
                return fail(at, "expected a number, got '" + fields[at] + "'");
            }
        }

        private int fail(int at, String message) {
            broken = true;
            problems.add(new DataProblem(shown, number, columns[at] + 1, COLUMNS.get(at), message));
            return 0;
        }
    }
}
