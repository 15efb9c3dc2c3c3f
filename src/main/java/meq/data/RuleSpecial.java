package meq.data;

import java.util.ArrayList;
import java.util.List;

/**
 * The card rules only code can express ({@code special: NAME} in an effect, a condition or an ongoing rule; see
 * data/README.md). The engine carries each out once ({@code meq.rules.Specials}, {@code Conditions},
 * {@code Ongoing}); a name not listed here, or used where it does not belong, is refused at load with its file
 * and line.
 */
public enum RuleSpecial implements Keyed {
    LOSE_FAVOR_PER_CORRUPTION("lose-favor-per-corruption", Use.EFFECT),
    HERO_DISCARDS_TWO("hero-discards-two", Use.EFFECT),
    RESHUFFLE_PERILS("reshuffle-perils", Use.EFFECT),
    MOVE_TO_NEAREST_HAVEN("move-to-nearest-haven", Use.EFFECT),
    DISCARD_OTHER_GOLLUM_PLOTS("discard-other-gollum-plots", Use.EFFECT),
    CHARACTERS_HOME_AT_AFFECTED("characters-home-at-affected", Use.EFFECT),
    DAMAGE_INTO_REST("damage-into-rest", Use.EFFECT),
    TURN_CONTINUES_AFTER_FIGHT("turn-continues-after-fight", Use.EFFECT),
    BLACK_IF_CORRUPTION_REACHES_WISDOM("black-if-corruption-reaches-wisdom", Use.EFFECT),
    INFLUENCE_ON_THREE_IN_HERO_REGION("influence-on-three-in-hero-region", Use.EFFECT),
    INFLUENCE_AND_MONSTER_IN_HERO_REGION("influence-and-monster-in-hero-region", Use.EFFECT),
    INFLUENCE_PER_CORRUPTION("influence-per-corruption", Use.EFFECT),
    GREEN_ONE_FEWER_NEXT_STORY("green-one-fewer-next-story", Use.EFFECT),
    COMBAT_STRENGTH_LOSS_PER_CORRUPTION("combat-strength-loss-per-corruption", Use.EFFECT),
    COMBAT_STRENGTH_AGILITY_LOSS_PER_CORRUPTION("combat-strength-agility-loss-per-corruption", Use.EFFECT),
    FOE_HAMMER("foe-hammer", Use.EFFECT),
    THERE_IS_STRENGTH_YET("there-is-strength-yet", Use.EFFECT),
    REMOVE_CHARACTER_OR_FAVOR("remove-character-or-favor", Use.EFFECT),
    COMMAND_MINION_TO_FIGHT("command-minion-to-fight", Use.EFFECT),
    RESTORE_MINION("restore-minion", Use.EFFECT),
    TAKE_CARD_FROM_SAURON_DISCARDS("take-card-from-sauron-discards", Use.EFFECT),
    PLAY_FETCHED_PLOT("play-fetched-plot", Use.EFFECT),
    SAURON_PICKS_CORRUPTION("sauron-picks-corruption", Use.EFFECT),
    HOUNDS_OF_SAURON("hounds-of-sauron", Use.EFFECT),
    REDISTRIBUTE_CORRUPTION("redistribute-corruption", Use.EFFECT),
    TRUST_IN_FRIENDSHIP("trust-in-friendship", Use.EFFECT),
    RINGWRAITHS_IN_SHIRE("ringwraiths-in-shire", Use.CONDITION),
    NO_REST_OR_ENCOUNTER_AT_AFFECTED("no-rest-or-encounter-at-affected", Use.ONGOING);

    /** Where a special may stand. */
    public enum Use {
        EFFECT, CONDITION, ONGOING
    }

    private final String key;
    public final Use use;

    RuleSpecial(String key, Use use) {
        this.key = key;
        this.use = use;
    }

    /** The word in the YAML. */
    @Override
    public String key() {
        return key;
    }

    /** The special of a name, or null. */
    public static RuleSpecial byKey(String key) {
        return Keyed.byKey(RuleSpecial.class, key);
    }

    /** The names that may stand where {@code use} says. */
    static List<String> keys(Use use) {
        List<String> out = new ArrayList<>();
        for (RuleSpecial s : values()) {
            if (s.use == use) {
                out.add(s.key());
            }
        }
        return out;
    }
}
