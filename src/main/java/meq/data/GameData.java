package meq.data;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Everything loaded from data/, validated. Immutable. */
public record GameData(List<RegionDef> regions, List<PairDef> pairs, List<LocationDef> locations,
                       List<PathDef> paths, List<HeroDef> heroes, List<CardDef> skills, List<MinionDef> minions,
                       List<MonsterDef> monsters, List<TokenPileDef> piles, List<CombatDeckDef> combatDecks,
                       CardDecks cards) {

    public GameData {
        regions = List.copyOf(regions);
        pairs = List.copyOf(pairs);
        locations = List.copyOf(locations);
        paths = List.copyOf(paths);
        heroes = List.copyOf(heroes);
        skills = List.copyOf(skills);
        minions = List.copyOf(minions);
        monsters = List.copyOf(monsters);
        piles = List.copyOf(piles);
        combatDecks = List.copyOf(combatDecks);
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
        for (String k : java.util.List.of("events", "plots", "shadows", "corruption", "perils", "missions",
                "characters", "items", "quests", "encounters")) {
            c.put(k, cards.count(k));
        }
        return c;
    }

    public HeroDef hero(String id) {
        return heroes.stream().filter(h -> h.id().equals(id)).findFirst().orElseThrow();
    }

    public MonsterDef monster(String id) {
        return monsters.stream().filter(m -> m.id().equals(id)).findFirst().orElseThrow();
    }

    public MinionDef minion(String id) {
        return minions.stream().filter(m -> m.id().equals(id)).findFirst().orElseThrow();
    }

    public CombatDeckDef combatDeck(String id) {
        return combatDecks.stream().filter(d -> d.id().equals(id)).findFirst().orElseThrow();
    }
}
