package alfil.web.worker;

import alfil.search.SearchClock;
import alfil.web.dom.Dom;
import alfil.web.protocol.Messages;
import alfil.web.protocol.SearchReply;
import alfil.web.protocol.SearchRequest;
import org.teavm.jso.JSBody;
import org.teavm.jso.JSObject;
import org.teavm.jso.dom.events.Event;
import org.teavm.jso.dom.events.EventListener;
import org.teavm.jso.dom.events.MessageEvent;

/**
 * The server side of the worker protocol, run inside the Web Worker. It answers each request in
 * turn. It never checks for cancellation: the page drops replies it no longer wants and stops a
 * search that must end early with {@code terminate()} (on {@code file://} there is no
 * SharedArrayBuffer for a stop flag).
 */
public final class WorkerEntry implements SearchClock, SearchJob.Progress, EventListener<Event> {
  /** Kept between requests: the transposition table survives from move to move. */
  private final KeptEngine engine = new KeptEngine();

  public void start() {
    Dom.on(workerScope(), "message", this);
  }

  /** A message from the page (the entry is its own listener: no lambda class for the page). */
  @Override
  public void handleEvent(Event event) {
    Messages.Message message = (Messages.Message) ((MessageEvent) event).getData();
    if (!Messages.isRequest(message)) {
      return; // not ours, or malformed: nothing in it is read
    }
    SearchRequest request = Messages.decodeRequest(message);
    // One go: the worker has no frame to keep; the request's limits bound the work. Progress is
    // posted from inside the search, so the page sees each depth as it completes.
    SearchJob job = SearchJobs.start(request, engine, this, this);
    job.step(0);
    post(Messages.encode(job.reply(), true));
  }

  /** The search's clock (the entry is its own clock and progress sink: no lambda classes). */
  @Override
  public int elapsedMillis() {
    return (int) Dom.now();
  }

  /** Each completed depth, posted at once. */
  @Override
  public void onProgress(SearchReply progress) {
    post(Messages.encode(progress, false));
  }

  @JSBody(script = "return self;")
  private static native JSObject workerScope();

  @JSBody(params = "m", script = "self.postMessage(m);")
  private static native void post(JSObject m);
}
