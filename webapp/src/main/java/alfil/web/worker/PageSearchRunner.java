package alfil.web.worker;

import alfil.search.SearchClock;
import alfil.web.dom.Dom;
import alfil.web.protocol.SearchReply;
import alfil.web.protocol.SearchRequest;
import org.teavm.jso.JSBody;
import org.teavm.jso.JSObject;
import org.teavm.jso.browser.AnimationFrameCallback;

/**
 * The fallback when no Web Worker can be made: runs the search on the page, a slice per animation
 * frame, so input and drawing go on between slices. The total is capped: a page search stops at
 * {@link #CAP_MS} (or the request's own time limit, if shorter) or {@link #NODE_CAP} nodes (or the
 * request's own node limit, if smaller) and answers with what it has. The page plays weaker than
 * the worker at the high levels, but it never keeps the player waiting long.
 */
final class PageSearchRunner implements SearchClock, AnimationFrameCallback {
  /** Work per frame: well under a 16.7 ms frame, leaving time to draw. */
  static final int SLICE_MS = 8;

  /** Longest page search, whatever the request asks. */
  static final int CAP_MS = 450;

  /** Most nodes of a page search, whatever the level allows. */
  static final int NODE_CAP = 150_000;

  interface Done {
    void onDone(SearchReply reply);
  }

  /** Kept between requests, as in the worker. */
  private final KeptEngine engine = new KeptEngine();

  private SearchJob job;
  private Done done;

  private double deadline;

  /**
   * The pending animation frame's id, 0 when none: every run and cancel cancels it, so a frame of
   * an older run never fires (the runner is its own frame callback, not a lambda class).
   */
  private int frame;

  void run(SearchRequest request, SearchJob.Progress onProgress, Done onDone) {
    dropFrame();
    job = SearchJobs.start(request.review ? request : capped(request), engine, this, onProgress);
    done = onDone;
    int cap =
        request.timeLimitMs > 0 && request.timeLimitMs < CAP_MS ? request.timeLimitMs : CAP_MS;
    // A review runs to its end, a position a slice: the player asked for it and can cancel it.
    deadline = request.review ? Double.MAX_VALUE : Dom.now() + cap;
    schedule();
  }

  /** The search's clock (the runner is its own clock: no lambda class). */
  @Override
  public int elapsedMillis() {
    return (int) Dom.now();
  }

  /** The request with its node limit at most {@link #NODE_CAP}. */
  static SearchRequest capped(SearchRequest r) {
    if (r.nodeLimit > 0 && r.nodeLimit <= NODE_CAP) {
      return r;
    }
    return new SearchRequest(
        r.id, r.game, r.startFen, r.moves, r.level, r.depthLimit, NODE_CAP, r.timeLimitMs);
  }

  void cancel() {
    dropFrame();
    job = null;
    done = null;
  }

  private void dropFrame() {
    if (frame != 0) {
      cancelFrame(frame);
      frame = 0;
    }
  }

  private void schedule() {
    frame = requestFrame(this);
  }

  @Override
  public void onAnimationFrame(double timestamp) {
    frame = 0;
    slice();
  }

  private void slice() {
    boolean finished = job.step(SLICE_MS);
    if (finished || Dom.now() >= deadline) {
      SearchJob j = job;
      Done d = done;
      cancel();
      d.onDone(j.reply());
    } else {
      schedule();
    }
  }

  /**
   * {@code requestAnimationFrame} calling the runner back (a snippet of our own: the JSO wrapper
   * would bring its function-conversion helper into the page).
   */
  @JSBody(
      params = "runner",
      script = "return requestAnimationFrame(function (t) { runner.onAnimationFrame(t); });")
  private static native int requestFrame(JSObject runner);

  @JSBody(params = "id", script = "cancelAnimationFrame(id);")
  private static native void cancelFrame(int id);
}
