package meq.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class SauronActionsTest {
    @Test
    void placeInfluenceGivesTheNumberOfTheCoveredSpace() {
        Fixture f = new Fixture("beravor").atFirstAction();
        f.apply(new Action.TakeAction(meq.state.ActionType.INFLUENCE));
        assertThat(f.ask().prompt()).isEqualTo("Place influence (6 left)");
    }

    /**
     * RS 190-198: "When you place your fourth action token on the Action Track area, immediately remove your 3 prior
     * tokens"; FS §4: the 4th is read with the 3 in place. Influence (6), Command (3), Shadow & Plot (2), then
     * Command again: 2 commands, and only that token stays; it survives a snapshot on its second space.
     */
    @Test
    void theFourthActionTokenIsReadWithTheThreeEarlierInPlace() throws Exception {
        Fixture f = new Fixture("beravor").atFirstAction();
        f.s.actions.place(meq.state.ActionType.INFLUENCE);
        f.s.actions.place(meq.state.ActionType.COMMAND);
        f.s.actions.place(meq.state.ActionType.SHADOW_AND_PLOT);
        f.apply(new Action.TakeAction(meq.state.ActionType.COMMAND));
        assertThat(f.ask().prompt()).isEqualTo("Command monsters and minions (2 left)");
        assertThat(f.s.actions.total()).isEqualTo(1);
        assertThat(f.s.actions.covered(meq.state.ActionType.COMMAND)).isEqualTo(0b010);
        var back = SnapshotTest.roundTrip(f.s, List.of("beravor"));
        assertThat(back.actions).isEqualTo(f.s.actions);
    }

    /** FS §4: "If the 3 earlier tokens fill the chosen column ... that action cannot be chosen this time". */
    @Test
    void aTrackTheThreeEarlierTokensFillIsNotOffered() {
        Fixture f = new Fixture("beravor").atFirstAction();
        for (int i = 0; i < 3; i++) {
            f.s.actions.place(meq.state.ActionType.INFLUENCE);
        }
        assertThat(f.ask().options()).doesNotContain(new Action.TakeAction(meq.state.ActionType.INFLUENCE))
                .contains(new Action.TakeAction(meq.state.ActionType.COMMAND),
                        new Action.TakeAction(meq.state.ActionType.SHADOW_AND_PLOT));
    }

    @Test
    void atMostTwoInfluenceGoToTheShadowPoolPerAction() {
        Fixture f = new Fixture("beravor");
        f.only(new SauronActions.Influence(4, 0));
        f.apply(new Action.PlaceInPool());
        f.apply(new Action.PlaceInPool());
        assertThat(f.s.shadowPool).isEqualTo(2);
        assertThat(f.ask().options()).doesNotContain(new Action.PlaceInPool());
    }

    @Test
    void theShadowPoolHoldsAtMostFourTimesTheStage() {
        Fixture f = new Fixture("beravor");
        f.s.shadowPool = 4;
        f.only(new SauronActions.Influence(2, 0));
        assertThat(f.ask().options()).doesNotContain(new Action.PlaceInPool());
        f.s.story.set(meq.state.Marker.RED, 7);
        assertThat(f.ask().options()).contains(new Action.PlaceInPool());
    }

    @Test
    void influenceGoesOnAStrongholdOrInExtensionAndNeverInAHaven() {
        Fixture f = new Fixture("beravor");
        f.s.influence[f.at("dol-guldur")] = 2;
        f.s.shadowPool = 4;
        f.only(new SauronActions.Influence(1, 0));
        List<Action> options = f.ask().options();
        assertThat(options).contains(new Action.PlaceInfluence(f.at("dol-guldur")),
                new Action.PlaceInfluence(f.at("south-eaves")), new Action.PlaceInfluence(f.at("barad-dur")));
        assertThat(options).doesNotContain(new Action.PlaceInfluence(f.at("lothlorien")),
                new Action.PlaceInfluence(f.at("bree")));
    }

    @Test
    void onlyOneMonsterTokenIsPlacedPerCommandActionAndNeverOnAHero() {
        Fixture f = new Fixture("beravor");
        f.s.influence[f.at("dol-guldur")] = 3;
        f.s.influence[f.at("south-eaves")] = 1;
        f.s.hero("beravor").location = f.at("south-eaves");
        f.only(new SauronActions.Command(3, List.of(), false));
        List<Action> options = f.ask().options();
        assertThat(options).contains(new Action.PlaceToken("brown", f.at("dol-guldur")));
        assertThat(options).doesNotContain(new Action.PlaceToken("green", f.at("south-eaves")),
                new Action.PlaceToken("green", f.at("dol-guldur")));
        f.apply(new Action.PlaceToken("brown", f.at("dol-guldur")));
        assertThat(f.ask().options()).noneMatch(a -> a instanceof Action.PlaceToken);
        assertThat(Table.tokensAt(new Ctx(Fixture.RULES, f.s, new java.util.ArrayList<>()), f.at("dol-guldur")))
                .hasSize(1);
    }

    @Test
    void monsterTokensMoveOnlyOntoInfluenceAndEachFigureTakesOneCommand() {
        Fixture f = new Fixture("beravor");
        f.s.influence[f.at("dol-guldur")] = 3;
        f.s.influence[f.at("south-eaves")] = 1;
        int token = f.s.tokenPiles.get("brown").draw(f.s.rng);
        f.s.tokenAt[token] = f.at("dol-guldur");
        f.only(new SauronActions.Command(2, List.of(), true));
        assertThat(f.ask().options()).filteredOn(a -> a instanceof Action.MoveToken)
                .containsExactly(new Action.MoveToken(token, f.at("south-eaves")));
        f.apply(new Action.MoveToken(token, f.at("south-eaves")));
        assertThat(f.ask().options()).noneMatch(a -> a instanceof Action.MoveToken);
    }

    @Test
    void theBlackSerpentMovesUpToTwoAndLetsTokensBePlacedNearHimWithoutInfluence() {
        Fixture f = new Fixture("beravor");
        f.only(new SauronActions.Command(1, List.of(), false));
        List<Action> options = f.ask().options();
        assertThat(options).contains(new Action.MoveMinion("black-serpent", f.at("minas-morgul")),
                new Action.MoveMinion("black-serpent", f.at("osgiliath")));
        assertThat(options).contains(new Action.PlaceToken("blue", f.at("near-harad")),
                new Action.PlaceToken("blue", f.at("pelargir")));
        assertThat(options).doesNotContain(new Action.PlaceToken("blue", f.at("belfalas")));
        assertThat(options).filteredOn(a -> a instanceof Action.MoveMinion m && m.minion().equals("mouth-of-sauron"))
                .allMatch(a -> Fixture.RULES.board().distance(Fixture.RULES.board().location(f.at("dol-guldur")),
                        Fixture.RULES.board().location(((Action.MoveMinion) a).to())) == 1);
    }

    @Test
    void healingRemovesUpToFourDamageAndNeverBesideAHero() {
        Fixture f = new Fixture("beravor");
        f.s.minions.get("black-serpent").damage = 6;
        f.only(new SauronActions.Command(1, List.of(), true));
        f.apply(new Action.HealMinion("black-serpent"));
        assertThat(f.s.minions.get("black-serpent").damage).isEqualTo(2);
        f.s.hero("beravor").location = f.at("near-harad");
        f.only(new SauronActions.Command(1, List.of(), true));
        assertThat(f.ask().options()).doesNotContain(new Action.HealMinion("black-serpent"));
    }

    @Test
    void anIllegalActionIsRefusedAndChangesNothing() {
        Fixture f = new Fixture("beravor").atFirstAction();
        var before = f.s.copy();
        assertThatThrownBy(() -> f.apply(new Action.PlaceInfluence(f.at("rivendell"))))
                .isInstanceOf(IllegalActionException.class)
                .hasMessageContaining("is not a legal answer to \"Take an action (1 of 2)\" for sauron");
        assertThat(f.s).isEqualTo(before);
    }
}
