/**
 * What a function binds and how to rename it: declared locals, nested
 * functions and classes, the function's own name, and the edits that rename
 * identifiers consistently (references, shorthand properties and patterns,
 * `this.name` for a method's recursion). Used by T2, T3 and renameFunction.
 */
import type { Node } from 'web-tree-sitter';
import { descendants } from './parse.js';
import { RESERVED } from './names.js';
import type { Edit } from './text-edits.js';

/** Identifier nodes that declare a binding in a pattern (parameters, declarators, catch, for-in/of). */
export function patternBindings(pattern: Node | null, out: Node[]): void {
  if (!pattern) return;
  switch (pattern.type) {
    case 'identifier':
    case 'shorthand_property_identifier_pattern':
      out.push(pattern);
      return;
    case 'object_pattern':
    case 'array_pattern':
      for (const c of pattern.namedChildren) if (c) patternBindings(c, out);
      return;
    case 'pair_pattern':
      patternBindings(pattern.childForFieldName('value'), out);
      return;
    case 'assignment_pattern':
    case 'object_assignment_pattern':
      patternBindings(pattern.childForFieldName('left'), out);
      return;
    case 'rest_pattern':
      for (const c of pattern.namedChildren) if (c) patternBindings(c, out);
      return;
    case 'required_parameter':
    case 'optional_parameter':
      patternBindings(pattern.childForFieldName('pattern'), out);
      return;
    case 'formal_parameters':
      for (const c of pattern.namedChildren) if (c) patternBindings(c, out);
      return;
    default:
      return;
  }
}

export interface Bindings {
  /** Names declared inside the function (not its own name). */
  locals: Set<string>;
  /** Names of nested classes. */
  classes: Set<string>;
  /** Names of nested function declarations. */
  functions: Set<string>;
}

export function collectBindings(fn: Node): Bindings {
  const decl: Node[] = [];
  const classes = new Set<string>();
  const functions = new Set<string>();
  for (const n of descendants(fn, () => true)) {
    switch (n.type) {
      case 'formal_parameters':
        patternBindings(n, decl);
        break;
      case 'arrow_function': {
        const p = n.childForFieldName('parameter');
        if (p) patternBindings(p, decl);
        break;
      }
      case 'variable_declarator':
        patternBindings(n.childForFieldName('name'), decl);
        break;
      case 'catch_clause':
        patternBindings(n.childForFieldName('parameter'), decl);
        break;
      case 'for_in_statement': {
        if (n.childForFieldName('kind')) patternBindings(n.childForFieldName('left'), decl);
        break;
      }
      case 'function_declaration':
      case 'generator_function_declaration':
        if (n.id !== fn.id) {
          const name = n.childForFieldName('name');
          if (name) functions.add(name.text);
        }
        break;
      case 'class_declaration':
      case 'abstract_class_declaration': {
        const name = n.childForFieldName('name');
        if (name) classes.add(name.text);
        break;
      }
      default:
        break;
    }
  }
  const locals = new Set<string>();
  for (const d of decl) if (!RESERVED.has(d.text)) locals.add(d.text);
  return { locals, classes, functions };
}

/** Every identifier-like text in the function (for fresh names). */
export function allWords(text: string): Set<string> {
  return new Set(text.match(/[A-Za-z_$][\w$]*/g) ?? []);
}

/** The function's own name node (declaration name, method name, named function expression). */
export function ownNameNode(fn: Node): Node | null {
  const name = fn.childForFieldName('name');
  if (!name) return null;
  if (fn.type === 'method_definition') {
    if (name.type !== 'property_identifier' || name.text === 'constructor') return null;
  }
  return name;
}

/**
 * Edits renaming identifiers by `map` within `fn`: plain references, JSX
 * identifiers, shorthand properties (`{a}` -> `{a: b}`) and shorthand patterns.
 * When `memberName` is given, `this.<memberName>` is renamed too (a method's
 * recursion).
 */
export function renameEdits(fn: Node, map: Map<string, string>, memberName?: { from: string; to: string }): Edit[] {
  const edits: Edit[] = [];
  for (const n of descendants(fn, (x) => x.childCount === 0 || x.type === 'shorthand_property_identifier' || x.type === 'shorthand_property_identifier_pattern')) {
    const to = map.get(n.text);
    switch (n.type) {
      case 'identifier':
      case 'type_identifier':
        if (to !== undefined && (n.type === 'identifier' || isClassRef(n))) edits.push({ start: n.startIndex, end: n.endIndex, text: to });
        break;
      case 'shorthand_property_identifier':
        if (to !== undefined) edits.push({ start: n.startIndex, end: n.endIndex, text: `${n.text}: ${to}` });
        break;
      case 'shorthand_property_identifier_pattern':
        if (to !== undefined) edits.push({ start: n.startIndex, end: n.endIndex, text: `${n.text}: ${to}` });
        break;
      case 'property_identifier':
        if (memberName && n.text === memberName.from) {
          const parent = n.parent;
          const obj = parent?.childForFieldName('object');
          if (parent?.type === 'member_expression' && obj?.type === 'this') edits.push({ start: n.startIndex, end: n.endIndex, text: memberName.to });
        }
        break;
      default:
        break;
    }
  }
  return edits;
}

export function isClassRef(n: Node): boolean {
  // a type_identifier naming a nested class (class declaration name in TS, or a type annotation)
  return n.parent?.type === 'class_declaration' || n.parent?.type === 'abstract_class_declaration' || n.parent?.type === 'new_expression';
}
