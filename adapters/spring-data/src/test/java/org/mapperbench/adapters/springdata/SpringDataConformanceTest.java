package org.mapperbench.adapters.springdata;

import org.mapperbench.entities.adapter.MapperAdapter;
import org.mapperbench.entities.conformance.AdapterConformanceTest;

class SpringDataConformanceTest extends AdapterConformanceTest {
  @Override
  protected MapperAdapter newAdapter() {
    return new SpringDataAdapter();
  }
}
