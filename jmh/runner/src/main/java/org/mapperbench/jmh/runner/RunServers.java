package org.mapperbench.jmh.runner;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.mapperbench.entities.adapter.AdapterConfig;
import org.mapperbench.entities.adapter.Backend;
import org.mapperbench.jmh.runner.core.RunSettings;
import org.mapperbench.jmh.runner.fork.BenchmarkJvm;
import org.mapperbench.jmh.runner.record.ResultsFolder;
import org.mapperbench.jmh.runner.server.CassandraSuiteServer;
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
    return StatsSidecar.start(results.stats(), Duration.ofMillis(settings.statsIntervalMillis()),
        StatsSources.forRun(BenchmarkJvm::running, targets, settings.properties()));
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
    return new AdapterConfig(contactPoints, localDc, settings.keyspace(), settings.consistencyLevels().get(0), jdbc,
        security);
  }
}
