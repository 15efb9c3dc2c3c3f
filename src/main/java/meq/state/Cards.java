package meq.state;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToIntFunction;
import meq.data.CardDecks;
import meq.data.CardDef;
import meq.data.CombatDeckDef;
import meq.data.GameData;
import meq.data.HeroDef;
import meq.data.TokenPileDef;

/**
 * Numbers every physical card and monster token, in the same order for the same data, so that the state
 * can hold plain ints. Immutable; shared by every game on the same data.
 */
public final class Cards {
    private final List<CardKind> kinds = new ArrayList<>();
    private final List<Object> defs = new ArrayList<>();
    private final List<String> cardIds = new ArrayList<>();
    private final List<String> names = new ArrayList<>();
    private final Map<String, List<Integer>> byName = new HashMap<>();
    private final Map<String, int[]> decks = new LinkedHashMap<>();
    private final List<String> owners = new ArrayList<>();
    private final Map<String, int[]> heroDecks = new LinkedHashMap<>();
    private final int[] skills;
    private final Map<String, int[]> combatDecks = new LinkedHashMap<>();
    private final List<String> tokenFaces = new ArrayList<>();
    private final List<String> tokenPiles = new ArrayList<>();
    private final Map<String, int[]> piles = new LinkedHashMap<>();
    /** The lists above as arrays once all is numbered (read at every step: no bounds check of a list, no cast). */
    private final CardKind[] kindOf;
    private final String[] idOf;
    private final String[] ownerOf;
    private final String[] nameOf;
    /** Each card's definition as a combat card (hero card, skill or monster card), null for the other kinds. */
    private final CardDef[] combatOf;
    /** Each token's place in the order views list tokens by: pile, then face ("blank" for none), then number. */
    private int[] tokenOrder;
    /** The place of the first token of each token's pile in that order. */
    private int[] tokenPileStart;

    public Cards(GameData data) {
        for (HeroDef h : data.heroes()) {
            heroDecks.put(h.id(), add(CardKind.HERO, h.deck(), h.id()));
        }
        skills = add(CardKind.SKILL, data.skills(), null);
        for (CombatDeckDef d : data.combatDecks()) {
            combatDecks.put(d.id(), add(CardKind.COMBAT, d.cards(), d.id()));
        }
        CardDecks d = data.cards();
        for (int stage = 1; stage <= 3; stage++) {
            int st = stage;
            deck(Deck.events(stage), CardKind.EVENT, d.events().stream().filter(e -> e.stage() == st).toList(), x -> 1);
        }
        deck(Deck.STARTING_PLOTS, CardKind.PLOT, d.plots().stream().filter(CardDecks.Plot::starting).toList(), x -> 1);
        deck(Deck.PLOTS, CardKind.PLOT, d.plots().stream().filter(p -> !p.starting()).toList(), CardDecks.Plot::copies);
        deck(Deck.SHADOWS, CardKind.SHADOW, d.shadows(), CardDecks.Shadow::copies);
        deck(Deck.CORRUPTION, CardKind.CORRUPTION, d.corruption(), x -> 1);
        deck(Deck.PERILS, CardKind.PERIL, d.perils(), CardDecks.Peril::copies);
        for (CardDecks.EncounterDeck e : d.encounters()) {
            deck(Deck.encounters(e.id()), CardKind.ENCOUNTER, e.cards(), x -> 1);
        }
        for (CardDecks.Quest q : d.quests()) {
            deck(Deck.quests(q.hero(), q.kind()), CardKind.QUEST, List.of(q), x -> 1);
        }
        deck(Deck.SAURON_MISSIONS, CardKind.MISSION, d.missions().stream().filter(m -> m.side().equals("sauron")).toList(), x -> 1);
        deck(Deck.HERO_MISSIONS, CardKind.MISSION, d.missions().stream().filter(m -> m.side().equals("heroes")).toList(), x -> 1);
        for (CardDecks.Item i : d.items()) {
            deck(Deck.items(i.id()), CardKind.ITEM, List.of(i), CardDecks.Item::copies);
        }
        for (TokenPileDef p : data.piles()) {
            List<Integer> ids = new ArrayList<>();
            for (Map.Entry<String, Integer> e : p.tokens().entrySet()) {
                for (int i = 0; i < e.getValue(); i++) {
                    ids.add(tokenFaces.size());
                    tokenFaces.add(TokenPileDef.BLANK.equals(e.getKey()) ? null : e.getKey());
                    tokenPiles.add(p.colour());
                }
            }
            piles.put(p.colour(), ids.stream().mapToInt(Integer::intValue).toArray());
        }
        orderTokens();
        kindOf = kinds.toArray(CardKind[]::new);
        idOf = cardIds.toArray(String[]::new);
        ownerOf = owners.toArray(String[]::new);
        nameOf = names.toArray(String[]::new);
        combatOf = new CardDef[defs.size()];
        for (int i = 0; i < combatOf.length; i++) {
            combatOf[i] = defs.get(i) instanceof CardDef c ? c : null;
        }
    }

    private void orderTokens() {
        int n = tokenFaces.size();
        List<Integer> byOrder = new ArrayList<>();
        for (int t = 0; t < n; t++) {
            byOrder.add(t);
        }
        byOrder.sort(Comparator.comparing((Integer t) -> tokenPiles.get(t))
                .thenComparing(t -> tokenFaces.get(t) == null ? "blank" : tokenFaces.get(t)).thenComparingInt(t -> t));
        tokenOrder = new int[n];
        tokenPileStart = new int[n];
        for (int rank = 0; rank < n; rank++) {
            tokenOrder[byOrder.get(rank)] = rank;
        }
        for (int rank = 0; rank < n; rank++) {
            int t = byOrder.get(rank);
            boolean first = rank == 0 || !tokenPiles.get(byOrder.get(rank - 1)).equals(tokenPiles.get(t));
            tokenPileStart[t] = first ? rank : tokenPileStart[byOrder.get(rank - 1)];
        }
    }

    /** A token's place in the order a view lists the tokens of one location: pile, face, number. */
    public int tokenOrder(int token) {
        return tokenOrder[token];
    }

    /** The place in that order of the first token of this token's pile. */
    public int tokenPileStart(int token) {
        return tokenPileStart[token];
    }

    private <T> void deck(Deck deck, CardKind kind, List<T> cards, ToIntFunction<T> copies) {
        String name = deck.name();
        int[] ids = decks.containsKey(name) ? decks.get(name) : new int[0];
        List<Integer> out = new ArrayList<>();
        for (int id : ids) {
            out.add(id);
        }
        for (T c : cards) {
            for (int i = 0; i < copies.applyAsInt(c); i++) {
                out.add(defs.size());
                kinds.add(kind);
                defs.add(c);
                cardIds.add(reflectId(c));
                owners.add(null);
                name(prefix(deck) + reflectId(c));
            }
        }
        decks.put(name, out.stream().mapToInt(Integer::intValue).toArray());
    }

    private void name(String n) {
        byName.computeIfAbsent(n, k -> new ArrayList<>()).add(names.size());
        names.add(n);
    }

    /** The prefix of card names of a deck: event:, plot:, shadow:, encounter:PAIR:, quest:, ... */
    private static String prefix(Deck deck) {
        if (deck.isEvents()) {
            return "event:";
        }
        if (deck.isEncounters()) {
            return "encounter:" + deck.pair() + ":";
        }
        if (deck.isQuests()) {
            return "quest:";
        }
        if (deck.isMissions()) {
            return "mission:";
        }
        if (deck.isItems()) {
            return "item:";
        }
        if (deck.equals(Deck.PLOTS) || deck.equals(Deck.STARTING_PLOTS)) {
            return "plot:";
        }
        if (deck.equals(Deck.PERILS)) {
            return "peril:";
        }
        return deck.equals(Deck.SHADOWS) ? "shadow:" : deck + ":";
    }

    /** A card's name in snapshots (kind or owner, then id, e.g. "argalad:overdraw", "plot:gollum-is-tortured"). */
    public String name(int card) {
        return nameOf[card];
    }

    /** Every copy of the card with this name, in numbering order; empty if none. */
    public List<Integer> copies(String name) {
        return byName.getOrDefault(name, List.of());
    }

    /** The cards of a named deck (events-1..3, plots, starting-plots, shadows, corruption, perils,
     * encounters-PAIR, encounters-haven, quests-HERO-starting|advanced, missions-sauron|heroes, items-ID). */
    public int[] deck(Deck deck) {
        int[] d = decks.get(deck.name());
        return d == null ? new int[0] : d.clone();
    }

    public List<Deck> decks() {
        return decks.keySet().stream().map(Deck::new).toList();
    }

    /** The definition behind a card number, of the type its kind says. */
    public <T> T def(int card, Class<T> type) {
        return type.cast(defs.get(card));
    }

    private int[] add(CardKind kind, List<CardDef> cards, String owner) {
        List<Integer> ids = new ArrayList<>();
        for (CardDef c : cards) {
            for (int i = 0; i < c.copies(); i++) {
                ids.add(defs.size());
                kinds.add(kind);
                defs.add(c);
                cardIds.add(c.id());
                name((owner == null ? "skill" : owner) + ":" + c.id());
                owners.add(owner);
            }
        }
        return ids.stream().mapToInt(Integer::intValue).toArray();
    }

    public int count() {
        return defs.size();
    }

    public CardKind kind(int card) {
        return kindOf[card];
    }

    /** A combat card (hero card, skill or monster card). */
    public CardDef card(int card) {
        CardDef d = combatOf[card];
        if (d == null) {
            throw new ClassCastException("card " + card + " is a " + kindOf[card] + ", not a combat card");
        }
        return d;
    }

    /** The id of any card's definition. */
    public String id(int card) {
        return idOf[card];
    }

    private static String reflectId(Object d) {
        try {
            return (String) d.getClass().getMethod("id").invoke(d);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The hero whose deck a hero card came from, or the combat deck of a monster card; null for skills. */
    public String owner(int card) {
        return ownerOf[card];
    }

    public int[] heroDeck(String hero) {
        return heroDecks.get(hero).clone();
    }

    /** How many cards a hero's own deck holds (his skills not counted). */
    public int heroDeckSize(String hero) {
        return heroDecks.get(hero).length;
    }

    public int[] skills() {
        return skills.clone();
    }

    public int[] combatDeck(String id) {
        return combatDecks.get(id).clone();
    }

    public Iterable<String> combatDeckIds() {
        return combatDecks.keySet();
    }

    public int tokenCount() {
        return tokenFaces.size();
    }

    /** The monster on a token's face, or null for a blank. */
    public String tokenFace(int token) {
        return tokenFaces.get(token);
    }

    public String tokenPile(int token) {
        return tokenPiles.get(token);
    }

    public int[] pile(String colour) {
        return piles.get(colour).clone();
    }

    public Iterable<String> pileColours() {
        return piles.keySet();
    }
}
