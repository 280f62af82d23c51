package org.mapperbench.jmh.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mapperbench.jmh.report.render.Charts;
import org.mapperbench.jmh.results.figures.RunResults;

class ReportTest {
  @TempDir Path tmp;

  @Test
  void should_write_every_file_into_the_results_folder() throws IOException {
    Path dir = Fixtures.copy("two-natives", tmp);
    Path html = Report.write(dir);
    assertThat(html).isEqualTo(dir.resolve("report.html")).isRegularFile();
    assertThat(dir.resolve("report.md")).isRegularFile();
    assertThat(dir.resolve("results.json")).isRegularFile();
    assertThat(pngs(dir)).extracting(p -> p.getFileName().toString()).contains(
        "latency-user.png", "latency-order.png", "cpu-client.png", "cpu-server.png", "throughput-readUser.png");
  }

  @Test
  void should_write_charts_that_decode_as_images_of_a_readable_size() throws IOException {
    Path dir = Fixtures.copy("two-natives", tmp);
    Report.write(dir);
    for (Path png : pngs(dir)) {
      BufferedImage image = ImageIO.read(png.toFile());
      assertThat(image).as(png.toString()).isNotNull();
      assertThat(image.getWidth()).isEqualTo(Charts.WIDTH);
      assertThat(image.getHeight()).isEqualTo(Charts.HEIGHT);
    }
  }

  @Test
  void should_make_an_html_file_that_needs_nothing_outside_itself() throws IOException {
    Path dir = Fixtures.copy("problems", tmp);
    String html = Files.readString(Report.write(dir));
    assertThat(html).doesNotContainIgnoringCase("http://").doesNotContainIgnoringCase("https://");
    assertThat(html).doesNotContainIgnoringCase("<script").doesNotContainIgnoringCase("<link")
        .doesNotContainIgnoringCase("@import");
    Matcher src = Pattern.compile("(?i)\\b(src|href)\\s*=\\s*\"([^\"]*)\"").matcher(html);
    int images = 0;
    while (src.find()) {
      assertThat(src.group(1)).isEqualToIgnoringCase("src");
      assertThat(src.group(2)).startsWith("data:image/png;base64,");
      images++;
    }
    assertThat(images).isEqualTo(pngs(dir).size()).isPositive();
  }

  @Test
  void should_escape_text_taken_from_the_run() throws IOException {
    Path dir = Fixtures.copy("problems", tmp);
    String html = Files.readString(Report.write(dir));
    assertThat(html).contains("&lt;ALLOW FILTERING&gt; &amp; a second query").doesNotContain("<ALLOW FILTERING>");
    String markdown = Files.readString(dir.resolve("report.md"));
    assertThat(markdown).contains("\\<ALLOW FILTERING\\>");
  }

  @Test
  void should_tell_the_reader_what_each_table_holds_and_what_went_wrong() throws IOException {
    Path dir = Fixtures.copy("problems", tmp);
    Report.write(dir);
    String markdown = Files.readString(dir.resolve("report.md"));
    assertThat(markdown).startsWith("# mapper-bench run problems: failed");
    assertThat(markdown).contains("## How to read", "### writeUser", "## Throughput", "## Warnings", "## Metadata");
    assertThat(markdown).contains("(see docs/methodology.md, What ± means)");
    assertThat(markdown).contains("| hibernate-mariadb | 218.8 | ");
    assertThat(markdown).contains("| updateUser | hibernate-mariadb | 2,361 | – | 3,659 | – | 4,175 | – | yes |");
    assertThat(markdown).contains("**hibernate-mariadb: updateUser (sample, 1 thread) FAILED verification");
    assertThat(markdown)
        .contains("![Mean latency, User operations (1 thread; bars: 95% interval)](charts/latency-user.png)");
    assertThat(markdown).contains("| kundera | **error** | ", "NOT settable",
        "kundera-cassandra-ds-driver 3.12, kundera-core 3.13");
  }

  @Test
  void should_report_a_run_that_has_no_result_at_all() throws IOException {
    Path dir = Fixtures.copy("problems", tmp);
    for (String adapter : List.of("hibernate-mariadb", "jdbc-mariadb", "kundera")) {
      Files.delete(dir.resolve(adapter + ".json"));
    }
    Files.writeString(dir.resolve("kundera.json"), "[ {\"benchmark\": ");
    String markdown = Files.readString(Report.write(dir).resolveSibling("report.md"));
    assertThat(markdown).contains("kundera.json is not valid JSON (line 1)",
        "hibernate-mariadb.json is missing (adapter status: failed)");
    assertThat(pngs(dir)).isEmpty();
    assertThat(RunResults.JSON.readTree(dir.resolve("results.json").toFile())).isEmpty();
  }

  @Test
  void should_chart_a_run_of_a_single_operation() throws IOException {
    Path dir = Fixtures.copy("two-natives", tmp);
    for (String adapter : List.of("jdbc-mariadb", "driver4-native")) {
      var entries = RunResults.JSON.readTree(dir.resolve(adapter + ".json").toFile());
      var kept = RunResults.JSON.createArrayNode();
      entries.forEach(e -> {
        if (e.path("benchmark").asText().endsWith(".readUser")) {
          kept.add(e);
        }
      });
      RunResults.JSON.writeValue(dir.resolve(adapter + ".json").toFile(), kept);
    }
    var run = (com.fasterxml.jackson.databind.node.ObjectNode)
        RunResults.JSON.readTree(dir.resolve("run.json").toFile());
    ((com.fasterxml.jackson.databind.node.ObjectNode) run.get("settings")).putArray("operations").add("readUser");
    RunResults.JSON.writeValue(dir.resolve("run.json").toFile(), run);

    Report.write(dir);
    assertThat(pngs(dir)).extracting(p -> p.getFileName().toString())
        .containsExactly("cpu-client.png", "cpu-server.png", "latency-user.png", "throughput-readUser.png");
    assertThat(Files.readString(dir.resolve("report.md"))).contains("### readUser")
        .doesNotContain("### roundTrip", "no result for");
  }

  @Test
  void should_refuse_a_folder_without_run_json() {
    assertThatThrownBy(() -> Report.write(tmp)).isInstanceOf(RunResults.BadFolder.class)
        .hasMessageContaining("run.json");
  }

  private static List<Path> pngs(Path dir) throws IOException {
    if (!Files.isDirectory(dir.resolve("charts"))) {
      return List.of();
    }
    try (Stream<Path> files = Files.list(dir.resolve("charts"))) {
      return files.filter(p -> p.toString().endsWith(".png")).sorted().toList();
    }
  }
}
