/** JavaScript (.js .jsx .mjs .cjs): the tree-sitter-javascript grammar parses JSX too. */
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

const naming = esNaming(['parenthesized_expression']);

export const javascript: LanguageDescriptor = {
  id: 'javascript',
  extensions: ['.js', '.jsx', '.mjs', '.cjs'],
  grammar: 'javascript',
  functionTypes: ES_FUNCTION_TYPES,
  classTypes: ES_CLASS_TYPES,
  commentTypes: [...ES_COMMENT_TYPES, 'hash_bang_line'],
  atomicTypes: ES_ATOMIC_TYPES,
  wordTypes: ES_WORD_TYPES,
  templateTypes: ES_TEMPLATE_TYPES,
  functionName: naming.functionName,
  className: naming.className
};
