package meq;

import meq.cli.MeqCommand;
import meq.ui.GameWindow;

/** Entry point: with no command, opens the game window; otherwise runs a command line tool. */
public final class Main {
    private Main() {
    }

    public static void main(String[] args) {
        if (args.length == 0) {
            GameWindow.open(); // the window at once, without building the command line's parser
            return;
        }
        int code = MeqCommand.run(args);
        if (code != MeqCommand.KEEP_RUNNING) {
            System.exit(code);
        }
    }
}
