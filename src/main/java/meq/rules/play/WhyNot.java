package meq.rules.play;

import java.util.ArrayList;
import java.util.List;
import meq.board.Location;
import meq.board.Neighbour;
import meq.board.Path;
import meq.board.Payment;
import meq.data.CardDecks;
import meq.data.Icon;
import meq.data.MinionDef;
import meq.data.OngoingRule;
import meq.data.ShadowTiming;
import meq.rules.Action;
import meq.rules.Ask;
import meq.rules.Ask.NotOpen;
import meq.rules.Ctx;
import meq.rules.Naming;
import meq.rules.Scope;
import meq.rules.Step;
import meq.rules.table.ActivePlots;
import meq.rules.table.Conditions;
import meq.rules.table.Ongoing;
import meq.rules.table.Table;
import meq.state.ActionType;
import meq.state.CardKind;
import meq.state.HeroState;

/**
 * "Why not?": the usual actions of the step asking now that are not among its options, each with its reason in the
 * players' words. It reads only what the asking seat may know: the board, the tracks, the public sheets, and that
 * seat's own hand, quests, plots and Shadow cards (SecretsTest compares it on a twin of the seat's secrets).
 */
public final class WhyNot {
    private WhyNot() {
    }

    /** The reasons for the question the step on top asks; none for a step with no usual actions. */
    public static List<NotOpen> of(Ctx c, Ask ask) {
        List<NotOpen> out = new ArrayList<>();
        if (ask == null || c.s.stack.isEmpty()) {
            return out;
        }
        Step top = (Step) c.s.stack.peek();
        if (top instanceof HeroTurn.Rest r) {
            rest(c, c.s.hero(r.hero()), ask, out);
        } else if (top instanceof HeroTurn.Travel t) {
            travel(c, c.s.hero(t.hero()), t, ask, out);
        } else if (top instanceof HeroTurn.Explore e) {
            explore(c, c.s.hero(e.hero()), e, ask, out);
        } else if (top instanceof SauronTurn.PlotStep) {
            plots(c, ask, out);
            shadowsInHand(c, null, out);
        } else if (top instanceof SauronActions.Choose) {
            actions(c, ask, out);
        } else if (top instanceof Shadows.Window w) {
            shadowsInHand(c, w, out);
        }
        return out;
    }

    // ---- the hero's turn -------------------------------------------------------------------------------------

    private static void rest(Ctx c, HeroState h, Ask ask, List<NotOpen> out) {
        if (!ask.options().contains(Action.HEAL)) {
            out.add(new NotOpen("Heal", c.loc(h.location).haven() ? "you have no damage to heal"
                    : "you heal only while resting in a Haven"));
        }
        out.add(new NotOpen("Move", "the Rest step comes first: choose Rest or Don't rest, then you travel"));
        out.add(new NotOpen("Explore, complete a quest, discard a plot",
                "you explore during Travel: after a move, or with \"Explore here without moving\""));
    }

    /** Why this hero may not rest now (the Rest step was skipped), or null when he may. */
    static String noRest(Ctx c, HeroState h) {
        Location l = c.loc(h.location);
        if (l.isStronghold()) {
            return "no hero rests in a Shadow Stronghold";
        }
        if (!Table.minionsAt(c, h.location).isEmpty()) {
            return Naming.who(c.rules, Table.minionsAt(c, h.location).get(0).id) + " is here";
        }
        if (!Table.tokensAt(c, h.location).isEmpty()) {
            return "a monster token is here";
        }
        if (Ongoing.plotForbids(c, OngoingRule.NO_REST, l)) {
            return "an active plot forbids resting here";
        }
        if (!l.haven()) {
            for (MinionDef d : c.rules.data().minions()) {
                int reach = d.traits().noRestWithin();
                var m = c.s.minions.get(d.id());
                if (reach > 0 && m.onBoard() && c.board().distance(c.loc(m.location), l) <= reach) {
                    return d.name() + " is within " + reach + (reach == 1 ? " space" : " spaces")
                            + ": no hero rests near him outside a Haven";
                }
            }
        }
        return null;
    }

    private static void travel(Ctx c, HeroState h, HeroTurn.Travel t, Ask ask, List<NotOpen> out) {
        String noRest = noRest(c, h);
        out.add(new NotOpen("Rest", noRest != null && !t.moved() && !t.exploredStart()
                ? "you could not rest this turn: " + noRest : "you rest only at the start of your turn, before travelling"));
        int limit = Ongoing.heroNumber(c, h, OngoingRule.TRAVEL_LIMIT, Integer.MAX_VALUE);
        if (h.travelLimit >= 0) {
            limit = Math.min(limit, h.travelLimit);
        }
        if (h.moves >= limit) {
            out.add(new NotOpen("Move", "you may move only " + limit + (limit == 1 ? " time" : " times")
                    + " this turn (a card or plot in play says so)"));
        } else {
            moves(c, h, ask, out);
        }
        if (!ask.options().contains(Action.EXPLORE_HERE)) {
            out.add(new NotOpen("Explore here without moving", t.exploredStart() ? "you have explored here this turn"
                    : "only before your first move; after each move you explore where you arrive"));
        }
        out.add(new NotOpen("Complete a quest, discard a plot, consult a character",
                "these are done while exploring: move, or choose \"Explore here without moving\""));
    }

    /** Each neighbour the hand cannot pay for: the path's icon and number against the hand. */
    private static void moves(Ctx c, HeroState h, Ask ask, List<NotOpen> out) {
        Location from = c.loc(h.location);
        meq.board.Travel.Items items = HeroTurn.items(c, h);
        List<Icon> hand = new ArrayList<>();
        for (int i = 0; i < h.hand.size(); i++) {
            hand.add(c.rules.cards().card(h.hand.get(i)).icon());
        }
        List<Integer> told = new ArrayList<>();
        for (Neighbour n : c.board().neighbours(from)) {
            int to = n.to().index();
            if (offersMoveTo(ask, to) || told.contains(to)) {
                continue;
            }
            told.add(to);
            out.add(new NotOpen("Move to " + n.to().name(), price(meq.board.Travel.price(n.path(), items), hand)));
        }
        Path boat = c.board().boatPath();
        if (!items.boat() && boat != null && boat.joins(from)) {
            out.add(new NotOpen("Cross the water to " + boat.other(from).name(), "only with a Boat"));
        }
    }

    private static boolean offersMoveTo(Ask ask, int to) {
        for (Action a : ask.options()) {
            if (a instanceof Action.MoveHero m && m.to() == to) {
                return true;
            }
        }
        return false;
    }

    private static String price(Payment p, List<Icon> hand) {
        if (hand.isEmpty()) {
            return "you have no cards in hand to pay for the path";
        }
        String any = p.anyCards() + (p.anyCards() == 1 ? " card" : " cards");
        if (p.icon() == null || p.icon() == Icon.ANY) {
            return "the path costs " + any + "; you hold " + hand.size();
        }
        return "the path needs a card with the " + p.icon().name().toLowerCase() + " icon or " + any
                + "; you hold no " + p.icon().name().toLowerCase() + " card and only " + hand.size();
    }

    private static void explore(Ctx c, HeroState h, HeroTurn.Explore e, Ask ask, List<NotOpen> out) {
        out.add(new NotOpen("Move", "first finish exploring here: choose \"Explore no more here\", then travel on"));
        if (!ask.options().contains(Action.RETRIEVE_FAVOR)) {
            out.add(new NotOpen("Take the favor here", c.s.favorTokens[h.location] == 0 ? "no favor lies here"
                    : "you already hold all the favor you may"));
        }
        consult(c, h, ask, out);
        if (!ask.options().contains(Action.DARK_PATH)) {
            out.add(new NotOpen("Take the dark path", h.darkPathTaken ? "once a turn, and you took it this turn"
                    : "only with 3 or fewer Corruption cards; you have " + h.corruption.size()));
        }
        quests(c, h, ask, out);
        for (int slot = 0; slot < ActivePlots.SLOTS; slot++) {
            int p = c.s.activePlots[slot];
            if (p < 0 || ask.options().contains(new Action.DiscardPlot(p))) {
                continue;
            }
            int cost = ActivePlots.def(c, p).discardCost();
            out.add(new NotOpen("Discard the active plot " + Naming.card(c.rules, p), c.s.plotAt[slot] != h.location
                    ? "its marker is on " + Naming.location(c.rules, c.s.plotAt[slot]) + ": explore there"
                    : "it costs " + cost + " favor and you have " + h.favor));
        }
        if (!ask.options().contains(Action.USE_EVENT) && c.s.currentEvent >= 0) {
            out.add(new NotOpen("Use the current event", c.s.eventMarker != h.location
                    ? "its marker is on " + Naming.location(c.rules, c.s.eventMarker) + ": explore there"
                    : e.eventUsed() ? "you have used it this turn" : "it can do nothing for you now"));
        }
    }

    private static void consult(Ctx c, HeroState h, Ask ask, List<NotOpen> out) {
        boolean any = false;
        for (var ch : c.s.characterAt.entrySet()) {
            if (ch.getValue() != h.location) {
                continue;
            }
            any = true;
            String who = Naming.titled(c.rules, ch.getKey());
            if (Ongoing.heroHas(c, h, OngoingRule.NO_CONSULT)) {
                out.add(new NotOpen("Consult " + who, "something in play forbids you to consult characters"));
                continue;
            }
            if (!ask.options().contains(new Action.Consult(ch.getKey(), false))) {
                out.add(new NotOpen("Consult " + who + " for 2 favor", "you already hold all the favor you may"));
            }
            if (!ask.options().contains(new Action.Consult(ch.getKey(), true))) {
                out.add(new NotOpen("Consult " + who + " for the ability", "the ability could do nothing now"));
            }
        }
        if (!any) {
            out.add(new NotOpen("Consult a character", "no character is here"));
        }
    }

    /** Each quest of the hero's that he cannot complete here, and why. */
    private static void quests(Ctx c, HeroState h, Ask ask, List<NotOpen> out) {
        for (int i = 0; i < h.quests.size(); i++) {
            int q = h.quests.get(i);
            if (ask.options().contains(new Action.CompleteQuest(q))) {
                continue;
            }
            out.add(new NotOpen("Complete " + Naming.card(c.rules, q), QuestReasons.why(c, h, q)));
        }
    }

    /** A quest's goal as its card says it (the words before its reward). */
    static String goal(Ctx c, int card) {
        String text = c.rules.cards().kind(card) == CardKind.QUEST ? Quests.def(c, card).text()
                : c.rules.cards().def(card, CardDecks.Encounter.class).text();
        int reward = text.indexOf("Reward:");
        return (reward < 0 ? text : text.substring(0, reward)).strip();
    }

    // ---- Sauron's turn ---------------------------------------------------------------------------------------

    private static void plots(Ctx c, Ask ask, List<NotOpen> out) {
        if (c.s.sauronPlots.isEmpty()) {
            out.add(new NotOpen("Play a plot", NO_PLOT));
        }
        for (int i = 0; i < c.s.sauronPlots.size(); i++) {
            int card = c.s.sauronPlots.get(i);
            if (offersPlot(ask, card)) {
                continue;
            }
            CardDecks.Plot p = ActivePlots.def(c, card);
            String why;
            if (c.s.shadowPool < p.pool()) {
                why = pool(c, p.pool());
            } else if (ActivePlots.freeSlot(c.s) < 0) {
                why = "the Active Plot Track is full: discard an active plot first (a later turn)";
            } else {
                why = "its requirement is not met: " + requirement(p.text());
            }
            out.add(new NotOpen("Play " + p.title(), why));
        }
    }

    /** RS 141 "Play a single Plot card from his hand"; the Draw Shadow and Plot cards action brings them. */
    private static final String NO_PLOT = "you hold no Plot card: the action " + track(ActionType.SHADOW_AND_PLOT)
            + " draws them (keep 1 of those drawn)";

    private static boolean offersPlot(Ask ask, int card) {
        for (Action a : ask.options()) {
            if (a instanceof Action.PlayPlot pp && pp.card() == card) {
                return true;
            }
        }
        return false;
    }

    private static String pool(Ctx c, int needs) {
        return "it needs " + needs + " influence in the Shadow Pool and the Pool holds " + c.s.shadowPool
                + " (at most " + c.s.shadowPoolLimit() + " in stage " + c.s.story.stage() + ": 4 a stage)";
    }

    /** The card's sentence that says when it may be played, else its whole text. */
    private static String requirement(String text) {
        int at = text.indexOf("Playable");
        if (at < 0) {
            return text;
        }
        int end = text.indexOf('.', at);
        return text.substring(at, end < 0 ? text.length() : end + 1);
    }

    private static void actions(Ctx c, Ask ask, List<NotOpen> out) {
        for (ActionType type : List.of(ActionType.INFLUENCE, ActionType.SHADOW_AND_PLOT, ActionType.COMMAND)) {
            if (!ask.options().contains(new Action.TakeAction(type))) {
                out.add(new NotOpen(track(type), "every space of its track is covered;"
                        + " your tokens come off when your fourth token is placed on another track"));
            }
        }
        String when = "plots are played at the Plot step, before the Event, "
                + (c.s.turn == 1 ? "and the first round has none: your first chance is in round 2" : "not as an action");
        out.add(new NotOpen("Play a plot", c.s.sauronPlots.isEmpty() ? NO_PLOT + "; " + when : when));
        shadowsInHand(c, null, out);
    }

    private static String track(ActionType type) {
        return switch (type) {
            case INFLUENCE -> "Place influence";
            case SHADOW_AND_PLOT -> "Draw Shadow and Plot cards";
            case COMMAND -> "Command monsters and minions";
        };
    }

    /** Each Shadow card in Sauron's hand he may not play at this moment, and why. */
    private static void shadowsInHand(Ctx c, Shadows.Window window, List<NotOpen> out) {
        ShadowTiming now = window != null ? window.timing()
                : c.s.stack.peek() instanceof SauronActions.Choose ? ShadowTiming.ACTION : null;
        List<Integer> told = new ArrayList<>();
        for (int i = 0; i < c.s.sauronShadows.size(); i++) {
            int card = c.s.sauronShadows.get(i);
            CardDecks.Shadow d = Shadows.def(c, card);
            if (told.contains(card) || told.stream().anyMatch(x -> Shadows.def(c, x).id().equals(d.id()))) {
                continue;
            }
            String why;
            if (d.timing() != now) {
                why = "it is played " + Naming.timing(d.timing());
            } else if (c.s.shadowPlayed) {
                why = "one Shadow card has been played this turn already";
            } else if (c.s.shadowPool < d.pool()) {
                why = pool(c, d.pool());
            } else if (!Conditions.holds(c, d.requires(), window != null ? window.scope() : Scope.of(null, -1))) {
                why = "its requirement is not met: " + requirement(d.text());
            } else {
                continue;
            }
            told.add(card);
            out.add(new NotOpen("Play " + d.title(), why));
        }
    }
}
