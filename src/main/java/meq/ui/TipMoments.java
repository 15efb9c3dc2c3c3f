package meq.ui;

import java.util.ArrayList;
import java.util.List;
import meq.data.Tips;
import meq.rules.View;

/** Which moments with a tip of their own (tips.yaml, `moment:`) have come to a seat, read from its view alone. */
final class TipMoments {
    private TipMoments() {
    }

    /** The moments that hold now for the seat of this view, asked a question of this step (its StepNames name). */
    static List<Tips.Moment> now(View v, String step) {
        List<Tips.Moment> now = new ArrayList<>(2);
        for (Tips.Moment m : Tips.Moment.values()) {
            if (holds(m, v, step)) {
                now.add(m);
            }
        }
        return now;
    }

    private static boolean holds(Tips.Moment m, View v, String step) {
        return switch (m) {
            case DANGER -> !v.seat().sauron() && "HeroTurn.Travel".equals(step); // he chooses where to go
            case SHADOW_CARDS -> v.seat().sauron() && !v.own().shadows().isEmpty();
        };
    }
}
