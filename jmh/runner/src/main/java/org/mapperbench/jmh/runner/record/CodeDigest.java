package org.mapperbench.jmh.runner.record;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarFile;
import java.util.stream.Stream;
import org.mapperbench.jmh.results.model.CodeRecord;

/**
 * What code a JVM tree runs, as a digest a resume can compare: the suite's own classes (class folders and SNAPSHOT
 * jars on its classpath, by entry name and content, so a rebuild of the same sources gives the same digest), never
 * the released libraries, whose versions run.json records already.
 */
public final class CodeDigest {
  private CodeDigest() {}

  /** The commit and whether tracked files changed, from git in {@code root}; nulls where git cannot say. */
  public static CodeRecord of(Path root, java.util.Map<String, String> digests) {
    String commit = git(root, "rev-parse", "HEAD");
    String status = commit == null ? null : git(root, "status", "--porcelain", "--untracked-files=no");
    return new CodeRecord(commit, status == null ? null : !status.isBlank(), digests);
  }

  /** SHA-256 over the classpath's own code, in classpath order. */
  public static String of(List<String> classpath) {
    MessageDigest sha = sha256();
    for (String entry : classpath) {
      Path path = Path.of(entry);
      if (Files.isDirectory(path)) {
        folder(path, sha);
      } else if (path.getFileName().toString().contains("-SNAPSHOT") && Files.isRegularFile(path)) {
        jar(path, sha);
      }
    }
    return HexFormat.of().formatHex(sha.digest());
  }

  private static void folder(Path dir, MessageDigest sha) {
    try (Stream<Path> files = Files.walk(dir)) {
      for (Path file : files.filter(Files::isRegularFile).sorted().toList()) {
        String name = dir.relativize(file).toString();
        if (!name.startsWith("META-INF/maven")) {
          add(sha, name, Files.readAllBytes(file));
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static void jar(Path file, MessageDigest sha) {
    try (JarFile jar = new JarFile(file.toFile())) {
      List<String> names = new ArrayList<>();
      // The archiver's own files carry the build's time: only the code counts.
      jar.stream().filter(e -> !e.isDirectory() && !e.getName().startsWith("META-INF/"))
          .forEach(e -> names.add(e.getName()));
      names.sort(null);
      for (String name : names) {
        try (InputStream in = jar.getInputStream(jar.getEntry(name))) {
          add(sha, name, in.readAllBytes());
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static void add(MessageDigest sha, String name, byte[] content) {
    sha.update(name.getBytes(StandardCharsets.UTF_8));
    sha.update((byte) 0);
    sha.update(content);
  }

  private static MessageDigest sha256() {
    try {
      return MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }

  /** git's answer, or null without git, outside a checkout, or after 5 s. */
  private static String git(Path root, String... args) {
    List<String> command = new ArrayList<>(List.of("git", "-C", root.toString()));
    command.addAll(List.of(args));
    try {
      Process process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
      process.getOutputStream().close();
      String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
      if (!process.waitFor(5, TimeUnit.SECONDS) || process.exitValue() != 0) {
        process.destroy();
        return null;
      }
      return out;
    } catch (IOException e) {
      return null;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return null;
    }
  }
}
