package org.mapperbench.protocol.metrics;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class GcLogTest {

  /** A variant's log name holds a ':', which -Xlog splits its option on unless the name is quoted. */
  @Test
  void should_quote_a_log_name_with_a_colon_and_only_that() {
    assertThat(GcLog.option(Path.of("/r/logs/driver4-native@profile:scylla-driver-1.gc.log")))
        .isEqualTo("-Xlog:gc:file=\"/r/logs/driver4-native@profile:scylla-driver-1.gc.log\""
            + ":time,uptime,level,tags:filecount=0");
    assertThat(GcLog.option(Path.of("/node/logs/gc.log")))
        .isEqualTo("-Xlog:gc:file=/node/logs/gc.log:time,uptime,level,tags:filecount=0");
  }
}
