package org.mapperbench.jmh.runner;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * JMH's machine-wide lock ({@code <tmpdir>/jmh.lock}), held by the runner for its whole run. JMH takes it per
 * benchmark, so two runs would interleave and disturb each other's figures, and the second would fail at a random
 * benchmark. Holding it for the run makes a second run wait its turn instead; the runner's own JMH processes are
 * told to skip it ({@code -Djmh.ignoreLock=true}).
 */
final class JmhLock implements AutoCloseable {
  private final FileChannel channel;
  private final FileLock lock;

  private JmhLock(FileChannel channel, FileLock lock) {
    this.channel = channel;
    this.lock = lock;
  }

  static JmhLock acquire() {
    Path path = Path.of(System.getProperty("java.io.tmpdir"), "jmh.lock");
    try {
      FileChannel channel = FileChannel.open(path, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
      FileLock lock = channel.tryLock();
      if (lock == null) {
        System.out.println("waiting for another benchmark run on this machine to finish (it holds " + path + ")");
        lock = channel.lock();
      }
      return new JmhLock(channel, lock);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot lock " + path + ": " + e.getMessage(), e);
    }
  }

  @Override
  public void close() {
    try {
      lock.release();
      channel.close();
    } catch (IOException e) {
      // released when the process exits anyway
    }
  }
}
