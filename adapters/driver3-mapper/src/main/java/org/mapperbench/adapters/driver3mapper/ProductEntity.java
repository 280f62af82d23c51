package org.mapperbench.adapters.driver3mapper;

import com.datastax.driver.mapping.annotations.ClusteringColumn;
import com.datastax.driver.mapping.annotations.Column;
import com.datastax.driver.mapping.annotations.Frozen;
import com.datastax.driver.mapping.annotations.PartitionKey;
import com.datastax.driver.mapping.annotations.Table;
import java.math.BigDecimal;
import java.nio.ByteBuffer;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import org.mapperbench.entities.model.Product;

/**
 * A row of {@code products_by_catalogue}: the catalogue is the partition key, the sku clusters.
 *
 * <p>Types: the timestamp and the date are {@code java.time} fields, which the mapper reads and writes through the
 * driver-extras codecs the adapter registers on the cluster ({@code InstantCodec}, {@code LocalDateCodec}); driver 3
 * alone knows only {@code java.util.Date} and its own {@code LocalDate}. The blob is a {@link ByteBuffer}, the one
 * Java type driver 3 has for it (neither the core nor the extras has a {@code byte[]} codec). The collections map
 * as they are, and the address is a {@link Frozen} field of the mapped UDT class.
 */
@Table(name = "products_by_catalogue")
public class ProductEntity implements Product {
  @PartitionKey
  @Column(name = "catalogue_id")
  private UUID catalogueId;

  @ClusteringColumn private int sku;

  private String name;

  private String category;

  private String brand;

  private String description;

  private int stock;

  private long views;

  private boolean active;

  @Column(name = "weight_kg")
  private double weightKg;

  private BigDecimal price;

  @Column(name = "updated_at")
  private Instant updatedAt;

  @Column(name = "released_on")
  private LocalDate releasedOn;

  @Column(name = "supplier_id")
  private UUID supplierId;

  private ByteBuffer thumbnail;

  private List<String> tags;

  private Set<String> colours;

  @Column(name = "stock_by_size")
  private Map<String, Integer> stockBySize;

  @Frozen private AddressEntity warehouse;

  /** For the mapper, which instantiates entities it reads. */
  public ProductEntity() {}

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
    byte[] thumbnail = product.thumbnail();
    entity.thumbnail = thumbnail == null ? null : ByteBuffer.wrap(thumbnail);
    entity.tags = product.tags();
    entity.colours = product.colours();
    entity.stockBySize = product.stockBySize();
    entity.warehouse = AddressEntity.of(product.warehouse());
    return entity;
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
    if (thumbnail == null) {
      return null;
    }
    byte[] bytes = new byte[thumbnail.remaining()];
    thumbnail.duplicate().get(bytes);
    return bytes;
  }

  /** Null when the row has none: the mapper leaves a field unset when the column holds an empty collection. */
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
  public AddressEntity warehouse() {
    return warehouse;
  }
}
