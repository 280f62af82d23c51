package org.mapperbench.jmh.bench.fork;

import org.mapperbench.jmh.bench.measure.AdapterUnderTest;
import java.io.IOException;

/**
 * Writes the traits of the adapter on this classpath as properties ({@code AdapterTraits.toProperties}) into the file
 * its one argument names. The runner calls it once per adapter before benchmarking: it proves the classpath holds
 * exactly one working adapter and feeds {@code run.json}. Its console is the library's, for the log alone.
 */
public final class DescribeAdapter {
  private DescribeAdapter() {}

  public static void main(String[] args) throws IOException {
    try (var out = java.nio.file.Files.newBufferedWriter(java.nio.file.Path.of(args[0]))) {
      AdapterUnderTest.load().traits().toProperties().store(out, null);
    }
  }
}
