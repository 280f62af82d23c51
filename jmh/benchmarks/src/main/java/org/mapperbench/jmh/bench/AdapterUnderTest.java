package org.mapperbench.jmh.bench;

import java.util.List;
import java.util.ServiceLoader;
import org.mapperbench.entities.adapter.AdapterConfig;
import org.mapperbench.entities.adapter.MapperAdapter;
import org.mapperbench.entities.data.IdSpace;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * The one adapter on this JVM's classpath, opened once per trial and shared by all benchmark threads. Each JVM
 * runs exactly one adapter's dependency tree, so the service loader finds exactly one.
 */
@State(Scope.Benchmark)
public class AdapterUnderTest {
  MapperAdapter adapter;
  long idSpace;

  @Setup(Level.Trial)
  public void open() {
    adapter = load();
    adapter.open(AdapterConfig.fromProperties(System.getProperties()));
    idSpace = IdSpace.claim();
  }

  @TearDown(Level.Trial)
  public void close() {
    adapter.close();
    CallLedger.writeTo(System.getProperty(CallLedger.DIR_PROPERTY), idSpace);
  }

  static MapperAdapter load() {
    List<MapperAdapter> found = ServiceLoader.load(MapperAdapter.class).stream().map(ServiceLoader.Provider::get).toList();
    if (found.size() != 1) {
      throw new IllegalStateException(
          "expected exactly one adapter on the classpath, found " + found.stream().map(a -> a.traits().id()).toList());
    }
    return found.get(0);
  }
}
