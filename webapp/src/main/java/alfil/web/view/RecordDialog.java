package alfil.web.view;

import alfil.core.Text;
import alfil.web.dom.Dom;
import alfil.web.text.PageTexts;
import alfil.web.text.Words;
import org.teavm.jso.JSBody;
import org.teavm.jso.JSObject;
import org.teavm.jso.dom.events.Event;
import org.teavm.jso.dom.events.EventListener;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * The game's record, out and in, in one dialog as lichess's analysis board has its PGN box: Export
 * opens it with the record of the game (chess: PGN; xiangqi: the record in the move list's
 * notation) to copy or download; Import opens it empty, to paste a record or a FEN (either game) or
 * to open a file, and Load makes it the game on the board. A refused record keeps the dialog open
 * with the reader's error (move number, text, why), and the game on the board as it was. All of it
 * works offline from {@code file://}: the download is a Blob behind an {@code a[download]}.
 */
public final class RecordDialog implements EventListener<Event> {
  /** The page's side of the records. */
  public interface Listener {
    /** The game's record as Export shows it. */
    String onExport();

    /** The file name a download of the record gets. */
    String recordFileName();

    /**
     * @return null, or why the record was refused
     */
    Text onImport(String text);
  }

  private final Words words;
  private final HTMLElement dialog = Dom.byId("record");
  private final HTMLElement text = Dom.byId("record-text");
  private final HTMLElement note = Dom.byId("record-note");
  private final HTMLElement file = Dom.byId("record-file");
  private final Listener listener;

  public RecordDialog(Words words, Listener listener) {
    this.words = words;
    this.listener = listener;
    Dom.onClick(dialog, this);
    Dom.on(file, "change", this);
  }

  /** Opens the dialog: with the game's record ({@code export}), or empty for an import. */
  public void open(boolean export) {
    Dom.setValue(text, export ? listener.onExport() : "");
    say(null, false);
    open(dialog, text);
  }

  /** The dialog's one listener: its buttons, told apart by their id. */
  @Override
  public void handleEvent(Event e) {
    String id = Dom.attributeOfTarget(e, "id");
    if (e.getType().equals("change")) {
      readFile(file, text, Dom.byId("record-load"));
    } else if ("record-load".equals(id)) {
      Text refused = listener.onImport(Dom.value(text));
      say(refused, refused != null);
      if (refused == null) {
        close(dialog);
      }
    } else if ("record-copy".equals(id)) {
      say(copy(text) ? PageTexts.COPIED : PageTexts.SELECTED_TO_COPY, false);
    } else if ("record-download".equals(id)) {
      download(Dom.value(text), listener.recordFileName());
    }
  }

  private void say(Text message, boolean error) {
    Dom.setText(note, message == null ? "" : words.of(message));
    note.setClassName(error ? "note bad" : "note");
  }

  /** Today's local date, {@code 2026-12-05}. */
  @JSBody(
      script =
          "var d = new Date(), two = function (n) { return (n < 10 ? '0' : '') + n; };"
              + "return d.getFullYear() + '-' + two(d.getMonth() + 1) + '-' + two(d.getDate());")
  public static native String today();

  @JSBody(
      params = {"d", "area"},
      script = "d.showModal(); area.focus(); area.select();")
  private static native void open(JSObject d, JSObject area);

  @JSBody(params = "d", script = "d.close();")
  private static native void close(JSObject d);

  /**
   * Copies the text: the selection and execCommand, which works from file:// and in frames, else
   * the asynchronous clipboard. True when the first worked.
   */
  @JSBody(
      params = "area",
      script =
          "area.select(); var ok = false; try { ok = document.execCommand('copy'); } catch (x) {}"
              + "if (!ok && navigator.clipboard) navigator.clipboard.writeText(area.value)"
              + ".catch(function () {}); return ok;")
  private static native boolean copy(JSObject area);

  /**
   * Puts a text on the clipboard: the Clipboard API, or where it is refused (an older browser, a
   * frame without the permission) a selected text area and the copy command.
   */
  @JSBody(
      params = "text",
      script =
          "function old() { var a = document.createElement('textarea'); a.value = text;"
              + " document.body.appendChild(a); a.select();"
              + " try { document.execCommand('copy'); } catch (x) {} a.remove(); }"
              + "try { navigator.clipboard.writeText(text).catch(old); } catch (x) { old(); }")
  public static native void copyText(String text);

  /** Saves the text as a file: a Blob URL behind a download link, clicked, then released. */
  @JSBody(
      params = {"text", "name"},
      script =
          "var a = document.createElement('a');"
              + "a.href = URL.createObjectURL(new Blob([text], {type: 'text/plain;charset=utf-8'}));"
              + "a.download = name; document.body.appendChild(a); a.click(); a.remove();"
              + "setTimeout(function () { URL.revokeObjectURL(a.href); }, 1000);")
  private static native void download(String text, String name);

  /**
   * The chosen file's text into the box, then Load pressed. Only its first 4 MiB are read: more
   * holds more than the 1,048,576 characters a record may have, and is refused as too long.
   */
  @JSBody(
      params = {"input", "area", "load"},
      script =
          "var f = input.files && input.files[0]; input.value = '';"
              + "if (f) f.slice(0, 4194304).text().then(function (t) { area.value = t; load.click(); });")
  private static native void readFile(JSObject input, JSObject area, JSObject load);
}
