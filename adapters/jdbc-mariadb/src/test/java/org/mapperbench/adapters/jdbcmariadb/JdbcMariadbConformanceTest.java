package org.mapperbench.adapters.jdbcmariadb;

import org.mapperbench.entities.adapter.MapperAdapter;
import org.mapperbench.entities.conformance.AdapterConformanceTest;

class JdbcMariadbConformanceTest extends AdapterConformanceTest {
  @Override
  protected MapperAdapter newAdapter() {
    return new JdbcMariadbAdapter();
  }
}
