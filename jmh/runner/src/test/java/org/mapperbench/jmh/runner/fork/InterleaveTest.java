package org.mapperbench.jmh.runner.fork;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.mapperbench.protocol.link.ForkProtocol;

/**
 * Forks interleaved warm up and take their windows one at a time, windows in mirrored blocks, and never wait on a fork
 * that is gone.
 */
@Timeout(value = 20, unit = TimeUnit.SECONDS)
class InterleaveTest {
  private final List<String> events = Collections.synchronizedList(new ArrayList<>());
  private final AtomicInteger measuring = new AtomicInteger();
  private final AtomicInteger overlaps = new AtomicInteger();
  private final AtomicInteger settles = new AtomicInteger();

  /** What a fork does over its link, as ForkMain does it: each trial settled, then its windows in turn. */
  private Thread fork(Interleave.Turns turns, String name, List<String> plan, int windows, int leaveAfter) {
    return fork(turns, name, plan, windows, leaveAfter, null);
  }

  /** @param again the trial this fork measures twice, as one the JIT compiled in; null for none */
  private Thread fork(Interleave.Turns turns, String name, List<String> plan, int windows, int leaveAfter,
      String again) {
    Thread thread = new Thread(() -> {
      int taken = 0;
      try {
        for (int i = 0; i < plan.size(); i++) {
          turns.awaitTrial(i);
          events.add(name + " starts " + plan.get(i));
          // Warm-ups, like windows, never run two at once.
          turns.awaitWarmUp();
          if (measuring.incrementAndGet() > 1) {
            overlaps.incrementAndGet();
          }
          Thread.sleep(2);
          measuring.decrementAndGet();
          turns.warmUpEnded();
          for (int pass = 0; pass < (plan.get(i).equals(again) ? 2 : 1); pass++) {
            turns.settle(() -> {
              settles.incrementAndGet();
              return ForkProtocol.Settled.OFF;
            });
            if (pass > 0) {
              events.add(name + " again " + plan.get(i));
            }
            for (int w = 0; w < windows; w++) {
              // Counted here: streaming the shared list while other forks add to it could throw, and a fork whose
              // thread died without leaving would hold the others up.
              if (taken == leaveAfter) {
                turns.left();
                return;
              }
              turns.awaitTurn(i);
              if (measuring.incrementAndGet() > 1) {
                overlaps.incrementAndGet();
              }
              events.add(name + " window " + plan.get(i));
              taken++;
              Thread.sleep(2);
              measuring.decrementAndGet();
              turns.turnEnded(i);
            }
          }
          turns.trialEnded(i);
        }
        turns.awaitTrial(plan.size());
        turns.left();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    });
    thread.start();
    return thread;
  }

  @Test
  void windowsTakeTurnsInMirroredBlocksAndTheTablesSettleOncePerTrial() throws InterruptedException {
    Interleave together = new Interleave(List.of(List.of("a", "b"), List.of("a", "b")), 4, 7);
    Thread first = fork(together.member(0), "A", List.of("a", "b"), 4, -1);
    Thread second = fork(together.member(1), "B", List.of("a", "b"), 4, -1);
    first.join();
    second.join();

    assertThat(overlaps).hasValue(0);
    assertThat(settles).hasValue(2);
    List<String> windowsOfA = events.stream().filter(e -> e.endsWith("window a")).map(e -> e.substring(0, 1))
        .toList();
    // Each block of two is the one before it reversed: X Y, Y X, X Y, Y X.
    assertThat(windowsOfA).hasSize(8);
    for (int block = 1; block < 4; block++) {
      assertThat(windowsOfA.subList(2 * block, 2 * block + 2))
          .containsExactly(windowsOfA.get(2 * block - 1), windowsOfA.get(2 * block - 2));
    }
    // No fork starts trial b before both have taken every window of trial a.
    assertThat(events.indexOf("A starts b")).isGreaterThan(lastIndexOf("window a"));
    assertThat(events.indexOf("B starts b")).isGreaterThan(lastIndexOf("window a"));
  }

  @Test
  void aForkWithoutTheTrialWaitsOutsideItAndAForkThatLeavesIsNotWaitedFor() throws InterruptedException {
    Interleave together = new Interleave(List.of(List.of("a", "b"), List.of("b"), List.of("a", "b")), 2, 1);
    Thread first = fork(together.member(0), "A", List.of("a", "b"), 2, -1);
    Thread second = fork(together.member(1), "B", List.of("b"), 2, -1);
    Thread third = fork(together.member(2), "C", List.of("a", "b"), 2, 1);
    first.join();
    second.join();
    third.join();

    assertThat(overlaps).hasValue(0);
    assertThat(events.indexOf("B starts b")).isGreaterThan(lastIndexOf("window a"));
    assertThat(events.stream().filter(e -> e.equals("A window b"))).hasSize(2);
    assertThat(events.stream().filter(e -> e.equals("B window b"))).hasSize(2);
    assertThat(events).doesNotContain("C window b");
  }

  @Test
  void aForkThatMeasuresAgainTakesAPassOfItsOwnAfterEveryFirstPassAndTheOthersWaitForIt()
      throws InterruptedException {
    Interleave together = new Interleave(List.of(List.of("a", "b"), List.of("a", "b")), 3, 5);
    Thread first = fork(together.member(0), "A", List.of("a", "b"), 3, -1, "a");
    Thread second = fork(together.member(1), "B", List.of("a", "b"), 3, -1);
    first.join();
    second.join();

    assertThat(overlaps).hasValue(0);
    // Trial a: once for both, once more for A alone; trial b: once.
    assertThat(settles).hasValue(3);
    int again = events.indexOf("A again a");
    assertThat(again).isGreaterThan(lastIndexOf("B window a"));
    assertThat(events.subList(again, events.size()).stream().filter(e -> e.equals("A window a"))).hasSize(3);
    assertThat(events.indexOf("B starts b")).isGreaterThan(lastIndexOf("A window a"));
  }

  private int lastIndexOf(String suffix) {
    int last = -1;
    for (int i = 0; i < events.size(); i++) {
      if (events.get(i).endsWith(suffix)) {
        last = i;
      }
    }
    return last;
  }
}
