package meq.combat;

import meq.data.CardType;
import meq.data.CombatEffect;

/**
 * A "next round" effect waiting for the next round: whose it is, the card it came from, the effect, and a type
 * declared for it (Heightened Senses, Outmaneuver) or null.
 */
public record Pending(boolean hero, int card, CombatEffect effect, CardType declared) {
}
