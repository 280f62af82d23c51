package org.mapperbench.adapters.jnosql;

import jakarta.nosql.Column;
import jakarta.nosql.Entity;
import jakarta.nosql.Id;
import java.math.BigDecimal;
import java.nio.ByteBuffer;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.stream.Stream;
import org.mapperbench.entities.model.Address;
import org.mapperbench.entities.model.Product;
import org.mapperbench.entities.model.ProductColumn;

/**
 * A row of {@code products_by_catalogue}, the wide entity, without its {@code warehouse} column: JNoSQL cannot read a
 * row whose UDT column is null ({@link #UNMAPPED}). A class with fields rather than a record like the other tables,
 * because {@link Product#thumbnail()} returns {@code byte[]} while the field is a {@link ByteBuffer}: JNoSQL writes
 * values as literals through the driver's default codecs, which map a blob to a {@code ByteBuffer} and have none for
 * {@code byte[]}.
 *
 * <p>Jakarta NoSQL has no compound key: the partition key is the {@code @Id}, the clustering key a plain column, as
 * for line items.
 */
@Entity("products_by_catalogue")
public class ProductRow implements Product {
  /**
   * The address, a frozen UDT. JNoSQL writes it ({@code @Column(udt = "address")}, through a Cassandra repository
   * or the template), but its driver layer ({@code CassandraConverter.get}) calls {@code getType()} on the column's
   * {@code UdtValue} without a null check, so a row without an address cannot be read at all (NullPointerException),
   * and a product may have none.
   */
  static final List<ProductColumn> UNMAPPED = List.of(ProductColumn.WAREHOUSE);

  /**
   * What reads select. JNoSQL's queries read every column by default, and an unmapped warehouse is null in every row:
   * a read must name the others.
   */
  static final String[] COLUMNS = Stream.concat(Stream.of("catalogue_id", "sku"),
      Stream.of(ProductColumn.values()).filter(c -> !UNMAPPED.contains(c)).map(ProductColumn::column))
      .toArray(String[]::new);

  @Id("catalogue_id") private UUID catalogueId;
  @Column("sku") private int sku;
  @Column("name") private String name;
  @Column("category") private String category;
  @Column("brand") private String brand;
  @Column("description") private String description;
  @Column("stock") private int stock;
  @Column("views") private long views;
  @Column("active") private boolean active;
  @Column("weight_kg") private double weightKg;
  @Column("price") private BigDecimal price;
  @Column("updated_at") private Instant updatedAt;
  @Column("released_on") private LocalDate releasedOn;
  @Column("supplier_id") private UUID supplierId;
  @Column("thumbnail") private ByteBuffer thumbnail;
  @Column("tags") private List<String> tags;
  @Column("colours") private Set<String> colours;
  @Column("stock_by_size") private Map<String, Integer> stockBySize;

  /** For JNoSQL, which fills the fields after it. */
  public ProductRow() {}

  ProductRow(Product p) {
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
  }

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
  @Override public Address warehouse() { return null; }

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
