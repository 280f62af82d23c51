package org.mapperbench.adapters.driver3mapper;

import org.mapperbench.entities.adapter.MapperAdapter;
import org.mapperbench.entities.conformance.AdapterConformanceTest;

class Driver3MapperConformanceTest extends AdapterConformanceTest {
  @Override
  protected MapperAdapter newAdapter() {
    return new Driver3MapperAdapter();
  }
}
