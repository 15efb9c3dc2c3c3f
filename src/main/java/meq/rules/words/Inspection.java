package meq.rules.words;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import meq.board.InfluenceNetwork;
import meq.board.Location;
import meq.data.MinionDef;
import meq.data.Names;
import meq.rules.Action;
import meq.rules.Ask;
import meq.rules.Ctx;
import meq.rules.GameEvent;
import meq.rules.Naming;
import meq.rules.Rules;
import meq.rules.View;
import meq.rules.checks.Invariants;
import meq.rules.engine.Views;
import meq.rules.play.Perils;
import meq.rules.table.Dominance;
import meq.state.ActionType;
import meq.state.Attribute;
import meq.state.GameState;
import meq.state.HeroState;
import meq.state.IntList;
import meq.state.Pile;
import meq.state.Seat;

/**
 * The facts `meq inspect` prints about a state: stage, dominance, distances, perils, influence and violations (all
 * public); and, in words, what one seat may see of a moment, its pending question and what happened on the way.
 */
public final class Inspection {
    private Inspection() {
    }

    public static Map<String, Object> of(Rules rules, GameState s) {
        Ctx c = new Ctx(rules, s, new ArrayList<>());
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("stage", s.story.stage());
        m.put("dominant", Dominance.of(rules, s).name());
        m.put("heroDistance", s.story.heroDistance());
        m.put("sauronDistance", s.story.sauronDistance());
        m.put("finale", s.story.finaleReached());
        m.put("shadowPool", s.shadowPool);
        m.put("shadowPoolLimit", s.shadowPoolLimit());
        Map<String, Object> heroes = new LinkedHashMap<>();
        for (HeroState h : s.heroes) {
            Map<String, Object> x = new LinkedHashMap<>();
            Location l = rules.board().location(h.location);
            x.put("location", l.id());
            x.put("perilous", Perils.perilous(c, h));
            x.put("closestHavens", rules.board().closestHavens(l).stream().map(Location::id).toList());
            heroes.put(h.id, x);
        }
        m.put("heroes", heroes);
        InfluenceNetwork net = InfluenceNetwork.of(rules.board(), s.influence);
        Map<String, Object> locations = new LinkedHashMap<>();
        for (Location l : rules.board().locations()) {
            if (s.influence[l.index()] > 0) {
                Map<String, Object> x = new LinkedHashMap<>();
                x.put("influence", s.influence[l.index()]);
                x.put("strongholds", net.connectedStrongholds(l).stream().map(Location::id).toList());
                x.put("cap", net.cap(l));
                locations.put(l.id(), x);
            }
        }
        m.put("locations", locations);
        List<String> violations = new ArrayList<>(Invariants.check(rules, s));
        m.put("violations", violations);
        return m;
    }

    /** A seat's name for players: "Sauron", a hero's printed name, or "the table" for a seat that is no one. */
    public static String seatName(Rules rules, Seat seat) {
        if (seat.sauron()) {
            return "Sauron";
        }
        for (var h : rules.data().heroes()) {
            if (h.id().equals(seat.id())) {
                return h.name();
            }
        }
        return "the table";
    }

    /**
     * The seat named on the command line: "sauron", or a hero by id or printed name (any case, with or without
     * diacritics: {@link meq.data.Names}); null when that hero is not in this game; {@link
     * meq.data.Names.UnknownName} when the name is no hero's.
     */
    public static Seat seatNamed(Rules rules, GameState s, String name) {
        if (Names.key(name).equals("sauron")) {
            return Seat.SAURON;
        }
        String id = Names.id(rules.data(), name, Names.Kind.HERO);
        for (HeroState h : s.heroes) {
            if (h.id.equals(id)) {
                return Seat.hero(h.id);
            }
        }
        return null;
    }

    /**
     * An event in words: by default only the table log's line (empty for what is not for every seat's eyes); with
     * all, every event, the secret ones named in full.
     */
    public static Optional<String> event(Rules rules, GameEvent e, boolean all) {
        if (!all) {
            return Describe.forTable(rules, e);
        }
        if (e instanceof GameEvent.CardsDrawn d) {
            return Optional.of(Naming.who(rules, d.hero()) + " draws " + d.count()
                    + (d.count() == 1 ? " card" : " cards"));
        } else if (e instanceof GameEvent.Trained t) {
            return Optional.of(Naming.who(rules, t.hero()) + " trains and keeps "
                    + Naming.titled(rules, t.skill()));
        } else if (e instanceof GameEvent.CorruptionTaken c) {
            return Optional.of(Naming.who(rules, c.hero()) + " takes the Corruption card "
                    + Naming.titled(rules, c.card()));
        }
        return Optional.of(Describe.event(rules, e));
    }

    /**
     * An event in words as a seat may read it: the table's line, or in full for the seat whose secret it is (the
     * cards it discarded at random); viewer null: every secret.
     */
    public static Optional<String> event(Rules rules, GameEvent e, Seat viewer) {
        boolean own = viewer != null && e instanceof GameEvent.DiscardedAtRandom d
                && (d.hero() == null ? viewer.sauron() : viewer.id().equals(d.hero()));
        return event(rules, e, viewer == null || own);
    }

    /**
     * The pending question in words, as the viewer may read it: "pending: Eleanor — prompt" and the options
     * numbered from 1 in the engine's order; a viewer who does not decide is told who does, not what is offered.
     * Viewer null: every secret may be read (the options are listed).
     */
    public static List<String> pending(Rules rules, GameState s, Ask ask, Seat viewer) {
        List<String> out = new ArrayList<>();
        if (ask == null) {
            out.add("pending: none (the game is over: " + (s.winner == null ? "no winner"
                    : s.winner.name().toLowerCase(Locale.ROOT) + " win"
                    + (s.winReason == null ? "" : ", " + s.winReason)) + ")");
            return out;
        }
        String who = seatName(rules, ask.seat());
        if (viewer != null && !viewer.equals(ask.seat())) {
            out.add("pending: " + who + " decides");
            out.add("options: shown to " + who + " only (inspect as " + who + " with --seat " + ask.seat().id()
                    + ", or everything with --all)");
            return out;
        }
        out.add("pending: " + who + " — " + ask.prompt());
        out.add("options:");
        View seen = Views.of(rules, s, ask.seat(), ask); // the moves' prices read as the window reads them
        int n = 0;
        for (Action a : ask.options()) {
            out.add("  " + ++n + ". " + Describe.choice(rules, seen, ask, a));
        }
        return out;
    }

    /**
     * What a seat may see of this moment, in words, one line each (its {@link View}, nothing more); viewer null:
     * the whole state, every hand, token face, mission and deck top, for a playtester.
     */
    public static List<String> seen(Rules rules, GameState s, Seat viewer) {
        boolean all = viewer == null;
        // the whole state is Sauron's view and the heroes' secrets read off the state itself
        View v = Views.of(rules, s, all ? Seat.SAURON : viewer, null);
        List<String> out = new ArrayList<>();
        out.add("seen by: " + (all ? "everyone (--all: every secret shown)" : seatName(rules, viewer)));
        String step = Describe.step(rules, s);
        out.add("turn: " + v.story().turn() + (step.isEmpty() ? "" : " · " + step));
        StringBuilder story = new StringBuilder();
        v.story().markers().forEach((m, at) -> story.append(story.length() == 0 ? "" : ", ")
                .append(m.name().toLowerCase(Locale.ROOT)).append(' ').append(at));
        out.add("story: " + story + " (stage " + v.story().stage() + ", " + (v.story().dominant() == null ? "no side"
                : v.story().dominant().name().toLowerCase(Locale.ROOT)) + " dominant)");
        out.add("shadow pool: " + v.sauron().shadowPool() + " of " + v.sauron().shadowPoolLimit());
        tracks(v, out);
        List<String> inf = new ArrayList<>();
        for (Location l : rules.board().locations()) {
            if (v.board().influence()[l.index()] > 0) {
                inf.add(l.name() + " " + v.board().influence()[l.index()]);
            }
        }
        out.add("influence: " + (inf.isEmpty() ? "none" : String.join(", ", inf)));
        boolean sauronSees = all || v.seat().sauron();
        if (sauronSees) {
            out.add("sauron:");
            out.add("  shadow cards: " + cards(rules, v.own().shadows()));
            out.add("  plot cards: " + cards(rules, v.own().plots()));
            out.add("  mission: " + Naming.card(rules, v.own().mission()));
            MissionWords.progress(rules, v).forEach(l -> out.add("    " + l));
        } else {
            out.add("sauron: " + v.sauron().shadowCount() + " Shadow and " + v.sauron().plotCount() + " Plot cards");
        }
        List<String> plots = new ArrayList<>();
        for (View.PlotView p : v.sauron().plots()) {
            plots.add(Naming.card(rules, p.card()) + " (" + Naming.location(rules, p.location()) + ")");
        }
        out.add("active plots: " + (plots.isEmpty() ? "none" : String.join(", ", plots)));
        int event = v.story().currentEvent();
        out.add("current event: " + (event < 0 ? "none" : Naming.card(rules, event)));
        out.add("heroes:");
        if (all && s.heroMission >= 0) {
            out.add("  mission: " + Naming.card(rules, s.heroMission));
        } else if (!all && !v.seat().sauron() && v.own().mission() >= 0) {
            out.add("  mission: " + Naming.card(rules, v.own().mission()));
            MissionWords.progress(rules, v).forEach(l -> out.add("    " + l));
        }
        for (View.HeroView h : v.board().heroes()) {
            HeroState state = s.hero(h.id());
            boolean own = all || h.id().equals(v.seat().id());
            out.add("  " + Naming.who(rules, h.id()) + " at " + Naming.location(rules, h.location()) + ": favor "
                    + h.favor() + ", life " + h.life() + ", hand " + h.hand() + ", rest " + h.rest() + ", damage "
                    + h.damage() + ", corruption " + h.corruption());
            out.add("    levels: " + levels(h.levels()));
            if (own) {
                out.add("    hand: " + cards(rules, all ? ints(state.hand.toArray()) : v.own().hand()));
                if (h.corruption() > 0) {
                    out.add("    corruption cards: " + cards(rules, all ? ints(state.corruption.toArray())
                            : v.own().corruption()));
                }
            }
            if (!h.items().isEmpty()) {
                out.add("    items: " + cards(rules, h.items()));
            }
            if (!h.quests().isEmpty()) {
                out.add("    quests: " + cards(rules, h.quests()));
            }
        }
        List<String> minions = new ArrayList<>();
        for (View.MinionView m : v.board().minions()) {
            if (m.status().equals("ACTIVE") && m.location() >= 0) {
                minions.add(Naming.who(rules, m.id()) + " at " + Naming.location(rules, m.location())
                        + (m.damage() > 0 ? " (damage " + m.damage() + ")" : ""));
            }
        }
        out.add("minions: " + (minions.isEmpty() ? "none on the board" : String.join(", ", minions)));
        offTheBoard(rules, v, out);
        out.add("monster tokens:" + (v.board().tokens().isEmpty() ? " none" : ""));
        for (View.TokenView t : v.board().tokens()) {
            out.add("  " + Naming.location(rules, t.location()) + ": " + t.pile() + ", "
                    + (t.face() == null ? "face down" : Naming.monster(rules, t.face())));
        }
        List<String> characters = new ArrayList<>();
        v.board().characters().forEach((c, at) -> {
            if (at != null && at >= 0) {
                characters.add(Naming.titled(rules, c) + " at " + Naming.location(rules, at));
            }
        });
        out.add("characters: " + (characters.isEmpty() ? "none" : String.join(", ", characters)));
        List<String> favor = new ArrayList<>();
        for (Location l : rules.board().locations()) {
            if (v.board().favorTokens()[l.index()] > 0) {
                favor.add(l.name() + " " + v.board().favorTokens()[l.index()]);
            }
        }
        out.add("favor tokens: " + (favor.isEmpty() ? "none" : String.join(", ", favor)));
        if (v.question().fight() != null) {
            View.FightView f = v.question().fight();
            out.add("fight: " + Naming.who(rules, f.hero()) + " against " + (f.minion() ? Naming.who(rules,
                    f.opponent()) : Naming.monster(rules, f.opponent())) + ", round " + f.round());
            View.FightSide hero = f.heroSide();
            View.FightSide sauron = f.sauronSide();
            out.add("  hero's cards played: " + cards(rules, hero.stack()) + " (strength " + hero.used() + " of "
                    + hero.strength() + ")");
            out.add("  Sauron's cards played: " + cards(rules, sauron.stack()) + " (strength " + sauron.used()
                    + " of " + sauron.strength() + ")");
            out.add("  Sauron's combat hand: " + (sauronSees ? cards(rules, f.sauronHand())
                    : f.sauronHandCount() + " cards"));
            if (f.heroSide().committed() >= 0) {
                out.add("  committed first, face up: " + Naming.who(rules, f.hero()) + "'s "
                        + Naming.card(rules, f.heroSide().committed()));
            }
            if (f.sauronSide().committed() >= 0) {
                out.add("  committed first, face up: Sauron's " + Naming.card(rules, f.sauronSide().committed()));
            }
            out.add("  damage on the opponent: " + f.opponentDamage() + " of " + f.opponentHealth());
        }
        if (all) {
            out.add("decks (top card, cards left to draw):");
            s.decks.forEach((name, pile) -> out.add("  " + name + ": " + top(rules, pile)));
            out.add("  skills: " + top(rules, s.skillDeck));
            s.combatDecks.forEach((name, pile) -> out.add("  combat " + name + ": " + top(rules, pile)));
            s.tokenPiles.forEach((name, pile) -> {
                IntList d = pile.drawPile();
                out.add("  " + name + " monster tokens: " + (d.isEmpty() ? "empty"
                        : faceWords(rules, d.get(d.size() - 1)) + " (" + d.size() + ")"));
            });
        }
        return out;
    }

    /** Sauron's action tracks, each space by its printed number: "influence: 6 taken, 5 free, 4 free". */
    private static void tracks(View v, List<String> out) {
        out.add("action tracks (Sauron's tokens; the 4th taken clears the 3 before it):");
        for (ActionType t : ActionType.values()) {
            int covered = v.sauron().actionTokens().getOrDefault(t, 0);
            int thisRound = v.sauron().actionTokensThisRound().getOrDefault(t, 0);
            List<String> spaces = new ArrayList<>();
            for (int i = 0; i < t.spaces(); i++) {
                spaces.add(t.value(i) + ((covered >> i & 1) == 0 ? " free"
                        : (thisRound >> i & 1) != 0 ? " taken this round" : " taken earlier"));
            }
            out.add("  " + t.name().toLowerCase(Locale.ROOT).replace("_and_", " and ").replace('_', ' ') + ": "
                    + String.join(", ", spaces));
        }
    }

    private static String top(Rules rules, Pile pile) {
        IntList d = pile.drawPile();
        return d.isEmpty() ? "empty" : Naming.card(rules, d.get(d.size() - 1)) + " (" + d.size() + ")";
    }

    private static String faceWords(Rules rules, int token) {
        String f = rules.cards().tokenFace(token);
        return Naming.monster(rules, f);
    }

    private static String levels(int[] levels) {
        List<String> out = new ArrayList<>();
        for (Attribute a : Attribute.values()) {
            out.add(a.name().toLowerCase(Locale.ROOT) + " " + levels[a.ordinal()]);
        }
        return String.join(", ", out);
    }

    private static List<Integer> ints(int[] a) {
        List<Integer> out = new ArrayList<>(a.length);
        for (int x : a) {
            out.add(x);
        }
        return out;
    }

    private static String cards(Rules rules, List<Integer> cards) {
        return cards.isEmpty() ? "none" : String.join(", ", cards.stream().map(c -> Naming.card(rules, c)).toList());
    }

    /** The minions off the board, each with what its status means for the game ahead. */
    private static void offTheBoard(Rules rules, View v, List<String> out) {
        List<String> off = new ArrayList<>();
        for (View.MinionView m : v.board().minions()) {
            MinionDef d = rules.data().minion(m.id());
            String words = switch (m.status()) {
                case "WAITING" -> "waits to enter when a story marker first reaches stage " + "I".repeat(d.entersAt());
                case "RETURNING" -> "beaten; back at " + Naming.location(rules, rules.board()
                        .location(d.traits().returnsOnDefeat()).index()) + " at the start of Sauron's next Action step";
                case "DEFEATED" -> d.traits().finaleOpponent()
                        ? "out of the game (beaten, or held back when they could enter); they still come as the heroes'"
                                + " foe at the Finale"
                        : "out of the game (beaten, or held back when it could enter)";
                default -> m.location() < 0 ? "off the board" : null;
            };
            if (words != null) {
                off.add("  " + d.name() + ": " + words);
            }
        }
        if (!off.isEmpty()) {
            out.add("minions off the board:");
            out.addAll(off);
        }
    }
}
