#!/usr/bin/env python3
"""Writes tuned weights (EvalTuner's output: Java source) into an *EvalWeights.java, in place of
what stands between its '// tuned:begin' and '// tuned:end' lines, under a comment that says where
the values come from. The '//' lines just above '// tuned:begin' are that comment, and are replaced
with it.

usage: tune-apply.py WEIGHTS.java TUNED.txt COMMENT"""
import sys, textwrap
path, tuned, comment = sys.argv[1], sys.argv[2], sys.argv[3]
s = open(path).read()
begin = s.index('  // tuned:begin\n')
end = s.index('  // tuned:end\n')
# The comment lines above the region go too: they described the values replaced.
while True:
    previous = s.rfind('\n', 0, begin - 1) + 1
    if not s[previous:begin].startswith('  //'):
        break
    begin = previous
lines = textwrap.wrap(comment, 100, initial_indent='  // ', subsequent_indent='  // ',
                      break_on_hyphens=False)
lines += ['  // tuned:begin', open(tuned).read().rstrip('\n')]
s = s[:begin] + '\n'.join(lines) + '\n' + s[end:]
open(path, 'w').write(s)
