/**
 * A synthetic large scan for the HTML report: `classes` clone classes of
 * `perClass` members each, across directories, with sources whose digests
 * match their locations (so every member shows its text), as a valid
 * envelope and the readSource that serves those sources.
 */
import type { Candidate, DiscoveryEnvelope, Location } from '../../src/contracts/types.js';
import { sha256Hex } from '../../src/util/hash.js';
import { candidate, withCandidates } from '../report/envelopes.js';

export interface Synthetic {
  envelope: DiscoveryEnvelope;
  readSource: (loc: Location) => string | null;
}

function body(name: string, lines: number, variant: number): string[] {
  const out = [`export function ${name}(input: number[], scale: number): number {`];
  for (let k = 0; k < lines - 3; k++) {
    out.push(k % 9 === variant % 9 ? `  const v${k} = input[${k % 7}] * scale - ${variant};` : `  const v${k} = input[${k % 7}] * ${k + 1} + ${k};`);
  }
  out.push(`  return input.length * scale;`, '}');
  return out;
}

export function syntheticScan(classes: number, perClass: number): Synthetic {
  const sources = new Map<string, string>();
  const pairs: Array<{ sim: number; left: Location; right: Location }> = [];
  for (let c = 0; c < classes; c++) {
    const size = 8 + ((c * 7) % 50);
    const sim = c % 3 === 0 ? 0.99 : c % 3 === 1 ? 0.9 : 0.82;
    const members: Location[] = [];
    for (let m = 0; m < perClass; m++) {
      const test = c % 10 === 9;
      const dir = test ? `test/t${c % 4}` : `${['src', 'lib', 'packages/core', 'packages/ui', 'tools'][(c + m) % 5]}/m${c % 13}`;
      const path = `${dir}/c${c}_${m}.ts`;
      const start = 1 + ((m * 3) % 10);
      const text = body(`fn${c}_${m}`, size, m).join('\n');
      const lines = text.split('\n');
      const loc: Location = {
        path,
        name: `fn${c}_${m}`,
        start_line: start,
        start_column: 1,
        end_line: start + lines.length - 1,
        end_column: lines[lines.length - 1]!.length,
        source_sha256: sha256Hex(text)
      };
      sources.set(`${path}:${start}`, text);
      members.push(loc);
    }
    // a chain: every member has at most two pairs, so the class holds together
    for (let m = 0; m + 1 < perClass; m++) pairs.push({ sim: sim - m * 0.001, left: members[m]!, right: members[m + 1]! });
  }
  pairs.sort((a, b) => b.sim - a.sim || (a.left.path < b.left.path ? -1 : 1));
  const candidates: Candidate[] = pairs.map((p, i) =>
    candidate(i, p.left, p.right, Math.round(p.sim * 1e6) / 1e6, p.sim >= 0.95 ? 'very-high' : p.sim >= 0.88 ? 'high' : 'moderate')
  );
  const envelope = withCandidates(candidates, { scope: { active: false, paths: [] }, status: 'complete', from: 'full' });
  return { envelope, readSource: (loc) => sources.get(`${loc.path}:${loc.start_line}`) ?? null };
}
