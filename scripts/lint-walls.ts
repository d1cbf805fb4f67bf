// `npm run lint:walls`: the import walls of decision 031 (scripts/walls/check-walls.ts). Prints each wall
// broken as `error <rule>: <from> → <to>` and exits non-zero when there is one.
import path from 'node:path';
import { checkWalls } from './walls/check-walls.ts';

const root = path.join(import.meta.dirname, '..');
const broken = await checkWalls(root);
for (const violation of broken) console.error(`error ${violation.rule}: ${violation.from} → ${violation.to}`);
if (broken.length > 0) {
  console.error(`\n✘ ${broken.length} wall violations`);
  process.exit(1);
}
console.log('✔ no wall violations');
