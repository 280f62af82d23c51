package org.mapperbench.adapters.jdbcmariadb;

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
import org.mapperbench.entities.model.AddressData;
import org.mapperbench.entities.model.Product;

/**
 * A product as a hand-written DAO maps it: its row of {@code products} first, then its collections added as their
 * tables' rows arrive, so nothing is copied to build it. Returned as it is; it is not shared between threads.
 */
public final class ProductRow implements Product {
  UUID catalogueId;
  int sku;
  String name;
  String category;
  String brand;
  String description;
  int stock;
  long views;
  boolean active;
  double weightKg;
  BigDecimal price;
  Instant updatedAt;
  LocalDate releasedOn;
  UUID supplierId;
  byte[] thumbnail;
  final List<String> tags = new ArrayList<>(3);
  final Set<String> colours = new HashSet<>(4);
  final Map<String, Integer> stockBySize = new HashMap<>(8);
  AddressData warehouse;

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
  public AddressData warehouse() {
    return warehouse;
  }
}
