/**
 * Naming rules and node tables shared by the ECMAScript family (JavaScript,
 * TypeScript, TSX). The grammars agree on node types except where noted.
 *
 * Naming (`functionName`), in order:
 * - `function_declaration` / `generator_function_declaration`: its own name.
 * - `method_definition` (class and object-literal methods, getters, setters,
 *   static methods, constructors): `Class.method` inside a class body (`method`
 *   alone when the class is anonymous and unbound); `obj.method` inside an
 *   object literal bound to a name, `method` otherwise.
 * - `arrow_function`, `function_expression`, `generator_function`: the name it
 *   is bound to, looking through parentheses and TS `as`/`satisfies`/`!`/`<T>`:
 *   - `const f = ...` / `let f = ...` / `var f = ...`       -> `f`
 *   - `f = ...` (also `||=`, `??=`, ...)                      -> `f`
 *   - `this.x = ...`                                          -> `Class.x` inside a class, else `x`
 *   - `a.b.c = ...` (a plain member chain)                    -> `a.b.c`
 *   - `expr().b = ...`, `a[0].b = ...`                        -> `b` (the last member name)
 *   - `a['b'] = ...`                                          -> `a.b`-style, the string's content as last part
 *   - object property `{ p: ... }`                            -> `obj.p` / `p` (as for methods)
 *   - class field `x = ...`                                   -> `Class.x`
 *   - `export default ...`                                    -> `default`
 *   A function expression that has its own name and no binding (a named
 *   callback, `export default function foo() {}`) takes its own name.
 * - Anything else (callbacks, IIFEs, default parameter values, array
 *   elements, destructuring defaults) is anonymous: null.
 * Property keys: identifiers and `#private` names as written, string keys by
 * their content, numbers as written, computed keys as `[expr]` with
 * whitespace collapsed.
 */
import type { Node } from 'web-tree-sitter';
import type { NamingContext } from './types.js';

export const ES_FUNCTION_TYPES = [
  'function_declaration',
  'generator_function_declaration',
  'function_expression',
  'generator_function',
  'arrow_function',
  'method_definition'
] as const;

export const ES_CLASS_TYPES = ['class_declaration', 'class'] as const;

export const ES_COMMENT_TYPES = ['comment', 'html_comment'] as const;

export const ES_ATOMIC_TYPES = ['string', 'regex'] as const;

export const ES_WORD_TYPES = ['jsx_text'] as const;

export const ES_TEMPLATE_TYPES: Readonly<Record<string, string>> = {
  template_string: 'template_substitution'
};

const OWN_NAME_TYPES = new Set(['function_declaration', 'generator_function_declaration', 'function_expression', 'generator_function']);

/** Bounded walks up the tree: names never need more than this many hops. */
const MAX_HOPS = 64;

function same(a: Node | null | undefined, b: Node): boolean {
  return !!a && a.id === b.id;
}

/** `q.key`, or `q[expr]` for a computed key. */
export function qualify(qualifier: string | null, key: string): string {
  if (!qualifier) return key;
  return key.startsWith('[') ? `${qualifier}${key}` : `${qualifier}.${key}`;
}

function collapse(text: string): string {
  return text.replace(/\s+/g, '');
}

/** Name of a property key node (`property_identifier`, string, number, computed, #private). */
export function propertyKeyName(key: Node | null): string | null {
  if (!key) return null;
  switch (key.type) {
    case 'string': {
      const t = key.text;
      return t.length >= 2 ? t.slice(1, -1) : t;
    }
    case 'computed_property_name':
      return collapse(key.text);
    default:
      return key.text;
  }
}

/** The node an expression is really bound through: skip wrappers that do not change the value. */
function climb(node: Node, wrappers: ReadonlySet<string>): { child: Node; parent: Node | null } {
  let child = node;
  let parent = node.parent;
  for (let hops = 0; parent && wrappers.has(parent.type) && hops < MAX_HOPS; hops++) {
    child = parent;
    parent = parent.parent;
  }
  return { child, parent };
}

export interface EsNaming {
  functionName(node: Node, context: NamingContext): string | null;
  className(node: Node): string | null;
}

/**
 * Build the naming rules for one ECMAScript grammar.
 * @param wrappers expression types that are transparent for binding (parentheses, TS casts)
 */
export function esNaming(wrappers: readonly string[]): EsNaming {
  const wrapperSet = new Set(wrappers);

  /** `a.b.c` for a plain chain; `Class.x`/`x` for `this.x`; else the last member name. */
  function assignmentTargetName(left: Node, context: NamingContext): string | null {
    if (left.type === 'identifier') return left.text;
    if (left.type !== 'member_expression' && left.type !== 'subscript_expression') return null;
    const parts: string[] = [];
    let n: Node | null = left;
    for (let hops = 0; n && hops < MAX_HOPS; hops++) {
      if (n.type === 'member_expression') {
        const prop = n.childForFieldName('property');
        if (!prop) return null;
        parts.unshift(prop.text);
        n = n.childForFieldName('object');
      } else if (n.type === 'subscript_expression') {
        const index = n.childForFieldName('index');
        if (!index || (index.type !== 'string' && index.type !== 'number')) {
          // a dynamic key: only a static suffix can name it
          return parts.length > 0 ? (parts[parts.length - 1] ?? null) : null;
        }
        parts.unshift(propertyKeyName(index) ?? '');
        n = n.childForFieldName('object');
      } else if (n.type === 'identifier') {
        parts.unshift(n.text);
        return parts.join('.');
      } else if (n.type === 'this') {
        const last = parts[parts.length - 1] ?? null;
        if (last === null) return null;
        return parts.length === 1 && context.enclosingClass ? `${context.enclosingClass}.${last}` : parts.join('.');
      } else {
        return parts.length > 0 ? (parts[parts.length - 1] ?? null) : null;
      }
    }
    return parts.length > 0 ? (parts[parts.length - 1] ?? null) : null;
  }

  /**
   * The name an object literal is bound to (`o` in `const o = {...}`,
   * `o.inner` for nested literals), or null when unbound.
   */
  function objectQualifier(object: Node, context: NamingContext): string | null {
    const parts: string[] = [];
    let node = object;
    for (let hops = 0; hops < MAX_HOPS; hops++) {
      const { child, parent } = climb(node, wrapperSet);
      if (!parent) return null;
      if (parent.type === 'pair' && same(parent.childForFieldName('value'), child)) {
        const key = propertyKeyName(parent.childForFieldName('key'));
        const outer = parent.parent;
        if (key === null || !outer) return null;
        parts.unshift(key);
        node = outer;
        continue;
      }
      const binding = bindingName(child, parent, context);
      if (binding === null) return null;
      return parts.reduce<string>((q, key) => qualify(q, key), binding);
    }
    return null;
  }

  /** The name `child` (an expression) is bound to by `parent`, or null. */
  function bindingName(child: Node, parent: Node, context: NamingContext): string | null {
    switch (parent.type) {
      case 'variable_declarator': {
        if (!same(parent.childForFieldName('value'), child)) return null;
        const name = parent.childForFieldName('name');
        return name && name.type === 'identifier' ? name.text : null;
      }
      case 'assignment_expression':
      case 'augmented_assignment_expression': {
        if (!same(parent.childForFieldName('right'), child)) return null;
        const left = parent.childForFieldName('left');
        return left ? assignmentTargetName(left, context) : null;
      }
      case 'pair': {
        if (!same(parent.childForFieldName('value'), child)) return null;
        const key = propertyKeyName(parent.childForFieldName('key'));
        if (key === null) return null;
        const object = parent.parent;
        const qualifier = object ? objectQualifier(object, context) : null;
        return qualify(qualifier, key);
      }
      case 'field_definition':
      case 'public_field_definition': {
        if (!same(parent.childForFieldName('value'), child)) return null;
        const key = propertyKeyName(parent.childForFieldName('property') ?? parent.childForFieldName('name'));
        if (key === null) return null;
        return qualify(context.enclosingClass, key);
      }
      case 'export_statement':
        return same(parent.childForFieldName('value'), child) ? 'default' : null;
      default:
        return null;
    }
  }

  function functionName(node: Node, context: NamingContext): string | null {
    const type = node.type;
    if (type === 'function_declaration' || type === 'generator_function_declaration') {
      const own = node.childForFieldName('name');
      if (own) return own.text;
      const parent = node.parent;
      // `export default function () {}` in grammars that parse it as a nameless declaration
      return parent && parent.type === 'export_statement' ? 'default' : null;
    }
    if (type === 'method_definition') {
      const key = propertyKeyName(node.childForFieldName('name'));
      if (key === null) return null;
      const parent = node.parent;
      if (parent && parent.type === 'class_body') {
        return qualify(context.enclosingClass, key);
      }
      if (parent && parent.type === 'object') {
        const qualifier = objectQualifier(parent, context);
        return qualify(qualifier, key);
      }
      return key;
    }
    const own = OWN_NAME_TYPES.has(type) ? node.childForFieldName('name') : null;
    const { child, parent } = climb(node, wrapperSet);
    if (parent) {
      if (parent.type === 'export_statement' && own) return own.text;
      const bound = bindingName(child, parent, context);
      if (bound !== null) return bound;
    }
    return own ? own.text : null;
  }

  function className(node: Node): string | null {
    const own = node.childForFieldName('name');
    if (own) return own.text;
    const { child, parent } = climb(node, wrapperSet);
    if (!parent) return null;
    if (parent.type === 'export_statement') return 'default';
    return bindingName(child, parent, { enclosingClass: null });
  }

  return { functionName, className };
}
