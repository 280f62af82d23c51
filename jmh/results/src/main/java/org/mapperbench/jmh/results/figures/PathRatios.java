package org.mapperbench.jmh.results.figures;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.stream.Stream;
import org.mapperbench.jmh.results.model.DatasetRecord;
import org.mapperbench.jmh.results.model.ServerRecord;

/**
 * Each library against its family's native on two runs: one on the memtable path (no dataset) and one on a loaded
 * dataset, benchmark by benchmark and cost by cost, so that a reader sees how a library's share of a call moves when
 * the server's own work grows (docs/methodology.md, "A loaded dataset").
 */
public record PathRatios(RunResults memtable, RunResults dataset, List<Row> rows) {
  /** The costs a read's path changes: the latency a library adds to the server's and the server's own work. */
  public static final List<Cost> COSTS = List.of(Cost.MEAN_LATENCY, Cost.P99_LATENCY, Cost.SERVER_CPU,
      Cost.CLIENT_CPU);

  /** One library's benchmark and cost against its native, on each path. */
  public record Row(String adapter, String floor, String benchmark, Cost cost, Interval memtable, Interval dataset) {
    /**
     * Whether the ratio moved between the paths: the two 95% intervals do not overlap. Each interval covers its own
     * run's forks, so a move this test finds is one that varies between runs would not make.
     */
    public boolean moved() {
      return PathRatios.moved(memtable, dataset);
    }
  }

  /** Whether a ratio on the memtable path and the same ratio on a dataset moved: both known, and apart. */
  public static boolean moved(Interval memtable, Interval dataset) {
    return memtable.known() && dataset.known()
        && (memtable.high() < dataset.low() || dataset.high() < memtable.low());
  }

  /** Every library of {@code dataset} that {@code memtable} ran too, with its native in both, on every cost. */
  public static PathRatios of(RunResults memtable, RunResults dataset) {
    List<Row> rows = new ArrayList<>();
    for (String adapter : dataset.adapters()) {
      Optional<String> floor = dataset.floor(adapter).filter(f -> !f.equals(adapter));
      if (floor.isEmpty() || !memtable.adapters().contains(adapter)) {
        continue;
      }
      for (BenchmarkFigures own : dataset.figures()) {
        if (!own.adapter().equals(adapter) || own.throughput()) {
          continue;
        }
        Optional<BenchmarkFigures> base = find(dataset, floor.get(), own);
        Optional<BenchmarkFigures> ownBefore = find(memtable, adapter, own);
        Optional<BenchmarkFigures> baseBefore = ownBefore.flatMap(o -> find(memtable, floor.get(), own));
        if (base.isEmpty() || baseBefore.isEmpty()) {
          continue;
        }
        for (Cost cost : COSTS) {
          rows.add(new Row(adapter, floor.get(), own.shortLabel(), cost,
              cost.perNative(ownBefore.get(), baseBefore.get()), cost.perNative(own, base.get())));
        }
      }
    }
    return new PathRatios(memtable, dataset, rows);
  }

  /** The rows of one cost. */
  public List<Row> of(Cost cost) {
    return rows.stream().filter(r -> r.cost() == cost).toList();
  }

  private static Optional<BenchmarkFigures> find(RunResults run, String adapter, BenchmarkFigures like) {
    return run.figures().stream()
        .filter(f -> f.adapter().equals(adapter) && f.key().equals(like.key())).findFirst();
  }

  private static boolean sharesAPair(RunResults memtable, RunResults dataset) {
    return dataset.adapters().stream().anyMatch(adapter -> memtable.adapters().contains(adapter)
        && dataset.floor(adapter).filter(f -> !f.equals(adapter) && memtable.adapters().contains(f)).isPresent());
  }

  /** The users of the dataset a run's servers held, if it had one. */
  public static OptionalLong users(RunResults run) {
    for (ServerRecord server : run.record().servers().values()) {
      DatasetRecord d = server.dataset();
      if (d != null && d.users() != null) {
        return OptionalLong.of(d.users());
      }
    }
    return OptionalLong.empty();
  }

  /**
   * The newest run beside {@code dataset} (in the same results folder) that held no dataset, timed rounds, and ran at
   * least one of its libraries with that library's native: the memtable path the dataset run is read against when no
   * run is named.
   */
  public static Optional<RunResults> memtableBeside(RunResults dataset) {
    Path here = dataset.dir().toAbsolutePath().normalize();
    Path parent = here.getParent();
    if (parent == null || !Files.isDirectory(parent)) {
      return Optional.empty();
    }
    List<Path> folders;
    try (Stream<Path> list = Files.list(parent)) {
      folders = list.filter(p -> Files.isDirectory(p) && !Files.isSymbolicLink(p) && !p.equals(here)
          && !p.getFileName().toString().equals(dataset.id()))
          .sorted(Comparator.comparing((Path p) -> p.getFileName().toString()).reversed()).toList();
    } catch (IOException e) {
      return Optional.empty();
    }
    for (Path folder : folders) {
      RunResults candidate;
      try {
        candidate = RunResults.load(folder);
      } catch (RunResults.BadFolder e) {
        continue;
      }
      if (!candidate.profileOnly() && users(candidate).isEmpty() && sharesAPair(candidate, dataset)) {
        return Optional.of(candidate);
      }
    }
    return Optional.empty();
  }
}
