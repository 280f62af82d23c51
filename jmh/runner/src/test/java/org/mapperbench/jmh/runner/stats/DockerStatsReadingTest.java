package org.mapperbench.jmh.runner.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import org.junit.jupiter.api.Test;

class DockerStatsReadingTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  static String recorded(String name) throws IOException {
    try (InputStream in = DockerStatsReadingTest.class.getResourceAsStream("/docker/" + name)) {
      return new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
    }
  }

  private static DockerStatsReading parse(String name) throws IOException {
    return DockerStatsReading.parse(JSON.readTree(recorded(name)));
  }

  @Test
  void should_take_cpu_between_two_consecutive_one_shot_readings_on_cgroup_v2() throws IOException {
    DockerStatsReading first = parse("cgroup2-cassandra-1.json");
    DockerStatsReading second = parse("cgroup2-cassandra-2.json");

    assertThat(first.since(null)).as("one-shot readings carry no precpu_stats").isEmpty();
    Sample sample = second.since(first).orElseThrow();
    assertThat(sample.cpuPercent()).isCloseTo(90.0, within(1e-9));
    assertThat(sample.rssBytes()).isEqualTo(1_453_318_144L - 118_784_000L);
    assertThat(sample.heapBytes()).isNull();
  }

  @Test
  void should_use_the_daemons_precpu_stats_on_cgroup_v1() throws IOException {
    DockerStatsReading reading = parse("cgroup1-api-docs-example.json");

    Sample sample = reading.since(null).orElseThrow();
    double expected = (100_215_355.0 - 100_093_996.0) / (739_306_590_000_000.0 - 9_492_140_000_000.0) * 4 * 100;
    assertThat(sample.cpuPercent()).isCloseTo(expected, within(1e-15));
    assertThat(sample.rssBytes()).isEqualTo(6_537_216L);
  }

  @Test
  void should_subtract_total_inactive_file_on_cgroup_v1_as_the_docker_cli_does() throws IOException {
    JsonNode stats = JSON.readTree("""
        {"memory_stats": {"usage": 31395840, "stats": {"cache": 1146880, "inactive_file": 65536, \
        "total_inactive_file": 98304}},
         "cpu_stats": {"cpu_usage": {"total_usage": 2000, "percpu_usage": [1000, 1000]}, "system_cpu_usage": 40000},
         "precpu_stats": {"cpu_usage": {"total_usage": 1000}, "system_cpu_usage": 20000}}""");

    Sample sample = DockerStatsReading.parse(stats).since(null).orElseThrow();
    assertThat(sample.rssBytes()).isEqualTo(31_395_840L - 98_304L);
    assertThat(sample.cpuPercent()).as("online_cpus missing: the length of percpu_usage, 2")
        .isCloseTo(10.0, within(1e-9));
  }

  @Test
  void should_report_nothing_for_a_stopped_container() throws IOException {
    JsonNode stopped = JSON.readTree("""
        {"read": "0001-01-01T00:00:00Z", "cpu_stats": {"cpu_usage": {"total_usage": 0}, "throttling_data": {}},
         "precpu_stats": {"cpu_usage": {"total_usage": 0}, "throttling_data": {}}, "memory_stats": {}}""");

    DockerStatsReading reading = DockerStatsReading.parse(stopped);
    assertThat(reading.since(null)).isEmpty();
    assertThat(reading.since(parse("cgroup2-cassandra-1.json"))).isEmpty();
  }
}
