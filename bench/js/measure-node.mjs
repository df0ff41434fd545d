// One measurement in a fresh node process: node measure-node.mjs '<JSON of measure()>' -> JSON.
import { createRequire } from 'node:module';
import { measure } from './perft-engines.mjs';

const what = JSON.parse(process.argv[2]);
const require = createRequire(import.meta.url);
const main = require(what.benchJs).main;
process.stdout.write(JSON.stringify(measure(main, what)) + '\n');
