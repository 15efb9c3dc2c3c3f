package meq.rules;

import static org.assertj.core.api.Assertions.assertThat;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import meq.data.CardDecks;
import meq.data.ShadowTiming;
import meq.rules.checks.Invariants;
import meq.rules.play.RunEffect;
import meq.rules.play.Shadows;
import meq.rules.words.Describe;
import meq.state.Deck;
import meq.state.Marker;
import meq.state.MinionState;
import meq.state.Seat;
import meq.state.StoryTrack;
import org.junit.jupiter.api.Test;

/** Card effects that put things on the board, in the Pool or in Sauron's hand (issue 14: where they land). */
class CardEffectsTest {
    static int card(String deck, String id) {
        return CardRulesTest.card(deck, id);
    }

    static CardDecks.Event event(String id) {
        for (int stage = 1; stage <= 3; stage++) {
            for (int c : Fixture.RULES.cards().deck(Deck.events(stage))) {
                if (Fixture.RULES.cards().id(c).equals(id)) {
                    return Fixture.RULES.cards().def(c, CardDecks.Event.class);
                }
            }
        }
        throw new IllegalArgumentException(id);
    }

    /** A hero out of the way (the Grey Havens), so no location under test holds a hero. */
    static Fixture quiet() {
        Fixture f = new Fixture("beravor").atFirstAction();
        f.s.hero("beravor").location = f.at("grey-havens");
        return f;
    }

    static int tokensAt(Fixture f, String location) {
        int n = 0;
        for (int at : f.s.tokenAt) {
            if (at == f.at(location)) {
                n++;
            }
        }
        return n;
    }

    /** Answers Sauron's questions with the first option that is not a pass, until the game asks nothing more. */
    static void sauronPlaysOn(Fixture f) {
        for (Ask a = f.ask(); a != null; a = f.ask()) {
            assertThat(a.seat()).isEqualTo(Seat.SAURON);
            f.apply(a.options().stream().filter(o -> !(o instanceof Action.Pass)).findFirst().orElseThrow());
        }
    }

    @Test
    @Plays("event:stone-figures-in-the-trollshaws")
    void stoneFiguresPutsAMonsterTokenOnEachOfTheTwoChosenRhudaurLocations() {
        // meq-facts 1.9, Stone Figures in the Trollshaws: "Sauron may place a monster token in any 2 Rhudaur
        // locations without needing influence" -- one token on each of the two, none needing influence
        Fixture f = quiet();
        f.only(new RunEffect(event("stone-figures-in-the-trollshaws").effect(), 0, Scope.of(null, -1)));
        Ask use = f.ask();
        assertThat(use.options()).contains(new Action.Accept());
        f.apply(new Action.Accept());
        Ask pair = f.ask();
        Action northDownsAndTrollshaws = pair.options().stream()
                .filter(o -> o instanceof Action.ChooseOption co && co.text().equals("The North Downs and the Trollshaws"))
                .findFirst().orElseThrow();
        f.s.influence[f.at("north-downs")] = 0;
        f.s.influence[f.at("trollshaws")] = 0;
        f.apply(northDownsAndTrollshaws);
        sauronPlaysOn(f);
        assertThat(tokensAt(f, "north-downs")).isEqualTo(1);
        assertThat(tokensAt(f, "trollshaws")).isEqualTo(1);
    }

    @Test
    @Plays("event:warrior-of-the-lidless-eye")
    void warriorOfTheLidlessEyePutsInfluenceAndAMonsterOnEachLocationNextToGothmog() {
        // meq-facts 1.9, Warrior of the Lidless Eye: "1 influence and 1 monster token on each space adjacent to
        // Gothmog" -- at Mount Gundabad: the High Pass, the Northern Waste and the Ruins of Angmar; not his own
        Fixture f = quiet();
        MinionState gothmog = f.s.minions.get("gothmog");
        gothmog.status = MinionState.Status.ACTIVE;
        gothmog.location = f.at("mount-gundabad");
        List<String> around = List.of("high-pass", "northern-waste", "ruins-of-angmar");
        around.forEach(l -> f.s.influence[f.at(l)] = 0);
        int[] before = f.s.influence.clone();
        f.only(new RunEffect(event("warrior-of-the-lidless-eye").effect(), 0, Scope.of(null, -1)));
        sauronPlaysOn(f);
        for (String l : around) {
            assertThat(f.s.influence[f.at(l)]).as(l).isEqualTo(before[f.at(l)] + 1);
            assertThat(tokensAt(f, l)).as(l).isEqualTo(1);
        }
        assertThat(f.s.influence[f.at("mount-gundabad")]).as("Gothmog's own location").isEqualTo(before[f.at("mount-gundabad")]);
        assertThat(tokensAt(f, "mount-gundabad")).isZero();
    }

    /** Puts a card of Sauron's Shadow deck in his hand (out of the deck and the discards). */
    static int shadowInHand(Fixture f, String id) {
        int c = CardRulesTest.take(f, "shadows", id);
        f.s.sauronShadows.remove(c);
        f.s.sauronShadows.add(c);
        return c;
    }

    /** Sauron plays a Shadow card from his hand in his Action step; the question that follows (null: none). */
    static Ask playShadow(Fixture f, int shadow) {
        f.s.story.set(Marker.RED, StoryTrack.STAGE_III); // stage III: a Pool of 12
        f.s.shadowPool = f.s.shadowPoolLimit();
        f.s.shadowPlayed = false;
        f.only(new Shadows.Window(ShadowTiming.ACTION, Scope.of(null, -1)));
        f.apply(new Action.ChooseCard(shadow));
        return f.ask();
    }

    @Test
    void theIthilStoneDoesNothingWhenNeitherNamedPlotCanBeFetched() {
        // meq-facts Shadow deck, The Ithil-stone: "Fetch 'Denethor Falls into Madness' or 'Saruman Falls to
        // Corruption' from the Plot deck or discard; keep it or play it" -- with both out of reach (here in his
        // hand already) there is nothing to fetch, so nothing to play: no other plot of his hand comes out
        Fixture f = quiet();
        int denethor = CardRulesTest.take(f, "plots", "denethor-falls-into-madness");
        int saruman = CardRulesTest.take(f, "plots", "saruman-falls-to-corruption");
        int gollum = CardRulesTest.take(f, "plots", "gollum-is-captured");
        f.s.sauronPlots.clear();
        f.s.sauronPlots.add(denethor);
        f.s.sauronPlots.add(saruman);
        f.s.sauronPlots.add(gollum);
        int[] active = f.s.activePlots.clone();
        int stone = shadowInHand(f, "ithil-stone");
        // Sauron says yes to whatever he is offered: still nothing may come out of his hand
        for (Ask a = playShadow(f, stone); a != null; a = f.ask()) {
            f.apply(a.options().get(0));
        }
        assertThat(f.s.activePlots).isEqualTo(active);
        assertThat(f.s.sauronPlots.toArray()).containsExactly(denethor, saruman, gollum);
        assertThat(f.s.decks.get("shadows").discards().toArray()).contains(stone);
    }

    @Test
    void whetherSauronIsAskedWhichPlotToFetchDoesNotTellTheHeroesWhatHeHolds() {
        // found by the 1,000-game secrets run: Sauron was asked "Take which plot" only when two named plots were
        // out of his hand, so the heroes, who see that he is asked, learnt what his hand held. He is asked the same
        // question whatever his hand holds (with nothing to take, his only answer is to take none).
        List<String> prompts = new ArrayList<>();
        for (int inHand = 0; inHand <= 2; inHand++) {
            Fixture f = quiet();
            int denethor = CardRulesTest.take(f, "plots", "denethor-falls-into-madness");
            int saruman = CardRulesTest.take(f, "plots", "saruman-falls-to-corruption");
            f.s.sauronPlots.clear();
            f.s.decks.get("plots").drawPile().add(denethor);
            f.s.decks.get("plots").discards().add(saruman);
            if (inHand >= 1) {
                f.s.decks.get("plots").drawPile().remove(denethor);
                f.s.sauronPlots.add(denethor);
            }
            if (inHand >= 2) {
                f.s.decks.get("plots").discards().remove(saruman);
                f.s.sauronPlots.add(saruman);
            }
            Ask a = playShadow(f, shadowInHand(f, "ithil-stone"));
            prompts.add((a == null ? "nothing asked" : a.seat() + ": " + a.prompt() + " (" + a.options().size() + ")"));
        }
        assertThat(prompts).containsExactly("sauron: Take which plot into your hand? (2)",
                "sauron: Take which plot into your hand? (1)", "sauron: Take which plot into your hand? (1)");
    }

    @Test
    void sauronIsAskedToPlayOrKeepTheFetchedPlotEvenWhenHeCannotPlayIt() {
        // found in review: after The Ithil-stone, Sauron was asked "play it or keep it" only when the fetched plot
        // could be played now; the plots' requirements are public, so the question told the heroes which plot he
        // took. He is asked whenever a plot was taken (keeping it is then his only answer).
        Fixture f = quiet();
        int denethor = card("plots", "denethor-falls-into-madness");
        f.s.sauronPlots.clear();
        f.s.shadowPool = 0; // the Pool is set by playShadow; Denethor needs 8, so it cannot be played
        Ask which = playShadow(f, shadowInHand(f, "ithil-stone"));
        f.s.shadowPool = 7;
        f.apply(new Action.ChooseCard(denethor));
        Ask play = f.ask();
        assertThat(play).as("asked to play or keep").isNotNull();
        assertThat(play.seat()).isEqualTo(Seat.SAURON);
        assertThat(play.options()).extracting(o -> Describe.action(Fixture.RULES, o))
                .containsExactly("Keep Denethor Falls into Madness in hand");
    }

    @Test
    @Plays("shadow:ithil-stone")
    void theIthilStoneLetsSauronChooseWhichNamedPlotHeFetchesAndPlaysThatOne() {
        // "Fetch 'Denethor Falls into Madness' or 'Saruman Falls to Corruption' ...; keep it or play it":
        // Sauron chooses between the two (named by title), and may play the one he fetched
        Fixture f = quiet();
        int denethor = card("plots", "denethor-falls-into-madness");
        int saruman = card("plots", "saruman-falls-to-corruption");
        int gollum = CardRulesTest.take(f, "plots", "gollum-is-captured");
        f.s.sauronPlots.clear();
        f.s.sauronPlots.add(gollum);
        int stone = shadowInHand(f, "ithil-stone");
        Ask which = playShadow(f, stone);
        assertThat(which.seat()).isEqualTo(Seat.SAURON);
        assertThat(which.options()).containsExactlyInAnyOrder(new Action.ChooseCard(denethor), new Action.ChooseCard(saruman));
        assertThat(which.options().stream().map(o -> Describe.action(Fixture.RULES, o)))
                .containsExactlyInAnyOrder("Denethor Falls into Madness", "Saruman Falls to Corruption");
        f.apply(new Action.ChooseCard(saruman));
        assertThat(f.s.sauronPlots.toArray()).containsExactlyInAnyOrder(gollum, saruman);
        Ask play = f.ask();
        Action atIsengard = play.options().stream()
                .filter(o -> o instanceof Action.ChooseOption co && co.text().contains("Isengard")).findFirst().orElseThrow();
        f.apply(atIsengard);
        sauronPlaysOn(f);
        assertThat(f.s.activePlots).contains(saruman);
        assertThat(f.s.sauronPlots.toArray()).containsExactly(gollum);
    }

    @Test
    @Plays("plot:smeagol-escapes")
    void smeagolEscapesLetsSauronChooseWhichGollumPlotHeFetches() {
        // meq-facts Plot deck, Sméagol Escapes: "on activation, fetch a 'Gollum' plot from the deck or discard
        // pile, then shuffle the Plot deck" -- Sauron chooses which Gollum plot
        Fixture f = quiet();
        int captured = card("plots", "gollum-is-captured");
        int tortured = card("plots", "gollum-is-tortured");
        f.s.sauronPlots.clear();
        var smeagol = Fixture.RULES.cards().def(card("plots", "smeagol-escapes"), CardDecks.Plot.class);
        f.only(new RunEffect(smeagol.onPlay(), 0, Scope.of(null, card("plots", "smeagol-escapes"))));
        Ask which = f.ask();
        assertThat(which.seat()).isEqualTo(Seat.SAURON);
        assertThat(which.options()).containsExactlyInAnyOrder(new Action.ChooseCard(captured), new Action.ChooseCard(tortured));
        Action second = which.options().get(1);
        f.apply(second);
        assertThat(f.s.sauronPlots.toArray()).containsExactly(((Action.ChooseCard) second).card());
        assertThat(f.ask()).isNull();
    }

    @Test
    @Plays("shadow:lord-of-the-rings")
    void lordOfTheRingsIsDiscardedOnlyAfterItResolvesSoItCannotTakeItself() {
        // meq-facts Shadow deck, Lord of the Rings: "Take a Plot or Shadow card from a discard pile into hand. If
        // 'A Dark Messenger' is active, yellow marker +1" -- the card goes to the discards once resolved, so
        // it is never one of the cards it may take (else, with A Dark Messenger, yellow +1 every turn)
        Fixture f = quiet();
        f.s.decks.get("shadows").discards().clear();
        f.s.decks.get("plots").discards().clear();
        int messenger = CardRulesTest.take(f, "plots", "a-dark-messenger");
        f.s.activePlots[1] = messenger;
        f.s.plotAt[1] = f.at("erebor");
        int lord = shadowInHand(f, "lord-of-the-rings");
        int yellow = f.s.story.position(Marker.YELLOW);
        for (Ask a = playShadow(f, lord); a != null; a = f.ask()) {
            assertThat(a.options()).as(a.prompt()).noneMatch(o -> o instanceof Action.ChooseOption co
                    && co.text().contains("lord-of-the-rings"));
            f.apply(a.options().get(a.options().size() - 1));
        }
        assertThat(f.s.sauronShadows.toArray()).doesNotContain(lord);
        assertThat(f.s.decks.get("shadows").discards().toArray()).containsExactly(lord);
        assertThat(f.s.story.position(Marker.YELLOW)).isEqualTo(yellow + 1);
    }

    @Test
    void whenTheStageFallsTheShadowPoolGivesBackWhatIsAboveItsNewLimit() {
        // RS 222-223: "The amount of influence Sauron may have in the Pool is equal to 4 times the current game
        // stage." Théoden Warned of Saruman (meq-facts 1.9) moves the black marker back; when it was the only
        // marker in stage III the stage falls to II. The rules are silent on the Pool then; our choice: the
        // influence above the new limit goes back to the supply at once.
        Fixture f = quiet();
        f.s.story.set(Marker.BLACK, StoryTrack.STAGE_III);
        f.s.story.set(Marker.RED, 9);
        f.s.story.set(Marker.YELLOW, 8);
        f.s.shadowPool = 12;
        var h = f.s.hero("beravor");
        h.favor = 2;
        f.only(new RunEffect(event("theoden-warned-of-saruman").onExplore(), 0, Scope.of("beravor", -1)));
        f.apply(new Action.Accept());
        assertThat(f.s.story.position(Marker.BLACK)).isEqualTo(StoryTrack.STAGE_III - 1);
        assertThat(f.s.story.stage()).isEqualTo(2);
        assertThat(f.s.shadowPool).isEqualTo(8);
        assertThat(Invariants.check(Fixture.RULES, f.s)).isEmpty();
    }

    @Test
    void grievousLossPutsNoInfluenceInAPoolAtItsLimit() {
        // meq-facts Shadow deck, Grievous Loss: "1 influence (in extension or the Pool) per Corruption card on
        // the defeated hero"; RS 222-223: the Pool holds at most 4 times the current stage. With the Pool one
        // short of its limit, one token may go there and the others only in extension.
        Fixture f = quiet();
        var corruption = f.s.decks.get("corruption").drawPile();
        var h = f.s.hero("beravor");
        for (int i = 0; i < 3; i++) {
            h.corruption.add(corruption.pop());
        }
        f.s.shadowPool = f.s.shadowPoolLimit() - 1;
        int onBoard = Arrays.stream(f.s.influence).sum();
        int card = Fixture.RULES.cards().copies("shadow:grievous-loss").get(0);
        var def = Fixture.RULES.cards().def(card, CardDecks.Shadow.class);
        f.only(new RunEffect(def.effect(), 0, Scope.of("beravor", card)));
        int pooled = 0;
        for (Ask a = f.ask(); a != null; a = f.ask()) {
            // Sauron tries the Pool first every time
            Action pool = a.options().stream().filter(o -> o instanceof Action.PlaceInPool).findFirst().orElse(null);
            if (pool != null) {
                pooled++;
            }
            f.apply(pool != null ? pool : a.options().get(0));
        }
        assertThat(pooled).isEqualTo(1);
        assertThat(f.s.shadowPool).isEqualTo(f.s.shadowPoolLimit());
        assertThat(Arrays.stream(f.s.influence).sum()).isEqualTo(onBoard + h.corruption.size() - 1);
        assertThat(Invariants.check(Fixture.RULES, f.s)).isEmpty();
    }

    @Test
    @Plays("shadow:grievous-loss")
    void grievousLossMayPutEveryTokenInThePoolWhileItHasRoom() {
        // Grievous Loss: "Sauron gains 1 influence, in extension or in the Shadow Pool, for each Corruption card the
        // hero holds" -- the card sets no other bound than the Pool's own limit (the Place Influence action's "up to
        // 2 in the Pool", RS 204-205, is that action's rule, not this card's)
        Fixture f = quiet();
        var corruption = f.s.decks.get("corruption").drawPile();
        var h = f.s.hero("beravor");
        for (int i = 0; i < 3; i++) {
            h.corruption.add(corruption.pop());
        }
        f.s.shadowPool = 0;
        int card = Fixture.RULES.cards().copies("shadow:grievous-loss").get(0);
        var def = Fixture.RULES.cards().def(card, CardDecks.Shadow.class);
        f.only(new RunEffect(def.effect(), 0, Scope.of("beravor", card)));
        for (Ask a = f.ask(); a != null; a = f.ask()) {
            f.apply(a.options().stream().filter(o -> o instanceof Action.PlaceInPool).findFirst()
                    .orElse(a.options().get(0)));
        }
        assertThat(h.corruption.size()).isGreaterThanOrEqualTo(3);
        assertThat(f.s.shadowPool).as("every token in the Pool").isEqualTo(h.corruption.size());
    }

    @Test
    void aChoiceOffersOnlyTheOptionsThatCanHappen() {
        // data/README.md, choice: "an option whose steps cannot happen is not offered". The Thieves of Tharbad:
        // "Sauron moves one character token of his choice from the board to the Mouth of the Greyflood" -- only
        // the characters on the board are his to choose.
        Fixture f = quiet();
        f.s.characterAt.replaceAll((k, v) -> -1);
        f.s.characterAt.put("aragorn", f.at("bree"));
        f.s.characterAt.put("gandalf", f.at("shire"));
        f.only(new RunEffect(event("thieves-of-tharbad").effect(), 0, Scope.of(null, -1)));
        Ask a = f.ask();
        assertThat(a.options()).extracting(o -> ((Action.ChooseOption) o).text()).containsExactly("Aragorn", "Gandalf");
        f.apply(a.options().get(1));
        assertThat(f.s.characterAt.get("gandalf")).isEqualTo(f.at("mouth-of-the-greyflood"));
        assertThat(f.s.characterAt.get("aragorn")).isEqualTo(f.at("bree"));
    }

    @Test
    void aCardThatAddsToTheShadowPoolStopsAtItsLimit() {
        // meq-facts Shadow deck, Shire, Baggins: "Put 1 influence in the Pool and 1 in The Shire"; RS 222-223:
        // at most 4 times the current stage in the Pool -- the token for a full Pool is not placed
        Fixture f = quiet();
        f.s.shadowPool = f.s.shadowPoolLimit();
        int shire = f.s.influence[f.at("shire")];
        int card = Fixture.RULES.cards().copies("shadow:shire-baggins").get(0);
        var def = Fixture.RULES.cards().def(card, CardDecks.Shadow.class);
        f.only(new RunEffect(def.effect(), 0, Scope.of(null, card)));
        sauronPlaysOn(f);
        assertThat(f.s.shadowPool).isEqualTo(f.s.shadowPoolLimit());
        assertThat(f.s.influence[f.at("shire")]).isEqualTo(shire + 1);
        assertThat(Invariants.check(Fixture.RULES, f.s)).isEmpty();
    }
}
