package meq.rules.engine;

import static meq.state.RecordForm.Kind.FLAG;
import static meq.state.RecordForm.Kind.HERO;
import static meq.state.RecordForm.Kind.NUMBER;
import static org.assertj.core.api.Assertions.assertThat;
import java.lang.reflect.Constructor;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import meq.TestData;
import meq.rules.Action;
import meq.rules.Rules;
import meq.rules.Scope;
import meq.rules.play.EffectSteps;
import meq.rules.play.Fights;
import meq.rules.play.HeroTurn;
import meq.rules.play.SauronActions;
import meq.state.Deck;
import meq.state.Frame;
import meq.state.GameState;
import meq.state.RecordForm;
import meq.state.Seat;
import meq.state.SnapshotReader;
import meq.state.SnapshotWriter;
import meq.state.StepForms;
import meq.state.Words;
import org.junit.jupiter.api.Test;

/**
 * The forms of actions and steps make back what they write, part for part, and what a file says is the forms'
 * words alone: a record or a part renamed in Java, or Fights.Phase reordered, writes the same file.
 */
class RecordFormsTest {
    private static final Rules R = TestData.RULES;

    /** Every form of a step, an action or a mapping inside a step. */
    private static List<RecordForm<?>> forms() {
        List<RecordForm<?>> all = new ArrayList<>(StepNames.TABLE);
        all.addAll(ActionNames.TABLE);
        all.add(StepNames.SCOPE);
        all.add(StepNames.CHOICE);
        return all;
    }

    @Test
    void everyFormHasAPartForEachOfItsRecordsComponentsAndMakesItBack() throws Exception {
        for (RecordForm<?> form : forms()) {
            assertThat(form.parts()).as(form.word()).hasSize(form.type().getRecordComponents().length);
            for (boolean flip : new boolean[] {false, true}) {
                Object x = sample(form.type(), flip);
                assertThat(makeBack(form, x)).as(form.word()).isEqualTo(x);
                assertThat(form.write(x).keySet()).as(form.word())
                        .containsExactlyElementsOf(form.parts().stream().map(RecordForm.Part::key).toList());
            }
        }
    }

    @Test
    void everyWordOfAPartReadsBackAsItsValue() {
        for (RecordForm<?> form : forms()) {
            for (RecordForm.Part<?> p : form.parts()) {
                if (p.words() != null) {
                    for (String w : p.words().written()) {
                        Object v = p.words().value(w);
                        assertThat(v).as(form.word() + " " + p.key() + " " + w).isNotNull();
                        assertThat(wordOf(p.words(), v).toString()).isEqualTo(w);
                    }
                }
            }
        }
    }

    @Test
    void aStepRenamedInJavaWritesAndReadsTheSameFile() throws Exception {
        GameState real = state(new HeroTurn.Travel("thalin", true, false));
        GameState renamed = state(new Journey("thalin", true, false));
        RecordForm<Journey> form = RecordForm.of("HeroTurn.Travel", Journey.class,
                        v -> new Journey(v.text(0), v.flag(1), v.flag(2)))
                .part("hero", HERO, Journey::traveller).part("moved", FLAG, Journey::stepped)
                .part("exploredStart", FLAG, Journey::lookedFirst);
        StepForms renamedTable = new StepForms(List.of(form));
        String yaml = StepNames.writer(R).write(real);
        assertThat(new SnapshotWriter(R.cards(), R.board(), renamedTable).write(renamed)).isEqualTo(yaml);
        assertThat(yaml.substring(yaml.indexOf("\nstack:")))
                .isEqualTo("\nstack:\n- step: HeroTurn.Travel\n  hero: thalin\n  moved: true\n  exploredStart: false\n");
        GameState back = new SnapshotReader(R.cards(), R.board(), renamedTable)
                .read(yaml.getBytes(StandardCharsets.UTF_8), "t.yaml", base());
        assertThat(back.stack.peek()).isEqualTo(new Journey("thalin", true, false));
    }

    @Test
    void anActionRenamedInJavaWritesTheSameWords() {
        Action.MoveHero real = new Action.MoveHero(12, -1);
        RecordForm<Going> renamed = RecordForm.of("MoveHero", Going.class, v -> new Going(v.number(0), v.number(1)))
                .part("to", NUMBER, Going::where).part("card", NUMBER, Going::paidWith);
        assertThat(renamed.write(new Going(12, -1))).isEqualTo(ActionNames.of(real).write(real))
                .isEqualTo(Map.of("to", 12, "card", -1));
        assertThat(ActionNames.of("MoveHero").make(new Object[] {12, -1})).isEqualTo(real);
    }

    @Test
    void aFightsPhaseIsWrittenByItsOwnNumberNotItsPlace() {
        // the numbers files hold; an enum's position plays no part: a table may give its constants any numbers
        Map<Fights.Phase, Integer> saved = Map.of(Fights.Phase.SAURON_DRAWS, 0, Fights.Phase.HERO_SPENDS_AGILITY, 1,
                Fights.Phase.ROUND_BEGINS, 2, Fights.Phase.FIRST_CARD, 3, Fights.Phase.SECOND_CARD, 4,
                Fights.Phase.AFTER_DAMAGE, 5, Fights.Phase.RESOLUTION, 6);
        saved.forEach((phase, n) -> {
            assertThat(StepNames.PHASES.word(phase)).isEqualTo(n);
            assertThat(StepNames.PHASES.value(n.toString())).isEqualTo(phase);
        });
        Words<Thread.State> shuffled = Words.<Thread.State>of("state").put(Thread.State.TERMINATED, 0)
                .put(Thread.State.NEW, 1);
        assertThat(shuffled.word(Thread.State.TERMINATED)).isEqualTo(0);
        assertThat(Thread.State.TERMINATED.ordinal()).isNotZero();
    }

    @Test
    void anOldWordOrKeyStillReads() throws Exception {
        RecordForm<Journey> form = RecordForm.of("HeroTurn.Journey", Journey.class,
                        v -> new Journey(v.text(0), v.flag(1), v.flag(2)))
                .was("HeroTurn.Travel").part("traveller", HERO, Journey::traveller).partWas("hero")
                .part("moved", FLAG, Journey::stepped).part("exploredStart", FLAG, Journey::lookedFirst);
        String yaml = StepNames.writer(R).write(state(new HeroTurn.Travel("thalin", true, false)));
        GameState back = new SnapshotReader(R.cards(), R.board(), new StepForms(List.of(form)))
                .read(yaml.getBytes(StandardCharsets.UTF_8), "t.yaml", base());
        assertThat(back.stack.peek()).isEqualTo(new Journey("thalin", true, false));
    }

    @Test
    void noReflectionOnTheWayIntoOrOutOfAFile() throws Exception {
        for (String f : List.of("state/RecordForm", "state/Words", "state/StepForms", "state/StepReader",
                "state/SnapshotReader", "state/SnapshotWriter", "state/StateWords", "rules/engine/StepNames",
                "rules/engine/ActionNames", "rules/words/GameLog")) {
            String src = Files.readString(Path.of("src/main/java/meq/" + f + ".java"));
            for (String banned : List.of("java.lang.reflect", "getSimpleName", "Class.forName",
                    "getRecordComponents", "getEnumConstants", ".ordinal()", "getMethod(")) {
                boolean indexOnly = banned.equals(".ordinal()") && f.endsWith("SnapshotReader");
                assertThat(indexOnly ? src.replace("h.levels[a.ordinal()]", "") : src).as(f).doesNotContain(banned);
            }
        }
    }

    /** A step like HeroTurn.Travel under another Java name, with other names for its parts. */
    record Journey(String traveller, boolean stepped, boolean lookedFirst) implements Frame {
    }

    /** An action like MoveHero under other Java names. */
    record Going(int where, int paidWith) {
    }

    private static GameState base() {
        return Setup.newGame(R, List.of("eleanor", "thalin"), 3);
    }

    private static GameState state(Frame top) {
        GameState s = base();
        s.stack.clear();
        s.stack.push(top);
        return s;
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static Object wordOf(Words words, Object v) {
        return words.word(v);
    }

    @SuppressWarnings("unchecked")
    private static <T> Object makeBack(RecordForm<T> form, Object x) {
        return form.make(form.values((T) x));
    }

    /** A record whose every component has a value of its own (flip: other booleans and other words). */
    private static Object sample(Class<?> type, boolean flip) throws Exception {
        RecordComponent[] rcs = type.getRecordComponents();
        Object[] args = new Object[rcs.length];
        Class<?>[] types = new Class<?>[rcs.length];
        for (int i = 0; i < rcs.length; i++) {
            types[i] = rcs[i].getType();
            args[i] = value(rcs[i].getType(), rcs[i].getGenericType(), i, flip);
        }
        Constructor<?> c = type.getDeclaredConstructor(types);
        c.setAccessible(true);
        return c.newInstance(args);
    }

    private static Object value(Class<?> t, Type generic, int i, boolean flip) throws Exception {
        if (t == int.class || t == Integer.class) {
            return 100 + i;
        } else if (t == boolean.class) {
            return (i % 2 == 0) != flip;
        } else if (t == String.class) {
            return "s" + i;
        } else if (t == Seat.class) {
            return new Seat("seat" + i);
        } else if (t == Deck.class) {
            return new Deck("deck" + i);
        } else if (t == SauronActions.Commanded.class) {
            return (i % 2 == 0) != flip ? new SauronActions.Commanded.Minion("m" + i)
                    : new SauronActions.Commanded.Token(i);
        } else if (t.isEnum()) {
            Object[] all = t.getEnumConstants();
            return all[(i + (flip ? 1 : 0)) % all.length];
        } else if (t == EffectSteps.Purpose.class) {
            return flip ? new EffectSteps.DamageMinion(i) : new EffectSteps.PlaceCharacter("c" + i);
        } else if (t == Scope.class || t.isRecord() && t.getName().startsWith("meq.rules.")) {
            return sample(t, flip);
        } else if (t == List.class && generic instanceof ParameterizedType pt) {
            Class<?> el = (Class<?>) pt.getActualTypeArguments()[0];
            return el.getName().startsWith("meq.data.") ? List.of() : List.of(value(el, el, i, flip),
                    value(el, el, i + 1, flip));
        }
        return null; // a combat or a card's effect under way: never in a file
    }
}
