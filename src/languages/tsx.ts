/** TSX (.tsx): TypeScript's node types and naming with the TSX grammar (JSX, no `<T>x` casts). */
import type { LanguageDescriptor } from './types.js';
import { typescriptFamily } from './typescript.js';

export const tsx: LanguageDescriptor = {
  id: 'tsx',
  extensions: ['.tsx'],
  grammar: 'tsx',
  ...typescriptFamily
};
