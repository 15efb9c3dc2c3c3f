package meq.data;

import java.io.IOException;
import java.net.JarURLConnection;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystem;
import java.nio.file.FileSystemAlreadyExistsException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;

/**
 * Loads and validates the whole data folder. Every problem in every file is collected and thrown
 * together as a {@link DataException}; nothing half-loaded escapes.
 */
public final class DataLoader {
    static final String REGIONS = "board/regions.yaml";
    static final String LOCATIONS = "board/locations.yaml";
    static final String PATHS = "board/paths.yaml";
    static final String HEROES = "heroes";
    static final String SKILLS = "heroes/skills.yaml";
    static final String MINIONS = "minions/minions.yaml";
    static final String MONSTERS = "monsters/monsters.yaml";
    static final String PILES = "monsters/tokens.yaml";
    static final String DECKS = "monsters/combat-decks.yaml";
    static final String CARDS = "cards/";

    private final DataFiles files;
    private final String display;

    /** A loader for a folder; display is how file names begin in messages (for example "data"). */
    public DataLoader(Path root, String display) {
        this(DataFiles.of(root), display);
    }

    DataLoader(DataFiles files, String display) {
        this.files = files;
        this.display = display;
    }

    /** Loads a folder on disk, naming files in messages as the folder was given. */
    public static GameData load(Path dir) throws DataException {
        return new DataLoader(dir, dir.toString().replace('\\', '/')).load();
    }

    private static volatile GameData bundled;

    /** The data shipped inside the program (the data/ folder on the class path), loaded once. */
    public static GameData bundled() throws DataException {
        GameData d = bundled;
        if (d == null) {
            synchronized (DataLoader.class) {
                if (bundled == null) {
                    bundled = new DataLoader(bundledFiles(), "data").load();
                }
                d = bundled;
            }
        }
        return d;
    }

    /**
     * The bundled data with some files written anew (by their path under data/, such as "minions/minions.yaml"),
     * loaded and checked afresh, not kept: how the lab plays the game with one of its numbers changed.
     */
    public static GameData bundledWith(Map<String, byte[]> replaced) throws DataException {
        return new DataLoader(new DataFiles.Overlay(bundledFiles(), Map.copyOf(replaced)), "data").load();
    }

    /** One bundled data file's bytes (by its path under data/), or an IOException naming it. */
    public static byte[] bundledFile(String relative) throws IOException {
        DataFiles files = bundledFiles();
        if (files.size(relative) < 0) {
            throw new IOException("no data file " + relative);
        }
        return files.read(relative);
    }

    /** The data built into the program: read from the jar the JVM opened, or from target/classes/data. */
    static DataFiles bundledFiles() {
        URL url = DataLoader.class.getResource("/data/board/regions.yaml");
        if (url != null && "jar".equals(url.getProtocol())) {
            try {
                URI jar = ((JarURLConnection) url.openConnection()).getJarFileURL().toURI();
                if ("file".equals(jar.getScheme()) && Files.isRegularFile(Path.of(jar))) {
                    return new DataFiles.InJar(Path.of(jar), "data/");
                }
            } catch (IOException | URISyntaxException | IllegalArgumentException | ClassCastException e) {
                // read through the zip file system below
            }
        }
        return DataFiles.of(bundledRoot());
    }

    /** The folder of the data built into the program (inside the jar, or target/classes/data). */
    public static Path bundledRoot() {
        URL url = DataLoader.class.getResource("/data/board/regions.yaml");
        if (url == null) {
            throw new IllegalStateException("the program was built without its data/ folder");
        }
        try {
            URI uri = url.toURI();
            if ("jar".equals(uri.getScheme())) {
                FileSystem fs;
                try {
                    fs = FileSystems.newFileSystem(uri, Map.of());
                } catch (FileSystemAlreadyExistsException e) {
                    fs = FileSystems.getFileSystem(uri);
                }
                return fs.getPath("/data");
            }
            return Path.of(uri).getParent().getParent();
        } catch (URISyntaxException | IOException e) {
            throw new IllegalStateException("cannot open the bundled data: " + e.getMessage(), e);
        }
    }

    /**
     * A SHA-256 over every YAML file of a data folder (names and contents, in name order), but for the presets and the
     * help pages, which play no part in a game's replay.
     */
    public static String fingerprint(Path root) {
        try (Stream<Path> files = Files.walk(root)) {
            MessageDigest md = MessageDigest.getInstance("SHA-256");
            List<Path> list = files.filter(p -> p.toString().endsWith(".yaml") && !p.toString().contains("presets")
                    && !p.startsWith(root.resolve("help")))
                    .sorted(Comparator.comparing(p -> root.relativize(p).toString())).toList();
            for (Path p : list) {
                md.update(root.relativize(p).toString().replace('\\', '/').getBytes(StandardCharsets.UTF_8));
                md.update(Files.readAllBytes(p));
            }
            return HexFormat.of().formatHex(md.digest()).substring(0, 16);
        } catch (IOException | NoSuchAlgorithmException e) {
            return "unknown";
        }
    }

    public GameData load() throws DataException {
        Problems problems = new Problems();
        if (!files.there()) {
            problems.add(new DataProblem(display, 0, 0, "", "no such data folder"));
            problems.throwIfAny();
        }
        Catalog catalog = new Catalog(problems);
        BoardReader board = new BoardReader(catalog, problems);
        HeroReader heroes = new HeroReader(catalog, problems, board);
        CreatureReader creatures = new CreatureReader(catalog, problems);

        read(REGIONS, problems, catalog, board::readRegions, Catalog.Kind.REGION, Catalog.Kind.PAIR);
        board.setLocationsFile(name(LOCATIONS));
        read(LOCATIONS, problems, catalog, board::readLocations, Catalog.Kind.LOCATION);
        read(PATHS, problems, catalog, board::readPaths);
        for (String hero : heroFiles(problems)) {
            read(hero, problems, catalog, heroes::readHero, Catalog.Kind.HERO);
        }
        read(SKILLS, problems, catalog, heroes::readSkills);
        read(MINIONS, problems, catalog, creatures::readMinions, Catalog.Kind.MINION);
        read(MONSTERS, problems, catalog, creatures::readMonsters, Catalog.Kind.MONSTER);
        read(PILES, problems, catalog, creatures::readPiles, Catalog.Kind.PILE);
        read(DECKS, problems, catalog, creatures::readDecks, Catalog.Kind.COMBAT_DECK);
        DeckReader decks = new DeckReader(catalog, problems);
        read(CARDS + "characters.yaml", problems, catalog, decks::readCharacters, Catalog.Kind.CHARACTER);
        read(CARDS + "items.yaml", problems, catalog, decks::readItems, Catalog.Kind.ITEM);
        read(CARDS + "plots.yaml", problems, catalog, decks::readPlots, Catalog.Kind.PLOT);
        read(CARDS + "events.yaml", problems, catalog, decks::readEvents, Catalog.Kind.EVENT);
        read(CARDS + "shadows.yaml", problems, catalog, decks::readShadows, Catalog.Kind.SHADOW);
        read(CARDS + "corruption.yaml", problems, catalog, decks::readCorruption, Catalog.Kind.CORRUPTION);
        read(CARDS + "perils.yaml", problems, catalog, decks::readPerils, Catalog.Kind.PERIL);
        read(CARDS + "missions.yaml", problems, catalog, decks::readMissions, Catalog.Kind.MISSION);
        read(CARDS + "quests.yaml", problems, catalog, decks::readQuests, Catalog.Kind.QUEST);
        read(CARDS + "encounters.yaml", problems, catalog, decks::readEncounters, Catalog.Kind.ENCOUNTER_DECK);

        catalog.resolve();
        if (problems.isEmpty()) {
            board.checkConnected();
        }
        problems.throwIfAny();
        return new GameData(board.regions, board.pairs, board.locations, board.paths, heroes.heroes, heroes.skills,
                creatures.minions, creatures.monsters, creatures.piles, creatures.decks, decks.decks());
    }

    private interface FileReader {
        void read(String file, Node root);
    }

    /** Reads one file; when it cannot be read as a mapping, the kinds it declares are not cross-checked. */
    private void read(String relative, Problems problems, Catalog catalog, FileReader reader, Catalog.Kind... declares) {
        String shown = name(relative);
        Node node = DataFiles.parse(files, relative, shown, problems);
        if (!(node instanceof MappingNode)) {
            catalog.taint(declares);
        }
        if (node != null) {
            reader.read(shown, node);
        }
    }

    private List<String> heroFiles(Problems problems) {
        List<String> out = new ArrayList<>();
        try {
            List<String> names = files.names(HEROES);
            if (names == null) {
                problems.add(new DataProblem(name(HEROES), 0, 0, "", "missing folder"));
                return out;
            }
            names.stream().filter(n -> n.endsWith(".yaml") && !n.equals("skills.yaml"))
                    .forEach(n -> out.add(HEROES + "/" + n));
        } catch (IOException e) {
            problems.add(new DataProblem(name(HEROES), 0, 0, "", "cannot list folder: " + e.getMessage()));
        }
        if (out.isEmpty()) {
            problems.add(new DataProblem(name(HEROES), 0, 0, "", "no hero files"));
        }
        return out;
    }

    private String name(String relative) {
        return display.isEmpty() ? relative : display + "/" + relative;
    }
}
