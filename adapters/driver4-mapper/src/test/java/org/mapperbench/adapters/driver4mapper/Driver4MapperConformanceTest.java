package org.mapperbench.adapters.driver4mapper;

import org.mapperbench.entities.adapter.MapperAdapter;
import org.mapperbench.entities.conformance.AdapterConformanceTest;

class Driver4MapperConformanceTest extends AdapterConformanceTest {
  @Override
  protected MapperAdapter newAdapter() {
    return new Driver4MapperAdapter();
  }
}
