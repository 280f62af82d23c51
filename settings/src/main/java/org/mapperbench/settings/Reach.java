package org.mapperbench.settings;

/** The JVMs that read a setting, so the build knows where to pass it. */
public enum Reach {
  /** The surefire JVM of {@code ./mvnw verify}: conformance tests and server tests. */
  TEST,
  /** The runner of {@code ./mvnw verify -Pjmh}; the jmh profile passes it every setting that has this reach. */
  RUNNER,
  /** A benchmark's fork JVM, which gets what it needs from the runner, never from the user. */
  FORK
}
