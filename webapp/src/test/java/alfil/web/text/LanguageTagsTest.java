package alfil.web.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

class LanguageTagsTest {
  private static final String[] OFFERED = {"en", "zh-Hans", "zh-Hant", "vi", "es", "ru"};

  private static String pick(String... wanted) {
    return LanguageTags.pick(wanted, OFFERED);
  }

  @Test
  void theFirstLanguageThePageSpeaksWins() {
    assertEquals("es", pick("de-DE", "es-MX", "en"));
    assertEquals("ru", pick("ru-RU"));
    assertEquals("vi", pick("vi"));
    assertEquals("en", pick("en-GB", "es"));
    assertNull(pick("de", "fr"));
    assertNull(pick());
  }

  @Test
  void chineseByRegionOrScript() {
    assertEquals("zh-Hans", pick("zh-CN"));
    assertEquals("zh-Hans", pick("zh"));
    assertEquals("zh-Hans", pick("zh-SG"));
    assertEquals("zh-Hans", pick("zh-Hans-HK"));
    assertEquals("zh-Hant", pick("zh-TW"));
    assertEquals("zh-Hant", pick("zh-HK"));
    assertEquals("zh-Hant", pick("zh-Hant"));
    assertEquals("zh-Hant", pick("zh_MO"));
  }
}
