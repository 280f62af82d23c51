package org.mapperbench.servers;

import java.util.Optional;

/** A MariaDB server the user points at with {@code -Dmariadb.url}; the suite never starts or stops it. */
public final class ExternalMariaDb implements MariaDbTarget {
  private final String url;
  private final String user;
  private final String password;
  private final String version;

  private ExternalMariaDb(String url, String user, String password, String version) {
    this.url = url;
    this.user = user;
    this.password = password;
    this.version = version;
  }

  /** Connects once to prove the server answers; throws a {@link ServerException} within seconds if not. */
  public static ExternalMariaDb connect(String url, String user, String password) {
    try (RawSql sql = RawSql.connect(url, user, password)) {
      return new ExternalMariaDb(url, user, password, sql.version());
    }
  }

  @Override
  public String jdbcUrl() {
    return url;
  }

  @Override
  public String user() {
    return user;
  }

  @Override
  public String password() {
    return password;
  }

  @Override
  public Optional<ProcessHandle> process() {
    return Optional.empty();
  }

  @Override
  public void checkAlive() {
    try (RawSql sql = RawSql.connect(url, user, password)) {
      sql.version();
    } catch (ServerException e) {
      throw new ServerException("the MariaDB server at " + url + " no longer answers", e);
    }
  }

  @Override
  public String version() {
    return version;
  }

  @Override
  public String describe() {
    return "external MariaDB " + version + " at " + url;
  }

  @Override
  public void close() {
    // not ours to stop
  }
}
