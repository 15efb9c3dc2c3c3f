package meq.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import meq.board.Location;
import meq.rules.checks.Invariants;
import meq.rules.play.EffectSteps;
import meq.rules.play.SauronActions;
import meq.rules.words.ViewText;
import meq.state.ActionType;
import meq.state.CardPlaces;
import meq.state.Marker;
import meq.state.MinionState;
import meq.state.Seat;
import org.junit.jupiter.api.Test;

class SauronActionsTest {
    @Test
    void placeInfluenceGivesTheNumberOfTheCoveredSpace() {
        Fixture f = new Fixture("beravor").atFirstAction();
        f.apply(new Action.TakeAction(ActionType.INFLUENCE));
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
        f.s.actions.place(ActionType.INFLUENCE);
        f.s.actions.place(ActionType.COMMAND);
        f.s.actions.place(ActionType.SHADOW_AND_PLOT);
        f.apply(new Action.TakeAction(ActionType.COMMAND));
        assertThat(f.ask().prompt()).isEqualTo("Command monsters and minions (2 left)");
        assertThat(f.s.actions.total()).isEqualTo(1);
        assertThat(f.s.actions.covered(ActionType.COMMAND)).isEqualTo(0b010);
        var back = SnapshotTest.roundTrip(f.s, List.of("beravor"));
        assertThat(back.actions).isEqualTo(f.s.actions);
    }

    /** FS §4: "If the 3 earlier tokens fill the chosen column ... that action cannot be chosen this time". */
    @Test
    void aTrackTheThreeEarlierTokensFillIsNotOffered() {
        Fixture f = new Fixture("beravor").atFirstAction();
        for (int i = 0; i < 3; i++) {
            f.s.actions.place(ActionType.INFLUENCE);
        }
        assertThat(f.ask().options()).doesNotContain(new Action.TakeAction(ActionType.INFLUENCE))
                .contains(new Action.TakeAction(ActionType.COMMAND),
                        new Action.TakeAction(ActionType.SHADOW_AND_PLOT));
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
        f.s.story.set(Marker.RED, 7);
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

    /**
     * RS 253-256: "Choose one of the 5 monster token piles, draw a random token, secretly look at it and then place
     * it facedown on any location matching the token's color that contains at least one influence"; "Only one
     * monster token may be placed with each Command Monsters and Minions action"; "Monster tokens may not be placed
     * on locations that contain heroes". Sauron chooses the pile, sees the face, then chooses the place; the heroes
     * see nothing of the token he holds; a save at that question keeps it.
     */
    @Test
    void sauronDrawsATokenLooksAtItAndThenChoosesWhereItGoes() throws Exception {
        Fixture f = new Fixture("beravor");
        Arrays.fill(f.s.influence, 0);
        f.s.influence[f.at("dol-guldur")] = 3;
        f.s.influence[f.at("south-eaves")] = 1;
        f.s.hero("beravor").location = f.at("south-eaves");
        f.s.minions.get("black-serpent").status = MinionState.Status.WAITING; // off the board
        f.s.minions.get("black-serpent").location = -1;
        f.only(new SauronActions.Command(3, List.of(), false));
        assertThat(f.ask().options()).noneMatch(a -> a instanceof Action.PlaceToken)
                .filteredOn(a -> a instanceof Action.DrawToken)
                .as("only piles with a place for their token: the green one's only place holds the hero")
                .containsExactly(new Action.DrawToken("brown"));
        int before = f.s.tokenPiles.get("brown").size();
        f.apply(new Action.DrawToken("brown"));
        assertThat(f.s.tokenPiles.get("brown").size()).isEqualTo(before - 1);
        Ask place = f.ask();
        int token = ((SauronActions.PlaceDrawn) f.s.stack.peek()).token();
        String face = Fixture.RULES.cards().tokenFace(token);
        String name = face == null ? "blank" : Fixture.RULES.data().monster(face).name();
        assertThat(place.seat()).isEqualTo(Seat.SAURON);
        assertThat(place.prompt()).isEqualTo("Place the " + name + " token drawn from the brown pile");
        assertThat(place.options()).containsExactly(new Action.ChooseLocation(f.at("dol-guldur")));
        assertThat(f.engine.view(f.s, Seat.SAURON).question().ask().prompt()).contains(name);
        assertThat(Invariants.check(Fixture.RULES, f.s)).isEmpty();
        // the heroes' view is the same whatever token Sauron holds
        Seat hero = Seat.hero("beravor");
        var other = f.s.copy();
        int swap = -1;
        var pile = other.tokenPiles.get("brown").drawPile();
        for (int i = 0; i < pile.size(); i++) {
            if (!Objects.equals(Fixture.RULES.cards().tokenFace(pile.get(i)), face)) {
                swap = pile.removeAt(i);
                pile.add(token);
                break;
            }
        }
        other.stack.pop();
        other.stack.push(new SauronActions.PlaceDrawn(swap, null, false));
        assertThat(ViewText.of(f.engine.view(other, hero))).isEqualTo(ViewText.of(f.engine.view(f.s, hero)))
                .doesNotContain(name);
        // saved at this question, it reads back the same
        assertThat(SnapshotTest.roundTrip(f.s, List.of("beravor"))).isEqualTo(f.s);
        f.apply(new Action.ChooseLocation(f.at("dol-guldur")));
        assertThat(f.s.tokenAt[token]).isEqualTo(f.at("dol-guldur"));
        assertThat(f.ask().prompt()).isEqualTo("Command monsters and minions (2 left)");
        assertThat(f.ask().options()).noneMatch(a -> a instanceof Action.DrawToken);
    }

    @Test
    void anEmptyPileIsNotOffered() {
        Fixture f = new Fixture("beravor");
        f.s.influence[f.at("dol-guldur")] = 3;
        var brown = f.s.tokenPiles.get("brown");
        while (brown.drawPile().size() > 0) { // every brown token on the board already
            f.s.tokenAt[brown.drawPile().pop()] = f.at("dol-guldur");
        }
        f.only(new SauronActions.Command(1, List.of(), false));
        assertThat(f.ask().options()).doesNotContain(new Action.DrawToken("brown"));
    }

    /**
     * FS line 122, the Black Serpent: "Monster tokens may always be placed within 1 space of him, even without
     * influence" - a card's placement too, not only the Command action's.
     */
    @Test
    void aCardPlacesTokensNearTheBlackSerpentWithoutInfluence() {
        Fixture f = new Fixture("beravor");
        Arrays.fill(f.s.influence, 0);
        List<Integer> anywhere = Fixture.RULES.board().locations().stream().map(Location::index).toList();
        f.only(new EffectSteps.PlaceMonster(anywhere, false));
        assertThat(f.ask().options()).containsExactly(new Action.DrawToken("blue"), new Action.Pass());
        f.apply(new Action.DrawToken("blue"));
        assertThat(f.ask().prompt()).startsWith("Place the ").endsWith(" token drawn from the blue pile");
        assertThat(f.ask().options()).contains(new Action.ChooseLocation(f.at("near-harad")),
                new Action.ChooseLocation(f.at("pelargir")))
                .doesNotContain(new Action.ChooseLocation(f.at("belfalas")));
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
    @Plays("minion:black-serpent")
    void theBlackSerpentMovesUpToTwoAndLetsTokensBePlacedNearHimWithoutInfluence() {
        Fixture f = new Fixture("beravor");
        f.only(new SauronActions.Command(1, List.of(), false));
        List<Action> options = f.ask().options();
        assertThat(options).contains(new Action.MoveMinion("black-serpent", f.at("minas-morgul")),
                new Action.MoveMinion("black-serpent", f.at("osgiliath")));
        assertThat(options).contains(new Action.DrawToken("blue"));
        assertThat(options).filteredOn(a -> a instanceof Action.MoveMinion m && m.minion().equals("mouth-of-sauron"))
                .allMatch(a -> Fixture.RULES.board().distance(Fixture.RULES.board().location(f.at("dol-guldur")),
                        Fixture.RULES.board().location(((Action.MoveMinion) a).to())) == 1);
        f.apply(new Action.DrawToken("blue"));
        assertThat(f.ask().options()).contains(new Action.ChooseLocation(f.at("near-harad")),
                new Action.ChooseLocation(f.at("pelargir")))
                .doesNotContain(new Action.ChooseLocation(f.at("belfalas")));
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

    /**
     * FS 5.7 and the Shadow cards: "Playable during Sauron's Action step". RS 188: "Sauron may take 2 actions". The
     * Action step is the taking of those actions: it lasts until the last one is resolved, so an action-timed
     * Shadow card is offered before the first action and between actions, and no longer once the last action is
     * done (the step is over; Hero Draw follows). Our reading: "during" does not stretch past the last action.
     */
    @Test
    void anActionShadowCardIsPlayableBeforeAndBetweenActionsButNotAfterTheLast() {
        Fixture f = new Fixture("beravor").atFirstAction();
        int fog = Fixture.RULES.cards().copies("shadow:an-evil-fog").get(0);
        CardPlaces.take(f.s, fog);
        f.s.sauronShadows.add(fog);
        f.s.shadowPool = Math.max(1, f.s.shadowPool);
        assertThat(f.ask().prompt()).isEqualTo("Take an action (1 of 2)");
        assertThat(f.ask().options()).contains(new Action.ChooseCard(fog));
        f.apply(new Action.TakeAction(ActionType.COMMAND));
        f.apply(new Action.Pass());
        assertThat(f.ask().prompt()).isEqualTo("Take an action (2 of 2)");
        assertThat(f.ask().options()).contains(new Action.ChooseCard(fog));
        f.apply(new Action.TakeAction(ActionType.COMMAND));
        f.apply(new Action.Pass());
        assertThat(f.s.stack).noneMatch(x -> x instanceof SauronActions.Choose);
        Ask next = f.ask();
        assertThat(next == null ? List.<Action>of() : next.options()).doesNotContain(new Action.ChooseCard(fog));
        assertThat(f.s.sauronShadows.contains(fog)).isTrue();
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
