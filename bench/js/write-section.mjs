// Replaces one generated section of a markdown file, between "<!-- NAME:begin -->" and
// "<!-- NAME:end -->", with stdin; appends the section when the file has none yet.
//   node write-section.mjs FILE NAME < section.md
import { readFileSync, writeFileSync, existsSync } from 'node:fs';

const [file, name] = process.argv.slice(2);
const body = readFileSync(0, 'utf8').trim();
const begin = `<!-- ${name}:begin -->`;
const end = `<!-- ${name}:end -->`;
const block = `${begin}\n${body}\n${end}`;
const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
const from = text.indexOf(begin);
const to = text.indexOf(end);
const next = from >= 0 && to > from
  ? text.slice(0, from) + block + text.slice(to + end.length)
  : text.replace(/\s*$/, text ? '\n\n' : '') + block + '\n';
writeFileSync(file, next);
