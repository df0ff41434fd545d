#!/usr/bin/env python3
"""Where the page's gzipped bytes are: each part's cost, and each language's.

A part's cost is what `gzip -9` of the page drops by without it (the measure the build's size
budget uses). Each language is one line of the block, a PackedText (some packed after another's
table, as languages.txt says); its cost is given three ways:
  packed:      the line's own bytes, six bits a character;
  in the page: the page with every language, less the page without this one's line (gzip -9);
  alone:       the page with this language's line the only one, less the page with none.
The packed lines are nearly incompressible, so the three agree within a few per cent. What each
table packs to by itself, not after the first, is `java -cp webapp/target/classes
bench/PackedSizes.java`.

Usage: python3 bench/page-parts.py [dist/alfil.html]
"""
import re
import subprocess
import sys


def gzipped(text):
    return len(subprocess.run(["gzip", "-9", "-n"], input=text.encode("utf-8"),
                              capture_output=True, check=True).stdout)


def main():
    page = open(sys.argv[1] if len(sys.argv) > 1 else "dist/alfil.html", encoding="utf-8").read()
    whole = gzipped(page)
    print(f"page: {len(page.encode('utf-8')):,} bytes, {whole:,} gzipped")

    parts = {
        "the script": r'(<script id="alfil-js">)(.*?)(</script>)',
        "the language tables": r'(<template id="alfil-langs">)(.*?)(</template>)',
        "the Tang poems": r'(<template id="alfil-poems">)(.*?)(</template>)',
        "the style sheet": r'(<style>)(.*?)(</style>)',
    }
    for name, pattern in parts.items():
        m = re.search(pattern, page, re.S)
        cut = page[:m.start(2)] + page[m.end(2):]
        print(f"{name}: {len(m.group(2).encode('utf-8')):,} bytes, costs {whole - gzipped(cut):,}")

    m = re.search(parts["the language tables"], page, re.S)
    lines = m.group(2).split("\n")
    entries = [entry.split("=") for entry in lines[0].split("|") if not entry.startswith("en=")]
    tags = [fields[0] for fields in entries]
    after = {fields[0]: fields[2] for fields in entries if len(fields) > 2}
    packed = dict(zip(tags, lines[2:]))

    def with_tables(kept):
        block = lines[:2] + [packed[tag] for tag in tags if tag in kept]
        return page[:m.start(2)] + "\n".join(block) + page[m.end(2):]

    none = gzipped(with_tables([]))
    print(f"the keys and names: costs {none - gzipped(page[:m.start(2)] + page[m.end(2):]):,}")
    for tag in tags:
        in_page = whole - gzipped(with_tables([t for t in tags if t != tag]))
        alone = gzipped(with_tables([tag])) - none
        chained = f" (after {after[tag]})" if tag in after else ""
        print(f"{tag}{chained}: packed {len(packed[tag]) * 6 // 8:,}, in the page {in_page:,},"
              f" alone {alone:,}")


if __name__ == "__main__":
    main()
