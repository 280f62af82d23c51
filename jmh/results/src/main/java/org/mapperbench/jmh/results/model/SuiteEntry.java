package org.mapperbench.jmh.results.model;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;

/**
 * What the suite adds to a JMH entry, beside JMH's own fields (the entry must stay loadable by any JMH tool): each
 * fork's {@link RoundRecord} in {@code rounds}, the benchmark's {@link VerificationRecord} in {@code verification},
 * and params of its own. The suite's interval is {@code SuiteInterval}'s.
 *
 * <p>Read leniently: an entry whose records this version cannot read is taken to have none, as JMH's own figures
 * that are missing read as "no figure", so one odd entry never stops a report.
 */
public final class SuiteEntry {
  public static final String ROUNDS = "rounds";
  public static final String VERIFICATION = "verification";
  /** In {@code params}: the adapter, added to every entry of results.json (JMH tells entries apart by params only). */
  public static final String ADAPTER_PARAM = "adapter";
  /** In {@code params} of a Cassandra entry: the consistency level and replication factor it was measured at. */
  public static final String CONSISTENCY_PARAM = "consistency";
  public static final String REPLICATION_FACTOR_PARAM = "replicationFactor";
  /**
   * In {@code params} of every entry: its client threads and JMH mode, so that no two entries of a file share method
   * and params (a user operation is sampled on one thread and swept in throughput mode on several).
   */
  public static final String THREADS_PARAM = "threads";
  public static final String MODE_PARAM = "mode";

  private static final ObjectMapper JSON = new ObjectMapper();
  private static final TypeReference<List<RoundRecord>> ROUND_LIST = new TypeReference<>() {};
  private static final RoundRecord NO_ROUND = new RoundRecord(null, null, null, null, null, null, null, null, null);

  private SuiteEntry() {}

  /** The entry's fork records in fork order; empty for a plain JMH entry or one whose records cannot be read. */
  public static List<RoundRecord> rounds(JsonNode entry) {
    JsonNode rounds = entry.path(ROUNDS);
    if (!rounds.isArray()) {
      return List.of();
    }
    try {
      // A null in the list keeps its place: the i-th record is the i-th fork's.
      return JSON.convertValue(rounds, ROUND_LIST).stream().map(r -> r == null ? NO_ROUND : r).toList();
    } catch (IllegalArgumentException unreadable) {
      return List.of();
    }
  }

  /** The entry's verification; null when it has none or one that cannot be read. */
  public static VerificationRecord verification(JsonNode entry) {
    JsonNode verification = entry.path(VERIFICATION);
    if (!verification.isObject()) {
      return null;
    }
    try {
      return JSON.convertValue(verification, VerificationRecord.class);
    } catch (IllegalArgumentException unreadable) {
      return null;
    }
  }

  /** Sets the entry's fork records, where an entry has them already, else after JMH's fields. */
  public static void setRounds(ObjectNode entry, List<RoundRecord> rounds) {
    entry.set(ROUNDS, JSON.valueToTree(rounds));
  }

  public static void setVerification(ObjectNode entry, VerificationRecord verification) {
    entry.set(VERIFICATION, JSON.valueToTree(verification));
  }

  /**
   * Removes, at any depth, every field whose value is a number JMH wrote as a string ("NaN", "Infinity"), a number
   * that is not finite (Jackson would write it so) or an array
   * holding one: dashboards that read JMH files expect numbers there, and an absent figure reads as none.
   */
  public static void dropNonFinite(JsonNode node) {
    if (node instanceof ObjectNode object) {
      object.properties().removeIf(field -> nonFinite(field.getValue())
          || field.getValue().isArray() && java.util.stream.StreamSupport.stream(field.getValue().spliterator(), false)
              .anyMatch(SuiteEntry::nonFinite));
      object.forEach(SuiteEntry::dropNonFinite);
    } else if (node.isArray()) {
      node.forEach(SuiteEntry::dropNonFinite);
    }
  }

  private static boolean nonFinite(JsonNode value) {
    return value.isTextual() && List.of("NaN", "Infinity", "-Infinity").contains(value.asText())
        || value.isNumber() && !Double.isFinite(value.asDouble());
  }
}
