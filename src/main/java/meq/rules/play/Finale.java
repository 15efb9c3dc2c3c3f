package meq.rules.play;

import java.util.ArrayList;
import java.util.List;
import meq.data.CardDecks;
import meq.rules.Action;
import meq.rules.Ask;
import meq.rules.Ctx;
import meq.rules.GameEvent;
import meq.rules.Scope;
import meq.rules.Step;
import meq.rules.table.Conditions;
import meq.rules.table.Dominance;
import meq.rules.table.Heroes;
import meq.rules.table.Table;
import meq.state.GameState;
import meq.state.HeroState;
import meq.state.Marker;
import meq.state.MinionState;
import meq.state.Seat;
import meq.state.Side;

/**
 * The Finale, instead of normal turns: the immediate victory check by mission, story markers advanced for
 * fulfilled missions, the Ringwraiths healed and the heroes refreshed, the difficulty adjusted by dominance,
 * a champion chosen, one combat, and the winner.
 */
public record Finale(int phase, int bonus) implements Step {
    public static final String OPPONENT = "ringwraiths";

    public Finale(int phase) {
        this(phase, 0);
    }

    public static boolean fulfilled(Ctx c, int mission) {
        if (mission < 0) {
            return false;
        }
        CardDecks.Mission m = c.rules.cards().def(mission, CardDecks.Mission.class);
        return Conditions.holds(c, m.criteria(), Scope.of(null, mission));
    }

    private static void reveal(Ctx c, Side side, int mission, boolean fulfilled) {
        if (mission >= 0) {
            c.emit(new GameEvent.MissionRevealed(side, c.rules.cards().id(mission), fulfilled));
        }
    }

    static void win(Ctx c, Side side, String reason) {
        c.s.winner = side;
        c.s.winReason = reason;
        c.emit(new GameEvent.GameEnded(side, reason));
    }

    @Override
    public Ask advance(Ctx c) {
        GameState s = c.s;
        switch (phase) {
            case 0 -> {
                // 1. Check for Immediate Victory
                c.emit(new GameEvent.FinaleBegins());
                Side dominant = Dominance.of(c.rules, s);
                boolean sauron = fulfilled(c, s.sauronMission);
                boolean heroes = fulfilled(c, s.heroMission);
                // the dominant side lays its mission face up; with neither dominant, both do
                if (dominant != Side.HEROES) {
                    reveal(c, Side.SAURON, s.sauronMission, sauron);
                }
                if (dominant != Side.SAURON) {
                    reveal(c, Side.HEROES, s.heroMission, heroes);
                }
                if (dominant == Side.SAURON && sauron) {
                    win(c, Side.SAURON, "mission at the Finale");
                } else if (dominant == Side.HEROES && heroes) {
                    win(c, Side.HEROES, "mission at the Finale");
                } else if (dominant == Side.NONE && sauron != heroes) {
                    win(c, sauron ? Side.SAURON : Side.HEROES, "mission at the Finale");
                } else {
                    c.replace(new Finale(1));
                }
                return null;
            }
            case 1 -> {
                // 2. Advance Story Markers for the missions fulfilled (not past the Finale space); a mission still
                // face down that moves its side's markers is shown as it does
                Side before = Dominance.of(c.rules, s);
                if (fulfilled(c, s.sauronMission)) {
                    if (before == Side.HEROES) {
                        reveal(c, Side.SAURON, s.sauronMission, true);
                    }
                    for (Marker m : Marker.SAURON) {
                        Table.advance(c, m, 1, GameEvent.StoryMarkerAdvanced.Why.MISSION, c.rules.cards().id(s.sauronMission));
                    }
                }
                if (fulfilled(c, s.heroMission)) {
                    if (before == Side.SAURON) {
                        reveal(c, Side.HEROES, s.heroMission, true);
                    }
                    Table.advance(c, Marker.GREEN, 1, GameEvent.StoryMarkerAdvanced.Why.MISSION, c.rules.cards().id(s.heroMission));
                }
                // 3. Prepare: the Ringwraiths healed; each hero reshuffles everything and draws his fortitude
                MinionState wraiths = s.minions.get(OPPONENT);
                if (wraiths != null) {
                    wraiths.damage = 0;
                }
                for (HeroState h : s.heroes) {
                    h.life.addAll(h.hand);
                    h.life.addAll(h.rest);
                    h.life.addAll(h.damage);
                    h.hand.clear();
                    h.rest.clear();
                    h.damage.clear();
                    h.life.shuffle(s.rng);
                    Table.draw(c, h, Heroes.fortitude(c, h));
                }
                // 4. Adjust Difficulty
                Side dominant = Dominance.of(c.rules, s);
                int bonus = dominant == Side.SAURON ? s.story.heroDistance()
                        : dominant == Side.HEROES ? -s.story.sauronDistance() : 0;
                c.replace(new Finale(2, bonus));
                return null;
            }
            case 2 -> {
                // 5. Choose Champion (the heroes decide; the first hero in turn order speaks for them)
                List<Action> options = new ArrayList<>(s.heroes.size());
                for (int i = 0; i < s.heroes.size(); i++) {
                    options.add(new Action.ChooseHero(s.heroes.get(i).id));
                }
                return new Ask(Seat.hero(s.heroes.get(0).id), "Choose the champion who fights the Ringwraiths", options);
            }
            default -> {
                // 7. Determine Winner (after the fight below)
                c.pop();
                return null;
            }
        }
    }

    @Override
    public void answer(Ctx c, Action a) {
        String champion = ((Action.ChooseHero) a).hero();
        c.emit(new GameEvent.CardResolved("champion", champion));
        c.replace(new Finale(3, bonus));
        // 6. Combat
        c.push(Fights.begin(c, champion, new Opponent.Ringwraiths(bonus), Fights.Context.FINALE));
    }

    /** The Ringwraiths' health and fortitude at the Finale, never below 1 (proposed). */
    public static int adjusted(int printed, int bonus) {
        return Math.max(1, printed + bonus);
    }
}
