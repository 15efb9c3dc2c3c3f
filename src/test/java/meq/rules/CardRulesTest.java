package meq.rules;

import static org.assertj.core.api.Assertions.assertThat;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import meq.board.Location;
import meq.data.CardDecks;
import meq.data.Selector;
import meq.data.ShadowTiming;
import meq.rules.play.Damage;
import meq.rules.play.Encounters;
import meq.rules.play.HeroTurn;
import meq.rules.play.RunEffect;
import meq.rules.play.SauronActions;
import meq.rules.play.SauronTurn;
import meq.rules.play.Shadows;
import meq.rules.table.ActivePlots;
import meq.rules.table.Selectors;
import meq.rules.words.Describe;
import meq.state.Attribute;
import meq.state.Deck;
import meq.state.HeroState;
import meq.state.Lasting;
import meq.state.Marker;
import meq.state.MinionState;
import meq.state.Seat;
import meq.state.Side;
import org.junit.jupiter.api.Test;

/** Rules that involve cards: plots, events, exploring, encounters, perils, shadows, damage and defeat. */
class CardRulesTest {
    static int card(String deck, String id) {
        for (int c : Fixture.RULES.cards().deck(new Deck(deck))) {
            if (Fixture.RULES.cards().id(c).equals(id)) {
                return c;
            }
        }
        throw new IllegalArgumentException(id);
    }

    /** Takes a card out of wherever it is in the state's named decks. */
    static int take(Fixture f, String deck, String id) {
        int c = card(deck, id);
        f.s.decks.get(deck).drawPile().remove(c);
        f.s.decks.get(deck).discards().remove(c);
        return c;
    }

    @Test
    @Plays("hero:eometh")
    void setupMakesOneStartingPlotActiveAndDealsMissionsAndQuests() {
        Fixture f = new Fixture("beravor", "eometh");
        assertThat(f.s.activePlots[0]).isNotNegative();
        assertThat(Fixture.RULES.cards().def(f.s.activePlots[0], CardDecks.Plot.class).starting()).isTrue();
        assertThat(f.s.sauronMission).isNotNegative();
        assertThat(f.s.heroMission).isNotNegative();
        assertThat(f.s.hero("beravor").quests.size()).isEqualTo(2);
        // Eometh's Expert Rider: "begins the game holding a Horse Item card"
        assertThat(Fixture.RULES.cards().id(f.s.hero("eometh").items.get(0))).isEqualTo("horse");
    }

    @Test
    void activePlotsAdvanceTheirMarkerAtEachStoryStep() {
        Fixture f = new Fixture("beravor").atFirstAction();
        int[] before = {f.s.story.position(Marker.YELLOW), f.s.story.position(Marker.BLACK), f.s.story.position(Marker.RED)};
        var plot = Fixture.RULES.cards().def(f.s.activePlots[0], CardDecks.Plot.class);
        f.only(new SauronTurn.Story());
        f.ask();
        Marker m = Marker.valueOf(plot.marker().toUpperCase());
        assertThat(f.s.story.position(m)).isEqualTo(before[m.ordinal() - 1] + plot.advance());
    }

    @Test
    void grievousLossGivesInfluencePerCorruptionAndSlowsGreenAtTheNextStoryStep() {
        // "Sauron gains 1 influence, in extension or in the Shadow Pool, for each Corruption card the hero holds,
        // and the green marker moves 1 space less at the next Story step."
        Fixture f = new Fixture("beravor").atFirstAction();
        var corruption = f.s.decks.get("corruption").drawPile();
        f.s.hero("beravor").corruption.add(corruption.pop());
        f.s.hero("beravor").corruption.add(corruption.pop());
        int card = Fixture.RULES.cards().copies("shadow:grievous-loss").get(0);
        var def = Fixture.RULES.cards().def(card, CardDecks.Shadow.class);
        int influence = Arrays.stream(f.s.influence).sum() + f.s.shadowPool;
        f.only(new RunEffect(def.effect(), 0, Scope.of("beravor", card)));
        for (Ask a = f.ask(); a != null; a = f.ask()) {
            assertThat(a.seat()).isEqualTo(Seat.SAURON);
            f.apply(a.options().get(0));
        }
        int held = f.s.hero("beravor").corruption.size();
        assertThat(held).isGreaterThanOrEqualTo(2);
        assertThat(Arrays.stream(f.s.influence).sum() + f.s.shadowPool).isEqualTo(influence + held);
        assertThat(f.s.lastingAmount(Lasting.Kind.GREEN_SLOWED)).isEqualTo(1);
        int green = f.s.story.position(Marker.GREEN);
        f.only(new SauronTurn.Story());
        f.ask();
        assertThat(f.s.story.position(Marker.GREEN)).isEqualTo(green + 1);
        assertThat(f.s.lasting(Lasting.Kind.GREEN_SLOWED)).isNull();
    }

    @Test
    void aPlotNeedsTheShadowPoolMinimumAndAFreeSlot() {
        Fixture f = new Fixture("beravor").atFirstAction();
        int denethor = take(f, "plots", "denethor-falls-into-madness");
        f.s.sauronPlots.add(denethor);
        f.s.shadowPool = 7;
        f.only(new SauronTurn.PlotStep());
        assertThat(f.ask().options()).noneMatch(a -> a instanceof Action.PlayPlot p && p.card() == denethor);
        f.s.shadowPool = 8;
        f.s.story.set(Marker.RED, 7);
        f.only(new SauronTurn.PlotStep());
        Action play = new Action.PlayPlot(denethor, f.at("minas-tirith"));
        assertThat(f.ask().options()).contains(play);
        f.apply(play);
        assertThat(ActivePlots.activeCount(new Ctx(Fixture.RULES, f.s, new ArrayList<>()))).isEqualTo(2);
        assertThat(f.s.shadowPool).as("the minimum is checked, not spent").isEqualTo(8);
    }

    @Test
    void whenHeroesAreDominantTheLowestOfThreeEventsIsResolved() {
        Fixture f = new Fixture("beravor").atFirstAction();
        f.s.turn = 2;
        f.s.story.set(Marker.GREEN, 6);
        assertThat(f.s.story.dominant()).isEqualTo(Side.HEROES);
        var deck = f.s.decks.get("events-1").drawPile();
        deck.clear();
        f.s.decks.get("events-1").discards().clear();
        int p3 = card("events-1", "trust-in-friendship");
        int p7 = card("events-1", "dunadan-guards-the-shire");
        int p12 = card("events-1", "imladris");
        deck.add(p12);
        deck.add(p3);
        deck.add(p7);
        f.only(new SauronTurn.EventStep());
        assertThat(f.engine.run(f.s)).contains(new GameEvent.EventDrawn("trust-in-friendship"));
        // Sauron hands the card (and the favor laid on it) to a hero
        f.apply(f.ask().options().get(0));
        assertThat(f.s.lasting(Lasting.Kind.TRUST_IN_FRIENDSHIP).holder()).isEqualTo("beravor");
        assertThat(f.s.decks.get("events-1").discards().toArray()).contains(p3, p7, p12);
        // its placements: Dain at Lake Esgaroth, favor on Osgiliath
        assertThat(f.s.characterAt.get("dain")).isEqualTo(f.at("lake-esgaroth"));
        assertThat(f.s.favorTokens[f.at("osgiliath")]).isEqualTo(1);
    }

    @Test
    void aFlagEventStaysAsTheCurrentEventWithItsMarker() {
        Fixture f = new Fixture("beravor").atFirstAction();
        var deck = f.s.decks.get("events-1").drawPile();
        int imladris = card("events-1", "imladris");
        deck.remove(imladris);
        f.s.decks.get("events-1").discards().remove(imladris);
        deck.add(imladris);
        f.only(new SauronTurn.EventStep());
        f.ask();
        assertThat(f.s.currentEvent).isEqualTo(imladris);
        assertThat(f.s.eventMarker).isEqualTo(f.at("rivendell"));
        // a hero exploring Rivendell may use it
        f.s.hero("beravor").location = f.at("rivendell");
        f.only(new HeroTurn.Explore("beravor", false));
        assertThat(f.ask().options()).contains(new Action.UseEvent());
    }

    @Test
    void consultingACharacterGivesTwoFavorOrItsAbilityAndSendsItBack() {
        Fixture f = new Fixture("beravor").atFirstAction();
        HeroState h = f.s.hero("beravor");
        h.location = f.at("bree");
        f.s.characterAt.put("gandalf", f.at("bree"));
        f.only(new HeroTurn.Explore("beravor", false));
        f.apply(new Action.Consult("gandalf", false));
        assertThat(h.favor).isEqualTo(2);
        assertThat(f.s.characterAt.get("gandalf")).isEqualTo(-1);
        f.s.characterAt.put("gandalf", f.at("bree"));
        f.apply(new Action.Consult("gandalf", true));
        assertThat(h.level(Attribute.WISDOM)).isEqualTo(1);
    }

    @Test
    void theDarkPathGivesAFavorAndACorruptionCardOncePerTurn() {
        Fixture f = new Fixture("beravor").atFirstAction();
        HeroState h = f.s.hero("beravor");
        f.only(new HeroTurn.Explore("beravor", false));
        int favor = h.favor;
        int corruption = h.corruption.size();
        assertThat(f.ask().options().stream().map(o -> Describe.action(Fixture.RULES, o)))
                .as("the choice says what it gives").contains("Take the dark path for 1 favor and a Corruption card");
        f.apply(new Action.DarkPath());
        assertThat(h.favor).isEqualTo(favor + 1);
        assertThat(h.corruption.size()).isEqualTo(corruption + 1);
        assertThat(h.darkPathTaken).isTrue();
        assertThat(f.ask().options()).doesNotContain(new Action.DarkPath());
    }

    @Test
    void aHeroWithFourCorruptionCardsMayNotTakeTheDarkPath() {
        Fixture f = new Fixture("beravor").atFirstAction();
        HeroState h = f.s.hero("beravor");
        for (String id : List.of("weary", "weak", "helpless", "deranged")) {
            h.corruption.add(take(f, "corruption", id));
        }
        f.only(new HeroTurn.Explore("beravor", false));
        assertThat(f.ask().options()).doesNotContain(new Action.DarkPath());
    }

    @Test
    void damageIsTakenFromTheLifePoolOrTheHandOneByOne() {
        Fixture f = new Fixture("beravor").atFirstAction();
        HeroState h = f.s.hero("beravor");
        f.giveHand("beravor", h.life.get(0), h.life.get(1));
        int inHand = h.hand.get(0);
        int handBefore = h.hand.size();
        f.only(new Damage.Take("beravor", 2));
        f.apply(new Action.TakeFromLife());
        assertThat(f.s.stack.peek()).isEqualTo(new Damage.Take("beravor", 1));
        f.apply(new Action.ChooseCard(inHand));
        assertThat(f.s.stack).as("the last point taken ends the step").noneMatch(x -> x instanceof Damage.Take);
        assertThat(h.damage.size()).isEqualTo(2);
        assertThat(h.damage.contains(inHand)).isTrue();
        assertThat(h.hand.size()).isEqualTo(handBefore - 1);
    }

    @Test
    void aHeroWithNoCardsIsDefeatedAndRecoversInTheClosestHaven() {
        Fixture f = new Fixture("beravor").atFirstAction();
        HeroState h = f.s.hero("beravor");
        h.location = f.at("bree");
        h.favor = 2;
        while (!h.life.isEmpty()) {
            h.damage.add(h.life.pop());
        }
        h.damage.addAll(h.hand);
        h.hand.clear();
        int cards = h.damage.size();
        f.s.story.set(Marker.YELLOW, 1);
        f.s.story.set(Marker.BLACK, 2);
        f.s.story.set(Marker.RED, 2);
        f.only(new Damage.Take("beravor", 1));
        f.apply(new Action.LoseFavor());
        assertThat(h.favor).isEqualTo(1);
        assertThat(f.s.story.position(Marker.YELLOW)).isEqualTo(2);
        assertThat(h.location).isEqualTo(f.at("fornost"));
        assertThat(h.life.size()).isEqualTo(cards);
        assertThat(h.damage.isEmpty()).isTrue();
        assertThat(h.turnOver).isTrue();
    }

    @Test
    void perilousLocationsDrawPerilsAndGetNoEncounter() {
        Fixture f = new Fixture("beravor").atFirstAction();
        HeroState h = f.s.hero("beravor");
        h.location = f.at("moria");
        f.only(new HeroTurn.Arrival("beravor", false));
        assertThat(f.ask().options()).containsExactly(new Action.DrawPerils());
        f.apply(new Action.DrawPerils());
        Ask choose = f.ask();
        assertThat(choose.seat()).isEqualTo(Seat.SAURON);
        assertThat(choose.options()).allMatch(a -> a instanceof Action.ChooseCard);
        int before = f.s.decks.get("encounters-eriador-enedwaith").drawPile().size();
        f.only(new Encounters.Draw("beravor"));
        assertThat(f.ask()).isNull();
        assertThat(f.s.decks.get("encounters-eriador-enedwaith").drawPile().size()).isEqualTo(before);
    }

    @Test
    void aSelectorOfRegionsTakesTheirLocationsInTheBoardsOrderWhateverOrderItNamesThem() {
        Fixture f = new Fixture("beravor").atFirstAction();
        Ctx c = new Ctx(Fixture.RULES, f.s, new ArrayList<>());
        List<Location> both = Selectors.resolve(c, new Selector("regions", List.of("enedwaith", "eriador"), 0, null,
                Set.of()), Scope.of(null, -1));
        assertThat(both).isEqualTo(c.board().locations().stream()
                .filter(l -> List.of("eriador", "enedwaith").contains(l.region().id())).toList());
        assertThat(Selectors.resolve(c, new Selector("region", List.of("eriador"), 0, null, Set.of("notHaven")),
                Scope.of(null, -1))).isEqualTo(c.board().locations().stream()
                .filter(l -> l.region().id().equals("eriador") && !l.haven()).toList()).isNotEmpty();
    }

    @Test
    void anEncounterResolvesTheLowestPriorityCardThatAffectsTheLocation() {
        Fixture f = new Fixture("beravor").atFirstAction();
        HeroState h = f.s.hero("beravor");
        h.location = f.at("tharbad");
        f.s.decks.get("corruption").discards().addAll(h.corruption);
        h.corruption.clear();
        var deck = f.s.decks.get("encounters-eriador-enedwaith");
        Ctx c = new Ctx(Fixture.RULES, f.s, new ArrayList<>());
        List<Integer> affecting = new ArrayList<>();
        int other = -1;
        for (int card : Fixture.RULES.cards().deck(Deck.encounters("eriador-enedwaith"))) {
            var e = Encounters.def(c, card);
            boolean hits = Selectors.resolve(c, e.affects(), Scope.of("beravor", card)).contains(c.loc(h.location));
            if (hits && !e.quest() && affecting.size() < 2) {
                affecting.add(card);
            } else if (!hits && other < 0) {
                other = card;
            }
        }
        deck.drawPile().clear();
        deck.discards().clear();
        for (int card : Fixture.RULES.cards().deck(Deck.encounters("eriador-enedwaith"))) {
            if (!affecting.contains(card) && card != other) {
                deck.drawPile().add(card);
            }
        }
        deck.drawPile().add(other);
        deck.drawPile().add(affecting.get(0));
        deck.drawPile().add(affecting.get(1));
        int lowest = Encounters.def(c, affecting.get(0)).priority() < Encounters.def(c, affecting.get(1)).priority()
                ? affecting.get(0) : affecting.get(1);
        f.only(new Encounters.Draw("beravor"));
        List<GameEvent> events = f.engine.run(f.s);
        assertThat(events).contains(new GameEvent.CardResolved("encounter", Fixture.RULES.cards().id(lowest)));
        assertThat(deck.discards().toArray()).containsExactlyInAnyOrder(affecting.get(0), affecting.get(1), other);
    }

    @Test
    void sauronMayPlayOnlyOneShadowCardOnAHerosTurn() {
        Fixture f = new Fixture("beravor").atFirstAction();
        f.s.sauronShadows.add(take(f, "shadows", "his-arm-has-grown-long"));
        f.s.hero("beravor").location = f.at("bree");
        f.s.shadowPool = 4;
        f.s.shadowPlayed = false;
        f.only(new Shadows.Window(ShadowTiming.HERO_ENTERS, Scope.of("beravor", -1)));
        f.apply(f.ask().options().get(0));
        assertThat(f.s.hero("beravor").perilousAt).isEqualTo(f.at("bree"));
        assertThat(Shadows.playable(new Ctx(Fixture.RULES, f.s, new ArrayList<>()), ShadowTiming.HERO_ENTERS,
                Scope.of("beravor", -1))).isEmpty();
    }

    @Test
    void aDefeatedMinionLeavesAndTheRingwraithsComeBackAtTheNextActionStep() {
        Fixture f = new Fixture("beravor").atFirstAction();
        MinionState serpent = f.s.minions.get("black-serpent");
        Ctx c = new Ctx(Fixture.RULES, f.s, new ArrayList<>());
        Damage.toMinion(c, "black-serpent", 11);
        assertThat(serpent.status).isEqualTo(MinionState.Status.DEFEATED);
        MinionState wraiths = f.s.minions.get("ringwraiths");
        wraiths.status = MinionState.Status.ACTIVE;
        wraiths.location = f.at("osgiliath");
        Damage.toMinion(c, "ringwraiths", 9);
        assertThat(wraiths.status).isEqualTo(MinionState.Status.RETURNING);
        f.only(new SauronActions.Choose(0));
        f.ask();
        assertThat(wraiths.onBoard()).isTrue();
        assertThat(wraiths.location).isEqualTo(f.at("minas-morgul"));
    }
}
