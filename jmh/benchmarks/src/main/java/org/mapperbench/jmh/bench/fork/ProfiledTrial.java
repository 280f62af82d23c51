package org.mapperbench.jmh.bench.fork;

import org.mapperbench.jmh.bench.measure.MeasuredWindow;
import org.mapperbench.jmh.bench.measure.RunnerLink;
import org.mapperbench.settings.ForkSettings;
import java.io.IOException;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.Properties;
import java.util.concurrent.atomic.AtomicLong;
import org.mapperbench.jmh.bench.fork.ForkMain.PlannedTrial;
import org.mapperbench.jmh.bench.fork.profile.ProfilerSession;
import org.mapperbench.jmh.bench.fork.profile.ProfilerSession.Event;
import org.mapperbench.protocol.metrics.CostMetric;
import org.mapperbench.protocol.link.ForkMessage;
import org.mapperbench.protocol.link.ForkProtocol;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;

/**
 * A profiled trial of a profile fork, after its warm-up: per event, one JMH run of the measured iterations whose
 * measured windows alone (inputs ready, before tidying up: what {@link MeasuredWindow} bounds) run under
 * async-profiler, so that set-up's writes of the rows a read needs are not in a read's profile. Writes
 * {@code <event>.collapsed}, {@code <event>.html} and {@link ForkProtocol#PROFILE_FILE}. Nothing of it is timed.
 */
public final class ProfiledTrial {
  /**
   * The shortest iteration a profiled trial runs, whatever {@code bench.iterationMillis} says: in a quick run's
   * 0.2-s iterations a readUser window held about a hundred calls, and the allocation samples added up to 0.2-0.4 of
   * what the JVM counted (0.9-1.0 at 0.5 s), so the profile showed the window's edges more than the calls.
   */
  static final int MIN_ITERATION_MILLIS = 500;

  private ProfiledTrial() {}

  /** Runs the trial's windows under each event; what failed, or null. */
  static ForkMessage.Failure measure(int index, PlannedTrial trial, int measured, Path dir) throws RunnerException {
    List<Event> events = ForkSettings.PROFILE_EVENTS.get(System.getProperties()).stream()
        .map(e -> Event.valueOf(e.toUpperCase(java.util.Locale.ROOT))).toList();
    ProfilerSession session;
    try {
      session = ProfilerSession.load();
    } catch (ProfilerSession.Unavailable e) {
      return ForkMessage.Failure.of(e);
    }
    Properties profile = new Properties();
    long cleanCalls = 0;
    for (Event event : events) {
      Windows windows = new Windows(session, event, index);
      MeasuredWindow.watch(windows);
      try {
        int millis = ForkMain.iterationMillis(trial);
        // JVMTI gives a thread a new sampling interval only at its next sample: started first at a window, the
        // allocation profile missed up to the default 512 KiB of each thread the JVM already had (a smoke run's
        // readUser summed to 0.16 to 0.41 of its bytes in 3 runs of 8). Sampling while the inputs are written
        // moves the driver's threads onto the profile's interval; the first window then starts afresh.
        if (event == Event.ALLOC) {
          try {
            session.start(event, false);
          } catch (ProfilerSession.Unavailable e) {
            return ForkMessage.Failure.of(e);
          }
        }
        TrialInputBudget.prepareFor(trial, measured, millis);
        measuredPerCall(new Runner(ForkMain.options(trial, measured, millis).build()).run(), event)
            .ifPresent(value -> profile.setProperty(event.id() + ForkProtocol.PROFILE_MEASURED, value));
      } finally {
        MeasuredWindow.watch(null);
        session.stop();
      }
      if (windows.failure != null) {
        return new ForkMessage.Failure("ProfilerSession.Unavailable", windows.failure);
      }
      try {
        session.write(dir.resolve(event.id() + ".collapsed"), dir.resolve(event.id() + ".html"),
            trial.method() + " " + event.id());
      } catch (IOException e) {
        return new ForkMessage.Failure(e.getClass().getSimpleName(),
            "async-profiler wrote no " + event.id() + " profile: " + e.getMessage());
      }
      profile.setProperty(event.id() + ForkProtocol.PROFILE_CALLS, Long.toString(windows.calls.get()));
      cleanCalls += windows.cleanCalls.get();
      profile.setProperty(event.id() + ForkProtocol.PROFILE_ENGINE, session.engine(event));
    }
    profile.setProperty(ForkProtocol.PROFILE_MARKED_CALLS, Long.toString(cleanCalls));
    try (Writer out = Files.newBufferedWriter(dir.resolve(ForkProtocol.PROFILE_FILE))) {
      profile.store(out, null);
    } catch (IOException e) {
      return ForkMessage.Failure.of(e);
    }
    return null;
  }

  /**
   * What the suite's own counters measured per call in the same windows (the client JVM's CPU in nanoseconds, or its
   * allocated bytes): the total the profile's samples estimate.
   */
  private static Optional<String> measuredPerCall(Collection<RunResult> results, Event event) {
    boolean cpu = event == Event.CPU;
    return results.stream().findFirst()
        .map(r -> r.getSecondaryResults()
            .get((cpu ? CostMetric.CPU_CLIENT_PROCESS : CostMetric.ALLOC_CLIENT).metricName()))
        .map(result -> Double.toString(result.getScore() * (cpu ? 1000 : 1)));
  }

  /** Starts the profiler as each window opens (the first afresh, the others resumed) and stops it as it closes. */
  private static final class Windows implements MeasuredWindow.Edges {
    private final ProfilerSession session;
    private final Event event;
    private final int index;
    private final AtomicLong calls = new AtomicLong();
    /** Calls of the windows the runner is told of: those without a set-up call, whose requests are all timed. */
    private final AtomicLong cleanCalls = new AtomicLong();
    private boolean started;
    private volatile String failure;

    Windows(ProfilerSession session, Event event, int index) {
      this.session = session;
      this.event = event;
      this.index = index;
    }

    @Override
    public void opened() {
      try {
        if (!started) {
          session.stop(); // what sampled before the first window (the inputs' writing) is not the profile's
        }
        session.start(event, started);
        started = true;
      } catch (ProfilerSession.Unavailable e) {
        failure = e.getMessage();
      }
    }

    @Override
    public void closing(long callsInWindow, long untimed) {
      session.stop();
      calls.addAndGet(callsInWindow);
      if (untimed == 0) {
        cleanCalls.addAndGet(callsInWindow);
        // Between the window's two request-count questions: the runner reads the server's counters per window.
        RunnerLink.tell(new ForkMessage.WindowClosing(index));
      }
    }
  }
}
