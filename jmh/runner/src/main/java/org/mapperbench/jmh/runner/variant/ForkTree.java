package org.mapperbench.jmh.runner.variant;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * What one adapter's JVMs run on, exactly: the {@code java} of its JDK, its classpath (its own dependency tree and
 * the harness) and the flags its library needs in every JVM.
 */
public record ForkTree(String java, List<String> classpath, List<String> jvmFlags) {
  /** The runner's own {@code java}: the JDK the suite was built with. */
  public static final String RUNNER_JAVA =
      Path.of(System.getProperty("java.home"), "bin", "java").toString();

  public ForkTree {
    classpath = List.copyOf(classpath);
    jvmFlags = List.copyOf(jvmFlags);
  }

  /** The same tree with more on its classpath and more flags (the profiling pass's). */
  public ForkTree plus(List<String> moreClasspath, List<String> moreFlags) {
    List<String> cp = new ArrayList<>(classpath);
    cp.addAll(moreClasspath);
    List<String> flags = new ArrayList<>(jvmFlags);
    flags.addAll(moreFlags);
    return new ForkTree(java, cp, flags);
  }

  /** The same tree with the flags its library turned out to need. */
  public ForkTree withFlags(List<String> flags) {
    return new ForkTree(java, classpath, flags);
  }
}
