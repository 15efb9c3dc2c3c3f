package meq.cli;

import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import meq.bots.BotKind;
import meq.data.DataException;
import meq.data.DataProblem;
import meq.data.YamlSource;
import meq.lab.Curve;
import meq.lab.HtmlReport;
import meq.lab.Spread;
import meq.lab.Sweep;
import meq.lab.SweepEstimate;
import meq.lab.SweepTable;
import meq.lab.Vary;
import meq.rules.Rules;
import meq.session.Session;
import meq.state.OptionalRule;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** `meq lab sweep PRESET --vary PATH=FROM..TO[:STEP]`: the odds at every point of a grid of the preset's numbers. */
@Command(name = "sweep", mixinStandardHelpOptions = true,
        description = "Play a preset at every point of a grid of its numbers and print each point's odds; the "
                + "curve of the heroes' share, with its 95%% interval as a band, with --png or --html.",
        footer = {"", "PATH names a number in the preset's YAML: story.green, shadowPool, influence.minas-tirith,",
                "heroes.eleanor.favor (a list's entry by its id); rule.NAME=0..1 plays an optional rule off and on;",
                "minion.ID.FIELD, monster.ID.FIELD and hero.ID.FIELD vary the game's data (minion.ringwraiths.health);",
                "with --new-games, players=2..4 sweeps new games of 2 to 4 players (each point's game i is the",
                "game `meq simulate --seed` plays as its game i).",
                "Every point is made and checked before any is played; the time it will take is said first, at",
                "this machine's speed measured then. The CSV, PNG and HTML are written after every point: a sweep",
                "stopped (Ctrl-C) keeps the points done. Each point plays samples 0..N-1 of the seed, as `meq odds` does",
                "on that preset: the same figures, at any thread count.",
                "Exit codes: 0 done, 1 the preset or a point is refused, 2 bad usage."})
public final class LabSweep implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "PRESET", arity = "0..1", description = "A preset file or built-in preset name.")
    String preset;

    @Option(names = "--new-games", description = "Sweep new games instead of a preset: vary players=2..4 (4 when it "
            + "does not vary) and optional rules.")
    boolean newGames;

    @Option(names = "--vary", required = true, paramLabel = "PATH=FROM..TO[:STEP]",
            description = "A number of the preset to vary (repeatable: the grid of all of them; the first is the "
                    + "curve's x axis, the second names its curves).")
    List<String> vary = new ArrayList<>();

    @Option(names = "--png", paramLabel = "FILE", description = "Also draw the curve to this PNG file.")
    Path png;

    @Option(names = "--cluster", paramLabel = "CONFIG",
            description = "Play the samples over the members of the lab's cluster this file names (each started "
                    + "with `meq lab worker`; this process plays too): the same figures, seed for seed.")
    Path cluster;

    /** The preset's YAML, for the members of a cluster (null for new games). */
    private byte[] presetYaml;

    @Mixin
    LabCommand.Shared shared = new LabCommand.Shared();

    /** Set by Ctrl-C: the point at work stops and the points done are kept. */
    final AtomicBoolean stopped = new AtomicBoolean();

    @Override
    public Integer call() throws Exception {
        BotKind kind = shared.kind(spec.commandLine());
        Set<OptionalRule> optional = shared.rules(spec.commandLine());
        List<Vary> varies = new ArrayList<>();
        try {
            vary.forEach(v -> varies.add(Vary.parse(v)));
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), e.getMessage());
        }
        if (newGames == (preset != null)) {
            throw new ParameterException(spec.commandLine(), "name a PRESET, or sweep --new-games; not both");
        }
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Rules rules = LabCommand.rules();
        String title;
        Sweep sweep;
        try {
            if (newGames) {
                title = "New games";
                sweep = Sweep.newGames(rules, varies, optional);
            } else {
                PresetFile read = PresetFile.read(rules, preset, err);
                if (read == null) {
                    return MeqCommand.BAD_INPUT;
                }
                title = read.preset().title() + " (" + read.file().getFileName() + ")";
                presetYaml = YamlSource.readBytes(read.file(), read.file().toString());
                sweep = new Sweep(rules, presetYaml, read.file().getFileName().toString(), varies, optional);
            }
        } catch (IllegalArgumentException e) {
            err.println("error: " + e.getMessage());
            return MeqCommand.BAD_INPUT;
        } catch (DataException e) {
            e.problems().stream().map(DataProblem::toString).forEach(err::println);
            err.println("no point played: the game cannot be made at this point");
            return MeqCommand.BAD_INPUT;
        }
        int points = sweep.points().size();
        String about = String.format(Locale.ROOT, "%s: %d point%s, %d samples each, seed %d, %s%s",
                title, points, points == 1 ? "" : "s", shared.samples,
                shared.seed, kind.onEverySeat(), RuleChoice.named(", ", optional));
        Spread member = cluster == null ? null : LabCluster.join(cluster, shared.threads, err);
        if (cluster != null && member == null) {
            return MeqCommand.BAD_INPUT;
        }
        out.println(about);
        out.println(estimate(sweep, kind, points) + (member == null ? "" : "; the cluster's members share the work"));
        List<Sweep.Result> done = new ArrayList<>();
        CountDownLatch kept = new CountDownLatch(1);
        Thread hook = new Thread(() -> {
            stopped.set(true);
            try {
                kept.await(30, TimeUnit.SECONDS); // the points done reach their files first
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "meq-lab-stop");
        Runtime.getRuntime().addShutdownHook(hook);
        try {
            playAll(sweep, kind, varies, done, member,
                    (table, results) -> writeReports(title, about, varies, results, table));
        } catch (Spread.Refused e) {
            err.println("error: " + e.getMessage());
            return MeqCommand.BAD_INPUT;
        } finally {
            if (member != null) {
                member.close();
            }
            kept.countDown();
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException shuttingDown) { // the hook is at work: the files above are written
            }
        }
        return MeqCommand.OK;
    }

    /**
     * Plays the points in order, a line and the files (CSV, chart, report) after each; Ctrl-C (or {@link #stopped})
     * stops the point at work, which is left out: the points done are in the files.
     */
    private void playAll(Sweep sweep, BotKind kind, List<Vary> varies, List<Sweep.Result> done, Spread over,
                         Reports reports) throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        int points = sweep.points().size();
        SweepTable table = new SweepTable(varies, List.of());
        out.println(table.header());
        long t0 = System.nanoTime();
        for (Sweep.Point p : sweep.points()) {
            ProgressBar bar = new ProgressBar(err, shared.samples);
            Sweep.Result r = over == null
                    ? sweep.play(p, shared.samples, shared.seed, shared.threads, kind, bar, stopped::get)
                    : over.play(p, p.newGames() ? null : sweep.yaml(presetYaml, p.values()), sweep.data(p.values()),
                    shared.samples, shared.seed, kind, bar, stopped::get);
            bar.clear();
            if (stopped.get()) {
                err.printf(Locale.ROOT, "stopped: %d of %d points done and kept%s%n", done.size(), points,
                        shared.csv == null ? "" : " in " + shared.csv);
                break;
            }
            done.add(r);
            table = new SweepTable(varies, done);
            out.println(table.line(r));
            if (over != null && !over.strangers().isEmpty()) {
                err.println("  in the cluster but not in its file, so given no work: "
                        + String.join(", ", over.strangers()));
            }
            reports.write(table, done);
            double spent = (System.nanoTime() - t0) / 1e9;
            if (done.size() < points) {
                err.printf(Locale.ROOT, "  %d of %d points done, about %s left%n", done.size(), points,
                        SweepEstimate.duration(spent / done.size() * (points - done.size())));
            }
        }
    }

    /** The files a sweep writes after every point, so that one stopped keeps the points done. */
    private interface Reports {
        void write(SweepTable table, List<Sweep.Result> done) throws Exception;
    }

    private void writeReports(String title, String about, List<Vary> varies, List<Sweep.Result> done,
                              SweepTable table) throws Exception {
        if (shared.csv != null) {
            Session.writeAtomically(shared.csv, table.csv().getBytes(StandardCharsets.UTF_8));
        }
        byte[] chart = png != null || shared.html != null ? Curve.png(title, varies, done) : null;
        if (png != null) {
            Session.writeAtomically(png, chart);
        }
        if (shared.html != null) {
            Session.writeAtomically(shared.html, HtmlReport.of("Sweep: " + title, about, table.lines(), chart,
                    LabCommand.typed(spec.commandLine()), LabCommand.program(), LabCommand.data())
                    .getBytes(StandardCharsets.UTF_8));
        }
    }

    /** How long the sweep will take at this machine's speed now (measured as {@link SweepEstimate} says). */
    private String estimate(Sweep sweep, BotKind kind, int points) throws Exception {
        return SweepEstimate.measure(n -> sweep.play(sweep.points().get(0), n, SweepEstimate.probeSeed(shared.seed),
                shared.threads, kind, x -> { }, () -> false), points * shared.samples, shared.samples,
                shared.threads, kind.search(), () -> false).words();
    }
}
