package org.mapperbench.servers;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.BatchStatement;
import com.datastax.oss.driver.api.core.cql.BoundStatement;
import com.datastax.oss.driver.api.core.cql.DefaultBatchType;
import com.datastax.oss.driver.api.core.cql.PreparedStatement;
import com.datastax.oss.driver.api.core.cql.Statement;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Semaphore;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Statements of {@link RawCql}'s session sent without waiting for each answer, at most {@code inFlight} at a time:
 * a dataset's load. {@link #close} waits for every answer and throws the first failure, as does any call after one.
 */
public final class CqlBulk implements AutoCloseable {
  private final CqlSession session;
  private final Map<String, PreparedStatement> prepared;
  private final String where;
  private final int inFlight;
  private final Semaphore permits;
  private final AtomicReference<Throwable> failure = new AtomicReference<>();

  CqlBulk(CqlSession session, Map<String, PreparedStatement> prepared, String where, int inFlight) {
    this.session = session;
    this.prepared = prepared;
    this.where = where;
    this.inFlight = inFlight;
    this.permits = new Semaphore(inFlight);
  }

  /** One statement, prepared on first use. */
  public void write(String cql, Object... values) {
    send(bind(cql, values));
  }

  /**
   * Statements as one unlogged batch, one request: the i-th statement with the i-th values. A batch of several
   * partitions costs a cluster a coordinator's fan-out; on a single node it saves requests.
   */
  public void batch(List<String> cql, List<Object[]> values) {
    var batch = BatchStatement.builder(DefaultBatchType.UNLOGGED);
    for (int i = 0; i < cql.size(); i++) {
      batch.addStatement(bind(cql.get(i), values.get(i)));
    }
    send(batch.build());
  }

  private BoundStatement bind(String cql, Object[] values) {
    return RawCql.bind(prepared.computeIfAbsent(cql, session::prepare), values);
  }

  private void send(Statement<?> statement) {
    rethrow();
    permits.acquireUninterruptibly();
    session.executeAsync(statement).whenComplete((result, error) -> {
      if (error != null) {
        failure.compareAndSet(null, error);
      }
      permits.release();
    });
  }

  private void rethrow() {
    Throwable e = failure.get();
    if (e != null) {
      throw new ServerException("a bulk write to Cassandra at " + where + " failed: " + RawCql.reason(e), e);
    }
  }

  @Override
  public void close() {
    permits.acquireUninterruptibly(inFlight);
    permits.release(inFlight);
    rethrow();
  }
}
