package org.mapperbench.jmh.bench;

import java.io.IOException;

/**
 * Prints the traits of the adapter on this classpath as properties ({@code AdapterTraits.toProperties}). The runner
 * calls it once per adapter before benchmarking: it proves the classpath holds exactly one working adapter and feeds
 * {@code run.json}.
 */
public final class DescribeAdapter {
  private DescribeAdapter() {}

  public static void main(String[] args) throws IOException {
    AdapterUnderTest.load().traits().toProperties().store(System.out, null);
  }
}
