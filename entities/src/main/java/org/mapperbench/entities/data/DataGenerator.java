package org.mapperbench.entities.data;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.UUID;
import org.mapperbench.entities.model.AddressData;
import org.mapperbench.entities.model.LineItemData;
import org.mapperbench.entities.model.Order;
import org.mapperbench.entities.model.OrderData;
import org.mapperbench.entities.model.ProductData;
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
  private static final String[] CATEGORIES = {"hats", "caps", "bonnets", "helmets", "hoods", "veils"};
  private static final String[] BRANDS = {"Lock & Co", "Christys'", "Borsalino", "Stetson", "Kangol", "Bates"};
  private static final String[] WORDS = {
    "felt", "straw", "brim", "crown", "band", "wool", "silk", "lined", "hand-blocked", "weatherproof", "classic",
    "packable", "wide", "narrow", "English", "rabbit", "fur", "sweatband", "grosgrain", "ribbon", "tall", "low"
  };
  private static final String[] STREETS = {"Jermyn Street", "St James's Street", "Bond Street", "Savile Row"};
  private static final String[] STATUSES = {"ORDERED", "PAID", "PACKED", "SHIPPED", "OUT_FOR_DELIVERY", "DELIVERED"};
  private static final long CREATED_FROM = Instant.parse("2019-01-01T00:00:00Z").toEpochMilli();
  private static final long CREATED_SPAN = 365L * 24 * 3600 * 1000;
  private static final long UUID_V4_VARIANT = 0x8000_0000_0000_0000L;
  /** Ids a dataset row's generator may give (an order and its line items): 16. */
  private static final int ROW_ID_BITS = 4;

  private final SplittableRandom values;
  private final long idPrefix;
  private long idSequence;
  private long changes;

  /**
   * @param seed the run's seed ({@code -Dbench.seed}); the same seed gives the same values
   * @param stream which sequence of that seed, e.g. the benchmark thread's index
   * @param idSpace a number no other generator of the run uses with the same stream
   */
  public DataGenerator(long seed, int stream, long idSpace) {
    this(new SplittableRandom(mix(seed * 31 + stream)), mix(mix(seed) ^ (idSpace << 20) ^ stream), 0);
  }

  private DataGenerator(SplittableRandom values, long prefix, long firstId) {
    this.values = values;
    this.idPrefix = (prefix & ~0xF000L) | 0x4000L;
    this.idSequence = firstId;
  }

  /**
   * The generator of one row of a preloaded dataset ({@link Dataset}): its values depend on the seed, the table and
   * the row's number alone, and its first id is {@link #rowId}, so every JVM makes the same row from its number.
   */
  static DataGenerator forRow(long seed, Dataset.Table table, long row) {
    return new DataGenerator(new SplittableRandom(mix(mix(seed) ^ mix(row * 8 + table.ordinal()))),
        rowPrefix(seed, table), row << ROW_ID_BITS);
  }

  /** The id of a dataset row: the first id its generator gives. */
  static UUID rowId(long seed, Dataset.Table table, long row) {
    return new UUID((rowPrefix(seed, table) & ~0xF000L) | 0x4000L, UUID_V4_VARIANT | (row << ROW_ID_BITS));
  }

  /** A prefix of the dataset's own, for each table: a trial's ids never meet a dataset row's. */
  private static long rowPrefix(long seed, Dataset.Table table) {
    return mix(mix(seed ^ 0x5EED_DA7AL) + table.ordinal() + 1);
  }

  /** A fresh id: unique within this generator by construction, and across generators by their prefixes. */
  public UUID nextId() {
    return new UUID(idPrefix, UUID_V4_VARIANT | idSequence++);
  }

  public UserData nextUser() {
    return new UserData(nextId(), pick(FIRST_NAMES), pick(LAST_NAMES), pick(CITIES));
  }

  /**
   * The same user with new values in every other field. The last name ends in a token no other change of this run
   * gives (this generator's own prefix and count, mixed), so an update always changes the row: a mapper that skips an
   * update which changes nothing (Hibernate's merge) must still send it, also to a preloaded row that an earlier fork
   * drew with the same seed.
   */
  public UserData changed(User user) {
    return new UserData(user.id(), pick(FIRST_NAMES), pick(LAST_NAMES) + "-" + changeToken(), pick(CITIES));
  }

  /** A token no other change of this run gives: this generator's own prefix and count, mixed. */
  private String changeToken() {
    return Long.toString(mix(idPrefix ^ (changes++ << 8)) >>> 28, 36);
  }

  public OrderData nextOrder() {
    return nextOrder(1 + values.nextInt(5));
  }

  /** An order of exactly {@code items} line items. */
  public OrderData nextOrder(int items) {
    UUID orderId = nextId();
    List<LineItemData> lineItems = new ArrayList<>(items);
    for (int i = 0; i < items; i++) {
      lineItems.add(lineItem(nextId(), randomUuid()));
    }
    Instant createdAt = Instant.ofEpochMilli(CREATED_FROM + values.nextLong(CREATED_SPAN));
    UUID clientId = randomUuid();
    return new OrderData(orderId, clientId, createdAt, pick(STATUSES), subTotal(lineItems), lineItems);
  }

  /**
   * The same order and line item ids with new values in every other field (quantities, colours, status...). The
   * status ends in a token as a changed user's last name does: the values alone repeat in every JMH run of a fork
   * (they depend on the seed and the thread), so a fork JVM's third pass over the same stored orders set the values
   * its second had set, and Hibernate's merge, finding nothing changed, sent no UPDATE for them.
   */
  public OrderData changed(Order order) {
    List<LineItemData> lineItems =
        order.lineItems().stream().map(item -> lineItem(item.id(), item.productId())).toList();
    return new OrderData(order.id(), order.clientId(), order.createdAt(), pick(STATUSES) + "-" + changeToken(),
        subTotal(lineItems), lineItems);
  }

  /**
   * A new catalogue of {@code count} products, skus 0 to count - 1 in that order: one partition of the wide entity
   * (see {@link org.mapperbench.entities.model.Product} for which values may be null or empty).
   */
  public List<ProductData> nextCatalogue(int count) {
    UUID catalogueId = nextId();
    List<ProductData> products = new ArrayList<>(count);
    for (int sku = 0; sku < count; sku++) {
      products.add(product(catalogueId, sku));
    }
    return products;
  }

  private ProductData product(UUID catalogueId, int sku) {
    byte[] thumbnail = new byte[200 + values.nextInt(201)];
    for (int i = 0; i < thumbnail.length; i++) {
      thumbnail[i] = (byte) values.nextInt(256);
    }
    List<String> tags = new ArrayList<>();
    for (int i = 1 + values.nextInt(3); i > 0; i--) {
      tags.add(pick(WORDS));
    }
    Set<String> colours = new TreeSet<>();
    for (int i = values.nextInt(4); i > 0; i--) {
      colours.add(pick(COLOURS));
    }
    Map<String, Integer> stockBySize = new TreeMap<>();
    for (int i = 1 + values.nextInt(4); i > 0; i--) {
      stockBySize.put(pick(SIZES), values.nextInt(500));
    }
    AddressData warehouse = values.nextInt(8) == 0 ? null : new AddressData(
        (1 + values.nextInt(120)) + " " + pick(STREETS), pick(CITIES), "SW1A " + values.nextInt(10) + "AA", "UK");
    return new ProductData(catalogueId, sku, pick(COLOURS) + " " + pick(HATS), pick(CATEGORIES), pick(BRANDS),
        values.nextInt(8) == 0 ? null : description(), values.nextInt(10_000), values.nextLong(1L << 40),
        values.nextBoolean(), (50 + values.nextInt(950)) / 1000.0, BigDecimal.valueOf(500 + values.nextInt(99_500), 2),
        Instant.ofEpochMilli(CREATED_FROM + values.nextLong(CREATED_SPAN)),
        values.nextInt(8) == 0 ? null : LocalDate.ofEpochDay(17_897 + values.nextInt(3650)), randomUuid(), thumbnail,
        tags, colours, stockBySize, warehouse);
  }

  private String description() {
    StringBuilder text = new StringBuilder();
    int length = 200 + values.nextInt(301);
    while (text.length() < length) {
      text.append(pick(WORDS)).append(' ');
    }
    return text.substring(0, length);
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
