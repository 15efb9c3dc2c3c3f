package meq.rules.words;

import java.util.ArrayList;
import java.util.List;
import meq.data.CardDecks;
import meq.data.CardType;
import meq.rules.Action;
import meq.rules.GameEvent;
import meq.rules.Naming;
import meq.rules.Rules;
import meq.rules.engine.Engine;
import meq.rules.play.Fights;
import meq.rules.play.RunEffect;
import meq.rules.play.SauronTurn;
import meq.rules.play.Shadows;
import meq.state.Deck;
import meq.state.Frame;
import meq.state.GameState;
import meq.state.Seat;

/**
 * The cards that come to light, as the table shows them: each encounter, event, peril, plot put into play, Shadow
 * card played, monster token turned face up and combat round becomes a {@link Reveal} with the card's face, what
 * it did in words ("Caradhras Is Cruel: Thálin takes 2 damage"), and who may see it. The events that follow a card
 * up to the next card or the next turn are what it did; a card whose effect waits for a decision goes on in the
 * next answer (see {@link Teller}).
 *
 * <p>Secrets: a public reveal's lines are the table's own words ({@link Describe#forTable}), which never name a
 * hidden card; what only one seat may know (the Shadow cards Sauron drew, the Corruption card a hero drew) is a
 * reveal for that seat alone.
 */
public final class Reveals {
    private Reveals() {
    }

    /** What came to light. */
    public enum Kind {
        ENCOUNTER("Encounter"), EVENT("Event"), PERIL("Peril"), PLOT("Plot"), SHADOW("Shadow card"),
        MONSTER("Monster token"), COMBAT("Combat round"), QUEST("Quest completed"), DRAWN("Cards drawn"),
        CORRUPTION("Corruption card"), DISCARDED("Discarded at random");

        private final String words;

        Kind(String words) {
            this.words = words;
        }

        /** The kind in words ("Shadow card"). */
        public String words() {
            return words;
        }
    }

    /**
     * One card shown with what it did. card: the id of the card (or monster) to show, "" when none; face: the card
     * as a player reads it (null when there is none to show); only: the one seat that may see it, null for every
     * seat.
     */
    public record Reveal(Kind kind, String card, CardFace face, String title, List<String> lines, Seat only) {
        public Reveal {
            lines = List.copyOf(lines);
        }

        /** Whether this seat may see it (a seat that is not a player's, such as the table's, sees public ones). */
        public boolean visibleTo(Seat seat) {
            return only == null || only.equals(seat);
        }

        public boolean isPublic() {
            return only == null;
        }

        /** The reveal in one line, as the log keeps it: "Caradhras Is Cruel: Thálin takes 2 damage; ...". */
        public String words() {
            return lines.isEmpty() ? title : title + ": " + String.join("; ", lines);
        }

        Reveal with(List<String> more) {
            List<String> all = new ArrayList<>(lines);
            all.addAll(more);
            return new Reveal(kind, card, face, title, all, only);
        }
    }

    /** The reveals of one answer's events, with no card carried over from an earlier answer. */
    public static List<Reveal> of(Rules r, List<GameEvent> events) {
        return new Teller(r).tell(events, null);
    }

    /**
     * One line of the table's log for one answer's events: a card with what it did in the reveal's own words, or
     * an event of its own in the table's words. event: the event the line starts at.
     */
    public record Told(GameEvent event, String line) {
    }

    /** The story of a card that did nothing. */
    static final String NOTHING = "Nothing comes of it";

    /** The story of an encounter that is a Quest: the hero keeps it. */
    static final String KEPT_AS_QUEST = "The hero keeps it as a Quest";

    /**
     * The table's lines for one answer: the public reveals as their words, the other events as
     * {@link Describe#forTable} tells them (nothing secret: a reveal for one seat alone is left out).
     */
    public static List<Told> forTable(Rules r, List<GameEvent> events) {
        return new Teller(r).told(events, null);
    }

    /**
     * Tells answer after answer, remembering the card whose effect is still running (it waits for a decision) so
     * that what it does in the next answer is told as that card's.
     */
    public static final class Teller {
        private final Rules r;
        /** The card still at work after the last answer, or null. */
        private Reveal open;

        public Teller(Rules r) {
            this.r = r;
        }

        /**
         * The table's lines of a whole game, moment by moment as {@code Session.history} keeps them (the steps
         * before the first question, then one moment per action), replayed so that a card's effect told across
         * answers is told as that card's, as it was during play. The teller then goes on from the game's end.
         */
        public List<List<Told>> toldAll(GameLog log) {
            Engine engine = new Engine(r);
            GameState s = log.withActions(List.of()).start(r);
            open = null;
            List<List<Told>> out = new ArrayList<>();
            out.add(told(engine.run(s), s));
            for (Action a : log.actions()) {
                out.add(told(engine.apply(s, a), s));
            }
            return out;
        }

        /** Forgets the card at work (the game went back: an undo). */
        public void forget() {
            open = null;
        }

        /**
         * The reveals of one answer's events. after: the state the answer left (to know whether the last card's
         * effect is still running); null: no card is carried to the next answer.
         */
        public List<Reveal> tell(List<GameEvent> events, GameState after) {
            List<Reveal> out = new ArrayList<>();
            for (Part p : parts(events)) {
                if (p.reveal() != null) {
                    out.add(p.reveal());
                }
            }
            carry(out, after);
            out.replaceAll(x -> over(x, after));
            return out;
        }

        /**
         * A card whose story is told and empty (its condition unmet, its price beyond the hero) says that nothing
         * came of it, once the answer's state shows it no longer at work; one still waiting for an answer is not.
         */
        private Reveal over(Reveal x, GameState after) {
            boolean card = x.kind() == Kind.ENCOUNTER || x.kind() == Kind.PERIL || x.kind() == Kind.EVENT;
            return after == null || !card || !x.lines().isEmpty() || !x.isPublic() || x == open ? x
                    : new Reveal(x.kind(), x.card(), x.face(), x.title(), List.of(NOTHING), x.only());
        }

        /** The table's lines for one answer (see {@link Reveals#forTable}); carries a running card as tell does. */
        public List<Told> told(List<GameEvent> events, GameState after) {
            List<Part> parts = parts(events);
            List<Reveal> reveals = new ArrayList<>();
            for (Part p : parts) {
                if (p.reveal() != null) {
                    reveals.add(p.reveal());
                }
            }
            carry(reveals, after);
            List<Told> out = new ArrayList<>();
            for (int i = 0; i < parts.size(); i++) {
                Part p = parts.get(i);
                if (retrieved(p.first(), i + 1 < parts.size() ? parts.get(i + 1).first() : null)) {
                    continue; // the retrieval's own line says it
                }
                if (p.reveal() != null) {
                    if (p.reveal().isPublic()) {
                        out.add(new Told(p.first(), over(p.reveal(), after).words()));
                    } else if (!p.inCard()) {
                        // a card for one seat alone: the table reads only its public words
                        Describe.forTable(r, p.first()).ifPresent(line -> out.add(new Told(p.first(), line)));
                    }
                } else {
                    Describe.forTable(r, p.first()).ifPresent(line -> out.add(new Told(p.first(), line)));
                }
            }
            return out;
        }

        /** A favor gain that is the favor retrieved just after (one line for both). */
        private static boolean retrieved(GameEvent e, GameEvent next) {
            return e instanceof GameEvent.FavorChanged f && next instanceof GameEvent.FavorRetrieved r
                    && f.hero().equals(r.hero()) && f.amount() == r.amount();
        }

        /** Keeps the last public reveal open while its card is still at work in the state the answer left. */
        private void carry(List<Reveal> out, GameState after) {
            Reveal last = null;
            for (Reveal x : out) {
                if (x.isPublic()) {
                    last = x;
                }
            }
            if (last == null) {
                last = open;
            }
            open = after != null && last != null && atWork(r, after, last) ? last : null;
        }

        /**
         * An event, or a card with the events it caused (reveal non-null); inCard: the table's words of this
         * event are already in a card's story.
         */
        private record Part(GameEvent first, Reveal reveal, boolean inCard) {
            Part(GameEvent first, Reveal reveal) {
                this(first, reveal, false);
            }
        }

        private List<Part> parts(List<GameEvent> events) {
            List<Part> out = new ArrayList<>();
            Reveal current = open == null ? null : new Reveal(open.kind(), open.card(), open.face(), open.title(),
                    List.of(), null);
            GameEvent currentFirst = null;
            int at = -1;
            boolean carried = current != null;
            for (GameEvent e : events) {
                Reveal starts = starts(e);
                boolean ends = e instanceof GameEvent.TurnStarted || e instanceof GameEvent.HeroTurnStarted
                        || e instanceof GameEvent.ActionTaken || e instanceof GameEvent.FinaleBegins
                        || e instanceof GameEvent.GameEnded;
                boolean ability = e instanceof GameEvent.CardResolved c && c.kind().equals("combat");
                if (ability && current != null && current.kind() == Kind.COMBAT) {
                    current = current.with(List.of(c(e).card()));
                    continue;
                }
                if (starts != null && !starts.isPublic()) {
                    // for one seat alone: beside the story; the table's words of it go on in the card's story
                    String line = Describe.forTable(r, e).orElse("");
                    out.add(new Part(e, starts, current != null && !line.isEmpty()));
                    if (current != null && !line.isEmpty()) {
                        if (currentFirst == null) {
                            currentFirst = e;
                            at = out.size();
                            out.add(new Part(e, current));
                        }
                        current = current.with(List.of(line));
                    }
                    continue;
                }
                if (starts != null || ends) {
                    at = close(out, current, currentFirst, at, carried);
                    carried = false;
                    current = starts;
                    currentFirst = e;
                    if (starts == null) {
                        out.add(new Part(e, null));
                    } else {
                        at = out.size();
                        out.add(new Part(e, starts));
                    }
                    continue;
                }
                if (current == null) {
                    out.add(new Part(e, null));
                    continue;
                }
                if (currentFirst == null) {
                    currentFirst = e; // a card carried from the last answer goes on with this event
                    at = out.size();
                    out.add(new Part(e, current));
                }
                if (!redundant(current, e)) {
                    String line = Describe.forTable(r, e).orElse("");
                    if (!line.isEmpty()) {
                        current = current.with(List.of(line));
                    }
                }
            }
            close(out, current, currentFirst, at, carried);
            return out;
        }

        private static GameEvent.CardResolved c(GameEvent e) {
            return (GameEvent.CardResolved) e;
        }

        /**
         * Puts the card's whole story in its place; a card carried from the last answer that did nothing more in
         * this one is no reveal again. -1 for the next card.
         */
        private static int close(List<Part> out, Reveal current, GameEvent first, int at, boolean carried) {
            if (current != null && first != null && at >= 0) {
                out.set(at, new Part(first, carried && current.lines().isEmpty() ? null : current));
            }
            return -1;
        }

        /** The round's damage to the hero is told by the round itself. */
        private static boolean redundant(Reveal current, GameEvent e) {
            return current.kind() == Kind.COMBAT && e instanceof GameEvent.DamageTaken;
        }

        /** The reveal an event begins, or null when it is not a card coming to light. */
        private Reveal starts(GameEvent e) {
            if (e instanceof GameEvent.CardResolved c) {
                Kind k = switch (c.kind()) {
                    case "encounter" -> Kind.ENCOUNTER;
                    case "peril" -> Kind.PERIL;
                    case "shadow" -> Kind.SHADOW;
                    case "quest completed" -> Kind.QUEST;
                    case "combat" -> Kind.COMBAT;
                    default -> null;
                };
                if (k == Kind.COMBAT) {
                    return new Reveal(k, "", null, "Combat", List.of(c.card()), null); // an ability outside a round
                }
                List<String> lines = k == Kind.SHADOW ? List.of("Sauron plays it")
                        : k == Kind.ENCOUNTER && questEncounter(c.card()) ? List.of(KEPT_AS_QUEST) : List.of();
                return k == null ? null : card(k, c.card(), lines);
            } else if (e instanceof GameEvent.EventDrawn d) {
                return card(Kind.EVENT, d.event(), List.of());
            } else if (e instanceof GameEvent.PlotPlayed p) {
                return card(Kind.PLOT, p.plot(), List.of("Sauron puts it into play on " + Naming.location(r, p.location())));
            } else if (e instanceof GameEvent.MonsterTokenRevealed t) {
                return monster(t);
            } else if (e instanceof GameEvent.CombatRound round) {
                return combat(round);
            } else if (e instanceof GameEvent.SauronDrew d && !d.cards().isEmpty()) {
                List<String> titles = d.cards().stream().map(id -> Naming.titled(r, id)).toList();
                CardFace face = CardFaces.byId(r, d.cards().get(0)).orElse(null);
                return new Reveal(Kind.DRAWN, d.cards().get(0), face, "You draw " + (d.deck().equals(Deck.PLOTS)
                        ? d.cards().size() == 1 ? "a Plot card" : d.cards().size() + " Plot cards"
                        : d.cards().size() == 1 ? "a Shadow card" : d.cards().size() + " Shadow cards"), titles,
                        Seat.SAURON);
            } else if (e instanceof GameEvent.NoneApplies n) {
                // every card drawn is discarded face up: all see them, each with the check it failed
                int first = n.drawn().get(0);
                return new Reveal(n.peril() ? Kind.PERIL : Kind.ENCOUNTER, r.cards().id(first),
                        CardFaces.of(r, first), Happened.title(r, n), Happened.reasons(r, n), null);
            } else if (e instanceof GameEvent.DiscardedAtRandom d) {
                // which cards: for the eyes of the one who held them
                int first = d.cards().get(0);
                return new Reveal(Kind.DISCARDED, r.cards().id(first), CardFaces.of(r, first),
                        "You discard at random", d.cards().stream().map(c -> Naming.card(r, c)).toList(),
                        d.hero() == null ? Seat.SAURON : Seat.hero(d.hero()));
            } else if (e instanceof GameEvent.CorruptionTaken t) {
                CardFace face = CardFaces.byId(r, t.card()).orElse(null);
                String line = CardFaces.actsAtOnce(r, t.card())
                        ? " draws this Corruption card: it acts at once, then goes back into the deck (not kept)"
                        : " takes this Corruption card";
                return new Reveal(Kind.CORRUPTION, t.card(), face, face == null ? Naming.titled(r, t.card())
                        : face.title(), List.of(Naming.who(r, t.hero()) + line), Seat.hero(t.hero()));
            }
            return null;
        }

        /** An encounter the hero keeps as a Quest (it does nothing now; its goal and reward come later). */
        private boolean questEncounter(String id) {
            for (CardDecks.EncounterDeck deck : r.data().cards().encounters()) {
                for (CardDecks.Encounter e : deck.cards()) {
                    if (e.id().equals(id)) {
                        return e.quest();
                    }
                }
            }
            return false;
        }

        private Reveal card(Kind k, String id, List<String> lines) {
            CardFace face = CardFaces.byId(r, id).orElse(null);
            return new Reveal(k, id, face, face == null ? Naming.titled(r, id) : face.title(), lines, null);
        }

        private Reveal monster(GameEvent.MonsterTokenRevealed t) {
            String where = Naming.location(r, t.location());
            String hero = Naming.who(r, t.hero());
            if (t.face() == null) {
                return new Reveal(Kind.MONSTER, "", null, "A blank token", List.of("The " + t.pile()
                        + " monster token at " + where + " is blank"), null);
            }
            String name = r.data().monster(t.face()).name();
            return new Reveal(Kind.MONSTER, t.face(), CardFaces.byId(r, t.face()).orElse(null), name,
                    List.of("The " + t.pile() + " monster token at " + where + " is " + article(name) + ": it fights "
                            + hero), null);
        }

        private Reveal combat(GameEvent.CombatRound c) {
            String hero = Naming.who(r, c.hero());
            String them = opponent(r, c.opponent(), c.minion());
            List<String> lines = new ArrayList<>();
            lines.add(hero + " " + played(c.heroCard()));
            lines.add(capital(them) + " " + played(c.sauronCard()));
            lines.add(c.toHero() > 0 ? hero + " takes " + c.toHero() + " damage" : hero + " takes no damage");
            lines.add(capital(them) + (c.toOpponent() > 0 ? " takes " + c.toOpponent() + " damage" : " takes no damage")
                    + (c.opponentDefeated() ? " and is defeated" : ""));
            String shown = c.heroCard() >= 0 ? r.cards().id(c.heroCard()) : c.sauronCard() >= 0
                    ? r.cards().id(c.sauronCard()) : "";
            CardFace face = c.heroCard() >= 0 ? CardFaces.of(r, c.heroCard())
                    : c.sauronCard() >= 0 ? CardFaces.of(r, c.sauronCard()) : null;
            return new Reveal(Kind.COMBAT, shown, face, "Round " + c.round() + ": " + hero + " against " + them,
                    lines, null);
        }

        private String played(int card) {
            if (card < 0) {
                return "plays no card (exhausted)";
            }
            var d = r.cards().card(card);
            return "plays " + d.title() + " (" + (d.type() == CardType.RANGED ? "Ranged" : "Melee")
                    + ", attack " + d.attack() + ", defense " + d.defense() + ")";
        }
    }

    /** The new events in the table's words (for {@link Describe#event}). */
    static String eventWords(Rules r, GameEvent e) {
        if (e instanceof GameEvent.MonsterTokenRevealed t) {
            String where = Naming.location(r, t.location());
            return t.face() == null ? "The " + t.pile() + " monster token at " + where + " is blank"
                    : "The " + t.pile() + " monster token at " + where + " is " + article(r.data().monster(t.face()).name());
        } else if (e instanceof GameEvent.CombatRound c) {
            return "Round " + c.round() + ": " + Naming.who(r, c.hero()) + " deals " + c.toOpponent() + ", "
                    + opponent(r, c.opponent(), c.minion()) + " deals " + c.toHero();
        }
        return null;
    }

    private static String opponent(Rules r, String id, boolean minion) {
        return minion ? r.data().minion(id).name() : "the " + r.data().monster(id).name();
    }

    private static String capital(String s) {
        return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }

    static String article(String name) {
        return ("AEIOU".indexOf(Character.toUpperCase(name.charAt(0))) >= 0 ? "an " : "a ") + name;
    }

    /**
     * Whether the card of a reveal is still at work in this state: its effect's steps (or the Shadow card, the
     * event's aftermath, the fight) are still on the stack, waiting for a decision.
     */
    static boolean atWork(Rules r, GameState s, Reveal x) {
        for (Frame f : s.stack) {
            if (x.kind() == Kind.COMBAT || x.kind() == Kind.MONSTER) {
                if (f instanceof Fights.Fight) {
                    return true;
                }
                continue;
            }
            int source = -1;
            if (f instanceof RunEffect run) {
                source = run.scope().source();
            } else if (f instanceof RunEffect.ChooseHero ch) {
                source = ch.scope().source();
            } else if (f instanceof Shadows.Resolved res) {
                source = res.card();
            } else if (f instanceof SauronTurn.EventAftermath ev) {
                source = ev.card();
            }
            if (source >= 0 && r.cards().id(source).equals(x.card())) {
                return true;
            }
        }
        return false;
    }
}
