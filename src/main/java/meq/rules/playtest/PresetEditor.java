package meq.rules.playtest;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import meq.board.Location;
import meq.rules.Rules;
import meq.rules.checks.Invariants;
import meq.rules.engine.Engine;
import meq.rules.play.Finale;
import meq.rules.play.SauronTurn;
import meq.state.Attribute;
import meq.state.CardKind;
import meq.state.CardPlaces;
import meq.state.Deck;
import meq.state.GameState;
import meq.state.HeroState;
import meq.state.IntList;
import meq.state.Marker;
import meq.state.MinionState;
import meq.state.StoryTrack;

/**
 * Builds a preset by hand: each edit is tried on a copy and kept only if it breaks no rule's hard limit (no
 * influence in a Haven, caps held, each card in one place); a refused edit says why and changes nothing.
 * Edits can be undone. The editor knows nothing of windows: the preset editor's window calls these.
 */
public final class PresetEditor {
    /** Where the edited preset starts when played. */
    public enum Start {
        AS_IT_STANDS("where it stands"), SAURONS_TURN("at Sauron's turn"), FINALE("at the Finale");

        private final String words;

        Start(String words) {
            this.words = words;
        }

        @Override
        public String toString() {
            return words;
        }
    }

    private final Rules rules;
    private GameState s;
    /** The hard limits s breaks, checked once each time s changes. */
    private List<String> problems;
    private final Deque<GameState> history = new ArrayDeque<>();

    public PresetEditor(Rules rules, GameState start) {
        this.rules = rules;
        this.s = start.copy();
        this.problems = List.copyOf(Invariants.check(rules, s));
    }

    public GameState state() {
        return s;
    }

    /** The hard limits the state breaks now (empty when it can be saved and played). */
    public List<String> problems() {
        return problems;
    }

    public boolean canUndo() {
        return !history.isEmpty();
    }

    public void undo() {
        if (!history.isEmpty()) {
            s = history.pop();
            problems = List.copyOf(Invariants.check(rules, s));
        }
    }

    /** Adds (or with a negative delta removes) Shadow influence at a location. */
    public Optional<String> influence(String location, int delta) {
        Location l = rules.board().location(location);
        if (l.haven() && delta > 0) {
            return Optional.of(l.name() + " is a Haven: no influence may be placed there");
        }
        if (s.influence[l.index()] + delta < 0) {
            return Optional.of("no influence at " + l.name() + " to remove");
        }
        return edit(x -> x.influence[l.index()] += delta);
    }

    /** Adds or removes favor tokens lying at a location. */
    public Optional<String> favor(String location, int delta) {
        Location l = rules.board().location(location);
        if (s.favorTokens[l.index()] + delta < 0) {
            return Optional.of("no favor at " + l.name() + " to remove");
        }
        return edit(x -> x.favorTokens[l.index()] += delta);
    }

    /** Moves a hero's figure. */
    public Optional<String> hero(String hero, String location) {
        Location l = rules.board().location(location);
        return edit(x -> x.hero(hero).location = l.index());
    }

    /** Places an active minion's figure, or takes a minion off the board (location null: waiting). */
    public Optional<String> minion(String minion, String location) {
        if (!s.minions.containsKey(minion)) {
            return Optional.of("no minion " + minion);
        }
        if (location != null && rules.board().location(location).haven()) {
            return Optional.of("minions do not enter Havens");
        }
        return edit(x -> {
            MinionState m = x.minions.get(minion);
            m.status = location == null ? MinionState.Status.WAITING : MinionState.Status.ACTIVE;
            m.location = location == null ? -1 : rules.board().location(location).index();
            m.damage = location == null ? 0 : m.damage;
        });
    }

    /** Places a character card at a location, or takes it off the board (location null). */
    public Optional<String> character(String character, String location) {
        if (!s.characterAt.containsKey(character)) {
            return Optional.of("no character " + character);
        }
        int at = location == null ? -1 : rules.board().location(location).index();
        return edit(x -> x.characterAt.put(character, at));
    }

    /** Draws the top monster token of a pile face down onto a location. */
    public Optional<String> placeMonster(String colour, String location) {
        Location l = rules.board().location(location);
        if (l.haven()) {
            return Optional.of(l.name() + " is a Haven: no monster token may be placed there");
        }
        var pile = s.tokenPiles.get(colour);
        if (pile == null || pile.drawPile().isEmpty()) {
            return Optional.of("the " + colour + " token pile is empty");
        }
        return edit(x -> x.tokenAt[x.tokenPiles.get(colour).drawPile().pop()] = l.index());
    }

    /** Returns every monster token at a location to the bottom of its pile. */
    public Optional<String> removeMonsters(String location) {
        int at = rules.board().location(location).index();
        boolean any = false;
        for (int t : s.tokenAt) {
            any |= t == at;
        }
        if (!any) {
            return Optional.of("no monster token at " + rules.board().location(at).name());
        }
        return edit(x -> {
            for (int t = 0; t < x.tokenAt.length; t++) {
                if (x.tokenAt[t] == at) {
                    x.tokenAt[t] = -1;
                    x.tokenPiles.get(rules.cards().tokenPile(t)).drawPile().addBottom(t);
                }
            }
        });
    }

    /** Sets a story marker's space. */
    public Optional<String> story(Marker m, int space) {
        if (space < StoryTrack.START || space > StoryTrack.FINALE) {
            return Optional.of("the story track runs from " + StoryTrack.START + " to " + StoryTrack.FINALE);
        }
        return edit(x -> {
            x.story.set(m, space);
            x.stageTwoReached |= StoryTrack.stageOf(space) >= 2;
            x.stageThreeReached |= StoryTrack.stageOf(space) >= 3;
        });
    }

    /** Puts a plot card in play in a slot (at a location, or none), or clears the slot (card null). */
    public Optional<String> plot(int slot, String card, String location) {
        if (slot < 0 || slot >= s.activePlots.length) {
            return Optional.of("there are " + s.activePlots.length + " plot slots");
        }
        int c = card == null ? -1 : cardOf(card, CardKind.PLOT, null);
        if (card != null && c < 0) {
            return Optional.of(card + " is not a plot card");
        }
        int at = location == null ? -1 : rules.board().location(location).index();
        return edit(x -> {
            int old = x.activePlots[slot];
            if (old >= 0) {
                CardPlaces.take(x, old);
                CardPlaces.rehome(x, rules.cards());
            }
            if (c >= 0) {
                CardPlaces.take(x, c);
                x.activePlots[slot] = c;
                x.plotAt[slot] = at;
            }
        });
    }

    /** Makes an event card the current event, or clears it (card null). */
    public Optional<String> event(String card) {
        int c = card == null ? -1 : cardOf(card, CardKind.EVENT, null);
        if (card != null && c < 0) {
            return Optional.of(card + " is not an event card");
        }
        return edit(x -> {
            int old = x.currentEvent;
            if (old >= 0) {
                CardPlaces.take(x, old);
                CardPlaces.rehome(x, rules.cards());
            }
            if (c >= 0) {
                CardPlaces.take(x, c);
                x.currentEvent = c;
            }
        });
    }

    /** Sets a hero's favor. */
    public Optional<String> heroFavor(String hero, int favor) {
        if (favor < 0) {
            return Optional.of("favor cannot be negative");
        }
        return edit(x -> x.hero(hero).favor = favor);
    }

    /** Sets a hero's level in an attribute (0 to 2). */
    public Optional<String> level(String hero, Attribute a, int level) {
        if (level < 0 || level > 2) {
            return Optional.of("a hero's level in an attribute is 0, 1 or 2");
        }
        return edit(x -> x.hero(hero).levels[a.ordinal()] = level);
    }

    /** Gives a hero corruption cards from the deck, or returns them to its discards, until he holds count. */
    public Optional<String> corruption(String hero, int count) {
        if (count < 0) {
            return Optional.of("corruption cannot be negative");
        }
        var deck = s.deck(Deck.CORRUPTION);
        if (count - s.hero(hero).corruption.size() > deck.drawPile().size()) {
            return Optional.of("the corruption deck holds only " + deck.drawPile().size() + " more cards");
        }
        return edit(x -> {
            HeroState h = x.hero(hero);
            var d = x.deck(Deck.CORRUPTION);
            while (h.corruption.size() < count) {
                h.corruption.add(d.drawPile().pop());
            }
            while (h.corruption.size() > count) {
                d.discard(h.corruption.pop());
            }
        });
    }

    /** Wounds a hero: moves cards from his life pool to his damage pile (or back) until damage holds count. */
    public Optional<String> wounds(String hero, int count) {
        HeroState h = s.hero(hero);
        int cards = h.life.size() + h.damage.size();
        if (count < 0 || count >= cards) {
            return Optional.of("wounds run from 0 to " + (cards - 1) + " (a hero with no life pool is defeated)");
        }
        return edit(x -> {
            HeroState y = x.hero(hero);
            while (y.damage.size() < count) {
                y.damage.add(y.life.pop());
            }
            while (y.damage.size() > count) {
                y.life.add(y.damage.pop());
            }
        });
    }

    /** Gives a hero an item from the supply, or returns one he carries to it. */
    public Optional<String> item(String hero, String card, boolean give) {
        int c = cardOf(card, CardKind.ITEM, give ? s.itemSupply : s.hero(hero).items);
        if (c < 0) {
            return Optional.of(card + " is not an item card");
        }
        if (give && !s.itemSupply.contains(c)) {
            return Optional.of(card + " is not in the item supply");
        }
        if (!give && !s.hero(hero).items.contains(c)) {
            return Optional.of(hero + " does not carry " + card);
        }
        return edit(x -> {
            CardPlaces.take(x, c);
            (give ? x.hero(hero).items : x.itemSupply).add(c);
        });
    }

    /** Where play starts when the preset is loaded. */
    public Optional<String> start(Start where) {
        return edit(x -> {
            if (where == Start.SAURONS_TURN) {
                x.stack.clear();
                x.stack.push(new SauronTurn.Start());
            } else if (where == Start.FINALE) {
                x.stack.clear();
                x.stack.push(new Finale(0));
            }
        });
    }

    /** The preset file's text; refused (with the reason) while the state breaks a rule. */
    public String export(String title, String description, String goal) {
        List<String> p = problems();
        if (!p.isEmpty()) {
            throw new IllegalStateException("the preset breaks the rules: " + String.join("; ", p));
        }
        return Presets.export(rules, s, title, description, goal);
    }

    /** A copy of the named card of this kind, preferring one the list holds; -1 if the name is not of that kind. */
    private int cardOf(String name, CardKind kind, IntList prefer) {
        List<Integer> copies = rules.cards().copies(name);
        if (copies.isEmpty() || rules.cards().kind(copies.get(0)) != kind) {
            return -1;
        }
        for (int c : copies) {
            if (prefer != null && prefer.contains(c)) {
                return c;
            }
        }
        return copies.get(0);
    }

    /** The names of every card of a kind, each once, in numbering order (for the editor's lists). */
    public List<String> names(CardKind kind) {
        LinkedHashSet<String> out = new LinkedHashSet<>();
        for (int c = 0; c < rules.cards().count(); c++) {
            if (rules.cards().kind(c) == kind) {
                out.add(rules.cards().name(c));
            }
        }
        return List.copyOf(out);
    }

    private Optional<String> edit(Consumer<GameState> change) {
        GameState next = s.copy();
        change.accept(next);
        next.forget(Engine.PENDING);
        List<String> after = List.copyOf(Invariants.check(rules, next));
        for (String v : after) {
            if (!problems.contains(v)) {
                return Optional.of(v);
            }
        }
        history.push(s);
        s = next;
        problems = after;
        return Optional.empty();
    }
}
