package org.mapperbench.servers;

/** The MariaDB server of the relational baseline: the embedded one, or one the user points at. */
public interface MariaDbTarget extends ServerTarget {

  /** {@code jdbc:mariadb://host:port/database}, without driver options: adapters add and report their own. */
  String jdbcUrl();

  String user();

  String password();

  /**
   * The server's data folder, one folder per database, for a dataset kept between runs (InnoDB's tablespaces); only
   * a server the suite started here has one the suite may reach.
   */
  default java.util.Optional<java.nio.file.Path> dataDir() {
    return java.util.Optional.empty();
  }
}
