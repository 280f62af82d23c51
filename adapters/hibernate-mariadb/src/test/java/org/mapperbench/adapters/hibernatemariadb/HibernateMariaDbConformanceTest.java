package org.mapperbench.adapters.hibernatemariadb;

import org.mapperbench.entities.adapter.MapperAdapter;
import org.mapperbench.entities.conformance.AdapterConformanceTest;

class HibernateMariaDbConformanceTest extends AdapterConformanceTest {
  @Override
  protected MapperAdapter newAdapter() {
    return new HibernateMariaDbAdapter();
  }
}
