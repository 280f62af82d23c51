package org.mapperbench.jmh.results;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.ServiceLoader;

/**
 * Writes what people read into a results folder (the report module's job). The runner finds it on its class path at
 * run time, so that it compiles against no rendering class: data flows from the runner to the report, never back.
 */
public interface ReportWriter {
  /**
   * What was written.
   *
   * @param html report.html
   * @param verdict each library against its family's native adapter, a line each, for the console
   * @param versions each variant against the first adapter of its module, likewise (docs/variants.md)
   */
  record Written(Path html, List<String> verdict, List<String> versions) {}

  Written write(Path resultsDir) throws IOException;

  /** The report module's writer; an error if it is not on the class path. */
  static ReportWriter find() {
    return ServiceLoader.load(ReportWriter.class).findFirst()
        .orElseThrow(() -> new IllegalStateException("no report writer on the class path (module jmh/report)"));
  }

  /** One line that says what went wrong, also for exceptions that carry no message. */
  static String firstLine(Throwable e) {
    String message = e.getMessage();
    return message == null || message.isBlank() ? e.getClass().getSimpleName()
        : message.lines().findFirst().orElse(message);
  }
}
