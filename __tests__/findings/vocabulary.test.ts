/**
 * The words a function is written in, read from real normalized text (the
 * real extractor and grammar), and the share two functions have in common.
 */
import { sharedWords, wordsOf } from '../../src/findings/vocabulary.js';
import { extract } from '../extraction/helpers.js';

describe('wordsOf', () => {
  it('splits identifiers into lower-case words and leaves out keywords, type names and short parts', () => {
    expect([...wordsOf('function getUserEmail ( user : User ) : string { return user . primaryEmail ?? DEFAULT_EMAIL ; }')].sort()).toEqual(
      ['default', 'email', 'get', 'primary', 'user']
    );
    expect([...wordsOf('const x = ( i , id ) => i + id')]).toEqual([]);
    expect([...wordsOf('parseHTML2Text ( ) ')].sort()).toEqual(['html', 'parse', 'text']);
  });

  it('reads the words of literal and JSX text too: what a function says is part of what it does', () => {
    expect([...wordsOf('( ) => `Document cancelled: ${ title }`')].sort()).toEqual(['cancelled', 'document', 'title']);
  });
});

describe('sharedWords', () => {
  it('is the Jaccard share of the two sets, 0 when neither has words', () => {
    expect(sharedWords(new Set(['a1', 'b1', 'c1']), new Set(['b1', 'c1', 'd1']))).toBe(0.5);
    expect(sharedWords(new Set(), new Set())).toBe(0);
    expect(sharedWords(new Set(['x1']), new Set(['x1']))).toBe(1);
  });

  it('compares words by stem: one word in the singular and the plural, or in two tenses, is one word', () => {
    // get, reordered, index, map, changes against get, affected, indexes, map: get, index, map and reorder/changes apart
    expect(sharedWords(new Set(['get', 'reordered', 'index', 'map', 'changes']), new Set(['get', 'affected', 'indexes', 'map']))).toBe(0.5);
    expect(sharedWords(new Set(['queries', 'user']), new Set(['query', 'users']))).toBe(1);
    expect(sharedWords(new Set(['setting']), new Set(['user']))).toBe(0);
  });

  it('keeps a re-implementation written with other names apart from a look-alike of the same shape', async () => {
    const { functions } = await extract(
      'src/a.ts',
      [
        'export function formatBytes(bytes: number): string {',
        "  const units = ['B', 'KB', 'MB', 'GB'];",
        '  let i = 0;',
        '  while (bytes >= 1024 && i < units.length - 1) { bytes /= 1024; i++; }',
        '  return `${bytes.toFixed(1)} ${units[i]}`;',
        '}',
        'export function humanFileSize(bytes: number): string {',
        "  const sizes = ['B', 'KB', 'MB', 'GB'];",
        '  let unit = 0;',
        '  while (bytes >= 1024 && unit < sizes.length - 1) { bytes = bytes / 1024; unit += 1; }',
        '  return `${bytes.toFixed(1)} ${sizes[unit]}`;',
        '}',
        'export function retryDelay(attempt: number): number {',
        '  const delays = [100, 250, 500, 1000];',
        '  let n = 0;',
        '  while (attempt >= 2 && n < delays.length - 1) { attempt -= 2; n++; }',
        '  return Math.min(delays[n] * 1.5, 30000);',
        '}'
      ].join('\n'),
      'typescript'
    );
    const [existing, rewritten, lookalike] = functions;
    const w = (f: { normalized: string }) => wordsOf(f.normalized);
    expect(sharedWords(w(existing!), w(rewritten!))).toBeGreaterThan(sharedWords(w(existing!), w(lookalike!)));
  });
});
