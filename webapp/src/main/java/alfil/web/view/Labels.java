package alfil.web.view;

import alfil.web.dom.Dom;
import alfil.web.text.PageTexts;
import alfil.web.text.Words;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.xml.Element;
import org.teavm.jso.dom.xml.NodeList;

/**
 * The template's fixed labels, said in the page's language: each element names its label's key
 * ({@code data-t}: its text; {@code data-ta}: its accessible name; {@code data-tt}: its title;
 * {@code data-tp}: its placeholder), and this writes them, at start and at every change of
 * language. The template holds no words of its own.
 */
public final class Labels {
  private static final String[] ATTRIBUTES = {"data-t", "data-ta", "data-tt", "data-tp"};
  private static final String[] TARGETS = {null, "aria-label", "title", "placeholder"};

  private Labels() {}

  public static void draw(Words words) {
    for (int a = 0; a < ATTRIBUTES.length; a++) {
      NodeList<? extends Element> elements =
          HTMLDocument.current().querySelectorAll("[" + ATTRIBUTES[a] + "]");
      for (int i = 0; i < elements.getLength(); i++) {
        Element e = elements.get(i);
        String said = words.of(PageTexts.label(e.getAttribute(ATTRIBUTES[a])));
        if (TARGETS[a] == null) {
          Dom.setText(e, said);
        } else {
          e.setAttribute(TARGETS[a], said);
        }
      }
    }
  }
}
