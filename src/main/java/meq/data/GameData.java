package meq.data;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;

/** Everything loaded from data/, validated. Immutable, with lookups by id. */
public final class GameData {
    private final List<RegionDef> regions;
    private final List<PairDef> pairs;
    private final List<LocationDef> locations;
    private final List<PathDef> paths;
    private final List<HeroDef> heroes;
    private final List<CardDef> skills;
    private final List<MinionDef> minions;
    private final List<MonsterDef> monsters;
    private final List<TokenPileDef> piles;
    private final List<CombatDeckDef> combatDecks;
    private final CardDecks cards;
    private final Map<String, HeroDef> heroById = new HashMap<>();
    private final Map<String, MonsterDef> monsterById = new HashMap<>();
    private final Map<String, MinionDef> minionById = new HashMap<>();
    private final Map<String, CombatDeckDef> deckById = new HashMap<>();

    public GameData(List<RegionDef> regions, List<PairDef> pairs, List<LocationDef> locations,
                    List<PathDef> paths, List<HeroDef> heroes, List<CardDef> skills, List<MinionDef> minions,
                    List<MonsterDef> monsters, List<TokenPileDef> piles, List<CombatDeckDef> combatDecks,
                    CardDecks cards) {
        this.regions = List.copyOf(regions);
        this.pairs = List.copyOf(pairs);
        this.locations = List.copyOf(locations);
        this.paths = List.copyOf(paths);
        this.heroes = List.copyOf(heroes);
        this.skills = List.copyOf(skills);
        this.minions = List.copyOf(minions);
        this.monsters = List.copyOf(monsters);
        this.piles = List.copyOf(piles);
        this.combatDecks = List.copyOf(combatDecks);
        this.cards = cards;
        heroes.forEach(h -> heroById.put(h.id(), h));
        monsters.forEach(m -> monsterById.put(m.id(), m));
        minions.forEach(m -> minionById.put(m.id(), m));
        combatDecks.forEach(d -> deckById.put(d.id(), d));
    }

    public List<RegionDef> regions() {
        return regions;
    }

    public List<PairDef> pairs() {
        return pairs;
    }

    public List<LocationDef> locations() {
        return locations;
    }

    public List<PathDef> paths() {
        return paths;
    }

    public List<HeroDef> heroes() {
        return heroes;
    }

    public List<CardDef> skills() {
        return skills;
    }

    public List<MinionDef> minions() {
        return minions;
    }

    public List<MonsterDef> monsters() {
        return monsters;
    }

    public List<TokenPileDef> piles() {
        return piles;
    }

    public List<CombatDeckDef> combatDecks() {
        return combatDecks;
    }

    public CardDecks cards() {
        return cards;
    }

    /** How many of each kind, in the order `validate` prints them. */
    public Map<String, Integer> counts() {
        Map<String, Integer> c = new LinkedHashMap<>();
        c.put("regions", regions.size());
        c.put("locations", locations.size());
        c.put("paths", paths.size());
        c.put("heroes", heroes.size());
        c.put("hero cards", heroes.stream().mapToInt(HeroDef::deckSize).sum());
        c.put("skills", skills.stream().mapToInt(CardDef::copies).sum());
        c.put("minions", minions.size());
        c.put("monsters", monsters.size());
        c.put("token piles", piles.size());
        c.put("combat cards", combatDecks.stream().mapToInt(CombatDeckDef::size).sum());
        for (String k : List.of("events", "plots", "shadows", "corruption", "perils", "missions",
                "characters", "items", "quests", "encounters")) {
            c.put(k, cards.count(k));
        }
        return c;
    }

    public HeroDef hero(String id) {
        return found(heroById.get(id), "hero", id);
    }

    public MonsterDef monster(String id) {
        return found(monsterById.get(id), "monster", id);
    }

    public MinionDef minion(String id) {
        return found(minionById.get(id), "minion", id);
    }

    public CombatDeckDef combatDeck(String id) {
        return found(deckById.get(id), "combat deck", id);
    }

    private static <T> T found(T t, String kind, String id) {
        if (t == null) {
            throw new NoSuchElementException("no " + kind + " \"" + id + "\"");
        }
        return t;
    }
}
