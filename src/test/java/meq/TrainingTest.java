package meq;

import static org.assertj.core.api.Assertions.assertThat;
import java.io.PrintWriter;
import java.io.StringWriter;
import meq.cli.MeqCommand;
import org.junit.jupiter.api.Test;

/**
 * The installed game's AOT cache is trained on meq.Training's commands: each must run to its end, or the cache
 * would learn a usage error's path instead of the work (a renamed option would go unseen at build).
 */
class TrainingTest {
    @Test
    void everyCommandTheCacheIsTrainedOnSucceeds() {
        for (String[] command : Training.COMMANDS) {
            StringWriter err = new StringWriter();
            int code = MeqCommand.run(command, new PrintWriter(new StringWriter(), true), new PrintWriter(err, true));
            assertThat(code).as(String.join(" ", command) + ": " + err).isZero();
        }
    }
}
