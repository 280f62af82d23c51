package org.mapperbench.settings;

import static org.mapperbench.settings.Reach.FORK;
import static org.mapperbench.settings.Reach.RUNNER;
import static org.mapperbench.settings.Setting.user;

import java.time.Duration;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The settings of rate mode: calls at fixed arrival rates, as a service receives them (an open loop), and the search
 * for the highest rate each library holds within a p99 target. Off unless {@code bench.rates} is given.
 */
public final class RateSettings {
  private RateSettings() {}

  /** The plan-line method of rate mode's hat-shop mix of order events ({@code bench.mix}). */
  public static final String MIX_METHOD = "hatShopMix";

  public static final Setting<List<ArrivalRate>> RATES = user("bench.rates", "none (rate mode off)",
      "arrival rates, in calls per second (`1000,2000`) or as shares of the throughput of the family's native adapter"
          + " at the same threads (`50%,90%`); like YCSB's `-target`, each call's latency counts from when it was due",
      ArrivalRate.LIST, p -> List.of(), RUNNER);
  public static final Setting<Duration> P99_TARGET = user("bench.p99Target", "`10ms`",
      "the p99 latency, counted from when calls were due, within which the capacity search holds each library",
      Parsers.LATENCY, p -> Duration.ofMillis(10), RUNNER, FORK);
  public static final Setting<Integer> RATE_SECONDS = user("bench.rateSeconds", "10 (quick: 3)",
      "measured seconds of each paced run, after a warm-up of half as long at the same rate", Parsers.POSITIVE,
      p -> BenchSettings.QUICK.get(p) ? 3 : 10, RUNNER, FORK);
  // Little's law: 10,000 calls a second that take 1 ms keep 10 in flight; 16 leave room for a slow second.
  public static final Setting<Integer> RATE_WORKERS = user("bench.rateWorkers", "16",
      "threads that issue a paced run's calls, the most calls in flight at once", Parsers.POSITIVE, p -> 16,
      RUNNER, FORK);
  // An order's life in the hat shop: created, read twice, its status changed one and a half times, deleted half the
  // time; the other half stay, as orders kept for the record do.
  private static final String DEFAULT_MIX = "writeOrder:20,readOrder:40,updateOrderStatus:30,deleteOrder:10";
  public static final Setting<Map<String, Integer>> MIX = user("bench.mix", "`" + DEFAULT_MIX + "`",
      "the hat-shop mix of order events that rate mode runs beside the single operations, as operation:weight",
      RateSettings::parseMix, p -> parseMix("bench.mix", DEFAULT_MIX), RUNNER, FORK);
  // The User operations one by one, the Order operations as the service meets them: in the mix.
  public static final Setting<List<String>> OPERATIONS = user("bench.rateOperations",
      "`writeUser,readUser,updateUser,deleteUser," + RateSettings.MIX_METHOD + "`",
      "what rate mode paces at each rate: operations of the run (`bench.operations`), and `" + RateSettings.MIX_METHOD
          + "` for the mix of `bench.mix`; the mix's capacity is searched whatever is paced", Parsers.WORDS,
      p -> List.of("writeUser", "readUser", "updateUser", "deleteUser", RateSettings.MIX_METHOD), RUNNER);
  public static final Setting<Integer> CAPACITY_STEPS = user("bench.capacitySteps", "5",
      "paced runs of the capacity search of the hat-shop mix: each halves the range, from 0 to the library's"
          + " closed-loop throughput at `bench.rateWorkers` threads, that the highest rate within `bench.p99Target`"
          + " lies in", Parsers.POSITIVE, p -> 5, RUNNER, FORK);

  public static final Setting<Duration> PAUSE = user("bench.pause", "— (off)",
      "a test of the corrected figure: stops the server's processes (SIGSTOP, then SIGCONT) for this long, e.g."
          + " `200ms`, in the middle of every paced trial's measured run (not the capacity search's); local servers"
          + " only", Parsers.LATENCY, p -> null, RUNNER, FORK);

  /** What a fork's paced trials read, passed as the user gave them; the fork parses them through this registry. */
  public static final List<Setting<?>> IN_FORK = List.of(P99_TARGET, RATE_WORKERS, MIX, CAPACITY_STEPS, PAUSE);

  static Map<String, Integer> parseMix(String name, String value) {
    Map<String, Integer> mix = new LinkedHashMap<>();
    for (String pair : Parsers.words(value)) {
      String[] parts = pair.split(":");
      if (parts.length != 2 || parts[0].isBlank() || mix.containsKey(parts[0].strip())) {
        throw new BadSetting("-D" + name + " wants operation:weight pairs such as readOrder:40, not '" + value + "'");
      }
      mix.put(parts[0].strip(), Parsers.positive(name, parts[1].strip()));
    }
    if (mix.isEmpty()) {
      throw new BadSetting("-D" + name + " wants at least one operation:weight pair");
    }
    return Collections.unmodifiableMap(mix);
  }
}
