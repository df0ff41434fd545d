package alfil.core;

/**
 * A list of strings that grows, in a plain array: what the record readers and writers keep (tags as
 * name, value, name, value ..., words, moves). Not {@code java.util.ArrayList}: the page's script
 * reads and writes records too, and java.util's collections would bring it several kilobytes.
 */
public final class StringList {
  private String[] items = new String[16];
  private int size;

  public int size() {
    return size;
  }

  public boolean isEmpty() {
    return size == 0;
  }

  public String get(int index) {
    check(index);
    return items[index];
  }

  public void set(int index, String item) {
    check(index);
    items[index] = item;
  }

  public void add(String item) {
    if (size == items.length) {
      String[] more = new String[size * 2];
      for (int i = 0; i < size; i++) {
        more[i] = items[i]; // a loop: System.arraycopy of objects costs the page a type check
      }
      items = more;
    }
    items[size++] = item;
  }

  public boolean contains(String item) {
    for (int i = 0; i < size; i++) {
      if (items[i].equals(item)) {
        return true;
      }
    }
    return false;
  }

  /** Removes the item at {@code index}; those after it move down one. */
  public void remove(int index) {
    check(index);
    for (int i = index + 1; i < size; i++) {
      items[i - 1] = items[i];
    }
    items[--size] = null;
  }

  /**
   * In a list of name, value pairs: the index of the first pair named {@code name} (its name's
   * index), or -1.
   */
  public int pairIndex(String name) {
    for (int i = 0; i + 1 < size; i += 2) {
      if (items[i].equals(name)) {
        return i;
      }
    }
    return -1;
  }

  /** In a list of name, value pairs: the value of the first pair named {@code name}, or null. */
  public String pairValue(String name) {
    int i = pairIndex(name);
    return i < 0 ? null : items[i + 1];
  }

  /**
   * In a list of name, value pairs: sets the value of the pair named {@code name}, where it stands,
   * or adds the pair at the end (as a {@code LinkedHashMap}'s put keeps the first place).
   */
  public void putPair(String name, String value) {
    int i = pairIndex(name);
    if (i < 0) {
      add(name);
      add(value);
    } else {
      items[i + 1] = value;
    }
  }

  private void check(int index) {
    if (index < 0 || index >= size) {
      throw new IndexOutOfBoundsException("index " + index + " of " + size);
    }
  }
}
