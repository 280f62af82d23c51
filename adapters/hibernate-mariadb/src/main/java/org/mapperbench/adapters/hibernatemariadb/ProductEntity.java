package org.mapperbench.adapters.hibernatemariadb;

import jakarta.persistence.AttributeOverride;
import jakarta.persistence.AttributeOverrides;
import jakarta.persistence.CollectionTable;
import jakarta.persistence.Column;
import jakarta.persistence.ElementCollection;
import jakarta.persistence.Embedded;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.MapKeyColumn;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.OrderColumn;
import jakarta.persistence.Table;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import org.hibernate.Hibernate;
import org.hibernate.annotations.BatchSize;
import org.mapperbench.entities.model.Product;

/**
 * The wide entity: a row of {@code products}, its warehouse an embeddable on the four {@code warehouse_*} columns, and
 * its three collections element collections in tables of their own.
 *
 * <p>The collections are lazy (JPA's default for element collections) and batch-fetched, as Hibernate's
 * documentation advises against N + 1 selects: touching one product's tags loads the tags of up to {@value
 * #FETCH_BATCH_SIZE} products of the persistence context with one SELECT ({@code where (catalogue_id, sku) in
 * ((?,?), ...)}). Reading N products is 1 + 3 * ceil(N / 100) SELECTs, with no cartesian product of the three
 * collections, which join-fetching them at once would return. Subselect fetching ({@code @Fetch(SUBSELECT)}) would
 * be 1 + 3 for a whole catalogue, but it repeats the owners' query without its LIMIT: each page would load the
 * collections of the entire catalogue.
 */
@Entity(name = "Product")
@Table(name = "products")
@IdClass(ProductKey.class)
@NamedQuery(name = ProductEntity.BY_CATALOGUE,
    query = "select p from Product p where p.catalogueId = :catalogueId order by p.sku")
public class ProductEntity implements Product {
  /** Every product of a catalogue in sku order: the clustering order of the Cassandra table. */
  static final String BY_CATALOGUE = "Product.byCatalogue";
  /** A page of the suite's paging (100 rows) is one batch; a read of 1000 products is ten. */
  static final int FETCH_BATCH_SIZE = 100;

  @Id
  @Column(name = "catalogue_id")
  private UUID catalogueId;

  @Id
  @Column(name = "sku")
  private int sku;

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

  @Column(name = "price", precision = 12, scale = 2)
  private BigDecimal price;

  @Column(name = "updated_at")
  private Instant updatedAt;

  @Column(name = "released_on")
  private LocalDate releasedOn;

  @Column(name = "supplier_id")
  private UUID supplierId;

  @Column(name = "thumbnail", length = 512)
  private byte[] thumbnail;

  @ElementCollection
  @CollectionTable(name = "product_tags",
      joinColumns = {@JoinColumn(name = "catalogue_id"), @JoinColumn(name = "sku")})
  @OrderColumn(name = "position")
  @Column(name = "tag")
  @BatchSize(size = FETCH_BATCH_SIZE)
  private List<String> tags = new ArrayList<>();

  @ElementCollection
  @CollectionTable(name = "product_colours",
      joinColumns = {@JoinColumn(name = "catalogue_id"), @JoinColumn(name = "sku")})
  @Column(name = "colour")
  @BatchSize(size = FETCH_BATCH_SIZE)
  private Set<String> colours = new HashSet<>();

  @ElementCollection
  @CollectionTable(name = "product_stock",
      joinColumns = {@JoinColumn(name = "catalogue_id"), @JoinColumn(name = "sku")})
  @MapKeyColumn(name = "size")
  @Column(name = "quantity")
  @BatchSize(size = FETCH_BATCH_SIZE)
  private Map<String, Integer> stockBySize = new HashMap<>();

  @Embedded
  @AttributeOverrides({
    @AttributeOverride(name = "street", column = @Column(name = "warehouse_street")),
    @AttributeOverride(name = "city", column = @Column(name = "warehouse_city")),
    @AttributeOverride(name = "postcode", column = @Column(name = "warehouse_postcode")),
    @AttributeOverride(name = "country", column = @Column(name = "warehouse_country"))
  })
  private WarehouseAddress warehouse;

  /** For Hibernate, which instantiates entities reflectively. */
  protected ProductEntity() {}

  /** A new entity holding every field of {@code product}, its collections copied into mutable ones. */
  static ProductEntity of(Product product) {
    ProductEntity entity = new ProductEntity();
    entity.catalogueId = product.catalogueId();
    entity.sku = product.sku();
    entity.name = product.name();
    entity.category = product.category();
    entity.brand = product.brand();
    entity.description = product.description();
    entity.stock = product.stock();
    entity.views = product.views();
    entity.active = product.active();
    entity.weightKg = product.weightKg();
    entity.price = product.price();
    entity.updatedAt = product.updatedAt();
    entity.releasedOn = product.releasedOn();
    entity.supplierId = product.supplierId();
    entity.thumbnail = product.thumbnail();
    if (product.tags() != null) {
      entity.tags.addAll(product.tags());
    }
    if (product.colours() != null) {
      entity.colours.addAll(product.colours());
    }
    if (product.stockBySize() != null) {
      entity.stockBySize.putAll(product.stockBySize());
    }
    entity.warehouse = WarehouseAddress.of(product.warehouse());
    return entity;
  }

  /**
   * Loads the three collections while the persistence context is open, so the entity can be returned detached. The
   * first product of each batch triggers one SELECT per collection for the whole batch; the rest are no-ops.
   */
  ProductEntity fetchCollections() {
    Hibernate.initialize(tags);
    Hibernate.initialize(colours);
    Hibernate.initialize(stockBySize);
    return this;
  }

  @Override
  public UUID catalogueId() {
    return catalogueId;
  }

  @Override
  public int sku() {
    return sku;
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
    return updatedAt;
  }

  @Override
  public LocalDate releasedOn() {
    return releasedOn;
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
  public WarehouseAddress warehouse() {
    return warehouse;
  }
}
