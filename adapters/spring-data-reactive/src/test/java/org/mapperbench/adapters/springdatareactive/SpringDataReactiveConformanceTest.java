package org.mapperbench.adapters.springdatareactive;

import org.mapperbench.entities.adapter.MapperAdapter;
import org.mapperbench.entities.conformance.AdapterConformanceTest;

class SpringDataReactiveConformanceTest extends AdapterConformanceTest {
  @Override
  protected MapperAdapter newAdapter() {
    return new SpringDataReactiveAdapter();
  }
}
