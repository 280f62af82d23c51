package org.mapperbench.adapters.springboot;

import java.util.LinkedHashMap;
import java.util.Map;
import org.mapperbench.adapters.springdata.template.Repositories.LineItemRepository;
import org.mapperbench.adapters.springdata.template.Repositories.OrderRepository;
import org.mapperbench.adapters.springdata.template.Repositories.ProductRepository;
import org.mapperbench.adapters.springdata.template.Repositories.UserRepository;
import org.mapperbench.adapters.springdata.template.TemplateAdapter;
import org.mapperbench.entities.adapter.AdapterConfig;
import org.mapperbench.entities.adapter.AdapterTraits;
import org.springframework.boot.Banner;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.cassandra.autoconfigure.CqlSessionBuilderCustomizer;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.data.cassandra.core.CassandraTemplate;

/**
 * Spring Data Cassandra as a Spring Boot application runs it: {@code SpringApplication.run} with the
 * {@code spring.cassandra.*} properties an {@code application.properties} would hold, and the template and
 * repositories taken from the context Boot's auto-configuration built. The calls are spring-data's
 * ({@link TemplateAdapter}); what differs is everything Boot configures around them.
 */
public final class SpringBootAdapter extends TemplateAdapter {
  private ConfigurableApplicationContext context;

  @Override
  public AdapterTraits traits() {
    return traits("spring-boot", "Spring Data Cassandra under Spring Boot (spring-boot-starter-data-cassandra):"
            + " session, template and repositories from Boot's auto-configuration")
        .limitations(limitations())
        .build();
  }

  @Override
  public void open(AdapterConfig config) {
    SpringApplication application = new SpringApplication(BenchApplication.class);
    application.setWebApplicationType(WebApplicationType.NONE);
    application.setBannerMode(Banner.Mode.OFF);
    application.setDefaultProperties(properties(config));
    // TLS from the suite's trust and key stores: Boot's way to hand the driver an SSLContext of the application's
    // own is a customizer bean, as an application with its own SSL set-up registers it.
    if (config.security().encrypts()) {
      application.addInitializers(context -> context.getBeanFactory().registerSingleton("suiteTls",
          (CqlSessionBuilderCustomizer) builder -> builder.withSslContext(config.security().sslContext())));
    }
    context = application.run();
    use(context.getBean(CassandraTemplate.class), context.getBean(UserRepository.class),
        context.getBean(OrderRepository.class), context.getBean(LineItemRepository.class),
        context.getBean(ProductRepository.class));
  }

  /**
   * What an application's properties would say. The schema action stays Boot's default, {@code none}: nothing
   * creates or alters the suite's tables. Logging at WARN keeps the fork's log to what goes wrong.
   */
  private static Map<String, Object> properties(AdapterConfig config) {
    Map<String, Object> p = new LinkedHashMap<>();
    p.put("spring.cassandra.contact-points", String.join(",", config.contactPoints()));
    p.put("spring.cassandra.local-datacenter", config.localDatacenter());
    p.put("spring.cassandra.keyspace-name", config.keyspace());
    p.put("spring.cassandra.request.consistency", config.consistencyLevel());
    if (config.security().authenticates()) {
      p.put("spring.cassandra.username", config.security().user());
      p.put("spring.cassandra.password", config.security().password());
    }
    p.put("logging.level.root", "warn");
    return p;
  }

  @Override
  public void close() {
    if (context != null) {
      context.close();
    }
  }
}
