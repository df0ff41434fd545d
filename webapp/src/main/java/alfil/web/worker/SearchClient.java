package alfil.web.worker;

import alfil.web.dom.Dom;
import alfil.web.protocol.Messages;
import alfil.web.protocol.SearchReply;
import alfil.web.protocol.SearchRequest;
import org.teavm.jso.JSBody;
import org.teavm.jso.browser.TimerHandler;
import org.teavm.jso.browser.Window;
import org.teavm.jso.dom.events.Event;
import org.teavm.jso.dom.events.EventListener;
import org.teavm.jso.dom.events.MessageEvent;
import org.teavm.jso.workers.Worker;

/**
 * The page side of the worker protocol. One request is open at a time; starting a new one cancels
 * the old. A busy worker whose request was cancelled is terminated and a fresh one started (a
 * search cannot be told to stop: {@code file://} has no SharedArrayBuffer); an idle worker is kept,
 * so the search's tables survive between moves. When no worker can be made, or one fails (an error,
 * or no answer {@link #GRACE_MS} after the request's time limit: a worker the browser terminated
 * says nothing), requests run on the page in slices ({@link PageSearchRunner}).
 */
public final class SearchClient
    implements SearchJob.Progress, PageSearchRunner.Done, EventListener<Event>, TimerHandler {
  /** How long past its time limit a worker may be silent before it counts as dead. */
  static final int GRACE_MS = 3000;

  /** Receives the answer to the open request. */
  public interface Listener {
    /**
     * @param by {@link SearchReply#BY_WORKER} or {@link SearchReply#BY_PAGE}
     */
    void onReply(SearchReply reply, String by);

    /** Progress of the open request (depth, score, best move so far). */
    void onProgress(SearchReply progress);
  }

  private final Listener listener;
  private final RequestTracker tracker = new RequestTracker();
  private final PageSearchRunner fallback = new PageSearchRunner();

  /** Blob URL of the page's own script, or null once workers are known not to work. */
  private String workerUrl;

  private Worker worker;

  /** The worker is computing (possibly for a cancelled request) and cannot take a new one now. */
  private boolean workerBusy;

  /** The open request, kept to re-run it on the page if the worker fails. */
  private SearchRequest open;

  /** When the worker's answer to the open request is overdue ({@link Dom#now} time). */
  private double overdue;

  /**
   * @param scriptText the page's own inline script, or null: the worker runs this same text
   */
  public SearchClient(String scriptText, Listener listener) {
    this.listener = listener;
    workerUrl = scriptText == null ? null : blobUrl(scriptText);
    startWorker();
  }

  /** True while requests go to a Web Worker rather than the page. */
  public boolean usesWorker() {
    return worker != null;
  }

  /** Sends a request (its id is set here) and returns the id; any open request is cancelled. */
  public int search(SearchRequest request) {
    cancel();
    request.id = tracker.open();
    open = request;
    if (worker != null) {
      workerBusy = true;
      worker.postMessage(Messages.encode(open));
      if (open.timeLimitMs > 0) {
        overdue = Dom.now() + open.timeLimitMs + GRACE_MS;
        Window.setTimeout(this, open.timeLimitMs + GRACE_MS);
      }
    } else {
      runOnPage(open);
    }
    return open.id;
  }

  /** Drops the open request, if any; a worker busy with it is replaced by a fresh one. */
  public void cancel() {
    tracker.cancel();
    open = null;
    fallback.cancel();
    if (workerBusy) {
      worker.terminate();
      worker = null;
      workerBusy = false;
      startWorker();
    }
  }

  private void startWorker() {
    worker = workerUrl == null ? null : newWorker(workerUrl);
    if (worker == null) {
      workerUrl = null;
      return;
    }
    Dom.on(worker, "message", this);
    Dom.on(worker, "error", this);
  }

  /**
   * A worker's message or error (the client is its own listener, not a lambda class each); the
   * event's target says which worker spoke.
   */
  @Override
  public void handleEvent(Event event) {
    Worker from = (Worker) event.getTarget();
    if (event.getType().equals("message")) {
      onWorkerMessage(from, (MessageEvent) event);
    } else {
      event.preventDefault();
      onWorkerFailed(from);
    }
  }

  private void onWorkerMessage(Worker from, MessageEvent event) {
    if (from != worker) {
      return; // a terminated worker's last word
    }
    Messages.Message message = (Messages.Message) event.getData();
    if (!Messages.isReply(message)) {
      return;
    }
    if (Messages.INFO.equals(message.getType())) {
      SearchReply progress = Messages.decodeReply(message);
      if (progress.id == tracker.openId()) {
        listener.onProgress(progress);
      }
      return;
    }
    if (!Messages.REPLY.equals(message.getType())) {
      return;
    }
    workerBusy = false;
    SearchReply reply = Messages.decodeReply(message);
    if (tracker.accept(reply.id)) {
      open = null;
      listener.onReply(reply, SearchReply.BY_WORKER);
    }
  }

  /**
   * The watchdog of a request sent to the worker (the client is its own timer handler): a timer of
   * an earlier request fires before the open one is overdue and does nothing.
   */
  @Override
  public void onTimer() {
    if (workerBusy && Dom.now() >= overdue) {
      onWorkerFailed(worker);
    }
  }

  /** The worker could not load or threw: stop using workers and answer the open request here. */
  private void onWorkerFailed(Worker from) {
    if (from != worker) {
      return;
    }
    worker.terminate();
    worker = null;
    workerBusy = false;
    workerUrl = null;
    if (open != null) {
      runOnPage(open);
    }
  }

  /** True while a request is open (sent and neither answered nor cancelled). */
  public boolean busy() {
    return tracker.hasOpen();
  }

  private void runOnPage(SearchRequest request) {
    fallback.run(request, this, this);
  }

  /**
   * Progress of a page search (the client is its own progress sink and done callback for the page
   * fallback: no lambda class each).
   */
  @Override
  public void onProgress(SearchReply progress) {
    if (progress.id == tracker.openId()) {
      listener.onProgress(progress);
    }
  }

  /** The answer of a page search. */
  @Override
  public void onDone(SearchReply reply) {
    if (tracker.accept(reply.id)) {
      open = null;
      listener.onReply(reply, SearchReply.BY_PAGE);
    }
  }

  /**
   * A blob URL holding the script text, or null when Blob URLs are missing. The URL is kept for the
   * page's life so a terminated worker can be replaced without building the blob again.
   */
  @JSBody(
      params = "text",
      script =
          "try { return URL.createObjectURL(new Blob([text], {type: 'text/javascript'})); }"
              + " catch (e) { return null; }")
  private static native String blobUrl(String text);

  /** A classic worker on the URL, or null when this browser or frame cannot make one. */
  @JSBody(
      params = "url",
      script =
          "try { return typeof Worker === 'undefined' ? null : new Worker(url); }"
              + " catch (e) { return null; }")
  private static native Worker newWorker(String url);
}
