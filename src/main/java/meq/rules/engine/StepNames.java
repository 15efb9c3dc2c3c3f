package meq.rules.engine;

import static meq.state.RecordForm.Kind.DECK;
import static meq.state.RecordForm.Kind.FLAG;
import static meq.state.RecordForm.Kind.HERO;
import static meq.state.RecordForm.Kind.MINION;
import static meq.state.RecordForm.Kind.NUMBER;
import static meq.state.RecordForm.Kind.NUMBERS;
import static meq.state.RecordForm.Kind.OPTIONAL_NUMBER;
import static meq.state.RecordForm.Kind.RECORD;
import static meq.state.RecordForm.Kind.RECORDS;
import static meq.state.RecordForm.Kind.SEAT;
import static meq.state.RecordForm.Kind.TEXT;
import static meq.state.RecordForm.Kind.TEXTS;
import static meq.state.RecordForm.Kind.UNSAVED;
import static meq.state.RecordForm.Kind.UNSAVED_LIST;

import java.util.ArrayList;
import java.util.List;
import meq.data.ShadowTiming;
import meq.rules.Rules;
import meq.rules.Scope;
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
import meq.state.GameState;
import meq.state.RecordForm;
import meq.state.SnapshotReader;
import meq.state.SnapshotWriter;
import meq.state.StepForms;
import meq.state.Words;

/**
 * Every step of the turn as files write it (saves' presets, presets, {@code meq inspect}): the word it is saved
 * under, and each of its parts under its key, with the words of the values they hold (a fight's phase, its
 * context, a Shadow window's timing, what a location is picked for). These are the words files have always held
 * and never change: a step or a part renamed in Java keeps its line here with its old word, and a word that must
 * change keeps the old one readable ({@code was}). docs/SAVE-FORMAT.md describes them; {@code SaveNamesTest}
 * fails when one would change.
 */
public final class StepNames {
    /** A fight's phase, by the number files have held since fights were first saved (never its position). */
    static final Words<Fights.Phase> PHASES = Words.<Fights.Phase>of("fight phase")
            .put(Fights.Phase.SAURON_DRAWS, 0).put(Fights.Phase.HERO_SPENDS_AGILITY, 1)
            .put(Fights.Phase.ROUND_BEGINS, 2).put(Fights.Phase.FIRST_CARD, 3).put(Fights.Phase.SECOND_CARD, 4)
            .put(Fights.Phase.AFTER_DAMAGE, 5).put(Fights.Phase.RESOLUTION, 6).covering(Fights.Phase.values());

    /** Why a fight is fought. */
    static final Words<Fights.Context> CONTEXTS = Words.<Fights.Context>of("fight context")
            .put(Fights.Context.TRAVEL, "TRAVEL").put(Fights.Context.AMBUSH, "AMBUSH")
            .put(Fights.Context.EFFECT, "EFFECT").put(Fights.Context.FINALE, "FINALE")
            .covering(Fights.Context.values());

    /** A Shadow window's timing, by its word in the data (data/README.md). */
    static final Words<ShadowTiming> TIMINGS = timings();

    /** What a location is picked for: "moveHero", "character:ID", "minionDamage:N". */
    static final Words<EffectSteps.Purpose> PURPOSES = Words.by("purpose", StepNames::purposeWord,
            StepNames::purpose, "moveHero", "character:gandalf", "minionDamage:2");

    /** Whom and what a card's effect concerns. */
    static final RecordForm<Scope> SCOPE = RecordForm.of("Scope", Scope.class, v -> new Scope(v.text(0), v.number(1),
                    v.number(2), v.number(3), v.text(4), v.number(5), v.flag(6), v.text(7)))
            .part("hero", HERO, Scope::hero).part("source", NUMBER, Scope::source)
            .part("affected", NUMBER, Scope::affected).part("explored", NUMBER, Scope::explored)
            .part("defeated", TEXT, Scope::defeated).part("defeatedAt", NUMBER, Scope::defeatedAt)
            .part("vsMinion", FLAG, Scope::vsMinion).part("fought", TEXT, Scope::fought);

    /** What an option of a special rule's choice does. */
    static final Words<Specials.Choice.Kind> CHOICE_KINDS = Words.<Specials.Choice.Kind>of("choice kind")
            .put(Specials.Choice.Kind.FOE_HAMMER, "foe-hammer").put(Specials.Choice.Kind.STRENGTH, "strength")
            .put(Specials.Choice.Kind.UNFAVOR, "unfavor").put(Specials.Choice.Kind.HOME, "home")
            .put(Specials.Choice.Kind.DRAW_PLOT, "draw-plot").put(Specials.Choice.Kind.COMMAND, "command")
            .put(Specials.Choice.Kind.RESTORE, "restore").put(Specials.Choice.Kind.TAKE, "take")
            .put(Specials.Choice.Kind.PLAY, "play").put(Specials.Choice.Kind.TRUST, "trust")
            .put(Specials.Choice.Kind.NONE, "none").covering(Specials.Choice.Kind.values());

    /** An option of a special rule's choice. */
    static final RecordForm<Specials.Choice> CHOICE = RecordForm.of("Specials.Choice", Specials.Choice.class,
                    v -> new Specials.Choice(v.text(0), v.get(1), v.number(2), v.text(3), v.number(4)))
            .part("text", TEXT, Specials.Choice::text).word("kind", CHOICE_KINDS, Specials.Choice::kind)
            .part("location", NUMBER, Specials.Choice::location).part("id", TEXT, Specials.Choice::id)
            .part("card", NUMBER, Specials.Choice::card);

    static final List<RecordForm<? extends Frame>> TABLE = table();
    static final StepForms FORMS = new StepForms(TABLE);

    private StepNames() {
    }

    private static List<RecordForm<? extends Frame>> table() {
        List<RecordForm<? extends Frame>> t = new ArrayList<>();
        sauronTurn(t);
        heroTurn(t);
        fights(t);
        effects(t);
        return List.copyOf(t);
    }

    /** Sauron's turn: its steps and his actions. */
    private static void sauronTurn(List<RecordForm<? extends Frame>> t) {
        t.add(RecordForm.of("SauronTurn.End", SauronTurn.End.class, v -> new SauronTurn.End()));
        t.add(RecordForm.of("SauronTurn.EventAftermath", SauronTurn.EventAftermath.class,
                v -> new SauronTurn.EventAftermath(v.number(0), v.get(1)))
                .part("card", NUMBER, SauronTurn.EventAftermath::card)
                .part("deck", DECK, SauronTurn.EventAftermath::deck));
        t.add(RecordForm.of("SauronTurn.EventStep", SauronTurn.EventStep.class, v -> new SauronTurn.EventStep()));
        t.add(RecordForm.of("SauronTurn.HeroDraw", SauronTurn.HeroDraw.class, v -> new SauronTurn.HeroDraw()));
        t.add(RecordForm.of("SauronTurn.MinionEntry", SauronTurn.MinionEntry.class,
                v -> new SauronTurn.MinionEntry(v.text(0)))
                .part("minion", MINION, SauronTurn.MinionEntry::minion));
        t.add(RecordForm.of("SauronTurn.PlotStep", SauronTurn.PlotStep.class, v -> new SauronTurn.PlotStep()));
        t.add(RecordForm.of("SauronTurn.Rally", SauronTurn.Rally.class, v -> new SauronTurn.Rally()));
        t.add(RecordForm.of("SauronTurn.Start", SauronTurn.Start.class, v -> new SauronTurn.Start()));
        t.add(RecordForm.of("SauronTurn.Story", SauronTurn.Story.class, v -> new SauronTurn.Story()));
        t.add(RecordForm.of("SauronTurn.StoryCheck", SauronTurn.StoryCheck.class, v -> new SauronTurn.StoryCheck()));
        t.add(RecordForm.of("SauronActions.Choose", SauronActions.Choose.class,
                v -> new SauronActions.Choose(v.number(0)))
                .part("taken", NUMBER, SauronActions.Choose::taken));
        t.add(RecordForm.of("SauronActions.Command", SauronActions.Command.class,
                v -> new SauronActions.Command(v.number(0), commanded(v.get(1)), v.flag(2)))
                .part("remaining", NUMBER, SauronActions.Command::remaining)
                .part("commanded", TEXTS, x -> commandedWords(x.commanded()))
                .part("placed", FLAG, SauronActions.Command::placed));
        t.add(RecordForm.of("SauronActions.Influence", SauronActions.Influence.class,
                v -> new SauronActions.Influence(v.number(0), v.number(1)))
                .part("remaining", NUMBER, SauronActions.Influence::remaining)
                .part("pooled", NUMBER, SauronActions.Influence::pooled));
        t.add(RecordForm.of("SauronActions.PlaceDrawn", SauronActions.PlaceDrawn.class,
                v -> new SauronActions.PlaceDrawn(v.number(0), v.get(1), v.flag(2)))
                .part("token", NUMBER, SauronActions.PlaceDrawn::token)
                .part("where", NUMBERS, SauronActions.PlaceDrawn::where)
                .part("ignoreInfluence", FLAG, SauronActions.PlaceDrawn::ignoreInfluence));
    }

    /** A hero's turn, his encounters and perils, the damage he takes, the Finale. */
    private static void heroTurn(List<RecordForm<? extends Frame>> t) {
        t.add(RecordForm.of("HeroTurn.AdvanceLeftmost", HeroTurn.AdvanceLeftmost.class,
                v -> new HeroTurn.AdvanceLeftmost(v.text(0), v.number(1)))
                .part("hero", HERO, HeroTurn.AdvanceLeftmost::hero)
                .part("steps", NUMBER, HeroTurn.AdvanceLeftmost::steps));
        t.add(RecordForm.of("HeroTurn.Ambush", HeroTurn.Ambush.class, v -> new HeroTurn.Ambush(v.text(0)))
                .part("hero", HERO, HeroTurn.Ambush::hero));
        t.add(RecordForm.of("HeroTurn.Arrival", HeroTurn.Arrival.class, v -> new HeroTurn.Arrival(v.text(0), v.flag(1)))
                .part("hero", HERO, HeroTurn.Arrival::hero).part("ambush", FLAG, HeroTurn.Arrival::ambush));
        t.add(RecordForm.of("HeroTurn.End", HeroTurn.End.class, v -> new HeroTurn.End(v.text(0)))
                .part("hero", HERO, HeroTurn.End::hero));
        t.add(RecordForm.of("HeroTurn.Explore", HeroTurn.Explore.class, v -> new HeroTurn.Explore(v.text(0), v.flag(1)))
                .part("hero", HERO, HeroTurn.Explore::hero).part("eventUsed", FLAG, HeroTurn.Explore::eventUsed));
        t.add(RecordForm.of("HeroTurn.HavenConsent", HeroTurn.HavenConsent.class,
                v -> new HeroTurn.HavenConsent(v.text(0), v.text(1), v.get(2)))
                .part("hero", HERO, HeroTurn.HavenConsent::hero).part("minion", MINION, HeroTurn.HavenConsent::minion)
                .word("context", CONTEXTS, HeroTurn.HavenConsent::context));
        t.add(RecordForm.of("HeroTurn.HealChoice", HeroTurn.HealChoice.class, v -> new HeroTurn.HealChoice(v.text(0)))
                .part("hero", HERO, HeroTurn.HealChoice::hero));
        t.add(RecordForm.of("HeroTurn.Pay", HeroTurn.Pay.class,
                v -> new HeroTurn.Pay(v.text(0), v.number(1), v.number(2), v.number(3)))
                .part("hero", HERO, HeroTurn.Pay::hero).part("to", NUMBER, HeroTurn.Pay::to)
                .part("remaining", NUMBER, HeroTurn.Pay::remaining).part("price", NUMBER, HeroTurn.Pay::price));
        t.add(RecordForm.of("HeroTurn.Rest", HeroTurn.Rest.class, v -> new HeroTurn.Rest(v.text(0)))
                .part("hero", HERO, HeroTurn.Rest::hero));
        t.add(RecordForm.of("HeroTurn.Start", HeroTurn.Start.class, v -> new HeroTurn.Start(v.text(0)))
                .part("hero", HERO, HeroTurn.Start::hero));
        t.add(RecordForm.of("HeroTurn.Survivalist", HeroTurn.Survivalist.class,
                v -> new HeroTurn.Survivalist(v.text(0)))
                .part("hero", HERO, HeroTurn.Survivalist::hero));
        t.add(RecordForm.of("HeroTurn.TradeConsent", HeroTurn.TradeConsent.class,
                v -> new HeroTurn.TradeConsent(v.text(0), v.text(1), v.number(2)))
                .part("giver", HERO, HeroTurn.TradeConsent::giver).part("taker", HERO, HeroTurn.TradeConsent::taker)
                .part("card", NUMBER, HeroTurn.TradeConsent::card));
        t.add(RecordForm.of("HeroTurn.Travel", HeroTurn.Travel.class,
                v -> new HeroTurn.Travel(v.text(0), v.flag(1), v.flag(2)))
                .part("hero", HERO, HeroTurn.Travel::hero).part("moved", FLAG, HeroTurn.Travel::moved)
                .part("exploredStart", FLAG, HeroTurn.Travel::exploredStart));
        t.add(RecordForm.of("Encounters.Draw", Encounters.Draw.class, v -> new Encounters.Draw(v.text(0)))
                .part("hero", HERO, Encounters.Draw::hero));
        t.add(RecordForm.of("Perils.Choose", Perils.Choose.class, v -> new Perils.Choose(v.text(0), v.get(1)))
                .part("hero", HERO, Perils.Choose::hero).part("drawn", NUMBERS, Perils.Choose::drawn));
        t.add(RecordForm.of("Perils.Draw", Perils.Draw.class, v -> new Perils.Draw(v.text(0)))
                .part("hero", HERO, Perils.Draw::hero));
        t.add(RecordForm.of("Monsters.CountsAs", Monsters.CountsAs.class,
                v -> new Monsters.CountsAs(v.text(0), v.text(1), v.text(2), v.number(3), v.get(4)))
                .part("hero", HERO, Monsters.CountsAs::hero).part("face", TEXT, Monsters.CountsAs::face)
                .part("as", TEXT, Monsters.CountsAs::as).part("token", NUMBER, Monsters.CountsAs::token)
                .word("context", CONTEXTS, Monsters.CountsAs::context));
        t.add(RecordForm.of("Damage.Defeat", Damage.Defeat.class, v -> new Damage.Defeat(v.text(0), v.number(1)))
                .part("hero", HERO, Damage.Defeat::hero).part("phase", NUMBER, Damage.Defeat::phase));
        t.add(RecordForm.of("Damage.SauronAdvances", Damage.SauronAdvances.class,
                v -> new Damage.SauronAdvances(v.number(0)))
                .part("steps", NUMBER, Damage.SauronAdvances::steps));
        t.add(RecordForm.of("Damage.Take", Damage.Take.class, v -> new Damage.Take(v.text(0), v.number(1), v.number(2)))
                .part("hero", HERO, Damage.Take::hero).part("remaining", NUMBER, Damage.Take::remaining)
                .part("fromHand", NUMBER, Damage.Take::fromHand));
        t.add(RecordForm.of("Finale", Finale.class, v -> new Finale(v.number(0), v.number(1)))
                .part("phase", NUMBER, Finale::phase).part("bonus", NUMBER, Finale::bonus));
    }

    /** Fights, Shadow windows, the card effects run and the special rules. */
    private static void fights(List<RecordForm<? extends Frame>> t) {
        t.add(RecordForm.of("Fights.Bloodfury", Fights.Bloodfury.class, v -> new Fights.Bloodfury(v.text(0)))
                .part("hero", HERO, Fights.Bloodfury::hero));
        t.add(RecordForm.of("Fights.DiscardRandom", Fights.DiscardRandom.class,
                v -> new Fights.DiscardRandom(v.text(0), v.number(1)))
                .part("hero", HERO, Fights.DiscardRandom::hero).part("count", NUMBER, Fights.DiscardRandom::count));
        t.add(RecordForm.of("Fights.Fight", Fights.Fight.class,
                v -> new Fights.Fight(v.text(0), v.text(1), v.flag(2), v.number(3), v.get(4), v.number(5), v.get(6), v.get(7), v.number(8), v.number(9), v.number(10), v.number(11), v.number(12)))
                .part("hero", HERO, Fights.Fight::hero).part("opponent", TEXT, Fights.Fight::opponent)
                .part("minion", FLAG, Fights.Fight::minion).part("token", NUMBER, Fights.Fight::token)
                .word("context", CONTEXTS, Fights.Fight::context).part("agilityCap", NUMBER, Fights.Fight::agilityCap)
                .word("phase", PHASES, Fights.Fight::phase).part("combat", UNSAVED, Fights.Fight::combat)
                .part("heroCard", NUMBER, Fights.Fight::heroCard).part("sauronCard", NUMBER, Fights.Fight::sauronCard)
                .part("defeatsBefore", NUMBER, Fights.Fight::defeatsBefore)
                .part("strengthLoss", NUMBER, Fights.Fight::strengthLoss)
                .part("finaleBonus", NUMBER, Fights.Fight::finaleBonus));
        t.add(RecordForm.of("Fights.RestDraw", Fights.RestDraw.class, v -> new Fights.RestDraw(v.text(0), v.number(1)))
                .part("hero", HERO, Fights.RestDraw::hero).part("count", NUMBER, Fights.RestDraw::count));
        t.add(RecordForm.of("Fights.Retreat", Fights.Retreat.class, v -> new Fights.Retreat(v.text(0)))
                .part("hero", HERO, Fights.Retreat::hero));
        t.add(RecordForm.of("Fights.SauronSends", Fights.SauronSends.class,
                v -> new Fights.SauronSends(v.text(0), v.get(1), v.get(2)))
                .part("hero", HERO, Fights.SauronSends::hero).part("minions", TEXTS, Fights.SauronSends::minions)
                .word("context", CONTEXTS, Fights.SauronSends::context));
        t.add(RecordForm.of("Fights.ShrewdPlanning", Fights.ShrewdPlanning.class,
                v -> new Fights.ShrewdPlanning(v.text(0)))
                .part("hero", HERO, Fights.ShrewdPlanning::hero));
        t.add(RecordForm.of("Shadows.Resolved", Shadows.Resolved.class, v -> new Shadows.Resolved(v.number(0)))
                .part("card", NUMBER, Shadows.Resolved::card));
        t.add(RecordForm.of("Shadows.Window", Shadows.Window.class, v -> new Shadows.Window(v.get(0), v.get(1)))
                .word("timing", TIMINGS, Shadows.Window::timing).record("scope", RECORD, SCOPE, Shadows.Window::scope));
        t.add(RecordForm.of("RunEffect", RunEffect.class, v -> new RunEffect(v.get(0), v.number(1), v.get(2)))
                .part("steps", UNSAVED_LIST, RunEffect::steps).part("index", NUMBER, RunEffect::index)
                .record("scope", RECORD, SCOPE, RunEffect::scope));
        t.add(RecordForm.of("RunEffect.ChooseHero", RunEffect.ChooseHero.class,
                v -> new RunEffect.ChooseHero(v.get(0), v.get(1), v.get(2)))
                .part("decider", SEAT, RunEffect.ChooseHero::decider)
                .part("effect", UNSAVED, RunEffect.ChooseHero::step)
                .record("scope", RECORD, SCOPE, RunEffect.ChooseHero::scope));
        t.add(RecordForm.of("Plots.Fetch", Plots.Fetch.class, v -> new Plots.Fetch(v.get(0), v.get(1), v.get(2)))
                .part("ids", TEXTS, Plots.Fetch::ids).part("then", UNSAVED_LIST, Plots.Fetch::then)
                .record("scope", RECORD, SCOPE, Plots.Fetch::scope));
        t.add(RecordForm.of("Specials.GiveCorruption", Specials.GiveCorruption.class,
                v -> new Specials.GiveCorruption(v.text(0), v.get(1)))
                .part("hero", HERO, Specials.GiveCorruption::hero)
                .part("drawn", NUMBERS, Specials.GiveCorruption::drawn));
        t.add(RecordForm.of("Specials.Hounds", Specials.Hounds.class, v -> new Specials.Hounds(v.text(0), v.number(1)))
                .part("hero", HERO, Specials.Hounds::hero).part("shields", NUMBER, Specials.Hounds::shields));
        t.add(RecordForm.of("Specials.Nothing", Specials.Nothing.class, v -> new Specials.Nothing()));
        t.add(RecordForm.of("Specials.Pick", Specials.Pick.class, v -> new Specials.Pick(v.get(0), v.get(1), v.get(2)))
                .part("who", SEAT, Specials.Pick::who).record("options", RECORDS, CHOICE, Specials.Pick::options)
                .record("scope", RECORD, SCOPE, Specials.Pick::scope));
        t.add(RecordForm.of("Specials.Redistribute", Specials.Redistribute.class,
                v -> new Specials.Redistribute(v.text(0), v.text(1), v.get(2)))
                .part("a", TEXT, Specials.Redistribute::a).part("b", TEXT, Specials.Redistribute::b)
                .part("left", NUMBERS, Specials.Redistribute::left));
    }

    /** The decisions inside a card's effect. */
    private static void effects(List<RecordForm<? extends Frame>> t) {
        t.add(RecordForm.of("EffectSteps.Choose", EffectSteps.Choose.class,
                v -> new EffectSteps.Choose(v.get(0), v.get(1), v.get(2)))
                .part("decider", SEAT, EffectSteps.Choose::decider)
                .part("options", UNSAVED_LIST, EffectSteps.Choose::options)
                .record("scope", RECORD, SCOPE, EffectSteps.Choose::scope));
        t.add(RecordForm.of("EffectSteps.DiscardActivePlot", EffectSteps.DiscardActivePlot.class,
                v -> new EffectSteps.DiscardActivePlot(v.get(0), v.get(1)))
                .part("decider", SEAT, EffectSteps.DiscardActivePlot::decider)
                .part("where", NUMBERS, EffectSteps.DiscardActivePlot::where));
        t.add(RecordForm.of("EffectSteps.DiscardCorruption", EffectSteps.DiscardCorruption.class,
                v -> new EffectSteps.DiscardCorruption(v.text(0), v.flag(1)))
                .part("hero", HERO, EffectSteps.DiscardCorruption::hero)
                .part("paying", FLAG, EffectSteps.DiscardCorruption::paying));
        t.add(RecordForm.of("EffectSteps.DrawCorruption", EffectSteps.DrawCorruption.class,
                v -> new EffectSteps.DrawCorruption(v.text(0)))
                .part("hero", HERO, EffectSteps.DrawCorruption::hero));
        t.add(RecordForm.of("EffectSteps.Keep", EffectSteps.Keep.class,
                v -> new EffectSteps.Keep(v.get(0), v.get(1), v.number(2)))
                .part("deck", DECK, EffectSteps.Keep::deck).part("drawn", NUMBERS, EffectSteps.Keep::drawn)
                .part("keep", NUMBER, EffectSteps.Keep::keep));
        t.add(RecordForm.of("EffectSteps.Level", EffectSteps.Level.class,
                v -> new EffectSteps.Level(v.text(0), v.text(1)))
                .part("hero", HERO, EffectSteps.Level::hero).part("attribute", TEXT, EffectSteps.Level::attribute));
        t.add(RecordForm.of("EffectSteps.MoveAMinion", EffectSteps.MoveAMinion.class,
                v -> new EffectSteps.MoveAMinion(v.get(0)))
                .part("where", NUMBERS, EffectSteps.MoveAMinion::where));
        t.add(RecordForm.of("EffectSteps.Optional", EffectSteps.MayDecline.class,
                v -> new EffectSteps.MayDecline(v.get(0), v.get(1), v.number(2), v.get(3)))
                .part("decider", SEAT, EffectSteps.MayDecline::decider)
                .part("then", UNSAVED_LIST, EffectSteps.MayDecline::then)
                .part("cost", NUMBER, EffectSteps.MayDecline::cost)
                .record("scope", RECORD, SCOPE, EffectSteps.MayDecline::scope));
        t.add(RecordForm.of("EffectSteps.PeekPlot", EffectSteps.PeekPlot.class, v -> new EffectSteps.PeekPlot()));
        t.add(RecordForm.of("EffectSteps.PickLocation", EffectSteps.PickLocation.class,
                v -> new EffectSteps.PickLocation(v.get(0), v.get(1), v.get(2), v.get(3), v.get(4)))
                .part("decider", SEAT, EffectSteps.PickLocation::decider)
                .word("what", PURPOSES, EffectSteps.PickLocation::what)
                .part("where", NUMBERS, EffectSteps.PickLocation::where)
                .record("scope", RECORD, SCOPE, EffectSteps.PickLocation::scope)
                .part("unused", OPTIONAL_NUMBER, EffectSteps.PickLocation::unused));
        t.add(RecordForm.of("EffectSteps.PlaceMonster", EffectSteps.PlaceMonster.class,
                v -> new EffectSteps.PlaceMonster(v.get(0), v.flag(1)))
                .part("where", NUMBERS, EffectSteps.PlaceMonster::where)
                .part("ignoreInfluence", FLAG, EffectSteps.PlaceMonster::ignoreInfluence));
        t.add(RecordForm.of("EffectSteps.Remove", EffectSteps.Remove.class,
                v -> new EffectSteps.Remove(v.get(0), v.flag(1), v.number(2), v.get(3)))
                .part("decider", SEAT, EffectSteps.Remove::decider).part("tokens", FLAG, EffectSteps.Remove::tokens)
                .part("remaining", NUMBER, EffectSteps.Remove::remaining)
                .part("where", NUMBERS, EffectSteps.Remove::where));
        t.add(RecordForm.of("EffectSteps.SauronDiscardPlot", EffectSteps.SauronDiscardPlot.class,
                v -> new EffectSteps.SauronDiscardPlot()));
        t.add(RecordForm.of("EffectSteps.SauronDraw", EffectSteps.SauronDraw.class,
                v -> new EffectSteps.SauronDraw(v.get(0), v.number(1), v.number(2)))
                .part("deck", DECK, EffectSteps.SauronDraw::deck).part("count", NUMBER, EffectSteps.SauronDraw::count)
                .part("keep", NUMBER, EffectSteps.SauronDraw::keep));
        t.add(RecordForm.of("EffectSteps.Spread", EffectSteps.Spread.class,
                v -> new EffectSteps.Spread(v.number(0), v.number(1), v.get(2), v.get(3), v.flag(4)))
                .part("remaining", NUMBER, EffectSteps.Spread::remaining)
                .part("maxEach", NUMBER, EffectSteps.Spread::maxEach).part("where", NUMBERS, EffectSteps.Spread::where)
                .part("placed", NUMBERS, EffectSteps.Spread::placed).part("mayStop", FLAG, EffectSteps.Spread::mayStop));
        t.add(RecordForm.of("EffectSteps.Training", EffectSteps.Training.class,
                v -> new EffectSteps.Training(v.text(0)))
                .part("hero", HERO, EffectSteps.Training::hero));
        t.add(RecordForm.of("EffectSteps.TrimHand", EffectSteps.TrimHand.class,
                v -> new EffectSteps.TrimHand(v.text(0), v.number(1)))
                .part("hero", HERO, EffectSteps.TrimHand::hero).part("limit", NUMBER, EffectSteps.TrimHand::limit));
    }

    private static Words<ShadowTiming> timings() {
        Words<ShadowTiming> w = Words.of("Shadow timing");
        for (ShadowTiming t : ShadowTiming.values()) {
            w.put(t, t.key());
        }
        return w;
    }

    /** The figures a Command step commanded already, as files write them: "m:" and a minion, "t:" and a token. */
    private static List<String> commandedWords(List<SauronActions.Commanded> commanded) {
        List<String> out = new ArrayList<>();
        for (SauronActions.Commanded x : commanded) {
            out.add(x instanceof SauronActions.Commanded.Minion m ? "m:" + m.id()
                    : "t:" + ((SauronActions.Commanded.Token) x).token());
        }
        return out;
    }

    /** Those words read back; one that names neither (a hand-edited save may hold anything) commands nothing. */
    private static List<SauronActions.Commanded> commanded(List<String> words) {
        if (words == null) {
            return null;
        }
        List<SauronActions.Commanded> out = new ArrayList<>();
        for (String w : words) {
            if (w.startsWith("m:")) {
                out.add(new SauronActions.Commanded.Minion(w.substring(2)));
            } else if (w.matches("t:(0|[1-9][0-9]{0,8})")) {
                out.add(new SauronActions.Commanded.Token(Integer.parseInt(w.substring(2))));
            }
        }
        return List.copyOf(out);
    }

    private static Object purposeWord(EffectSteps.Purpose p) {
        if (p instanceof EffectSteps.PlaceCharacter c) {
            return "character:" + c.character();
        }
        return p instanceof EffectSteps.DamageMinion d ? "minionDamage:" + d.damage() : "moveHero";
    }

    private static EffectSteps.Purpose purpose(String word) {
        if (word.equals("moveHero")) {
            return new EffectSteps.MoveHero();
        } else if (word.startsWith("character:")) {
            return new EffectSteps.PlaceCharacter(word.substring("character:".length()));
        } else if (word.matches("minionDamage:-?[0-9]{1,9}")) {
            return new EffectSteps.DamageMinion(Integer.parseInt(word.substring("minionDamage:".length())));
        }
        throw new IllegalArgumentException("unknown purpose \"" + word + "\"");
    }

    /** A writer of states of these rules. */
    public static SnapshotWriter writer(Rules rules) {
        return new SnapshotWriter(rules.cards(), rules.board(), FORMS);
    }

    /** A reader of states of these rules. */
    public static SnapshotReader reader(Rules rules) {
        return new SnapshotReader(rules.cards(), rules.board(), FORMS);
    }

    /** The name of the step that asks the question open now (the top of the stack), or null when none is. */
    public static String asking(GameState s) {
        Frame top = s.stack.peek();
        return top == null ? null : FORMS.wordOf(top);
    }

    /** Whether a step has this saved name. */
    public static boolean known(String name) {
        return FORMS.of(name) != null;
    }
}
