/** The registry of language descriptors. A new language is one new file plus one line here. */
import type { LanguageId } from '../contracts/pipeline.js';
import type { LanguageDescriptor } from './types.js';
import { javascript } from './javascript.js';
import { typescript } from './typescript.js';
import { tsx } from './tsx.js';

export type { LanguageDescriptor, NamingContext } from './types.js';

export const LANGUAGES: readonly LanguageDescriptor[] = [typescript, tsx, javascript];

const BY_ID = new Map<LanguageId, LanguageDescriptor>(LANGUAGES.map((l) => [l.id, l]));

const BY_EXTENSION = new Map<string, LanguageDescriptor>();
for (const language of LANGUAGES) {
  for (const ext of language.extensions) {
    if (BY_EXTENSION.has(ext)) throw new Error(`extension ${ext} is claimed by two languages`);
    BY_EXTENSION.set(ext, language);
  }
}

export function descriptorFor(id: LanguageId): LanguageDescriptor {
  const d = BY_ID.get(id);
  if (!d) throw new Error(`no language descriptor for ${id}`);
  return d;
}

/** The language of a path by its (case-insensitive) extension, or null. `.d.ts` files are TypeScript. */
export function languageForPath(path: string): LanguageId | null {
  const slash = Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\'));
  const base = path.slice(slash + 1);
  const dot = base.lastIndexOf('.');
  if (dot <= 0) return null;
  return BY_EXTENSION.get(base.slice(dot).toLowerCase())?.id ?? null;
}
