package org.mapperbench.jmh.runner.dataset;

import java.io.PrintStream;
import java.nio.file.Path;
import org.mapperbench.entities.data.Dataset;
import org.mapperbench.jmh.runner.core.RunSettings;
import org.mapperbench.settings.BenchSettings;
import org.mapperbench.settings.DatasetSettings;

/**
 * A run's dataset and where it goes: the store that keeps loaded datasets, a scratch folder for taking one in, and
 * the console its lines go to.
 */
public record DatasetJob(Dataset dataset, DatasetStore store, Path scratch, PrintStream out) {
  /** The run's dataset ({@code bench.dataset}); its {@link Dataset#loaded} is false when the run asked for none. */
  public static DatasetJob of(RunSettings settings, String server) {
    Dataset dataset = new Dataset(settings.get(DatasetSettings.USERS), settings.get(BenchSettings.SEED));
    // Fresh: files an import cut short left there would otherwise go in twice.
    Path scratch = dataset.loaded() ? settings.freshWorkDir("dataset-" + server) : null;
    return new DatasetJob(dataset, new DatasetStore(Path.of(settings.get(DatasetSettings.DIR))), scratch,
        System.out);
  }

  /** The seconds since {@code start}, a {@link System#nanoTime}: what a load or a take-in took. */
  static double secondsSince(long start) {
    return (System.nanoTime() - start) / 1e9;
  }
}
