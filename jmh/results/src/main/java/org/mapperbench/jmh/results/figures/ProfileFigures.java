package org.mapperbench.jmh.results.figures;

import com.fasterxml.jackson.core.type.TypeReference;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.mapperbench.jmh.results.model.ProfileRecord;

/**
 * The profiling pass of a run ({@code bench.profile}): each adapter's profiled operations, their stacks reduced to
 * costs per call ({@link StackProfile}), and each library's family native to compare them with. Empty for a run
 * without the pass.
 */
public final class ProfileFigures {
  /** One operation of one adapter: its record and, per event, its profile. */
  public record Operation(ProfileRecord record, Map<String, StackProfile> profiles) {}

  private final Map<String, Map<String, Operation>> byAdapter;
  private final Map<String, String> natives;

  private ProfileFigures(Map<String, Map<String, Operation>> byAdapter, Map<String, String> natives) {
    this.byAdapter = byAdapter;
    this.natives = natives;
  }

  /** The profile records of the run's adapters that have one, with their collapsed stacks read. */
  public static ProfileFigures of(RunResults run) {
    Map<String, Map<String, Operation>> byAdapter = new LinkedHashMap<>();
    Map<String, String> natives = new LinkedHashMap<>();
    for (String adapter : run.adapters()) {
      Path file = run.dir().resolve(ProfileRecord.file(adapter));
      if (!Files.isRegularFile(file)) {
        continue;
      }
      try {
        Map<String, Operation> operations = new LinkedHashMap<>();
        for (ProfileRecord record : RunResults.JSON.readValue(file.toFile(),
            new TypeReference<List<ProfileRecord>>() {})) {
          Map<String, StackProfile> profiles = new LinkedHashMap<>();
          record.events().forEach((event, profile) -> {
            if (profile.calls() > 0 && Files.isRegularFile(run.dir().resolve(profile.collapsed()))) {
              profiles.put(event, StackProfile.read(run.dir().resolve(profile.collapsed()), profile.calls()));
            }
          });
          operations.put(record.operation(), new Operation(record, profiles));
        }
        byAdapter.put(adapter, operations);
        run.floor(adapter).filter(base -> !base.equals(adapter)).ifPresent(base -> natives.put(adapter, base));
      } catch (IOException | RuntimeException e) {
        // an unreadable profile leaves that adapter out of the section; its flame graphs are still in profiles/
      }
    }
    // Each family together, its native first: what the section compares sits side by side.
    Map<String, Map<String, Operation>> byFamily = new LinkedHashMap<>();
    byAdapter.keySet().stream().sorted(Comparator
            .comparingInt((String a) -> familyRank(natives.getOrDefault(a, a)))
            .thenComparing(a -> natives.containsKey(a)).thenComparing(Comparator.naturalOrder()))
        .forEach(a -> byFamily.put(a, byAdapter.get(a)));
    return new ProfileFigures(byFamily, natives);
  }

  private static int familyRank(String nativeAdapter) {
    int rank = SuiteNames.NATIVE_ADAPTERS.indexOf(nativeAdapter);
    return rank < 0 ? SuiteNames.NATIVE_ADAPTERS.size() : rank;
  }

  public boolean isEmpty() {
    return byAdapter.isEmpty();
  }

  /** The profiled adapters, each family together with its native first. */
  public List<String> adapters() {
    return List.copyOf(byAdapter.keySet());
  }

  /** Every operation profiled, in the order of the first adapter that profiled it. */
  public List<String> operations() {
    List<String> operations = new ArrayList<>();
    byAdapter.values().forEach(ops -> ops.keySet().stream().filter(op -> !operations.contains(op))
        .forEach(operations::add));
    return operations;
  }

  public Optional<Operation> operation(String adapter, String operation) {
    return Optional.ofNullable(byAdapter.getOrDefault(adapter, Map.of()).get(operation));
  }

  /** The profiled native adapter of the library's family, if the pass profiled one and it is not the library. */
  public Optional<String> familyNative(String adapter) {
    return Optional.ofNullable(natives.get(adapter)).filter(byAdapter::containsKey);
  }
}
