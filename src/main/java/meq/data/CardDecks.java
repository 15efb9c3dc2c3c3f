package meq.data;

import java.util.List;
import java.util.Map;

/** The card decks of the rules engine (data/cards/), validated. */
public record CardDecks(List<Event> events, List<Plot> plots, List<Shadow> shadows, List<Corruption> corruption,
                        List<Peril> perils, List<Mission> missions, List<Character> characters, List<Item> items,
                        List<Quest> quests, List<EncounterDeck> encounters) {

    public CardDecks {
        events = List.copyOf(events);
        plots = List.copyOf(plots);
        shadows = List.copyOf(shadows);
        corruption = List.copyOf(corruption);
        perils = List.copyOf(perils);
        missions = List.copyOf(missions);
        characters = List.copyOf(characters);
        items = List.copyOf(items);
        quests = List.copyOf(quests);
        encounters = List.copyOf(encounters);
    }

    public static CardDecks empty() {
        return new CardDecks(List.of(), List.of(), List.of(), List.of(), List.of(), List.of(), List.of(), List.of(),
                List.of(), List.of());
    }

    /** A favor token or a character placed by an event (character null for favor). */
    /** A card of a deck as the window and the log name it: its id, its title and its text. */
    public interface Card {
        String id();

        String title();

        String text();
    }

    public record Placement(String character, String location) {
    }

    public record Event(String id, String title, String text, int stage, int priority, List<Placement> place,
                        String flag, List<EffectStep> effect, List<EffectStep> onExplore,
                        List<EffectStep> eachStory, boolean discardOnExplore) implements Card {
    }

    public record Plot(String id, String title, String text, boolean starting, int copies, int pool,
                       int discardCost, String marker, int advance, Selector affects, Requirement requires,
                       List<EffectStep> setup, List<EffectStep> onPlay, Map<OngoingRule, Object> ongoing,
                       List<String> tags) implements Card {
        /** Tags group plots a rule names together ("gollum"). */
        public Plot {
            tags = List.copyOf(tags);
        }
    }

    public record Shadow(String id, String title, String text, int copies, int pool, ShadowTiming timing,
                         Requirement requires, List<EffectStep> effect) implements Card {
    }

    public record Corruption(String id, String title, String text, int discardCost, Map<OngoingRule, Object> ongoing,
                             List<EffectStep> instant) implements Card {
    }

    public record Peril(String id, String title, String text, int copies, Selector affects,
                        List<EffectStep> effect) implements Card {
    }

    public record Mission(String id, String title, String text, String side, Requirement criteria) implements Card {
    }

    public record Character(String id, String name, String text, List<EffectStep> ability) implements Card {
        /** A character or an item is titled by its name. */
        @Override
        public String title() {
            return name;
        }
    }

    public record Item(String id, String name, String text, int copies, Map<OngoingRule, Object> ongoing) implements Card {
        /** A character or an item is titled by its name. */
        @Override
        public String title() {
            return name;
        }
    }

    public record Quest(String id, String title, String text, String hero, String kind, List<EffectStep> setup,
                        String replaceAt, String replaceFight, Requirement goal, List<EffectStep> reward) implements Card {
    }

    public record Encounter(String id, String title, String text, int priority, Selector affects,
                            Requirement questGoal, List<EffectStep> questReward, List<EffectStep> effect) implements Card {
        public boolean quest() {
            return questGoal != null;
        }
    }

    public record EncounterDeck(String id, List<Encounter> cards) {
    }

    public int count(String kind) {
        return switch (kind) {
            case "events" -> events.size();
            case "plots" -> plots.stream().mapToInt(Plot::copies).sum();
            case "shadows" -> shadows.stream().mapToInt(Shadow::copies).sum();
            case "corruption" -> corruption.size();
            case "perils" -> perils.stream().mapToInt(Peril::copies).sum();
            case "missions" -> missions.size();
            case "characters" -> characters.size();
            case "items" -> items.stream().mapToInt(Item::copies).sum();
            case "quests" -> quests.size();
            case "encounters" -> encounters.stream().mapToInt(d -> d.cards().size()).sum();
            default -> throw new IllegalArgumentException(kind);
        };
    }
}
