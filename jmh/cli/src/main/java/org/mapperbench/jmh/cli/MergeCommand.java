package org.mapperbench.jmh.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.concurrent.Callable;
import org.mapperbench.jmh.report.Report;
import org.mapperbench.jmh.results.merge.RunMerge;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** The launcher's door to {@link RunMerge}: the merged folder, then its report, as a run's own. */
@Command(name = "merge", description = {"Merges runs of the same code, versions, settings, adapters and servers, made"
    + " on several machines or one after another, into one results folder that report, gate and check read; each"
    + " run's rounds stay a block of the pairing. See docs/results.md, \"Merging runs\"."})
final class MergeCommand implements Callable<Integer> {
  @CommandLine.ParentCommand
  MapperBench parent;

  @Parameters(arity = "2..*", paramLabel = "<run>", description = "two runs' folders or more, in the order to number"
      + " their rounds")
  List<Path> runs;

  @Option(names = "--into", paramLabel = "<folder>", description = "a new folder (default: results/<now>-merged)")
  Path into;

  @Override
  public Integer call() throws IOException {
    Path folder = into != null ? into : Path.of("results",
        LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH-mm-ss")) + "-merged");
    RunMerge.Merged merged;
    try {
      merged = RunMerge.merge(runs, folder);
    } catch (RunMerge.Refused e) {
      parent.err.println("merge: " + e.getMessage());
      return 2;
    }
    parent.out.println("merge: " + merged.runs() + " runs, " + merged.rounds() + " rounds into " + merged.dir());
    parent.out.println("report: " + Report.write(merged.dir()));
    return 0;
  }
}
