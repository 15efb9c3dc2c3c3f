package meq.state;

import java.util.List;
import meq.data.Fields;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;

/**
 * Reads the steps of a snapshot's stack by their forms: each part under its key (or a key it had before), checked
 * against the game being read (a hero, minion, deck or seat must be of it). No reflection: the form makes the step.
 */
final class StepReader {
    private final StepForms forms;
    private final GameState s;

    StepReader(StepForms forms, GameState s) {
        this.forms = forms;
        this.s = s;
    }

    /** The step of a mapping {@code {step: WORD, key: value...}}, or null after a problem. */
    Frame step(Fields f) {
        String word = f.str("step");
        if (word == null) {
            return null;
        }
        RecordForm<? extends Frame> form = forms.of(word);
        if (form == null) {
            f.fail(f.raw("step"), f.child("step"), "unknown step \"" + word + "\"");
            return null;
        }
        Frame step = record(f, form);
        f.done();
        return step;
    }

    private <T> T record(Fields f, RecordForm<T> form) {
        List<RecordForm.Part<T>> parts = form.parts();
        Object[] values = new Object[parts.size()];
        for (int i = 0; i < values.length; i++) {
            RecordForm.Part<T> p = parts.get(i);
            Node v = f.raw(p.key());
            for (int k = 0; v == null && k < p.was().size(); k++) {
                v = f.raw(p.was().get(k));
            }
            values[i] = value(f, v, f.child(p.key()), p);
        }
        if (!f.ok()) {
            return null;
        }
        try {
            return form.make(values);
        } catch (RuntimeException e) {
            f.fail(f.node(), f.path(), "cannot build this step: " + e.getMessage());
            return null;
        }
    }

    private Object value(Fields f, Node v, String field, RecordForm.Part<?> p) {
        switch (p.kind()) {
            case NUMBER:
                return v == null ? 0 : f.intValue(v, field, Integer.MIN_VALUE, Integer.MAX_VALUE);
            case FLAG:
                return v != null && f.boolValue(v, field);
            default:
                break;
        }
        if (v == null || Fields.isNull(v)) {
            return absent(f, v, field, p);
        }
        return switch (p.kind()) {
            case OPTIONAL_NUMBER -> f.intValue(v, field, Integer.MIN_VALUE, Integer.MAX_VALUE);
            case TEXT, HERO, MINION, DECK, SEAT -> name(f, v, field, p);
            case NUMBERS -> List.copyOf(f.listValue(v, field, (n, ef) -> number(f, n, ef)));
            case TEXTS -> List.copyOf(f.listValue(v, field, (n, ef) -> text(f, n, ef)));
            case WORD -> word(f, v, field, p);
            case RECORD -> nested(f, v, field, p.form());
            case RECORDS -> List.copyOf(f.listValue(v, field, (n, ef) -> nested(f, n, ef, p.form())));
            case UNSAVED_LIST -> v instanceof SequenceNode seq && seq.getValue().isEmpty() ? List.of()
                    : cannotGive(f, v, field, p);
            default -> cannotGive(f, v, field, p);
        };
    }

    /** A part a file leaves out or gives as null: a name the step cannot do without is refused. */
    private static Object absent(Fields f, Node v, String field, RecordForm.Part<?> p) {
        if (p.kind() == RecordForm.Kind.SEAT || p.kind() == RecordForm.Kind.HERO || p.kind() == RecordForm.Kind.MINION
                || p.kind() == RecordForm.Kind.DECK) {
            f.fail(v == null ? f.node() : v, field, "missing; a step names its " + p.key());
        }
        return null;
    }

    private Object name(Fields f, Node v, String field, RecordForm.Part<?> p) {
        String text = text(f, v, field);
        if (text == null) {
            return null;
        }
        String why = switch (p.kind()) {
            case SEAT -> text.equals(Seat.SAURON.id()) || hasHero(text) ? null
                    : "expected sauron or a hero of this game, but found \"" + text + "\"";
            case HERO -> hasHero(text) ? null : "hero \"" + text + "\" is not in this game";
            case MINION -> s.minions.containsKey(text) ? null : "unknown minion \"" + text + "\"";
            case DECK -> s.decks.containsKey(text) ? null : "unknown deck \"" + text + "\"";
            default -> null;
        };
        if (why != null) {
            f.fail(v, field, why);
            return null;
        }
        return switch (p.kind()) {
            case SEAT -> new Seat(text);
            case DECK -> new Deck(text);
            default -> text;
        };
    }

    private static String text(Fields f, Node v, String field) {
        if (v instanceof ScalarNode sc && !Fields.isNull(v)) {
            return sc.getValue();
        }
        f.fail(v, field, "expected text, but found " + Fields.describe(v));
        return null;
    }

    private static Integer number(Fields f, Node v, String field) {
        if (Fields.isNull(v)) {
            f.fail(v, field, "expected a whole number, but found " + Fields.describe(v));
            return null;
        }
        return f.intValue(v, field, Integer.MIN_VALUE, Integer.MAX_VALUE);
    }

    private static Object word(Fields f, Node v, String field, RecordForm.Part<?> p) {
        Words<?> words = p.words();
        Object value = v instanceof ScalarNode sc ? words.value(sc.getValue()) : null;
        if (value == null) {
            f.fail(v, field, words.open() && v instanceof ScalarNode sc
                    ? "unknown " + words.what() + " \"" + sc.getValue() + "\""
                    : "expected a " + words.what() + ": one of " + String.join(", ", words.written())
                    + ", but found " + Fields.describe(v));
        }
        return value;
    }

    private Object nested(Fields f, Node v, String field, RecordForm<?> form) {
        Fields inner = Fields.of(f.file(), v, field, f.problems());
        Object r = inner.ok() ? record(inner, form) : null;
        inner.done();
        if (r == null) {
            f.failQuietly();
        }
        return r;
    }

    private static Object cannotGive(Fields f, Node v, String field, RecordForm.Part<?> p) {
        f.fail(v, field, "this step holds a value a snapshot cannot give (" + p.key() + ")");
        return null;
    }

    private boolean hasHero(String id) {
        for (HeroState h : s.heroes) {
            if (h.id.equals(id)) {
                return true;
            }
        }
        return false;
    }
}
