package org.mapperbench.entities.model;

import java.math.BigDecimal;
import java.nio.ByteBuffer;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;

/**
 * A product as a native adapter reads it: the values the driver handed over, kept as they are. {@link ProductData}
 * copies its collections and its blob to be a value; a floor that did so on every row would allocate more than a
 * mapper that keeps the driver's own, and every ratio to it would flatter the mapper. The blob stays the driver's
 * buffer. Compare with {@link #toData()}.
 */
public record ProductValues(
    UUID catalogueId, int sku, String name, String category, String brand, String description, int stock,
    long views, boolean active, double weightKg, BigDecimal price, Instant updatedAt, LocalDate releasedOn,
    UUID supplierId, ByteBuffer thumbnailBytes, List<String> tags, Set<String> colours,
    Map<String, Integer> stockBySize, AddressData warehouse)
    implements Product {

  /** The blob's bytes, copied out of the driver's buffer only when asked for, as a mapper's entity does. */
  @Override
  public byte[] thumbnail() {
    if (thumbnailBytes == null) {
      return null;
    }
    byte[] bytes = new byte[thumbnailBytes.remaining()];
    thumbnailBytes.duplicate().get(bytes);
    return bytes;
  }
}
