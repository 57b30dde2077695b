/**
 * TypeScript (.ts .mts .cts). Overload signatures (`function_signature`,
 * `method_signature`), `abstract_method_signature` and `declare function`
 * have no body and are not function-like nodes here: they are neither
 * extracted nor counted.
 */
import type { LanguageDescriptor } from './types.js';
import {
  ES_ATOMIC_TYPES,
  ES_CLASS_TYPES,
  ES_COMMENT_TYPES,
  ES_FUNCTION_TYPES,
  ES_TEMPLATE_TYPES,
  ES_WORD_TYPES,
  esNaming
} from './ecmascript.js';

/** Expressions that do not change which value is bound: `(f)`, `f as T`, `f satisfies T`, `f!`, `<T>f`. */
export const TS_WRAPPERS = [
  'parenthesized_expression',
  'as_expression',
  'satisfies_expression',
  'non_null_expression',
  'type_assertion'
] as const;

const naming = esNaming(TS_WRAPPERS);

/** Shared by the `typescript` and `tsx` descriptors (same node types, different grammar). */
export const typescriptFamily: Omit<LanguageDescriptor, 'id' | 'extensions' | 'grammar'> = {
  functionTypes: ES_FUNCTION_TYPES,
  classTypes: [...ES_CLASS_TYPES, 'abstract_class_declaration'],
  commentTypes: [...ES_COMMENT_TYPES, 'hash_bang_line'],
  atomicTypes: ES_ATOMIC_TYPES,
  wordTypes: ES_WORD_TYPES,
  templateTypes: { ...ES_TEMPLATE_TYPES, template_literal_type: 'template_type' },
  functionName: naming.functionName,
  className: naming.className
};

export const typescript: LanguageDescriptor = {
  id: 'typescript',
  extensions: ['.ts', '.mts', '.cts'],
  grammar: 'typescript',
  ...typescriptFamily
};
