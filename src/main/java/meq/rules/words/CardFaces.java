package meq.rules.words;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.WeakHashMap;
import meq.data.CardDecks;
import meq.data.CardDef;
import meq.data.CardType;
import meq.data.GameData;
import meq.data.HeroDef;
import meq.data.Icon;
import meq.data.MinionDef;
import meq.data.MonsterDef;
import meq.rules.Naming;
import meq.rules.Rules;
import meq.state.CardKind;
import meq.state.Marker;

/** Every card and component of the game's data as a {@link CardFace}, found by its id or its card number. */
public final class CardFaces {
    private final Map<String, CardFace> byId = new LinkedHashMap<>();

    private CardFaces(GameData d) {
        CardDecks c = d.cards();
        for (CardDecks.Event e : c.events()) {
            put(e.id(), e.title(), "Event", e.text(), "Stage " + e.stage(), "Priority " + e.priority());
        }
        for (CardDecks.Plot p : c.plots()) {
            put(p.id(), p.title(), "Plot", storyStep(p) + " " + p.text(), "Needs Shadow Pool " + p.pool());
        }
        for (CardDecks.Shadow s : c.shadows()) {
            put(s.id(), s.title(), "Shadow", s.text(), "Needs Shadow Pool " + s.pool());
        }
        for (CardDecks.Corruption k : c.corruption()) {
            put(k.id(), k.title(), "Corruption", k.text(), k.instant().isEmpty()
                    ? "Discard for " + k.discardCost() + " favor" : "Acts at once, not kept");
        }
        for (CardDecks.Peril p : c.perils()) {
            put(p.id(), p.title(), "Peril", p.text());
        }
        for (CardDecks.Mission m : c.missions()) {
            put(m.id(), m.title(), "Mission", m.text());
        }
        for (CardDecks.Quest q : c.quests()) {
            put(q.id(), q.title(), "Quest", q.text());
        }
        for (CardDecks.Item i : c.items()) {
            put(i.id(), i.name(), "Item", i.text());
        }
        for (CardDecks.Character ch : c.characters()) {
            put(ch.id(), ch.name(), "Character", ch.text());
        }
        for (CardDecks.EncounterDeck deck : c.encounters()) {
            for (CardDecks.Encounter e : deck.cards()) {
                put(e.id(), e.title(), "Encounter", e.text(), "Priority " + e.priority());
            }
        }
        for (HeroDef h : d.heroes()) {
            put(h.id(), h.name(), "Hero", h.ability() == null ? "" : h.ability().name() + ": " + h.ability().text(),
                    "Fortitude " + h.fortitude(), "Strength " + h.strength(), "Agility " + h.agility(),
                    "Wisdom " + h.wisdom());
        }
        for (MinionDef m : d.minions()) {
            put(m.id(), m.name(), "Minion", m.text(), "Health " + m.health(), "Fortitude " + m.fortitude(),
                    "Strength " + m.strength(), "Wisdom " + m.wisdom());
        }
        for (MonsterDef m : d.monsters()) {
            put(m.id(), m.name(), "Monster", (m.abilityName() == null ? "" : m.abilityName() + ": ") + m.text(),
                    "Health " + m.health(), "Fortitude " + m.fortitude(), "Strength " + m.strength(),
                    "Wisdom " + m.wisdom());
        }
        for (CardDef s : d.skills()) {
            combat(s, "Skill");
        }
    }

    /**
     * What an active plot does at every Story step, read from its data (its marker and spaces), as the first
     * sentence of its text: "Every Story step: Sauron's yellow marker moves 1 space."
     */
    public static String storyStep(CardDecks.Plot p) {
        return "Every Story step: " + StoryWords.marker(Marker.valueOf(p.marker().toUpperCase())) + " moves "
                + StoryWords.spaces(p.advance()) + ".";
    }

    private void combat(CardDef s, String kind) {
        put(s.id(), s.title(), kind + " · " + (s.type() == CardType.RANGED ? "Ranged" : "Melee"), s.text(),
                "Attack " + s.attack(), "Defense " + s.defense(), "Strength cost " + s.cost());
    }

    private void put(String id, String title, String kind, String text, String... numbers) {
        byId.putIfAbsent(id, new CardFace(id, title, kind, text, List.of(numbers)));
    }

    private static final Map<GameData, CardFaces> MADE = Collections.synchronizedMap(new WeakHashMap<>());

    private static CardFaces of(Rules r) {
        return MADE.computeIfAbsent(r.data(), CardFaces::new);
    }

    /** The card or component with this id (an event, plot, encounter, hero, minion, monster, skill...). */
    public static Optional<CardFace> byId(Rules r, String id) {
        return Optional.ofNullable(of(r).byId.get(id));
    }

    /** A Corruption card that acts on drawing and goes back into the deck, rather than staying with its hero. */
    public static boolean actsAtOnce(Rules r, String id) {
        return r.data().cards().corruption().stream().anyMatch(k -> k.id().equals(id) && !k.instant().isEmpty());
    }

    /** The card the game tracks by this number, whatever its kind. */
    public static CardFace of(Rules r, int card) {
        CardKind k = r.cards().kind(card);
        if (k == CardKind.HERO || k == CardKind.SKILL || k == CardKind.COMBAT) {
            CardDef d = r.cards().card(card);
            String kind = (k == CardKind.SKILL ? "Skill" : k == CardKind.HERO ? "Hero card" : "Combat card") + " · "
                    + (d.type() == CardType.RANGED ? "Ranged" : "Melee");
            List<String> numbers = new ArrayList<>(List.of("Attack " + d.attack(), "Defense " + d.defense(),
                    "Strength cost " + d.cost()));
            if (d.icon() != null && k != CardKind.COMBAT) { // the path icon it pays for in travel
                numbers.add(d.icon() == Icon.ANY ? "Travel: pays for any path"
                        : "Travel: pays for a " + d.icon().name().toLowerCase(Locale.ROOT) + " path");
            }
            return new CardFace(d.id(), d.title(), kind, d.text(), numbers);
        }
        return byId(r, r.cards().id(card)).orElseGet(() -> new CardFace(r.cards().id(card),
                Naming.card(r, card), k.name().charAt(0) + k.name().substring(1).toLowerCase(), "", List.of()));
    }

    /** Every face, in the data's order (for tests and reference lists). */
    public static List<CardFace> all(Rules r) {
        return new ArrayList<>(of(r).byId.values());
    }
}
