package org.mapperbench.jmh.runner.stats;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import java.util.stream.Stream;
import oshi.SystemInfo;
import oshi.software.os.OSProcess;
import oshi.software.os.OperatingSystem;

/**
 * Processes on this machine, read through OSHI: CPU % from the change in user + kernel time between two samples
 * over the wall time between them, and resident memory. A tree (the benchmark JVM that JMH runs in, and the forks
 * it starts) is summed.
 */
public final class LocalProcessSource implements ProcessStatsSource {
  private final String name;
  private final String description;
  private final Supplier<List<ProcessHandle>> members;
  private Map<Long, Long> previousCpuMillis = Map.of();
  private long previousWallNanos;
  private boolean primed;

  private LocalProcessSource(String name, String description, Supplier<List<ProcessHandle>> members) {
    this.name = name;
    this.description = description;
    this.members = members;
  }

  /** One process, e.g. a server's. */
  public static LocalProcessSource process(String name, ProcessHandle process) {
    return new LocalProcessSource(name, "local pid " + process.pid() + " (OSHI)", () -> List.of(process));
  }

  /** The processes {@code roots} names at each tick, with all their descendants, summed; none when it names none. */
  public static LocalProcessSource tree(String name, String what, Supplier<List<ProcessHandle>> roots) {
    return new LocalProcessSource(name, what + " and its descendants, summed (OSHI)",
        () -> roots.get().stream().flatMap(r -> Stream.concat(Stream.of(r), r.descendants())).toList());
  }

  @Override
  public String name() {
    return name;
  }

  @Override
  public String describe() {
    return description;
  }

  @Override
  public Optional<Sample> sample() {
    long wallNanos = System.nanoTime();
    Map<Long, Long> cpuMillis = new HashMap<>();
    long cpuDeltaMillis = 0;
    long rss = 0;
    OperatingSystem os = Oshi.OS;
    for (ProcessHandle handle : members.get()) {
      OSProcess process = os.getProcess((int) handle.pid());
      if (process == null || process.getState() == OSProcess.State.INVALID) {
        continue; // ended since the list was taken
      }
      long cpu = process.getUserTime() + process.getKernelTime();
      cpuMillis.put(handle.pid(), cpu);
      // A process not seen at the previous tick started since then, so all of its CPU time falls in this interval.
      cpuDeltaMillis += cpu - previousCpuMillis.getOrDefault(handle.pid(), 0L);
      rss += process.getResidentMemory();
    }
    boolean first = !primed;
    long wallDelta = wallNanos - previousWallNanos;
    primed = true;
    previousCpuMillis = cpuMillis;
    previousWallNanos = wallNanos;
    if (first || cpuMillis.isEmpty()) {
      return Optional.empty(); // CPU % needs two readings; an empty tree has nothing to say
    }
    return Optional.of(new Sample(Sample.cpuPercent(cpuDeltaMillis * 1_000_000, wallDelta), rss, null));
  }

  /**
   * One OSHI entry point for all sources, built at the first sample: on the sidecar's thread, so its cost counts as
   * the sidecar's, and a platform OSHI cannot load on costs samples rather than the run.
   */
  private static final class Oshi {
    static final OperatingSystem OS = new SystemInfo().getOperatingSystem();
  }
}
