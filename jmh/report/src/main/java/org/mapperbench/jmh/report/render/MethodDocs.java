package org.mapperbench.jmh.report.render;

/**
 * The sections of the repository's docs that explain how the report's figures are made. The report states its run's
 * figures and names the section that explains them, so that each explanation is written once, in the docs, where it
 * cannot drift from a second copy in the code. A reference is plain text: report.html refers to nothing outside
 * itself. {@code MethodDocsTest} holds every heading to its file.
 */
enum MethodDocs {
  PLUS_MINUS("methodology.md", "What ± means"),
  BORROWED("methodology.md", "Intervals that borrow strength"),
  LIBRARY_RATIO("methodology.md", "A library's one ratio"),
  MACHINE_NOISE("methodology.md", "The machine's own noise"),
  COMPILED_JVM("methodology.md", "Measuring a compiled JVM"),
  WHO_SPENT_THE_CPU("methodology.md", "Who spent the CPU"),
  SETTLED_SERVER("methodology.md", "A settled server"),
  IDLE_CPUS("methodology.md", "Idle CPUs and their wake-ups"),
  INTERLEAVED("methodology.md", "Interleaved windows"),
  ROWS_PER_CALL("methodology.md", "Rows per call"),
  DATASET("methodology.md", "A loaded dataset"),
  BOTH_PATHS("results.md", "The memtable path and a loaded dataset"),
  VERDICT("results.md", "How to read the verdict"),
  RESOURCE_USE("results.md", "Resource use"),
  MERGED_RUNS("results.md", "Merging runs"),
  STARTUP("results.md", "Start-up"),
  VARIANTS("variants.md", "Reading the answer"),
  CLUSTERS("clusters.md", "Clusters and consistency"),
  NODE_DOWN("clusters.md", "A node down"),
  RATE_RUNS("rate-mode.md", "What it runs"),
  RATE_FIGURES("rate-mode.md", "Corrected and service figures, and YCSB's `-target`"),
  RATE_WRITES("rate-mode.md", "What it writes"),
  RATE_LIMITS("rate-mode.md", "What the figures do not say"),
  PROFILE_RUNS("profiling.md", "What it runs"),
  PROFILE_SPLIT("profiling.md", "How the split is made"),
  PROFILE_FRAMES("profiling.md", "The mapper frames behind the added cost"),
  PROFILE_WHOLE("profiling.md", "Is the profile whole?"),
  PROFILE_REPEAT("profiling.md", "How much a second run moves them");

  /** Where the docs are, relative to the repository's root. */
  static final String FOLDER = "docs/";

  private final String file;
  private final String heading;

  MethodDocs(String file, String heading) {
    this.file = file;
    this.heading = heading;
  }

  /** The file, relative to the repository's root: {@code docs/methodology.md}. */
  String path() {
    return FOLDER + file;
  }

  /** The section's heading, exactly as the file writes it (backquotes included). */
  String heading() {
    return heading;
  }

  /** The reference as the report prints it: "(see docs/methodology.md, The machine's own noise)". */
  String see() {
    return "(see " + path() + ", " + heading.replace("`", "") + ")";
  }
}
