package meq.rules;

/**
 * What a card's effect is about while it runs: the hero it concerns (null for none), the card it comes
 * from (-1 none), the location it affects (-1 none), and for quest goals what was just explored, defeated or
 * fought (defeated or not).
 */
public record Scope(String hero, int source, int affected, int explored, String defeated, int defeatedAt,
             boolean vsMinion, String fought) {

    public static Scope of(String hero, int source) {
        return new Scope(hero, source, -1, -1, null, -1, false, null);
    }

    public Scope withHero(String h) {
        return new Scope(h, source, affected, explored, defeated, defeatedAt, vsMinion, fought);
    }

    public Scope withSource(int card) {
        return new Scope(hero, card, affected, explored, defeated, defeatedAt, vsMinion, fought);
    }

    public Scope withAffected(int location) {
        return new Scope(hero, source, location, explored, defeated, defeatedAt, vsMinion, fought);
    }

    public Scope exploring(int location) {
        return new Scope(hero, source, affected, location, defeated, defeatedAt, vsMinion, fought);
    }

    public Scope afterDefeating(String who, int at) {
        return new Scope(hero, source, affected, explored, who, at, vsMinion, fought);
    }

    /** After a fight: whom the hero fought, where, and whether he defeated him. */
    public Scope afterFighting(String who, int at, boolean defeated) {
        return new Scope(hero, source, affected, explored, defeated ? who : null, at, vsMinion, who);
    }
}
