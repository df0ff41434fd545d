package alfil.inline;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;

/**
 * A test class of the built page in one Chromium: started before the class's first test and closed
 * after its last. The test classes run one after another, so each has the two fields to itself
 * while it runs.
 */
abstract class BrowserTest {
  static Chromium browser;
  static Ui ui;

  @BeforeAll
  static void startBrowser() throws Exception {
    browser = Chromium.start();
    ui = new Ui(browser);
  }

  @AfterAll
  static void stopBrowser() {
    if (browser != null) {
      browser.close();
      browser = null;
    }
  }
}
