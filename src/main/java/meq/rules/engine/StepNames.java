package meq.rules.engine;

import java.util.LinkedHashMap;
import java.util.Map;
import meq.rules.play.Damage;
import meq.rules.play.EffectSteps;
import meq.rules.play.Encounters;
import meq.rules.play.Fights;
import meq.rules.play.Finale;
import meq.rules.play.HeroTurn;
import meq.rules.play.Monsters;
import meq.rules.play.Perils;
import meq.rules.play.Plots;
import meq.rules.play.RunEffect;
import meq.rules.play.SauronActions;
import meq.rules.play.SauronTurn;
import meq.rules.play.Shadows;
import meq.rules.play.Specials;
import meq.state.Frame;
import meq.state.FrameNames;
import meq.state.GameState;

/**
 * Every step of the turn with the name it is saved under (saves, presets, {@code meq inspect}). The names are
 * today's words for the steps and never change: a step renamed or moved keeps its line here with its old name,
 * so every file written before still loads. {@code StepNamesTest} fails for a step missing from the table.
 */
public final class StepNames {
    static final Map<String, Class<? extends Frame>> TABLE = table();

    private StepNames() {
    }

    private static Map<String, Class<? extends Frame>> table() {
        Map<String, Class<? extends Frame>> t = new LinkedHashMap<>();
        put(t, "Damage.Defeat", Damage.Defeat.class);
        put(t, "Damage.SauronAdvances", Damage.SauronAdvances.class);
        put(t, "Damage.Take", Damage.Take.class);
        put(t, "EffectSteps.Choose", EffectSteps.Choose.class);
        put(t, "EffectSteps.DiscardActivePlot", EffectSteps.DiscardActivePlot.class);
        put(t, "EffectSteps.DiscardCorruption", EffectSteps.DiscardCorruption.class);
        put(t, "EffectSteps.DrawCorruption", EffectSteps.DrawCorruption.class);
        put(t, "EffectSteps.Keep", EffectSteps.Keep.class);
        put(t, "EffectSteps.Level", EffectSteps.Level.class);
        put(t, "EffectSteps.MoveAMinion", EffectSteps.MoveAMinion.class);
        put(t, "EffectSteps.Optional", EffectSteps.MayDecline.class);
        put(t, "EffectSteps.PeekPlot", EffectSteps.PeekPlot.class);
        put(t, "EffectSteps.PickLocation", EffectSteps.PickLocation.class);
        put(t, "EffectSteps.PlaceMonster", EffectSteps.PlaceMonster.class);
        put(t, "EffectSteps.Remove", EffectSteps.Remove.class);
        put(t, "EffectSteps.SauronDiscardPlot", EffectSteps.SauronDiscardPlot.class);
        put(t, "EffectSteps.SauronDraw", EffectSteps.SauronDraw.class);
        put(t, "EffectSteps.Spread", EffectSteps.Spread.class);
        put(t, "EffectSteps.Training", EffectSteps.Training.class);
        put(t, "EffectSteps.TrimHand", EffectSteps.TrimHand.class);
        put(t, "Encounters.Draw", Encounters.Draw.class);
        put(t, "Fights.Bloodfury", Fights.Bloodfury.class);
        put(t, "Fights.DiscardRandom", Fights.DiscardRandom.class);
        put(t, "Fights.Fight", Fights.Fight.class);
        put(t, "Fights.RestDraw", Fights.RestDraw.class);
        put(t, "Fights.Retreat", Fights.Retreat.class);
        put(t, "Fights.SauronSends", Fights.SauronSends.class);
        put(t, "Fights.ShrewdPlanning", Fights.ShrewdPlanning.class);
        put(t, "Finale", Finale.class);
        put(t, "HeroTurn.AdvanceLeftmost", HeroTurn.AdvanceLeftmost.class);
        put(t, "HeroTurn.Ambush", HeroTurn.Ambush.class);
        put(t, "HeroTurn.Arrival", HeroTurn.Arrival.class);
        put(t, "HeroTurn.End", HeroTurn.End.class);
        put(t, "HeroTurn.Explore", HeroTurn.Explore.class);
        put(t, "HeroTurn.HavenConsent", HeroTurn.HavenConsent.class);
        put(t, "HeroTurn.HealChoice", HeroTurn.HealChoice.class);
        put(t, "HeroTurn.Pay", HeroTurn.Pay.class);
        put(t, "HeroTurn.Rest", HeroTurn.Rest.class);
        put(t, "HeroTurn.Start", HeroTurn.Start.class);
        put(t, "HeroTurn.Survivalist", HeroTurn.Survivalist.class);
        put(t, "HeroTurn.TradeConsent", HeroTurn.TradeConsent.class);
        put(t, "HeroTurn.Travel", HeroTurn.Travel.class);
        put(t, "Monsters.CountsAs", Monsters.CountsAs.class);
        put(t, "Perils.Choose", Perils.Choose.class);
        put(t, "Perils.Draw", Perils.Draw.class);
        put(t, "Plots.Fetch", Plots.Fetch.class);
        put(t, "RunEffect", RunEffect.class);
        put(t, "RunEffect.ChooseHero", RunEffect.ChooseHero.class);
        put(t, "SauronActions.Choose", SauronActions.Choose.class);
        put(t, "SauronActions.Command", SauronActions.Command.class);
        put(t, "SauronActions.Influence", SauronActions.Influence.class);
        put(t, "SauronActions.PlaceDrawn", SauronActions.PlaceDrawn.class);
        put(t, "SauronTurn.End", SauronTurn.End.class);
        put(t, "SauronTurn.EventAftermath", SauronTurn.EventAftermath.class);
        put(t, "SauronTurn.EventStep", SauronTurn.EventStep.class);
        put(t, "SauronTurn.HeroDraw", SauronTurn.HeroDraw.class);
        put(t, "SauronTurn.MinionEntry", SauronTurn.MinionEntry.class);
        put(t, "SauronTurn.PlotStep", SauronTurn.PlotStep.class);
        put(t, "SauronTurn.Rally", SauronTurn.Rally.class);
        put(t, "SauronTurn.Start", SauronTurn.Start.class);
        put(t, "SauronTurn.Story", SauronTurn.Story.class);
        put(t, "SauronTurn.StoryCheck", SauronTurn.StoryCheck.class);
        put(t, "Shadows.Resolved", Shadows.Resolved.class);
        put(t, "Shadows.Window", Shadows.Window.class);
        put(t, "Specials.GiveCorruption", Specials.GiveCorruption.class);
        put(t, "Specials.Hounds", Specials.Hounds.class);
        put(t, "Specials.Nothing", Specials.Nothing.class);
        put(t, "Specials.Pick", Specials.Pick.class);
        put(t, "Specials.Redistribute", Specials.Redistribute.class);
        return t;
    }

    private static void put(Map<String, Class<? extends Frame>> t, String name, Class<? extends Frame> type) {
        t.put(name, type);
    }

    /** The name of the step that asks the question open now (the top of the stack), or null when none is. */
    public static String asking(GameState s) {
        Frame top = s.stack.peek();
        if (top == null) {
            return null;
        }
        for (Map.Entry<String, Class<? extends Frame>> e : TABLE.entrySet()) {
            if (e.getValue() == top.getClass()) {
                return e.getKey();
            }
        }
        return null;
    }

    /** Whether a step has this saved name. */
    public static boolean known(String name) {
        return TABLE.containsKey(name);
    }

    /** Registers the table with the snapshots (once per run; the rules do it as they load). */
    public static void register() {
        FrameNames.register(TABLE);
    }
}
