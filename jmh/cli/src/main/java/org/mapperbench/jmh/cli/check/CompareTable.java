package org.mapperbench.jmh.cli.check;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** Rows of text as aligned plain columns or as a Markdown table; numeric columns are right-aligned. */
final class CompareTable {
  private final List<String> headers;
  private final boolean[] right;
  private final List<List<String>> rows = new ArrayList<>();

  /** A header starting with '>' names a right-aligned column (the '>' is not shown). */
  CompareTable(String... headers) {
    this.headers = new ArrayList<>();
    this.right = new boolean[headers.length];
    for (int i = 0; i < headers.length; i++) {
      right[i] = headers[i].startsWith(">");
      this.headers.add(right[i] ? headers[i].substring(1) : headers[i]);
    }
  }

  CompareTable row(String... cells) {
    if (cells.length != headers.size()) {
      throw new IllegalArgumentException("expected " + headers.size() + " cells, got " + cells.length);
    }
    rows.add(Arrays.asList(cells));
    return this;
  }

  boolean isEmpty() {
    return rows.isEmpty();
  }

  String render(boolean markdown) {
    return markdown ? markdown() : plain();
  }

  private String plain() {
    int[] widths = new int[headers.size()];
    for (List<String> row : allRows()) {
      for (int i = 0; i < row.size(); i++) {
        widths[i] = Math.max(widths[i], row.get(i).length());
      }
    }
    StringBuilder out = new StringBuilder();
    for (List<String> row : allRows()) {
      StringBuilder line = new StringBuilder();
      for (int i = 0; i < row.size(); i++) {
        String cell = row.get(i);
        String pad = " ".repeat(widths[i] - cell.length());
        line.append(i == 0 ? "" : "  ").append(right[i] ? pad + cell : cell + pad);
      }
      out.append(line.toString().stripTrailing()).append('\n');
    }
    return out.toString();
  }

  private String markdown() {
    StringBuilder out = new StringBuilder();
    out.append("| ").append(String.join(" | ", headers)).append(" |\n|");
    for (boolean r : right) {
      out.append(r ? "---:|" : "---|");
    }
    out.append('\n');
    for (List<String> row : rows) {
      out.append("| ").append(String.join(" | ", row.stream().map(c -> c.replace("|", "\\|")).toList())).append(" |\n");
    }
    return out.toString();
  }

  private List<List<String>> allRows() {
    List<List<String>> all = new ArrayList<>();
    all.add(headers);
    all.addAll(rows);
    return all;
  }
}
