package meq.combat;

import static meq.combat.CombatFixture.CARDS;
import static meq.combat.CombatFixture.DATA;
import static meq.combat.CombatFixture.NO_ABILITY;
import static meq.combat.CombatFixture.RESOLVER;
import static meq.combat.CombatFixture.card;
import static org.assertj.core.api.Assertions.assertThat;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import meq.rules.Plays;
import meq.state.CardKind;
import meq.state.Rng;
import org.junit.jupiter.api.Test;

/**
 * A combat card dealt to several decks (a hero's, a monster combat deck) is played here from every deck that
 * holds it, by the side that plays that deck, and checked against its sentence from its owner's side: what the
 * owner deals and what he takes. The opponent plays a card of the other side with the same printed numbers
 * wherever it is dealt (Hack M 1/0/0, Quick Shot R 1/0/0, Reckless M 5/0/3, ...). Strength and health are large,
 * so no one is exhausted or defeated unless the test says so.
 */
class CombatCardsTest {
    static final List<String> SAURON_DECKS = List.of("zealot", "ravager", "behemoth");

    /** One round (or two) seen from the owner of the card under test. */
    record Seen(RoundResult first, RoundResult second, boolean ownerIsHero) {
        int dealt() {
            return dealt(last());
        }

        int taken() {
            return taken(last());
        }

        int dealtFirst() {
            return dealt(first);
        }

        int takenFirst() {
            return taken(first);
        }

        private RoundResult last() {
            return second == null ? first : second;
        }

        private int dealt(RoundResult r) {
            return ownerIsHero ? r.damage().toSauron() : r.damage().toHero();
        }

        private int taken(RoundResult r) {
            return ownerIsHero ? r.damage().toHero() : r.damage().toSauron();
        }
    }

    /** The decks that hold this card (hero decks by hero id, monster combat decks by deck id). */
    static List<String> holders(String id) {
        List<String> out = new ArrayList<>();
        DATA.heroes().forEach(h -> {
            if (h.deck().stream().anyMatch(c -> c.id().equals(id))) {
                out.add(h.id());
            }
        });
        for (String d : SAURON_DECKS) {
            if (DATA.combatDecks().stream().anyMatch(x -> x.id().equals(d) && x.cards().stream().anyMatch(c -> c.id().equals(id)))) {
                out.add(d);
            }
        }
        return out;
    }

    /** The opponent's copy of a card: from a deck of the other side that holds it. */
    static int opponents(String ownerDeck, String id) {
        boolean ownerIsHero = !SAURON_DECKS.contains(ownerDeck);
        for (String d : holders(id)) {
            if (SAURON_DECKS.contains(d) == ownerIsHero) {
                return card(d, id);
            }
        }
        throw new IllegalArgumentException("no deck of the other side holds " + id);
    }

    /** The owner plays his card against the opponent's; then, if given, a second round of two more cards. */
    static Seen play(String deck, String id, String against, String thenOwn, String thenAgainst) {
        boolean hero = !SAURON_DECKS.contains(deck);
        int own = card(deck, id);
        int opp = opponents(deck, against);
        int own2 = thenOwn == null ? -1 : card(deck, thenOwn);
        int opp2 = thenAgainst == null ? -1 : opponents(deck, thenAgainst);
        List<Integer> sauronHand = new ArrayList<>(hero ? List.of(opp) : List.of(own));
        if (thenOwn != null) {
            sauronHand.add(hero ? opp2 : own2);
        }
        CombatState st = CombatState.start(40, 40, 60, 0, sauronHand);
        RoundResult r1 = hero ? round(st, own, opp) : round(st, opp, own);
        RoundResult r2 = thenOwn == null ? null : hero ? round(r1.next(), own2, opp2) : round(r1.next(), opp2, own2);
        return new Seen(r1, r2, hero);
    }

    static Seen play(String deck, String id, String against) {
        return play(deck, id, against, null, null);
    }

    private static RoundResult round(CombatState st, int heroCard, int sauronCard) {
        return RESOLVER.round(st, heroCard, sauronCard, NO_ABILITY, new Rng(1));
    }

    /** Runs the check for every deck holding the card, naming the deck on failure; there must be such decks. */
    static void everyCopy(String id, List<String> expected, Consumer<String> check) {
        assertThat(holders(id)).as("the decks that hold " + id).containsExactlyInAnyOrderElementsOf(expected);
        for (String deck : holders(id)) {
            try {
                check.accept(deck);
            } catch (AssertionError e) {
                throw new AssertionError(deck + ":" + id + ": " + e.getMessage(), e);
            }
        }
    }

    @Test
    @Plays({"argalad:aimed-shot", "beravor:aimed-shot", "eometh:aimed-shot", "zealot:aimed-shot", "ravager:aimed-shot",
            "behemoth:aimed-shot"})
    void aimedShotGainsThreeAttackWhenTheOpponentPlaysTheTypeHePlayedLastRound() {
        // R 3/0/3: "+3 attack if the opponent plays the same type as he played last round"
        everyCopy("aimed-shot", List.of("argalad", "beravor", "eometh", "zealot", "ravager", "behemoth"), d -> {
            assertThat(play(d, "aimed-shot", "hack").dealt()).as("no last round").isEqualTo(3);
            assertThat(play(d, "aimed-shot", "hack", "aimed-shot", "hack").dealt()).as("Melee twice").isEqualTo(6);
            assertThat(play(d, "aimed-shot", "hack", "aimed-shot", "quick-shot").dealt()).as("Melee, then Ranged").isEqualTo(3);
        });
    }

    @Test
    @Plays({"argalad:attack-of-opportunity", "eleanor:attack-of-opportunity", "ravager:attack-of-opportunity"})
    void attackOfOpportunityGainsFiveAttackWhenTheOpponentsPrintedDefenseIsZero() {
        // M 2/0/3: "+5 attack if the opponent's printed defense is 0"
        everyCopy("attack-of-opportunity", List.of("argalad", "eleanor", "ravager"), d -> {
            assertThat(play(d, "attack-of-opportunity", "hack").dealt()).as("Hack's defense is 0").isEqualTo(7);
            assertThat(play(d, "attack-of-opportunity", "ranged-strike").dealt()).as("2 - 1").isEqualTo(1);
        });
    }

    @Test
    @Plays({"thalin:block", "behemoth:block"})
    void blockCannotBeCancelledAndItsDefenseNeverFallsBelowTwo() {
        // M 0/4/2: "cannot be cancelled, and its defense cannot go below 2"; Precision (R 2/1/2) makes the
        // opponent's printed defense 0, so Block keeps 2 and takes nothing from Precision's 2 attack
        everyCopy("block", List.of("thalin", "behemoth"), d -> {
            assertThat(play(d, "block", "precision").taken()).isZero();
            assertThat(play(d, "block", "reckless").taken()).as("5 - 4").isEqualTo(1);
        });
    }

    @Test
    @Plays({"beravor:charge", "eleanor:charge", "ravager:charge", "zealot:charge"})
    void chargeCancelsAnOpposingRangedCard() {
        // M 2/0/1: "cancels an opposing Ranged card"
        everyCopy("charge", List.of("beravor", "eleanor", "ravager", "zealot"), d -> {
            Seen r = play(d, "charge", "ranged-strike");
            assertThat(r.taken()).as("Ranged Strike cancelled").isZero();
            assertThat(r.dealt()).as("2 - 0, the cancelled card has no defense").isEqualTo(2);
            assertThat(play(d, "charge", "hack").dealt()).as("a Melee card is not cancelled").isEqualTo(2);
            assertThat(play(d, "charge", "hack").taken()).as("Hack 1+1 against Melee").isEqualTo(2);
        });
    }

    @Test
    @Plays({"eleanor:concentrate", "ravager:concentrate"})
    void concentrateGivesTwoAttackAndTwoDefenseNextRound() {
        // R 0/0/0: "next round, +2 attack and +2 defense"
        everyCopy("concentrate", List.of("eleanor", "ravager"), d -> {
            Seen r = play(d, "concentrate", "quick-shot", "concentrate", "quick-shot");
            assertThat(r.dealtFirst()).isZero();
            assertThat(r.takenFirst()).isEqualTo(1);
            assertThat(r.dealt()).as("0 + 2").isEqualTo(2);
            assertThat(r.taken()).as("1 - (0 + 2)").isZero();
        });
    }

    @Test
    @Plays({"thalin:crush", "behemoth:crush"})
    void crushGainsThreeAttackAgainstAMeleeCard() {
        // M 3/3/4: "+3 attack against a Melee card"
        everyCopy("crush", List.of("thalin", "behemoth"), d -> {
            assertThat(play(d, "crush", "hack").dealt()).isEqualTo(6);
            assertThat(play(d, "crush", "quick-shot").dealt()).isEqualTo(3);
        });
    }

    @Test
    @Plays({"eleanor:dodge", "thalin:dodge"})
    void dodgeGivesTwoDefenseNextRound() {
        // R 0/4/3: "next round, +2 defense"; then Parry (M 1/1/1, +2 defense against Melee) meets Reckless (M 5/0/3)
        everyCopy("dodge", List.of("eleanor", "thalin"), d -> {
            assertThat(play(d, "parry", "reckless").taken()).as("without Dodge: 5 - 3").isEqualTo(2);
            assertThat(play(d, "dodge", "quick-shot", "parry", "reckless").taken()).as("5 - (3 + 2)").isZero();
        });
    }

    @Test
    @Plays({"beravor:evade", "eometh:evade", "thalin:evade"})
    void evadeCancelsAnOpposingMeleeCard() {
        // R 0/2/1: "cancels an opposing Melee card"
        everyCopy("evade", List.of("beravor", "eometh", "thalin"), d -> {
            assertThat(play(d, "evade", "reckless").taken()).as("Reckless cancelled").isZero();
            assertThat(play(d, "evade", "aimed-shot").taken()).as("a Ranged card is not: 3 - 2").isEqualTo(1);
        });
    }

    @Test
    @Plays({"eometh:eviscerate", "ravager:eviscerate"})
    void eviscerateDealsTwoMoreWhenItDealsDamage() {
        // M 2/0/2: "if you deal any damage this round, deal 2 more"
        everyCopy("eviscerate", List.of("eometh", "ravager"), d -> {
            assertThat(play(d, "eviscerate", "hack").dealt()).as("2 - 0, then 2 more").isEqualTo(4);
            assertThat(play(d, "eviscerate", "block").dealt()).as("2 - 4: none, so no more").isZero();
        });
    }

    @Test
    @Plays({"argalad:fall-back", "eometh:fall-back", "ravager:fall-back", "zealot:fall-back"})
    void fallBackCancelsAnOpposingMeleeCardNextRound() {
        // R 1/1/1: "next round, an opposing Melee card is cancelled"
        everyCopy("fall-back", List.of("argalad", "eometh", "ravager", "zealot"), d -> {
            assertThat(play(d, "fall-back", "reckless").taken()).as("this round Reckless hits: 5 - 1").isEqualTo(4);
            assertThat(play(d, "fall-back", "quick-shot", "fall-back", "reckless").taken()).as("next round it is cancelled")
                    .isZero();
        });
    }

    @Test
    @Plays({"eometh:hack", "ravager:hack", "zealot:hack"})
    void hackGainsOneAttackAgainstAMeleeCard() {
        // M 1/0/0: "+1 attack against a Melee card"
        everyCopy("hack", List.of("eometh", "ravager", "zealot"), d -> {
            assertThat(play(d, "hack", "charge").dealt()).as("Charge is M 2/0/1").isEqualTo(2);
            assertThat(play(d, "hack", "quick-shot").dealt()).isEqualTo(1);
        });
    }

    @Test
    @Plays({"thalin:overpower", "behemoth:overpower"})
    void overpowerGivesTwoAttackNextRoundToAMeleeCard() {
        // M 2/2/2: "next round, +2 attack if you play Melee"
        everyCopy("overpower", List.of("thalin", "behemoth"), d -> {
            assertThat(play(d, "overpower", "quick-shot", "overpower", "quick-shot").dealt()).as("2 + 2").isEqualTo(4);
            String ranged = d.equals("thalin") ? "evade" : "precision"; // R 0/2/1, R 2/1/2
            assertThat(play(d, "overpower", "quick-shot", ranged, "quick-shot").dealt()).as("Ranged: no bonus")
                    .isEqualTo(CARDS.card(card(d, ranged)).attack());
        });
    }

    @Test
    @Plays({"argalad:parry", "beravor:parry", "eleanor:parry", "eometh:parry", "thalin:parry", "ravager:parry",
            "zealot:parry"})
    void parryGivesTwoDefenseAgainstAMeleeCard() {
        // M 1/1/1: "+2 defense against a Melee card"
        everyCopy("parry", List.of("argalad", "beravor", "eleanor", "eometh", "thalin", "ravager", "zealot"), d -> {
            assertThat(play(d, "parry", "reckless").taken()).as("5 - (1 + 2)").isEqualTo(2);
            assertThat(play(d, "parry", "aimed-shot").taken()).as("3 - 1: no bonus against Ranged").isEqualTo(2);
        });
    }

    @Test
    @Plays({"ravager:poison-arrow", "zealot:poison-arrow"})
    void poisonArrowDealsTwoMoreIfItDealtAnyDamage() {
        // R 2/0/2: "+2 damage if any damage was dealt"
        everyCopy("poison-arrow", List.of("ravager", "zealot"), d -> {
            assertThat(play(d, "poison-arrow", "hack").dealt()).as("2 - 0, then 2 more").isEqualTo(4);
            assertThat(play(d, "poison-arrow", "block").dealt()).as("2 - 4: none").isZero();
        });
    }

    @Test
    @Plays({"argalad:precision", "behemoth:precision"})
    void precisionMakesTheOpponentsPrintedDefenseZero() {
        // R 2/1/2: "the opponent's printed defense becomes 0"
        everyCopy("precision", List.of("argalad", "behemoth"), d ->
                assertThat(play(d, "precision", "ranged-strike").dealt()).as("2 - 0 instead of 2 - 1").isEqualTo(2));
    }

    @Test
    @Plays({"argalad:quick-shot", "zealot:quick-shot"})
    void quickShotCannotBeCancelled() {
        // R 1/0/0: "cannot be cancelled"; Charge cancels an opposing Ranged card
        everyCopy("quick-shot", List.of("argalad", "zealot"), d ->
                assertThat(play(d, "quick-shot", "charge").dealt()).as("1 - 0, not cancelled").isEqualTo(1));
    }

    @Test
    @Plays({"beravor:ranged-strike", "eleanor:ranged-strike", "eometh:ranged-strike", "zealot:ranged-strike"})
    void rangedStrikeGainsTwoAttackAgainstARangedCard() {
        // R 1/1/1: "+2 attack if the opponent's card is Ranged"
        everyCopy("ranged-strike", List.of("beravor", "eleanor", "eometh", "zealot"), d -> {
            assertThat(play(d, "ranged-strike", "quick-shot").dealt()).isEqualTo(3);
            assertThat(play(d, "ranged-strike", "hack").dealt()).isEqualTo(1);
        });
    }

    @Test
    @Plays("argalad:overdraw")
    void overdrawGainsTwoAttackAgainstARangedCard() {
        // R 2/0/1: "gain +2 attack when the opponent plays a Ranged card"
        everyCopy("overdraw", List.of("argalad"), d -> {
            assertThat(play(d, "overdraw", "quick-shot").dealt()).isEqualTo(4);
            assertThat(play(d, "overdraw", "hack").dealt()).isEqualTo(2);
        });
    }

    @Test
    @Plays({"eometh:reckless", "thalin:reckless", "zealot:reckless", "behemoth:reckless"})
    void recklessTakesTwoMoreWhenItIsDealtDamage() {
        // M 5/0/3: "if you are dealt any damage this round, take 2 more"
        everyCopy("reckless", List.of("eometh", "thalin", "zealot", "behemoth"), d -> {
            assertThat(play(d, "reckless", "quick-shot").taken()).as("1 - 0, then 2 more").isEqualTo(3);
            assertThat(play(d, "reckless", "concentrate").taken()).as("no damage, no more").isZero();
            assertThat(play(d, "reckless", "concentrate").dealt()).isEqualTo(5);
        });
    }

    @Test
    @Plays({"thalin:rush", "behemoth:rush"})
    void rushCancelsAnOpposingRangedCardNextRound() {
        // M 1/1/1: "next round, an opposing Ranged card is cancelled"
        everyCopy("rush", List.of("thalin", "behemoth"), d -> {
            assertThat(play(d, "rush", "aimed-shot").taken()).as("this round: 3 - 1").isEqualTo(2);
            assertThat(play(d, "rush", "hack", "rush", "aimed-shot").taken()).as("next round Aimed Shot is cancelled")
                    .isZero();
        });
    }

    @Test
    @Plays({"eometh:smash", "zealot:smash", "behemoth:smash"})
    void smashMakesTheOpponentsPrintedDefenseZero() {
        // M 2/1/2: "the opponent's printed defense becomes 0"
        everyCopy("smash", List.of("eometh", "zealot", "behemoth"), d ->
                assertThat(play(d, "smash", "ranged-strike").dealt()).as("2 - 0 instead of 2 - 1").isEqualTo(2));
    }

    @Test
    @Plays({"thalin:sweep", "behemoth:sweep"})
    void sweepCannotBeCancelled() {
        // M 3/0/1: "cannot be cancelled"; Evade cancels an opposing Melee card, Earthquake the opponent's card
        assertThat(play("behemoth", "sweep", "evade").dealt()).as("3 - 2: Evade does not cancel it").isEqualTo(1);
        everyCopy("sweep", List.of("thalin", "behemoth"), d -> {
            String canceller = d.equals("thalin") ? "earthquake" : "evade";
            assertThat(play(d, "sweep", canceller).dealt()).as("not cancelled by " + canceller).isPositive();
        });
    }

    @Test
    @Plays({"argalad:volley", "eleanor:volley"})
    void volleyGivesTwoAttackNextRoundToARangedCard() {
        // R 2/2/2: "next round, +2 attack if you play a Ranged card"
        everyCopy("volley", List.of("argalad", "eleanor"), d -> {
            assertThat(play(d, "volley", "hack", "volley", "hack").dealt()).as("2 + 2").isEqualTo(4);
            assertThat(play(d, "volley", "hack", "parry", "quick-shot").dealt()).as("Melee: no bonus").isEqualTo(1);
        });
    }

    @Test
    @Plays({"argalad:anticipate", "beravor:anticipate", "eleanor:anticipate", "ravager:anticipate"})
    void anticipateMakesTheOpponentCommitFirstAndFaceUpNextRound() {
        // M 1/1/2: "next round, the opponent must commit his card first and face up" (the engine's side of it, the
        // card shown to the other seat, is FightTest#afterSauronsAnticipate... and #afterTheHerosAnticipate...)
        everyCopy("anticipate", List.of("argalad", "beravor", "eleanor", "ravager"), d -> {
            Seen r = play(d, "anticipate", "hack");
            CombatState next = r.first().next();
            if (r.ownerIsHero()) {
                assertThat(next.sauronCommitsFirst()).as("Sauron commits first").isTrue();
                assertThat(next.heroCommitsFirstOpenly()).isFalse();
            } else {
                assertThat(next.heroCommitsFirstOpenly()).as("the hero commits first, face up").isTrue();
                assertThat(next.sauronCommitsFirst()).isFalse();
            }
            assertThat(r.dealt()).as("M 1/1 against Hack 1/0").isEqualTo(1);
        });
    }

    @Test
    @Plays({"beravor:strategize", "thalin:strategize", "ravager:strategize", "zealot:strategize"})
    void strategizeMakesTheOpponentRevealHowManyRangedAndMeleeCardsHeHolds() {
        // R 1/2/2: "the opponent reveals how many Ranged and how many Melee cards he holds" (the counts shown in
        // the game: FightTest#strategizeRevealsTheCountsOfTheOpponentsHand)
        everyCopy("strategize", List.of("beravor", "thalin", "ravager", "zealot"), d -> {
            Seen r = play(d, "strategize", "hack");
            assertThat(r.ownerIsHero() ? r.first().sauron().revealsHand() : r.first().hero().revealsHand())
                    .as("the opponent reveals his hand's counts").isTrue();
            assertThat(r.ownerIsHero() ? r.first().hero().revealsHand() : r.first().sauron().revealsHand())
                    .as("not the owner's").isFalse();
        });
    }

    @Test
    void everyCardDealtToMoreThanOneDeckHasOneSentence() {
        // one card, one sentence: every copy carries the same text and the same ability wherever it is dealt
        List<String> ids = new ArrayList<>();
        for (int c = 0; c < CARDS.count(); c++) {
            var k = CARDS.kind(c);
            if (k == CardKind.HERO || k == CardKind.COMBAT) {
                ids.add(CARDS.card(c).id());
            }
        }
        for (String id : ids.stream().distinct().toList()) {
            List<String> decks = holders(id);
            var first = CARDS.card(card(decks.get(0), id));
            for (String d : decks) {
                var other = CARDS.card(card(d, id));
                assertThat(other.ability()).as(d + ":" + id).isEqualTo(first.ability());
                assertThat(List.of(other.type(), other.attack(), other.defense(), other.cost())).as(d + ":" + id)
                        .isEqualTo(List.of(first.type(), first.attack(), first.defense(), first.cost()));
            }
        }
    }
}
