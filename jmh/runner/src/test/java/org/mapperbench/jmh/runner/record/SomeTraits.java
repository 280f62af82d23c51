package org.mapperbench.jmh.runner.record;

import java.util.List;
import java.util.Map;
import org.mapperbench.entities.adapter.AdapterTraits.StatementStyle;
import org.mapperbench.entities.adapter.AdapterTraits;
import org.mapperbench.entities.adapter.Backend;

/** Traits an adapter's JVM could describe, for tests of what the runner records. */
public final class SomeTraits {
  private SomeTraits() {}

  public static AdapterTraits of(String id, Backend backend, List<String> limitations, Map<String, String> settings) {
    return AdapterTraits.builder(id, id.toUpperCase()).family(id.split("-")[0]).backend(backend)
        .statements(StatementStyle.PREPARED).batching("one batch").asynchrony("none").orderRelation("adapter code")
        .limitations(limitations).settings(settings).build();
  }

  public static AdapterTraits of(String id, Backend backend) {
    return of(id, backend, List.of(), Map.of());
  }
}
