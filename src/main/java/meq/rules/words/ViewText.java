package meq.rules.words;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.RecordComponent;
import java.util.Collection;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import meq.rules.Ask;
import meq.state.Seat;

/**
 * The serialised form of a {@link meq.rules.View} (and of anything a seat is shown: events, questions): every record
 * component by name, lists, maps and arrays in order, one deterministic line of JSON. What a seat may see is
 * exactly this text, so secrecy is tested on it.
 */
public final class ViewText {
    private static final Map<Class<?>, Method[]> ACCESSORS = new ConcurrentHashMap<>();
    private static final Map<Class<?>, String[]> NAMES = new ConcurrentHashMap<>();

    private ViewText() {
    }

    public static String of(Object value) {
        StringBuilder b = new StringBuilder(4096);
        write(b, value);
        return b.toString();
    }

    private static void write(StringBuilder b, Object v) {
        if (v == null) {
            b.append("null");
        } else if (v instanceof String s) {
            quote(b, s);
        } else if (v instanceof Number || v instanceof Boolean) {
            b.append(v);
        } else if (v instanceof Enum<?> e) {
            quote(b, e.name());
        } else if (v instanceof Seat seat) {
            quote(b, seat.id());
        } else if (v instanceof int[] a) {
            b.append('[');
            for (int i = 0; i < a.length; i++) {
                b.append(i == 0 ? "" : ",").append(a[i]);
            }
            b.append(']');
        } else if (v instanceof Collection<?> c) {
            b.append('[');
            boolean first = true;
            for (Object o : c) {
                b.append(first ? "" : ",");
                first = false;
                write(b, o);
            }
            b.append(']');
        } else if (v instanceof Map<?, ?> m) {
            b.append('{');
            boolean first = true;
            for (Map.Entry<?, ?> e : m.entrySet()) {
                b.append(first ? "" : ",");
                first = false;
                quote(b, String.valueOf(e.getKey() instanceof Enum<?> en ? en.name() : e.getKey()));
                b.append(':');
                write(b, e.getValue());
            }
            b.append('}');
        } else if (v instanceof Record r) {
            record(b, r);
        } else if (v instanceof Ask a) { // written as the record it was
            b.append("{\"type\":\"Ask\",\"seat\":");
            write(b, a.seat());
            b.append(",\"prompt\":");
            write(b, a.prompt());
            b.append(",\"options\":");
            write(b, a.options());
            b.append('}');
        } else {
            throw new IllegalArgumentException("no text form for " + v.getClass().getName());
        }
    }

    private static void record(StringBuilder b, Record r) {
        Class<?> type = r.getClass();
        Method[] get = ACCESSORS.computeIfAbsent(type, ViewText::accessors);
        String[] names = NAMES.get(type);
        b.append("{\"type\":");
        quote(b, type.getSimpleName());
        for (int i = 0; i < get.length; i++) {
            b.append(',');
            quote(b, names[i]);
            b.append(':');
            try {
                write(b, get[i].invoke(r));
            } catch (IllegalAccessException | InvocationTargetException e) {
                throw new IllegalStateException("cannot read " + names[i] + " of " + type.getSimpleName(), e);
            }
        }
        b.append('}');
    }

    private static Method[] accessors(Class<?> type) {
        RecordComponent[] parts = type.getRecordComponents();
        Method[] get = new Method[parts.length];
        String[] names = new String[parts.length];
        for (int i = 0; i < parts.length; i++) {
            get[i] = parts[i].getAccessor();
            get[i].setAccessible(true);
            names[i] = parts[i].getName();
        }
        NAMES.put(type, names);
        return get;
    }

    private static void quote(StringBuilder b, String s) {
        b.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> b.append("\\\"");
                case '\\' -> b.append("\\\\");
                case '\n' -> b.append("\\n");
                default -> {
                    if (c < 0x20) {
                        b.append(String.format("\\u%04x", (int) c));
                    } else {
                        b.append(c);
                    }
                }
            }
        }
        b.append('"');
    }
}
