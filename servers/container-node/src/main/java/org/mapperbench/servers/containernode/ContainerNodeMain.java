package org.mapperbench.servers.containernode;

import com.github.dockerjava.api.command.InspectContainerResponse;
import com.github.dockerjava.api.exception.NotFoundException;
import java.io.IOException;
import java.io.OutputStream;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import org.testcontainers.DockerClientFactory;
import org.testcontainers.containers.BindMode;
import org.testcontainers.containers.GenericContainer;
import org.testcontainers.containers.output.OutputFrame;
import org.testcontainers.containers.wait.strategy.Wait;
import org.testcontainers.utility.DockerImageName;

/**
 * Keeps one server container alive exactly as long as the JVM that started this keeper, through Testcontainers.
 * The argument is a properties file (written by the lifecycle module's {@code ContainerSpec}) naming the image, the
 * command, the environment, the folders to mount at the same path, the log line that means ready, and where to
 * write the container's output and the {@code ready} file. The container uses the host's network, so the server
 * listens on loopback ports the suite chose, as the embedded servers do, and no proxy sits between client and
 * server. The parent holds standard input open; at end of input the keeper removes the container and exits.
 *
 * <p>Exit codes: 3 when the image is not on this machine (it is never pulled: there may be no registry), 4 when
 * the container did not become ready.
 */
public final class ContainerNodeMain {
  private ContainerNodeMain() {}

  public static void main(String[] args) throws Exception {
    Properties spec = new Properties();
    try (Reader in = Files.newBufferedReader(Path.of(args[0]))) {
      spec.load(in);
    }
    Path log = Path.of(spec.getProperty("log"));
    Path ready = Path.of(spec.getProperty("ready"));
    String image = spec.getProperty("image");
    if (!imagePresent(image)) {
      System.err.println("image " + image + " is not on this machine; build it with scripts/build-images, or pull it");
      System.exit(3);
    }
    GenericContainer<?> container = container(spec, image, log);
    Thread watchdog = new Thread(() -> stopWhenParentGone(container), "parent-watchdog");
    watchdog.setDaemon(true);
    watchdog.start();
    try {
      container.start();
    } catch (RuntimeException e) {
      System.err.println("the container did not become ready: " + e);
      container.stop();
      System.exit(4);
    }
    InspectContainerResponse info = container.getContainerInfo();
    Properties out = new Properties();
    out.setProperty("id", info.getId());
    out.setProperty("name", info.getName().replaceFirst("^/", ""));
    out.setProperty("image", image);
    out.setProperty("imageId", info.getImageId());
    out.setProperty("pid", Long.toString(info.getState().getPidLong()));
    out.setProperty("engine", DockerClientFactory.instance().getActiveApiVersion());
    out.setProperty("engineVersion", DockerClientFactory.instance().client().versionCmd().exec().getVersion());
    Path partial = ready.resolveSibling(ready.getFileName() + ".part");
    try (OutputStream o = Files.newOutputStream(partial)) {
      out.store(o, null);
    }
    Files.move(partial, ready); // the parent never sees a half-written file
    watchdog.join();
  }

  private static boolean imagePresent(String image) {
    try {
      DockerClientFactory.instance().client().inspectImageCmd(image).exec();
      return true;
    } catch (NotFoundException e) {
      return false;
    }
  }

  private static GenericContainer<?> container(Properties spec, String image, Path log) throws IOException {
    Files.createDirectories(log.getParent());
    OutputStream logOut = Files.newOutputStream(log, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
    GenericContainer<?> container =
        new GenericContainer<>(DockerImageName.parse(image))
            .withImagePullPolicy(name -> false)
            .withNetworkMode("host")
            .withLogConsumer(frame -> write(logOut, frame))
            .waitingFor(
                Wait.forLogMessage(spec.getProperty("waitLog"), 1)
                    .withStartupTimeout(
                        Duration.ofSeconds(Long.parseLong(spec.getProperty("startTimeoutSeconds", "180")))));
    List<String> command = indexed(spec, "command.");
    if (!command.isEmpty()) {
      container.withCommand(command.toArray(String[]::new));
    }
    for (String bind : indexed(spec, "bind.")) {
      container.withFileSystemBind(bind, bind, BindMode.READ_WRITE);
    }
    for (String key : spec.stringPropertyNames()) {
      if (key.startsWith("env.")) {
        container.withEnv(key.substring(4), spec.getProperty(key));
      } else if (key.startsWith("label.")) {
        container.withLabel(key.substring(6), spec.getProperty(key));
      }
    }
    String user = spec.getProperty("user", "");
    String name = spec.getProperty("name", "");
    container.withCreateContainerCmdModifier(
        cmd -> {
          if (!user.isEmpty()) {
            cmd.withUser(user);
          }
          if (!name.isEmpty()) {
            cmd.withName(name);
          }
        });
    return container;
  }

  private static List<String> indexed(Properties spec, String prefix) {
    List<String> values = new ArrayList<>();
    for (int i = 0; spec.containsKey(prefix + i); i++) {
      values.add(spec.getProperty(prefix + i));
    }
    return values;
  }

  private static void write(OutputStream log, OutputFrame frame) {
    if (frame.getBytes() == null) {
      return;
    }
    synchronized (log) {
      try {
        log.write(frame.getBytes());
        log.flush();
      } catch (IOException e) {
        // the log is a convenience; the server goes on
      }
    }
  }

  private static void stopWhenParentGone(GenericContainer<?> container) {
    try {
      while (System.in.read() >= 0) {
        // the parent never writes; any byte is ignored
      }
    } catch (IOException closed) {
      // same as end of stream
    }
    try {
      container.stop();
    } catch (RuntimeException e) {
      System.err.println("removing the container failed: " + e);
    }
    Runtime.getRuntime().halt(0);
  }
}
