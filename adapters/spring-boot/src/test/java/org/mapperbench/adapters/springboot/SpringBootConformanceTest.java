package org.mapperbench.adapters.springboot;

import org.mapperbench.entities.adapter.MapperAdapter;
import org.mapperbench.entities.conformance.AdapterConformanceTest;

class SpringBootConformanceTest extends AdapterConformanceTest {
  @Override
  protected MapperAdapter newAdapter() {
    return new SpringBootAdapter();
  }
}
