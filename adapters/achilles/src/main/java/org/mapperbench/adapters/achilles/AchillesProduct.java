package org.mapperbench.adapters.achilles;

import info.archinnov.achilles.annotations.ClusteringColumn;
import info.archinnov.achilles.annotations.Column;
import info.archinnov.achilles.annotations.Frozen;
import info.archinnov.achilles.annotations.PartitionKey;
import info.archinnov.achilles.annotations.Table;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import org.mapperbench.entities.model.Product;

/**
 * One row of {@code products_by_catalogue}, every column mapped by Achilles itself: java.time through the driver's
 * JDK 8 codecs that Achilles registers, {@code byte[]} as a blob, the collections as non-frozen CQL collections and
 * the warehouse as the frozen UDT {@link AchillesAddress}. The bean accessors are one line each only to keep a
 * 19-column bean readable; Achilles' generated code calls them.
 */
@Table(table = "products_by_catalogue")
public class AchillesProduct implements Product {
  @PartitionKey
  @Column("catalogue_id")
  private UUID catalogueId;

  @ClusteringColumn
  @Column("sku")
  private int sku;

  @Column("name")
  private String name;

  @Column("category")
  private String category;

  @Column("brand")
  private String brand;

  @Column("description")
  private String description;

  @Column("stock")
  private int stock;

  @Column("views")
  private long views;

  @Column("active")
  private boolean active;

  @Column("weight_kg")
  private double weightKg;

  @Column("price")
  private BigDecimal price;

  @Column("updated_at")
  private Instant updatedAt;

  @Column("released_on")
  private LocalDate releasedOn;

  @Column("supplier_id")
  private UUID supplierId;

  @Column("thumbnail")
  private byte[] thumbnail;

  @Column("tags")
  private List<String> tags;

  @Column("colours")
  private Set<String> colours;

  @Column("stock_by_size")
  private Map<String, Integer> stockBySize;

  @Frozen
  @Column("warehouse")
  private AchillesAddress warehouse;

  public AchillesProduct() {}

  static AchillesProduct of(Product p) {
    AchillesProduct e = new AchillesProduct();
    e.catalogueId = p.catalogueId();
    e.sku = p.sku();
    e.name = p.name();
    e.category = p.category();
    e.brand = p.brand();
    e.description = p.description();
    e.stock = p.stock();
    e.views = p.views();
    e.active = p.active();
    e.weightKg = p.weightKg();
    e.price = p.price();
    e.updatedAt = p.updatedAt();
    e.releasedOn = p.releasedOn();
    e.supplierId = p.supplierId();
    e.thumbnail = p.thumbnail();
    e.tags = p.tags();
    e.colours = p.colours();
    e.stockBySize = p.stockBySize();
    e.warehouse = AchillesAddress.of(p.warehouse());
    return e;
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
  public AchillesAddress warehouse() {
    return warehouse;
  }

  // The JavaBean accessors Achilles' generated meta class reads and writes through.
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
  public byte[] getThumbnail() { return thumbnail; }
  public void setThumbnail(byte[] thumbnail) { this.thumbnail = thumbnail; }
  public List<String> getTags() { return tags; }
  public void setTags(List<String> tags) { this.tags = tags; }
  public Set<String> getColours() { return colours; }
  public void setColours(Set<String> colours) { this.colours = colours; }
  public Map<String, Integer> getStockBySize() { return stockBySize; }
  public void setStockBySize(Map<String, Integer> stockBySize) { this.stockBySize = stockBySize; }
  public AchillesAddress getWarehouse() { return warehouse; }
  public void setWarehouse(AchillesAddress warehouse) { this.warehouse = warehouse; }
}
