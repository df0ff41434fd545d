package alfil.web.page;

import alfil.web.game.Settings;
import alfil.web.storage.SafeStorage;

/**
 * The player's choices kept between visits (game, mode, level, side, takebacks, notation), read
 * back with the same checks as any other input: the store is shared by every file:// page.
 */
final class Preferences {
  private final SafeStorage storage;

  Preferences(SafeStorage storage) {
    this.storage = storage;
  }

  Settings load() {
    Settings s = new Settings();
    for (int f = 0; f < Settings.SAVED; f++) {
      String value = storage.get(Settings.FIELDS[f]);
      if (value != null) {
        s.set(f, value); // a value another page stored that is not one of ours is ignored
      }
    }
    return s;
  }

  void save(Settings s) {
    for (int f = 0; f < Settings.SAVED; f++) {
      storage.set(Settings.FIELDS[f], s.get(f));
    }
  }

  /** The saved notation choice, or null (the game's default then). */
  String notation() {
    return storage.get("notation");
  }

  void saveNotation(String notation) {
    storage.set("notation", notation);
  }
}
