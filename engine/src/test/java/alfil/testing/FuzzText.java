package alfil.testing;

import alfil.core.Rng;

/** Seeded inputs for parser fuzzing: random strings over an alphabet, and one-edit mutations. */
public final class FuzzText {
  private FuzzText() {}

  /** Up to {@code maxLength} characters drawn from {@code alphabet}. */
  public static String random(Rng rng, String alphabet, int maxLength) {
    int length = rng.nextInt(maxLength + 1);
    StringBuilder text = new StringBuilder(length);
    for (int i = 0; i < length; i++) {
      text.append(alphabet.charAt(rng.nextInt(alphabet.length())));
    }
    return text.toString();
  }

  /** {@code valid} with one character replaced, inserted or removed (characters from alphabet). */
  public static String mutate(Rng rng, String valid, String alphabet) {
    if (valid.isEmpty()) {
      return random(rng, alphabet, 4);
    }
    int at = rng.nextInt(valid.length());
    char c = alphabet.charAt(rng.nextInt(alphabet.length()));
    switch (rng.nextInt(3)) {
      case 0:
        return valid.substring(0, at) + c + valid.substring(at + 1);
      case 1:
        return valid.substring(0, at) + c + valid.substring(at);
      default:
        return valid.substring(0, at) + valid.substring(at + 1);
    }
  }
}
