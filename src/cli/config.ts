/**
 * The optional repository config file, `.similar-code.json` at the scanned
 * root: validated against schemas/config.schema.json before use. Flags given
 * on the command line win over it; it wins over built-in defaults.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Limits } from '../contracts/types.js';
import { formatSchemaErrors, validate } from '../contracts/validate.js';
import { UserError, errorMessage } from '../util/errors.js';

export const CONFIG_FILE = '.similar-code.json';

export interface RepoConfig {
  threshold?: number;
  min_lines?: number;
  include?: string[];
  exclude?: string[];
  verdicts?: string;
  limits?: Partial<Limits>;
}

export async function loadRepoConfig(root: string): Promise<RepoConfig> {
  const path = join(root, CONFIG_FILE);
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw new UserError(`cannot read ${path}: ${errorMessage(err)}`);
  }
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (err) {
    throw new UserError(`${path} is not valid JSON: ${errorMessage(err)}`);
  }
  const result = validate('config', doc);
  if (!result.ok) throw new UserError(`invalid ${path}:\n${formatSchemaErrors(result.errors)}`);
  return doc as RepoConfig;
}
