package org.mapperbench.adapters.hibernatemariadb;

import jakarta.persistence.SharedCacheMode;
import jakarta.persistence.ValidationMode;
import jakarta.persistence.spi.ClassTransformer;
import jakarta.persistence.spi.PersistenceUnitInfo;
import jakarta.persistence.spi.PersistenceUnitTransactionType;
import java.net.URL;
import java.util.List;
import java.util.Properties;
import javax.sql.DataSource;
import org.hibernate.jpa.HibernatePersistenceProvider;

/**
 * The persistence unit, described in code instead of a {@code META-INF/persistence.xml}: the JPA SPI a container
 * (or Spring's LocalContainerEntityManagerFactoryBean) hands to the provider. It is the one programmatic bootstrap
 * that Hibernate 6.6 (JPA 3.1) and 7.x (JPA 3.2) share; 7.x's HibernatePersistenceConfiguration does not exist in
 * 6.6. Nothing is scanned: the unit lists its entity classes.
 */
@SuppressWarnings("deprecation") // PersistenceUnitTransactionType moved packages in JPA 3.2; the SPI still uses
// this one
final class AdapterPersistenceUnit implements PersistenceUnitInfo {
  static final List<Class<?>> ENTITIES =
      List.of(UserEntity.class, OrderEntity.class, LineItemEntity.class, ProductEntity.class, RoundTripEntity.class);

  private final String name;
  private final DataSource dataSource;
  private final Properties properties;

  AdapterPersistenceUnit(String name, DataSource dataSource, Properties properties) {
    this.name = name;
    this.dataSource = dataSource;
    this.properties = properties;
  }

  @Override
  public String getPersistenceUnitName() {
    return name;
  }

  @Override
  public String getPersistenceProviderClassName() {
    return HibernatePersistenceProvider.class.getName();
  }

  // JPA 3.2 (Hibernate 7) declares the next two; without @Override they also compile against JPA 3.1.
  public String getScopeAnnotationName() {
    return null;
  }

  public List<String> getQualifierAnnotationNames() {
    return List.of();
  }

  @Override
  public PersistenceUnitTransactionType getTransactionType() {
    return PersistenceUnitTransactionType.RESOURCE_LOCAL;
  }

  @Override
  public DataSource getJtaDataSource() {
    return null;
  }

  /** The HikariCP pool: what JPA calls the non-JTA data source ({@code jakarta.persistence.nonJtaDataSource}). */
  @Override
  public DataSource getNonJtaDataSource() {
    return dataSource;
  }

  @Override
  public List<String> getMappingFileNames() {
    return List.of();
  }

  @Override
  public List<URL> getJarFileUrls() {
    return List.of();
  }

  @Override
  public URL getPersistenceUnitRootUrl() {
    return null;
  }

  @Override
  public List<String> getManagedClassNames() {
    return ENTITIES.stream().map(Class::getName).toList();
  }

  @Override
  public boolean excludeUnlistedClasses() {
    return true;
  }

  @Override
  public SharedCacheMode getSharedCacheMode() {
    return SharedCacheMode.NONE;
  }

  @Override
  public ValidationMode getValidationMode() {
    return ValidationMode.NONE;
  }

  @Override
  public Properties getProperties() {
    return properties;
  }

  @Override
  public String getPersistenceXMLSchemaVersion() {
    return "3.0";
  }

  @Override
  public ClassLoader getClassLoader() {
    return AdapterPersistenceUnit.class.getClassLoader();
  }

  /** No load-time weaving: the entities are plain classes, not bytecode-enhanced. */
  @Override
  public void addTransformer(ClassTransformer transformer) {}

  @Override
  public ClassLoader getNewTempClassLoader() {
    return null;
  }
}
