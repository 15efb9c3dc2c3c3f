package meq.cli;

import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.Callable;
import meq.bots.BotKind;
import meq.data.DataException;
import meq.data.DataProblem;
import meq.data.YamlSource;
import meq.lab.Curve;
import meq.lab.HtmlReport;
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
                "heroes.eleanor.favor (a list's entry by its id); rule.NAME=0..1 plays an optional rule off and on.",
                "Every point is made and checked before any is played; the time it will take is said first, at",
                "this machine's speed measured then. The CSV is written after every point: a sweep stopped",
                "(Ctrl-C) keeps the points done. Each point plays samples 0..N-1 of the seed, as `meq odds` does",
                "on that preset: the same figures, at any thread count.",
                "Exit codes: 0 done, 1 the preset or a point is refused, 2 bad usage."})
public final class LabSweep implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "PRESET", description = "A preset file or built-in preset name.")
    String preset;

    @Option(names = "--vary", required = true, paramLabel = "PATH=FROM..TO[:STEP]",
            description = "A number of the preset to vary (repeatable: the grid of all of them; the first is the "
                    + "curve's x axis, the second names its curves).")
    List<String> vary = new ArrayList<>();

    @Option(names = "--png", paramLabel = "FILE", description = "Also draw the curve to this PNG file.")
    Path png;

    @Mixin
    LabCommand.Shared shared = new LabCommand.Shared();

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
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Rules rules = LabCommand.rules();
        PresetFile read = PresetFile.read(rules, preset, err);
        if (read == null) {
            return MeqCommand.BAD_INPUT;
        }
        Sweep sweep;
        try {
            sweep = new Sweep(rules, YamlSource.readBytes(read.file(), read.file().toString()),
                    read.file().getFileName().toString(), varies, optional);
        } catch (IllegalArgumentException e) {
            err.println("error: " + e.getMessage());
            return MeqCommand.BAD_INPUT;
        } catch (DataException e) {
            e.problems().stream().map(DataProblem::toString).forEach(err::println);
            err.println("no point played: the preset cannot be made at this point");
            return MeqCommand.BAD_INPUT;
        }
        int points = sweep.points().size();
        String about = String.format(Locale.ROOT, "%s (%s): %d point%s, %d samples each, seed %d, %s%s",
                read.preset().title(), read.file().getFileName(), points, points == 1 ? "" : "s", shared.samples,
                shared.seed, kind.onEverySeat(), RuleChoice.named(", ", optional));
        out.println(about);
        out.println(estimate(sweep, kind, points));
        SweepTable table = new SweepTable(varies, List.of());
        out.println(table.header());
        List<Sweep.Result> done = new ArrayList<>();
        long t0 = System.nanoTime();
        for (Sweep.Point p : sweep.points()) {
            ProgressBar bar = new ProgressBar(err, shared.samples);
            Sweep.Result r = sweep.play(p, shared.samples, shared.seed, shared.threads, kind, bar, () -> false);
            bar.clear();
            done.add(r);
            table = new SweepTable(varies, done);
            out.println(table.line(r));
            if (shared.csv != null) {
                Session.writeAtomically(shared.csv, table.csv().getBytes(StandardCharsets.UTF_8));
            }
            double spent = (System.nanoTime() - t0) / 1e9;
            if (done.size() < points) {
                err.printf(Locale.ROOT, "  %d of %d points done, about %s left%n", done.size(), points,
                        duration(spent / done.size() * (points - done.size())));
            }
        }
        byte[] chart = png != null || shared.html != null
                ? Curve.png(read.preset().title(), varies, done) : null;
        if (png != null) {
            Session.writeAtomically(png, chart);
        }
        if (shared.html != null) {
            Session.writeAtomically(shared.html, HtmlReport.of("Sweep: " + read.preset().title(), about, table.lines(), chart,
                    LabCommand.typed(spec.commandLine()), LabCommand.program(), LabCommand.data())
                    .getBytes(StandardCharsets.UTF_8));
        }
        return MeqCommand.OK;
    }

    /** How long the sweep will take at this machine's speed now (measured as {@link SweepEstimate} says). */
    private String estimate(Sweep sweep, BotKind kind, int points) throws Exception {
        return SweepEstimate.measure(n -> sweep.play(sweep.points().get(0), n, SweepEstimate.probeSeed(shared.seed),
                shared.threads, kind, x -> { }, () -> false), points * shared.samples, shared.samples,
                shared.threads, kind.search(), () -> false).words();
    }

    static String duration(double seconds) {
        return SweepEstimate.duration(seconds);
    }
}
