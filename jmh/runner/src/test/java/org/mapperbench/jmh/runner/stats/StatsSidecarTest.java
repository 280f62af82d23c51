package org.mapperbench.jmh.runner.stats;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mapperbench.jmh.results.model.StatsSidecarRecord;

class StatsSidecarTest {

  /** A source that reports fixed figures, or throws, as the real backends do when a process is gone. */
  private record Fixed(String name, Sample figures) implements ProcessStatsSource {
    @Override
    public String describe() {
      return "fixed " + name;
    }

    @Override
    public Optional<Sample> sample() {
      if (figures == null) {
        throw new IllegalStateException("process 4242 is gone");
      }
      return Optional.of(figures);
    }
  }

  @Test
  void should_write_one_row_per_tick_per_source_marked_with_the_benchmark(@TempDir Path dir) throws Exception {
    StatsSidecar sidecar = StatsSidecar.start(dir.resolve("stats"), Duration.ofMillis(20),
        List.of(new Fixed("client", new Sample(150.0, 1_000L, null)), new Fixed("broken", null)));
    Thread.sleep(150);
    sidecar.benchmark("jdbc-mariadb writeUser x4");
    Thread.sleep(150);
    sidecar.close();

    List<String> client = Files.readAllLines(dir.resolve("stats/client.tsv"));
    assertThat(client.get(0)).isEqualTo("time\tcpu_percent\trss_bytes\theap_bytes\tbenchmark");
    assertThat(client.subList(1, client.size())).hasSizeGreaterThan(4).allMatch(row -> row.matches(
        "\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\.\\d{3}Z\t150\\.0\t1000\t\t(-|jdbc-mariadb writeUser x4)"));
    assertThat(client).anyMatch(row -> row.endsWith("\t-"))
        .anyMatch(row -> row.endsWith("\tjdbc-mariadb writeUser x4"));
    assertThat(Files.readAllLines(dir.resolve("stats/broken.tsv"))).as("a failing source writes nothing").hasSize(1);

    StatsSidecarRecord described = sidecar.describe();
    assertThat(described.intervalMillis()).isEqualTo(20L);
    assertThat(described.samples()).isEqualTo((long) client.size() - 1);
    assertThat(described.cpuPercentOfOneCore()).isBetween(0.0, 100.0);
    assertThat(sidecar.summary()).hasSize(2);
    assertThat(sidecar.summary().get(1)).contains("fixed broken").contains("process 4242 is gone");
  }

  @Test
  void should_leave_unknown_figures_empty_not_zero() {
    String row = StatsTsv.row(Instant.parse("2026-11-21T15:04:10.000218762Z"),
        new Sample(0.04, null, 419_430_400L), "-");
    assertThat(row).isEqualTo("2026-11-21T15:04:10.000Z\t0.0\t\t419430400\t-");
  }
}
