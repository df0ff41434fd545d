package alfil.inline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class SinglePageTest {
  private static final String TEMPLATE =
      "<!DOCTYPE html><meta http-equiv=\"Content-Security-Policy\" content=\"{{CSP}}\">"
          + "<style>{{STYLE}}</style><a href=\"#top\">x</a><script>{{SCRIPT}}</script>";

  @Test
  void inlinesEverythingAndAllowsTheScriptByItsHash() {
    String page =
        SinglePage.assemble(
            TEMPLATE, "a,\nb {\n  color: red;\n  margin: 0.5em 10.5em;\n}\n", "var x = 1;");
    String script = "var x = 1;" + SinglePage.BOOT;
    assertTrue(page.contains("<script>" + script + "</script>"), page);
    assertTrue(page.contains("<style>a,b{color:red;margin:.5em 10.5em}</style>"), page);
    assertTrue(page.contains("script-src '" + SinglePage.sha256(script) + "'"), page);
    assertTrue(page.contains("default-src 'none'"), page);
    assertTrue(page.contains("worker-src blob:"), page);
    assertTrue(page.contains("style-src 'unsafe-inline'"), page);
    assertTrue(page.contains("img-src data:"), page);
  }

  @Test
  void hashIsTheCspSha256OfUtf8() {
    // echo -n 'alert(1)' | openssl sha256 -binary | base64
    assertEquals(
        "sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=", SinglePage.sha256("alert(1)"));
  }

  @Test
  void sameInputsGiveTheSameBytes() {
    assertEquals(
        SinglePage.assemble(TEMPLATE, "b{}", "f();"), SinglePage.assemble(TEMPLATE, "b{}", "f();"));
  }

  @Test
  void markersInTheScriptAreLeftAlone() {
    String page = SinglePage.assemble(TEMPLATE, "", "s = '{{STYLE}} {{CSP}}';");
    assertTrue(page.contains("s = '{{STYLE}} {{CSP}}';"), page);
  }

  @Test
  void refusesAScriptThatWouldEndItsElement() {
    IllegalStateException e =
        assertThrows(
            IllegalStateException.class,
            () -> SinglePage.assemble(TEMPLATE, "", "s = '</SCRIPT>';"));
    assertTrue(e.getMessage().contains("</script"), e.getMessage());
    assertThrows(
        IllegalStateException.class, () -> SinglePage.assemble(TEMPLATE, "", "s = '<!--';"));
    assertThrows(
        IllegalStateException.class, () -> SinglePage.assemble(TEMPLATE, "</style>", "f();"));
  }

  @Test
  void refusesExternalReferences() {
    for (String bad :
        new String[] {
          "<img src=\"http://example.org/a.png\">",
          "<img src='https://example.org/a.png'>",
          "<script src=//example.org/a.js></script>",
          "<link rel=stylesheet href=\"style.css\">",
          "<a HREF=\"HTTPS://example.org\">x</a>",
        }) {
      String template = TEMPLATE + bad;
      assertThrows(
          IllegalStateException.class, () -> SinglePage.assemble(template, "", "f();"), bad);
    }
    assertThrows(
        IllegalStateException.class,
        () -> SinglePage.assemble(TEMPLATE, "b{background:url(http://x/y.png)}", "f();"));
    assertThrows(
        IllegalStateException.class,
        () -> SinglePage.assemble(TEMPLATE, "@import 'x.css';", "f();"));
    SinglePage.assemble(
        TEMPLATE + "<img src=\"data:image/png;base64,AAAA\">",
        "b{background:url(data:image/png;base64,AAAA)}",
        "f();");
  }

  @Test
  void everyMarkerExactlyOnce() {
    assertThrows(
        IllegalStateException.class,
        () -> SinglePage.assemble(TEMPLATE.replace("{{STYLE}}", ""), "", "f();"));
    assertThrows(
        IllegalStateException.class,
        () -> SinglePage.assemble(TEMPLATE + "{{SCRIPT}}", "", "f();"));
  }
}
