package org.mapperbench.jmh.runner;

import org.mapperbench.settings.BenchSettings;
import org.mapperbench.settings.ServerSettings;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.mapperbench.entities.adapter.AdapterConfig;
import org.mapperbench.entities.adapter.Backend;
import org.mapperbench.jmh.runner.core.RunSettings;
import org.mapperbench.jmh.runner.fork.BenchmarkJvm;
import org.mapperbench.jmh.runner.record.ResultsFolder;
import org.mapperbench.jmh.runner.server.CassandraSuiteServer;
import org.mapperbench.jmh.runner.server.CpuPinning;
import org.mapperbench.jmh.runner.server.MariaDbSuiteServer;
import org.mapperbench.jmh.runner.server.SuiteServer;
import org.mapperbench.jmh.runner.stats.StatsSidecar;
import org.mapperbench.jmh.runner.stats.StatsSources;
import org.mapperbench.servers.ServerTarget;

/** What a run's servers give the rest of the run: where adapters reach them, their processes, their timelines. */
final class RunServers {
  private RunServers() {}

  /** Samples the benchmark JVMs, every server on this machine or in a container, and any Docker or JMX source named. */
  static StatsSidecar startStats(Map<Backend, SuiteServer> servers, ResultsFolder results, RunSettings settings) {
    Map<String, ServerTarget> targets = new LinkedHashMap<>();
    servers.forEach((backend, server) -> targets.put(backend.name().toLowerCase(), server.target()));
    return StatsSidecar.start(results.stats(), Duration.ofMillis(settings.get(BenchSettings.STATS_INTERVAL_MILLIS)),
        StatsSources.forRun(BenchmarkJvm::running, targets, settings));
  }

  /**
   * Prepares every server at once, each on a thread of its own (the common pool has one thread on two cores): the
   * warm-ups are each server's own traffic, they overlap on this machine's cores at little cost to either, and the
   * run saves one warm-up's length (docs/methodology.md, "How long a run takes"). The first failure is thrown once
   * all have ended.
   */
  static void prepare(Map<Backend, SuiteServer> servers, RunSettings settings) {
    if (servers.size() < 2) {
      servers.values().forEach(server -> server.prepare(settings));
      return;
    }
    ExecutorService threads = Executors.newFixedThreadPool(servers.size());
    try {
      List<Future<?>> warmUps = servers.values().stream()
          .<Future<?>>map(server -> threads.submit(() -> server.prepare(settings))).toList();
      RuntimeException failure = null;
      for (Future<?> warmUp : warmUps) {
        try {
          warmUp.get();
        } catch (ExecutionException e) {
          if (failure == null) {
            failure = e.getCause() instanceof RuntimeException cause ? cause : new IllegalStateException(e.getCause());
          }
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          throw new IllegalStateException("interrupted while the servers warmed up", e);
        }
      }
      if (failure != null) {
        throw failure;
      }
    } finally {
      threads.shutdownNow();
    }
  }

  /**
   * The servers and the runner moved to {@code bench.serverCpus}, if given: before the stats sidecar starts, whose
   * threads then run where the runner does.
   */
  static void pin(Map<Backend, SuiteServer> servers, RunSettings settings) {
    CpuPinning.move(settings.get(BenchSettings.SERVER_CPUS), processes(servers));
    CpuPinning.move(settings.get(BenchSettings.SERVER_CPUS), List.of(ProcessHandle.current()));
  }

  /** Every suite server's process, for foreign load: an idle Cassandra is ours also while a MariaDB fork runs. */
  static List<ProcessHandle> processes(Map<Backend, SuiteServer> servers) {
    List<ProcessHandle> processes = new ArrayList<>();
    servers.values().forEach(server -> processes.addAll(server.target().processes()));
    return processes;
  }

  /** What every adapter JVM is told: the Cassandra and the MariaDB of this run, whichever it has. */
  static AdapterConfig adapterConfig(Map<Backend, SuiteServer> servers, RunSettings settings) {
    List<String> contactPoints = List.of();
    String localDc = org.mapperbench.settings.ServerSettings.DEFAULT_DATACENTER;
    org.mapperbench.settings.CqlSecurity security = null;
    if (servers.get(Backend.CASSANDRA) instanceof CassandraSuiteServer cassandra) {
      contactPoints = cassandra.target().contactPoints();
      localDc = cassandra.target().localDatacenter();
      security = cassandra.target().security();
    }
    AdapterConfig.Jdbc jdbc = null;
    if (servers.get(Backend.MARIADB) instanceof MariaDbSuiteServer mariadb) {
      jdbc = new AdapterConfig.Jdbc(mariadb.target().jdbcUrl(), mariadb.target().user(), mariadb.target().password());
    }
    // Each fork JVM of a Cassandra adapter gets its consistency setting's keyspace and level (ForkRunner).
    return new AdapterConfig(contactPoints, localDc, settings.get(ServerSettings.KEYSPACE),
        settings.get(BenchSettings.CONSISTENCY).get(0), jdbc,
        security);
  }
}
