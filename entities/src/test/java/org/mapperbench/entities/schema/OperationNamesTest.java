package org.mapperbench.entities.schema;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.mapperbench.settings.BenchSettings;
import org.mapperbench.settings.RateSettings;

/**
 * The settings module sits below the contract, so its defaults spell operations out: each must be one of the
 * contract's benchmark methods (or rate mode's mix), or a renamed operation would leave a default naming nothing.
 */
class OperationNamesTest {
  @Test
  void should_name_only_the_contracts_operations_in_the_settings_defaults() {
    Properties quick = new Properties();
    quick.setProperty(BenchSettings.QUICK.name(), "true");
    List<String> named = new ArrayList<>();
    for (Properties p : List.of(new Properties(), quick)) {
      named.addAll(BenchSettings.SWEEP_OPERATIONS.get(p));
      named.addAll(RateSettings.OPERATIONS.get(p));
      named.addAll(RateSettings.MIX.get(p).keySet());
    }

    List<String> known = new ArrayList<>(Operation.benchmarkMethods());
    known.add(RateSettings.MIX_METHOD);
    assertThat(named).isNotEmpty().allSatisfy(op -> assertThat(known).contains(op));
  }
}
