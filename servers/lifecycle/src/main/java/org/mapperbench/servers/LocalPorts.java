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

  /** Throws with {@code hint} appended when the port cannot be bound on 127.0.0.1. */
  public static void requireFree(int port, String hint) {
    try (ServerSocket socket = new ServerSocket()) {
      socket.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), port));
    } catch (IOException e) {
      throw new ServerException("port " + port + " on 127.0.0.1 is already in use; " + hint);
    }
  }

  public static boolean accepts(int port) {
    try (Socket socket = new Socket()) {
      socket.connect(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 200);
      return true;
    } catch (IOException e) {
      return false;
    }
  }
}
