package org.mapperbench.jmh.report.render;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ResourceSectionTest {

  @Test
  void should_sum_up_each_adapters_samples_and_put_the_time_between_benchmarks_last(@TempDir Path dir)
      throws Exception {
    Path tsv = dir.resolve("cassandra.tsv");
    Files.writeString(tsv, String.join("\n",
        "time\tcpu_percent\trss_bytes\theap_bytes\tbenchmark",
        "2026-11-23T12:39:04Z\t20.0\t1048576\t\t-",
        "2026-11-23T12:39:05Z\t100.0\t2097152\t\tdriver4-native fork",
        "2026-11-23T12:39:06Z\t50.0\t4194304\t\tdriver4-native readUser x4",
        "2026-11-23T12:39:07Z\t30.0\t3145728\t\tjdbc-mariadb writeUser",
        "2026-11-23T12:39:08Z\t12.",
        ""));

    Map<String, ResourceSection.Summary> summaries = ResourceSection.summaries(tsv);

    assertThat(summaries.keySet()).containsExactly("driver4-native", "jdbc-mariadb", ResourceSection.BETWEEN_LABEL);
    ResourceSection.Summary driver = summaries.get("driver4-native");
    assertThat(driver.samples).isEqualTo(2);
    assertThat(driver.cpuSum / driver.samples).isCloseTo(75.0, within(1e-9));
    assertThat(driver.cpuMax).isEqualTo(100.0);
    assertThat(driver.rssMax).isEqualTo(4194304.0);
  }

  @Test
  void should_have_nothing_to_say_without_stats(@TempDir Path dir) {
    assertThat(ResourceSection.summaries(dir.resolve("missing.tsv"))).isEmpty();
  }
}
