package alfil.web.poems;

/** One Tang poem as the card shows it: title, poet, form (五言絕句...) and its lines. */
public final class Poem {
  public final String title;
  public final String poet;
  public final String form;

  /** The poem's lines as the source gives them (a couplet each in this collection). */
  public final String[] lines;

  public Poem(String title, String poet, String form, String[] lines) {
    this.title = title;
    this.poet = poet;
    this.form = form;
    this.lines = lines;
  }
}
