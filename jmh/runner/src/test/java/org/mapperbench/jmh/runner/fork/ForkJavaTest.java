package org.mapperbench.jmh.runner.fork;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.mapperbench.jmh.runner.core.RunSettings;
import org.mapperbench.jmh.runner.variant.ForkTree;

/** A fork JVM's own options come after its heap and before the user's, so that the user's win. */
class ForkJavaTest {
  @Test
  void ownOptionsSitBetweenTheHeapAndTheUsers() {
    Properties p = new Properties();
    p.setProperty("bench.clientJvmOptions", "-XX:-AlwaysPreTouch -Xss1m");
    ForkTree tree = new ForkTree("java", List.of("a.jar"), List.of());
    List<String> command = BenchmarkJvm.forkJava(RunSettings.from(p), tree);

    assertThat(command).containsSubsequence("java", "-Xms1g", "-Xmx1g", "-XX:+UseG1GC", "-XX:+AlwaysPreTouch",
        "-XX:-AlwaysPreTouch", "-Xss1m", "-cp", "a.jar");
  }
}
