/**
 * Saving a cache pack: the whole file replaced at once (a temp file beside it,
 * then rename), so a reader sees the old pack or the new one, never a torn
 * one. A failure costs only the cache: it comes back as a diagnostic.
 *
 * A folder the save creates for the cache (by default `.similar-code/` in the
 * scanned repository) gets a `.gitignore` holding `*`, as other tools' caches
 * do, so the cache never shows up as untracked; a folder that already exists,
 * and a `.gitignore` already there, are left as they are.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Diagnostic } from '../contracts/types.js';
import { DiagnosticCode } from '../contracts/codes.js';
import { errorMessage } from '../util/errors.js';
import { writeFileForce } from '../util/safe-write.js';

export const CACHE_GITIGNORE = '# created by similar-code: its cache is not for version control\n*\n';

export interface Pack {
  /** The cache directory (the scan's cacheDir) the pack lives under. */
  cacheDir: string;
  /** The pack file, under cacheDir. */
  path: string;
  content: string | Uint8Array;
  /** Names the cache in the diagnostic ("vector cache"). */
  what: string;
}

/** Replace the pack at `pack.path` with its content, creating (and git-ignoring) the cache directory when missing. */
export async function savePack(pack: Pack): Promise<Diagnostic | null> {
  try {
    const created = await mkdir(pack.cacheDir, { recursive: true });
    if (created !== undefined) await ignoreInGit(created);
    await mkdir(dirname(pack.path), { recursive: true });
    await writeFileForce(pack.path, pack.content);
    return null;
  } catch (err) {
    return { domain: 'cache', code: DiagnosticCode.CacheWriteFailed, message: `${pack.what} could not be saved: ${errorMessage(err)}`, path: null };
  }
}

/** Write `<dir>/.gitignore` unless one exists (another save may have just written it). */
async function ignoreInGit(dir: string): Promise<void> {
  try {
    await writeFile(join(dir, '.gitignore'), CACHE_GITIGNORE, { flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
}
