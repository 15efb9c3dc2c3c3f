package meq.rules.table;

import java.util.ArrayList;
import java.util.List;
import meq.data.EffectStep;
import meq.data.RuleSpecial;
import meq.data.Verb;
import meq.rules.Naming;
import meq.rules.Rules;

/**
 * What a hero is picked for, after "choose a hero", from the card's steps about him: "who takes 1 Corruption card",
 * "who moves, then discards 1 random card for each Corruption card he holds", "who chooses: take 1 Corruption card
 * and receive training, or Sauron draws 1 Plot card". Empty when the steps say nothing a player would read.
 */
public final class ChosenFor {
    private ChosenFor() {
    }

    /** The steps' words, the first as "who ...", the others joined with "then". */
    public static String words(Rules r, List<EffectStep> steps) {
        List<String> said = new ArrayList<>();
        for (EffectStep st : steps) {
            String w = one(r, st);
            if (!w.isEmpty() && !said.contains(w)) {
                said.add(w);
            }
        }
        StringBuilder b = new StringBuilder(said.isEmpty() ? "" : said.get(0));
        for (String w : said.subList(Math.min(1, said.size()), said.size())) {
            b.append(", then ").append(w.startsWith("who ") ? w.substring(4)
                    : w.startsWith("whose ") ? "his " + w.substring(6)
                    : w.startsWith("for whom ") ? "for him " + w.substring(9) : w);
        }
        return b.toString();
    }

    /** One step's words; the verbs whose value says more than their name ({@link Naming#forWhat}) first. */
    static String one(Rules r, EffectStep st) {
        int n = st.number();
        return switch (st.verb()) {
            case CHOICE -> "who chooses: " + String.join(", or ", st.options().stream()
                    .map(o -> lowered(Naming.readable(r, o.text()))).toList());
            case INFLUENCE -> st.where() != null && "here".equals(st.where().kind())
                    ? "who has " + n + " influence put on his location" : "";
            case DISCARD_RANDOM -> "who discards " + n + " random card" + (n == 1 ? "" : "s");
            case DISCARD_RANDOM_PER_CORRUPTION -> "who discards " + n + " random card" + (n == 1 ? "" : "s")
                    + " for each Corruption card he holds";
            case CORRUPTION -> n == 1 ? Naming.forWhat(Verb.CORRUPTION, n) : "who takes " + n + " Corruption cards";
            case PAY -> "who may pay " + n + " favor";
            case SPECIAL -> st.special() == RuleSpecial.LOSE_FAVOR_PER_CORRUPTION
                    ? "who loses 1 favor for each Corruption card he holds" : "";
            default -> Naming.forWhat(st.verb(), st.value());
        };
    }

    /** An option's words inside a sentence: "take 1 Corruption card" (a name such as Sauron keeps its capital). */
    private static String lowered(String text) {
        boolean verb = text.length() > 1 && Character.isUpperCase(text.charAt(0)) && !text.startsWith("Sauron");
        return verb ? Character.toLowerCase(text.charAt(0)) + text.substring(1) : text;
    }
}
