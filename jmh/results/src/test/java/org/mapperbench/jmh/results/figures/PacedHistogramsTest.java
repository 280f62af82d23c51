package org.mapperbench.jmh.results.figures;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogProcessor;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mapperbench.jmh.results.figures.PacedHistograms.Figure;
import org.mapperbench.protocol.metrics.CallTimes;

class PacedHistogramsTest {
  private static final long MS = 1_000_000L;

  /**
   * 1,000 calls a second for 5 seconds, each served in 1 ms, but for a server that stops answering from 1.0 s to
   * 1.2 s: the 200 calls due meanwhile all return at 1.2 s, four of them issued (one per worker) and the rest waiting.
   * The four stalled service times stay below the p99.9 of 5,000 calls.
   */
  static CallTimes stalledRun() {
    int n = 5000;
    long[] due = new long[n];
    long[] start = new long[n];
    long[] end = new long[n];
    for (int k = 0; k < n; k++) {
      due[k] = k * MS;
      boolean stalled = due[k] >= 1000 * MS && due[k] < 1200 * MS;
      start[k] = stalled && k >= 1004 ? 1200 * MS : due[k];
      end[k] = stalled ? 1200 * MS + MS : due[k] + MS;
    }
    return new CallTimes(1000, 4, 5000 * MS, 1_700_000_000_000L, List.of("readUser"), due, start, end, new byte[n],
        new boolean[n]);
  }

  @Test
  void should_count_the_stall_in_the_corrected_figure_only() {
    CallTimes run = stalledRun();
    Histogram corrected = PacedHistograms.of(run, Figure.CORRECTED);
    Histogram service = PacedHistograms.of(run, Figure.SERVICE);

    assertThat(corrected.getTotalCount()).isEqualTo(5000);
    assertThat(corrected.getValueAtPercentile(99.9)).isGreaterThanOrEqualTo(190 * MS);
    assertThat(service.getValueAtPercentile(99.9)).isLessThan(2 * MS);
    assertThat(service.getMaxValue()).isGreaterThanOrEqualTo(200 * MS);
  }

  /** The interval log is HdrHistogram's own: its processor reads it and finds every call and the same tail. */
  @Test
  void should_write_a_log_that_hdrhistograms_processor_reads(@TempDir Path dir) throws Exception {
    CallTimes run = stalledRun();
    Path log = dir.resolve(PacedHistograms.LOG_FILE);
    PacedHistograms.writeLog(run, log, "[mapper-bench paced run: readUser at 1000/s]");
    Path out = dir.resolve("corrected.csv");

    // -v: the processor exits the JVM on a line it cannot read, unless verbose; run(), not start(): synchronously.
    new HistogramLogProcessor(new String[] {"-i", log.toString(), "-o", out.toString(), "-tag", "corrected", "-csv",
        "-v"}).run();

    List<String> rows = Files.readAllLines(out).stream().filter(r -> !r.startsWith("#")).toList();
    assertThat(rows.get(0)).startsWith("\"Timestamp\",\"Int_Count\"");
    long counted = rows.stream().skip(1).mapToLong(r -> Long.parseLong(r.split(",")[1])).sum();
    assertThat(counted).isEqualTo(5000);
    String[] last = rows.get(rows.size() - 1).split(",");
    double total999Millis = Double.parseDouble(last[9]);
    double ours = PacedHistograms.of(run, Figure.CORRECTED).getValueAtPercentile(99.9) / 1e6;
    assertThat(total999Millis).isCloseTo(ours, within(0.5));
  }

  @Test
  void should_show_the_stall_in_the_second_it_ended(@TempDir Path dir) throws Exception {
    Path log = dir.resolve(PacedHistograms.LOG_FILE);
    PacedHistograms.writeLog(stalledRun(), log, "test");

    Map<Double, double[]> perSecond = PacedHistograms.perInterval(log, Figure.CORRECTED, 50, 99);

    assertThat(perSecond).containsOnlyKeys(0.0, 1.0, 2.0, 3.0, 4.0, 5.0);
    assertThat(perSecond.get(0.0)[1]).isLessThan(2 * MS);
    assertThat(perSecond.get(1.0)[1]).isGreaterThanOrEqualTo(190 * MS);
    assertThat(perSecond.get(2.0)[1]).isLessThan(2 * MS);
  }
}
