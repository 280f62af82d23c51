package org.mapperbench.jmh.results.merge;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.stream.Stream;
import org.mapperbench.jmh.results.figures.SuiteNames;

/**
 * A run's files beside its records, into the merged folder: its fork JVMs' and servers' logs and its stats
 * timelines, each fork's GC log under its round as the merged run numbers it. Its filed forks ({@code forks/}) stay
 * behind: they are what a resume reloads, and a merged run is not resumed. The first run's logs keep their names; a
 * later run's servers' logs go into {@code logs/server/run<k>-<node>} and its fork JVMs' console logs into
 * {@code <adapter>.run<k>.log}.
 */
final class MergedFiles {
  private MergedFiles() {}

  /** @param index the run's place in the merge, from 1 */
  static void copy(MergedRecord.Source source, int index, Path into) throws IOException {
    String tag = index == 1 ? "" : "run" + index;
    Path logs = source.dir().resolve(SuiteNames.LOGS_DIR);
    if (Files.isDirectory(logs)) {
      try (Stream<Path> files = Files.walk(logs)) {
        for (Path file : files.filter(Files::isRegularFile).toList()) {
          Path target = into.resolve(SuiteNames.LOGS_DIR).resolve(name(logs.relativize(file), source.offset(), tag));
          Files.createDirectories(target.getParent());
          Files.copy(file, target);
        }
      }
    }
    appendStats(source.dir().resolve(SuiteNames.STATS_DIR), into.resolve(SuiteNames.STATS_DIR));
  }

  /** Where a log of the run goes in the merged folder's logs. */
  private static Path name(Path relative, int offset, String tag) {
    String file = relative.getFileName().toString();
    if (tag.isEmpty()) {
      return relative;
    }
    if (relative.getNameCount() > 2 && relative.startsWith("server")) {
      // logs/server/<node>/<file>: each run's servers were nodes of their own
      Path rest = relative.subpath(2, relative.getNameCount());
      return Path.of("server", tag + "-" + relative.getName(1)).resolve(rest.toString());
    }
    String moved = RunMerge.shiftGcLog(file, offset);
    if (!moved.equals(file)) {
      return relative.resolveSibling(moved);
    }
    int dot = file.indexOf('.');
    String renamed = dot < 0 ? file + "." + tag : file.substring(0, dot) + "." + tag + file.substring(dot);
    return relative.resolveSibling(renamed);
  }

  /** Each timeline's samples after the runs' before it, under one header. */
  private static void appendStats(Path from, Path to) throws IOException {
    if (!Files.isDirectory(from)) {
      return;
    }
    Files.createDirectories(to);
    try (Stream<Path> files = Files.list(from)) {
      for (Path file : files.filter(f -> f.toString().endsWith(".tsv")).toList()) {
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        Path target = to.resolve(file.getFileName());
        List<String> rows = Files.exists(target) && !lines.isEmpty() ? lines.subList(1, lines.size()) : lines;
        Files.write(target, rows, StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
      }
    }
  }
}
