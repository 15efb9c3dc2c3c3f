package meq.rules;

import static org.assertj.core.api.Assertions.assertThat;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import meq.rules.play.Fights;
import meq.rules.play.Finale;
import meq.state.Deck;
import meq.state.GameState;
import meq.state.HeroState;
import meq.state.Marker;
import meq.state.MinionState;
import meq.state.Side;
import org.junit.jupiter.api.Test;

/** Each step of the Finale and each mission's criterion, from small presets. */
class FinaleTest {
    static int mission(String side, String id) {
        for (int c : Fixture.RULES.cards().deck(new Deck("missions-" + side))) {
            if (Fixture.RULES.cards().id(c).equals(id)) {
                return c;
            }
        }
        throw new IllegalArgumentException(id);
    }

    /** A Finale with these missions and marker positions. */
    static Fixture finale(String sauronMission, String heroMission, int green, int yellow, int black, int red,
                          String... heroes) {
        Fixture f = new Fixture(heroes.length == 0 ? new String[] {"thalin", "eleanor"} : heroes).atFirstAction();
        swapMission(f.s, true, mission("sauron", sauronMission));
        swapMission(f.s, false, mission("heroes", heroMission));
        f.s.story.set(Marker.GREEN, green);
        f.s.story.set(Marker.YELLOW, yellow);
        f.s.story.set(Marker.BLACK, black);
        f.s.story.set(Marker.RED, red);
        f.only(new Finale(0));
        return f;
    }

    static void swapMission(GameState s, boolean sauron, int card) {
        int old = sauron ? s.sauronMission : s.heroMission;
        s.removed.remove(card);
        s.removed.add(old);
        if (sauron) {
            s.sauronMission = card;
        } else {
            s.heroMission = card;
        }
    }

    static boolean holds(Fixture f, String side, String id) {
        return Finale.fulfilled(new Ctx(Fixture.RULES, f.s, new ArrayList<>()), mission(side, id));
    }

    @Test
    void theDominantSideWinsAtOnceWhenItsMissionIsFulfilled() {
        Fixture f = finale("where-the-shadows-lie", "noble-blood", 6, 10, 13, 10);
        assertThat(f.s.story.dominant()).isEqualTo(Side.SAURON);
        f.ask();
        assertThat(f.s.winner).isEqualTo(Side.SAURON);
        assertThat(f.s.winReason).isEqualTo("mission at the Finale");
    }

    @Test
    void aDominantSideWhoseMissionFailsGoesOnToTheCombat() {
        Fixture f = finale("where-the-shadows-lie", "noble-blood", 6, 10, 12, 10);
        Ask a = f.ask();
        assertThat(f.s.winner).isNull();
        assertThat(a.prompt()).isEqualTo("Choose the champion who fights the Ringwraiths");
    }

    @Test
    void withNoSideDominantOnlyOneFulfilledMissionWins() {
        // heroes 18 - 12 = 6; Sauron min(18 - 12, 0 + 4 + 2) = 6: a tie, no side dominant
        Fixture f = finale("his-dark-throne", "isildurs-secret", 12, 12, 6, 8);
        assertThat(f.s.story.dominant()).isEqualTo(Side.NONE);
        f.s.hero("thalin").favor = 5;
        f.ask();
        assertThat(f.s.winner).isEqualTo(Side.HEROES);
    }

    @Test
    void fulfilledMissionsAdvanceTheirMarkersButNotPastTheFinale() {
        Fixture f = finale("where-the-shadows-lie", "isildurs-secret", 12, 12, 13, 6);
        f.s.hero("thalin").favor = 5;
        // no side dominant? heroes 6, Sauron min(5, 0+0+4) = 4: Sauron dominant, mission met -> wins
        f.ask();
        assertThat(f.s.winner).isEqualTo(Side.SAURON);

        Fixture g = finale("his-dark-throne", "isildurs-secret", 17, 12, 10, 6);
        g.s.hero("thalin").favor = 5;
        // heroes 1, Sauron min(6, 4): heroes dominant, fulfilled -> wins at once
        g.ask();
        assertThat(g.s.winner).isEqualTo(Side.HEROES);

        Fixture h = finale("in-darkness-bind-them", "isildurs-secret", 12, 18, 10, 6);
        h.s.hero("thalin").favor = 5;
        // heroes 6, Sauron min(0, 4) = 0: Sauron dominant but yellow at 18 fulfils In Darkness -> wins
        h.ask();
        assertThat(h.s.winner).isEqualTo(Side.SAURON);
    }

    @Test
    void bothFulfilledWithNoSideDominantAdvancesBothAndGoesOnToTheCombat() {
        Fixture f = finale("to-rule-them-all", "isildurs-secret", 12, 10, 6, 14);
        f.s.hero("thalin").favor = 5;
        assertThat(f.s.story.heroDistance()).isEqualTo(6);
        assertThat(f.s.story.sauronDistance()).isEqualTo(4);
        // Sauron dominant (4 < 6) and To Rule Them All (red in stage III) holds: Sauron wins
        f.ask();
        assertThat(f.s.winner).isEqualTo(Side.SAURON);
        // heroes 18 - 14 = 4; Sauron min(18 - 14, 2 + 2 + 0) = 4: no side dominant, both missions fulfilled
        Fixture g = finale("to-rule-them-all", "isildurs-secret", 14, 8, 8, 14);
        g.s.hero("thalin").favor = 5;
        assertThat(g.s.story.dominant()).isEqualTo(Side.NONE);
        g.ask();
        assertThat(g.s.winner).isNull();
        assertThat(g.s.story.position(Marker.GREEN)).isEqualTo(15);
        assertThat(g.s.story.position(Marker.RED)).isEqualTo(15);
        assertThat(g.s.story.position(Marker.YELLOW)).isEqualTo(9);
    }

    @Test
    void theRingwraithsAreHealedAndEachHeroReshufflesAndDrawsHisFortitude() {
        Fixture f = finale("his-dark-throne", "noble-blood", 10, 8, 8, 8);
        f.s.minions.get("ringwraiths").damage = 5;
        HeroState t = f.s.hero("thalin");
        t.damage.add(t.life.pop());
        t.rest.add(t.life.pop());
        t.corruption.clear();
        f.ask();
        assertThat(f.s.minions.get("ringwraiths").damage).isZero();
        assertThat(t.hand.size()).isEqualTo(5);
        assertThat(t.rest.isEmpty() && t.damage.isEmpty()).isTrue();
    }

    @Test
    void difficultyFollowsDominance() {
        // Sauron dominant: + the hero marker's distance (18 - 10 = 8) to health and fortitude
        Fixture f = finale("his-dark-throne", "spear-of-the-west", 10, 9, 9, 9);
        f.ask();
        assertThat(((Finale) f.s.stack.peek()).bonus()).isEqualTo(8);
        // heroes dominant: - the lower of Sauron's distances (min(18 - 9, 10+10+10-27=3) = 3)
        Fixture g = finale("his-dark-throne", "spear-of-the-west", 16, 9, 9, 9);
        g.ask();
        assertThat(((Finale) g.s.stack.peek()).bonus()).isEqualTo(-3);
        assertThat(Finale.adjusted(9, -12)).isEqualTo(1);
    }

    @Test
    void theChampionFightsTheAdjustedRingwraithsAndTheWinnerIsDecided() {
        Fixture f = finale("his-dark-throne", "spear-of-the-west", 10, 9, 9, 9);
        f.ask();
        f.apply(new Action.ChooseHero("eleanor"));
        Fights.Fight fight = (Fights.Fight) f.s.stack.stream().filter(x -> x instanceof Fights.Fight).findFirst().orElseThrow();
        assertThat(fight.hero()).isEqualTo("eleanor");
        assertThat(fight.combat().sauronHealth()).isEqualTo(9 + 8);
        assertThat(fight.combat().sauronHand()).hasSize(8 + 8);
        // the champion declares exhaustion at once; Sauron too: the Ringwraiths are not defeated
        for (Ask a = f.ask(); a != null; a = f.ask()) {
            f.apply(a.options().contains(new Action.Pass()) ? new Action.Pass() : a.options().get(0));
        }
        assertThat(f.s.winner).isEqualTo(Side.SAURON);
        assertThat(f.s.winReason).isEqualTo("Finale combat");
    }

    @Test
    void everyMissionsCriterion() {
        Fixture f = finale("his-dark-throne", "noble-blood", 4, 0, 0, 0);
        GameState s = f.s;
        s.activePlots = new int[] {s.activePlots[0], -1, -1};
        assertThat(holds(f, "sauron", "his-dark-throne")).isFalse();
        s.story.set(Marker.BLACK, 13);
        assertThat(holds(f, "sauron", "where-the-shadows-lie")).isTrue();
        assertThat(holds(f, "sauron", "in-darkness-bind-them")).isFalse();
        s.story.set(Marker.YELLOW, 13);
        assertThat(holds(f, "sauron", "in-darkness-bind-them")).isTrue();
        s.story.set(Marker.RED, 12);
        assertThat(holds(f, "sauron", "to-rule-them-all")).isFalse();
        int shire = f.at("shire");
        s.influence[shire] = 6;
        assertThat(holds(f, "sauron", "to-find-them-all")).isTrue();
        s.influence[shire] = 0;
        MinionState w = s.minions.get("ringwraiths");
        w.status = MinionState.Status.ACTIVE;
        w.location = shire;
        assertThat(holds(f, "sauron", "to-find-them-all")).isTrue();
        for (HeroState h : s.heroes) {
            h.corruption.clear();
            h.favor = 0;
        }
        assertThat(holds(f, "heroes", "noble-blood")).isTrue();
        s.hero("thalin").corruption.add(CardRulesTest.take(f, "corruption", "weary"));
        s.hero("eleanor").corruption.add(CardRulesTest.take(f, "corruption", "weak"));
        assertThat(holds(f, "heroes", "noble-blood")).isFalse();
        Arrays.fill(s.tokenAt, -1);
        assertThat(holds(f, "heroes", "against-the-shadow")).isTrue();
        s.hero("thalin").favor = 3;
        s.hero("eleanor").favor = 2;
        assertThat(holds(f, "heroes", "isildurs-secret")).isTrue();
        assertThat(holds(f, "heroes", "minas-morgul-kept-at-bay")).isEqualTo(
                s.minions.values().stream().filter(MinionState::onBoard).count() <= 2);
        assertThat(holds(f, "heroes", "spear-of-the-west")).isFalse();
        for (HeroState h : s.heroes) {
            for (int q : List.of(h.quests.get(0), h.quests.get(1))) {
                h.questsDone.add(q);
            }
            h.quests.clear();
        }
        assertThat(holds(f, "heroes", "spear-of-the-west")).isTrue();
    }
}
