package org.mapperbench.adapters.springdata;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.config.DefaultDriverOption;
import com.datastax.oss.driver.api.core.config.DriverConfigLoader;
import java.net.InetSocketAddress;
import org.mapperbench.adapters.springdata.template.Repositories.LineItemRepository;
import org.mapperbench.adapters.springdata.template.Repositories.OrderRepository;
import org.mapperbench.adapters.springdata.template.Repositories.ProductRepository;
import org.mapperbench.adapters.springdata.template.Repositories.UserRepository;
import org.mapperbench.adapters.springdata.template.TemplateAdapter;
import org.mapperbench.entities.adapter.AdapterConfig;
import org.mapperbench.entities.adapter.AdapterTraits;
import org.springframework.data.cassandra.core.CassandraTemplate;
import org.springframework.data.cassandra.repository.support.CassandraRepositoryFactory;

/**
 * Spring Data Cassandra as its reference guide sets it up without a container: a CqlSession, a CassandraTemplate
 * on it, and repositories from CassandraRepositoryFactory. The calls are {@link TemplateAdapter}'s.
 */
public final class SpringDataAdapter extends TemplateAdapter {
  private CqlSession session;

  @Override
  public AdapterTraits traits() {
    return traits("spring-data",
            "Spring Data Cassandra (spring-data-cassandra): CassandraTemplate and repositories, without Spring Boot")
        .limitations(limitations())
        .build();
  }

  @Override
  public void open(AdapterConfig config) {
    // The driver's profile carries the consistency level, so every statement Spring builds, batches included,
    // gets it without per-call QueryOptions.
    DriverConfigLoader loader =
        DriverConfigLoader.programmaticBuilder()
            .withString(DefaultDriverOption.REQUEST_CONSISTENCY, config.consistencyLevel())
            .build();
    var builder =
        CqlSession.builder()
            .withConfigLoader(loader)
            .withLocalDatacenter(config.localDatacenter())
            .withKeyspace(config.keyspace());
    config.hostPorts().forEach(hp -> builder.addContactPoint(new InetSocketAddress(hp.host(), hp.port())));
    if (config.security().authenticates()) {
      builder.withAuthCredentials(config.security().user(), config.security().password());
    }
    if (config.security().encrypts()) {
      builder.withSslContext(config.security().sslContext());
    }
    session = builder.build();
    // No SessionFactoryFactoryBean and no SchemaAction: nothing here can create or alter the suite's schema.
    CassandraTemplate template = new CassandraTemplate(session);
    template.setUsePreparedStatements(true); // the default, stated because the traits depend on it
    CassandraRepositoryFactory factory = new CassandraRepositoryFactory(template);
    use(template, factory.getRepository(UserRepository.class), factory.getRepository(OrderRepository.class),
        factory.getRepository(LineItemRepository.class), factory.getRepository(ProductRepository.class));
  }

  @Override
  public void close() {
    if (session != null) {
      session.close();
    }
  }
}
