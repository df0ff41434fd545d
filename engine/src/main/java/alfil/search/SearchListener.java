package alfil.search;

/** Receives the search's progress; the protocol layers format it (UCI {@code info} lines). */
public interface SearchListener {
  /** Called after each completed iteration and each MultiPV line; {@code info} is reused. */
  void onInfo(SearchInfo info);
}
