package meq.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import meq.rules.words.ViewText;
import meq.state.Seat;

/** Questions and their answers: answers made once are the same as new ones; words made when read, as given. */
class AskTest {
    @Test
    void answersOfANumberAreMadeOnceAndEqualNewOnes() {
        assertSame(Action.PlaceInfluence.of(12), Action.PlaceInfluence.of(12));
        assertSame(Action.ChooseCard.of(470), Action.ChooseCard.of(470));
        assertSame(Action.Discard.of(0), Action.Discard.of(0));
        assertSame(Action.ChooseLocation.of(62), Action.ChooseLocation.of(62));
        assertEquals(new Action.PlaceInfluence(12), Action.PlaceInfluence.of(12));
        assertEquals(new Action.ChooseCard(-1), Action.ChooseCard.of(-1)); // outside the made ones: a new object
        assertNotSame(Action.ChooseCard.of(-1), Action.ChooseCard.of(-1));
        assertNotSame(Action.ChooseCard.of(5000), Action.ChooseCard.of(5000));
        assertEquals(5000, Action.ChooseCard.of(5000).card());
        assertEquals(new Action.Pass(), Action.PASS);
    }

    @Test
    void aQuestionAcceptsTheMadeAnswerAndANewEqualOne() {
        Ask ask = new Ask(Seat.SAURON, "Place influence", Action.PLACE_IN_POOL, Action.PlaceInfluence.of(3));
        assertTrue(ask.allows(new Action.PlaceInfluence(3)));
        assertTrue(ask.allows(new Action.PlaceInPool()));
        assertTrue(ask.allows(Action.PlaceInfluence.of(3)));
        assertFalse(ask.allows(Action.PlaceInfluence.of(4)));
    }

    @Test
    void aQuestionsWordsMadeWhenFirstReadAreTheSameAsWordsGivenMade() {
        int[] made = {0};
        Ask later = new Ask(Seat.SAURON, () -> {
            made[0]++;
            return "Place influence (2 left)";
        }, Action.PLACE_IN_POOL);
        Ask now = new Ask(Seat.SAURON, "Place influence (2 left)", Action.PLACE_IN_POOL);
        assertEquals(0, made[0]); // not made by asking
        assertEquals(now, later);
        assertEquals(now.hashCode(), later.hashCode());
        assertEquals(now.toString(), later.toString());
        assertEquals("Place influence (2 left)", later.prompt());
        assertEquals(1, made[0]); // made once, then kept
    }

    @Test
    void aQuestionIsWrittenInAViewsTextAsTheRecordItWasWritten() {
        Ask ask = new Ask(Seat.SAURON, () -> "Place influence (1 left)", Action.PLACE_IN_POOL,
                Action.PlaceInfluence.of(3));
        assertEquals("{\"type\":\"Ask\",\"seat\":\"sauron\",\"prompt\":\"Place influence (1 left)\",\"options\":"
                + "[{\"type\":\"PlaceInPool\"},{\"type\":\"PlaceInfluence\",\"location\":3}]}", ViewText.of(ask));
    }
}
