package org.mapperbench.jmh.runner.dataset;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DatasetStoreTest {
  @TempDir Path root;
  private final ByteArrayOutputStream console = new ByteArrayOutputStream();
  private final PrintStream out = new PrintStream(console, true, StandardCharsets.UTF_8);

  private static DatasetStore.Key key(long users) {
    return DatasetStore.Key.of("cassandra", List.of("CREATE TABLE t (k int PRIMARY KEY)"), users, 42, "5.0.9");
  }

  @Test
  void should_find_a_dataset_kept_whole_and_say_nothing() throws Exception {
    DatasetStore store = new DatasetStore(root);
    Path folder = store.begin(key(1_000));
    Files.writeString(folder.resolve("users.db"), "rows");
    store.finish(key(1_000), folder, 2_999, 1.5);

    assertThat(store.find(key(1_000), out)).hasValueSatisfying(found -> {
      assertThat(found.folder()).isEqualTo(folder);
      assertThat(found.kept().lineItems()).isEqualTo(2_999);
    });
    assertThat(console.toString(StandardCharsets.UTF_8)).isEmpty();
    assertThat(store.find(key(2_000), out)).isEmpty();
  }

  @Test
  void should_refuse_in_one_line_and_remove_a_load_cut_short() throws Exception {
    DatasetStore store = new DatasetStore(root);
    Path folder = store.begin(key(1_000));
    Files.writeString(folder.resolve("users.db"), "half");

    assertThat(store.find(key(1_000), out)).isEmpty();
    assertThat(console.toString(StandardCharsets.UTF_8).lines()).singleElement().asString()
        .startsWith("dataset: " + folder).contains("no dataset.json");
    assertThat(folder).doesNotExist();
  }

  @Test
  void should_refuse_a_folder_whose_record_names_another_dataset() throws Exception {
    DatasetStore store = new DatasetStore(root);
    DatasetStore.Key asked = key(1_000);
    Path folder = store.begin(asked);
    store.finish(new DatasetStore.Key("cassandra", asked.schema(), 1_000, 43, "5.0.9", DatasetStore.FORMAT), folder,
        1, 1);

    assertThat(store.find(asked, out)).isEmpty();
    assertThat(console.toString(StandardCharsets.UTF_8)).contains("holds another dataset");
  }

  @Test
  void should_name_a_folder_by_server_size_seed_version_and_schema() {
    assertThat(key(10_000_000).folderName()).startsWith("cassandra-10000000-seed42-5.0.9-").hasSize(44);
    assertThat(key(1).schema()).isNotEqualTo(DatasetStore.Key.of("cassandra", List.of("other"), 1, 42, "5.0.9")
        .schema());
  }
}
