package alfil.web.protocol;

import alfil.search.Level;
import org.teavm.jso.JSBody;
import org.teavm.jso.JSObject;
import org.teavm.jso.JSProperty;

/**
 * The wire form of the worker protocol: plain JS objects (structured-cloned by postMessage).
 *
 * <pre>
 * request  {t: "search", id, game, fen, moves: [..], level, depth, nodes, ms, clock, inc, seed,
 *           move, review}
 * progress {t: "info",   id, best, value, nodes, depth, pv}   (zero or more, before the reply)
 * reply    {t: "reply",  id, best, value, nodes, depth, pv, rv (a review's ints, an Int32Array)}
 * (a review: request with review: true; its progress's depth is the positions searched, value the
 * positions in all)
 * </pre>
 */
public final class Messages {
  public static final String SEARCH = "search";
  public static final String REPLY = "reply";
  public static final String INFO = "info";

  private Messages() {}

  /** Fields shared by every message. */
  public interface Message extends JSObject {
    @JSProperty("t")
    String getType();

    @JSProperty("t")
    void setType(String type);

    @JSProperty
    int getId();

    @JSProperty
    void setId(int id);
  }

  interface RequestJs extends Message {
    @JSProperty
    String getGame();

    @JSProperty
    void setGame(String game);

    @JSProperty
    String getFen();

    @JSProperty
    void setFen(String fen);

    @JSProperty
    String[] getMoves();

    @JSProperty
    void setMoves(String[] moves);

    @JSProperty
    int getLevel();

    @JSProperty
    void setLevel(int level);

    @JSProperty
    int getDepth();

    @JSProperty
    void setDepth(int depth);

    @JSProperty
    int getNodes();

    @JSProperty
    void setNodes(int nodes);

    @JSProperty
    int getMs();

    @JSProperty
    void setMs(int ms);

    @JSProperty
    int getClock();

    @JSProperty
    void setClock(int clock);

    @JSProperty
    int getInc();

    @JSProperty
    void setInc(int inc);

    @JSProperty
    int getSeed();

    @JSProperty
    void setSeed(int seed);

    @JSProperty
    boolean isMove();

    @JSProperty
    void setMove(boolean move);

    @JSProperty
    boolean isReview();

    @JSProperty
    void setReview(boolean review);
  }

  interface ReplyJs extends Message {
    @JSProperty
    String getBest();

    @JSProperty
    void setBest(String best);

    @JSProperty
    int getValue();

    @JSProperty
    void setValue(int value);

    @JSProperty
    int getNodes();

    @JSProperty
    void setNodes(int nodes);

    @JSProperty
    int getDepth();

    @JSProperty
    void setDepth(int depth);

    @JSProperty
    String getPv();

    @JSProperty
    void setPv(String pv);

    @JSProperty
    void setRv(int[] review);
  }

  /** Longest principal variation text a reply may carry. */
  public static final int MAX_PV_CHARS = 256;

  @JSBody(script = "return {};")
  private static native JSObject newObject();

  public static Message encode(SearchRequest r) {
    RequestJs m = (RequestJs) newObject();
    m.setType(SEARCH);
    m.setId(r.id);
    m.setGame(r.game);
    m.setFen(r.startFen);
    m.setMoves(r.moves);
    m.setLevel(r.level);
    m.setDepth(r.depthLimit);
    m.setNodes(r.nodeLimit);
    m.setMs(r.timeLimitMs);
    m.setClock(r.clockMs);
    m.setInc(r.incrementMs);
    m.setSeed(r.seed);
    m.setMove(r.forMove);
    m.setReview(r.review);
    return m;
  }

  /** A final reply ({@code final}) or a progress report. */
  public static Message encode(SearchReply r, boolean isFinal) {
    ReplyJs m = (ReplyJs) newObject();
    m.setType(isFinal ? REPLY : INFO);
    m.setId(r.id);
    m.setBest(r.bestMove);
    m.setValue(r.value);
    m.setNodes(r.nodes);
    m.setDepth(r.depth);
    m.setPv(r.pv);
    if (r.review != null) {
      m.setRv(r.review);
    }
    return m;
  }

  /**
   * Whether a message received is a well-formed search request: every field of the right type and
   * range, so that no field can make the worker throw. Anything else is dropped unread. The clock
   * fields and the seed may be left out (then set to 0 here): a request without them is untimed.
   */
  @JSBody(
      params = "m",
      script =
          "var i = function (v, max) { return typeof v === 'number' && (v | 0) === v"
              + " && v >= 0 && v <= max; };"
              + "if (m === null || typeof m !== 'object') return false;"
              + "if (m.clock === undefined) m.clock = 0; if (m.inc === undefined) m.inc = 0;"
              + "if (m.seed === undefined) m.seed = 0; m.move = m.move === true;"
              + " m.review = m.review === true;"
              + "return m.t === 'search'"
              + " && i(m.id, 2147483647) && typeof m.game === 'string' && m.game.length <= 16"
              + " && typeof m.fen === 'string' && m.fen.length <= 200"
              + " && Array.isArray(m.moves) && m.moves.length <= 4096"
              + " && m.moves.every(function (x) { return typeof x === 'string' && x.length <= 8; })"
              + " && i(m.level, "
              + Level.MAX
              + ") && m.level >= "
              + Level.MIN
              + " && i(m.depth, 255) && i(m.nodes, 2147483647)"
              + " && i(m.ms, 86400000) && i(m.clock, 2147483647) && i(m.inc, 2147483647)"
              + " && (m.seed | 0) === m.seed;")
  public static native boolean isRequest(JSObject m);

  /** Whether a message received is a well-formed progress report or reply. */
  @JSBody(
      params = "m",
      script =
          "var i = function (v) { return typeof v === 'number' && (v | 0) === v; };"
              + "return m !== null && typeof m === 'object' && (m.t === 'info' || m.t === 'reply')"
              + " && i(m.id) && typeof m.best === 'string' && m.best.length <= 8"
              + " && i(m.value) && i(m.nodes) && i(m.depth)"
              + " && typeof m.pv === 'string' && m.pv.length <= "
              + MAX_PV_CHARS
              + " && (m.rv === undefined || m.rv instanceof Int32Array && m.rv.length <= 1000000);")
  public static native boolean isReply(JSObject m);

  public static SearchRequest decodeRequest(Message message) {
    RequestJs m = (RequestJs) message;
    SearchRequest r =
        new SearchRequest(
            m.getId(),
            m.getGame(),
            m.getFen(),
            m.getMoves(),
            m.getLevel(),
            m.getDepth(),
            m.getNodes(),
            m.getMs());
    r.clockMs = m.getClock();
    r.incrementMs = m.getInc();
    r.seed = m.getSeed();
    r.forMove = m.isMove();
    r.review = m.isReview();
    return r;
  }

  public static SearchReply decodeReply(Message message) {
    ReplyJs m = (ReplyJs) message;
    SearchReply r =
        new SearchReply(m.getId(), m.getBest(), m.getValue(), m.getNodes(), m.getDepth());
    r.pv = m.getPv();
    r.review = review(m);
    return r;
  }

  /** A review's ints, which cross as an Int32Array (how TeaVM passes an int[]), or null. */
  @JSBody(params = "m", script = "return m.rv instanceof Int32Array ? Array.from(m.rv) : null;")
  private static native int[] review(JSObject m);
}
