package meq.ui;

import java.util.ArrayList;
import java.util.List;
import meq.data.CardDecks;
import meq.rules.Naming;
import meq.rules.Rules;
import meq.rules.View;
import meq.rules.words.CardFace;
import meq.rules.words.CardFaces;
import meq.rules.words.SheetWords;
import meq.state.CardKind;

/**
 * A hero's quests as the table names and shows them: an Advanced quest that cannot be completed yet is marked
 * locked, with what unlocks it (the engine's one rule, read through {@link SheetWords#locked}), on the sheets, in "Yours alone" and in
 * the large card.
 */
final class LockedQuests {
    /** The mark a locked quest carries, with what unlocks it. */
    static final String LOCKED = "Locked until the Starting quest is completed";

    private LockedQuests() {
    }

    static boolean locked(Rules r, View.HeroView h, int card) {
        return SheetWords.locked(r, h, card);
    }

    /** "Echoes of Bolg's Army (Advanced, locked)", "They Have Become Queer and Wild (Starting)". */
    static String name(Rules r, View.HeroView h, int card) {
        return Naming.card(r, card) + " (" + mark(r, h, card) + ")";
    }

    /** What kind of quest it is, in the table's short words: Starting, Advanced, locked, Advanced, Encounter. */
    static String mark(Rules r, View.HeroView h, int card) {
        if (r.cards().kind(card) != CardKind.QUEST) {
            return "Encounter";
        }
        if (locked(r, h, card)) {
            return "Advanced, locked";
        }
        return r.cards().def(card, CardDecks.Quest.class).kind().equals("starting") ? "Starting" : "Advanced";
    }

    /** The hero's quests by name, each marked, comma-separated. */
    static String names(Rules r, View.HeroView h) {
        List<String> out = new ArrayList<>();
        for (int q : h.quests()) {
            out.add(name(r, h, q));
        }
        return String.join(", ", out);
    }

    /** The quest's card face, a locked one saying so and what unlocks it among its numbers. */
    static CardFace face(Rules r, View.HeroView h, int card) {
        CardFace f = CardFaces.of(r, card);
        if (!locked(r, h, card)) {
            return f;
        }
        List<String> numbers = new ArrayList<>(f.numbers());
        numbers.add(0, LOCKED);
        return new CardFace(f.id(), f.title(), f.kind(), f.text(), numbers);
    }
}
