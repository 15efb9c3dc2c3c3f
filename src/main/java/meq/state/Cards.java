package meq.state;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
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
    private final List<CardDef> defs = new ArrayList<>();
    private final List<String> owners = new ArrayList<>();
    private final Map<String, int[]> heroDecks = new LinkedHashMap<>();
    private final int[] skills;
    private final Map<String, int[]> combatDecks = new LinkedHashMap<>();
    private final List<String> tokenFaces = new ArrayList<>();
    private final List<String> tokenPiles = new ArrayList<>();
    private final Map<String, int[]> piles = new LinkedHashMap<>();

    public Cards(GameData data) {
        for (HeroDef h : data.heroes()) {
            heroDecks.put(h.id(), add(CardKind.HERO, h.deck(), h.id()));
        }
        skills = add(CardKind.SKILL, data.skills(), null);
        for (CombatDeckDef d : data.combatDecks()) {
            combatDecks.put(d.id(), add(CardKind.COMBAT, d.cards(), d.id()));
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
    }

    private int[] add(CardKind kind, List<CardDef> cards, String owner) {
        List<Integer> ids = new ArrayList<>();
        for (CardDef c : cards) {
            for (int i = 0; i < c.copies(); i++) {
                ids.add(defs.size());
                kinds.add(kind);
                defs.add(c);
                owners.add(owner);
            }
        }
        return ids.stream().mapToInt(Integer::intValue).toArray();
    }

    public int count() {
        return defs.size();
    }

    public CardKind kind(int card) {
        return kinds.get(card);
    }

    public CardDef card(int card) {
        return defs.get(card);
    }

    /** The hero whose deck a hero card came from, or the combat deck of a monster card; null for skills. */
    public String owner(int card) {
        return owners.get(card);
    }

    public int[] heroDeck(String hero) {
        return heroDecks.get(hero).clone();
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
