package meq.state;

import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The forms of the steps a stack may hold, by their word in files ({@code {step: HeroTurn.Start}}) and by class.
 * The rules engine makes the one table (meq.rules.engine.StepNames) and hands it to the snapshots it writes and
 * reads; a snapshot without it knows no step.
 */
public final class StepForms {
    private final Map<String, RecordForm<? extends Frame>> byWord = new LinkedHashMap<>();
    private final Map<Class<?>, RecordForm<? extends Frame>> byClass = new HashMap<>();

    /** The table of these forms; words (old ones too) and classes must be unique. */
    public StepForms(Collection<RecordForm<? extends Frame>> forms) {
        for (RecordForm<? extends Frame> f : forms) {
            if (byClass.put(f.type(), f) != null) {
                throw new IllegalArgumentException(f.type().getName() + " has two forms");
            }
            add(f.word(), f);
            f.oldWords().forEach(w -> add(w, f));
        }
    }

    private void add(String word, RecordForm<? extends Frame> f) {
        if (byWord.put(word, f) != null) {
            throw new IllegalArgumentException("two steps are written " + word);
        }
    }

    /** The form of a step; a step missing from the table cannot be written. */
    public RecordForm<? extends Frame> of(Frame f) {
        RecordForm<? extends Frame> form = byClass.get(f.getClass());
        if (form == null) {
            throw new IllegalStateException("step " + f.getClass().getName() + " has no saved name");
        }
        return form;
    }

    /** The word a step is written under, or null for a step missing from the table. */
    public String wordOf(Frame f) {
        RecordForm<? extends Frame> form = byClass.get(f.getClass());
        return form == null ? null : form.word();
    }

    /** The form of a step's word in a file (today's or an old one), or null. */
    public RecordForm<? extends Frame> of(String word) {
        return byWord.get(word);
    }
}
