package meq.rules;

import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import meq.data.CardDecks;
import meq.data.CardDef;
import meq.data.ShadowTiming;
import meq.data.Verb;
import meq.state.CardKind;

/** The names players read while the game asks them: a card's title, a hero's name, a location, a timing. */
public final class Naming {
    private Naming() {
    }

    /**
     * A Shadow timing as a player reads it: the moment at which Sauron may play such a card ("at the start of a
     * hero's turn"). One place for every timing the cards use.
     */
    public static String timing(ShadowTiming timing) {
        return switch (timing) {
            case HERO_TURN_START -> "at the start of a hero's turn";
            case HERO_ENTERS -> "as a hero enters a location";
            case COMBAT_START -> "as a fight begins";
            case HERO_DEFEATED -> "as a hero is defeated";
            case ACTION -> "after your action";
        };
    }

    /** What a card's choice is for: "An Evil Fog: choose one" (or "Choose one" when no card asks). */
    public static String choosing(Rules r, int source) {
        return source < 0 ? "Choose one" : card(r, source) + ": choose one";
    }

    public static String location(Rules r, int l) {
        return l < 0 ? "nowhere" : r.board().location(l).name();
    }

    public static String card(Rules r, int card) {
        if (card < 0) {
            return "nothing";
        }
        CardKind k = r.cards().kind(card);
        if (k == CardKind.HERO || k == CardKind.SKILL || k == CardKind.COMBAT) {
            CardDef d = r.cards().card(card);
            return d.title() + " (" + d.attack() + "/" + d.defense() + "/" + d.cost() + ")";
        }
        return r.cards().def(card, Object.class) instanceof CardDecks.Card c ? c.title() : r.cards().id(card);
    }

    public static String name(String id) {
        return id.isEmpty() ? id : Character.toUpperCase(id.charAt(0)) + id.substring(1).replace('-', ' ');
    }

    /** A card's printed title (or a character's or item's name) from its id; the id in words when none has it. */
    public static String titled(Rules r, String id) {
        var d = r.data().cards();
        return first(id, d.events(), x -> x.id(), x -> x.title())
                .or(() -> first(id, d.plots(), x -> x.id(), x -> x.title()))
                .or(() -> first(id, d.shadows(), x -> x.id(), x -> x.title()))
                .or(() -> first(id, d.items(), x -> x.id(), x -> x.name()))
                .or(() -> first(id, d.characters(), x -> x.id(), x -> x.name()))
                .or(() -> first(id, d.perils(), x -> x.id(), x -> x.title()))
                .or(() -> first(id, d.missions(), x -> x.id(), x -> x.title()))
                .or(() -> first(id, d.quests(), x -> x.id(), x -> x.title()))
                .or(() -> first(id, d.corruption(), x -> x.id(), x -> x.title()))
                .or(() -> first(id, d.encounters().stream().flatMap(e -> e.cards().stream()).toList(), x -> x.id(),
                        x -> x.title()))
                .orElseGet(() -> who(r, id)); // a hero or minion (the champion), else the id in words
    }

    private static <T> Optional<String> first(String id, List<T> cards,
                                                        Function<T, String> idOf,
                                                        Function<T, String> titleOf) {
        return cards.stream().filter(c -> idOf.apply(c).equals(id)).findFirst().map(titleOf);
    }

    /** A data id as a word of an option's text: "thalin", "black-serpent". */
    private static final Pattern ID = Pattern.compile("(?<![\\w-])[a-z]+(-[a-z]+)*(?![\\w-])");

    /**
     * An option's text as a player reads it: the heroes, minions and characters it names by id ("Give the card to
     * thalin", "Restore black-serpent at Dol Guldur") by their printed names, and "Take a-card-id" by its title.
     * The text itself stays as it is, since a save writes it.
     */
    public static String readable(Rules r, String text) {
        if (text.startsWith("Take ")) { // a Plot or Shadow card taken from the discards, by its id
            String id = text.substring(5);
            var d = r.data().cards();
            Optional<String> title = first(id, d.plots(), x -> x.id(), x -> x.title())
                    .or(() -> first(id, d.shadows(), x -> x.id(), x -> x.title()));
            if (title.isPresent()) {
                return "Take " + title.get();
            }
        }
        Matcher m = ID.matcher(text);
        StringBuilder out = null;
        int from = 0;
        while (m.find()) {
            String name = person(r, m.group());
            if (name != null) {
                out = out == null ? new StringBuilder() : out;
                out.append(text, from, m.start()).append(name);
                from = m.end();
            }
        }
        return out == null ? text : out.append(text, from, text.length()).toString();
    }

    /** The printed name of a hero, minion or character with this id, or null. */
    private static String person(Rules r, String id) {
        String figure = heroOrMinion(r, id);
        if (figure != null) {
            return figure;
        }
        for (var c : r.data().cards().characters()) {
            if (c.id().equals(id)) {
                return c.name();
            }
        }
        return null;
    }

    /** A monster token's face as printed ("Barrow-wight"), or "blank". */
    public static String monster(Rules r, String face) {
        if (face == null || face.equals("blank")) {
            return "blank";
        }
        for (var m : r.data().monsters()) {
            if (m.id().equals(face)) {
                return m.name();
            }
        }
        return name(face);
    }

    /** A hero's or minion's printed name from its id. */
    public static String who(Rules r, String id) {
        String figure = heroOrMinion(r, id);
        return figure != null ? figure : name(id);
    }

    /** The printed name of a hero or minion with this id, or null. */
    private static String heroOrMinion(Rules r, String id) {
        for (var h : r.data().heroes()) {
            if (h.id().equals(id)) {
                return h.name();
            }
        }
        for (var m : r.data().minions()) {
            if (m.id().equals(id)) {
                return m.name();
            }
        }
        return null;
    }

    /**
     * What a hero is picked for, after "Choose a hero": "who takes 2 damage"; empty for a verb that does not act on a
     * hero. Every verb is named here (no default: the compiler refuses a new verb without its words).
     */
    public static String forWhat(Verb verb, Object value) {
        int n = value instanceof Number x ? x.intValue() : 1;
        return switch (verb) {
            case DAMAGE -> "who takes " + n + " damage";
            case DAMAGE_PER_CORRUPTION -> "who takes damage for each Corruption card";
            case CORRUPTION -> "who takes a Corruption card";
            case DISCARD_CORRUPTION -> "who discards a Corruption card";
            case FAVOR -> n < 0 ? "who loses " + -n + " favor" : "who gains " + n + " favor";
            case HEAL -> "who heals";
            case TRAINING -> "who trains: draws 2 Skill cards and keeps one";
            case LEVEL -> "who gains a level of " + value;
            case REST_INTO_LIFE -> "whose rest pool goes back into the life pool";
            case DISCARD_RANDOM, DISCARD_RANDOM_PER_CORRUPTION -> "who discards at random";
            case TRIM_HAND -> "who discards down";
            case ITEM -> "who gains the item";
            case MOVE_HERO -> "who moves";
            case END_TURN -> "whose turn ends";
            case FIGHT, FIGHT_MINION -> "who fights";
            case SKIP_AMBUSH -> "who is not ambushed";
            case PERILOUS_THIS_TURN -> "for whom every location is perilous this turn";
            case TRAVEL_LIMIT -> "whose travel is limited";
            case PAY -> "who pays";
            case INFLUENCE, MONSTER, FAVOR_TOKEN, MINION_DAMAGE, DRAW_SHADOW, DRAW_PLOT, DISCARD_SHADOW_RANDOM,
                    DISCARD_PLOT_FROM_HAND, COMMAND, POOL, CHARACTERS_HOME, PEEK_PLOT, MOVE_MINION, DISCARD_ACTIVE_PLOT,
                    REMOVE_INFLUENCE, REMOVE_MONSTERS, CHARACTER, HEAL_MINION, STORY, FETCH_PLOT, CHOICE, OPTIONAL,
                    SPECIAL -> ""; // not on a hero: no hero is picked for them
        };
    }
}
