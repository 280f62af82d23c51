package org.mapperbench.adapters.hibernatemariadb;

import java.io.Serializable;
import java.util.Objects;
import java.util.UUID;

/**
 * The primary key of {@code products}, as an {@code @IdClass}: the entity keeps catalogueId and sku as plain
 * attributes, so JPQL names them directly. JPA requires an id class to be Serializable with value equality.
 */
public class ProductKey implements Serializable {
  private static final long serialVersionUID = 1L;

  private UUID catalogueId;
  private int sku;

  /** For Hibernate, which instantiates keys reflectively. */
  protected ProductKey() {}

  ProductKey(UUID catalogueId, int sku) {
    this.catalogueId = catalogueId;
    this.sku = sku;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof ProductKey k && sku == k.sku && Objects.equals(catalogueId, k.catalogueId);
  }

  @Override
  public int hashCode() {
    return Objects.hash(catalogueId, sku);
  }
}
