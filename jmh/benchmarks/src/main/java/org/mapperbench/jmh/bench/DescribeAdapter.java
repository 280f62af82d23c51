package org.mapperbench.jmh.bench;

import java.io.IOException;
import java.util.Properties;
import org.mapperbench.entities.adapter.AdapterTraits;

/**
 * Prints the traits of the adapter on this classpath as properties. The runner calls it once per adapter before
 * benchmarking: it proves the classpath holds exactly one working adapter and feeds {@code run.json}.
 */
public final class DescribeAdapter {
  private DescribeAdapter() {}

  public static void main(String[] args) throws IOException {
    AdapterTraits traits = AdapterUnderTest.load().traits();
    Properties p = new Properties();
    p.setProperty("id", traits.id());
    p.setProperty("library", traits.library());
    p.setProperty("family", traits.family());
    p.setProperty("backend", traits.backend().name());
    p.setProperty("statements", traits.statements().name());
    p.setProperty("consistencyLevelSettable", Boolean.toString(traits.consistencyLevelSettable()));
    p.setProperty("conditionalUpdate", Boolean.toString(traits.conditionalUpdate()));
    p.setProperty("batching", traits.batching());
    p.setProperty("asynchrony", traits.asynchrony());
    p.setProperty("orderRelation", traits.orderRelation());
    p.setProperty("limitations", String.join("\n", traits.limitations()));
    p.setProperty("jvmFlags", String.join("\n", traits.jvmFlags()));
    traits.settings().forEach((name, value) -> p.setProperty("settings." + name, value));
    p.store(System.out, null);
  }
}
