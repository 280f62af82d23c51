package org.mapperbench.servers;

/** The MariaDB server of the relational baseline: the embedded one, or one the user points at. */
public interface MariaDbTarget extends ServerTarget {

  /** {@code jdbc:mariadb://host:port/database}, without driver options: adapters add and report their own. */
  String jdbcUrl();

  String user();

  String password();
}
