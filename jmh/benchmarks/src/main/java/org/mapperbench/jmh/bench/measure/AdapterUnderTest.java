package org.mapperbench.jmh.bench.measure;

import org.mapperbench.settings.ForkSettings;
import java.lang.management.ManagementFactory;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.ServiceLoader;
import org.mapperbench.entities.adapter.AdapterConfig;
import org.mapperbench.entities.adapter.MapperAdapter;
import org.mapperbench.entities.data.IdSpace;
import org.mapperbench.settings.BenchSettings;
import org.mapperbench.settings.InjectedCpu;
import org.mapperbench.protocol.link.TrialWarmUp;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * The one adapter on this JVM's classpath, shared by all benchmark threads. Each JVM runs exactly one adapter's
 * dependency tree, so the service loader finds exactly one. Under {@code ForkMain}, which runs several trials in
 * one JVM, the adapter stays open from the first trial to the last; otherwise each trial opens and closes it. Every
 * trial claims an id space of its own, so no two trials write the same ids.
 */
@State(Scope.Benchmark)
public class AdapterUnderTest {
  /** The test-only wrapper of {@code -Dbench.slowdown} and {@code -Dbench.injectCpu}: a known cost, on purpose. */
  private static final String SLOWED_ADAPTER = "org.mapperbench.jmh.bench.SlowedAdapter";
  private static final String CHEATING_ADAPTERS = "org.mapperbench.entities.conformance.CheatingAdapters";
  private static MapperAdapter shared;
  /** How long this JVM took to open its adapter the first time; null until then. */
  private static TrialWarmUp.Startup startup;

  public MapperAdapter adapter;
  long idSpace;

  @Setup(Level.Trial)
  public void open() {
    adapter = opened();
    idSpace = IdSpace.claim();
  }

  @TearDown(Level.Trial)
  public void close() {
    if (!ForkSettings.KEEP_ADAPTER_OPEN.get(System.getProperties())) {
      closeShared();
    }
    CallLedger.writeTo(ForkSettings.LEDGER_DIR.get(System.getProperties()), idSpace);
  }

  private static synchronized MapperAdapter opened() {
    if (shared == null) {
      MapperAdapter adapter = load();
      long began = System.nanoTime();
      adapter.open(AdapterConfig.fromProperties(System.getProperties()));
      if (startup == null) {
        startup = new TrialWarmUp.Startup(ManagementFactory.getRuntimeMXBean().getUptime() / 1e3,
            (System.nanoTime() - began) / 1e9);
      }
      shared = adapter;
    }
    return shared;
  }

  /** How long this JVM took to open its adapter the first time; null before it did. */
  public static synchronized TrialWarmUp.Startup startup() {
    return startup;
  }

  public static synchronized void closeShared() {
    if (shared != null) {
      MapperAdapter adapter = shared;
      shared = null;
      adapter.close();
    }
  }

  public static MapperAdapter load() {
    List<MapperAdapter> found = ServiceLoader.load(MapperAdapter.class).stream()
        .map(ServiceLoader.Provider::get).toList();
    if (found.size() != 1) {
      throw new IllegalStateException(
          "expected exactly one adapter on the classpath, found " + found.stream().map(a -> a.traits().id()).toList());
    }
    double slowdown = java.util.Objects.requireNonNullElse(BenchSettings.SLOWDOWN.get(System.getProperties()), 0.0);
    String cheat = BenchSettings.CHEAT.get(System.getProperties());
    MapperAdapter adapter = cheat.isEmpty() ? found.get(0) : cheating(found.get(0), cheat);
    adapter = slowdown == 0 ? adapter : slowed(adapter, double.class, slowdown);
    // The runner hands a fork only its own adapter's entries.
    Map<String, Long> injected = BenchSettings.INJECT_CPU.get(System.getProperties()).stream()
        .collect(Collectors.toMap(InjectedCpu::operation, i -> i.cpu().toNanos(), Long::sum));
    return injected.isEmpty() ? adapter : slowed(adapter, Map.class, injected);
  }

  /**
   * Verification's self-test: the adapter wrapped in one of the conformance kit's cheats (its test classes, which the
   * runner puts on the classpath only for a run with {@code -Dbench.cheat}); never in a normal run.
   */
  private static MapperAdapter cheating(MapperAdapter adapter, String cheat) {
    try {
      return (MapperAdapter) Class.forName(CHEATING_ADAPTERS).getMethod(cheat, MapperAdapter.class)
          .invoke(null, adapter);
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException("-D" + BenchSettings.CHEAT.name() + "=" + cheat + " is none of "
          + CHEATING_ADAPTERS + "'s cheats (entities test classes)", e);
    }
  }

  /**
   * The self-tests of compare and the Versions part: the adapter wrapped in the harness's test-only SlowedAdapter,
   * which the runner puts on the classpath only for a run with {@code -Dbench.slowdown} or {@code -Dbench.injectCpu};
   * never found in a normal run.
   */
  private static MapperAdapter slowed(MapperAdapter adapter, Class<?> how, Object amount) {
    try {
      return (MapperAdapter) Class.forName(SLOWED_ADAPTER).getConstructor(MapperAdapter.class, how)
          .newInstance(adapter, amount);
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException("-D" + BenchSettings.SLOWDOWN.name() + " and -D"
          + BenchSettings.INJECT_CPU.name() + " need " + SLOWED_ADAPTER + " (jmh/benchmarks test classes)", e);
    }
  }
}
