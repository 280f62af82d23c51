package org.mapperbench.servers;

/**
 * A server could not be started, reached or kept alive. Its message is one line a person can act on; callers print
 * it without a stack trace.
 */
public class ServerException extends RuntimeException {
  private final String detail;

  public ServerException(String message) {
    this(message, "", null);
  }

  public ServerException(String message, Throwable cause) {
    this(message, "", cause);
  }

  /** @param detail extra lines worth showing under the message, such as the tail of a server log */
  public ServerException(String message, String detail, Throwable cause) {
    super(message, cause);
    this.detail = detail;
  }

  public String detail() {
    return detail;
  }
}
