package meq.ui;

import java.lang.management.ManagementFactory;

/**
 * With -Dmeq.firstFrame=print (or exit): when each phase of starting ended, in ms after the JVM started, said
 * with the first painted frame. Without the property it records nothing.
 */
final class Startup {
    private static final boolean ON = System.getProperty("meq.firstFrame") != null;
    private static final StringBuilder MARKS = new StringBuilder();

    private Startup() {
    }

    static synchronized void mark(String phase) {
        if (ON) {
            MARKS.append(MARKS.length() == 0 ? "" : ", ").append(phase).append(' ').append(sinceStart()).append(" ms");
        }
    }

    static synchronized String marks() {
        return MARKS.toString();
    }

    static long sinceStart() {
        // the JVM's own start time (the process's start, from /proc, is only whole seconds after boot)
        return System.currentTimeMillis() - ManagementFactory.getRuntimeMXBean().getStartTime();
    }
}
