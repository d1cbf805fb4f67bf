// `npm run lint:walls`: the import walls of decision 031 (scripts/walls/check-walls.ts). Prints each wall
// broken as `error <rule>: <from> → <to>` and exits non-zero when there is one.
import path from 'node:path';
import { checkWalls } from './walls/check-walls.ts';
import { investingExceptions } from './walls/investing-exceptions.ts';

const root = path.join(import.meta.dirname, '..');
const found = await checkWalls(root);
const key = (v: { rule: string; from: string; to: string }) => `${v.rule}: ${v.from} → ${v.to}`;
const excepted = new Set(investingExceptions.map(key));
const broken = found.filter((violation) => !excepted.has(key(violation)));
// An exception no longer needed fails too, so the list only shrinks.
const seen = new Set(found.map(key));
const stale = investingExceptions.filter((exception) => !seen.has(key(exception)));
for (const violation of broken) console.error(`error ${key(violation)}`);
for (const exception of stale)
  console.error(`error stale-wall-exception: ${key(exception)} (remove it from scripts/walls/investing-exceptions.ts)`);
if (broken.length + stale.length > 0) {
  console.error(`\n✘ ${broken.length + stale.length} wall violations`);
  process.exit(1);
}
console.log(`✔ no wall violations (${investingExceptions.length} excepted in modules/investing until it is reshaped)`);
