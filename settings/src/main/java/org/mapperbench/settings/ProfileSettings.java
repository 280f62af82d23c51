package org.mapperbench.settings;

import static org.mapperbench.settings.Reach.RUNNER;
import static org.mapperbench.settings.Setting.user;

import java.util.List;

/**
 * The settings of the profiling pass: each adapter's operations under async-profiler, in fork JVMs of their own that
 * are never timed, for the report's "Where the time goes". Off unless {@code bench.profile} is given.
 */
public final class ProfileSettings {
  private ProfileSettings() {}

  /** The events the pass can sample, one measured run each. */
  public static final List<String> EVENTS = List.of("cpu", "alloc");

  public static final Setting<List<String>> PROFILE = user("bench.profile", "none (no profiling pass)",
      "profiles each adapter's operations under async-profiler, in fork JVMs that are never timed: `cpu`, `alloc` or"
          + " both (`cpu,alloc`); flame graphs go to `profiles/` and the report says where the time goes",
      ProfileSettings::parseEvents, p -> List.of(), RUNNER);
  public static final Setting<Boolean> PROFILE_ONLY = user("bench.profileOnly", "`false`",
      "with `bench.profile`, runs the profiling pass alone: no timed rounds (nine adapters take about 14 minutes on 2"
          + " cores)",
      Parsers.BOOLEAN, p -> false, RUNNER);

  static List<String> parseEvents(String name, String value) {
    List<String> events = Parsers.words(value);
    for (String event : events) {
      if (!EVENTS.contains(event)) {
        throw new BadSetting("-D" + name + " takes " + String.join(", ", EVENTS) + ", not '" + event + "'");
      }
    }
    return events;
  }
}
