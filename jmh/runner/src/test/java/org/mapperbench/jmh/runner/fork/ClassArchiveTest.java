package org.mapperbench.jmh.runner.fork;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.zip.ZipFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mapperbench.jmh.runner.variant.ForkTree;

/**
 * A tree's first fork JVM writes its archive and the later ones read it; its folders of classes run packed in jars,
 * and a rebuilt jar or class gets an archive of its own.
 */
class ClassArchiveTest {
  @Test
  void should_write_the_archive_first_then_read_it_until_a_class_changes(@TempDir Path dir) throws Exception {
    Path jar = Files.writeString(dir.resolve("library.jar"), "not a real jar");
    Path classes = Files.createDirectories(dir.resolve("classes/org/example"));
    Path adapter = Files.writeString(classes.resolve("Adapter.class"), "bytes");
    ForkTree tree = new ForkTree("java", List.of(jar.toString(), dir.resolve("classes").toString()),
        List.of("--add-opens=java.base/java.lang=ALL-UNNAMED"));
    Path archives = dir.resolve("archives");

    ForkTree first = ClassArchive.archived(tree, archives);
    assertThat(first.jvmFlags()).first().isEqualTo("--add-opens=java.base/java.lang=ALL-UNNAMED");
    String writes = first.jvmFlags().get(1);
    assertThat(writes).startsWith("-XX:ArchiveClassesAtExit=");
    assertThat(first.classpath().get(0)).isEqualTo(jar.toString());
    try (ZipFile packed = new ZipFile(first.classpath().get(1))) {
      assertThat(packed.getEntry("org/example/Adapter.class")).isNotNull();
    }
    Path archive = Path.of(writes.substring(writes.indexOf('=') + 1));
    Files.writeString(archive, "written at the first fork JVM's exit");

    assertThat(ClassArchive.archived(tree, archives).jvmFlags()).contains("-XX:SharedArchiveFile=" + archive);

    Files.setLastModifiedTime(adapter, FileTime.fromMillis(Files.getLastModifiedTime(adapter).toMillis() + 60_000));
    ForkTree rebuilt = ClassArchive.archived(tree, archives);
    assertThat(rebuilt.jvmFlags().get(1)).startsWith("-XX:ArchiveClassesAtExit=")
        .doesNotContain(archive.getFileName().toString());
    assertThat(rebuilt.classpath().get(1)).isNotEqualTo(first.classpath().get(1));
  }
}
