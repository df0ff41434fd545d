package alfil.web.worker;

/**
 * Numbers search requests and decides which replies still count. At most one request is open; a
 * reply whose id is not the open request's (it was cancelled by a takeback, a new game or a newer
 * request) is dropped.
 */
final class RequestTracker {
  /** No request open. Ids start at 1. */
  static final int NONE = 0;

  private int lastId;
  private int openId = NONE;

  /** Opens a new request (the previous one, if any, no longer counts) and returns its id. */
  int open() {
    lastId = lastId == Integer.MAX_VALUE ? 1 : lastId + 1;
    openId = lastId;
    return openId;
  }

  boolean hasOpen() {
    return openId != NONE;
  }

  int openId() {
    return openId;
  }

  /** Drops the open request: its reply, if one comes, will not be accepted. */
  void cancel() {
    openId = NONE;
  }

  /** True when {@code id} answers the open request, which is then closed. */
  boolean accept(int id) {
    if (id == NONE || id != openId) {
      return false;
    }
    openId = NONE;
    return true;
  }
}
