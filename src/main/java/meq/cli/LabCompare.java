package meq.cli;

import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.Callable;
import meq.bots.BotKind;
import meq.lab.Comparison;
import meq.lab.HtmlReport;
import meq.rules.Rules;
import meq.session.Session;
import meq.sim.OddsReport;
import meq.state.OptionalRule;
import meq.state.Side;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** `meq lab compare A B ...`: several presets with the same samples, and whether they differ more than chance. */
@Command(name = "compare", mixinStandardHelpOptions = true,
        description = "Play several presets with the same samples and seed, side by side, and say for each whether "
                + "its heroes' share differs from the first one's more than chance.",
        footer = {"", "The difference's 95%% interval is Newcombe's; \"no difference shown\" when it holds 0.",
                "Exit codes: 0 done, 1 a preset is refused (none is played), 2 bad usage."})
public final class LabCompare implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "PRESET", arity = "2..*", description = "Preset files or built-in preset names.")
    List<String> presets;

    @Mixin
    LabCommand.Shared shared = new LabCommand.Shared();

    @Override
    public Integer call() throws Exception {
        BotKind kind = shared.kind(spec.commandLine());
        Set<OptionalRule> optional = shared.rules(spec.commandLine());
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Rules rules = LabCommand.rules();
        List<PresetFile> read = PresetFile.readAll(rules, presets, err, "nothing compared");
        if (read == null) {
            return MeqCommand.BAD_INPUT;
        }
        String about = String.format(Locale.ROOT, "%d presets, %d samples each, seed %d, %s%s", read.size(),
                shared.samples, shared.seed, kind.onEverySeat(), RuleChoice.named(", ", optional));
        out.println(about);
        List<Comparison.Row> rows = new ArrayList<>();
        for (PresetFile p : read) {
            PresetOdds played = PresetOdds.play(rules, optional, kind, p, shared.samples, shared.seed, shared.threads,
                    err);
            rows.add(new Comparison.Row(played.name(), played.report(), played.samples().size(), played.seconds()));
        }
        List<String> lines = Comparison.lines(rows);
        lines.forEach(out::println);
        if (shared.csv != null) {
            StringBuilder b = new StringBuilder("preset,samples,heroes_wins,heroes,sauron_wins,sauron,"
                    + "difference_vs_first,difference_low,difference_high\n");
            for (Comparison.Row r : rows) {
                OddsReport o = r.report();
                double[] d = Comparison.difference(r, rows.get(0));
                b.append(String.format(Locale.ROOT, "%s,%d,%d,%.2f,%d,%.2f,%.2f,%.2f,%.2f%n", r.name(), r.samples(),
                        o.wins(Side.HEROES), 100 * o.rate(Side.HEROES), o.wins(Side.SAURON), 100 * o.rate(Side.SAURON),
                        d[0], d[1], d[2]));
            }
            Session.writeAtomically(shared.csv, b.toString().getBytes(StandardCharsets.UTF_8));
        }
        if (shared.html != null) {
            Session.writeAtomically(shared.html, HtmlReport.of("Comparison", about, lines, null,
                    LabCommand.typed(spec.commandLine()), LabCommand.program(), LabCommand.data())
                    .getBytes(StandardCharsets.UTF_8));
        }
        return MeqCommand.OK;
    }
}
