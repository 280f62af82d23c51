package org.mapperbench.servers;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A server's keeper JVM, started by this one and tied to it: the child watches its standard input, which this side
 * holds open, and ends its server at end of input. So the child goes when {@link #stop} closes the pipe, when this
 * JVM exits normally (a shutdown hook), and when it is killed (the operating system closes the pipe).
 */
final class ChildJvm {
  private final Process process;
  private final OutputStream lifeline;
  private final Thread shutdownHook;

  private ChildJvm(Process process) {
    this.process = process;
    this.lifeline = process.getOutputStream();
    this.shutdownHook = new Thread(this::stop, "child-jvm-stop-" + process.pid());
    Runtime.getRuntime().addShutdownHook(shutdownHook);
  }

  /** Starts {@code command} with stdout and stderr appended to {@code log}. */
  static ChildJvm start(List<String> command, Path log) throws IOException {
    return start(command, log, java.util.Map.of());
  }

  /**
   * Starts {@code command} with {@code environment} added to this JVM's, and stdout and stderr appended to {@code log}.
   */
  static ChildJvm start(List<String> command, Path log, java.util.Map<String, String> environment) throws IOException {
    Files.createDirectories(log.getParent());
    ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile());
    builder.environment().putAll(environment);
    return new ChildJvm(builder.start());
  }

  /** The {@code java} of the running JVM: children run on the same JDK as the suite. */
  static String javaExecutable() {
    return Path.of(System.getProperty("java.home"), "bin", "java").toString();
  }

  /**
   * The classpath a node module recorded at build time in {@code resource} next to its main class, plus the jar or
   * folder holding that class.
   */
  static String recordedClasspath(Class<?> main, String resource) throws IOException {
    String self;
    try {
      self = Path.of(main.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
    try (InputStream in = main.getResourceAsStream(resource)) {
      if (in == null) {
        throw new ServerException(
            resource + " is missing: build the servers modules first (./mvnw install -DskipTests)");
      }
      return self + java.io.File.pathSeparator + new String(in.readAllBytes(), StandardCharsets.UTF_8).strip();
    }
  }

  Process process() {
    return process;
  }

  /** Closes the lifeline and waits for the child; forces it after {@code graceSeconds}. Never throws. */
  synchronized void stop(int graceSeconds) {
    if (!process.isAlive()) {
      return;
    }
    try {
      lifeline.close();
      if (!process.waitFor(graceSeconds, TimeUnit.SECONDS)) {
        process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
      }
    } catch (IOException | InterruptedException e) {
      process.destroyForcibly();
    }
  }

  private void stop() {
    stop(10);
  }

  /** Stops the child and forgets the shutdown hook. */
  void close(int graceSeconds) {
    stop(graceSeconds);
    try {
      Runtime.getRuntime().removeShutdownHook(shutdownHook);
    } catch (IllegalStateException alreadyShuttingDown) {
      // the hook is running or has run
    }
  }

  /** The last lines of the first non-empty log, indented, for error messages. */
  static String tail(List<Path> logs) {
    for (Path log : logs) {
      try {
        if (Files.size(log) > 0) {
          List<String> lines = Files.readAllLines(log, StandardCharsets.UTF_8);
          return String.join("\n", lines.subList(Math.max(0, lines.size() - 15), lines.size())).indent(2);
        }
      } catch (IOException | UncheckedIOException missingOrUnreadable) {
        // try the next log
      }
    }
    return "";
  }

  static void sleep(long millis, String waitingFor) {
    try {
      Thread.sleep(millis);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new ServerException("interrupted while waiting for " + waitingFor);
    }
  }
}
