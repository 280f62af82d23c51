package org.mapperbench.jmh.results.figures;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;
import static org.assertj.core.api.Assertions.within;

import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.mapperbench.jmh.results.figures.StackProfile.FrameCost;

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
  void should_count_reactor_as_the_reactive_mappers_own() {
    assertThat(FrameCategory.of("reactor/core/publisher/MonoZip.subscribe")).isEqualTo(FrameCategory.MAPPER);
    assertThat(FrameCategory.of("org/reactivestreams/Publisher.subscribe")).isEqualTo(FrameCategory.MAPPER);
    assertThat(FrameCategory.of("com/datastax/oss/driver/internal/core/cql/CqlRequestHandler.onResponse"))
        .isEqualTo(FrameCategory.DRIVER);
  }

  @Test
  void should_count_jnosql_and_its_cdi_container_as_the_mappers_own() {
    assertThat(FrameCategory.of("org/eclipse/jnosql/mapping/semistructured/EntityConverter.toEntity"))
        .isEqualTo(FrameCategory.MAPPER);
    assertThat(FrameCategory.of("org/jboss/weld/bean/proxy/ProxyMethodHandler.invoke")).isEqualTo(FrameCategory.MAPPER);
    assertThat(FrameCategory.of("jakarta/data/repository/CrudRepository.save")).isEqualTo(FrameCategory.MAPPER);
    assertThat(FrameCategory.of("org/jboss/logging/Logger.debugf")).isEqualTo(FrameCategory.LOGGING);
  }

  @Test
  void should_split_the_cost_per_call_by_whose_code_spent_it() {
    assertThat(SPRING.perCallByCategory())
        .containsEntry(FrameCategory.MAPPER, 1.1)
        .containsEntry(FrameCategory.JDK, 3.0)
        .containsEntry(FrameCategory.DRIVER, 2.0)
        .containsEntry(FrameCategory.NETTY_IO, 1.0)
        .containsEntry(FrameCategory.JVM, 0.5)
        .containsEntry(FrameCategory.JIT, 0.0)
        .containsEntry(FrameCategory.LOGGING, 0.2)
        .containsEntry(FrameCategory.OTHER, 0.0);
  }

  @Test
  void should_tell_the_jit_compilers_work_from_the_rest_of_the_jvms() {
    StackProfile warming = StackProfile.parse(Stream.of(
        "clone3;start_thread;Thread::call_run;CompileBroker::compiler_thread_loop;C2Compiler::compile_method 30",
        "clone3;start_thread;thread_native_entry;GCTaskThread::run 20",
        CALL + TEMPLATE + " 50"), 10);

    assertThat(warming.perCallByCategory()).containsEntry(FrameCategory.JIT, 3.0).containsEntry(FrameCategory.JVM, 2.0);
    assertThat(warming.steadyPerCall()).isCloseTo(7.0, within(1e-9));
  }

  @Test
  void should_give_an_allocation_sample_to_the_frame_that_allocated() {
    StackProfile alloc = StackProfile.parse(Stream.of(
        CALL + TEMPLATE + ";java/util/HashMap.resize;java.util.HashMap$Node[]_[i] 4096",
        CALL + TEMPLATE + ";byte[]_[k] 1024"), 4);

    assertThat(alloc.selfByFrame()).containsEntry("java/util/HashMap.resize", 4096L).containsEntry(TEMPLATE, 1024L);
  }

  @Test
  void should_give_a_mapper_frame_its_own_work_and_what_it_called_outside_the_driver() {
    assertThat(SPRING.mapperFrames(5)).extracting(FrameCost::frame, FrameCost::perCall).containsExactly(
        tuple(TEMPLATE, 4.2), tuple("org/hibernate/internal/SessionImpl.find", 0.1));
  }
}
