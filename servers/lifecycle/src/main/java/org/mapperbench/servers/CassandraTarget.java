package org.mapperbench.servers;

import java.util.List;

/** A Cassandra cluster the suite talks to: the embedded node, or one the user points at. */
public interface CassandraTarget extends ServerTarget {

  /** {@code host:port} of the nodes to connect to. */
  List<String> contactPoints();

  String localDatacenter();
}
