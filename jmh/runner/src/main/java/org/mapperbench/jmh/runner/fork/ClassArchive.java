package org.mapperbench.jmh.runner.fork;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.mapperbench.jmh.runner.variant.ForkTree;

/**
 * A class-data archive per adapter tree (AppCDS): the first fork JVM of a tree writes the classes it loaded when it
 * exits, and every later one maps them instead of reading, parsing and verifying them again. It shortens a fork
 * JVM's start, not what its trials measure: see docs/methodology.md, "A shorter start".
 */
final class ClassArchive {
  private ClassArchive() {}

  /**
   * The tree a fork JVM runs with its archive: its folders of classes packed into jars (JDK 17 refuses to write an
   * archive while a folder on the classpath holds classes), and the flag that writes the archive or, once written,
   * reads it. Every name digests what it holds (the JDK, the flags, each jar's size and time, each folder's files),
   * so a rebuilt module gets a new archive: the JVM would refuse the old one and, without a new one, share nothing.
   *
   * @param dir where the archives and packed folders are kept (the checkout's {@code target/class-archives})
   */
  static ForkTree archived(ForkTree tree, Path dir) {
    try {
      Files.createDirectories(dir);
      MessageDigest whole = sha();
      update(whole, tree.java());
      tree.jvmFlags().forEach(flag -> update(whole, flag));
      List<String> classpath = new ArrayList<>();
      for (String entry : tree.classpath()) {
        Path path = Path.of(entry);
        String packed = Files.isDirectory(path) ? packed(path, dir).toString() : entry;
        Path file = Path.of(packed);
        classpath.add(packed);
        update(whole, packed);
        if (Files.isRegularFile(file)) {
          update(whole, Files.size(file) + "@" + Files.getLastModifiedTime(file).toMillis());
        }
      }
      Path archive = dir.resolve(hex(whole) + ".jsa");
      List<String> flags = new ArrayList<>(tree.jvmFlags());
      flags.add(Files.isRegularFile(archive) ? "-XX:SharedArchiveFile=" + archive
          : "-XX:ArchiveClassesAtExit=" + archive);
      return new ForkTree(tree.java(), classpath, flags);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** A folder of classes as a jar named for its files' names, sizes and times, written once. */
  private static Path packed(Path folder, Path dir) throws IOException {
    List<Path> files;
    try (Stream<Path> walk = Files.walk(folder)) {
      files = walk.filter(Files::isRegularFile).sorted().toList();
    }
    MessageDigest sha = sha();
    update(sha, folder.toString());
    for (Path file : files) {
      update(sha, folder.relativize(file) + ":" + Files.size(file) + "@" + Files.getLastModifiedTime(file).toMillis());
    }
    Path jar = dir.resolve(hex(sha) + ".jar");
    if (!Files.isRegularFile(jar)) {
      Path partial = Files.createTempFile(dir, "packing", ".jar");
      try (OutputStream out = Files.newOutputStream(partial); ZipOutputStream zip = new ZipOutputStream(out)) {
        for (Path file : files) {
          zip.putNextEntry(new ZipEntry(folder.relativize(file).toString().replace('\\', '/')));
          Files.copy(file, zip);
          zip.closeEntry();
        }
      }
      Files.move(partial, jar, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
    }
    return jar;
  }

  private static MessageDigest sha() {
    try {
      return MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }

  private static String hex(MessageDigest sha) {
    return HexFormat.of().formatHex(sha.digest(), 0, 8);
  }

  private static void update(MessageDigest sha, String text) {
    sha.update(text.getBytes(StandardCharsets.UTF_8));
    sha.update((byte) 0);
  }
}
