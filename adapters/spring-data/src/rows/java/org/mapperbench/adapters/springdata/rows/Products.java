package org.mapperbench.adapters.springdata.rows;

import static org.springframework.data.cassandra.core.cql.Ordering.ASCENDING;
import static org.springframework.data.cassandra.core.cql.PrimaryKeyType.CLUSTERED;
import static org.springframework.data.cassandra.core.cql.PrimaryKeyType.PARTITIONED;

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
import org.springframework.data.cassandra.core.mapping.Column;
import org.springframework.data.cassandra.core.mapping.Frozen;
import org.springframework.data.cassandra.core.mapping.PrimaryKeyColumn;
import org.springframework.data.cassandra.core.mapping.Table;
import org.springframework.data.cassandra.core.mapping.UserDefinedType;

/**
 * The wide entity as Spring Data maps it: every column by the type the reference guide's type table gives it, the
 * address as a mapped user-defined type. Kept apart from {@link Tables} so each file stays readable. Public for the
 * same reason as there: Spring Data generates instantiators and accessors for public types.
 */
public final class Products {
  private Products() {}

  /**
   * One row of {@code products_by_catalogue}, its compound key as two key columns on the entity (a flat composite
   * key, so the repository's id type is {@code MapId}).
   *
   * <p>The blob is a {@link ByteBuffer}, the Java type Spring Data's type table maps to {@code blob}: a {@code byte[]}
   * property fails with the driver's "Codec not found for requested operation: [BLOB <-> [B]" (tried). The component
   * is named {@code blob} so that {@link #thumbnail()} can keep the contract's {@code byte[]}.
   */
  @Table("products_by_catalogue")
  public record ProductRow(
      @PrimaryKeyColumn(name = "catalogue_id", type = PARTITIONED, ordinal = 0) UUID catalogueId,
      @PrimaryKeyColumn(name = "sku", type = CLUSTERED, ordinal = 1, ordering = ASCENDING) int sku,
      String name,
      String category,
      String brand,
      String description,
      int stock,
      long views,
      boolean active,
      @Column("weight_kg") double weightKg,
      BigDecimal price,
      @Column("updated_at") Instant updatedAt,
      @Column("released_on") LocalDate releasedOn,
      @Column("supplier_id") UUID supplierId,
      @Column("thumbnail") ByteBuffer blob,
      List<String> tags,
      Set<String> colours,
      @Column("stock_by_size") Map<String, Integer> stockBySize,
      // Reads and writes work without @Frozen (tried); it states the column's frozen type, as Spring's docs ask.
      @Frozen AddressRow warehouse)
      implements Product {

    public static ProductRow of(Product p) {
      if (p instanceof ProductRow row) {
        return row;
      }
      byte[] thumbnail = p.thumbnail();
      return new ProductRow(p.catalogueId(), p.sku(), p.name(), p.category(), p.brand(), p.description(), p.stock(),
          p.views(), p.active(), p.weightKg(), p.price(), p.updatedAt(), p.releasedOn(), p.supplierId(),
          thumbnail == null ? null : ByteBuffer.wrap(thumbnail), p.tags(), p.colours(), p.stockBySize(),
          AddressRow.of(p.warehouse()));
    }

    /** A copy per call, as {@code ProductData} hands out: the row's buffer is never exposed to change. */
    @Override
    public byte[] thumbnail() {
      if (blob == null) {
        return null;
      }
      byte[] bytes = new byte[blob.remaining()];
      blob.duplicate().get(bytes);
      return bytes;
    }
  }

  /** The {@code address} type; Spring resolves its definition from the session's schema metadata. */
  @UserDefinedType("address")
  public record AddressRow(String street, String city, String postcode, String country) implements Address {
    public static AddressRow of(Address address) {
      if (address == null || address instanceof AddressRow) {
        return (AddressRow) address;
      }
      return new AddressRow(address.street(), address.city(), address.postcode(), address.country());
    }
  }
}
