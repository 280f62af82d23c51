package org.mapperbench.jmh.report;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The checker itself: a page that is not self-contained must be caught, or ReportInBrowserTest proves nothing. */
class BrowserPageTest {
  @Test
  void should_report_requests_to_a_server_and_the_image_that_did_not_load() {
    BrowserPage.assumeBrowser();
    BrowserPage page = BrowserPage.open(ReportInBrowserTest.fixture("external.html"), null);

    assertThat(page.externalRequests()).contains("http://127.0.0.1:9/style.css", "http://127.0.0.1:9/chart.png");
    assertThat(page.brokenImages()).singleElement()
        .satisfies(image -> assertThat(image.src()).isEqualTo("http://127.0.0.1:9/chart.png"));
    assertThat(page.tableRows()).containsExactly(1);
  }
}
