/**
 * Writes the spec sets' pairs (bench/quality/train/spec-data.ts) in the trainer's
 * `--extra-pairs` format, for experiments outside the recipe.
 *
 *   node scripts/run-ts.mjs bench/reimpl-train/pairs.ts --out FILE [--slugs a,b] [--no-originals]
 *
 * Prints what was found per spec set; a target that extraction cannot find,
 * or a marker without a function, is reported and left out.
 */
import { writeFileSync } from 'node:fs';
import { specPairs, trainingSets } from '../quality/train/spec-data.js';

const args = process.argv.slice(2);
const value = (name: string): string | undefined => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const out = value('--out');
if (!out) throw new Error('usage: pairs.ts --out FILE [--slugs a,b] [--no-originals]');
const { pairs, sets } = await specPairs(value('--slugs')?.split(',').sort() ?? trainingSets(), { withOriginals: !args.includes('--no-originals') });
for (const s of sets) console.log(`${s.slug}: ${s.specs} specs, ${s.originals} originals, ${s.implementations} implementations in ${s.modules} modules, ${s.pairs} pairs`);
writeFileSync(out, `${JSON.stringify(pairs)}\n`);
console.log(`${pairs.length} pairs written to ${out}`);
