package org.mapperbench.jmh.report.figures;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;
import static org.assertj.core.api.Assertions.within;

import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.mapperbench.jmh.report.figures.StackProfile.FrameCost;

/** Collapsed stacks as async-profiler writes them, with the total counter, reduced to costs per call. */
class StackProfileTest {
  private static final String CALL = "java/lang/Thread.run;org/mapperbench/jmh/bench/CrudBenchmarks.readUser;";
  private static final String TEMPLATE = "org/springframework/data/cassandra/core/CassandraTemplate.selectOne";
  private static final String HANDLER = "com/datastax/oss/driver/internal/core/cql/CqlRequestHandler.onResponse";
  private static final String WRITE = "sun/nio/ch/SocketChannelImpl.write";

  private static final StackProfile SPRING = StackProfile.parse(Stream.of(
      CALL + TEMPLATE + ";java/lang/reflect/Method.invoke 300",
      CALL + TEMPLATE + " 100",
      CALL + HANDLER + " 200",
      "io/netty/channel/nio/NioEventLoop.run;" + WRITE + ";__write;entry_SYSCALL_64_[k] 100",
      "clone3;start_thread;thread_native_entry;GCTaskThread::run 50",
      CALL + TEMPLATE + ";org/slf4j/impl/Log4jLoggerAdapter.debug 20",
      CALL + "org/hibernate/internal/SessionImpl.find_[j] 10",
      ""), 100);

  @Test
  void should_give_each_sample_to_its_innermost_java_frame() {
    assertThat(SPRING.selfByFrame()).containsEntry(WRITE, 100L).containsEntry(StackProfile.JVM_FRAME, 50L)
        .containsEntry("org/hibernate/internal/SessionImpl.find", 10L).containsEntry(TEMPLATE, 100L);
    assertThat(SPRING.perCall()).isCloseTo(7.8, within(1e-9));
  }

  @Test
  void should_split_the_cost_per_call_by_whose_code_spent_it() {
    assertThat(SPRING.perCallByCategory())
        .containsEntry(FrameCategory.MAPPER, 1.1)
        .containsEntry(FrameCategory.JDK, 3.0)
        .containsEntry(FrameCategory.DRIVER, 2.0)
        .containsEntry(FrameCategory.NETTY_IO, 1.0)
        .containsEntry(FrameCategory.JVM, 0.5)
        .containsEntry(FrameCategory.LOGGING, 0.2)
        .containsEntry(FrameCategory.OTHER, 0.0);
  }

  @Test
  void should_give_an_allocation_sample_to_the_frame_that_allocated() {
    StackProfile alloc = StackProfile.parse(Stream.of(
        CALL + TEMPLATE + ";java/util/HashMap.resize;java.util.HashMap$Node[]_[i] 4096",
        CALL + TEMPLATE + ";byte[]_[k] 1024"), 4);

    assertThat(alloc.selfByFrame()).containsEntry("java/util/HashMap.resize", 4096L).containsEntry(TEMPLATE, 1024L);
  }

  @Test
  void should_rank_frames_by_their_own_cost_and_by_what_they_add_over_the_native() {
    StackProfile nativeDriver = StackProfile.parse(Stream.of(
        CALL + HANDLER + " 300",
        "io/netty/channel/nio/NioEventLoop.run;" + WRITE + " 200"), 200);

    assertThat(SPRING.top(2)).extracting(FrameCost::frame).containsExactly("java/lang/reflect/Method.invoke", HANDLER);
    assertThat(SPRING.addedOver(nativeDriver, 10)).extracting(FrameCost::frame, FrameCost::added)
        .startsWith(tuple("java/lang/reflect/Method.invoke", 3.0), tuple(TEMPLATE, 1.0))
        .contains(tuple(HANDLER, 0.5))
        .doesNotContain(tuple(WRITE, 0.0));
  }
}
