package org.mapperbench.jmh.report.render;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;
import java.util.List;
import org.mapperbench.jmh.report.render.Doc.Block;
import org.mapperbench.jmh.report.render.Doc.Bullets;
import org.mapperbench.jmh.report.render.Doc.Cell;
import org.mapperbench.jmh.report.render.Doc.Details;
import org.mapperbench.jmh.report.render.Doc.Heading;
import org.mapperbench.jmh.report.render.Doc.Image;
import org.mapperbench.jmh.report.render.Doc.Paragraph;
import org.mapperbench.jmh.report.render.Doc.Table;

/**
 * {@code report.html}: one file that can be mailed, attached to an issue or opened offline years later. So the CSS
 * is inline, the charts are data: URIs, there is no script and no reference to anything outside the file.
 */
public final class HtmlReport {
  private static final String CSS = String.join("\n",
      "body{font:15px/1.45 system-ui,-apple-system,'Segoe UI',sans-serif;color:#1d232a;margin:0;background:#fff}",
      "main{max-width:1400px;margin:0 auto;padding:16px 24px 48px}",
      "h1{font-size:1.6em;border-bottom:2px solid #d0d7de;padding-bottom:.3em}",
      "h2{font-size:1.3em;margin-top:2em;border-bottom:1px solid #d0d7de;padding-bottom:.2em}",
      "h3{font-size:1.05em;margin:1.4em 0 .4em;font-family:ui-monospace,Menlo,Consolas,monospace}",
      ".scroll{overflow-x:auto}",
      "table{border-collapse:collapse;margin:.4em 0 1em;font-size:.92em}",
      // A counter's name (products_by_catalogue.write) may break inside: a text column then keeps to the page.
      "th,td{border:1px solid #d0d7de;padding:3px 8px;text-align:left;vertical-align:top;overflow-wrap:anywhere}",
      // A header's words are short: breaking one ("move" / "d") only to narrow a column reads badly.
      "th{background:#eef1f4;overflow-wrap:break-word}",
      "tbody tr:nth-child(even){background:#f6f8fa}",
      ".num{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}",
      "td.alert{color:#a40e26;background:#ffebe9;font-weight:600}",
      "td.worse{background:#ffd8cc}td.better{background:#d4f4dc}td.same{color:#57606a;background:#f3f4f6}",
      "ul.alert{border-left:4px solid #cf222e;background:#fff5f5;padding:.5em 1em .5em 2em}",
      "ul.note{border-left:4px solid #bf8700;background:#fff8e5;padding:.5em 1em .5em 2em}",
      "figure{margin:1em 0}img{max-width:100%;height:auto;border:1px solid #d0d7de}",
      "figcaption{color:#57606a;font-size:.9em}",
      "details{margin:.3em 0}summary{cursor:pointer;font-family:ui-monospace,Menlo,Consolas,monospace}");

  private HtmlReport() {}

  /** {@code dir} is the results folder the images' relative paths start from. */
  public static String render(List<Block> doc, Path dir) throws IOException {
    String title = doc.stream().filter(b -> b instanceof Heading).map(b -> ((Heading) b).text()).findFirst()
        .orElse("mapper-bench");
    StringBuilder out = new StringBuilder();
    out.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
        .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
        .append("<title>").append(escape(title)).append("</title>\n<style>\n").append(CSS)
        .append("\n</style>\n</head>\n<body>\n<main>\n");
    for (Block block : doc) {
      render(block, dir, out);
    }
    out.append("</main>\n</body>\n</html>\n");
    return out.toString();
  }

  private static void render(Block block, Path dir, StringBuilder out) throws IOException {
    if (block instanceof Heading h) {
      out.append("<h").append(h.level()).append('>').append(escape(h.text())).append("</h").append(h.level())
          .append(">\n");
    } else if (block instanceof Paragraph p) {
      out.append("<p>").append(escape(p.text())).append("</p>\n");
    } else if (block instanceof Table t) {
      table(t, out);
    } else if (block instanceof Image i) {
      String png = Base64.getEncoder().encodeToString(Files.readAllBytes(dir.resolve(i.path())));
      out.append("<figure><img src=\"data:image/png;base64,").append(png).append("\" alt=\"").append(escape(i.alt()))
          .append("\" width=\"").append(Charts.WIDTH).append("\" height=\"").append(Charts.HEIGHT).append("\">")
          .append("<figcaption>").append(escape(i.alt())).append("</figcaption></figure>\n");
    } else if (block instanceof Bullets b) {
      out.append(b.tone() == Doc.Tone.PLAIN ? "<ul>\n"
          : "<ul class=\"" + b.tone().name().toLowerCase(java.util.Locale.ROOT) + "\">\n");
      b.items().forEach(item -> out.append("<li>").append(escape(item)).append("</li>\n"));
      out.append("</ul>\n");
    } else if (block instanceof Details d) {
      out.append("<details><summary>").append(escape(d.summary())).append("</summary>\n");
      for (Block inner : d.content()) {
        render(inner, dir, out);
      }
      out.append("</details>\n");
    }
  }

  private static void table(Table t, StringBuilder out) {
    out.append("<div class=\"scroll\"><table>\n<thead><tr>");
    for (int i = 0; i < t.header().size(); i++) {
      out.append(t.numeric().get(i) ? "<th class=\"num\">" : "<th>").append(escape(t.header().get(i))).append("</th>");
    }
    out.append("</tr></thead>\n<tbody>\n");
    for (List<Cell> row : t.rows()) {
      out.append("<tr>");
      for (int i = 0; i < row.size(); i++) {
        Cell cell = row.get(i);
        String classes = ((i < t.numeric().size() && t.numeric().get(i) ? "num " : "") + (cell.alert() ? "alert " : "")
            + (cell.shade() == Doc.Shade.NONE ? "" : cell.shade().name().toLowerCase(java.util.Locale.ROOT))).strip();
        out.append(classes.isEmpty() ? "<td>" : "<td class=\"" + classes + "\">").append(cell.href() == null
            ? escape(cell.text()) : "<a href=\"" + escape(cell.href()) + "\">" + escape(cell.text()) + "</a>")
            .append("</td>");
      }
      out.append("</tr>\n");
    }
    out.append("</tbody>\n</table></div>\n");
  }

  /**
   * Text as text. "://" is written with entities too: a URL in a library's description (a jdbc: URL already is one)
   * stays readable but is never a link or a reference that a mail client, a crawler or a link checker would follow.
   */
  static String escape(String text) {
    StringBuilder out = new StringBuilder(text.length() + 16);
    for (char c : text.toCharArray()) {
      switch (c) {
        case '&' -> out.append("&amp;");
        case '<' -> out.append("&lt;");
        case '>' -> out.append("&gt;");
        case '"' -> out.append("&quot;");
        case '\'' -> out.append("&#39;");
        default -> out.append(c);
      }
    }
    return out.toString().replace("://", ":&#47;&#47;");
  }
}
