package org.mapperbench.jmh.results.figures;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class WindowEventLogTest {
  @TempDir Path dir;

  @Test
  void should_read_flushes_and_compactions_of_the_suites_tables_and_of_cassandras_own() throws Exception {
    Path log = dir.resolve("system.log");
    Files.writeString(log, String.join("\n",
        "INFO  [MemtableFlushWriter:1] 2026-11-28 10:00:00,000 ColumnFamilyStore.java:1 - Enqueuing flush of"
            + " ks_one.users, Reason: USER_FORCED, Usage: 1 MiB (0%) on-heap",
        "INFO  [MemtableFlushWriter:1] 2026-11-28 10:00:00,500 Flushing.java:1 - Completed flushing"
            + " /n/data/ks_one/users-0a1b/nb-2-big-Data.db (1 MiB) for commitlog position",
        "INFO  [CompactionExecutor:2] 2026-11-28 10:00:03,000 CompactionTask.java:1 - Compacted (c0ffee) 4 sstables"
            + " to [/n/data/system/local-7ad5/nb-9-big,] to level=0.  1 MiB to 1 MiB in 1,500ms.  Read Throughput",
        "a line of no event",
        ""));

    List<WindowEventLog.Event> events = WindowEventLog.cassandraLog(log);

    assertThat(events).extracting(WindowEventLog.Event::kind)
        .containsExactly("flush of the suite's tables, USER_FORCED", "compaction of a system table");
    assertThat(events.get(0).end() - events.get(0).start()).isEqualTo(500);
    assertThat(events.get(1).end() - events.get(1).start()).isEqualTo(1500);
    assertThat(events.get(1).overlaps(events.get(1).start() - 10, events.get(1).start())).isTrue();
  }

  @Test
  void should_tell_the_suites_work_from_cassandras_own_and_from_pauses() {
    assertThat(WindowEventLog.suiteWork("flush of the suite's tables, MEMTABLE_LIMIT")).isTrue();
    assertThat(WindowEventLog.suiteWork("compaction of the suite's tables")).isTrue();
    assertThat(WindowEventLog.suiteWork("compaction of a system table")).isFalse();
    assertThat(WindowEventLog.suiteWork("client GC pause")).isFalse();
  }
}
