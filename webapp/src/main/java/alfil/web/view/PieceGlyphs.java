package alfil.web.view;

import org.teavm.jso.JSBody;

/**
 * Xiangqi pieces readable without a CJK font. Their characters (帥 俥 ... 卒) need one, and a minimal
 * Linux has none: there every piece would be the same empty box. So at start the page draws each
 * piece's character on a canvas in the pieces' own font list and compares the pixels with those of
 * U+FFFF, a character no font draws: a character drawn the same is a missing glyph (Chromium draws
 * the primary font's box for both). A width test would not do: a CJK font's own box is as wide as
 * its characters. {@code document.fonts.check} does not help either: it says true for any installed
 * font, glyphs or not.
 *
 * <p>When a character is missing, the pieces show their WXF letters (K A E H R C P, the template's
 * symbol ids being FEN letters) in the class {@code l} (a class on the text itself: Chromium styles
 * a symbol's copies without the page's ancestors), the river's words are hidden by an attribute on
 * the board's own symbol (for the same reason: a class on the root does not reach its copies), and
 * the page root gets the class {@code nocjk}, by which the board numbers the files in digits.
 */
final class PieceGlyphs {
  private PieceGlyphs() {}

  /**
   * Whether the fonts draw every piece's character; when not, switches the pieces to letters.
   * Without a 2D canvas (a locked-down browser) the characters are trusted.
   */
  @JSBody(
      script =
          "var t = document.querySelectorAll('symbol:not([id^=board]) text'),"
              + " c = document.createElement('canvas').getContext('2d', {willReadFrequently: true});"
              + "if (!c || !t.length) return true;"
              + "c.font = '40px ' + getComputedStyle(t[0]).fontFamily;"
              + "var draw = function (s) { c.clearRect(0, 0, 50, 50); c.fillText(s, 0, 40);"
              + " return '' + c.getImageData(0, 0, 50, 50).data; };"
              + "var box = draw('\\uffff'), i, ok = true;"
              + "for (i = 0; i < t.length; i++) if (draw(t[i].textContent) == box) ok = false;"
              + "if (!ok) { document.documentElement.classList.add('nocjk');"
              + " for (i = 0; i < t.length; i++) { t[i].classList.add('l'); t[i].textContent ="
              + " 'KAEHRCP'.charAt('KABNRCP'.indexOf(t[i].parentNode.id.slice(-1).toUpperCase())); }"
              + " t = document.querySelectorAll('.rv');"
              + " for (i = 0; i < t.length; i++) t[i].setAttribute('display', 'none'); }"
              + "return ok;")
  static native boolean readable();
}
