package org.mapperbench.entities.data;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.UUID;
import org.mapperbench.entities.model.LineItemData;
import org.mapperbench.entities.model.Order;
import org.mapperbench.entities.model.OrderData;
import org.mapperbench.entities.model.User;
import org.mapperbench.entities.model.UserData;

/**
 * Seeded test data. Field values depend only on the seed and the stream, so every adapter receives the same users
 * and orders in the same sequence on every run. Ids also depend on the id space, so that no two benchmark JVMs or
 * threads of one run ever write the same id (see {@link IdSpace}). Not thread-safe: one generator per thread.
 */
public final class DataGenerator {
  public static final long DEFAULT_SEED = org.mapperbench.settings.BenchSettings.DEFAULT_SEED;

  private static final String[] FIRST_NAMES = {
    "Ada", "Alan", "Barbara", "Brian", "Claude", "Donald", "Edsger", "Frances", "Grace", "Guido",
    "Hedy", "Ivan", "James", "John", "Ken", "Leslie", "Linus", "Margaret", "Niklaus", "Radia"
  };
  private static final String[] LAST_NAMES = {
    "Lovelace", "Turing", "Liskov", "Kernighan", "Shannon", "Knuth", "Dijkstra", "Allen", "Hopper",
    "van Rossum", "Lamarr", "Sutherland", "Gosling", "McCarthy", "Thompson", "Lamport", "Torvalds",
    "Hamilton", "Wirth", "Perlman"
  };
  private static final String[] CITIES = {
    "London", "Edinburgh", "Bristol", "Manchester", "Newcastle", "Belfast", "Cardiff", "Leeds",
    "Glasgow", "Oxford", "Cambridge", "York", "Bath", "Brighton", "Norwich", "Durham"
  };
  private static final String[] HATS = {
    "Tin Foil Hat", "Bowler", "Fedora", "Trilby", "Panama", "Flat Cap", "Top Hat", "Beret",
    "Stetson", "Deerstalker", "Boater", "Fez"
  };
  private static final String[] COLOURS = {
    "Burnt Sienna", "Puce", "Teal", "Mauve", "Ochre", "Crimson", "Silver", "Charcoal", "Olive", "Navy"
  };
  private static final String[] SIZES = {"XS", "S", "M", "L", "XL", "XXL"};
  private static final String[] STATUSES = {"ORDERED", "PAID", "PACKED", "SHIPPED", "OUT_FOR_DELIVERY", "DELIVERED"};
  private static final long CREATED_FROM = Instant.parse("2019-01-01T00:00:00Z").toEpochMilli();
  private static final long CREATED_SPAN = 365L * 24 * 3600 * 1000;
  private static final long UUID_V4_VARIANT = 0x8000_0000_0000_0000L;

  private final SplittableRandom values;
  private final long idPrefix;
  private long idSequence;

  /**
   * @param seed the run's seed ({@code -Dbench.seed}); the same seed gives the same values
   * @param stream which sequence of that seed, e.g. the benchmark thread's index
   * @param idSpace a number no other generator of the run uses with the same stream
   */
  public DataGenerator(long seed, int stream, long idSpace) {
    this.values = new SplittableRandom(mix(seed * 31 + stream));
    long prefix = mix(mix(seed) ^ (idSpace << 20) ^ stream);
    this.idPrefix = (prefix & ~0xF000L) | 0x4000L;
  }

  /** A fresh id: unique within this generator by construction, and across generators by their prefixes. */
  public UUID nextId() {
    return new UUID(idPrefix, UUID_V4_VARIANT | idSequence++);
  }

  public UserData nextUser() {
    return new UserData(nextId(), pick(FIRST_NAMES), pick(LAST_NAMES), pick(CITIES));
  }

  /** The same user with new values in every other field. */
  public UserData changed(User user) {
    return new UserData(user.id(), pick(FIRST_NAMES), pick(LAST_NAMES) + "-" + values.nextInt(1000), pick(CITIES));
  }

  public OrderData nextOrder() {
    int items = 1 + values.nextInt(5);
    List<LineItemData> lineItems = new ArrayList<>(items);
    for (int i = 0; i < items; i++) {
      lineItems.add(lineItem(nextId(), randomUuid()));
    }
    Instant createdAt = Instant.ofEpochMilli(CREATED_FROM + values.nextLong(CREATED_SPAN));
    UUID clientId = randomUuid();
    return new OrderData(nextId(), clientId, createdAt, pick(STATUSES), subTotal(lineItems), lineItems);
  }

  /** The same order and line item ids with new values in every other field (quantities, colours, status...). */
  public OrderData changed(Order order) {
    List<LineItemData> lineItems =
        order.lineItems().stream().map(item -> lineItem(item.id(), item.productId())).toList();
    return new OrderData(
        order.id(), order.clientId(), order.createdAt(), nextStatus(), subTotal(lineItems), lineItems);
  }

  /** A version-4 UUID: MariaDB's uuid type rejects values whose version and variant digits RFC 4122 forbids. */
  private UUID randomUuid() {
    return new UUID((values.nextLong() & ~0xF000L) | 0x4000L, (values.nextLong() >>> 2) | UUID_V4_VARIANT);
  }

  public String nextStatus() {
    return pick(STATUSES) + "-" + values.nextInt(1000);
  }

  private LineItemData lineItem(UUID id, UUID productId) {
    int quantity = 1 + values.nextInt(10);
    BigDecimal unitPrice = BigDecimal.valueOf(500 + values.nextInt(9500), 2);
    BigDecimal linePrice = unitPrice.multiply(BigDecimal.valueOf(quantity)).setScale(2, RoundingMode.UNNECESSARY);
    return new LineItemData(id, productId, pick(HATS), pick(COLOURS), pick(SIZES), quantity, linePrice);
  }

  private static BigDecimal subTotal(List<LineItemData> items) {
    return items.stream().map(LineItemData::linePrice).reduce(BigDecimal.ZERO.setScale(2), BigDecimal::add);
  }

  private String pick(String[] choices) {
    return choices[values.nextInt(choices.length)];
  }

  /** The splitmix64 finaliser: a bijection that spreads nearby inputs over all 64 bits. */
  private static long mix(long z) {
    z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
    z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
    return z ^ (z >>> 31);
  }
}
