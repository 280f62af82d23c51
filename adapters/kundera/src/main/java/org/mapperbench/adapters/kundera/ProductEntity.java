package org.mapperbench.adapters.kundera;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.Date;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import javax.persistence.Column;
import javax.persistence.ElementCollection;
import javax.persistence.Embedded;
import javax.persistence.EmbeddedId;
import javax.persistence.Entity;
import javax.persistence.NamedQuery;
import javax.persistence.Table;
import org.mapperbench.entities.model.Product;

/**
 * A row of {@code products_by_catalogue}, keyed by (catalogue_id, sku), with plain JPA annotations: the collections
 * are {@code @ElementCollection}s, which Kundera writes as CQL collection literals and reads as driver collections,
 * and the warehouse an {@code @Embedded} class, which it maps onto the user-defined type. {@code released_on} has
 * no field: Kundera cannot map a CQL date.
 */
@Entity
@Table(name = "products_by_catalogue")
@NamedQuery(name = ProductEntity.BY_CATALOGUE,
    query = "SELECT p FROM ProductEntity p WHERE p.key.catalogueId = :catalogueId")
public class ProductEntity implements Product {
  static final String BY_CATALOGUE = "ProductEntity.byCatalogue";

  @EmbeddedId
  private ProductKey key;

  @Column(name = "name")
  private String name;

  @Column(name = "category")
  private String category;

  @Column(name = "brand")
  private String brand;

  @Column(name = "description")
  private String description;

  @Column(name = "stock")
  private int stock;

  @Column(name = "views")
  private long views;

  @Column(name = "active")
  private boolean active;

  @Column(name = "weight_kg")
  private double weightKg;

  @Column(name = "price")
  private BigDecimal price;

  // Kundera 3 maps java.util.Date to timestamp; it has no java.time support.
  @Column(name = "updated_at")
  private Date updatedAt;

  @Column(name = "supplier_id")
  private UUID supplierId;

  @Column(name = "thumbnail")
  private byte[] thumbnail;

  @ElementCollection
  @Column(name = "tags")
  private List<String> tags;

  @ElementCollection
  @Column(name = "colours")
  private Set<String> colours;

  @ElementCollection
  @Column(name = "stock_by_size")
  private Map<String, Integer> stockBySize;

  @Embedded
  private AddressEmbeddable warehouse;

  /** For Kundera, which instantiates entities reflectively. */
  public ProductEntity() {}

  static ProductEntity of(Product p) {
    ProductEntity e = new ProductEntity();
    e.key = new ProductKey(p.catalogueId(), p.sku());
    e.name = p.name();
    e.category = p.category();
    e.brand = p.brand();
    e.description = p.description();
    e.stock = p.stock();
    e.views = p.views();
    e.active = p.active();
    e.weightKg = p.weightKg();
    e.price = p.price();
    e.updatedAt = p.updatedAt() == null ? null : Date.from(p.updatedAt());
    e.supplierId = p.supplierId();
    e.thumbnail = p.thumbnail();
    e.tags = p.tags();
    e.colours = p.colours();
    e.stockBySize = p.stockBySize();
    e.warehouse = AddressEmbeddable.of(p.warehouse());
    return e;
  }

  @Override
  public UUID catalogueId() {
    return key.catalogueId();
  }

  @Override
  public int sku() {
    return key.sku();
  }

  @Override
  public String name() {
    return name;
  }

  @Override
  public String category() {
    return category;
  }

  @Override
  public String brand() {
    return brand;
  }

  @Override
  public String description() {
    return description;
  }

  @Override
  public int stock() {
    return stock;
  }

  @Override
  public long views() {
    return views;
  }

  @Override
  public boolean active() {
    return active;
  }

  @Override
  public double weightKg() {
    return weightKg;
  }

  @Override
  public BigDecimal price() {
    return price;
  }

  @Override
  public Instant updatedAt() {
    return updatedAt == null ? null : updatedAt.toInstant();
  }

  /** Not mapped: Kundera's CQL client can neither write nor read a CQL date (see the adapter's limitations). */
  @Override
  public LocalDate releasedOn() {
    return null;
  }

  @Override
  public UUID supplierId() {
    return supplierId;
  }

  @Override
  public byte[] thumbnail() {
    return thumbnail;
  }

  @Override
  public List<String> tags() {
    return tags;
  }

  @Override
  public Set<String> colours() {
    return colours;
  }

  @Override
  public Map<String, Integer> stockBySize() {
    return stockBySize;
  }

  @Override
  public AddressEmbeddable warehouse() {
    return warehouse;
  }
}
