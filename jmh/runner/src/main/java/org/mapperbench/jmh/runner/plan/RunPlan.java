package org.mapperbench.jmh.runner.plan;

import java.util.List;
import java.util.Map;
import org.mapperbench.entities.adapter.Backend;
import org.mapperbench.jmh.runner.variant.ForkTree;

/**
 * What a run measures, adapter by adapter, fixed once every adapter has described itself and read by every round.
 * All maps are keyed by adapter id.
 *
 * @param ids the adapters in the run's order (shuffled with the seed unless {@code bench.shuffle=false})
 * @param benchmarks each adapter's planned benchmarks
 * @param natives each library's family native in this run, as the verdict reads it (a native adapter has none)
 * @param backends the server each adapter talks to
 * @param trees what each adapter's JVMs run on: its JDK, its own dependency tree and the harness, its library's flags
 */
public record RunPlan(List<String> ids, Map<String, List<PlannedBenchmark>> benchmarks, Map<String, String> natives,
    Map<String, Backend> backends, Map<String, ForkTree> trees) {}
