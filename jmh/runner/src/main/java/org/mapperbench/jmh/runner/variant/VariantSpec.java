package org.mapperbench.jmh.runner.variant;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.mapperbench.settings.AdapterIds;
import org.mapperbench.settings.BadSetting;
import org.mapperbench.settings.BenchSettings;

/**
 * One entry of {@code bench.adapters}: an adapter module as built, or a variant of it,
 * {@code module@part+part...}, where each part is a version of the module's library (its pom's
 * {@code variant.versionProperty}), {@code property=value} for any Maven property, {@code profile=id} for one of the
 * module's profiles, or {@code jdk=path} for the JDK its JVMs run on ({@code :} may stand for {@code =}). See
 * docs/variants.md.
 *
 * @param id the name the run knows it by: the entry with {@code key:value} parts ({@link AdapterIds}), a JDK shown as
 *     {@code jdkNN}, then {@code ~2}, {@code ~3} for a repeated entry
 * @param module the adapter module under {@code adapters/}
 * @param properties Maven properties its build sets, a bare version under the module's version property
 * @param profiles Maven profiles its build activates
 * @param jdk the JDK home its JVMs run on, or null for the runner's own
 */
public record VariantSpec(String id, String module, Map<String, String> properties, List<String> profiles,
    Path jdk) {
  public static final String SEPARATOR = "@";
  private static final String PART_SEPARATOR = "+";
  /** Numbers a repeated entry; safe in a file name and a link, as the id names both. */
  private static final String REPEAT = "~";
  static final String VERSION = "";

  /** A module as the suite built it. */
  public static VariantSpec module(String module) {
    return new VariantSpec(module, module, Map.of(), List.of(), null);
  }

  /** Whether its classes must be compiled anew: another version, property or profile (a JDK alone reuses them). */
  public boolean needsBuild() {
    return !properties.isEmpty() || !profiles.isEmpty();
  }

  /** Whether it is the module exactly as the suite's own build made it. */
  public boolean isModule() {
    return !needsBuild() && jdk == null;
  }

  /**
   * The entries of {@code bench.adapters}, in order, with repeated names numbered. A bare version stays under the
   * key {@link #VERSION} until {@link AdapterPom} names the module's property.
   */
  public static List<VariantSpec> parseAll(List<String> entries) {
    List<VariantSpec> specs = new ArrayList<>();
    Map<String, Integer> seen = new LinkedHashMap<>();
    for (String entry : entries) {
      VariantSpec spec = parse(entry);
      int n = seen.merge(spec.id, 1, Integer::sum);
      specs.add(n == 1 ? spec : spec.withId(spec.id + REPEAT + n));
    }
    return specs;
  }

  /** Every adapter module present, built or not, by directory name. */
  public static List<String> modules(Path root) {
    try (java.util.stream.Stream<Path> dirs = Files.list(root.resolve("adapters"))) {
      return dirs.filter(d -> Files.isRegularFile(d.resolve("pom.xml"))).map(d -> d.getFileName().toString())
          .sorted().toList();
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }

  /**
   * The entries of {@code bench.adapters} (every module when there are none), each checked against the modules and
   * their poms: one line naming the first that cannot be built, before anything is.
   */
  public static List<VariantSpec> resolveAll(Path root, List<String> entries) {
    List<String> known = modules(root);
    List<VariantSpec> specs = new ArrayList<>();
    for (VariantSpec spec : parseAll(entries.isEmpty() ? known : entries)) {
      if (!known.contains(spec.module())) {
        throw new BadSetting("unknown adapter '" + spec.module() + "'; known adapters: " + String.join(", ", known));
      }
      specs.add(spec.isModule() ? spec : AdapterPom.read(root, spec.module()).resolve(spec));
    }
    return specs;
  }

  static VariantSpec parse(String entry) {
    int at = entry.indexOf(SEPARATOR);
    if (at < 0) {
      return module(entry);
    }
    String module = entry.substring(0, at);
    Map<String, String> properties = new LinkedHashMap<>();
    List<String> profiles = new ArrayList<>();
    Path jdk = null;
    List<String> shown = new ArrayList<>();
    for (String part : entry.substring(at + 1).split(java.util.regex.Pattern.quote(PART_SEPARATOR), -1)) {
      int eq = AdapterIds.canonical(part).indexOf(AdapterIds.KEY_VALUE);
      String key = eq < 0 ? VERSION : part.substring(0, eq).strip();
      String value = (eq < 0 ? part : part.substring(eq + 1)).strip();
      if (value.isEmpty() || (eq >= 0 && key.isEmpty())) {
        throw BadSetting.of(BenchSettings.ADAPTERS, entry, " has an empty part; write module@version,"
            + " module@property=value, module@profile=id or module@jdk=path, joined by " + PART_SEPARATOR);
      }
      switch (key) {
        case "jdk" -> {
          jdk = jdkHome(entry, value);
          shown.add("jdk" + majorVersion(jdk));
        }
        case "profile" -> {
          profiles.add(value);
          shown.add(key + AdapterIds.KEY_VALUE + value);
        }
        default -> {
          if (properties.put(key, value) != null) {
            throw BadSetting.of(BenchSettings.ADAPTERS, entry, " sets " + (key.isEmpty() ? "the version" : key)
                + " twice");
          }
          shown.add(key.isEmpty() ? value : key + AdapterIds.KEY_VALUE + value);
        }
      }
    }
    String id = module + SEPARATOR + String.join(PART_SEPARATOR, shown);
    if (!id.matches("[\\w.@+:~-]+")) {
      throw BadSetting.of(BenchSettings.ADAPTERS, entry, ": a variant's name becomes file names; use letters, digits"
          + " and . - _ = : + in its parts (a JDK's path is fine)");
    }
    return new VariantSpec(id, module, properties, profiles, jdk);
  }

  VariantSpec withId(String newId) {
    return new VariantSpec(newId, module, properties, profiles, jdk);
  }

  VariantSpec withVersionProperty(String property) {
    if (!properties.containsKey(VERSION)) {
      return this;
    }
    Map<String, String> named = new LinkedHashMap<>();
    properties.forEach((k, v) -> named.put(k.equals(VERSION) ? property : k, v));
    return new VariantSpec(id, module, named, profiles, jdk);
  }

  private static Path jdkHome(String entry, String value) {
    Path home = Path.of(value).toAbsolutePath().normalize();
    if (!Files.isExecutable(home.resolve("bin").resolve("java"))) {
      throw BadSetting.of(BenchSettings.ADAPTERS, entry, ": no JDK at " + home + " (no bin/java)");
    }
    return home;
  }

  /** Its JDK's full runtime version, as the JDK's {@code release} file gives it, or null. */
  public String javaVersion() {
    return jdk == null ? null : release(jdk, "JAVA_RUNTIME_VERSION");
  }

  /** The feature release a JDK's {@code release} file names (17, 25), or "?" when it has none. */
  static String majorVersion(Path jdk) {
    String version = release(jdk, "JAVA_VERSION");
    if (version == null) {
      return "?";
    }
    return (version.startsWith("1.") ? version.substring(2) : version).split("[.+-]")[0];
  }

  private static String release(Path jdk, String key) {
    try {
      for (String line : Files.readAllLines(jdk.resolve("release"))) {
        if (line.startsWith(key + "=")) {
          return line.substring(key.length() + 1).replace("\"", "").strip();
        }
      }
    } catch (java.io.IOException e) {
      // no release file: an unusual layout, still a JDK if bin/java runs
    }
    return null;
  }
}
