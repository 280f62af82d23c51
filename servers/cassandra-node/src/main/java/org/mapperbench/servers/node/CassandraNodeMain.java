package org.mapperbench.servers.node;

import java.io.IOException;

/**
 * Runs a real Cassandra daemon, and ends it the moment the JVM that started it is gone. The parent holds this
 * process's standard input open; when the parent exits, however it exits (normal stop, Ctrl-C, kill -9), the
 * operating system closes that pipe and this JVM halts. The node's data is disposable, so it halts without
 * draining.
 */
public final class CassandraNodeMain {
  private CassandraNodeMain() {}

  public static void main(String[] args) throws Exception {
    Thread watchdog = new Thread(CassandraNodeMain::haltWhenParentGone, "parent-watchdog");
    watchdog.setDaemon(true);
    watchdog.start();
    // Reflection keeps cassandra-all off the compile classpath of everything that depends on this jar.
    Class.forName("org.apache.cassandra.service.CassandraDaemon").getMethod("main", String[].class)
        .invoke(null, (Object) args);
  }

  private static void haltWhenParentGone() {
    try {
      while (System.in.read() >= 0) {
        // the parent never writes; any byte is ignored
      }
    } catch (IOException closed) {
      // same as end of stream
    }
    Runtime.getRuntime().halt(0);
  }
}
