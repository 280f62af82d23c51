package org.mapperbench.jmh.report.render;

import java.util.List;

/**
 * The report as a list of blocks: built once ({@link ReportDocument}) and rendered twice ({@link MarkdownReport},
 * {@link HtmlReport}), so the Markdown and the HTML can never say different things. Text is plain; each renderer
 * escapes it for its own format.
 */
public final class Doc {
  private Doc() {}

  public sealed interface Block permits Heading, Paragraph, Table, Image, Bullets, Details {}

  public record Heading(int level, String text) implements Block {}

  public record Paragraph(String text) implements Block {}

  /**
   * A cell that should catch the eye (a failed verification, a wide error) is an alert. {@code href}, if not null, is
   * a file of the results folder the cell links to (a flame graph), relative to it.
   */
  public record Cell(String text, boolean alert, Shade shade, String href) {
    Cell(String text, boolean alert, Shade shade) {
      this(text, alert, shade, null);
    }

    Cell(String text, boolean alert) {
      this(text, alert, Shade.NONE);
    }

    static Cell of(String text) {
      return new Cell(text, false);
    }

    static Cell link(String text, String href) {
      return new Cell(text, false, Shade.NONE, href);
    }
  }

  /** How a verdict's cell is coloured in HTML: costs more, costs less, or no difference the run could tell. */
  enum Shade { NONE, WORSE, BETTER, SAME }

  /** {@code numeric} says which columns hold numbers, right-aligned so their digits line up. */
  public record Table(List<String> header, List<Boolean> numeric, List<List<Cell>> rows) implements Block {}

  /** {@code path} is relative to the results folder, e.g. {@code charts/latency-user.png}. */
  record Image(String path, String alt) implements Block {}

  /** How loudly a list speaks: a plain list, a note (a limitation to keep in mind), an alert (a result in doubt). */
  enum Tone { PLAIN, NOTE, ALERT }

  record Bullets(List<String> items, Tone tone) implements Block {}

  /** Collapsed until the reader opens it: for long, rarely needed lists such as every library version. */
  record Details(String summary, List<Block> content) implements Block {}
}
