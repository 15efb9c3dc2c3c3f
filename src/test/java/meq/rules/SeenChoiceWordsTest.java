package meq.rules;

import static meq.rules.RulebookCombatTest.combatCard;
import static meq.rules.RulebookCombatTest.fight;
import static meq.rules.RulebookCombatTest.fightStep;
import static org.assertj.core.api.Assertions.assertThat;
import java.util.List;
import meq.rules.words.SeenChoice;
import org.junit.jupiter.api.Test;

/** A hidden choice as the other seats read it: its public consequence, never the card (issue 33). */
class SeenChoiceWordsTest {
    @Test
    void aCombatCardChosenFaceDownIsNotNamedToTheOtherSide() {
        int parry = Scenario.card("thalin:parry");
        int hack = combatCard("ravager", "hack");
        Scenario s = fight("""
                heroes: [{id: thalin, location: bree, hand: [thalin:parry], others: life}]
                stack:
                """ + fightStep("thalin", "southron"), "southron", List.of(hack));
        s.choose("Spend 0 agility");
        Ask hero = s.ask();
        String heroSeen = SeenChoice.words(Scenario.RULES, hero, new Action.ChooseCard(parry));
        assertThat(heroSeen).isEqualTo("Thálin chooses a combat card, face down")
                .doesNotContain(Naming.card(Scenario.RULES, parry));
        s.choose(new Action.ChooseCard(parry));
        Ask sauron = s.ask();
        assertThat(SeenChoice.words(Scenario.RULES, sauron, new Action.ChooseCard(hack)))
                .isEqualTo("Sauron's combatant chooses a combat card, face down");
        assertThat(SeenChoice.words(Scenario.RULES, sauron, Action.PASS))
                .isEqualTo("Sauron's combatant plays no card: exhausted");
    }

    @Test
    void sauronKeepingADrawnCardReadsAsKeepingACard() {
        Ask keep = new Ask(meq.state.Seat.SAURON, "Keep a card (1 to keep)",
                List.of(new Action.ChooseCard(Scenario.card("shadow:storms-of-mordor"))));
        assertThat(SeenChoice.words(Scenario.RULES, keep, keep.options().get(0))).isEqualTo("Sauron keeps a card");
    }
}
