package alfil.web.page;

import alfil.web.game.Settings;
import alfil.web.protocol.Games;
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
    String game = storage.get("game");
    if (Games.isKnown(game)) {
      s.game = game;
    }
    String mode = storage.get("mode");
    if (Settings.isMode(mode)) {
      s.mode = mode;
    }
    int level = Settings.parseLevel(storage.get("level"));
    if (level > 0) {
      s.level = level;
    }
    int side = Settings.parseSide(storage.get("side"));
    if (side >= Settings.RANDOM_SIDE) {
      s.side = side;
    }
    String takebacks = storage.get("takebacks");
    if (Settings.isTakebacks(takebacks)) {
      s.takebacks = takebacks;
    }
    return s;
  }

  void save(Settings s) {
    storage.set("game", s.game);
    storage.set("mode", s.mode);
    storage.set("level", Integer.toString(s.level));
    storage.set(
        "side", s.side == Settings.RANDOM_SIDE ? "random" : s.side == 0 ? "first" : "second");
    storage.set("takebacks", s.takebacks);
  }

  /** The saved notation choice, or null (the game's default then). */
  String notation() {
    return storage.get("notation");
  }

  void saveNotation(String notation) {
    storage.set("notation", notation);
  }
}
