package org.mapperbench.jmh.runner.variant;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.mapperbench.jmh.runner.core.RunSettings;
import org.mapperbench.settings.BadSetting;
import org.mapperbench.settings.BenchSettings;

/**
 * Compiles an adapter module against a variant's versions into a folder of its own, with the runtime classpath Maven
 * resolved for that variant alone, by running the same Maven as the suite's build on that one module. The module's
 * own {@code target/} is never touched, so the default build and every variant sit side by side.
 */
public final class VariantBuild {
  /** The pom property that moves a module's build output (adapters/pom.xml). */
  static final String BUILD_DIRECTORY = "variant.buildDirectory";
  private static final long TIMEOUT_MINUTES = 15;

  private final Path root;
  private final RunSettings settings;

  public VariantBuild(Path root, RunSettings settings) {
    this.root = root;
    this.settings = settings;
  }

  /**
   * {@code build-variants} in the jmh profile, before the runner starts: builds every variant {@code bench.adapters}
   * names, so that no jar the runner has open is rewritten under it. Exit 0, or 2 with one line.
   */
  public static void main(String[] args) {
    int code = 0;
    try {
      RunSettings settings = RunSettings.from(System.getProperties());
      Path root = settings.root();
      VariantBuild build = new VariantBuild(root, settings);
      for (VariantSpec spec : VariantSpec.resolveAll(root, settings.get(BenchSettings.ADAPTERS))) {
        if (spec.needsBuild()) {
          System.out.println("variant: building " + spec.id());
          build.build(spec);
        }
      }
    } catch (BadSetting e) {
      System.err.println("error: " + e.getMessage());
      code = 2;
    }
    System.exit(code);
  }

  /** Where a variant's classes and {@code bench-classpath.txt} go: under its module's {@code target/variants/}. */
  public static Path directory(Path root, VariantSpec spec) {
    return root.resolve("adapters").resolve(spec.module()).resolve("target/variants")
        .resolve(spec.id().substring(spec.module().length() + 1).replaceAll("[^A-Za-z0-9._-]", "_"));
  }

  /** Builds the variant; one line naming it, and the log, when the module does not resolve or compile against it. */
  public Path build(VariantSpec spec) {
    Path dir = directory(root, spec);
    Path log = dir.resolveSibling(dir.getFileName() + ".log");
    List<String> command = command(spec, dir);
    try {
      Files.createDirectories(dir.getParent());
      Process process = new ProcessBuilder(command).directory(root.toFile()).redirectErrorStream(true)
          .redirectOutput(log.toFile()).start();
      if (!process.waitFor(TIMEOUT_MINUTES, TimeUnit.MINUTES)) {
        process.descendants().forEach(ProcessHandle::destroyForcibly);
        process.destroyForcibly();
        throw BadSetting.of(BenchSettings.ADAPTERS, spec.id(), " did not build in " + TIMEOUT_MINUTES
            + " minutes; see " + root.relativize(log));
      }
      if (process.exitValue() != 0) {
        throw BadSetting.of(BenchSettings.ADAPTERS, spec.id(), " does not build: " + firstError(log) + " (see "
            + root.relativize(log) + ")");
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while building " + spec.id());
    }
    return dir;
  }

  /**
   * The suite's own Maven, offline if the suite's build was, on the module and the modules it needs, all from this
   * checkout's reactor: nothing of the suite's is taken from the Maven repository, so a variant builds on a machine
   * where nothing was ever installed. Tests are compiled but not run: the adapters' parent declares the entities'
   * test-jar, which only a reactor that compiles tests can supply. Checkstyle is the default build's business.
   */
  List<String> command(VariantSpec spec, Path dir) {
    List<String> command = new ArrayList<>();
    String mavenHome = settings.get(BenchSettings.MAVEN_HOME);
    command.add(mavenHome.isEmpty() ? root.resolve("mvnw").toString()
        : Path.of(mavenHome, "bin", "mvn").toString());
    command.add("-B");
    command.add("-q");
    if (settings.get(BenchSettings.MAVEN_OFFLINE)) {
      command.add("-o");
    }
    String repository = settings.get(BenchSettings.MAVEN_REPOSITORY);
    if (!repository.isEmpty()) {
      command.add("-Dmaven.repo.local=" + repository);
    }
    command.addAll(List.of("-f", root.resolve("pom.xml").toString(), "-pl", "adapters/" + spec.module(), "-am",
        "package", "-DskipTests", "-Dcheckstyle.skip=true", "-D" + BUILD_DIRECTORY + "=" + dir));
    if (!spec.profiles().isEmpty()) {
      command.add("-P" + String.join(",", spec.profiles()));
    }
    spec.properties().forEach((k, v) -> command.add("-D" + k + "=" + v));
    return command;
  }

  /** Maven's first error line, without its prefix, shortened. */
  private static String firstError(Path log) {
    try {
      for (String line : Files.readAllLines(log)) {
        if (line.startsWith("[ERROR]") && line.length() > "[ERROR] ".length()) {
          String error = line.substring("[ERROR] ".length()).strip();
          return error.length() > 200 ? error.substring(0, 200) + "..." : error;
        }
      }
    } catch (IOException e) {
      // fall through: the log names it
    }
    return "Maven failed";
  }
}
