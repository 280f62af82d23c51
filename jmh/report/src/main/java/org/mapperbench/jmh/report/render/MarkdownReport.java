package org.mapperbench.jmh.report.render;

import java.util.List;
import java.util.stream.Collectors;
import org.mapperbench.jmh.report.render.Doc.Block;
import org.mapperbench.jmh.report.render.Doc.Bullets;
import org.mapperbench.jmh.report.render.Doc.Cell;
import org.mapperbench.jmh.report.render.Doc.Details;
import org.mapperbench.jmh.report.render.Doc.Heading;
import org.mapperbench.jmh.report.render.Doc.Image;
import org.mapperbench.jmh.report.render.Doc.Paragraph;
import org.mapperbench.jmh.report.render.Doc.Table;

/** {@code report.md}: GitHub-flavoured Markdown, readable as plain text too; charts are linked as charts/*.png. */
public final class MarkdownReport {
  private MarkdownReport() {}

  public static String render(List<Block> doc) {
    StringBuilder out = new StringBuilder();
    doc.forEach(block -> render(block, out));
    return out.toString();
  }

  private static void render(Block block, StringBuilder out) {
    if (block instanceof Heading h) {
      out.append("#".repeat(h.level())).append(' ').append(escape(h.text())).append("\n\n");
    } else if (block instanceof Paragraph p) {
      out.append(escape(p.text())).append("\n\n");
    } else if (block instanceof Table t) {
      table(t, out);
    } else if (block instanceof Image i) {
      out.append("![").append(escape(i.alt())).append("](").append(i.path()).append(")\n\n");
    } else if (block instanceof Bullets b) {
      b.items().forEach(item -> out.append("- ")
          .append(b.tone() == Doc.Tone.ALERT ? "**" + escape(item) + "**" : escape(item)).append('\n'));
      out.append('\n');
    } else if (block instanceof Details d) {
      // GitHub renders <details> as a collapsed block, and Markdown inside it when blank lines surround it.
      out.append("<details><summary>").append(HtmlReport.escape(d.summary())).append("</summary>\n\n");
      d.content().forEach(inner -> render(inner, out));
      out.append("</details>\n\n");
    }
  }

  private static void table(Table t, StringBuilder out) {
    out.append(t.header().stream().map(MarkdownReport::escape).collect(Collectors.joining(" | ", "| ", " |\n")));
    out.append(t.numeric().stream().map(n -> n ? "---:" : "---").collect(Collectors.joining("|", "|", "|\n")));
    for (List<Cell> row : t.rows()) {
      out.append(row.stream()
          .map(c -> c.href() != null ? "[" + escape(c.text()) + "](" + c.href() + ")"
              : c.alert() && !c.text().equals(Format.NONE) ? "**" + escape(c.text()) + "**" : escape(c.text()))
          .collect(Collectors.joining(" | ", "| ", " |\n")));
    }
    out.append('\n');
  }

  /**
   * Plain text stays plain: Markdown's and GitHub's markup characters are backslash-escaped, a line break is a space.
   * An underscore inside a word (innodb_flush_log_at_trx_commit) is never emphasis, so it stays readable unescaped.
   */
  static String escape(String text) {
    char[] chars = text.replaceAll("\\s*\\R\\s*", " ").toCharArray();
    StringBuilder out = new StringBuilder(chars.length);
    for (int i = 0; i < chars.length; i++) {
      char c = chars[i];
      boolean inWord = c == '_' && i > 0 && i < chars.length - 1
          && Character.isLetterOrDigit(chars[i - 1]) && Character.isLetterOrDigit(chars[i + 1]);
      if ("\\`*_[]<>|#~".indexOf(c) >= 0 && !inWord) {
        out.append('\\');
      }
      out.append(c);
    }
    return out.toString();
  }
}
