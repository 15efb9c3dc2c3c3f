package meq.rules.engine;

import static meq.state.RecordForm.Kind.FLAG;
import static meq.state.RecordForm.Kind.NUMBER;
import static meq.state.RecordForm.Kind.TEXT;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import meq.rules.Action;
import meq.state.ActionType;
import meq.state.Attribute;
import meq.state.Marker;
import meq.state.RecordForm;
import meq.state.Words;

/**
 * Every action as a save writes it ({@code {action: MoveHero, to: 12, card: -1}}): the word it is saved under and
 * each of its parts under its key, with the words of the values they hold. These are the words saves have always
 * held and never change: an action or a part renamed in Java keeps its line here with its old word, and a word that
 * must change keeps the old one readable ({@code was}). docs/SAVE-FORMAT.md describes them; {@code SaveNamesTest}
 * fails when one would change.
 */
public final class ActionNames {
    /** Sauron's action tracks, as a TakeAction names them. */
    static final Words<ActionType> TRACKS = Words.<ActionType>of("action track")
            .put(ActionType.INFLUENCE, "INFLUENCE").put(ActionType.SHADOW_AND_PLOT, "SHADOW_AND_PLOT")
            .put(ActionType.COMMAND, "COMMAND").covering(ActionType.values());

    /** The story markers, as an AdvanceMarker names them. */
    static final Words<Marker> MARKERS = Words.<Marker>of("story marker")
            .put(Marker.GREEN, "GREEN").put(Marker.YELLOW, "YELLOW").put(Marker.BLACK, "BLACK").put(Marker.RED, "RED")
            .covering(Marker.values());

    /** A hero's attributes, as a ChooseAttribute names them. */
    static final Words<Attribute> ATTRIBUTES = Words.<Attribute>of("attribute")
            .put(Attribute.FORTITUDE, "FORTITUDE").put(Attribute.STRENGTH, "STRENGTH")
            .put(Attribute.AGILITY, "AGILITY").put(Attribute.WISDOM, "WISDOM").covering(Attribute.values());

    static final List<RecordForm<? extends Action>> TABLE = table();
    private static final Map<String, RecordForm<? extends Action>> BY_WORD = new HashMap<>();
    private static final Map<Class<?>, RecordForm<? extends Action>> BY_CLASS = new HashMap<>();

    static {
        for (RecordForm<? extends Action> f : TABLE) {
            if (BY_CLASS.put(f.type(), f) != null) {
                throw new IllegalStateException(f.type().getName() + " has two forms");
            }
            for (String w : words(f)) {
                if (BY_WORD.put(w, f) != null) {
                    throw new IllegalStateException("two actions are written " + w);
                }
            }
        }
    }

    private ActionNames() {
    }

    private static List<String> words(RecordForm<?> f) {
        List<String> out = new ArrayList<>(f.oldWords());
        out.add(0, f.word());
        return out;
    }

    private static List<RecordForm<? extends Action>> table() {
        List<RecordForm<? extends Action>> t = new ArrayList<>();
        sauronsAndAnswers(t);
        heroesAndChoices(t);
        return Collections.unmodifiableList(t);
    }

    /** The answers without parts, and Sauron's actions. */
    private static void sauronsAndAnswers(List<RecordForm<? extends Action>> t) {
        t.add(RecordForm.of("Pass", Action.Pass.class, v -> Action.PASS));
        t.add(RecordForm.of("PassForThisTurn", Action.PassForThisTurn.class, v -> Action.PASS_FOR_THIS_TURN));
        t.add(RecordForm.of("PlaceInPool", Action.PlaceInPool.class, v -> Action.PLACE_IN_POOL));
        t.add(RecordForm.of("Rest", Action.Rest.class, v -> Action.REST));
        t.add(RecordForm.of("Heal", Action.Heal.class, v -> Action.HEAL));
        t.add(RecordForm.of("ExploreHere", Action.ExploreHere.class, v -> Action.EXPLORE_HERE));
        t.add(RecordForm.of("RetrieveFavor", Action.RetrieveFavor.class, v -> Action.RETRIEVE_FAVOR));
        t.add(RecordForm.of("TakeFromLife", Action.TakeFromLife.class, v -> Action.TAKE_FROM_LIFE));
        t.add(RecordForm.of("Accept", Action.Accept.class, v -> Action.ACCEPT));
        t.add(RecordForm.of("LoseFavor", Action.LoseFavor.class, v -> Action.LOSE_FAVOR));
        t.add(RecordForm.of("DarkPath", Action.DarkPath.class, v -> Action.DARK_PATH));
        t.add(RecordForm.of("UseEvent", Action.UseEvent.class, v -> Action.USE_EVENT));
        t.add(RecordForm.of("DrawPerils", Action.DrawPerils.class, v -> Action.DRAW_PERILS));
        t.add(RecordForm.of("TakeAction", Action.TakeAction.class, v -> new Action.TakeAction(v.get(0)))
                .word("type", TRACKS, Action.TakeAction::type));
        t.add(RecordForm.of("PlaceInfluence", Action.PlaceInfluence.class, v -> Action.PlaceInfluence.of(v.number(0)))
                .part("location", NUMBER, Action.PlaceInfluence::location));
        t.add(RecordForm.of("MoveMinion", Action.MoveMinion.class, v -> new Action.MoveMinion(v.text(0), v.number(1)))
                .part("minion", TEXT, Action.MoveMinion::minion).part("to", NUMBER, Action.MoveMinion::to));
        t.add(RecordForm.of("MoveToken", Action.MoveToken.class, v -> new Action.MoveToken(v.number(0), v.number(1)))
                .part("token", NUMBER, Action.MoveToken::token).part("to", NUMBER, Action.MoveToken::to));
        t.add(RecordForm.of("DrawToken", Action.DrawToken.class, v -> new Action.DrawToken(v.text(0)))
                .part("pile", TEXT, Action.DrawToken::pile));
    }

    /** A hero's actions, and the choices any seat makes. */
    private static void heroesAndChoices(List<RecordForm<? extends Action>> t) {
        t.add(RecordForm.of("PlaceToken", Action.PlaceToken.class, v -> new Action.PlaceToken(v.text(0), v.number(1)))
                .part("pile", TEXT, Action.PlaceToken::pile).part("location", NUMBER, Action.PlaceToken::location));
        t.add(RecordForm.of("HealMinion", Action.HealMinion.class, v -> new Action.HealMinion(v.text(0)))
                .part("minion", TEXT, Action.HealMinion::minion));
        t.add(RecordForm.of("PlaceMinion", Action.PlaceMinion.class,
                v -> new Action.PlaceMinion(v.text(0), v.number(1)))
                .part("minion", TEXT, Action.PlaceMinion::minion)
                .part("location", NUMBER, Action.PlaceMinion::location));
        t.add(RecordForm.of("AdvanceMarker", Action.AdvanceMarker.class, v -> new Action.AdvanceMarker(v.get(0)))
                .word("marker", MARKERS, Action.AdvanceMarker::marker));
        t.add(RecordForm.of("MoveHero", Action.MoveHero.class, v -> new Action.MoveHero(v.number(0), v.number(1)))
                .part("to", NUMBER, Action.MoveHero::to).part("card", NUMBER, Action.MoveHero::card));
        t.add(RecordForm.of("Discard", Action.Discard.class, v -> Action.Discard.of(v.number(0)))
                .part("card", NUMBER, Action.Discard::card));
        t.add(RecordForm.of("ChooseOption", Action.ChooseOption.class,
                v -> new Action.ChooseOption(v.number(0), v.text(1)))
                .part("index", NUMBER, Action.ChooseOption::index).part("text", TEXT, Action.ChooseOption::text));
        t.add(RecordForm.of("ChooseHero", Action.ChooseHero.class, v -> new Action.ChooseHero(v.text(0)))
                .part("hero", TEXT, Action.ChooseHero::hero));
        t.add(RecordForm.of("ChooseLocation", Action.ChooseLocation.class, v -> Action.ChooseLocation.of(v.number(0)))
                .part("location", NUMBER, Action.ChooseLocation::location));
        t.add(RecordForm.of("ChooseCard", Action.ChooseCard.class, v -> Action.ChooseCard.of(v.number(0)))
                .part("card", NUMBER, Action.ChooseCard::card));
        t.add(RecordForm.of("ChooseAttribute", Action.ChooseAttribute.class, v -> new Action.ChooseAttribute(v.get(0)))
                .word("attribute", ATTRIBUTES, Action.ChooseAttribute::attribute));
        t.add(RecordForm.of("PlayPlot", Action.PlayPlot.class, v -> new Action.PlayPlot(v.number(0), v.number(1)))
                .part("card", NUMBER, Action.PlayPlot::card).part("location", NUMBER, Action.PlayPlot::location));
        t.add(RecordForm.of("Consult", Action.Consult.class, v -> new Action.Consult(v.text(0), v.flag(1)))
                .part("character", TEXT, Action.Consult::character).part("ability", FLAG, Action.Consult::ability));
        t.add(RecordForm.of("CompleteQuest", Action.CompleteQuest.class, v -> new Action.CompleteQuest(v.number(0)))
                .part("card", NUMBER, Action.CompleteQuest::card));
        t.add(RecordForm.of("DiscardPlot", Action.DiscardPlot.class, v -> new Action.DiscardPlot(v.number(0)))
                .part("card", NUMBER, Action.DiscardPlot::card));
        t.add(RecordForm.of("FlipToken", Action.FlipToken.class, v -> new Action.FlipToken(v.number(0)))
                .part("token", NUMBER, Action.FlipToken::token));
        t.add(RecordForm.of("FightMinion", Action.FightMinion.class, v -> new Action.FightMinion(v.text(0)))
                .part("minion", TEXT, Action.FightMinion::minion));
        t.add(RecordForm.of("Scout", Action.Scout.class, v -> new Action.Scout(v.number(0)))
                .part("location", NUMBER, Action.Scout::location));
        t.add(RecordForm.of("Trade", Action.Trade.class, v -> new Action.Trade(v.text(0), v.number(1), v.flag(2)))
                .part("other", TEXT, Action.Trade::other).part("card", NUMBER, Action.Trade::card)
                .part("ask", FLAG, Action.Trade::ask));
    }

    /** The form of an action's word in a save (today's or an old one), or null. */
    public static RecordForm<? extends Action> of(String word) {
        return BY_WORD.get(word);
    }

    /** The form an action is written by. */
    public static RecordForm<? extends Action> of(Action a) {
        RecordForm<? extends Action> f = BY_CLASS.get(a.getClass());
        if (f == null) {
            throw new IllegalStateException("action " + a.getClass().getName() + " has no saved name");
        }
        return f;
    }
}
