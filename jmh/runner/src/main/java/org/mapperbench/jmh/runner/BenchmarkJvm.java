package org.mapperbench.jmh.runner;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Properties;
import java.util.concurrent.TimeUnit;
import org.mapperbench.entities.adapter.AdapterConfig;
import org.mapperbench.entities.data.IdSpace;

/**
 * Launches JVMs on one adapter's classpath plus the harness: JMH's own main, which forks the measured JVMs with the
 * same classpath and flags, and the adapter describer. Nothing of the runner's classpath leaks in.
 */
final class BenchmarkJvm {
  private static volatile Process current;

  /** Adds client and server CPU, allocation and memory per call to every result (lives in the harness). */
  static final String RESOURCE_PROFILER = "org.mapperbench.jmh.bench.ResourceCostProfiler";

  private final List<String> classpath;
  private final List<String> jvmFlags;
  private final Long serverPid;

  /**
   * @param jvmFlags flags the adapter's library needs in every JVM that runs it (from its traits)
   * @param serverPid the adapter's server process when it runs on this machine, else null: its CPU is read per call
   */
  BenchmarkJvm(List<String> classpath, List<String> jvmFlags, Long serverPid) {
    this.classpath = classpath;
    this.jvmFlags = jvmFlags;
    this.serverPid = serverPid;
  }

  static {
    Runtime.getRuntime().addShutdownHook(new Thread(BenchmarkJvm::killCurrent, "benchmark-jvm-stop"));
  }

  /** The adapter's traits, printed by a JVM on its classpath; proves the classpath holds one working adapter. */
  static Properties describe(List<String> classpath, Path log) {
    List<String> command = java(classpath, "64m");
    command.add("org.mapperbench.jmh.bench.DescribeAdapter");
    try {
      Process process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.appendTo(log.toFile())).start();
      Properties traits = new Properties();
      traits.load(new java.io.InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
      if (!process.waitFor(60, TimeUnit.SECONDS) || process.exitValue() != 0) {
        process.destroyForcibly();
        throw new IllegalStateException("the adapter could not be loaded; see " + log);
      }
      return traits;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted");
    }
  }

  /** Runs one planned benchmark; returns JMH's exit code, or -1 if it overran its time limit. */
  int run(
      RunSettings settings, AdapterConfig config, PlannedBenchmark benchmark, Path json, Path ledgerDir,
      Path idSpaceDir, Path log) {
    List<String> command = java(classpath, settings.clientHeap());
    int insert = 1;
    for (String flag : jvmFlags) {
      command.add(insert++, flag);
    }
    for (var property : config.toProperties().entrySet()) {
      command.add(insert++, "-D" + property.getKey() + "=" + property.getValue());
    }
    command.add(insert++, "-Dbench.seed=" + settings.seed());
    command.add(insert++, "-D" + IdSpace.DIR_PROPERTY + "=" + idSpaceDir);
    command.add(insert++, "-Dbench.ledgerDir=" + ledgerDir);
    if (serverPid != null) {
      command.add(insert++, "-Dbench.serverPid=" + serverPid);
    }
    command.add(insert, "-Djmh.ignoreLock=true"); // the runner holds JMH's lock for the whole run (JmhLock)
    command.add("org.openjdk.jmh.Main");
    command.add(benchmark.includePattern());
    command.addAll(List.of("-prof", RESOURCE_PROFILER));
    command.addAll(List.of("-rf", "json", "-rff", json.toString(), "-foe", "true"));
    add(command, "-f", settings.forks(), "");
    add(command, "-wi", settings.warmupIterations(), "");
    add(command, "-i", settings.measurementIterations(), "");
    add(command, "-w", settings.iterationSeconds(), "s");
    add(command, "-r", settings.iterationSeconds(), "s");
    if (benchmark.throughput()) {
      command.addAll(List.of("-bm", "thrpt", "-tu", "s", "-t", Integer.toString(benchmark.threads())));
    }
    try {
      Process process =
          new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile())).start();
      current = process;
      boolean done = process.waitFor(timeoutSeconds(settings), TimeUnit.SECONDS);
      if (!done) {
        killCurrent();
        return -1;
      }
      return process.exitValue();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      killCurrent();
      throw new IllegalStateException("interrupted");
    } finally {
      current = null;
    }
  }

  /** The benchmark JVM running at the moment (JMH's main; its forks are its descendants), for the stats sidecar. */
  static Optional<ProcessHandle> running() {
    Process process = current;
    return process == null ? Optional.empty() : Optional.of(process.toHandle());
  }

  /** The last error line JMH or the adapter wrote to the log, shortened, or empty. */
  static String lastError(Path log) {
    try {
      List<String> lines = java.nio.file.Files.readAllLines(log, StandardCharsets.UTF_8);
      for (int i = lines.size() - 1; i >= 0; i--) {
        String line = lines.get(i).strip();
        if (line.contains("Exception") || line.startsWith("ERROR") || line.contains("Error:")) {
          line = line.replaceFirst("^(ERROR: )?(\\S+\\.)+(\\w*(Exception|Error)): ", "$3: ");
          return line.length() > 240 ? line.substring(0, 240) + "..." : line;
        }
      }
    } catch (IOException e) {
      // no log, no detail
    }
    return "";
  }

  private static long timeoutSeconds(RunSettings s) {
    long forks = s.forks() == null ? 2 : s.forks();
    long iterations = (s.warmupIterations() == null ? 3 : s.warmupIterations()) + (s.measurementIterations() == null ? 5 : s.measurementIterations());
    long seconds = s.iterationSeconds() == null ? 2 : s.iterationSeconds();
    return 300 + 3 * forks * (iterations * seconds + 30);
  }

  private static List<String> java(List<String> classpath, String heap) {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.add("-Xms" + heap);
    command.add("-Xmx" + heap);
    command.add("-cp");
    command.add(String.join(java.io.File.pathSeparator, classpath));
    return command;
  }

  private static void add(List<String> command, String flag, Integer value, String unit) {
    if (value != null) {
      command.add(flag);
      command.add(value + unit);
    }
  }

  private static void killCurrent() {
    Process process = current;
    if (process != null) {
      process.descendants().forEach(ProcessHandle::destroyForcibly);
      process.destroyForcibly();
    }
  }
}
