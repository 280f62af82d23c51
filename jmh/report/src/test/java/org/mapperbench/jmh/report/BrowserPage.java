package org.mapperbench.jmh.report;

import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.logging.Level;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.logging.LoggingPreferences;

/**
 * A local HTML file as headless Debian Chromium shows it: its title, its tables, its images and whether each loaded,
 * its first section and the rows of the tables in its Verdict section,
 * and every request it made to anything but a file, a data: URL or Chromium's own chrome:// resources (the widgets
 * it draws itself); a self-contained page makes none. Chromium and
 * its driver are Debian's ({@code apt-get install chromium chromium-driver}), named explicitly so that Selenium
 * Manager never looks for, or downloads, a browser or a driver.
 */
record BrowserPage(String title, List<Integer> tableRows, List<Image> images, List<String> externalRequests,
    String firstSection, List<Integer> verdictTableRows, List<String> overflowingTables) {
  static final Path CHROMIUM = Path.of("/usr/bin/chromium");
  static final Path CHROMEDRIVER = Path.of("/usr/bin/chromedriver");
  private static final ObjectMapper JSON = new ObjectMapper();
  /** The width a reader's laptop shows the report at; every table must fit it. */
  private static final int WIDTH = 1400;
  /** Chromium's own limit on a screenshot's height is far above this; past it a page is not worth looking at whole. */
  private static final int MAX_HEIGHT = 8000;

  private static final String INSPECT = """
      const local = url => /^(file|data|about|blob|javascript|chrome):/i.test(url);
      const named = [];
      for (const e of document.querySelectorAll('[src], [srcset], link[href], object[data], [poster]')) {
        for (const url of [e.src, e.poster, e.data, e.tagName === 'LINK' ? e.href : null]) { if (url) named.push(url); }
        for (const part of (e.getAttribute('srcset') || '').split(',')) { const u = part.trim().split(/\\s+/)[0]; \
      if (u) named.push(new URL(u, document.baseURI).href); }
      }
      return JSON.stringify({
        title: document.title,
        tables: Array.from(document.querySelectorAll('table'), t => t.rows.length),
        images: Array.from(document.images, i => ({src: i.currentSrc || i.src, complete: i.complete, \
      naturalWidth: i.naturalWidth})),
        external: performance.getEntriesByType('resource').map(e => e.name).concat(named).filter(u => !local(u)),
        height: Math.max(document.documentElement.scrollHeight, document.body ? document.body.scrollHeight : 0),
        firstSection: (document.querySelector('h2') || {textContent: ''}).textContent.trim(),
        overflowing: Array.from(document.querySelectorAll('table'), t => {
          const box = t.parentElement;
          if (box.scrollWidth <= box.clientWidth + 1 && t.getBoundingClientRect().right <= innerWidth) { return null; }
          let e = t;
          while (e && !/^H[1-4]$/.test(e.tagName)) { e = e.previousElementSibling || e.parentElement; }
          return (e ? e.textContent.trim() : '(no heading)') + ': ' + Math.round(t.scrollWidth) + ' px';
        }).filter(x => x),
        verdictTables: (() => {
          const rows = [];
          let inVerdict = false;
          for (const e of document.querySelectorAll('h2, table')) {
            if (e.tagName === 'H2') { inVerdict = e.textContent.trim() === 'Verdict'; } \
      else if (inVerdict) { rows.push(e.rows.length); }
          }
          return rows;
        })()
      });
      """;

  /** An {@code <img>}: its source (a data: URL cut short) and whether it loaded (complete, naturalWidth > 0). */
  record Image(String src, boolean loaded) {}

  /** Skips the calling test when Chromium or its driver is missing, or fails it when -Dbrowser.required=true. */
  static void assumeBrowser() {
    String missing = Stream.of(CHROMIUM, CHROMEDRIVER).filter(path -> !Files.isExecutable(path))
        .map(Path::toString).collect(Collectors.joining(" and "));
    if (!missing.isEmpty() && Boolean.getBoolean("browser.required")) {
      fail("browser.required=true but " + missing + " is missing: apt-get install chromium chromium-driver");
    }
    assumeTrue(missing.isEmpty(), missing + " is missing (apt-get install chromium chromium-driver): skipped");
  }

  /** Opens the file, reads what it shows and, when {@code screenshot} is not null, saves the whole page as a PNG. */
  static BrowserPage open(Path html, Path screenshot) {
    if (!Files.isRegularFile(html)) {
      throw new IllegalArgumentException(html + " is not a file");
    }
    Path profile = temporaryProfile();
    ChromeDriverService service = new ChromeDriverService.Builder()
        .usingDriverExecutable(CHROMEDRIVER.toFile())
        .usingAnyFreePort()
        .withLogOutput(java.io.OutputStream.nullOutputStream())
        .build();
    ChromeDriver driver = new ChromeDriver(service, options(profile));
    try {
      driver.manage().timeouts().pageLoadTimeout(Duration.ofSeconds(30));
      requestedByNetwork(driver); // drains the log of Chromium's start page, which is not ours
      driver.get(html.toAbsolutePath().toUri().toString());
      JsonNode page = JSON.readTree((String) ((JavascriptExecutor) driver).executeScript(INSPECT));
      Set<String> external = new LinkedHashSet<>();
      page.path("external").forEach(url -> external.add(url.asText()));
      external.addAll(requestedByNetwork(driver));
      List<Integer> tables = new ArrayList<>();
      page.path("tables").forEach(rows -> tables.add(rows.asInt()));
      List<Image> images = new ArrayList<>();
      for (JsonNode image : page.path("images")) {
        String src = image.path("src").asText();
        images.add(new Image(src.length() > 80 ? src.substring(0, 77) + "..." : src,
            image.path("complete").asBoolean() && image.path("naturalWidth").asInt() > 0));
      }
      if (screenshot != null) {
        driver.manage().window().setSize(
            new Dimension(WIDTH, Math.min(Math.max(page.path("height").asInt(), 600), MAX_HEIGHT)));
        Files.createDirectories(screenshot.toAbsolutePath().getParent());
        Files.write(screenshot, driver.getScreenshotAs(OutputType.BYTES));
      }
      List<Integer> verdict = new ArrayList<>();
      page.path("verdictTables").forEach(rows -> verdict.add(rows.asInt()));
      List<String> overflowing = new ArrayList<>();
      page.path("overflowing").forEach(table -> overflowing.add(table.asText()));
      return new BrowserPage(page.path("title").asText(), tables, images, List.copyOf(external),
          page.path("firstSection").asText(), verdict, overflowing);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } finally {
      driver.quit();
      delete(profile);
    }
  }

  int rows() {
    return tableRows.stream().mapToInt(Integer::intValue).sum();
  }

  List<Image> brokenImages() {
    return images.stream().filter(image -> !image.loaded()).toList();
  }

  private static ChromeOptions options(Path profile) {
    ChromeOptions options = new ChromeOptions();
    options.setBinary(CHROMIUM.toFile());
    options.addArguments("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync",
        "--user-data-dir=" + profile, "--window-size=" + WIDTH + ",1000");
    // Chromium's own record of every request the page sent, loaded or not: resource timing leaves out some failures.
    LoggingPreferences logs = new LoggingPreferences();
    logs.enable(LogType.PERFORMANCE, Level.ALL);
    options.setCapability("goog:loggingPrefs", logs);
    return options;
  }

  private static List<String> requestedByNetwork(ChromeDriver driver) throws IOException {
    List<String> urls = new ArrayList<>();
    for (LogEntry entry : driver.manage().logs().get(LogType.PERFORMANCE)) {
      JsonNode message = JSON.readTree(entry.getMessage()).path("message");
      if ("Network.requestWillBeSent".equals(message.path("method").asText())) {
        String url = message.path("params").path("request").path("url").asText();
        if (!url.matches("(?i)^(file|data|about|blob|chrome):.*")) {
          urls.add(url);
        }
      }
    }
    return urls;
  }

  private static Path temporaryProfile() {
    try {
      return Files.createTempDirectory("mapper-bench-chromium-");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static void delete(Path folder) {
    try (Stream<Path> paths = Files.walk(folder)) {
      paths.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
    } catch (IOException e) {
      // a temporary profile left behind is harmless
    }
  }
}
