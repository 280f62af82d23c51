package org.mapperbench.settings;

import static org.mapperbench.settings.Reach.FORK;

import java.util.EnumSet;

/**
 * The settings only the runner gives a fork JVM, never a user: where its link and its folders are, and what a trial
 * asks of it. Apart from {@link Suite}'s, which users give and the docs list.
 */
public final class ForkSettings {
  /** The loopback port of the runner's end of the fork's link (the protocol's ForkLink); none outside the runner. */
  public static final Setting<Integer> LINK_PORT = internal("bench.linkPort", Parsers.PORT, null);
  /** The folder where the fork claims an id space no other JVM of the run uses. */
  public static final Setting<String> ID_SPACE_DIR = internal("bench.idSpaceDir", Parsers.TEXT, null);
  /** Where a trial's call ledger goes; the fork sets it per trial. */
  public static final Setting<String> LEDGER_DIR = internal("bench.ledgerDir", Parsers.TEXT, null);
  /** Record every written key, so that a run with a node down can read each back at ALL. */
  public static final Setting<Boolean> RECORD_WRITES = internal("bench.recordWrites", Parsers.BOOLEAN, false);
  /** The server processes whose CPU a trial's measured window reads, comma-separated. */
  public static final Setting<String> SERVER_PID = internal("bench.serverPid", Parsers.TEXT, "");
  /** Inputs one benchmark thread prepares before it measures; 0 = unknown. Set by the fork per trial. */
  public static final Setting<Long> INPUTS_PER_THREAD = internal("bench.inputsPerThread", Parsers.WHOLE, 0L);
  /** One adapter for all a fork's trials; set by the fork. */
  public static final Setting<Boolean> KEEP_ADAPTER_OPEN = internal("bench.keepAdapterOpen", Parsers.BOOLEAN, false);

  /** What a profile fork's trials sample, one measured run each: {@code cpu}, {@code alloc}. */
  public static final Setting<java.util.List<String>> PROFILE_EVENTS = internal("bench.profileEvents", Parsers.WORDS,
      java.util.List.of());

  /** Every setting a fork reads, user settings the runner hands on and the protocol's own. */
  public static final java.util.List<Setting<?>> ALL = java.util.List.of(LINK_PORT, ID_SPACE_DIR, LEDGER_DIR,
      RECORD_WRITES, SERVER_PID, INPUTS_PER_THREAD, KEEP_ADAPTER_OPEN, PROFILE_EVENTS);

  private ForkSettings() {}

  private static <T> Setting<T> internal(String name, Setting.Parser<T> parser, T fallback) {
    return new Setting<>(name, "", "", parser, p -> fallback, EnumSet.of(FORK), false, false);
  }
}
