package org.mapperbench.jmh.results.model;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.InputStream;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.mapperbench.settings.ArrivalRate;
import org.mapperbench.settings.BenchSettings;
import org.mapperbench.settings.ProfileSettings;
import org.mapperbench.settings.RateSettings;

/** run.json's settings, new and old: each read with the registry's own setting. */
class RecordedSettingsTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  @Test
  void should_read_an_older_runs_settings_under_the_registrys_names() throws Exception {
    JsonNode run;
    try (InputStream in = getClass().getResourceAsStream("/model/current-run.json")) {
      run = JSON.readTree(in);
    }

    RecordedSettings settings = JSON.treeToValue(run, RunRecord.class).settings();

    assertThat(settings.get(BenchSettings.ROUNDS)).contains(5);
    assertThat(settings.get(BenchSettings.BUDGET)).contains(Duration.ofSeconds(3300));
    assertThat(settings.get(BenchSettings.OPERATIONS)).contains(List.of("roundTrip", "writeUser"));
    assertThat(settings.get(BenchSettings.CONSISTENCY)).contains(List.of("LOCAL_QUORUM"));
    assertThat(settings.get(BenchSettings.THREADS)).contains(List.of(4));
    assertThat(settings.get(BenchSettings.SHUFFLE)).contains(true);
    assertThat(settings.recorded(BenchSettings.SLOWDOWN)).as("not written by that run").isFalse();
    assertThat(settings.get(BenchSettings.SLOWDOWN)).isEmpty();
    assertThat(settings.given(BenchSettings.ROUNDS)).as("those runs kept what was given apart").isFalse();
  }

  @Test
  void should_read_an_older_runs_rate_mode_and_profiling_pass() {
    SettingsRecord older = new SettingsRecord(true, null, null, null, null, null, null, null, null, null, null, null,
        null, null, null, null, null, null, null, null, null, null, null, null, null, null,
        new SettingsRecord.RateMode(List.of("50%", "2000/s"), 10_000.0, 10, 16, Map.of("readOrder", 1), 5, 0.5),
        new SettingsRecord.ProfilePass(List.of("cpu", "alloc"), true), null, null);

    RecordedSettings settings = JSON.convertValue(JSON.valueToTree(older), RecordedSettings.class);

    assertThat(settings.get(RateSettings.RATES))
        .contains(List.of(new ArrivalRate(0.5, true), new ArrivalRate(2000, false)));
    assertThat(settings.get(RateSettings.P99_TARGET)).contains(Duration.ofMillis(10));
    assertThat(settings.get(RateSettings.PAUSE)).contains(Duration.ofNanos(500_000));
    assertThat(settings.get(RateSettings.MIX)).contains(Map.of("readOrder", 1));
    assertThat(settings.get(ProfileSettings.PROFILE)).contains(List.of("cpu", "alloc"));
    assertThat(settings.get(ProfileSettings.PROFILE_ONLY)).contains(true);
    assertThat(settings.get(BenchSettings.QUICK)).contains(true);
  }

  @Test
  void should_read_back_what_it_writes_value_and_given() {
    RecordedSettings settings = RecordedSettings.of(Map.of(
        BenchSettings.PRECISION.name(), new RecordedSettings.Value("0.05", false),
        BenchSettings.ADAPTERS.name(), new RecordedSettings.Value("jdbc-mariadb,driver4-native", true),
        BenchSettings.FAULT.name(), new RecordedSettings.Value(null, false)));

    RecordedSettings read = JSON.convertValue(JSON.valueToTree(settings), RecordedSettings.class);

    assertThat(read).isEqualTo(settings);
    assertThat(read.get(BenchSettings.ADAPTERS)).contains(List.of("jdbc-mariadb", "driver4-native"));
    assertThat(read.given(BenchSettings.ADAPTERS)).isTrue();
    assertThat(read.get(BenchSettings.PRECISION)).contains(0.05);
    assertThat(read.recorded(BenchSettings.FAULT)).isTrue();
    assertThat(read.get(BenchSettings.FAULT)).as("a default of none").isEmpty();
  }
}
