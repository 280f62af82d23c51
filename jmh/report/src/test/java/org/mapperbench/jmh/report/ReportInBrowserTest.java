package org.mapperbench.jmh.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.DisabledIfSystemProperty;
import org.junit.jupiter.api.io.TempDir;
import org.mapperbench.jmh.report.render.VerdictSection;
import org.mapperbench.jmh.results.SyntheticEntries;
import org.mapperbench.jmh.results.figures.Cost;

/**
 * The report as a reader sees it, in headless Chromium: it renders offline, every table has rows, every image loads.
 * Checks {@code -Dreport.html=/absolute/path/report.html} when given (CI passes the quick run's report), else the
 * report written from a made-up run of a mapper and its native adapter, so that its verdict has tables. Skipped
 * without Debian's chromium and chromium-driver unless {@code -Dbrowser.required=true}.
 * Leaves a screenshot of the page in {@code target/browser/}.
 */
class ReportInBrowserTest {
  @TempDir Path dir;

  @Test
  void report_is_self_contained_and_shows_its_tables_and_images() throws IOException {
    BrowserPage.assumeBrowser();
    Path html = page();
    BrowserPage page = BrowserPage.open(html, screenshotOf(html));

    assertThat(page.title()).as("title of %s", html).isNotBlank();
    assertThat(page.tableRows()).as("rows of each <table>").isNotEmpty()
        .allSatisfy(rows -> assertThat(rows).isGreaterThan(1));
    assertThat(page.images()).as("<img> elements").isNotEmpty();
    assertThat(page.brokenImages()).as("images that did not load").isEmpty();
    assertThat(page.externalRequests()).as("requests to anything but the file itself and data: URLs").isEmpty();
    assertThat(page.firstSection()).as("the report's first section").isEqualTo(VerdictSection.TITLE);
    assertThat(page.overflowingTables()).as("tables wider than the page at 1,400 px (after the heading they follow)")
        .isEmpty();
    assertThat(page.verdictTableRows()).as("rows of the verdict's tables, one per cost, each with a library")
        .hasSize(Cost.values().length).allSatisfy(rows -> assertThat(rows).isGreaterThan(1));
  }

  @Test
  @DisabledIfSystemProperty(named = "report.html", matches = ".+")
  void fixture_shows_its_one_table_and_its_data_png() {
    BrowserPage.assumeBrowser();
    BrowserPage page = BrowserPage.open(fixture("fixture.html"), null);

    assertThat(page.title()).isEqualTo("mapper-bench browser fixture");
    assertThat(page.tableRows()).containsExactly(3);
    assertThat(page.images()).singleElement().satisfies(image -> {
      assertThat(image.loaded()).isTrue();
      assertThat(image.src()).startsWith("data:image/png;base64,");
    });
  }

  private Path page() throws IOException {
    String report = System.getProperty("report.html", "");
    return report.isBlank() ? Report.write(SyntheticEntries.judgedRun(dir, 4).dir()) : Path.of(report).toAbsolutePath();
  }

  private static Path screenshotOf(Path html) {
    return Path.of("target", "browser", html.getFileName().toString().replaceFirst("\\.html?$", "") + ".png");
  }

  static Path fixture(String name) {
    try {
      return Path.of(ReportInBrowserTest.class.getResource("/browser/" + name).toURI());
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }
}
