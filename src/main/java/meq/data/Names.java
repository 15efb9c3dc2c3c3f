package meq.data;

import java.text.Normalizer;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The one place where a hero, monster, minion or location typed by a person is found: by its id ({@code thalin},
 * {@code cave-troll}, {@code barad-dur}) or its printed name ({@code Thálin}, {@code Cave Troll}, {@code The Black
 * Serpent}, {@code Barad-dûr}), in any case, with or without diacritics, spaces or hyphens alike, a leading "the"
 * optional. An unknown or ambiguous name is an {@link UnknownName} whose message lists the close matches.
 */
public final class Names {
    private Names() {
    }

    /** The kinds of thing a name may stand for. */
    public enum Kind {
        HERO("hero"), MONSTER("monster"), MINION("minion"), LOCATION("location");

        private final String word;

        Kind(String word) {
            this.word = word;
        }

        public String word() {
            return word;
        }
    }

    /** What a name was found to stand for: its kind, its id and its printed name. */
    public record Match(Kind kind, String id, String name) {
        @Override
        public String toString() {
            return name.equals(id) ? id : name + " (" + id + ")";
        }
    }

    /** A name that stands for nothing of the kinds asked, or for more than one thing; the message says which. */
    public static final class UnknownName extends IllegalArgumentException {
        private final transient List<Match> close;
        private final boolean ambiguous;

        UnknownName(String message, List<Match> close, boolean ambiguous) {
            super(message);
            this.close = List.copyOf(close);
            this.ambiguous = ambiguous;
        }

        /** The close matches (for an ambiguous name: every thing it could stand for). */
        public List<Match> close() {
            return close;
        }

        public boolean ambiguous() {
            return ambiguous;
        }
    }

    /**
     * The form names are compared in: no diacritics, lower case, every run of other characters than letters and
     * digits one hyphen, none at either end ("Barad-dûr" and "barad dur" are both "barad-dur").
     */
    public static String key(String text) {
        String plain = Normalizer.normalize(text, Normalizer.Form.NFD).replaceAll("\\p{M}+", "");
        return plain.toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N}]+", "-").replaceAll("^-+|-+$", "");
    }

    /** Every thing of these kinds in the data, in the data's order. */
    public static List<Match> all(GameData data, Kind... kinds) {
        List<Match> all = new ArrayList<>();
        for (Kind k : kinds) {
            switch (k) {
                case HERO -> data.heroes().forEach(h -> all.add(new Match(k, h.id(), h.name())));
                case MONSTER -> data.monsters().forEach(m -> all.add(new Match(k, m.id(), m.name())));
                case MINION -> data.minions().forEach(m -> all.add(new Match(k, m.id(), m.name())));
                case LOCATION -> data.locations().forEach(l -> all.add(new Match(k, l.id(), l.name())));
            }
        }
        return all;
    }

    /** The id of the one thing of these kinds the name stands for; UnknownName if none or several. */
    public static String id(GameData data, String name, Kind... kinds) {
        return find(data, name, kinds).id();
    }

    /** The one thing of these kinds the name stands for; UnknownName if none or several. */
    public static Match find(GameData data, String name, Kind... kinds) {
        return find(all(data, kinds), name, describe(kinds));
    }

    /**
     * The one of these candidates the name stands for (by id or printed name, see the class); UnknownName if none
     * or several. {@code what} says what was looked for, in the message ("hero", "monster or minion").
     */
    public static Match find(List<Match> candidates, String name, String what) {
        String k = key(name == null ? "" : name);
        Map<String, Match> hits = new LinkedHashMap<>();
        for (Match m : candidates) {
            if (keys(m).contains(k)) {
                hits.putIfAbsent(m.kind() + "/" + m.id(), m);
            }
        }
        if (hits.size() == 1) {
            return hits.values().iterator().next();
        }
        if (hits.size() > 1) {
            List<Match> all = new ArrayList<>(hits.values());
            throw new UnknownName("\"" + name + "\" could be more than one " + what + ": "
                    + all.stream().map(m -> m.name() + " (" + m.kind().word + " " + m.id() + ")").collect(Collectors.joining(", "))
                    + "; give the id", all, true);
        }
        List<Match> close = close(candidates, k);
        String message = "unknown " + what + " \"" + name + "\"";
        if (!close.isEmpty()) {
            message += "; did you mean " + close.stream().map(Match::toString).collect(Collectors.joining(", "))
                    + "?";
        } else if (candidates.size() <= 20) {
            message += "; the " + what + " names are " + candidates.stream().map(Match::toString)
                    .collect(Collectors.joining(", "));
        }
        throw new UnknownName(message, close, false);
    }

    /** Up to five of these words close to the name (as for an unknown name), nearest first. */
    public static List<String> nearest(List<String> words, String name) {
        List<Match> candidates = words.stream().map(w -> new Match(null, w, w)).toList();
        return close(candidates, key(name)).stream().map(Match::id).toList();
    }

    /** The keys a thing answers to: its id, its name, and its name without a leading "the". */
    private static List<String> keys(Match m) {
        String name = key(m.name());
        List<String> keys = new ArrayList<>(List.of(key(m.id()), name));
        if (name.startsWith("the-")) {
            keys.add(name.substring(4));
        }
        return keys;
    }

    /**
     * Up to five candidates near the key: one holds the other, a few letters apart, or most words alike; nearest
     * first.
     */
    static List<Match> close(List<Match> candidates, String k) {
        record Near(Match m, int distance) {
        }
        List<Near> near = new ArrayList<>();
        if (k.isEmpty()) {
            return List.of();
        }
        for (Match m : candidates) {
            int best = Integer.MAX_VALUE;
            for (String c : keys(m)) {
                int d = distance(k, c);
                if (k.length() >= 3 && (c.contains(k) || k.contains(c))) {
                    d = Math.min(d, 1);
                }
                best = Math.min(best, d);
            }
            if (best <= Math.max(2, k.length() / 4) || sharesMostWords(k, keys(m))) {
                near.add(new Near(m, best));
            }
        }
        return near.stream().sorted(Comparator.comparingInt(Near::distance)).limit(5).map(Near::m).toList();
    }

    /** A name of two words or more whose words are mostly a candidate's ("stage-four-crisis", "stage-three-crisis"). */
    private static boolean sharesMostWords(String k, List<String> keys) {
        List<String> words = List.of(k.split("-"));
        if (words.size() < 2) {
            return false;
        }
        for (String c : keys) {
            List<String> theirs = List.of(c.split("-"));
            long shared = words.stream().filter(theirs::contains).count();
            if (shared * 3 >= words.size() * 2) {
                return true;
            }
        }
        return false;
    }

    /** Levenshtein distance. */
    static int distance(String a, String b) {
        int[] prev = new int[b.length() + 1];
        int[] cur = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            prev[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            cur[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int sub = prev[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
                cur[j] = Math.min(sub, Math.min(prev[j] + 1, cur[j - 1] + 1));
            }
            int[] t = prev;
            prev = cur;
            cur = t;
        }
        return prev[b.length()];
    }

    private static String describe(Kind... kinds) {
        List<String> words = new ArrayList<>();
        for (Kind k : kinds) {
            words.add(k.word);
        }
        if (words.size() <= 1) {
            return words.isEmpty() ? "name" : words.get(0);
        }
        return String.join(", ", words.subList(0, words.size() - 1)) + " or " + words.get(words.size() - 1);
    }
}
