package org.mapperbench.jmh.report.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Words in the docs, figures in the code: the report's text states a run's figures, verdicts, warnings and what a user
 * can do, and names the docs section ({@link MethodDocs}) that explains the method, which is written there once. This
 * guards it: each text in render/, the string literals one expression joins with {@code +} (whatever figures or
 * references come between them), stays within {@link #LIMIT} characters. The longest that pass are a column legend
 * or a warning with its figures (about 230); the paragraphs of method explanation the docs references replaced ran
 * from 270 to 750. A text over the limit is most likely an explanation: move it into the docs and name the section.
 */
class ReportProseTest {
  static final int LIMIT = 250;
  private static final Path RENDER = Path.of("src/main/java/org/mapperbench/jmh/report/render");

  @Test
  void should_hold_no_paragraph_of_method_explanation_in_the_code() throws IOException {
    List<String> tooLong = new ArrayList<>();
    try (Stream<Path> files = Files.list(RENDER)) {
      for (Path file : files.filter(f -> f.toString().endsWith(".java")).sorted().toList()) {
        texts(Files.readString(file)).stream().filter(text -> text.length() > LIMIT)
            .forEach(text -> tooLong.add(file.getFileName() + ", " + text.length() + " characters: " + text));
      }
    }
    assertThat(tooLong).as("texts longer than %d characters in %s", LIMIT, RENDER).isEmpty();
    assertThat(texts(Files.readString(RENDER.resolve("NoiseSection.java")))).isNotEmpty();
  }

  @Test
  void should_join_the_literals_of_one_expression_across_figures_but_not_across_arguments() {
    String source = "f(\"ab\" + g(x, y) + \"c\\\"d\", 'e', \"ef\" /* \"no\" */); // \"no\"\n"
        + "String s = a ? \"x\" : \"y\" + \"z\";";
    assertThat(texts(source)).containsExactly("abc\\\"d", "ef", "x", "yz");
  }

  /**
   * The texts of a Java source: its string literals (escapes kept as written, comments and char literals skipped), a
   * literal joined to the one before when the code between them has a {@code +} and begins no other argument or
   * statement: {@code "a " + f(n, 1) + " b"} is one text, two arguments are two.
   */
  static List<String> texts(String source) {
    List<String> texts = new ArrayList<>();
    StringBuilder text = null;
    StringBuilder between = new StringBuilder();
    int i = 0;
    while (i < source.length()) {
      char c = source.charAt(i);
      if (source.startsWith("//", i)) {
        i = source.indexOf('\n', i) < 0 ? source.length() : source.indexOf('\n', i);
      } else if (source.startsWith("/*", i)) {
        i = source.indexOf("*/", i + 2) + 2;
      } else if (c == '\'') {
        i = end(source, i, '\'');
        between.append(' ');
      } else if (c == '"') {
        int end = end(source, i, '"');
        String literal = source.substring(i + 1, end - 1);
        if (text != null && joins(between.toString())) {
          text.append(literal);
        } else {
          if (text != null) {
            texts.add(text.toString());
          }
          text = new StringBuilder(literal);
        }
        between.setLength(0);
        i = end;
      } else {
        between.append(c);
        i++;
      }
    }
    if (text != null) {
      texts.add(text.toString());
    }
    return texts;
  }

  /** The index after the literal that opens at {@code start} with {@code quote}. */
  private static int end(String source, int start, char quote) {
    int i = start + 1;
    while (source.charAt(i) != quote) {
      i += source.charAt(i) == '\\' ? 2 : 1;
    }
    return i + 1;
  }

  /** Whether the code between two literals joins them: a {@code +} and no other argument or statement begun. */
  private static boolean joins(String code) {
    int depth = 0;
    boolean plus = false;
    for (char c : code.toCharArray()) {
      depth += c == '(' ? 1 : c == ')' ? -1 : 0;
      if (depth < 0 || ";{}".indexOf(c) >= 0 || c == ',' && depth == 0) {
        return false;
      }
      plus |= c == '+' && depth == 0;
    }
    return plus && depth == 0;
  }
}
