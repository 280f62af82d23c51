package org.mapperbench.entities.model;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.UUID;

/**
 * The plain value type of {@link Product}. Its collections are immutable copies (a set and a map compare by content,
 * whatever order a library returns them in; a list by order), and its thumbnail compares by its bytes. The thumbnail
 * is copied when the product is made, never when it is read: an adapter's timed write reads it, and a copy there
 * would be the suite's allocation counted as the library's. Nothing writes to it.
 */
public record ProductData(
    UUID catalogueId, int sku, String name, String category, String brand, String description, int stock,
    long views, boolean active, double weightKg, BigDecimal price, Instant updatedAt, LocalDate releasedOn,
    UUID supplierId, byte[] thumbnail, List<String> tags, Set<String> colours, Map<String, Integer> stockBySize,
    AddressData warehouse)
    implements Product {

  public ProductData {
    Objects.requireNonNull(catalogueId, "catalogueId");
    thumbnail = thumbnail == null ? null : thumbnail.clone();
    // Cassandra stores an empty collection as none: a missing one and an empty one are the same product.
    tags = tags == null ? List.of() : List.copyOf(tags);
    colours = colours == null ? Set.of() : Set.copyOf(colours);
    stockBySize = stockBySize == null ? Map.of() : Map.copyOf(stockBySize);
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof ProductData p && sku == p.sku && stock == p.stock && views == p.views
        && active == p.active && Double.compare(weightKg, p.weightKg) == 0 && catalogueId.equals(p.catalogueId)
        && Objects.equals(name, p.name) && Objects.equals(category, p.category) && Objects.equals(brand, p.brand)
        && Objects.equals(description, p.description) && Objects.equals(price, p.price)
        && Objects.equals(updatedAt, p.updatedAt) && Objects.equals(releasedOn, p.releasedOn)
        && Objects.equals(supplierId, p.supplierId) && Arrays.equals(thumbnail, p.thumbnail)
        && tags.equals(p.tags) && colours.equals(p.colours) && stockBySize.equals(p.stockBySize)
        && Objects.equals(warehouse, p.warehouse);
  }

  @Override
  public int hashCode() {
    return Objects.hash(catalogueId, sku, name, price, updatedAt, Arrays.hashCode(thumbnail), tags, warehouse);
  }

  @Override
  public String toString() {
    return "ProductData[catalogueId=" + catalogueId + ", sku=" + sku + ", name=" + name + ", category=" + category
        + ", brand=" + brand + ", description=" + description + ", stock=" + stock + ", views=" + views
        + ", active=" + active + ", weightKg=" + weightKg + ", price=" + price + ", updatedAt=" + updatedAt
        + ", releasedOn=" + releasedOn + ", supplierId=" + supplierId + ", thumbnail="
        + (thumbnail == null ? null : HexFormat.of().formatHex(thumbnail)) + ", tags=" + tags + ", colours="
        + colours + ", stockBySize=" + stockBySize + ", warehouse=" + warehouse + "]";
  }

  /** The same product with these columns null or empty: what a library that cannot map them returns. */
  public ProductData without(java.util.Collection<ProductColumn> unmapped) {
    ProductData p = this;
    for (ProductColumn column : unmapped) {
      p = column.cleared(p);
    }
    return p;
  }
}
