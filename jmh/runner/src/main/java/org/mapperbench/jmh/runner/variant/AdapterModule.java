package org.mapperbench.jmh.runner.variant;

import org.mapperbench.settings.BenchSettings;
import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.mapperbench.jmh.results.figures.ShadowedLibrary;
import org.mapperbench.jmh.results.model.VariantRecord;
import org.mapperbench.jmh.runner.core.RunSettings;

/**
 * One adapter of the run: a module under {@code adapters/} as the suite built it, or a variant of one (another
 * version, profile or JDK; see docs/variants.md), with the runtime classpath Maven resolved for it alone
 * ({@code bench-classpath.txt}). The benchmark JVM gets exactly that, plus the harness, on the variant's JDK.
 *
 * @param id the name the run knows it by: the module's, or the variant's ({@code spring-data@4.5.13})
 * @param spec what {@code bench.adapters} asked for
 * @param buildDir where its classes and recorded classpath are: the module's {@code target/} or the variant's own
 * @param against the first adapter {@code bench.adapters} names of the same module, which the report's Versions
 *     part compares it with; null for that first one
 */
public record AdapterModule(String id, VariantSpec spec, Path buildDir, List<String> classpath, String against) {
  static final String CLASSPATH_FILE = "bench-classpath.txt";

  /**
   * The adapters {@code bench.adapters} names, every module when it names none, in its order, each checked (module,
   * profiles, JDK) and found where the build put it: a variant in its own folder, which {@link VariantBuild} filled
   * before the runner started.
   */
  public static List<AdapterModule> loadAll(Path root, List<String> entries) {
    List<AdapterModule> adapters = new ArrayList<>();
    Map<String, String> firstOfModule = new java.util.HashMap<>();
    for (VariantSpec spec : VariantSpec.resolveAll(root, entries)) {
      Path dir = spec.needsBuild() ? VariantBuild.directory(root, spec)
          : root.resolve("adapters").resolve(spec.module()).resolve("target");
      String first = firstOfModule.putIfAbsent(spec.module(), spec.id());
      adapters.add(load(root, spec, dir, first));
    }
    return adapters;
  }

  static AdapterModule load(Path root, VariantSpec spec, Path buildDir, String against) {
    Path recorded = buildDir.resolve(CLASSPATH_FILE);
    if (!Files.isRegularFile(recorded)) {
      throw new RunSettings.BadInput(
          "adapter '" + spec.id() + "' is not built (no " + root.relativize(recorded)
              + "); run ./mvnw verify -Pjmh from the project root");
    }
    List<String> classpath = new ArrayList<>();
    classpath.add(buildDir.resolve("classes").toString());
    classpath.addAll(readClasspath(recorded));
    return new AdapterModule(spec.id(), spec, buildDir, classpath, against);
  }

  /** The {@code java} its JVMs start: its JDK's, or the runner's own. */
  public String java() {
    return spec.jdk() == null ? ForkTree.RUNNER_JAVA : spec.jdk().resolve("bin").resolve("java").toString();
  }

  /** What run.json records of it as a variant; null for a module as the suite built it, named once. */
  public VariantRecord variantRecord() {
    if (spec.isModule() && against == null) {
      return null;
    }
    return new VariantRecord(spec.module(), against, spec.properties(), spec.profiles(),
        spec.jdk() == null ? null : spec.jdk().toString(), spec.jdk() == null ? null : spec.javaVersion());
  }

  public static List<String> readClasspath(Path file) {
    try {
      return Arrays.stream(Files.readString(file).strip().split(File.pathSeparator)).filter(s -> !s.isEmpty()).toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * group:artifact to version, for every jar that came from a Maven repository.
   *
   * @param repository the local repository Maven resolved them into ({@link RunSettings#mavenRepository()}), or null
   */
  public Map<String, String> libraries(Path repository) {
    return libraries(classpath, repository);
  }

  /**
   * group:artifact to version, for every jar of {@code classpath} in Maven's repository layout
   * ({@code group/path/artifact/version/file}). Under {@code repository}, the group is the path below it, whatever the
   * folder is called ({@code -Dmaven.repo.local}); elsewhere, below a folder named {@code repository}, as in
   * {@code ~/.m2/repository}.
   */
  public static Map<String, String> libraries(List<String> classpath, Path repository) {
    Map<String, String> libraries = new TreeMap<>();
    Path root = repository == null ? null : repository.toAbsolutePath().normalize();
    for (String entry : classpath) {
      Path jar = Path.of(entry).toAbsolutePath().normalize();
      int groupStart = root != null && jar.startsWith(root) ? root.getNameCount() : indexOf(jar, "repository") + 1;
      if (groupStart <= 0 || jar.getNameCount() - groupStart < 4) {
        continue;
      }
      String version = jar.getParent().getFileName().toString();
      String artifact = jar.getParent().getParent().getFileName().toString();
      String group = jar.subpath(groupStart, jar.getNameCount() - 3).toString().replace(File.separatorChar, '.');
      libraries.put(group + ":" + artifact, version);
    }
    return libraries;
  }

  private static int indexOf(Path path, String name) {
    for (int i = path.getNameCount() - 1; i >= 0; i--) {
      if (path.getName(i).toString().equals(name)) {
        return i;
      }
    }
    return -1;
  }

  /**
   * The libraries the harness's own code calls (its direct dependencies), which an adapter's tree may not hold at
   * another version: the harness would run on code it was never built or tested with.
   */
  public static Map<String, String> harnessDirectLibraries(RunSettings settings) {
    Path recorded = settings.root().resolve("jmh/benchmarks/target/harness-direct-classpath.txt");
    return Files.isRegularFile(recorded) ? libraries(readClasspath(recorded), settings.mavenRepository()) : Map.of();
  }

  /**
   * Refuses an adapter whose tree holds a library the harness's own code calls at another version; says in one line
   * each what else of the harness an adapter's tree shadows (docs/methodology.md, "One adapter per JVM").
   */
  public static void checkHarness(List<AdapterModule> adapters, List<String> harness, RunSettings settings) {
    Map<String, String> direct = harnessDirectLibraries(settings);
    Map<String, String> harnessLibraries = libraries(harness, settings.mavenRepository());
    for (AdapterModule adapter : adapters) {
      List<ShadowedLibrary> shadowed = ShadowedLibrary.of(adapter.libraries(settings.mavenRepository()),
          harnessLibraries);
      List<String> called = shadowed.stream().filter(s -> direct.containsKey(s.library()))
          .map(ShadowedLibrary::describe).toList();
      if (!called.isEmpty()) {
        throw new RunSettings.BadInput(adapter.id() + "'s tree holds " + String.join("; ", called) + ", which the"
            + " harness's own code calls: give the harness a version of its own that the adapter's tree agrees with");
      }
      if (!shadowed.isEmpty()) {
        System.out.println("classpath: " + adapter.id() + "'s fork JVMs run the harness on its own "
            + String.join("; ", shadowed.stream().map(ShadowedLibrary::describe).toList()));
      }
    }
  }

  /** The benchmark harness's classpath, which every fork JVM gets after its adapter's own. */
  public static List<String> harnessClasspath(RunSettings settings) {
    Path benchmarks = settings.root().resolve("jmh/benchmarks/target");
    Path recorded = benchmarks.resolve("harness-classpath.txt");
    if (!Files.isRegularFile(recorded)) {
      throw new RunSettings.BadInput(
          "the benchmarks module is not built; run ./mvnw verify -Pjmh from the project root");
    }
    List<String> classpath = new ArrayList<>();
    classpath.add(benchmarks.resolve("classes").toString());
    if (settings.slowsOnPurpose()) {
      // Only the self-tests of compare and the Versions part reach the harness's test classes: the slowed adapter
      // lives there.
      classpath.add(benchmarks.resolve("test-classes").toString());
    }
    if (!settings.get(BenchSettings.CHEAT).isEmpty()) {
      // Only verification's self-test reaches the conformance kit's test classes: its cheats live there.
      classpath.add(settings.root().resolve("entities/target/test-classes").toString());
    }
    classpath.addAll(AdapterModule.readClasspath(recorded));
    return classpath;
  }
}
