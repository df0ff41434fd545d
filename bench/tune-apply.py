#!/usr/bin/env python3
"""Writes tuned weights (EvalTuner's readable table) into an *EvalWeights.java: the DEFAULT table,
with the comment lines just above it, up to the end of the class is replaced.

usage: tune-apply.py WEIGHTS.java TUNED.txt COMMENT"""
import re, sys
path, tuned, comment = sys.argv[1], sys.argv[2], sys.argv[3]
s = open(path).read()
start = s.index('  private static final int[] DEFAULT')
# Take the comment lines (the table's own, and "// spotless:off") above the table along with it.
while True:
    previous = s.rfind('\n', 0, start - 1) + 1
    if not s[previous:start].startswith('  //'):
        break
    start = previous
end = s.rindex('}')
cls = re.search(r'public final class (\w+)', s).group(1)
table = open(tuned).read().rstrip().rstrip(',')
lines = ['  // ' + comment, '  // spotless:off', '  private static final int[] DEFAULT = {', table, '  };',
         '  // spotless:on', '', '']
rest = s[start:end]
s = s[:start] + '\n'.join(lines) + rest[rest.index('  private ' + cls + '()'):] + '}\n'
open(path, 'w').write(s)
