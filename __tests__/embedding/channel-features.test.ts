import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { channelCodes, channelPrefix, codesByString, featureCodes } from '../../src/embedding/channel-features.js';
import { abstractToken, hashFeature } from '../../src/embedding/hash-model.js';
import { tokenize } from '../../src/embedding/lexer.js';
import type { ChannelSpec } from '../../src/embedding/model-format.js';
import { DEFAULT_RECIPE, JS_KEYWORDS } from '../../src/embedding/recipe.js';
import { fmix32, fnv1a } from '../../src/util/hash.js';

const SEED = 0x5c1ea256;
const keywords = new Set(JS_KEYWORDS);
const channels: readonly ChannelSpec[] = [...DEFAULT_RECIPE.channels, { name: 'kw', kind: 'keywords', weight: 1 }];
const lex = (text: string): { tokens: ReturnType<typeof tokenize>['tokens']; abstracted: string[] } => {
  const { tokens } = tokenize(text, keywords);
  return { tokens, abstracted: tokens.map(abstractToken) };
};

describe('channel features without their strings', () => {
  // this repository's own sources: every construct the project writes, in bulk
  const sources = readdirSync('src/embedding').filter((f) => f.endsWith('.ts')).map((f) => readFileSync(join('src/embedding', f), 'utf8'));

  it('gives the codes, counts and first-occurrence order of the string path, for every channel kind', () => {
    let features = 0;
    for (const text of sources) {
      const { tokens, abstracted } = lex(text);
      for (const channel of channels) {
        const prefix = channelPrefix(SEED, channel.name);
        const fast = channelCodes(channel, tokens, abstracted, prefix);
        expect(fast).toEqual(codesByString(channel, tokens, abstracted, prefix));
        features += fast!.codes.length;
      }
    }
    expect(features).toBeGreaterThan(10_000);
  });

  it('hashes a feature as the model always has: hashFeature(seed, channel ␟ feature)', () => {
    const { tokens, abstracted } = lex('a . b ( c ) ;');
    const s3 = channels.find((c) => c.name === 's3')!;
    const { codes } = featureCodes(s3, tokens, abstracted, channelPrefix(SEED, 's3'));
    expect(codes[0]).toBe(hashFeature(SEED, 's3\u241fID . ID'));
  });

  it('counts two features apart when their codes collide (the string path decides)', () => {
    const call = channels.find((c) => c.name === 'call')!;
    const prefix = channelPrefix(SEED, 'call');
    // birthday search for two names with one 32-bit code: deterministic, about 2^16 names
    const seen = new Map<number, string>();
    let pair: [string, string] | null = null;
    for (let i = 0; pair === null; i++) {
      const name = `f${i.toString(36)}`;
      const code = fmix32(fnv1a(name, prefix));
      const other = seen.get(code);
      if (other !== undefined) pair = [other, name];
      else seen.set(code, name);
    }
    const [a, b] = pair;
    const { tokens, abstracted } = lex(`{ ${a} ( ) ; ${b} ( ) ; ${a} ( ) ; }`);
    expect(channelCodes(call, tokens, abstracted, prefix)).toBeNull();
    const code = fmix32(fnv1a(a, prefix));
    expect(featureCodes(call, tokens, abstracted, prefix)).toEqual({ codes: [code, code], counts: [2, 1] });
  });
});
