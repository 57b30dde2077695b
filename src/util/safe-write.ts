/**
 * Publishing files without surprises.
 *
 * writeNewFile: never replaces an existing file, never follows a symlink at
 * the destination, never leaves a partial file at the destination. The bytes
 * go to a temp file created with O_CREAT|O_EXCL in the same directory, are
 * flushed, and are then hard-linked into place (link(2) fails with EEXIST on
 * any existing entry, symlinks included, and does not follow them), so the
 * destination appears complete or not at all.
 *
 * writeFileForce: the CLI's --force. Same temp file, then rename(2) over the
 * destination: an existing symlink is replaced, never followed.
 */
import { randomBytes } from 'node:crypto';
import { promises as fs, constants as fsc } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { UserError, errorMessage } from './errors.js';

export interface WriteReceipt {
  /** Absolute path written. */
  path: string;
  /** Bytes written. */
  bytes: number;
}

async function lstatOrNull(path: string): Promise<import('node:fs').Stats | null> {
  try {
    return await fs.lstat(path);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

function describeExisting(stat: import('node:fs').Stats): string {
  if (stat.isSymbolicLink()) return 'a symbolic link';
  if (stat.isDirectory()) return 'a directory';
  return 'an existing file';
}

/** Create and fill a temp file beside `target`; returns its path. The caller removes it. */
async function writeTemp(target: string, data: Buffer): Promise<string> {
  const dir = dirname(target);
  const parent = await lstatOrNull(dir);
  if (!parent) throw new UserError(`cannot write ${target}: directory ${dir} does not exist`);
  const temp = join(dir, `.${basename(target)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
  // O_EXCL|O_CREAT also refuses to open through a symlink planted at the temp name.
  let handle: import('node:fs/promises').FileHandle;
  try {
    handle = await fs.open(temp, fsc.O_WRONLY | fsc.O_CREAT | fsc.O_EXCL, 0o666);
  } catch (err) {
    throw new UserError(`cannot write ${target}: ${errorMessage(err)}`);
  }
  try {
    await handle.writeFile(data);
    await handle.sync();
  } catch (err) {
    await handle.close().catch(() => undefined);
    await fs.unlink(temp).catch(() => undefined);
    throw new UserError(`cannot write ${target}: ${errorMessage(err)}`);
  }
  await handle.close();
  return temp;
}

function toBuffer(content: string | Uint8Array): Buffer {
  return typeof content === 'string' ? Buffer.from(content, 'utf8') : Buffer.from(content);
}

/**
 * Write `content` to `path`, which must not exist (not even as a dangling
 * symlink). Throws UserError when it does; on any failure nothing is left at
 * `path` and the temp file is removed.
 */
export async function writeNewFile(path: string, content: string | Uint8Array): Promise<WriteReceipt> {
  const target = resolve(path);
  const existing = await lstatOrNull(target);
  if (existing) throw new UserError(`refusing to overwrite ${path}: it is ${describeExisting(existing)}`);
  const data = toBuffer(content);
  const temp = await writeTemp(target, data);
  try {
    try {
      await fs.link(temp, target);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === 'EEXIST') {
        const now = await lstatOrNull(target);
        throw new UserError(`refusing to overwrite ${path}: it is ${now ? describeExisting(now) : 'an existing file'}`);
      }
      // File systems without hard links: re-check, then rename (the check-to-rename window is the only race).
      if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP' && code !== 'ENOSYS') throw err;
      const now = await lstatOrNull(target);
      if (now) throw new UserError(`refusing to overwrite ${path}: it is ${describeExisting(now)}`);
      await fs.rename(temp, target);
    }
  } finally {
    await fs.unlink(temp).catch(() => undefined);
  }
  return { path: target, bytes: data.length };
}

/**
 * Write `content` to `path`, replacing a regular file or a symlink (the link
 * itself, never its target). Refuses a directory. Atomic: readers see the old
 * or the new content, never a mix.
 */
export async function writeFileForce(path: string, content: string | Uint8Array): Promise<WriteReceipt> {
  const target = resolve(path);
  const existing = await lstatOrNull(target);
  if (existing?.isDirectory()) throw new UserError(`cannot write ${path}: it is a directory`);
  const data = toBuffer(content);
  const temp = await writeTemp(target, data);
  try {
    await fs.rename(temp, target);
  } catch (err) {
    await fs.unlink(temp).catch(() => undefined);
    throw new UserError(`cannot write ${path}: ${errorMessage(err)}`);
  }
  return { path: target, bytes: data.length };
}
