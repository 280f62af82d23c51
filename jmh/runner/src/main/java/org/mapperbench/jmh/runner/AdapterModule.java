package org.mapperbench.jmh.runner;

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
import java.util.stream.Stream;

/**
 * One built module under {@code adapters/}: its classes and the runtime classpath Maven resolved for it alone
 * ({@code target/bench-classpath.txt}). The benchmark JVM gets exactly that, plus the harness.
 */
public record AdapterModule(String id, Path dir, List<String> classpath) {

  /** Every adapter module present, built or not, by directory name. */
  static List<String> known(Path root) {
    try (Stream<Path> dirs = Files.list(root.resolve("adapters"))) {
      return dirs.filter(d -> Files.isRegularFile(d.resolve("pom.xml"))).map(d -> d.getFileName().toString())
          .sorted().toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  static AdapterModule load(Path root, String id) {
    List<String> known = known(root);
    if (!known.contains(id)) {
      throw new RunSettings.BadInput("unknown adapter '" + id + "'; known adapters: " + String.join(", ", known));
    }
    Path dir = root.resolve("adapters").resolve(id);
    Path recorded = dir.resolve("target/bench-classpath.txt");
    if (!Files.isRegularFile(recorded)) {
      throw new RunSettings.BadInput(
          "adapter '" + id + "' is not built (no " + root.relativize(recorded)
              + "); run ./mvnw verify -Pjmh from the project root");
    }
    List<String> classpath = new ArrayList<>();
    classpath.add(dir.resolve("target/classes").toString());
    classpath.addAll(readClasspath(recorded));
    return new AdapterModule(id, dir, classpath);
  }

  public static List<String> readClasspath(Path file) {
    try {
      return Arrays.stream(Files.readString(file).strip().split(File.pathSeparator)).filter(s -> !s.isEmpty()).toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** group:artifact to version, for every jar that came from a Maven repository. */
  public Map<String, String> libraries() {
    return libraries(classpath);
  }

  static Map<String, String> libraries(List<String> classpath) {
    Map<String, String> libraries = new TreeMap<>();
    for (String entry : classpath) {
      Path jar = Path.of(entry);
      int repo = indexOf(jar, "repository");
      if (repo < 0 || jar.getNameCount() - repo < 5) {
        continue;
      }
      String version = jar.getParent().getFileName().toString();
      String artifact = jar.getParent().getParent().getFileName().toString();
      String group = jar.subpath(repo + 1, jar.getNameCount() - 3).toString().replace(File.separatorChar, '.');
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
}
