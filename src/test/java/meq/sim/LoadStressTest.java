package meq.sim;

import static org.assertj.core.api.Assertions.assertThat;
import java.io.PrintWriter;
import java.io.StringWriter;
import meq.cli.MeqCommand;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The full load run, 100,000 games through `meq simulate --mix`; only in the stress profile
 * ({@code mvn -B test -Pstress}; -Dmeq.stress.games, -Dmeq.stress.seed and -Dmeq.stress.threads change it).
 */
@Tag("stress")
class LoadStressTest {
    @Test
    void oneHundredThousandGamesKeepEveryInvariantAfterEveryAction() {
        StringWriter out = new StringWriter();
        int code = MeqCommand.run(new String[] {"simulate", "--mix",
                "--games", System.getProperty("meq.stress.games", "100000"),
                "--seed", System.getProperty("meq.stress.seed", "1"),
                "--threads", System.getProperty("meq.stress.threads", "2")},
                new PrintWriter(out, true), new PrintWriter(System.err, true));
        System.out.println(out);
        assertThat(code).as(out.toString()).isZero();
        assertThat(out.toString()).contains("failures: 0");
    }
}
