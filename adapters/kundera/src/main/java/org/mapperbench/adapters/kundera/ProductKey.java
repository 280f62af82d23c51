package org.mapperbench.adapters.kundera;

import java.io.Serializable;
import java.util.Objects;
import java.util.UUID;
import javax.persistence.Column;
import javax.persistence.Embeddable;

/**
 * The compound primary key of {@code products_by_catalogue}, mapped as {@link LineItemKey} is: the first field is the
 * partition key, the second the clustering column.
 */
@Embeddable
public class ProductKey implements Serializable {
  private static final long serialVersionUID = 1L;

  @Column(name = "catalogue_id")
  private UUID catalogueId;

  @Column(name = "sku")
  private int sku;

  /** For Kundera, which instantiates keys reflectively. */
  public ProductKey() {}

  ProductKey(UUID catalogueId, int sku) {
    this.catalogueId = catalogueId;
    this.sku = sku;
  }

  UUID catalogueId() {
    return catalogueId;
  }

  int sku() {
    return sku;
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
