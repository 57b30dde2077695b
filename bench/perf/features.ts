/**
 * Feature hashing benchmark: the default model's channels over every function
 * of three 0.187.0 `src/`, in one process, alternating:
 *   - the string path (`codesByString`: feature strings counted in a Map, then hashed): the peer;
 *   - the inference path (`featureCodes`: codes computed token by token, counted in a table).
 * Both must give the same codes and counts (checked on every function before timing).
 *
 *   node scripts/run-ts.mjs bench/perf/features.ts [--rounds 7]
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fetchPackage, listSources } from '../lib/npm-corpus.js';
import { createExtractor, languageForPath } from '../../src/extraction/extractor.js';
import { channelPrefix, codesByString, featureCodes, type FeatureCodes } from '../../src/embedding/channel-features.js';
import { abstractToken } from '../../src/embedding/hash-model.js';
import { tokenize } from '../../src/embedding/lexer.js';
import { loadModel } from '../../src/embedding/model-store.js';
import { assetPaths } from '../../src/util/assets.js';
import type { Token } from '../../src/embedding/lexer.js';

const argv = process.argv.slice(2);
const rounds = argv.includes('--rounds') ? Number(argv[argv.indexOf('--rounds') + 1]) : 7;

async function main(): Promise<void> {
  const dir = join(fetchPackage('three', '0.187.0'), 'src');
  const extractor = await createExtractor();
  const texts: string[] = [];
  for (const path of listSources(dir)) {
    const language = languageForPath(path);
    if (!language) continue;
    const r = extractor.extract({ path, language, text: readFileSync(join(dir, path), 'utf8') }, { minLines: 5, maxFunctionBytes: 1 << 16 } as never);
    for (const f of r.functions) texts.push(f.normalized);
  }
  const header = loadModel(assetPaths().modelsDir, null).model.header;
  const keywords = new Set(header.keywords);
  const lexed: Array<{ tokens: Token[]; abstracted: string[] }> = texts.map((t) => {
    const { tokens } = tokenize(t, keywords, header.max_tokens);
    return { tokens, abstracted: tokens.map(abstractToken) };
  });
  const prefixes = header.channels.map((c) => channelPrefix(header.hash.seed >>> 0, c.name));
  const run = (f: typeof featureCodes, check?: typeof featureCodes): { ms: number; features: number } => {
    const t0 = performance.now();
    let features = 0;
    for (const { tokens, abstracted } of lexed) {
      header.channels.forEach((c, i) => {
        const codes: FeatureCodes = f(c, tokens, abstracted, prefixes[i]!);
        if (check && JSON.stringify(codes) !== JSON.stringify(check(c, tokens, abstracted, prefixes[i]!))) throw new Error(`paths differ on channel ${c.name}`);
        features += codes.codes.length;
      });
    }
    return { ms: performance.now() - t0, features };
  };
  const { features } = run(featureCodes, codesByString);
  const peer: number[] = [];
  const ours: number[] = [];
  for (let r = 0; r < rounds; r++) {
    peer.push(run(codesByString).ms);
    ours.push(run(featureCodes).ms);
  }
  const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const a = median(peer);
  const b = median(ours);
  console.log(`three: ${texts.length} functions, ${features} distinct channel features, ${rounds} rounds (median)`);
  console.log(`string path ${a.toFixed(0)} ms, code path ${b.toFixed(0)} ms: ${(a / b).toFixed(2)}x`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
