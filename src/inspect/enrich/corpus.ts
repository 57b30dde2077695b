/**
 * The tracked JS/TS files the caller and test searches read, within fixed
 * bounds (file count, per-file size, total bytes). Hitting a bound is
 * reported, so a short list is never mistaken for a complete one.
 */
import { promises as fs } from 'node:fs';
import { safeJoin } from '../source.js';

export const SOURCE_EXTENSIONS = /\.(?:[cm]?[jt]sx?)$/;
export const MAX_FILES = 20_000;
export const MAX_FILE_BYTES = 1024 * 1024;
export const MAX_TOTAL_BYTES = 128 * 1024 * 1024;

export interface Corpus {
  files: Map<string, string>;
  /** True when a bound left tracked source files unread. */
  truncated: boolean;
}

export async function loadCorpus(root: string, tracked: readonly string[]): Promise<Corpus> {
  const paths = tracked.filter((p) => SOURCE_EXTENSIONS.test(p) && !p.endsWith('.d.ts')).sort();
  let truncated = paths.length > MAX_FILES;
  const files = new Map<string, string>();
  let total = 0;
  const selected = paths.slice(0, MAX_FILES);
  const BATCH = 64;
  for (let i = 0; i < selected.length; i += BATCH) {
    const batch = selected.slice(i, i + BATCH);
    const texts = await Promise.all(
      batch.map(async (p) => {
        const abs = safeJoin(root, p);
        if (!abs) return null;
        try {
          const st = await fs.stat(abs);
          if (!st.isFile() || st.size > MAX_FILE_BYTES) return 'skip' as const;
          return await fs.readFile(abs, 'utf8');
        } catch {
          return null; // deleted in the working tree: nothing to search
        }
      })
    );
    batch.forEach((p, j) => {
      const t = texts[j];
      if (t === 'skip') truncated = true;
      else if (typeof t === 'string') {
        if (total + t.length > MAX_TOTAL_BYTES) truncated = true;
        else {
          total += t.length;
          files.set(p, t);
        }
      }
    });
  }
  return { files, truncated };
}
