#!/usr/bin/env python3
"""Where the page's gzipped bytes are: each part's cost, and each language's.

A part's cost is what `gzip -9` of the page drops by without it (the measure the build's size
budget uses). A language's cost is given two ways, both with gzip -9:
  in the page: the page with every language, less the page without this one's lines;
  alone:       the page with this language the only table, less the page with none.
The first is what dropping the language would save; it moves by a few hundred bytes with the
tables' order, since gzip's blocks (and their Huffman codes) fall differently. The second leaves
the other languages out, so it counts what the language shares with them.

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
    count = len(lines[1].split(" "))
    tags = [entry.split("=")[0] for entry in lines[0].split("|") if not entry.startswith("en=")]
    texts = {tag: lines[2 + i * count:2 + (i + 1) * count] for i, tag in enumerate(tags)}

    def with_tables(kept):
        block = lines[:2] + [text for tag in tags if tag in kept for text in texts[tag]]
        return page[:m.start(2)] + "\n".join(block) + page[m.end(2):]

    none = gzipped(with_tables([]))
    for tag in tags:
        in_page = whole - gzipped(with_tables([t for t in tags if t != tag]))
        alone = gzipped(with_tables([tag])) - none
        print(f"{tag}: in the page {in_page:,}, alone {alone:,}")


if __name__ == "__main__":
    main()
