package org.mapperbench.adapters.driver4mapper;

import com.datastax.oss.driver.api.mapper.annotations.DaoFactory;
import com.datastax.oss.driver.api.mapper.annotations.Mapper;

/**
 * The mapper's entry point; the processor generates {@code BenchMapperBuilder}. The factories take no keyspace: the
 * session is opened on the suite's keyspace, so the generated statements use unqualified table names.
 */
@Mapper
public interface BenchMapper {
  @DaoFactory
  UserDao userDao();

  @DaoFactory
  OrderDao orderDao();

  @DaoFactory
  LineItemDao lineItemDao();

  @DaoFactory
  RoundTripDao roundTripDao();

  @DaoFactory
  ProductDao productDao();
}
