package meq.rules;

import static org.assertj.core.api.Assertions.assertThat;
import java.util.List;
import meq.data.CardDecks;
import meq.rules.engine.Engine;
import meq.rules.engine.Setup;
import meq.state.Attribute;
import meq.state.GameState;
import meq.state.Seat;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Hero quests: a Starting quest's setup line applied at setup; its goal met by exploring the location it names (the
 * Explore step offers to complete it) or by defeating the monster that replaces every encounter there; its reward
 * given. An Advanced quest is revealed (can be completed) only once its hero has done his Starting quest.
 */
class QuestCardsTest {
    /** The hero explores his location, holding the quest (and, for an Advanced one, his Starting quest done). */
    static Scenario exploring(String hero, String location, String quest, String done, String more) {
        return Scenario.of("heroes:\n  - {id: " + hero + ", location: " + location + ", favor: 0, quests: [" + quest
                + "], questsDone: [" + done + "], rest: []}\n" + more
                + "stack:\n  - {step: HeroTurn.Explore, hero: " + hero + ", eventUsed: false}\n");
    }

    static String title(String quest) {
        return Scenario.RULES.cards().def(Scenario.card(quest), CardDecks.Quest.class).title();
    }

    static void complete(Scenario s, String quest) {
        s.choose("Complete " + title(quest));
    }

    static int done(Scenario s, String hero) {
        return s.hero(hero).questsDone.size();
    }

    @Test
    @Plays("quest:they-have-become-queer-and-wild")
    void theyHaveBecomeQueerAndWild() {
        // "Explore Fangorn. Reward: 2 favor and training, and Thranduil goes to the Woodland Realm."
        Scenario s = exploring("argalad", "fangorn", "quest:they-have-become-queer-and-wild", "", "");
        complete(s, "quest:they-have-become-queer-and-wild");
        assertThat(s.prompt()).as("training: choose one of the top 2 Skill cards").isNotNull();
        s.firstOptionsUntil(a -> a.prompt().startsWith("Explore"));
        assertThat(s.hero("argalad").favor).isEqualTo(2);
        assertThat(s.events(GameEvent.Trained.class)).hasSize(1);
        assertThat(s.s.characterAt.get("thranduil")).isEqualTo(s.at("woodland-realm"));
        assertThat(done(s, "argalad")).isEqualTo(1);
    }

    @Test
    void aQuestIsNotOfferedAwayFromItsLocation() {
        Scenario s = exploring("argalad", "lothlorien", "quest:they-have-become-queer-and-wild", "", "");
        assertThat(s.options()).noneMatch(o -> o.startsWith("Complete"));
    }

    @Test
    @Plays("quest:echoes-of-bolgs-army")
    void echoesOfBolgsArmy() {
        // "Explore Mount Gundabad. Reward: 2 favor or a fortitude level, and Sauron discards 1 random Shadow card."
        Scenario hidden = exploring("argalad", "mount-gundabad", "quest:echoes-of-bolgs-army", "", "");
        assertThat(hidden.options()).as("Advanced: hidden before the Starting quest is done")
                .noneMatch(o -> o.startsWith("Complete"));
        Scenario s = exploring("argalad", "mount-gundabad", "quest:echoes-of-bolgs-army",
                "quest:they-have-become-queer-and-wild", "sauron: {shadows: [shadow:betrayed, shadow:evil-wound]}\n");
        complete(s, "quest:echoes-of-bolgs-army");
        s.choose("Gain a fortitude level.");
        s.ask();
        assertThat(s.hero("argalad").level(Attribute.FORTITUDE)).isEqualTo(1);
        assertThat(s.s.sauronShadows.size()).isEqualTo(1);
    }

    @Test
    @Plays("quest:guarding-the-dimrill-stair")
    void guardingTheDimrillStair() {
        // "Explore the Redhorn Gate. Reward: 2 favor and training, and Gandalf goes to Bree."
        Scenario s = exploring("beravor", "redhorn-gate", "quest:guarding-the-dimrill-stair", "", "");
        complete(s, "quest:guarding-the-dimrill-stair");
        s.firstOptionsUntil(a -> a.prompt().startsWith("Explore"));
        assertThat(s.hero("beravor").favor).isEqualTo(2);
        assertThat(s.events(GameEvent.Trained.class)).hasSize(1);
        assertThat(s.s.characterAt.get("gandalf")).isEqualTo(s.at("bree"));
    }

    @Test
    @Plays("quest:bones-of-a-darkness-past")
    void bonesOfADarknessPast() {
        // "Explore the Ruins of Angmar. Reward: 2 favor and an agility level."
        Scenario s = exploring("beravor", "ruins-of-angmar", "quest:bones-of-a-darkness-past",
                "quest:guarding-the-dimrill-stair", "");
        complete(s, "quest:bones-of-a-darkness-past");
        s.ask();
        assertThat(s.hero("beravor").favor).isEqualTo(2);
        assertThat(s.hero("beravor").level(Attribute.AGILITY)).isEqualTo(1);
    }

    @Test
    @Plays("quest:an-appeal-to-golasgil")
    void anAppealToGolasgil() {
        // "Explore Anfalas. Reward: 1 favor and training, Boromir goes to Osgiliath, and the rest pool is shuffled
        // into the life pool." (Thálin holds Éleanor's quest here so that her own Noble Bloodline, which pays a
        // favor for a completed quest, does not blur the count)
        Scenario s = Scenario.of("""
                heroes:
                  - {id: thalin, location: anfalas, favor: 0, quests: [quest:an-appeal-to-golasgil], questsDone: [],
                     hand: [], rest: [thalin:sweep, thalin:rush], others: life}
                stack:
                  - {step: HeroTurn.Explore, hero: thalin, eventUsed: false}
                """);
        int life = s.hero("thalin").life.size();
        complete(s, "quest:an-appeal-to-golasgil");
        s.firstOptionsUntil(a -> a.prompt().startsWith("Explore"));
        assertThat(s.hero("thalin").favor).isEqualTo(1);
        assertThat(s.events(GameEvent.Trained.class)).hasSize(1);
        assertThat(s.s.characterAt.get("boromir")).isEqualTo(s.at("osgiliath"));
        assertThat(s.hero("thalin").rest.size()).isZero();
        assertThat(s.hero("thalin").life.size()).isEqualTo(life + 2);
    }

    @Test
    @Plays("quest:hidden-in-the-ash-mountains")
    void hiddenInTheAshMountains() {
        // "Explore Barad-dûr. Reward: 2 favor or an agility level, and Sauron loses 1 influence from the Shadow Pool."
        // (held by Thálin, as above)
        Scenario s = exploring("thalin", "barad-dur", "quest:hidden-in-the-ash-mountains",
                "quest:an-appeal-to-golasgil", "shadowPool: 3\n");
        complete(s, "quest:hidden-in-the-ash-mountains");
        s.choose("Gain 2 favor.");
        s.ask();
        assertThat(s.hero("thalin").favor).isEqualTo(2);
        assertThat(s.s.shadowPool).isEqualTo(2);
    }

    @Test
    @Plays("quest:drive-back-the-evil-men")
    void driveBackTheEvilMen() {
        // "Explore the Mouth of the Greyflood. Reward: 2 favor, and Saruman goes to Isengard."
        Scenario s = exploring("eometh", "mouth-of-the-greyflood", "quest:drive-back-the-evil-men", "", "");
        complete(s, "quest:drive-back-the-evil-men");
        s.ask();
        assertThat(s.hero("eometh").favor).isEqualTo(2);
        assertThat(s.s.characterAt.get("saruman")).isEqualTo(s.at("isengard"));
    }

    @Test
    @Plays("quest:hill-of-sorcery")
    void hillOfSorcery() {
        // "Explore Dol Guldur. Reward: 2 favor or an agility level, and Sauron discards 1 Plot card from his hand or
        // 2 influence from the Shadow Pool."
        Scenario s = exploring("eometh", "dol-guldur", "quest:hill-of-sorcery", "quest:drive-back-the-evil-men",
                "shadowPool: 3\nsauron: {plots: [plot:monsters-in-the-east]}\n");
        complete(s, "quest:hill-of-sorcery");
        s.choose("Gain an agility level.");
        assertThat(s.seat()).isEqualTo(Seat.SAURON);
        assertThat(s.options()).containsExactly("Discard 1 Plot card from hand.", "Remove 2 influence from the Shadow Pool.");
        s.choose("Remove 2 influence");
        s.ask();
        assertThat(s.hero("eometh").level(Attribute.AGILITY)).isEqualTo(1);
        assertThat(s.s.shadowPool).isEqualTo(1);
        assertThat(s.s.sauronPlots.size()).isEqualTo(1);
    }

    @Test
    @Plays("quest:ered-luin")
    void eredLuin() {
        // "Explore the Blue Mountains. Reward: 3 favor, Dáin goes to Erebor, and the rest pool is shuffled into the
        // life pool."
        Scenario s = Scenario.of("""
                heroes:
                  - {id: thalin, location: blue-mountains, favor: 0, quests: [quest:ered-luin], questsDone: [],
                     hand: [], rest: [thalin:sweep], others: life}
                stack:
                  - {step: HeroTurn.Explore, hero: thalin, eventUsed: false}
                """);
        int life = s.hero("thalin").life.size();
        complete(s, "quest:ered-luin");
        s.ask();
        assertThat(s.hero("thalin").favor).isEqualTo(3);
        assertThat(s.s.characterAt.get("dain")).isEqualTo(s.at("erebor"));
        assertThat(s.hero("thalin").rest.size()).isZero();
        assertThat(s.hero("thalin").life.size()).isEqualTo(life + 1);
    }

    @Test
    @Plays("quest:to-look-into-the-mirrormere")
    void toLookIntoTheMirrormere() {
        // "Explore Moria. Reward: 2 favor or a wisdom level."
        Scenario s = exploring("thalin", "moria", "quest:to-look-into-the-mirrormere", "quest:ered-luin", "");
        complete(s, "quest:to-look-into-the-mirrormere");
        assertThat(s.options()).containsExactly("Gain 2 favor.", "Gain a wisdom level.");
        s.choose("Gain a wisdom level.");
        s.ask();
        assertThat(s.hero("thalin").level(Attribute.WISDOM)).isEqualTo(1);
        assertThat(s.hero("thalin").quests.size()).isZero();
    }

    /** A fresh game's setup (before Sauron's first turn) with a seed that draws this Starting quest for the hero. */
    static GameState setUpWith(String hero, String quest) {
        int card = Scenario.card(quest);
        for (long seed = 1; seed < 200; seed++) {
            GameState s = Setup.prepare(Scenario.RULES, List.of(hero), seed, false);
            if (s.hero(hero).quests.contains(card)) {
                Engine e = new Engine(Scenario.RULES);
                for (int i = 0; i < 50; i++) {
                    e.run(s);
                    Ask a = e.current(s);
                    if (a == null) {
                        break;
                    }
                    e.apply(s, a.options().get(0));
                }
                return s;
            }
        }
        throw new AssertionError("no seed draws " + quest);
    }

    /**
     * The hero draws Encounters where his quest's monster replaces every encounter, and fights it: his highest
     * attack each round, his agility all spent; the quest is completed when he defeats it.
     */
    static Scenario fightingAt(String hero, String location, String quest, String hand) {
        Scenario s = Scenario.of("heroes:\n  - {id: " + hero + ", location: " + location + ", favor: 0, quests: ["
                + quest + "], questsDone: [], hand: [" + hand + "]}\nshadowPool: 0\n"
                + "stack:\n  - {step: Encounters.Draw, hero: " + hero + "}\n");
        return s;
    }

    static void fightToTheEnd(Scenario s, String hero) {
        for (int i = 0; i < 100 && s.fight() != null; i++) {
            Ask a = s.ask();
            if (a.prompt().contains("how much agility")) {
                s.apply(a.options().get(a.options().size() - 1));
            } else if (a.seat().equals(Seat.hero(hero)) && a.prompt().startsWith("Choose a combat card")) {
                Action best = a.options().get(a.options().size() - 1);
                int attack = -1;
                for (Action o : a.options()) {
                    if (o instanceof Action.ChooseCard cc && Scenario.RULES.cards().card(cc.card()).attack() > attack) {
                        attack = Scenario.RULES.cards().card(cc.card()).attack();
                        best = o;
                    }
                }
                s.apply(best);
            } else {
                s.apply(a.options().get(0));
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({
        // quest, hero, the setup's character and where it goes, the quest's location, its monster, the hand
        "quest:forest-must-provide-no-refuge, argalad, aragorn, south-eaves, orc, "
                + "argalad:aimed-shot argalad:aimed-shot argalad:volley argalad:volley argalad:precision",
        "quest:spies-in-mithlond, beravor, gandalf, grey-havens, crebain, "
                + "beravor:deadly-finesse beravor:aimed-shot beravor:charge beravor:charge beravor:parry",
        "quest:a-message-to-the-white-wizard, eometh, saruman, isengard, agent, "
                + "eometh:reckless eometh:aimed-shot eometh:trample eometh:smash eometh:eviscerate",
        "quest:a-new-threat, thalin, dain, northern-waste, snaga, "
                + "thalin:reckless thalin:sweep thalin:sweep thalin:sweep thalin:crush",
    })
    @Plays({"quest:forest-must-provide-no-refuge", "quest:spies-in-mithlond", "quest:a-message-to-the-white-wizard",
        "quest:a-new-threat"})
    void aMonsterReplacesEveryEncounterThere(String quest, String hero, String character, String at, String monster,
                                             String hand) {
        // e.g. "Dáin goes to the Northern Waste, where a Snaga replaces every encounter; defeat it there. Reward:
        // training." The setup line is applied at setup:
        GameState set = setUpWith(hero, quest);
        assertThat(set.characterAt.get(character)).isEqualTo(Scenario.RULES.board().location(at).index());

        Scenario s = fightingAt(hero, at, quest, String.join(", ", hand.split(" ")));
        s.ask();
        assertThat(s.fight()).isNotNull();
        assertThat(s.fight().opponent()).as("the monster replaces the encounter").isEqualTo(monster);
        int favor = s.hero(hero).favor;
        fightToTheEnd(s, hero);
        assertThat(s.events(GameEvent.CardResolved.class)).as("defeated there: completed")
                .contains(new GameEvent.CardResolved("quest completed", quest.substring("quest:".length())));
        s.firstOptionsUntil(a -> false);
        assertThat(s.hero(hero).questsDone.size()).isEqualTo(1);
        assertThat(s.events(GameEvent.Trained.class)).as("training").hasSize(1);
        switch (quest) {
            case "quest:spies-in-mithlond" -> assertThat(s.hero(hero).items.size()).as("a Boat").isEqualTo(1);
            case "quest:a-message-to-the-white-wizard" -> assertThat(s.hero(hero).favor).isEqualTo(favor + 1);
            default -> { }
        }
    }
}
