package org.mapperbench.jmh.runner.fork;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.function.Supplier;
import org.mapperbench.protocol.link.ForkProtocol;

/**
 * Fork JVMs of one round alive together, whose measured windows take turns (docs/methodology.md, "Interleaved
 * windows"): what drifts with the machine's time then falls alike on each fork's windows, and their ratio cancels it.
 * The forks run their trials in one order. A trial starts once every fork has ended the one before; its forks warm up
 * one at a time, its tables are emptied once all have asked, and no window is taken before every fork is ready for
 * its first. Then the windows go in mirrored blocks (A B, B A, A B, ...; a block's first fork drawn by the run's seed),
 * so that each fork's windows sit at the same mean time. A fork that ends, or whose trial fails, drops out of the
 * turns, and the others go on. A fork whose windows the JIT compiled in measures them again ({@code
 * bench.remeasures}): once every fork of the trial has taken its turns, those that measure again settle the server
 * once more and take another pass of turns among themselves, and those done wait, stopped while any window is
 * measured.
 */
final class Interleave {
  /** One fork's view of its group, as its link's listener asks it. */
  interface Turns {
    /** Alone: every question is answered at once. */
    Turns ALONE = new Turns() {};

    /** Waits until trial {@code index} of the fork's plan (its length: the end) may start. */
    default void awaitTrial(int index) throws InterruptedException {}

    /** Waits for the fork's turn to measure a window of trial {@code index}. */
    default void awaitTurn(int index) throws InterruptedException {}

    /** The fork's window is over. */
    default void turnEnded(int index) {}

    /** Waits until no other fork of the group warms up or measures, then holds the others stopped. */
    default void awaitWarmUp() throws InterruptedException {}

    /** The fork's warm-up iterations are over. */
    default void warmUpEnded() {}

    /** The fork's trial ended, passed or failed. */
    default void trialEnded(int index) {}

    /** The server settled once for every fork of the trial, by {@code settle}. */
    default ForkProtocol.Settled settle(Supplier<ForkProtocol.Settled> settle) throws InterruptedException {
      return settle.get();
    }

    /** The fork's link is gone: it ended or failed. */
    default void left() {}

    /** The fork's JVM started as {@code process}. */
    default void started(ProcessHandle process) {}
  }

  private final List<List<String>> plans;
  private final List<String> order;
  private final int windows;
  private final Random random;
  private final Set<Integer> gone = new HashSet<>();
  private final java.util.Map<Integer, ProcessHandle> processes = new java.util.HashMap<>();
  /** The forks held stopped while another measures. */
  private final Set<Integer> held = new HashSet<>();
  private final Set<Integer> ended = new HashSet<>();
  private final Set<Integer> settleAsked = new HashSet<>();
  private final Set<Integer> turnAsked = new HashSet<>();
  private ForkProtocol.Settled settled;
  private List<Integer> schedule;
  private int position;
  private int step;
  /** The fork running warm-up iterations, or -1. */
  private int warming = -1;

  /**
   * @param plans each fork's trials, by label, in the order it runs them (one order for all, some may lack a trial)
   * @param windows the measured windows each fork takes in a trial
   */
  Interleave(List<List<String>> plans, int windows, long seed) {
    this.plans = plans;
    LinkedHashSet<String> all = new LinkedHashSet<>();
    plans.forEach(all::addAll);
    this.order = List.copyOf(all);
    this.windows = windows;
    this.random = new Random(seed);
  }

  /** Fork {@code member}'s view. */
  Turns member(int member) {
    return new Turns() {
      @Override
      public void awaitTrial(int index) throws InterruptedException {
        Interleave.this.awaitTrial(member, index);
      }

      @Override
      public void awaitTurn(int index) throws InterruptedException {
        Interleave.this.awaitTurn(member);
      }

      @Override
      public void turnEnded(int index) {
        Interleave.this.turnEnded(member);
      }

      @Override
      public void awaitWarmUp() throws InterruptedException {
        Interleave.this.awaitWarmUp(member);
      }

      @Override
      public void warmUpEnded() {
        Interleave.this.warmUpEnded(member);
      }

      @Override
      public void trialEnded(int index) {
        Interleave.this.trialEnded(member, index);
      }

      @Override
      public ForkProtocol.Settled settle(Supplier<ForkProtocol.Settled> settle) throws InterruptedException {
        return Interleave.this.settle(member, settle);
      }

      @Override
      public void left() {
        Interleave.this.left(member);
      }

      @Override
      public void started(ProcessHandle process) {
        Interleave.this.started(member, process);
      }
    };
  }

  private synchronized void awaitTrial(int member, int index) throws InterruptedException {
    List<String> plan = plans.get(member);
    int target = index < plan.size() ? order.indexOf(plan.get(index)) : order.size();
    while (step < target) {
      wait();
    }
  }

  private synchronized void trialEnded(int member, int index) {
    List<String> plan = plans.get(member);
    if (index < plan.size() && order.indexOf(plan.get(index)) == step) {
      ended.add(member);
      changed();
    }
  }

  /**
   * Warm-ups go one fork at a time, in the order asked, the others stopped, as windows do: a warm-up judges the JIT
   * quiet by its compile share, which others' work beside it on 2 cores stretches (docs/methodology.md, "A family of
   * six").
   */
  private synchronized void awaitWarmUp(int member) throws InterruptedException {
    while (warming >= 0 || schedule != null && current() >= 0) {
      wait();
    }
    warming = member;
    hold();
  }

  private synchronized void warmUpEnded(int member) {
    if (warming == member) {
      warming = -1;
      changed();
    }
  }

  private synchronized void left(int member) {
    if (warming == member) {
      warming = -1;
    }
    gone.add(member);
    changed();
  }

  private synchronized void started(int member, ProcessHandle process) {
    processes.put(member, process);
  }

  private synchronized ForkProtocol.Settled settle(int member, Supplier<ForkProtocol.Settled> settle)
      throws InterruptedException {
    awaitPassOver(member);
    int at = step;
    settleAsked.add(member);
    if (waiting(settleAsked).isEmpty() && settled == null) {
      settled = settle.get();
      notifyAll();
    }
    while (settled == null && step == at) {
      wait();
      if (settled == null && waiting(settleAsked).isEmpty()) {
        settled = settle.get();
        notifyAll();
      }
    }
    return settled == null ? settle.get() : settled;
  }

  private synchronized void awaitTurn(int member) throws InterruptedException {
    awaitPassOver(member);
    turnAsked.add(member);
    changed();
    while (schedule == null || position < schedule.size() && current() != member) {
      wait();
    }
  }

  private synchronized void turnEnded(int member) {
    if (schedule != null && position < schedule.size() && current() == member) {
      position++;
      if (current() < 0) {
        // The pass is over: a fork that measures again asks anew, and settles the server anew.
        schedule = null;
        position = 0;
        turnAsked.clear();
        settleAsked.clear();
        settled = null;
      }
      changed();
    }
  }

  /** A fork that took all its turns of a pass and measures again waits for the others' last turns of it. */
  private void awaitPassOver(int member) throws InterruptedException {
    while (schedule != null && schedule.contains(member) && schedule.lastIndexOf(member) < position) {
      wait();
    }
  }

  /** The fork whose turn it is; skips forks that dropped out. */
  private int current() {
    while (position < schedule.size() && (gone.contains(schedule.get(position))
        || ended.contains(schedule.get(position)))) {
      position++;
    }
    return position < schedule.size() ? schedule.get(position) : -1;
  }

  /** Moves the trials on and draws the turns once every fork of the trial is ready, then wakes every waiting fork. */
  private void changed() {
    while (step < order.size() && waiting(ended).isEmpty()) {
      step++;
      ended.clear();
      settleAsked.clear();
      turnAsked.clear();
      settled = null;
      schedule = null;
      position = 0;
    }
    if (schedule == null && step < order.size() && waiting(turnAsked).isEmpty()) {
      schedule = mirrored(new ArrayList<>(turnAsked.stream().filter(m -> !gone.contains(m)).sorted().toList()));
    }
    hold();
    notifyAll();
  }

  /**
   * While a window is measured, every other fork of the group is stopped ({@code SIGSTOP}), not only blocked: an
   * idle driver still wakes its timers (driver 4's every millisecond) and its pools, and those wake-ups, on 2 cores,
   * are the measured fork's latency and CPU. Between windows and trials every fork runs.
   */
  private void hold() {
    int now = warming >= 0 ? warming : schedule == null ? -1 : current();
    Set<Integer> hold = new HashSet<>();
    if (now >= 0) {
      processes.keySet().stream().filter(m -> m != now && !gone.contains(m)).forEach(hold::add);
    }
    for (int m : Set.copyOf(held)) {
      if (!hold.contains(m)) {
        signal(m, "CONT");
        held.remove(m);
      }
    }
    for (int m : hold) {
      if (held.add(m)) {
        signal(m, "STOP");
      }
    }
  }

  private void signal(int member, String signal) {
    ProcessHandle process = processes.get(member);
    if (process == null || !process.isAlive()) {
      return;
    }
    try {
      new ProcessBuilder("kill", "-" + signal, Long.toString(process.pid())).start().waitFor();
    } catch (java.io.IOException e) {
      // no kill command (not a Unix): the forks not measured stay blocked, not stopped
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  /** The trial's forks still running it that are not in {@code done}. */
  private List<Integer> waiting(Set<Integer> done) {
    List<Integer> waiting = new ArrayList<>();
    for (int m = 0; m < plans.size(); m++) {
      if (!gone.contains(m) && !ended.contains(m) && !done.contains(m) && plans.get(m).contains(order.get(step))) {
        waiting.add(m);
      }
    }
    return waiting;
  }

  /** {@link #windows} blocks of the forks, every other one reversed, the first in an order drawn from the seed. */
  private List<Integer> mirrored(List<Integer> forks) {
    java.util.Collections.shuffle(forks, random);
    List<Integer> turns = new ArrayList<>();
    for (int block = 0; block < windows; block++) {
      for (int i = 0; i < forks.size(); i++) {
        turns.add(forks.get(block % 2 == 0 ? i : forks.size() - 1 - i));
      }
    }
    return turns;
  }
}
