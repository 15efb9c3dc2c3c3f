package meq.lab;

import java.util.Base64;
import java.util.List;

/**
 * A sweep or comparison as one HTML file a playtester can send to the designer: the chart (inside the file), the
 * table, the command that made it, and the versions of the program and of the data it ran on.
 */
public final class HtmlReport {
    private HtmlReport() {
    }

    /**
     * title; about (a line: the preset, the bots and budget, samples and seed); the table's lines as printed; the
     * chart's PNG (null: none); the command as typed; the program's version; the data's fingerprint.
     */
    public static String of(String title, String about, List<String> table, byte[] png, String command,
                            String program, String data) {
        StringBuilder b = new StringBuilder();
        b.append("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>").append(esc(title))
                .append("</title>\n<style>body{font-family:sans-serif;max-width:60em;margin:2em auto;color:#222}"
                        + "pre{background:#f6f6f6;padding:1em;overflow-x:auto}code{background:#f6f6f6}"
                        + "img{max-width:100%}</style></head><body>\n");
        b.append("<h1>").append(esc(title)).append("</h1>\n<p>").append(esc(about)).append("</p>\n");
        if (png != null) {
            b.append("<img alt=\"").append(esc(title)).append("\" src=\"data:image/png;base64,")
                    .append(Base64.getEncoder().encodeToString(png)).append("\">\n");
        }
        b.append("<h2>Figures</h2>\n<pre>");
        table.forEach(l -> b.append(esc(l)).append('\n'));
        b.append("</pre>\n<p>Each share is of the samples played, with its 95% (Wilson) interval; \"cut\" counts"
                + " samples cut off unfinished. The same command and seed give the same figures at any thread"
                + " count.</p>\n");
        b.append("<h2>How it was made</h2>\n<p><code>").append(esc(command)).append("</code></p>\n<p>")
                .append(esc(program)).append(", game data ").append(esc(data)).append("</p>\n</body></html>\n");
        return b.toString();
    }

    static String esc(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
