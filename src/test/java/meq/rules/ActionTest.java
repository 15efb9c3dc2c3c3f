package meq.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import meq.state.Seat;

/** Answers made once are the same answers as new ones: equal, and accepted either way. */
class ActionTest {
    @Test
    void answersOfANumberAreMadeOnceAndEqualNewOnes() {
        assertSame(Action.PlaceInfluence.of(12), Action.PlaceInfluence.of(12));
        assertSame(Action.ChooseCard.of(470), Action.ChooseCard.of(470));
        assertSame(Action.Discard.of(0), Action.Discard.of(0));
        assertSame(Action.ChooseLocation.of(62), Action.ChooseLocation.of(62));
        assertEquals(new Action.PlaceInfluence(12), Action.PlaceInfluence.of(12));
        assertEquals(new Action.ChooseCard(-1), Action.ChooseCard.of(-1)); // outside the made ones: a new object
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
}
