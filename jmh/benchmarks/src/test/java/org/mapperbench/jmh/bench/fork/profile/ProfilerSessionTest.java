package org.mapperbench.jmh.bench.fork.profile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mapperbench.jmh.bench.fork.profile.ProfilerSession.Event;

/**
 * async-profiler in this JVM, as a profile fork runs it: a window of each event writes collapsed stacks, with this
 * test's own frames and their totals, and an HTML flame graph. Skipped where the library cannot load.
 */
class ProfilerSessionTest {
  private static volatile Object sink;

  @Test
  void should_write_collapsed_stacks_and_a_flame_graph_of_each_event(@TempDir Path dir) throws Exception {
    ProfilerSession session = load();

    for (Event event : Event.values()) {
      session.start(event, false);
      work(150);
      session.stop();
      work(100);
      session.start(event, true);
      work(150);
      session.stop();
      session.write(dir.resolve(event.id() + ".collapsed"), dir.resolve(event.id() + ".html"), "test " + event.id());

      List<String> stacks = Files.readAllLines(dir.resolve(event.id() + ".collapsed"));
      assertThat(stacks).anySatisfy(line -> assertThat(line).contains("ProfilerSessionTest.work")
          .matches(".* [0-9]+$"));
      assertThat(Files.readString(dir.resolve(event.id() + ".html"))).contains("test " + event.id());
    }
    assertThat(session.engine(Event.CPU)).isIn("perf_events cpu-clock", "ctimer");
  }

  private static ProfilerSession load() {
    try {
      return ProfilerSession.load();
    } catch (ProfilerSession.Unavailable e) {
      assumeTrue(false, e.getMessage());
      return null;
    }
  }

  /** Burns CPU and allocates for {@code millis}. */
  private static void work(long millis) {
    long end = System.nanoTime() + millis * 1_000_000;
    List<String> kept = new ArrayList<>();
    while (System.nanoTime() < end) {
      kept.add(Long.toString(System.nanoTime()));
      if (kept.size() > 10_000) {
        sink = kept;
        kept = new ArrayList<>();
      }
    }
    sink = kept;
  }
}
