package meq.ui;

import java.util.function.Function;
import java.util.regex.Matcher;
import meq.data.HowToPlay;

/**
 * A How to play page's text as HTML for a Swing text pane: paragraphs split by blank lines, lines that begin "- "
 * as a list, **bold**, *italics*, and [[page-id]] as a link named by that page's title (href "page:ID"; a card link is
 * "card:KIND:ID").
 */
final class HelpText {
    private HelpText() {
    }

    /** The page's text as HTML; titleOf names a linked page (null for an unknown id). */
    static String html(HowToPlay.Page page, Function<String, String> titleOf, Function<String, String> cardTitle) {
        StringBuilder b = new StringBuilder("<html><body style='font-family:sans-serif'>");
        b.append("<h2>").append(LargeCard.esc(page.title())).append("</h2>");
        for (String block : page.text().split("\\n\\s*\\n")) {
            String[] lines = block.strip().split("\\n");
            boolean list = lines[0].startsWith("- ");
            b.append(list ? "<ul>" : "<p>");
            for (int i = 0; i < lines.length; i++) {
                String line = lines[i].strip();
                if (list && line.startsWith("- ")) {
                    b.append(i == 0 ? "" : "</li>").append("<li>");
                    line = line.substring(2);
                } else if (i > 0) {
                    b.append(' ');
                }
                b.append(inline(line, titleOf));
            }
            b.append(list ? "</li></ul>" : "</p>");
        }
        if (!page.cards().isEmpty()) {
            b.append("<p><b>Cards on this page:</b> ");
            for (int i = 0; i < page.cards().size(); i++) {
                String c = page.cards().get(i);
                b.append(i == 0 ? "" : " · ").append("<a href='card:").append(c).append("'>")
                        .append(LargeCard.esc(cardTitle.apply(c))).append("</a>");
            }
            b.append("</p>");
        }
        return b.append("</body></html>").toString();
    }

    private static String inline(String line, Function<String, String> titleOf) {
        String s = LargeCard.esc(line).replaceAll("\\*\\*(.+?)\\*\\*", "<b>$1</b>")
                .replaceAll("(?<![*\\w])\\*([^*\\s][^*]*?)\\*(?![*\\w])", "<i>$1</i>");
        Matcher m = HowToPlay.LINK.matcher(s);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            String title = titleOf.apply(m.group(1));
            m.appendReplacement(out, Matcher.quoteReplacement("<a href='page:" + m.group(1) + "'>"
                    + LargeCard.esc(title == null ? m.group(1) : title) + "</a>"));
        }
        m.appendTail(out);
        return out.toString();
    }
}
