package org.mapperbench.jmh.runner.stats;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Optional;

/**
 * One response of the Docker Engine stats API ({@code GET /containers/{id}/stats}), reduced to what the docker CLI
 * shows, with the CLI's formulas: CPU % = container CPU delta / host CPU delta x online CPUs x 100, and memory =
 * usage less the page cache the kernel can drop at once (cgroup v2: {@code inactive_file}; cgroup v1:
 * {@code total_inactive_file}).
 *
 * @param cpuNanos {@code cpu_stats.cpu_usage.total_usage}
 * @param systemCpuNanos {@code cpu_stats.system_cpu_usage}: the host's CPU time, all cores
 * @param onlineCpus {@code cpu_stats.online_cpus}, or the length of {@code percpu_usage} for older daemons
 * @param preCpuNanos {@code precpu_stats.cpu_usage.total_usage}, 0 when the daemon sent no previous reading
 * @param preSystemCpuNanos {@code precpu_stats.system_cpu_usage}, 0 likewise
 * @param memoryBytes memory in use, without the reclaimable page cache
 */
record DockerStatsReading(
    long cpuNanos, long systemCpuNanos, int onlineCpus, long preCpuNanos, long preSystemCpuNanos, long memoryBytes) {

  static DockerStatsReading parse(JsonNode stats) {
    JsonNode cpu = stats.path("cpu_stats");
    JsonNode pre = stats.path("precpu_stats");
    int online = cpu.path("online_cpus").asInt(0);
    if (online == 0) {
      online = cpu.path("cpu_usage").path("percpu_usage").size();
    }
    return new DockerStatsReading(
        cpu.path("cpu_usage").path("total_usage").asLong(),
        cpu.path("system_cpu_usage").asLong(),
        online,
        pre.path("cpu_usage").path("total_usage").asLong(),
        pre.path("system_cpu_usage").asLong(),
        memoryWithoutCache(stats.path("memory_stats")));
  }

  /**
   * As the docker CLI has computed it since 19.03 (cli/command/container/stats_helpers.go): cgroup v1 subtracts
   * {@code total_inactive_file}, cgroup v2 {@code inactive_file}. Daemons too old to send either send {@code cache}.
   */
  private static long memoryWithoutCache(JsonNode memory) {
    long usage = memory.path("usage").asLong();
    JsonNode stats = memory.path("stats");
    JsonNode inactive = stats.has("total_inactive_file") ? stats.get("total_inactive_file")
        : stats.has("inactive_file") ? stats.get("inactive_file") : stats.path("cache");
    long reclaimable = inactive.asLong(0);
    return reclaimable < usage ? usage - reclaimable : usage;
  }

  /**
   * CPU % since {@code previous} (the sidecar's own earlier reading), or, for the first reading, since the
   * daemon's {@code precpu_stats} when it sent them. Empty when neither gives a delta, e.g. a stopped container.
   */
  Optional<Sample> since(DockerStatsReading previous) {
    long cpuDelta;
    long systemDelta;
    if (previous != null && previous.systemCpuNanos > 0) {
      cpuDelta = cpuNanos - previous.cpuNanos;
      systemDelta = systemCpuNanos - previous.systemCpuNanos;
    } else {
      cpuDelta = cpuNanos - preCpuNanos;
      systemDelta = preSystemCpuNanos > 0 ? systemCpuNanos - preSystemCpuNanos : 0;
    }
    if (systemCpuNanos <= 0 || systemDelta <= 0 || cpuDelta < 0) {
      return Optional.empty();
    }
    return Optional.of(new Sample(cpuDelta * 100.0 * onlineCpus / systemDelta, memoryBytes, null));
  }
}
