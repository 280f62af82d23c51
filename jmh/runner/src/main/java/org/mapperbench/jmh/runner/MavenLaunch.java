package org.mapperbench.jmh.runner;

import java.io.File;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.mapperbench.settings.Suite;

/**
 * What the jmh profile runs inside Maven's own JVM: starts the runner (or the variant build) in a JVM of its own and
 * hands it every setting of the registry the user gave Maven ({@link Suite.HandOff}), so that a new setting needs the
 * registry and its docs line, and nothing in the pom. Maven 3 makes each {@code -D} of its command line a system
 * property of its JVM, which is where they are read. The runner's console is the user's, and Ctrl-C reaches it
 * directly: it is in the terminal's process group.
 *
 * <p>Usage: {@code MavenLaunch <working folder> <main class> [<JVM option>...]}; the options come first on the
 * runner's command line.
 */
public final class MavenLaunch {
  private MavenLaunch() {}

  public static void main(String[] args) throws Exception {
    Suite.HandOff handOff = Suite.HandOff.of(System.getProperties());
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.addAll(Arrays.asList(args).subList(2, args.length));
    command.addAll(handOff.flags());
    command.add("-classpath");
    command.add(classpath());
    String main = args[1];
    command.add(main);
    ProcessBuilder builder = new ProcessBuilder(command).directory(new File(args[0])).inheritIO();
    builder.environment().putAll(handOff.environment());
    Process runner = builder.start();
    int exit;
    try {
      exit = runner.waitFor();
    } catch (InterruptedException e) {
      runner.destroy();
      throw e;
    }
    if (exit != 0) {
      // The runner has said what went wrong in its one line: Maven ends with the runner's exit code, and without
      // Maven's own account of a failed goal (a stack trace and a page of help).
      System.exit(exit);
    }
  }

  /** This module's classpath as Maven resolved it: the loader exec:java built for this class. */
  private static String classpath() throws URISyntaxException {
    if (MavenLaunch.class.getClassLoader() instanceof URLClassLoader loader) {
      List<String> entries = new ArrayList<>();
      for (URL url : loader.getURLs()) {
        entries.add(Path.of(url.toURI()).toString());
      }
      return String.join(File.pathSeparator, entries);
    }
    return System.getProperty("java.class.path");
  }
}
