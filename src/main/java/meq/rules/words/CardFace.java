package meq.rules.words;

import java.util.List;

/**
 * A card or component as a player reads it: its title, its kind in words ("Event", "Plot", "Encounter"...), its
 * text in our words, and its numbers in words ("Stage 1", "Priority 3", "Needs Shadow Pool 5").
 */
public record CardFace(String id, String title, String kind, String text, List<String> numbers) {
    public CardFace {
        text = text == null ? "" : text.strip();
        numbers = List.copyOf(numbers);
    }
}
