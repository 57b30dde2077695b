/**
 * Whether an existing function can be reused where it stands: the gate a
 * re-implementation finding passes ("use the one you have").
 */
import { declaredClasses, isReusable } from '../../src/findings/reusable.js';

const reusable = (text: string, name: string, enclosed = false, firstLine = ''): boolean => isReusable(name, enclosed, declaredClasses(text), firstLine);

describe('isReusable', () => {
  it('takes top-level functions, exported or not', () => {
    const text = 'export function formatDate(d) { return d; }\nfunction localHelper() {}\nconst privateArrow = () => 1;\n';
    for (const name of ['formatDate', 'localHelper', 'privateArrow']) expect([name, reusable(text, name)]).toEqual([name, true]);
  });

  it('never takes a closure inside another function', () => {
    const text = 'export function ReferrersTable(props) {\n  const renderLink = ({ x }) => x;\n  return renderLink(props);\n}\n';
    expect(reusable(text, 'renderLink', true)).toBe(false);
    expect(reusable(text, 'ReferrersTable')).toBe(true);
  });

  it("takes a static method or an object's method, never an instance method of a class", () => {
    const text = 'export class Store {\n  static from(x) {}\n  load() {}\n}\nexport const api = {\n  get(url) {}\n};\nabstract class Base {\n  run() {}\n}\n';
    expect(declaredClasses(text)).toEqual(new Set(['Store', 'Base']));
    expect(reusable(text, 'Store.from', false, '  static from(x) {')).toBe(true);
    expect(reusable(text, 'Store.from', false, '  public static async from(x) {')).toBe(true);
    expect(reusable(text, 'Store.load', false, '  load() {')).toBe(false);
    expect(reusable(text, 'Base.run', false, '  run() {')).toBe(false);
    expect(reusable(text, 'api.get', false, '  get(url) {')).toBe(true);
  });
});
