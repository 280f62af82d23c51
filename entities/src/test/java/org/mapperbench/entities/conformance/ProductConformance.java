package org.mapperbench.entities.conformance;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.mapperbench.entities.model.AddressData;
import org.mapperbench.entities.model.Product;
import org.mapperbench.entities.model.ProductData;
import org.mapperbench.entities.schema.Operation;
import org.mapperbench.entities.schema.ProductTable;

/**
 * The wide entity and rows per call: every value of every type round-trips exactly (decimal scale, millisecond
 * timestamps, a blob's bytes, a list's order, empty collections, the address's fields, null columns), N rows come
 * back as N objects in clustering order, and paging hands over every row of every page. A column the adapter declares
 * unmapped ({@code AdapterTraits#unmappedColumns}) is expected empty, and nothing else.
 */
abstract class ProductConformance extends PreloadedConformance {
  @Test
  void should_store_products_of_every_type_and_read_them_back_exactly() {
    List<ProductData> written = new ArrayList<>(data.nextCatalogue(12));
    written.set(1, edgeCases(written.get(1)));
    written.set(2, nulls(written.get(2)));
    adapter.writeProducts(written);
    List<ProductData> expected = expected(written);
    assertThat(raw.products(written.get(0).catalogueId())).as("as stored").containsExactlyElementsOf(expected);
    assertThat(read(written.get(0).catalogueId())).as("as read").containsExactlyElementsOf(expected);
  }

  @Test
  void should_read_a_catalogue_a_dataset_left_on_disk_exactly_as_it_made_it() {
    List<ProductData> made = DATASET.catalogue(DATASET.firstCatalogue(10));
    assertThat(made).hasSize(10);
    assertThat(raw.products(made.get(0).catalogueId())).as("as stored").containsExactlyElementsOf(made);
    assertThat(read(made.get(0).catalogueId())).as("as read").containsExactlyElementsOf(expected(made));
  }

  @Test
  void should_return_n_products_in_clustering_order_whatever_order_they_were_written_in() {
    List<ProductData> written = new ArrayList<>(data.nextCatalogue(ProductTable.MOST_ROWS_A_WRITE));
    Collections.shuffle(written, new Random(7));
    adapter.writeProducts(written);
    List<ProductData> read = read(written.get(0).catalogueId());
    assertThat(read).hasSize(ProductTable.MOST_ROWS_A_WRITE);
    assertThat(read).containsExactlyElementsOf(expected(data(written).stream()
        .sorted(java.util.Comparator.comparingInt(ProductData::sku)).toList()));
  }

  @Test
  void should_return_no_products_for_a_catalogue_without_any() {
    assertThat(adapter.readProducts(UUID.randomUUID())).isEmpty();
  }

  @Test
  void should_hand_over_every_product_of_every_page_in_order() {
    List<ProductData> written = storedCatalogue(2 * Operation.PAGE_SIZE + 17);
    List<ProductData> paged = new ArrayList<>();
    adapter.pageProducts(written.get(0).catalogueId(), Operation.PAGE_SIZE, p -> paged.add(p.toData()));
    assertThat(paged).hasSize(written.size()).containsExactlyElementsOf(expected(written));
  }

  /** Each read operation's catalogue: every call of one operation reads the same, so a cache would be caught. */
  private final Map<Operation, UUID> catalogues = new java.util.EnumMap<>(Operation.class);

  /**
   * A call of a rows-per-call operation, its rows written beforehand through the adapter; null for any other
   * operation.
   */
  Runnable productCall(Operation op) {
    if (op.curve() == Operation.WRITE_PRODUCTS_1) {
      List<ProductData> fresh = data.nextCatalogue(op.rows());
      return () -> adapter.writeProducts(fresh);
    }
    if (op.curve() == Operation.READ_PRODUCTS_1) {
      UUID catalogue = catalogues.computeIfAbsent(op, o -> storedCatalogue(o.rows()).get(0).catalogueId());
      return () -> assertThat(adapter.readProducts(catalogue)).hasSize(op.rows());
    }
    if (op == Operation.PAGE_PRODUCTS) {
      UUID catalogue = catalogues.computeIfAbsent(op, o -> storedCatalogue(o.rows()).get(0).catalogueId());
      return () -> {
        int[] rows = {0};
        adapter.pageProducts(catalogue, Operation.PAGE_SIZE, p -> rows[0]++);
        assertThat(rows[0]).isEqualTo(op.rows());
      };
    }
    return null;
  }

  /** A new catalogue of {@code count} products, written through the adapter as its largest writes. */
  List<ProductData> storedCatalogue(int count) {
    List<ProductData> catalogue = data.nextCatalogue(count);
    ProductTable.writes(catalogue).forEach(adapter::writeProducts);
    return catalogue;
  }

  private List<ProductData> read(UUID catalogueId) {
    return data(adapter.readProducts(catalogueId));
  }

  private static List<ProductData> data(List<? extends Product> products) {
    return products.stream().map(Product::toData).toList();
  }

  private List<ProductData> expected(List<ProductData> written) {
    return written.stream().map(p -> p.without(adapter.traits().unmappedColumns())).toList();
  }

  /** Values that lose something when a mapping is careless: trailing zeros, extremes, an empty set, many tags. */
  private static ProductData edgeCases(ProductData p) {
    return new ProductData(p.catalogueId(), p.sku(), "Chapeau à plumes", p.category(), p.brand(), "", Integer.MIN_VALUE,
        Long.MAX_VALUE, false, -0.125, new BigDecimal("100.10"), Instant.parse("2024-02-29T23:59:59.999Z"),
        LocalDate.of(1969, 12, 31), p.supplierId(), new byte[] {0, -1, 127, -128}, List.of("b", "a", "b"), Set.of(),
        Map.of("XS", 0), new AddressData("1 Jermyn Street", "London", "SW1Y 6JF", "UK"));
  }

  /** Every nullable column null, every collection empty. */
  private static ProductData nulls(ProductData p) {
    return new ProductData(p.catalogueId(), p.sku(), p.name(), p.category(), p.brand(), null, p.stock(), p.views(),
        p.active(), p.weightKg(), p.price(), p.updatedAt(), null, p.supplierId(), p.thumbnail(), List.of("x"),
        Set.of(), Map.of(), null);
  }
}
