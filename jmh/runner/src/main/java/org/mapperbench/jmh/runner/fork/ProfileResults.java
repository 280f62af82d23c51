package org.mapperbench.jmh.runner.fork;

import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;
import java.util.function.Supplier;
import org.mapperbench.entities.schema.Operation.ServerRequest;
import org.mapperbench.jmh.results.model.ProfileRecord.EventProfile;
import org.mapperbench.jmh.results.model.ProfileRecord;
import org.mapperbench.jmh.runner.record.ResultsFolder;
import org.mapperbench.jmh.runner.server.ServerVerifier;
import org.mapperbench.protocol.link.ForkProtocol;
import org.mapperbench.settings.ProfileSettings;

/**
 * Files the profiling pass's trials: each event's flame graph and collapsed stacks under {@code profiles/<adapter>/},
 * and a {@link ProfileRecord} in {@code <adapter>.profile.json}, with the requests the server counted in the profiled
 * windows alone, from snapshots of its counters at each window's edges.
 */
final class ProfileResults {
  private final ResultsFolder results;
  private final Map<String, List<ProfileRecord>> records = new LinkedHashMap<>();

  ProfileResults(ResultsFolder results) {
    this.results = results;
  }

  /**
   * Answers a profile fork's request-count questions, and keeps, per trial, what the server counted between the
   * opening and the closing edge of each profiled window: the fork marks {@link ForkProtocol#WINDOW} as such a window
   * closes, between the two questions.
   */
  static final class WindowRequests implements Supplier<ForkProtocol.RequestCounts> {
    private final ServerVerifier verifier;
    private final Map<Integer, Map<ServerRequest, Long>> byTrial = new TreeMap<>();
    private Map<ServerRequest, Long> last = Map.of();
    private Integer closing;
    private Map<ServerRequest, Long> opened;

    WindowRequests(ServerVerifier verifier) {
      this.verifier = verifier;
    }

    /** What the server counted in trial {@code index}'s profiled windows; null if none were marked. */
    Map<ServerRequest, Long> byTrial(int index) {
      return byTrial.get(index);
    }

    /** A profiled window of trial {@code index} is closing: the last snapshot was its opening edge. */
    void closing(int index) {
      closing = index;
      opened = last;
    }

    @Override
    public ForkProtocol.RequestCounts get() {
      Map<ServerRequest, Long> now = verifier.snapshot();
      if (closing != null) {
        Map<ServerRequest, Long> sum = byTrial.computeIfAbsent(closing, i -> new LinkedHashMap<>());
        now.forEach((request, count) -> sum.merge(request, count - opened.getOrDefault(request, 0L), Long::sum));
        closing = null;
      }
      last = now;
      return ServerVerifier.counts(now, java.util.Map.of());
    }
  }

  /**
   * Files trial {@code index} of a profile fork from its folder and rewrites the adapter's {@code .profile.json}.
   *
   * @return the trial's progress summary, or null if it left no profile
   */
  String file(String adapter, String operation, Path trialDir, Map<ServerRequest, Long> windowRequests)
      throws IOException {
    Path file = trialDir.resolve(ForkProtocol.PROFILE_FILE);
    if (!Files.isRegularFile(file)) {
      return null;
    }
    Properties profile = new Properties();
    try (Reader in = Files.newBufferedReader(file)) {
      profile.load(in);
    }
    Path dir = Files.createDirectories(results.dir().resolve(ProfileRecord.DIR).resolve(adapter));
    Map<String, EventProfile> events = new LinkedHashMap<>();
    long calls = 0;
    for (String event : ProfileSettings.EVENTS) {
      String counted = profile.getProperty(event + ForkProtocol.PROFILE_CALLS);
      if (counted == null) {
        continue;
      }
      String collapsed = operation + "-" + event + ".collapsed";
      String flameGraph = operation + "-" + event + ".html";
      Files.copy(trialDir.resolve(event + ".collapsed"), dir.resolve(collapsed), StandardCopyOption.REPLACE_EXISTING);
      Files.copy(trialDir.resolve(event + ".html"), dir.resolve(flameGraph), StandardCopyOption.REPLACE_EXISTING);
      String folder = ProfileRecord.DIR + "/" + adapter + "/";
      String measured = profile.getProperty(event + ForkProtocol.PROFILE_MEASURED);
      events.put(event, new EventProfile(Long.parseLong(counted),
          profile.getProperty(event + ForkProtocol.PROFILE_ENGINE), measured == null ? null : Double.valueOf(measured),
          folder + collapsed, folder + flameGraph));
      calls += Long.parseLong(counted);
    }
    Map<String, Double> perCall = null;
    long marked = Long.parseLong(profile.getProperty(ForkProtocol.PROFILE_MARKED_CALLS, "0"));
    if (windowRequests != null && marked > 0) {
      perCall = new TreeMap<>();
      for (var counted : windowRequests.entrySet()) {
        if (counted.getValue() > 0) {
          perCall.put(counted.getKey().toString(), Math.round(counted.getValue() * 1000.0 / marked) / 1000.0);
        }
      }
    }
    records.computeIfAbsent(adapter, a -> new ArrayList<>())
        .add(new ProfileRecord(adapter, operation, events, calls, perCall));
    results.write(ProfileRecord.file(adapter), records.get(adapter));
    return String.format("%s profiled over %,d calls%s", String.join(", ", events.keySet()), calls,
        perCall == null ? "" : ", " + requests(perCall));
  }

  private static String requests(Map<String, Double> perCall) {
    List<String> parts = new ArrayList<>();
    perCall.forEach((counter, n) -> parts.add(String.format("%s %.2f", counter, n)));
    return "requests per call: " + String.join(" ", parts);
  }
}
