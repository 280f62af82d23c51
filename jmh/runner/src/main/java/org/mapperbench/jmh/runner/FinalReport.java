package org.mapperbench.jmh.runner;

import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.UnaryOperator;
import org.mapperbench.jmh.results.ReportWriter;
import org.mapperbench.jmh.results.ReportWriter.Written;
import org.mapperbench.jmh.runner.core.RunStop;

/**
 * The report a run ends with, made from the files just written, so it says what run.json says; if it fails, run.json
 * is already safe. Written on a thread of its own, so that a stop asked for meanwhile ({@link RunStop}) ends the run at
 * once: run.json is final by then, and {@code scripts/mapper-bench report} writes the report from it later. The
 * verdict's lines end the console's output: the answer a reader came for, where the eye lands.
 */
final class FinalReport {
  /** How the report went. */
  enum Outcome { WRITTEN, FAILED, ABANDONED }

  private FinalReport() {}

  static Outcome write(Path dir, UnaryOperator<Path> relative) {
    CompletableFuture<Written> written = new CompletableFuture<>();
    Thread writer = new Thread(() -> {
      try {
        written.complete(ReportWriter.find().write(dir));
      } catch (IOException | RuntimeException | LinkageError e) {
        written.completeExceptionally(e);
      }
    }, "report");
    writer.setDaemon(true); // abandoned on a stop: the runner exits without waiting for it
    writer.start();
    Written report;
    try {
      report = waitFor(written);
    } catch (ExecutionException e) {
      System.out.println("report: failed: " + ReportWriter.firstLine(e.getCause()));
      return Outcome.FAILED;
    }
    if (report == null) {
      return Outcome.ABANDONED;
    }
    if (!report.verdict().isEmpty()) {
      System.out.println("verdict, each library against its family's native adapter (see the report):");
      report.verdict().forEach(line -> System.out.println("  " + line));
    }
    if (!report.versions().isEmpty()) {
      System.out.println("versions, each variant against the first of its adapter named (see the report):");
      report.versions().forEach(line -> System.out.println("  " + line));
    }
    System.out.println("report: " + relative.apply(report.html()));
    return Outcome.WRITTEN;
  }

  /** The report, or null once a stop was asked for before it was done. */
  private static Written waitFor(CompletableFuture<Written> written) throws ExecutionException {
    while (!RunStop.requested()) {
      try {
        return written.get(200, TimeUnit.MILLISECONDS);
      } catch (TimeoutException e) {
        // still writing
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return null;
      }
    }
    return null;
  }
}
