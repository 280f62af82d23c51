package org.mapperbench.servers;

import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.mapperbench.servers.containernode.ContainerNodeMain;

/**
 * One server container, started through Testcontainers in a keeper JVM ({@link ContainerNodeMain}) and tied to
 * this JVM as the embedded servers are: it goes when {@link #close} is called, when this JVM exits, and when this
 * JVM is killed. Ryuk, Testcontainers' own reaper, needs an image pulled from a registry, so it is off; the keeper
 * removes the container, {@link #close} removes it again through the engine if the keeper could not, and
 * scripts/stop-servers removes any container labelled {@value #LABEL}.
 */
final class ContainerKeeper {
  static final String LABEL = org.mapperbench.settings.ServerSettings.CONTAINER_LABEL;

  /**
   * What to run.
   *
   * @param image the image, never pulled
   * @param name the container's name
   * @param command the container's command; empty for the image's own
   * @param mounts host folders, each mounted at the same path, so configuration files name the same paths inside
   *     and outside
   * @param environment the container's environment
   * @param readyLine a regular expression for the log line that means the server is ready
   * @param asHostUser run as the user running the suite, so the files it writes under target/ stay removable;
   *     false for images that switch users themselves
   */
  record Spec(String image, String name, List<String> command, List<Path> mounts, Map<String, String> environment,
      String readyLine, boolean asHostUser) {}

  private final ChildJvm keeper;
  private final ContainerInfo info;
  private final Path log;

  private ContainerKeeper(ChildJvm keeper, ContainerInfo info, Path log) {
    this.keeper = keeper;
    this.info = info;
    this.log = log;
  }

  /** Starts the container and returns once its server logged {@code readyLine}, or throws with the log's tail. */
  static ContainerKeeper start(Spec spec, Path dir, Duration timeout) {
    DockerSocket docker = DockerSocket.local();
    if (!docker.available()) {
      throw new ServerException("-Dbench.server=container needs a Docker engine, and none answers on " + docker.path()
          + " (start one, as root: dockerd --bip=172.17.0.1/16 &)");
    }
    Path log = dir.resolve("logs/container.log");
    Path keeperLog = dir.resolve("logs/keeper.log");
    Path ready = dir.resolve("container-ready.properties");
    ChildJvm keeper;
    try {
      Files.createDirectories(dir.resolve("logs"));
      Path specFile = dir.resolve("container.properties");
      try (Writer out = Files.newBufferedWriter(specFile)) {
        properties(spec, log, ready, timeout).store(out, "written by ContainerKeeper for ContainerNodeMain");
      }
      List<String> command = new ArrayList<>();
      command.add(ChildJvm.javaExecutable());
      command.add("-Xmx96m");
      command.add("-XX:+UseSerialGC");
      command.add("-Dorg.slf4j.simpleLogger.defaultLogLevel=warn");
      command.add("-cp");
      command.add(ChildJvm.recordedClasspath(ContainerNodeMain.class, "container-node.classpath"));
      command.add(ContainerNodeMain.class.getName());
      command.add(specFile.toString());
      keeper = ChildJvm.start(command, keeperLog, keeperEnvironment());
    } catch (IOException e) {
      throw new ServerException("cannot launch the container keeper: " + e.getMessage(), e);
    }
    long deadline = System.nanoTime() + timeout.plusSeconds(30).toNanos();
    while (!Files.exists(ready)) {
      if (!keeper.process().isAlive()) {
        int exit = keeper.process().exitValue();
        String why = exit == 3
            ? "image " + spec.image() + " is not on this machine: build it with scripts/build-images (as root), or"
                + " docker pull it"
            : "the container " + spec.name() + " (" + spec.image() + ") did not start; logs: " + log + ", " + keeperLog;
        throw new ServerException(why, ChildJvm.tail(List.of(log, keeperLog)), null);
      }
      if (System.nanoTime() > deadline) {
        keeper.close(20);
        throw new ServerException(
            "the container " + spec.name() + " was not ready within " + timeout.toSeconds() + " s; log: " + log,
            ChildJvm.tail(List.of(log, keeperLog)), null);
      }
      ChildJvm.sleep(200, "the container " + spec.name());
    }
    Properties p = new Properties();
    try (Reader in = Files.newBufferedReader(ready)) {
      p.load(in);
    } catch (IOException e) {
      keeper.close(20);
      throw new ServerException("the container keeper wrote no readable " + ready + ": " + e.getMessage(), e);
    }
    ContainerInfo info = new ContainerInfo(p.getProperty("id"), p.getProperty("name"), p.getProperty("image"),
        p.getProperty("imageId"), p.getProperty("engineVersion"), Long.parseLong(p.getProperty("pid")));
    return new ContainerKeeper(keeper, info, log);
  }

  private static Properties properties(Spec spec, Path log, Path ready, Duration timeout) {
    Properties p = new Properties();
    p.setProperty("image", spec.image());
    p.setProperty("name", spec.name());
    if (spec.asHostUser()) {
      p.setProperty("user", hostUser());
    }
    p.setProperty("waitLog", spec.readyLine());
    p.setProperty("startTimeoutSeconds", Long.toString(timeout.toSeconds()));
    p.setProperty("log", log.toString());
    p.setProperty("ready", ready.toString());
    p.setProperty("label." + LABEL, spec.name());
    for (int i = 0; i < spec.command().size(); i++) {
      p.setProperty("command." + i, spec.command().get(i));
    }
    for (int i = 0; i < spec.mounts().size(); i++) {
      p.setProperty("bind." + i, spec.mounts().get(i).toAbsolutePath().toString());
    }
    spec.environment().forEach((k, v) -> p.setProperty("env." + k, v));
    return p;
  }

  /**
   * Testcontainers' settings for this machine kind, unless the user set them: no Ryuk (it needs a pulled image);
   * the host as localhost (with a /.dockerenv on the host, Testcontainers would otherwise pull alpine to find the
   * bridge's gateway); no start-up checks (they too run a pulled image).
   */
  private static Map<String, String> keeperEnvironment() {
    Map<String, String> env = new LinkedHashMap<>();
    Map<String, String> current = System.getenv();
    for (String[] setting : new String[][] {
        {"TESTCONTAINERS_RYUK_DISABLED", "true"},
        {"TESTCONTAINERS_HOST_OVERRIDE", "localhost"},
        {"TESTCONTAINERS_CHECKS_DISABLE", "true"}}) {
      if (!current.containsKey(setting[0])) {
        env.put(setting[0], setting[1]);
      }
    }
    return env;
  }

  /** {@code uid:gid} of the user running the suite. */
  static String hostUser() {
    try {
      return Files.getAttribute(Path.of("/proc/self"), "unix:uid") + ":"
          + Files.getAttribute(Path.of("/proc/self"), "unix:gid");
    } catch (IOException | UnsupportedOperationException e) {
      return "";
    }
  }

  ContainerInfo info() {
    return info;
  }

  /** Throws a {@link ServerException} with the container's log if its keeper or its first process is gone. */
  void checkAlive() {
    if (!keeper.process().isAlive() || !ProcessHandle.of(info.hostPid()).map(ProcessHandle::isAlive).orElse(false)) {
      throw new ServerException(
          "the container " + info.name() + " died; log: " + log, ChildJvm.tail(List.of(log)), null);
    }
  }

  /** Stops the keeper, which removes the container; removes it through the engine too if the keeper was forced. */
  void close() {
    keeper.close(30);
    try {
      DockerSocket.local().forceRemove(info.id());
    } catch (IOException e) {
      // the engine is gone; nothing of ours can run in it
    }
  }
}
