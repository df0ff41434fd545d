package alfil.web;

import alfil.web.dom.Dom;
import alfil.web.page.PageApp;
import alfil.web.worker.WorkerEntry;

/**
 * TeaVM entry point of the one compiled script, which runs twice: on the page and, started from its
 * own inline text, as a classic Web Worker.
 *
 * <p>Why one script: {@code dist/alfil.html} is a single offline file. A module worker fails on
 * {@code file://} in Chromium and {@code new Worker('sibling.js')} fails there too, so the page
 * wraps its own script text in a Blob and starts that as the worker. The same code then sees that
 * it has no {@code document} and takes the worker path.
 */
public final class WebMain {
  private WebMain() {}

  public static void main(String[] args) {
    if (Dom.hasDocument()) {
      // document.currentScript is set only while the inline script runs: read it before anything
      // asynchronous happens.
      new PageApp(Dom.ownScriptText()).start();
    } else {
      new WorkerEntry().start();
    }
  }
}
