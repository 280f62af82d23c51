package org.mapperbench.jmh.bench.fork.profile;

import java.io.IOException;
import java.nio.file.Path;
import one.profiler.AsyncProfiler;

/**
 * async-profiler in a profile fork, which is never timed: its jar is on no timed fork's classpath (a provided
 * dependency here, added only to the profile forks'). One event at a time, since async-profiler writes several events
 * of one session only as JFR; each window is written as collapsed stacks with the {@code total} counter (nanoseconds
 * of CPU, or bytes allocated), which the report splits by whose code spent them, and as async-profiler's own HTML
 * flame graph.
 */
public final class ProfilerSession {
  /** What a window samples. */
  public enum Event {
    /** CPU time, every millisecond of it a thread spends. */
    CPU("event=cpu,interval=1ms"),
    /** Heap allocation, a sample every 16 KiB allocated, weighted by the bytes it stands for. */
    ALLOC("alloc=16k");

    private final String options;

    Event(String options) {
      this.options = options;
    }

    /** The name files and records use: {@code cpu}, {@code alloc}. */
    public String id() {
      return name().toLowerCase(java.util.Locale.ROOT);
    }
  }

  /** Thrown where async-profiler cannot load or start: another OS or architecture, or a JVM that refuses it. */
  public static final class Unavailable extends Exception {
    Unavailable(String message, Throwable cause) {
      super(message, cause);
    }
  }

  private final AsyncProfiler profiler;
  private final boolean perfEvents;

  private ProfilerSession(AsyncProfiler profiler, boolean perfEvents) {
    this.profiler = profiler;
    this.perfEvents = perfEvents;
  }

  /** Loads the native library the jar carries for this platform. */
  public static ProfilerSession load() throws Unavailable {
    try {
      AsyncProfiler profiler = AsyncProfiler.getInstance();
      // The test async-profiler itself makes before it falls back from perf_events to its timer (ctimer).
      return new ProfilerSession(profiler, profiler.execute("list").contains("Perf events:"));
    } catch (LinkageError | IllegalStateException | IOException e) {
      throw new Unavailable("async-profiler cannot load here (" + System.getProperty("os.name") + " "
          + System.getProperty("os.arch") + "): " + e.getMessage(), e);
    }
  }

  /**
   * The sampling engine behind an event on this machine: where perf_events are refused (some virtual machines and
   * containers) async-profiler samples CPU with a timer signal instead, coarser and without kernel frames.
   */
  public String engine(Event event) {
    return switch (event) {
      case CPU -> perfEvents ? "perf_events cpu-clock" : "ctimer";
      case ALLOC -> "JVMTI SampledObjectAlloc";
    };
  }

  /**
   * Samples {@code event} from now: afresh, or ({@code resume}) adding to what the last windows of the same event
   * sampled, so that the windows of one trial's iterations make one profile.
   */
  public void start(Event event, boolean resume) throws Unavailable {
    try {
      profiler.execute((resume ? "resume," : "start,") + event.options);
    } catch (IllegalStateException | IOException e) {
      throw new Unavailable("async-profiler could not start " + event.id() + ": " + e.getMessage(), e);
    }
  }

  /** Stops sampling; what was sampled is kept for {@link #write} or a later resume. */
  public void stop() {
    try {
      profiler.execute("stop");
    } catch (IllegalStateException | IOException notRunning) {
      // a window that never started: nothing to stop
    }
  }

  /** Writes what the windows since the last fresh start sampled: collapsed stacks and a flame graph. */
  public void write(Path collapsed, Path flameGraph, String title) throws IOException {
    profiler.execute("collapsed,total,file=" + collapsed.toAbsolutePath());
    profiler.execute("flamegraph,total,title=" + title.replace(',', ' ') + ",file=" + flameGraph.toAbsolutePath());
  }
}
