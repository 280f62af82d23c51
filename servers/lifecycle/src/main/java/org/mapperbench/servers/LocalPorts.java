package org.mapperbench.servers;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;

/** Loopback port checks, so a taken port is reported by name before a server fails on it obscurely. */
public final class LocalPorts {
  private LocalPorts() {}

  public static int free() {
    try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      return socket.getLocalPort();
    } catch (IOException e) {
      throw new ServerException("no free port on the loopback interface: " + e.getMessage(), e);
    }
  }

  /**
   * A free port other than {@code chosen}: ports picked for one server but not bound yet are free to the kernel, which
   * has handed the same one out twice in a row (a node's JMX port on its native port, 2026-11-28).
   */
  public static int freeBesides(int... chosen) {
    for (int attempt = 0; ; attempt++) {
      int port = free();
      if (java.util.Arrays.stream(chosen).noneMatch(c -> c == port) || attempt >= 100) {
        return port;
      }
    }
  }

  /** Throws with {@code hint} appended when the port cannot be bound on 127.0.0.1. */
  public static void requireFree(int port, String hint) {
    requireFree("127.0.0.1", port, hint);
  }

  /** Throws with {@code hint} appended when the port cannot be bound on {@code address}. */
  public static void requireFree(String address, int port, String hint) {
    try (ServerSocket socket = new ServerSocket()) {
      socket.bind(new InetSocketAddress(address, port));
    } catch (IOException e) {
      throw new ServerException("port " + port + " on " + address + " is already in use; " + hint);
    }
  }

  public static boolean accepts(int port) {
    return accepts("127.0.0.1", port);
  }

  public static boolean accepts(String address, int port) {
    try (Socket socket = new Socket()) {
      socket.connect(new InetSocketAddress(address, port), 200);
      return true;
    } catch (IOException e) {
      return false;
    }
  }
}
