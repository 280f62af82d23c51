package org.mapperbench.jmh.report.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mapperbench.jmh.results.figures.RunModel;
import org.mapperbench.jmh.results.SyntheticEntries;
import org.mapperbench.jmh.results.figures.RunResults;
import org.mapperbench.jmh.results.model.ProfileRecord.EventProfile;
import org.mapperbench.jmh.results.model.ProfileRecord;

/** A profiling pass of a mapper and its native: the split per call, what the mapper adds, and the requests. */
class ProfileSectionTest {
  private static final String CALL = "java/lang/Thread.run;org/mapperbench/jmh/bench/CrudBenchmarks.readUser;";
  private static final String HANDLER = "com/datastax/oss/driver/internal/core/cql/CqlRequestHandler.onResponse";
  private static final String CONVERT =
      "org/springframework/data/cassandra/core/convert/MappingCassandraConverter.read";

  @Test
  void should_split_each_call_and_name_the_frames_a_mapper_adds(@TempDir Path dir) throws Exception {
    RunResults run = SyntheticEntries.run(dir, Map.of(
        "driver4-native", List.of(SyntheticEntries.sample("readUser", 2, 4, 20, f -> 1000, 1)),
        "spring-data", List.of(SyntheticEntries.sample("readUser", 2, 4, 20, f -> 1400, 1))));
    // 100 calls: the native spends 20 us of CPU and 4,000 bytes a call in the driver; Spring Data as much, plus
    // 30 us and 8,000 bytes converting rows.
    profile(dir, "driver4-native", List.of(CALL + HANDLER + " 2000000"),
        List.of(CALL + HANDLER + ";byte[]_[i] 400000"));
    profile(dir, "spring-data", List.of(CALL + HANDLER + " 2000000", CALL + CONVERT + " 3000000"),
        List.of(CALL + HANDLER + ";byte[]_[i] 400000", CALL + CONVERT + ";java.util.HashMap_[i] 800000"));

    List<Doc.Block> blocks = ProfileSection.of(RunModel.of(run));

    assertThat(blocks.get(0)).isEqualTo(new Doc.Heading(2, "Where the time goes"));
    // added CPU, added bytes, the CPU split, the allocation split and the requests: each folded
    List<Doc.Table> tables = blocks.stream().filter(Doc.Details.class::isInstance).map(Doc.Details.class::cast)
        .map(d -> (Doc.Table) d.content().get(d.content().size() - 1)).toList();
    assertThat(tables).hasSize(5);
    Doc.Table cpu = tables.get(2);
    List<Doc.Cell> spring = cpu.rows().stream().filter(r -> r.get(1).text().equals("spring-data")).findFirst()
        .orElseThrow();
    assertThat(spring.get(cpu.header().indexOf("sampled")).text()).isEqualTo("50.0");
    assertThat(spring.get(cpu.header().indexOf("measured")).text()).isEqualTo("52.0");
    assertThat(spring.get(cpu.header().indexOf("mapper")).text()).isEqualTo("30.0");
    assertThat(spring.get(cpu.header().indexOf("driver")).text()).isEqualTo("20.0");
    assertThat(spring.get(spring.size() - 1).href()).isEqualTo("profiles/spring-data/readUser-cpu.html");
    assertThat(blocks).contains(new Doc.Bullets(List.of("spring-data over driver4-native: +30.0 µs of CPU (mapper"
        + " +30.0), its costliest frames MappingCassandraConverter.read (30.0 µs on readUser); +8,000 bytes of"
        + " allocation (mapper +8,000), its costliest frames MappingCassandraConverter.read (8,000 bytes on"
        + " readUser)."), Doc.Tone.PLAIN));
    assertThat(tables.get(0).rows().get(0)).extracting(Doc.Cell::text).containsExactly("spring-data", "readUser",
        "driver4-native", "+30.0", "mapper +30.0", "MappingCassandraConverter.read 30.0");
    assertThat(tables.get(4).rows().get(0).get(2).text()).isEqualTo("users.read 1.00");
  }

  @Test
  void should_say_nothing_of_a_run_without_the_pass(@TempDir Path dir) {
    RunResults run = SyntheticEntries.run(dir, Map.of("driver4-native",
        List.of(SyntheticEntries.sample("readUser", 2, 4, 20, f -> 1000, 1))));

    assertThat(ProfileSection.of(RunModel.of(run))).isEmpty();
  }

  private static void profile(Path dir, String adapter, List<String> cpu, List<String> alloc) throws Exception {
    Path folder = Files.createDirectories(dir.resolve(ProfileRecord.DIR).resolve(adapter));
    Files.write(folder.resolve("readUser-cpu.collapsed"), cpu);
    Files.write(folder.resolve("readUser-alloc.collapsed"), alloc);
    String at = ProfileRecord.DIR + "/" + adapter + "/readUser-";
    Double measured = adapter.equals("spring-data") ? 52_000.0 : null;
    ProfileRecord record = new ProfileRecord(adapter, "readUser", Map.of(
        "cpu", new EventProfile(100, "perf_events cpu-clock", measured, at + "cpu.collapsed", at + "cpu.html"),
        "alloc", new EventProfile(100, "JVMTI SampledObjectAlloc", null, at + "alloc.collapsed", at + "alloc.html")),
        200, Map.of("users.read", 1.0));
    RunResults.JSON.writeValue(dir.resolve(ProfileRecord.file(adapter)).toFile(), List.of(record));
  }
}
