package alfil.web.worker;

import alfil.web.protocol.Messages;
import alfil.web.protocol.SearchReply;
import alfil.web.protocol.SearchRequest;
import org.teavm.jso.JSBody;
import org.teavm.jso.JSFunctor;
import org.teavm.jso.JSObject;

/**
 * The server side of the worker protocol, run inside the Web Worker. It answers each request in
 * turn. It never checks for cancellation: the page drops replies it no longer wants and stops a
 * search that must end early with {@code terminate()} (on {@code file://} there is no
 * SharedArrayBuffer for a stop flag).
 */
public final class WorkerEntry {
  /** Work per step call; the worker has no frame to keep, so the slices are large. */
  private static final int STEP = 1 << 20;

  @JSFunctor
  interface Handler extends JSObject {
    void handle(Messages.Message message);
  }

  public void start() {
    listen(this::onMessage);
  }

  private void onMessage(Messages.Message message) {
    if (!Messages.SEARCH.equals(message.getType())) {
      return;
    }
    SearchRequest request = Messages.decodeRequest(message);
    SearchJob job = SearchJobs.start(request);
    int reported = 0;
    // Run to the end (the request's own limits bound the work), reporting each new depth.
    while (!job.step(STEP)) {
      SearchReply progress = job.reply();
      if (progress.depth > reported) {
        reported = progress.depth;
        post(Messages.encode(progress, false));
      }
    }
    post(Messages.encode(job.reply(), true));
  }

  @JSBody(params = "h", script = "self.onmessage = function(e) { h(e.data); };")
  private static native void listen(Handler h);

  @JSBody(params = "m", script = "self.postMessage(m);")
  private static native void post(JSObject m);
}
