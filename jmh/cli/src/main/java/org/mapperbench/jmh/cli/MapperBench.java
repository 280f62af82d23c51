package org.mapperbench.jmh.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import org.mapperbench.jmh.report.Report;
import org.mapperbench.jmh.cli.check.CheckResults;
import org.mapperbench.jmh.cli.check.Compare;
import org.mapperbench.jmh.cli.check.Gate;
import org.mapperbench.jmh.cli.check.VarianceReport;
import org.mapperbench.jmh.report.summary.ReferencePage;
import org.mapperbench.jmh.results.ReportWriter;
import org.mapperbench.jmh.results.figures.Cost;
import org.mapperbench.settings.AdapterIds;
import org.mapperbench.settings.BenchSettings;
import org.mapperbench.settings.Parsers;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine;

/** {@code scripts/mapper-bench}: the suite's tools for results folders and servers, one command each. */
// INHERIT: each command answers its own --help, as a user types first.
@Command(name = "mapper-bench", mixinStandardHelpOptions = true, scope = CommandLine.ScopeType.INHERIT,
    version = "mapper-bench 0.1.0",
    description = "Reads, compares and checks the results folders of benchmark runs (./mvnw verify -Pjmh).",
    subcommands = {MapperBench.ReportCommand.class, MapperBench.CompareCommand.class, MapperBench.PathsCommand.class,
        MapperBench.CheckCommand.class,
        MapperBench.VarianceCommand.class, MapperBench.GateCommand.class, MergeCommand.class,
        MapperBench.ReferenceCommand.class, StopServers.class,
        CommandLine.HelpCommand.class})
public final class MapperBench implements Runnable {
  private static final String LATEST = "results/latest";

  @CommandLine.Spec
  private CommandLine.Model.CommandSpec spec;
  final PrintStream out;
  final PrintStream err;

  private MapperBench(PrintStream out, PrintStream err) {
    this.out = out;
    this.err = err;
  }

  @Override
  public void run() {
    throw new CommandLine.ParameterException(spec.commandLine(), "name a command");
  }

  public static void main(String[] args) {
    System.exit(run(args, System.out, System.err));
  }

  /** Runs one command; a mistake in the arguments is exit 2, a failure exit 1, each with one line. */
  public static int run(String[] args, PrintStream out, PrintStream err) {
    CommandLine cli = new CommandLine(new MapperBench(out, err));
    if (args.length > 0 && !args[0].startsWith("-") && !cli.getSubcommands().containsKey(args[0])) {
      // Before picocli, which answers "frobnicate --help" with the launcher's help and exit 0.
      err.println("mapper-bench: no command '" + args[0] + "' (scripts/mapper-bench help)");
      return 2;
    }
    cli.setOut(new PrintWriter(out, true, StandardCharsets.UTF_8));
    cli.setErr(new PrintWriter(err, true, StandardCharsets.UTF_8));
    cli.setParameterExceptionHandler((e, given) -> {
      String name = e.getCommandLine().getCommandName();
      err.println(name + ": " + e.getMessage() + " (scripts/mapper-bench help"
          + (e.getCommandLine() == cli ? "" : " " + name) + ")");
      return 2;
    });
    cli.setExecutionExceptionHandler((e, command, parsed) -> {
      err.println(command.getCommandName() + ": " + ReportWriter.firstLine(e));
      return 1;
    });
    return cli.execute(args);
  }

  @Command(name = "report", description = "Writes a run's results.json, charts, report.md and report.html again.")
  static final class ReportCommand implements Callable<Integer> {
    @CommandLine.ParentCommand
    MapperBench parent;

    @Parameters(arity = "0..1", defaultValue = LATEST, paramLabel = "<run>", description = "default: ${DEFAULT-VALUE}")
    Path folder;

    @Option(names = "--memtable", paramLabel = "<run>", description = {"for a run on a loaded dataset: the run"
        + " without one to read it against (default: the newest beside it)"})
    Path memtable;

    @Override
    public Integer call() throws IOException {
      parent.out.println("report: " + (memtable == null ? Report.write(folder) : Report.write(folder, memtable)));
      return 0;
    }
  }

  @Command(name = "compare", description = {"Two runs benchmark by benchmark: B/A with its interval, a verdict only"
      + " where the interval excludes 1, B/A of the per-call costs, and what differs between their settings."})
  static final class CompareCommand implements Callable<Integer> {
    @CommandLine.ParentCommand
    MapperBench parent;

    @Parameters(index = "0", paramLabel = "<A>", description = "the run to compare with, e.g. before a change")
    Path a;

    @Parameters(index = "1", paramLabel = "<B>", description = "the run compared, e.g. after it")
    Path b;

    @Option(names = "--markdown", description = "write markdown, e.g. for a pull request")
    boolean markdown;

    @Option(names = "--min-effect", paramLabel = "<share>", converter = ShareConverter.class,
        description = "call a difference smaller than this the same, e.g. 5%% (default: any)")
    double minEffect;

    @Override
    public Integer call() {
      return Compare.run(a, b, markdown, minEffect, parent.out, parent.err);
    }
  }

  @Command(name = "paths", description = {"Each library against its native on the memtable path (a run without a"
      + " dataset) and on a loaded dataset (a run with -Dbench.dataset), cost by cost, with intervals."})
  static final class PathsCommand implements Callable<Integer> {
    @CommandLine.ParentCommand
    MapperBench parent;

    @Parameters(index = "0", paramLabel = "<memtable>", description = "a run without a dataset")
    Path memtable;

    @Parameters(index = "1", paramLabel = "<dataset>", description = "the same libraries on a loaded dataset")
    Path dataset;

    @Override
    public Integer call() {
      return org.mapperbench.jmh.cli.check.Paths.run(memtable, dataset, parent.out, parent.err);
    }
  }

  @Command(name = "check", description = {"Checks a run as CI does: every adapter's benchmarks there and verified"
      + " against the server's counters, run.json, the stats timelines and the report. Exit 1 with one line per"
      + " problem."})
  static final class CheckCommand implements Callable<Integer> {
    @CommandLine.ParentCommand
    MapperBench parent;

    @Parameters(index = "0", arity = "0..1", defaultValue = LATEST, paramLabel = "<run>",
        description = "default: ${DEFAULT-VALUE}")
    Path folder;

    @Parameters(index = "1..*", paramLabel = "<adapter>", description = "default: every module under adapters/")
    List<String> adapters = List.of();

    @Option(names = "--kind", paramLabel = "<kind>",
        description = "require every server to be of this kind, e.g. container")
    String kind;

    @Option(names = "--fault", description = "check a -Dbench.fault=node-down run instead")
    boolean fault;

    @Override
    public Integer call() throws IOException {
      return CheckResults.run(folder, adapters.isEmpty() ? everyAdapter() : AdapterIds.canonical(adapters), kind,
          fault, parent.out);
    }

    private static List<String> everyAdapter() throws IOException {
      Path root = Path.of(BenchSettings.ROOT.get(System.getProperties()));
      try (Stream<Path> dirs = Files.list(root.resolve("adapters"))) {
        return dirs.filter(d -> Files.exists(d.resolve("pom.xml"))).map(d -> d.getFileName().toString()).sorted()
            .toList();
      }
    }
  }

  @Command(name = "gate", description = {"A release gate: exit 1, with one line per cell, where a variant of the run's"
      + " Versions part costs more than the first of its library by more than a threshold, its whole 95%% interval"
      + " above it; exit 2 when the run cannot be gated. See docs/variants.md, \"A release gate\"."})
  static final class GateCommand implements Callable<Integer> {
    @CommandLine.ParentCommand
    MapperBench parent;

    @Parameters(arity = "0..1", defaultValue = LATEST, paramLabel = "<run>", description = "default: ${DEFAULT-VALUE}")
    Path folder;

    @Option(names = "--max", paramLabel = "<cost>=<share>", split = ",",
        description = "how much more a cost may be, e.g. client-cpu=10%%,alloc=1%%; costs: requests, alloc,"
            + " client-cpu, client-gc, server-cpu, mean, p99 (defaults: docs/variants.md)")
    Map<String, String> max = Map.of();

    @Override
    public Integer call() {
      Map<Cost, Double> thresholds = new java.util.EnumMap<>(Cost.class);
      max.forEach((key, value) -> thresholds.put(Cost.byKey(key).orElseThrow(() -> new CommandLine.ParameterException(
          parent.spec.commandLine(), "--max: no cost '" + key + "'")), threshold(key, value)));
      return Gate.run(folder, thresholds, parent.out);
    }

    private double threshold(String key, String value) {
      try {
        double share = value.endsWith("%") ? Double.parseDouble(value.substring(0, value.length() - 1)) / 100
            : Double.parseDouble(value);
        if (share >= 0) {
          return share;
        }
      } catch (NumberFormatException e) {
        // said below
      }
      throw new CommandLine.ParameterException(parent.spec.commandLine(),
          "--max " + key + " wants a share such as 5% or 0.05, not '" + value + "'");
    }
  }

  @Command(name = "reference", description = {"Makes a run the reference the docs quote: its summary to"
      + " docs/reference/ (default.json, quick.json for a quick run, dataset.json for a run on a loaded dataset),"
      + " a default run's verdict chart to"
      + " docs/images/verdict.png, and docs/reference.md written again. See CONTRIBUTING.md."})
  static final class ReferenceCommand implements Callable<Integer> {
    @CommandLine.ParentCommand
    MapperBench parent;

    @Parameters(arity = "0..1", defaultValue = LATEST, paramLabel = "<run>", description = "default: ${DEFAULT-VALUE}")
    Path folder;

    @Override
    public Integer call() throws IOException {
      parent.out.println("reference: " + ReferencePage.adopt(folder,
          Path.of(BenchSettings.ROOT.get(System.getProperties()))));
      return 0;
    }
  }

  @Command(name = "variance", description = {"Each benchmark's spread between forks and between a fork's iterations,"
      + " its warm-up drift and the forks a 5%% interval needs: the measurement behind the run defaults."})
  static final class VarianceCommand implements Callable<Integer> {
    @CommandLine.ParentCommand
    MapperBench parent;

    @Parameters(paramLabel = "<run>")
    Path folder;

    @Override
    public Integer call() {
      VarianceReport.print(folder, parent.out);
      return 0;
    }
  }

  /** The settings' own parser of shares, so that 5% means the same here as in -Dbench.precision. */
  static final class ShareConverter implements CommandLine.ITypeConverter<Double> {
    @Override
    public Double convert(String value) {
      try {
        return Parsers.SHARE.parse("min-effect", value);
      } catch (org.mapperbench.settings.BadSetting e) {
        throw new CommandLine.TypeConversionException("wants a share such as 5% or 0.05, not '" + value + "'");
      }
    }
  }
}
