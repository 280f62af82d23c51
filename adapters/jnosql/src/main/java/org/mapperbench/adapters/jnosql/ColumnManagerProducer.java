package org.mapperbench.adapters.jnosql;

import jakarta.annotation.Priority;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Alternative;
import jakarta.enterprise.inject.Disposes;
import jakarta.enterprise.inject.Produces;
import jakarta.enterprise.inject.Typed;
import jakarta.interceptor.Interceptor;
import org.eclipse.jnosql.communication.Settings;
import org.eclipse.jnosql.communication.semistructured.DatabaseManager;
import org.eclipse.jnosql.databases.cassandra.communication.CassandraColumnManager;
import org.eclipse.jnosql.databases.cassandra.communication.CassandraConfiguration;
import org.eclipse.jnosql.mapping.Database;
import org.eclipse.jnosql.mapping.DatabaseType;

/**
 * One Cassandra session for the whole container. JNoSQL's own producer, and its README's, have no scope, so every
 * template call builds a manager and a new session (two sessions per call, one left open); this producer is theirs
 * made {@code @ApplicationScoped}, for both the Cassandra template and the Jakarta Data repositories.
 */
@Alternative
@Priority(Interceptor.Priority.APPLICATION)
@ApplicationScoped
public class ColumnManagerProducer {
  /** What {@code open()} hands the container before it starts: hosts, port, datacenter. */
  static volatile Settings settings;
  static volatile String keyspace;

  @Produces
  @ApplicationScoped
  @Typed(CassandraColumnManager.class)
  public CassandraColumnManager cassandra() {
    return new CassandraConfiguration().apply(settings).apply(keyspace);
  }

  @Produces
  @ApplicationScoped
  @Database(DatabaseType.COLUMN)
  public DatabaseManager column(CassandraColumnManager manager) {
    return manager;
  }

  public void close(@Disposes CassandraColumnManager manager) {
    manager.close();
  }
}
