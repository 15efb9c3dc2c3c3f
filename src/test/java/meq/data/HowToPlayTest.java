package meq.data;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import meq.TestData;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * How to play: the bundled pages read, in the rulebook's order, cover what a newcomer asks first (how the game ends
 * and who wins, the hero's turn, combat, the Finale), are found by a search, and link only pages and cards that
 * exist; a broken page is refused with its file, line and field.
 */
class HowToPlayTest {
    @Test
    void theBundledPagesReadAndCoverTheRulebookInItsOrder() throws DataException {
        HowToPlay book = HowToPlay.bundled();
        List<String> titles = book.pages().stream().map(HowToPlay.Page::title).toList();
        assertThat(book.pages()).hasSizeGreaterThanOrEqualTo(20);
        int words = book.pages().stream().mapToInt(p -> p.text().split("\\s+").length).sum();
        assertThat(words).as("the whole game, in our own words").isGreaterThan(4_000);
        // what a newcomer asks first, each answered by a page found by its words
        for (String asked : List.of("Story Track", "Shadow Falls", "Finale", "mission", "dominant", "Shadow Pool",
                "action track", "influence", "travel", "rest", "quest", "favor", "combat", "Corruption", "plot")) {
            assertThat(book.search(asked)).as("a page about " + asked).isNotEmpty();
        }
        // the rulebook's order: Sauron's turn before the hero's turn, combat before the Finale
        assertThat(first(book, "Sauron's turn")).isLessThan(first(book, "hero's turn"));
        assertThat(first(book, "combat")).isLessThan(first(book, "Finale"));
        assertThat(titles).doesNotHaveDuplicates();
        for (HowToPlay.Page p : book.pages()) {
            for (String link : HowToPlay.links(p.text())) {
                assertThat(book.page(link)).as(p.id() + " links " + link).isNotNull();
            }
        }
    }

    /** The index of the first page whose title holds these words (any case). */
    private static int first(HowToPlay book, String words) {
        for (int i = 0; i < book.pages().size(); i++) {
            if (book.pages().get(i).title().toLowerCase().contains(words.toLowerCase())) {
                return i;
            }
        }
        throw new AssertionError("no page titled with " + words);
    }

    @Test
    void aSearchFindsEveryWordInAnyCaseAndABlankOneListsEveryPage() throws DataException {
        HowToPlay book = HowToPlay.bundled();
        assertThat(book.search("  ")).isEqualTo(book.pages());
        List<HowToPlay.Page> found = book.search("SHADOW pool");
        assertThat(found).isNotEmpty().allMatch(p -> (p.title() + p.text()).toLowerCase().contains("shadow pool")
                || (p.title() + p.text()).toLowerCase().contains("shadow") && (p.title() + p.text()).toLowerCase()
                .contains("pool"));
        assertThat(book.search("no such words anywhere")).isEmpty();
    }

    @Test
    void aPageThatLinksNoPageOrNamesNoCardIsRefusedWithItsLine(@TempDir Path dir) throws Exception {
        Files.createDirectories(dir.resolve("help"));
        Files.writeString(dir.resolve("help/how-to-play.yaml"), """
                pages:
                  - id: goal
                    title: The goal
                    shows: story-track
                    text: See [[combat]] and [[nowhere]].
                  - id: combat
                    title: Combat
                    shows: the-moon
                    cards: [plot:no-such-plot]
                    text: Fight.
                  - id: combat
                    title: Combat again
                    text: Twice.
                """);
        assertThatThrownBy(() -> HowToPlay.read(dir, TestData.RULES.data()))
                .isInstanceOf(DataException.class)
                .hasMessageContaining("how-to-play.yaml:8:12: pages[1].shows: expected one of map, story-track")
                .hasMessageContaining("how-to-play.yaml:9:13: pages[1].cards[0]: no card \"plot:no-such-plot\"")
                .hasMessageContaining("pages[2].id: a second page with the id \"combat\"")
                .hasMessageContaining("a link to [[nowhere]], which is no page's id")
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("[[combat]]"));
    }
}
