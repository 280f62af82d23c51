package org.mapperbench.protocol.metrics;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ThreadKindTest {

  @Test
  void should_tell_the_jvm_s_threads_from_the_library_s_by_their_kernel_names() {
    assertThat(ThreadKind.of("C2 CompilerThre")).isEqualTo(ThreadKind.JIT);
    assertThat(ThreadKind.of("GC Thread#1")).isEqualTo(ThreadKind.GC);
    assertThat(ThreadKind.of("G1 Conc#0")).isEqualTo(ThreadKind.GC);
    assertThat(ThreadKind.of("VM Thread")).isEqualTo(ThreadKind.JVM);
    assertThat(ThreadKind.of("MemtableFlushWr")).isEqualTo(ThreadKind.STORAGE);
    assertThat(ThreadKind.of("CompactionExecu")).isEqualTo(ThreadKind.STORAGE);
    assertThat(ThreadKind.of("s0-io-1")).isEqualTo(ThreadKind.WORK);
    assertThat(ThreadKind.of("Native-Transpor")).isEqualTo(ThreadKind.WORK);
    assertThat(ThreadKind.of("mariadbd")).isEqualTo(ThreadKind.WORK);
  }
}
