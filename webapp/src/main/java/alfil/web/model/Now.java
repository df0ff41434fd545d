package alfil.web.model;

/**
 * The page's monotonic clock in milliseconds ({@code performance.now()} on the page, a hand-moved
 * clock in tests): the model reads time only through it, so a test can play a whole timed game in
 * no time.
 */
public interface Now {
  long millis();
}
