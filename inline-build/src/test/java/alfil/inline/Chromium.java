package alfil.inline;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;
import java.util.logging.Level;
import java.util.stream.Stream;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.json.Json;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.logging.LoggingPreferences;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * A real headless Chromium (Debian's {@code chromium} and {@code chromium-driver}) for the browser
 * tests. Both paths are set explicitly so nothing is downloaded; a missing browser fails the test
 * rather than skipping it. One instance per test class keeps the suite fast.
 */
final class Chromium implements AutoCloseable {
  static final Path BINARY = Path.of("/usr/bin/chromium");
  static final Path DRIVER = Path.of("/usr/bin/chromedriver");

  /**
   * How long a test waits for the page before it calls it hung. Generous on purpose: how long the
   * page takes is never what a test asserts (times are read from the page's own clocks, or not at
   * all), so a wait fails only when its condition never comes, however loaded the machine.
   */
  static final Duration PATIENCE = Duration.ofSeconds(120);

  /**
   * Installed before every document: records uncaught errors, CSP violations and long tasks, so a
   * test can read them from {@code window.__alfilProbe}. CDP-injected scripts are not subject to
   * the page's CSP.
   */
  static final String PROBE =
      "window.__alfilProbe = {errors: [], csp: [], longTasks: []};"
          + "addEventListener('error', function (e) { __alfilProbe.errors.push(String(e.message)); });"
          + "addEventListener('unhandledrejection', function (e) {"
          + " __alfilProbe.errors.push(String(e.reason)); });"
          + "addEventListener('securitypolicyviolation', function (e) {"
          + " __alfilProbe.csp.push(e.violatedDirective + ' ' + e.blockedURI); });"
          + "try { new PerformanceObserver(function (list) {"
          + " list.getEntries().forEach(function (t) { __alfilProbe.longTasks.push(t.duration); });"
          + " }).observe({type: 'longtask', buffered: true}); } catch (e) {}";

  final ChromeDriver driver;
  private final Path profile;

  private Chromium(ChromeDriver driver, Path profile) {
    this.driver = driver;
    this.profile = profile;
  }

  static Chromium start(String... extraArguments) throws IOException {
    return start(Map.of(), extraArguments);
  }

  /**
   * A browser whose driver and browser processes get {@code environment} besides the test's own
   * (FONTCONFIG_FILE, to hide fonts).
   */
  static Chromium start(Map<String, String> environment, String... extraArguments)
      throws IOException {
    assertTrue(
        Files.isExecutable(BINARY) && Files.isExecutable(DRIVER),
        "browser tests need "
            + BINARY
            + " and "
            + DRIVER
            + ": apt-get install -y chromium chromium-driver");
    Path profile = Files.createTempDirectory("alfil-chromium-");
    ChromeOptions options = new ChromeOptions();
    options.setBinary(BINARY.toFile());
    // Flags from shared/docs/browser.md: headless as root without network; without the
    // background-networking flags Chromium keeps trying to reach the internet.
    options.addArguments(
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-dev-shm-usage",
        "--user-data-dir=" + profile);
    // Audio in the browser process: out of process, the page's first AudioContext (at the first
    // click, sound being on) waits for Chromium to launch its audio service, 0.5 to 1.7 s of the
    // page's main thread on a loaded test machine (10 ms in process), which the long-task probe
    // would blame on the page. Chromium reads one --disable-features: a caller's joins this one.
    String disabled = "--disable-features=AudioServiceOutOfProcess";
    for (String argument : extraArguments) {
      if (argument.startsWith("--disable-features=")) {
        disabled += "," + argument.substring("--disable-features=".length());
      } else {
        options.addArguments(argument);
      }
    }
    options.addArguments(disabled);
    LoggingPreferences logs = new LoggingPreferences();
    logs.enable(LogType.BROWSER, Level.ALL);
    logs.enable(LogType.PERFORMANCE, Level.ALL);
    options.setCapability("goog:loggingPrefs", logs);
    ChromeDriverService service =
        new ChromeDriverService.Builder()
            .usingDriverExecutable(DRIVER.toFile())
            .usingAnyFreePort()
            .withEnvironment(environment)
            .build();
    ChromeDriver driver = new ChromeDriver(service, options);
    driver.executeCdpCommand("Page.addScriptToEvaluateOnNewDocument", Map.of("source", PROBE));
    return new Chromium(driver, profile);
  }

  /**
   * Runs {@code source} before any script of every later document (and frame); returns the id that
   * {@link #forget} takes.
   */
  String beforeEveryDocument(String source) {
    Map<String, Object> r =
        driver.executeCdpCommand("Page.addScriptToEvaluateOnNewDocument", Map.of("source", source));
    return String.valueOf(r.get("identifier"));
  }

  void forget(String scriptId) {
    driver.executeCdpCommand(
        "Page.removeScriptToEvaluateOnNewDocument", Map.of("identifier", scriptId));
  }

  /**
   * Opens a file, without the games an earlier test left for the page to keep: the page would
   * resume them at load (a reload does; KeptGamesInBrowserTest).
   */
  void open(Path file) {
    openAfresh(file.toUri().toString());
  }

  /**
   * The built page loaded afresh with {@code hash} ("#game=chess&..."). From another document, not
   * by a hash change and a refresh: a hash change alone does not reload the page, and the refresh
   * could race with it ("aborted by navigation"). No kept game comes back ({@link #open}).
   */
  void openPage(String hash) {
    driver.get("about:blank");
    openAfresh(page().toUri() + hash);
  }

  /**
   * The built page loaded afresh with a store that holds only {@code game} as the last game chosen,
   * logs drained; returns when the game is ready for a move.
   */
  void openFresh(String game) {
    open(page());
    js("localStorage.clear(); localStorage.setItem('alfil.game', arguments[0]);", game);
    consoleErrors();
    requestedUrls();
    open(page());
    awaitReady(game);
  }

  private void openAfresh(String url) {
    String forget = beforeEveryDocument(HIDE_KEPT_GAMES);
    try {
      driver.get(url);
    } finally {
      forget(forget);
    }
  }

  /**
   * Hides from the page the games kept before it loaded: the first read of each {@code
   * alfil.kept.*} key finds nothing, so the page starts afresh and keeps its own game in its place;
   * later reads (a switch of game and back) find what this page kept. The store itself is not
   * touched at the document's start: a new document that reads it that early can see it as it was
   * before the last page's writes arrived.
   */
  static final String HIDE_KEPT_GAMES =
      "(function () { var get = Storage.prototype.getItem, seen = {};"
          + " Storage.prototype.getItem = function (k) {"
          + " if (String(k).indexOf('alfil.kept.') === 0 && !seen[k]) { seen[k] = 1; return null; }"
          + " return get.call(this, k); }; })();";

  /** {@link #openPage} with the page's stored settings cleared first: a test starts afresh. */
  void openPageAfresh(String hash) {
    openPage("");
    js("localStorage.clear();");
    openPage(hash);
  }

  Object js(String script, Object... args) {
    return ((JavascriptExecutor) driver).executeScript(script, args);
  }

  WebElement status() {
    return driver.findElement(By.id("status"));
  }

  /** Waits ({@link #PATIENCE}) until {@code condition} holds; {@code what} names it on failure. */
  void await(String what, BooleanSupplier condition) {
    new WebDriverWait(driver, PATIENCE)
        .pollingEvery(Duration.ofMillis(25))
        .withMessage(what)
        .until(d -> condition.getAsBoolean());
  }

  /** Waits until the status line says the engine answered, and returns it. */
  WebElement awaitReady(String game) {
    new WebDriverWait(driver, PATIENCE)
        .pollingEvery(Duration.ofMillis(25))
        .withMessage(
            () -> {
              WebElement s = status();
              return "status "
                  + s.getAttribute("data-state")
                  + " "
                  + s.getAttribute("data-game")
                  + ": "
                  + s.getText();
            })
        .until(
            d -> {
              WebElement s = d.findElement(By.id("status"));
              return "ready".equals(s.getAttribute("data-state"))
                  && game.equals(s.getAttribute("data-game"));
            });
    return status();
  }

  /** Console messages at level SEVERE since the last call (the log is drained by reading). */
  List<String> consoleErrors() {
    List<String> errors = new ArrayList<>();
    for (LogEntry e : driver.manage().logs().get(LogType.BROWSER)) {
      if (e.getLevel().intValue() >= Level.SEVERE.intValue()) {
        errors.add(e.getMessage());
      }
    }
    return errors;
  }

  /** URLs of every request the page's network stack saw since the last call (drained). */
  List<String> requestedUrls() {
    List<String> urls = new ArrayList<>();
    Json json = new Json();
    for (LogEntry e : driver.manage().logs().get(LogType.PERFORMANCE)) {
      Map<String, Object> entry = json.toType(e.getMessage(), Json.MAP_TYPE);
      @SuppressWarnings("unchecked")
      Map<String, Object> message = (Map<String, Object>) entry.get("message");
      if (message != null && "Network.requestWillBeSent".equals(message.get("method"))) {
        @SuppressWarnings("unchecked")
        Map<String, Object> params = (Map<String, Object>) message.get("params");
        @SuppressWarnings("unchecked")
        Map<String, Object> request = (Map<String, Object>) params.get("request");
        urls.add(String.valueOf(request.get("url")));
      }
    }
    return urls;
  }

  @Override
  public void close() {
    try {
      driver.quit();
    } finally {
      deleteTree(profile);
    }
  }

  static void deleteTree(Path dir) {
    if (!Files.exists(dir)) {
      return;
    }
    try (Stream<Path> paths = Files.walk(dir)) {
      paths.sorted(Comparator.reverseOrder()).map(Path::toFile).forEach(File::delete);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The freshly built page, this module's {@code target/alfil.html} (never dist/). */
  static Path page() {
    return Path.of(System.getProperty("alfil.page", "target/alfil.html"))
        .toAbsolutePath()
        .normalize();
  }
}
