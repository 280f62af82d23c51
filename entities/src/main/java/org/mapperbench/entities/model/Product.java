package org.mapperbench.entities.model;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;

/**
 * The wide entity: a product of a catalogue, one row of {@code products_by_catalogue} of about 1 KB in 19 columns of
 * every type users map (docs/methodology.md, "Rows per call"). All products of a catalogue share its partition,
 * clustered by {@link #sku()}. Adapters map their own annotated classes onto it.
 *
 * <p>Nullable: {@link #description()}, {@link #releasedOn()} and {@link #warehouse()}. Cassandra stores an empty
 * collection as no value at all, so an empty collection and a missing one are the same product: {@link ProductData}
 * holds a null collection as an empty one.
 */
public interface Product {
  /** The partition key: the catalogue. */
  UUID catalogueId();

  /** The clustering key: rows of a catalogue come back in ascending sku order. */
  int sku();

  /** Short text (up to 40 characters). */
  String name();

  String category();

  String brand();

  /** Long text, 200 to 500 characters, or null. */
  String description();

  int stock();

  long views();

  boolean active();

  double weightKg();

  /** Scale 2, as every store in the suite keeps it. */
  BigDecimal price();

  /** Millisecond precision. */
  Instant updatedAt();

  LocalDate releasedOn();

  UUID supplierId();

  /** 200 to 400 bytes. */
  byte[] thumbnail();

  /** 1 to 3 items, in the order written: JPA's element collection with an order column. */
  List<String> tags();

  /** 0 to 3 colours. */
  Set<String> colours();

  /** Units in stock by size, 1 to 4 sizes. */
  Map<String, Integer> stockBySize();

  Address warehouse();

  /** A plain value copy that compares with {@code equals}, collections as read (a missing one empty). */
  default ProductData toData() {
    Address address = warehouse();
    return new ProductData(catalogueId(), sku(), name(), category(), brand(), description(), stock(), views(),
        active(), weightKg(), price(), updatedAt(), releasedOn(), supplierId(), thumbnail(),
        tags(), colours(), stockBySize(), address == null ? null : address.toData());
  }
}
