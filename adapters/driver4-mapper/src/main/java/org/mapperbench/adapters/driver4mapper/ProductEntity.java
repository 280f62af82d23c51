package org.mapperbench.adapters.driver4mapper;

import com.datastax.oss.driver.api.mapper.annotations.ClusteringColumn;
import com.datastax.oss.driver.api.mapper.annotations.CqlName;
import com.datastax.oss.driver.api.mapper.annotations.Entity;
import com.datastax.oss.driver.api.mapper.annotations.PartitionKey;
import java.math.BigDecimal;
import java.nio.ByteBuffer;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import org.mapperbench.entities.model.Address;
import org.mapperbench.entities.model.Product;

/**
 * A row of {@code products_by_catalogue}, the wide entity: partitioned by catalogue, clustered by sku. A mutable
 * JavaBean like the adapter's other entities, its accessors on one line each as in the mapper's manual, so that 19
 * properties stay readable. Every property has the type the driver maps its column to without a custom codec: the
 * blob is a {@link ByteBuffer} (the suite's {@code byte[]} is copied out only when {@link #thumbnail()} is called),
 * and the address a nested entity, which the mapper turns into a UDT value.
 */
@Entity
@CqlName("products_by_catalogue")
public class ProductEntity implements Product {
  @PartitionKey private UUID catalogueId;
  @ClusteringColumn private int sku;
  private String name;
  private String category;
  private String brand;
  private String description;
  private int stock;
  private long views;
  private boolean active;
  private double weightKg;
  private BigDecimal price;
  private Instant updatedAt;
  private LocalDate releasedOn;
  private UUID supplierId;
  private ByteBuffer thumbnail;
  private List<String> tags;
  private Set<String> colours;
  private Map<String, Integer> stockBySize;
  private AddressEntity warehouse;

  public ProductEntity() {}

  ProductEntity(Product p) {
    catalogueId = p.catalogueId();
    sku = p.sku();
    name = p.name();
    category = p.category();
    brand = p.brand();
    description = p.description();
    stock = p.stock();
    views = p.views();
    active = p.active();
    weightKg = p.weightKg();
    price = p.price();
    updatedAt = p.updatedAt();
    releasedOn = p.releasedOn();
    supplierId = p.supplierId();
    byte[] bytes = p.thumbnail();
    thumbnail = bytes == null ? null : ByteBuffer.wrap(bytes);
    tags = p.tags();
    colours = p.colours();
    stockBySize = p.stockBySize();
    Address address = p.warehouse();
    warehouse = address == null ? null : new AddressEntity(address);
  }

  // JavaBeans accessors: the mapper's default way to find properties.

  public UUID getCatalogueId() { return catalogueId; }
  public void setCatalogueId(UUID catalogueId) { this.catalogueId = catalogueId; }
  public int getSku() { return sku; }
  public void setSku(int sku) { this.sku = sku; }
  public String getName() { return name; }
  public void setName(String name) { this.name = name; }
  public String getCategory() { return category; }
  public void setCategory(String category) { this.category = category; }
  public String getBrand() { return brand; }
  public void setBrand(String brand) { this.brand = brand; }
  public String getDescription() { return description; }
  public void setDescription(String description) { this.description = description; }
  public int getStock() { return stock; }
  public void setStock(int stock) { this.stock = stock; }
  public long getViews() { return views; }
  public void setViews(long views) { this.views = views; }
  public boolean isActive() { return active; }
  public void setActive(boolean active) { this.active = active; }
  public double getWeightKg() { return weightKg; }
  public void setWeightKg(double weightKg) { this.weightKg = weightKg; }
  public BigDecimal getPrice() { return price; }
  public void setPrice(BigDecimal price) { this.price = price; }
  public Instant getUpdatedAt() { return updatedAt; }
  public void setUpdatedAt(Instant updatedAt) { this.updatedAt = updatedAt; }
  public LocalDate getReleasedOn() { return releasedOn; }
  public void setReleasedOn(LocalDate releasedOn) { this.releasedOn = releasedOn; }
  public UUID getSupplierId() { return supplierId; }
  public void setSupplierId(UUID supplierId) { this.supplierId = supplierId; }
  public ByteBuffer getThumbnail() { return thumbnail; }
  public void setThumbnail(ByteBuffer thumbnail) { this.thumbnail = thumbnail; }
  public List<String> getTags() { return tags; }
  public void setTags(List<String> tags) { this.tags = tags; }
  public Set<String> getColours() { return colours; }
  public void setColours(Set<String> colours) { this.colours = colours; }
  public Map<String, Integer> getStockBySize() { return stockBySize; }
  public void setStockBySize(Map<String, Integer> stockBySize) { this.stockBySize = stockBySize; }
  public AddressEntity getWarehouse() { return warehouse; }
  public void setWarehouse(AddressEntity warehouse) { this.warehouse = warehouse; }

  // The suite's Product on the same fields, so that a read returns the entity itself.

  @Override public UUID catalogueId() { return catalogueId; }
  @Override public int sku() { return sku; }
  @Override public String name() { return name; }
  @Override public String category() { return category; }
  @Override public String brand() { return brand; }
  @Override public String description() { return description; }
  @Override public int stock() { return stock; }
  @Override public long views() { return views; }
  @Override public boolean active() { return active; }
  @Override public double weightKg() { return weightKg; }
  @Override public BigDecimal price() { return price; }
  @Override public Instant updatedAt() { return updatedAt; }
  @Override public LocalDate releasedOn() { return releasedOn; }
  @Override public UUID supplierId() { return supplierId; }
  @Override public List<String> tags() { return tags; }
  @Override public Set<String> colours() { return colours; }
  @Override public Map<String, Integer> stockBySize() { return stockBySize; }
  @Override public AddressEntity warehouse() { return warehouse; }

  @Override
  public byte[] thumbnail() {
    if (thumbnail == null) {
      return null;
    }
    byte[] bytes = new byte[thumbnail.remaining()];
    thumbnail.duplicate().get(bytes);
    return bytes;
  }
}
