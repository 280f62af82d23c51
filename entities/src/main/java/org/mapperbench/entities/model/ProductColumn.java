package org.mapperbench.entities.model;

import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The columns of {@code products_by_catalogue} beyond its key, with their CQL types: what an adapter names when its
 * library cannot map one ({@code AdapterTraits#unmappedColumns}). Such a column is neither written nor read, and
 * the conformance kit expects it empty; nothing is ever turned into text to fit.
 */
public enum ProductColumn {
  NAME("text"), CATEGORY("text"), BRAND("text"), DESCRIPTION("text"), STOCK("int"), VIEWS("bigint"),
  ACTIVE("boolean"), WEIGHT_KG("double"), PRICE("decimal"), UPDATED_AT("timestamp"), RELEASED_ON("date"),
  SUPPLIER_ID("uuid"), THUMBNAIL("blob"), TAGS("list<text>"), COLOURS("set<text>"), STOCK_BY_SIZE("map<text, int>"),
  WAREHOUSE("frozen<address>");

  private final String cqlType;

  ProductColumn(String cqlType) {
    this.cqlType = cqlType;
  }

  /** The column's name in both schemas ({@code weight_kg}); MariaDB spreads a collection or the address further. */
  public String column() {
    return name().toLowerCase(java.util.Locale.ROOT);
  }

  public String cqlType() {
    return cqlType;
  }

  /** The product with this column empty: null, zero, false or an empty collection. */
  ProductData cleared(ProductData p) {
    return new ProductData(p.catalogueId(), p.sku(), this == NAME ? null : p.name(),
        this == CATEGORY ? null : p.category(), this == BRAND ? null : p.brand(),
        this == DESCRIPTION ? null : p.description(), this == STOCK ? 0 : p.stock(), this == VIEWS ? 0 : p.views(),
        this != ACTIVE && p.active(), this == WEIGHT_KG ? 0 : p.weightKg(), this == PRICE ? null : p.price(),
        this == UPDATED_AT ? null : p.updatedAt(), this == RELEASED_ON ? null : p.releasedOn(),
        this == SUPPLIER_ID ? null : p.supplierId(), this == THUMBNAIL ? null : p.thumbnail(),
        this == TAGS ? List.of() : p.tags(), this == COLOURS ? Set.of() : p.colours(),
        this == STOCK_BY_SIZE ? Map.of() : p.stockBySize(), this == WAREHOUSE ? null : p.warehouse());
  }
}
