package meq.ui;

import java.util.ArrayList;
import java.util.List;
import meq.board.Location;
import meq.board.Path;
import meq.data.CardDecks;
import meq.data.DataException;
import meq.data.HeroDef;
import meq.data.HowToPlay;
import meq.data.Icon;
import meq.data.MinionDef;
import meq.rules.Naming;
import meq.rules.Rules;
import meq.rules.View;
import meq.rules.words.CardFace;
import meq.rules.words.CardFaces;
import meq.rules.words.Describe;
import meq.rules.words.SheetWords;
import meq.state.ActionType;
import meq.state.Marker;
import meq.state.StoryTrack;

/**
 * What each part of the table is and what it means now, in players' words, read from one seat's view; each ends
 * with the How to play page that F1 opens while the pointer rests on the part.
 */
final class TableTips {
    /** The parts of the table that explain themselves, each with its How to play page. */
    enum Part {
        STORY_SPACE("story-track"), MARKER("story-track"), STAGE("story-track"), DOMINANCE("dominance"),
        SHADOW_POOL("shadow-pool"), ACTION_TRACK("action-tracks"), ACTION_SPACE("action-tracks"),
        MINION_CHIP("minions"), LOCATION("travel"), PATH("travel"), COST("travel"), INFLUENCE("influence"),
        FAVOR("explore"), CHARACTER("favor-and-characters"), MONSTER_TOKEN("monster-tokens"), MINION("minions"),
        HERO("hero-turn"), PLOT_MARKER("plots"), PLOT("plots"), EVENT("event-step"), HERO_SHEET("hero-cards"),
        ATTRIBUTE("training-levels-items");

        final String page;

        Part(String page) {
            this.page = page;
        }
    }

    /** A part's words (HTML, the F1 line included) and the part, whose page F1 opens. */
    record Hover(Part part, String html) {
        String page() {
            return part.page;
        }
    }

    private static final String[] MARKER_WORDS = {
        "the heroes' marker. It moves 2 spaces at almost every Story step: time works for the heroes",
        "Sauron's, moved by his active plots that name yellow", "Sauron's, moved by his active plots that name black",
        "Sauron's, moved by his active plots that name red"};

    private final Rules rules;

    TableTips(Rules rules) {
        this.rules = rules;
    }

    /** The F1 line for a part: "F1: How to play, The Story Track". */
    static String f1(Part part) {
        String title;
        try {
            HowToPlay.Page p = HowToPlay.bundled().page(part.page);
            title = p == null ? part.page : p.title();
        } catch (DataException e) {
            title = part.page;
        }
        return "<br><i>F1: How to play, " + title + "</i>";
    }

    private static Hover hover(Part part, String words) {
        return new Hover(part, "<html><body style='width:300px'>" + words + f1(part) + "</body></html>");
    }

    static String markerName(Marker m) {
        return m.name().toLowerCase();
    }

    /** A space of the story track, and the markers on it. */
    Hover storySpace(View v, int space) {
        StringBuilder s = new StringBuilder("<b>Story space ").append(space).append("</b>");
        s.append(space == 0 ? ", the start" : ", stage " + TracksPanel.roman(StoryTrack.stageOf(space)));
        if (space == StoryTrack.SHADOW_FALLS) {
            s.append("<br><b>The Shadow Falls</b>: when all three of Sauron's markers stand here or beyond, the"
                    + " Finale begins at the next Story step");
        } else if (space == StoryTrack.FINALE) {
            s.append("<br><b>The Finale</b>: when any marker reaches this space, the Finale begins at the next Story"
                    + " step");
        }
        List<Marker> here = new ArrayList<>();
        for (Marker m : Marker.values()) {
            if (v.story().markers().get(m) == space) {
                here.add(m);
            }
        }
        for (Marker m : here) {
            s.append("<br>The <b>").append(markerName(m)).append(" marker</b>: ").append(MARKER_WORDS[m.ordinal()])
                    .append(". It needs ").append(StoryTrack.FINALE - space).append(" more to the Finale");
            if (m.sauron()) {
                s.append(space >= StoryTrack.SHADOW_FALLS ? ", and has reached The Shadow Falls"
                        : ", " + (StoryTrack.SHADOW_FALLS - space) + " to The Shadow Falls");
            }
            s.append('.');
        }
        if (here.stream().anyMatch(Marker::sauron)) {
            s.append("<br>A hero who rests or is defeated moves Sauron's rearmost marker 1 space.");
        } else if (here.isEmpty()) {
            s.append("<br>The race: the green marker is the heroes', yellow, black and red are Sauron's.");
        }
        s.append("<br><i>How it ends: the Finale begins once any marker reaches the Finale space or all three of"
                + " Sauron's reach The Shadow Falls; then a dominant side's fulfilled mission wins at once, else a"
                + " hero fights the Ringwraiths for the game.</i>");
        return hover(here.isEmpty() ? Part.STORY_SPACE : Part.MARKER, s.toString());
    }

    /** The current stage. */
    Hover stage(View v) {
        int stage = v.story().stage();
        return hover(Part.STAGE, "<b>Stage " + TracksPanel.roman(stage) + "</b>, round " + v.story().turn()
                + "<br>The current stage is the rightmost stage holding a marker. It sets the Shadow Pool's limit ("
                + 4 * stage + " now), which Event deck Sauron draws from (stage " + TracksPanel.roman(stage)
                + "'s), and when new minions come: Gothmog and the Ringwraiths in stage II, the Witch-king in stage"
                + " III.");
    }

    /** Which side is dominant, and the two numbers that say so. */
    Hover dominance(View v) {
        StoryTrack t = new StoryTrack();
        v.story().markers().forEach(t::set);
        int heroes = t.heroDistance();
        int sauron = t.sauronDistance();
        StringBuilder s = new StringBuilder("<b>Dominant: ").append(Describe.dominant(v.story().dominant()))
                .append("</b>");
        s.append("<br>The side with the lower number is ahead. The heroes' number is what the green marker still"
                + " needs to the Finale: ").append(heroes).append(". Sauron's is the lower of what his foremost"
                + " marker needs to the Finale and what his three need together to The Shadow Falls: ")
                .append(sauron).append('.');
        if (t.dominant() != v.story().dominant()) {
            s.append("<br>This game counts it by the optional rule Advanced Dominance.");
        }
        s.append("<br>Dominance decides how many events Sauron draws, and which mission is checked first at the"
                + " Finale.");
        return hover(Part.DOMINANCE, s.toString());
    }

    /** The Shadow Pool and its limit. */
    Hover shadowPool(View v) {
        View.Sauron sauron = v.sauron();
        return hover(Part.SHADOW_POOL, "<b>Shadow Pool " + sauron.shadowPool() + " of at most " + sauron.shadowPoolLimit()
                + "</b><br>Each Plot and Shadow card names the least influence the Pool must hold for Sauron to"
                + " play it; it is checked, never spent. The limit is 4 times the stage (4, 8, 12): a card needing "
                + (sauron.shadowPoolLimit() + 1) + " or more cannot be played in this stage. Each Place Influence may put"
                + " up to 2 tokens in it.");
    }

    /** An action track: what its next action gives, and the tokens on it. */
    Hover actionTrack(View v, ActionType t) {
        int taken = v.sauron().actionTokens().get(t);
        int now = Integer.bitCount(v.sauron().actionTokensThisRound().get(t));
        int before = Integer.bitCount(taken) - now;
        int next = nextSpace(taken);
        return hover(Part.ACTION_TRACK, "<b>" + trackName(t) + "</b> action track (" + t.value(0) + ", "
                + t.value(1) + ", " + t.value(2) + ")<br>" + now + " taken this round (dark), " + before
                + " taken in earlier rounds (faded). " + (before == 0 ? "" : "A faded token still covers its space:"
                + " tokens stay from round to round until Sauron's fourth token clears them. ") + (next < 0 ? "Full: Sauron cannot take this action until his fourth"
                + " token clears the track." : "Taken now, it gives " + gives(t, t.value(next)) + ".")
                + fourth(v));
    }

    /** One space of an action track. */
    Hover actionSpace(View v, ActionType t, int space) {
        int taken = v.sauron().actionTokens().get(t);
        boolean covered = (taken >> space & 1) != 0;
        boolean now = (v.sauron().actionTokensThisRound().get(t) >> space & 1) != 0;
        int next = nextSpace(taken);
        String state = covered ? (now ? "taken this round (dark)" : "taken in an earlier round (faded): the token"
                + " still covers it, and stays until Sauron's fourth token clears the tracks")
                : space == next ? "free, and the next to be taken: " + trackName(t) + " now gives "
                + gives(t, t.value(space))
                : "free, taken after the space" + (space - next > 1 ? "s" : "") + " before it";
        return hover(Part.ACTION_SPACE, "<b>" + trackName(t) + ", space " + (space + 1) + ": " + t.value(space)
                + "</b><br>This space is " + state + ". An action token goes on the leftmost free space of its"
                + " track, and Sauron gets the number it covers: repeating an action weakens it." + fourth(v));
    }

    /** Where the fourth token stands: after it the three earlier tokens leave the tracks. */
    private static String fourth(View v) {
        int placed = 0;
        for (ActionType t : ActionType.values()) {
            placed += Integer.bitCount(v.sauron().actionTokens().get(t));
        }
        return placed == 3 ? "<br>Three tokens are on the tracks: Sauron's next action is his fourth token, read with"
                + " the three still in place; then those three are removed." : "";
    }

    private static int nextSpace(int taken) {
        for (int i = 0; i < 3; i++) {
            if ((taken >> i & 1) == 0) {
                return i;
            }
        }
        return -1;
    }

    static String trackName(ActionType t) {
        return switch (t) {
            case INFLUENCE -> "Place Influence";
            case SHADOW_AND_PLOT -> "Draw Shadow and Plot Cards";
            case COMMAND -> "Command Monsters and Minions";
        };
    }

    private static String gives(ActionType t, int n) {
        return switch (t) {
            case INFLUENCE -> n + " influence to place (up to 2 into the Shadow Pool)";
            case SHADOW_AND_PLOT -> n + " Shadow card" + (n == 1 ? "" : "s") + " and " + n + " Plot card"
                    + (n == 1 ? "" : "s") + ", of which he keeps one Plot";
            case COMMAND -> n + " command" + (n == 1 ? "" : "s") + " (move a monster or minion, place one monster"
                    + " token, or heal a minion)";
        };
    }

    /** A minion's space under the action tracks. */
    Hover minionChip(View v, View.MinionView m) {
        MinionDef d = rules.data().minion(m.id());
        String where = switch (m.status()) {
            case "ACTIVE" -> "on the map at " + Naming.location(rules, m.location()) + ", damage " + m.damage()
                    + " of " + d.health();
            case "WAITING" -> "waiting: enters in stage " + TracksPanel.roman(Math.max(1, d.entersAt()));
            case "DEFEATED" -> "defeated: out of the game";
            default -> "defeated, and returns healed to Minas Morgul when Sauron's next Action step begins";
        };
        return hover(Part.MINION_CHIP, "<b>" + d.name() + "</b>, " + where + "<br>" + d.text()
                + "<br>A minion fights a hero who shares his location; click Reference &gt; Minions for his card.");
    }

    /** A location of the map (the lines of its tooltip; the pieces on it add their own). */
    static String location() {
        return f1(Part.LOCATION);
    }

    /** A path's badge: its icon and number, and what crossing it costs. */
    Hover path(Path p) {
        String icon = icon(p.icon());
        String pay = p.icon() == Icon.ANY ? "one card of any kind"
                : "one " + icon + " card, or " + p.cost() + " cards of any kind";
        return hover(Part.PATH, "<b>Path " + p.a().name() + " – " + p.b().name() + "</b><br>Icon: " + icon
                + ", number " + p.cost() + (p.water() ? ", a water path (a Boat crosses it for any one card)" : "")
                + ".<br>A hero crossing it discards " + pay + " to his rest pool. A Horse makes the number 1 lower.");
    }

    static String icon(Icon i) {
        return switch (i) {
            case PLAINS -> "plains (a sun)";
            case MOUNTAINS -> "mountain";
            case ANY -> "any card";
            default -> i.name().toLowerCase();
        };
    }

    /** The price written under a location the deciding hero may move to. */
    Hover cost(Location l, String price) {
        return hover(Part.COST, "<b>To " + l.name() + ": " + price + "</b><br>What this move costs you now, the"
                + " cheapest way: one card with the path's icon, or as many cards of any kind as its number. Click"
                + " the location to move; if more than one card could pay, you pick which.");
    }

    /** The influence on a location, and for which heroes it makes the place perilous now. */
    Hover influence(View v, Location l) {
        int n = v.board().influence()[l.index()];
        List<String> perilous = new ArrayList<>();
        for (View.HeroView h : v.board().heroes()) {
            HeroDef d = rules.data().hero(h.id());
            if (n > d.wisdom() + h.levels()[3]) {
                perilous.add(d.name());
            }
        }
        return hover(Part.INFLUENCE, "<b>Influence " + n + " on " + l.name() + "</b><br>Sauron's grip on the land."
                + " A location with more influence than a hero's wisdom is perilous for him"
                + (perilous.isEmpty() ? ": here, for no hero now." : ": here, for " + String.join(", ", perilous)
                + " now.") + " Monster tokens are placed and moved only where there is influence.");
    }

    /** Favor tokens lying on a location. */
    Hover favor(View v, Location l) {
        int n = v.board().favorTokens()[l.index()];
        return hover(Part.FAVOR, "<b>" + n + " favor on " + l.name() + "</b><br>A hero who explores " + l.name()
                + " may take " + (n == 1 ? "it" : "them") + ". Favor pays to discard plots and Corruption cards.");
    }

    /** A character on the map. */
    Hover character(String id, Location l) {
        String name = CardFaces.byId(rules, id).map(CardFace::title).orElse(id);
        String ability = rules.data().cards().characters().stream().filter(c -> c.id().equals(id))
                .map(CardDecks.Character::text).findFirst().orElse("");
        return hover(Part.CHARACTER, "<b>" + name + ",</b> a character at " + l.name() + "<br>A hero who explores"
                + " here may consult him: take 2 favor, or use his ability: " + ability + " Then he leaves the map.");
    }

    /** A monster token on the map, its face only where the seat may see it. */
    Hover token(View.TokenView t, Location l) {
        String face = t.face() == null ? "face down: only Sauron knows which monster it is"
                : "blank".equals(t.face()) ? "a blank: no monster"
                : CardFaces.byId(rules, t.face()).map(CardFace::title).orElse(t.face());
        return hover(Part.MONSTER_TOKEN, "<b>A monster token</b> from the " + t.pile() + " pile, at " + l.name()
                + "<br>" + face + ". It may attack a hero on its location in his Ambush step, and a hero may"
                + " fight it there.");
    }

    /** A minion's figure on the map. */
    Hover minion(View.MinionView m) {
        MinionDef d = rules.data().minion(m.id());
        return hover(Part.MINION, "<b>" + d.name() + "</b> at " + Naming.location(rules, m.location()) + ", damage "
                + m.damage() + " of " + d.health() + "<br>" + d.text());
    }

    /** A hero's figure on the map. */
    Hover hero(View.HeroView h) {
        HeroDef d = rules.data().hero(h.id());
        return hover(Part.HERO, "<b>" + d.name() + "</b> at " + Naming.location(rules, h.location()) + "<br>Favor "
                + h.favor() + ", hand " + h.hand() + ", life " + h.life() + ". Monsters and minions on his location"
                + " may attack him in his Ambush step.");
    }

    /** An active plot's numbered marker on the location it affects. */
    Hover plotMarker(View.PlotView p, Location l) {
        return hover(Part.PLOT_MARKER, "<b>Active plot " + (p.slot() + 1) + ": " + Naming.card(rules, p.card())
                + "</b><br>It affects " + l.name() + ". A hero who explores here may pay its favor cost to discard"
                + " it; until then it moves its marker at every Story step.");
    }

    /** A component that is this part: its tooltip (set before) ends with the F1 line, and F1 opens the page. */
    static void mark(javax.swing.JComponent c, Part part) {
        String tip = c.getToolTipText();
        if (tip != null && !tip.contains("F1: How to play")) {
            c.setToolTipText(tip.contains("</body>") ? tip.replace("</body>", f1(part) + "</body>")
                    : tip.replace("</html>", f1(part) + "</html>"));
        }
        c.putClientProperty(Hovered.PAGE, part.page);
    }

    /** A hero's sheet; an attribute box (0-3) or -1 for the rest of the sheet. */
    Hover sheet(View v, View.HeroView h, int attribute) {
        HeroDef d = rules.data().hero(h.id());
        if (attribute >= 0) {
            String[] means = {"the hand size he draws up to at each Hero Draw",
                "the total strength cost of the cards he may play in one fight",
                "the extra cards he may draw as a fight begins",
                "a location holding more influence than this is perilous for him"};
            // "Fortitude 4 (5, Weary −1)": his own Corruption cards named for his seat alone
            String words = SheetWords.attribute(rules, v, h, attribute);
            int cut = words.indexOf(" (");
            return hover(Part.ATTRIBUTE, "<b>" + d.name() + "'s " + (cut < 0 ? words : words.substring(0, cut))
                    .replaceFirst(" ", ": ") + "</b>" + (cut < 0 ? "" : words.substring(cut)) + "<br>"
                    + means[attribute] + ".");
        }
        StringBuilder s = new StringBuilder("<b>").append(d.name()).append("</b>, ").append(d.title());
        if (d.ability() != null) {
            s.append("<br><b>").append(d.ability().name()).append(":</b> ").append(d.ability().text());
        }
        s.append("<br>Hand: his cards to move and fight with. Life: his draw pile. Rest: cards spent, back when he"
                + " rests. Damage: cards lost to wounds, back when he heals. Favor: ").append(h.favor()).append('.');
        if (!h.items().isEmpty()) {
            s.append("<br>Items: ").append(String.join(", ", h.items().stream().map(c -> Naming.card(rules, c)).toList()));
        }
        if (!h.quests().isEmpty()) {
            s.append("<br>Quests: ").append(LargeCard.esc(LockedQuests.names(rules, h)));
        }
        s.append("<br><i>click for the whole sheet: ability, items, quests").append(
                v.seat().id().equals(h.id()) ? ", your Corruption cards, rest and damage pools" : "").append("</i>");
        return hover(Part.HERO_SHEET, s.toString());
    }

    /** The words of a part without the F1 line (for tests and plain text). */
    static String words(Hover h) {
        return h.html().replaceAll("<[^>]+>", " ").replaceAll("\\s+", " ").trim();
    }
}
