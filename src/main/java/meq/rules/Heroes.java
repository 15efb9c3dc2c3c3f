package meq.rules;

import meq.data.HeroDef;
import meq.state.Attribute;
import meq.state.HeroState;

/** A hero's current attributes: printed value plus level tokens. */
final class Heroes {
    private Heroes() {
    }

    static HeroDef def(Ctx c, HeroState h) {
        return c.rules.data().hero(h.id);
    }

    static int fortitude(Ctx c, HeroState h) {
        return def(c, h).fortitude() + h.level(Attribute.FORTITUDE);
    }

    static int wisdom(Ctx c, HeroState h) {
        return def(c, h).wisdom() + h.level(Attribute.WISDOM);
    }
}
