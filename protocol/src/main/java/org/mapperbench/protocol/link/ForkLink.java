package org.mapperbench.protocol.link;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.ObjectInputFilter;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import java.net.InetAddress;
import java.net.Socket;
import java.net.SocketException;

/**
 * A fork JVM's link to the runner: one loopback connection the fork opens to the port the runner gives it ({@link
 * org.mapperbench.settings.ForkSettings#LINK_PORT}), carrying {@link ForkMessage}s one way and the answers to the
 * fork's questions the other, as serialized records (JMH's own runner and forks talk the same way). Each end reads
 * only the protocol's records and the JDK types they hold.
 */
public final class ForkLink implements AutoCloseable {
  private static final ObjectInputFilter ONLY_THE_PROTOCOL =
      ObjectInputFilter.Config.createFilter("org.mapperbench.protocol.**;java.lang.*;java.util.*;!*");

  private final Socket socket;
  private final ObjectOutputStream out;
  private final ObjectInputStream in;

  private ForkLink(Socket socket) throws IOException {
    this.socket = socket;
    socket.setTcpNoDelay(true);
    out = new ObjectOutputStream(new BufferedOutputStream(socket.getOutputStream()));
    // The stream's header first: the other end's input stream waits for it before it can be opened.
    out.flush();
    in = new ObjectInputStream(new BufferedInputStream(socket.getInputStream()));
    in.setObjectInputFilter(ONLY_THE_PROTOCOL);
  }

  /** The fork's end: connects to the runner on this machine. */
  public static ForkLink connect(int port) throws IOException {
    return new ForkLink(new Socket(InetAddress.getLoopbackAddress(), port));
  }

  /** The runner's end, on the connection the fork opened. */
  public static ForkLink accepted(Socket socket) throws IOException {
    return new ForkLink(socket);
  }

  /** Sends one message or answer (an answer may be null: nothing to say) and flushes it. */
  public void send(Serializable message) throws IOException {
    out.writeObject(message);
    out.reset(); // each message stands alone: no back-references to earlier ones
    out.flush();
  }

  /**
   * The next message or answer, as sent; null also once the other end has gone (closed its end, or its JVM ended).
   */
  public Object receive() throws IOException {
    try {
      return in.readObject();
    } catch (EOFException | SocketException gone) {
      return null;
    } catch (ClassNotFoundException e) {
      throw new IOException("not a message of the fork protocol: " + e.getMessage(), e);
    }
  }

  @Override
  public void close() throws IOException {
    socket.close();
  }
}
