package meq.rules.table;

import java.util.List;
import meq.data.HeroAbility;
import meq.data.HeroDef;
import meq.rules.Ctx;
import meq.rules.GameEvent;
import meq.rules.View;
import meq.state.Attribute;
import meq.state.HeroState;

/** A hero's current attributes: printed value plus level tokens. */
public final class Heroes {
    private Heroes() {
    }

    /** Whether the hero's sheet carries this ability. */
    public static boolean has(Ctx c, HeroState h, HeroAbility a) {
        return def(c, h).ability().kind() == a;
    }

    public static HeroDef def(Ctx c, HeroState h) {
        return c.rules.data().hero(h.id);
    }

    /** Printed value, plus levels, plus Corruption changes; fortitude and strength at least 1 (proposed). */
    public static int fortitude(Ctx c, HeroState h) {
        return Math.max(1, def(c, h).fortitude() + h.level(Attribute.FORTITUDE) + Ongoing.attributeChange(c, h, "fortitude"));
    }

    public static int strength(Ctx c, HeroState h) {
        return Math.max(1, def(c, h).strength() + h.level(Attribute.STRENGTH) + Ongoing.attributeChange(c, h, "strength"));
    }

    public static int agility(Ctx c, HeroState h) {
        return Math.max(0, def(c, h).agility() + h.level(Attribute.AGILITY) + Ongoing.attributeChange(c, h, "agility"));
    }

    public static int wisdom(Ctx c, HeroState h) {
        return Math.max(0, def(c, h).wisdom() + h.level(Attribute.WISDOM) + Ongoing.attributeChange(c, h, "wisdom"));
    }

    /** The four attributes as played now: fortitude, strength, agility, wisdom. */
    public static int[] attributes(Ctx c, HeroState h) {
        return new int[] {fortitude(c, h), strength(c, h), agility(c, h), wisdom(c, h)};
    }

    /** Each change a card he holds makes to one of his attributes (the changes the four above add). */
    public static List<View.AttributeChange> changes(Ctx c, HeroState h) {
        return Ongoing.attributeChanges(c, h);
    }

    /** Heals: the damage pool shuffled back into the life pool. */
    public static void heal(Ctx c, HeroState h) {
        int n = h.damage.size();
        h.life.addAll(h.damage);
        h.damage.clear();
        h.life.shuffle(c.s.rng);
        if (n > 0) {
            c.emit(new GameEvent.HeroHealed(h.id, n));
        }
    }
}
