package meq.rules;

import static org.assertj.core.api.Assertions.assertThat;
import java.util.List;
import meq.data.CardDecks;
import meq.rules.table.Conditions;
import meq.rules.words.MissionWords;
import meq.state.Seat;
import org.junit.jupiter.api.Test;

/**
 * A mission says what it needs and how far its side is from it now, to its owner alone: the owner's view measures
 * each need of the card's criteria; no other seat's view holds any; "fulfilled now" agrees with the Finale's check.
 */
class MissionProgressTest {
    static final Rules R = Scenario.RULES;

    @Test
    void everyMissionShowsItsOwnerHowFarItsSideIsFromItAndNobodyElse() {
        for (CardDecks.Mission m : R.data().cards().missions()) {
            boolean sauron = m.side().equals("sauron");
            Scenario s = Scenario.of("""
                    heroes:
                      - {id: thalin, location: bree, favor: 2, corruption: [corruption:reckless, corruption:weak]}
                      - {id: eleanor, location: rivendell, favor: 1}
                    story: {green: 4, yellow: 5, black: 3, red: 2}
                    activePlots:
                      - {plot: plot:sauron-hunts-for-the-ring, at: gladden-fields}
                    tokens: [{pile: green, face: orc, at: forest-road}]
                    minions:
                      ringwraiths: {status: active, at: bree}
                    """ + (sauron ? "sauron: {mission: mission:" + m.id() + "}\n" : "heroMission: mission:" + m.id() + "\n"));
            Seat owner = sauron ? Seat.SAURON : Seat.hero("thalin");
            View mine = s.engine.view(s.s, owner);
            assertThat(mine.own().missionNeeds()).as(m.id() + ": measured for its owner").isNotEmpty();
            List<String> words = MissionWords.progress(R, mine);
            boolean holds = Conditions.holds(new Ctx(R, s.s, new java.util.ArrayList<>()), m.criteria(),
                    Scope.of(null, s.s.sauronMission));
            assertThat(words).as(m.id()).last().isEqualTo(holds ? "Fulfilled now (checked at the Finale)"
                    : "Not fulfilled yet (checked at the Finale)");
            assertThat(MissionWords.face(R, mine).numbers()).as(m.id()).containsAll(words);
            for (Seat other : sauron ? List.of(Seat.hero("thalin"), Seat.hero("eleanor")) : List.of(Seat.SAURON)) {
                // the other side's view measures its own mission only (its own card's needs), never this one
                View theirs = s.engine.view(s.s, other);
                assertThat(theirs.own().mission()).as(m.id() + " seen by " + other.id()).isNotEqualTo(Scenario.card("mission:" + m.id()));
                assertThat(theirs.own().missionNeeds()).as(m.id() + " seen by " + other.id()).isEqualTo(theirs.own().mission() < 0
                        ? List.of() : meq.rules.table.Missions.progress(new Ctx(R, s.s, new java.util.ArrayList<>()),
                        theirs.own().mission()));
            }
        }
    }

    @Test
    void aMissionCountsWhatItNeedsFromTheTable() {
        // "Three plots are active." with one active: 1 of 3, 2 more
        Scenario s = Scenario.of("""
                heroes: [{id: thalin, location: bree}]
                activePlots:
                  - {plot: plot:sauron-hunts-for-the-ring, at: gladden-fields}
                sauron: {mission: mission:his-dark-throne}
                """);
        assertThat(MissionWords.progress(R, s.engine.view(s.s, Seat.SAURON)))
                .containsExactly("Active plots: 1, 3 needed (2 more)", "Not fulfilled yet (checked at the Finale)");
        // "The heroes hold 1 Corruption card or fewer between them." with two: one too many
        Scenario h = Scenario.of("""
                heroes: [{id: thalin, location: bree, corruption: [corruption:reckless, corruption:weak]}]
                heroMission: mission:noble-blood
                """);
        assertThat(MissionWords.progress(R, h.engine.view(h.s, Seat.hero("thalin")))).containsExactly(
                "Corruption cards the heroes hold: 2, at most 1 (1 too many)", "Not fulfilled yet (checked at the Finale)");
    }
}
