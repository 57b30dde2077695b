/**
 * Whether an existing function can be imported as it stands: the gate a
 * re-implementation finding passes ("use the helper you have"), read from
 * module texts written the ways real modules are.
 */
import { isImportable, moduleExports } from '../../src/findings/exports.js';

const importable = (text: string, name: string, enclosed = false, firstLine = ''): boolean => isImportable(name, enclosed, moduleExports(text), firstLine);

describe('moduleExports / isImportable', () => {
  it('reads the ES declaration forms', () => {
    const text = [
      'export function formatDate(d) { return d; }',
      'export async function loadUser(id) { return id; }',
      'export const toSlug = (s) => s;',
      'export default function renderPage() {}',
      'export class Store { load() {} }',
      'export abstract class Base { run() {} }',
      'function localHelper() {}',
      'const privateArrow = () => 1;'
    ].join('\n');
    for (const name of ['formatDate', 'loadUser', 'toSlug', 'renderPage']) expect([name, importable(text, name)]).toEqual([name, true]);
    for (const name of ['localHelper', 'privateArrow']) expect([name, importable(text, name)]).toEqual([name, false]);
  });

  it('takes a static method or an exported object\'s method, never an instance method of a class', () => {
    const text = 'export class Store {\n  static from(x) {}\n  load() {}\n}\nexport const api = {\n  get(url) {}\n};\nclass Local {\n  static make() {}\n}\n';
    expect(importable(text, 'Store.from', false, '  static from(x) {')).toBe(true);
    expect(importable(text, 'Store.load', false, '  load() {')).toBe(false);
    expect(importable(text, 'Store.load', false, '  public static async load() {')).toBe(true);
    expect(importable(text, 'api.get', false, '  get(url) {')).toBe(true);
    expect(importable(text, 'Local.make', false, '  static make() {')).toBe(false);
    // an instance method is no helper even where the exports cannot be read
    expect(importable('class Runner {\n  run() {}\n}\nmodule.exports = make();\n', 'Runner.run', false, '  run() {')).toBe(false);
  });

  it('reads export clauses (with renames and types) and export default of a name', () => {
    const text = 'function a() {}\nfunction b() {}\nfunction c() {}\nconst d = () => 1;\nexport { a, b as bee };\nexport type { T };\nexport default d;\n';
    expect(importable(text, 'a')).toBe(true);
    expect(importable(text, 'b')).toBe(true);
    expect(importable(text, 'd')).toBe(true);
    expect(importable(text, 'c')).toBe(false);
  });

  it('reads the CommonJS forms', () => {
    expect(importable('function parse(x) {}\nmodule.exports = parse;\n', 'parse')).toBe(true);
    expect(importable('function a() {}\nfunction b() {}\nfunction z() {}\nmodule.exports = { a, bee: b, c() {} };\n', 'b')).toBe(true);
    expect(importable('function a() {}\nfunction z() {}\nmodule.exports = { a, c() {} };\n', 'c')).toBe(true);
    expect(importable('function a() {}\nfunction z() {}\nmodule.exports = { a };\n', 'z')).toBe(false);
    expect(importable('exports.merge = function (a, b) {};\nmodule.exports.split = (s) => s;\nfunction z() {}\n', 'merge')).toBe(true);
    expect(importable('exports.merge = function (a, b) {};\nfunction z() {}\n', 'z')).toBe(false);
  });

  it('answers yes when the module exports an expression it cannot read', () => {
    expect(importable("function z() {}\nmodule.exports = require('./impl');\n", 'z')).toBe(true);
    expect(importable('function z() {}\nmodule.exports = factory();\n', 'z')).toBe(true);
  });

  it('never imports a closure, even of an exported function', () => {
    const text = 'export function ReferrersTable(props) {\n  const renderLink = ({ x }) => x;\n  return renderLink(props);\n}\n';
    expect(importable(text, 'renderLink', true)).toBe(false);
    expect(importable(text, 'renderLink', false)).toBe(false);
    expect(importable(text, 'ReferrersTable')).toBe(true);
  });

  it('does not take a mention in a string or a longer name for an export', () => {
    const text = "const note = 'call exports.thing = 1 later';\nexport function formatter() {}\nfunction format() {}\n";
    expect(importable(text, 'format')).toBe(false);
    expect(importable(text, 'formatter')).toBe(true);
  });
});
