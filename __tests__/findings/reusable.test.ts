/**
 * Whether an existing function can be reused where it stands: the gate a
 * re-implementation finding passes ("use the one you have").
 */
import { calledNames, declaredClasses, exportedNames, isExported, isReusable, reuses } from '../../src/findings/reusable.js';
import { extract } from '../extraction/helpers.js';

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

describe('exportedNames', () => {
  const exported = (text: string, name: string): boolean => isExported(name, exportedNames(text));

  it('reads ESM declarations, lists and defaults, and leaves the rest private', () => {
    const text = [
      "import { x } from './x';",
      'export function formatDate(d) { return d; }',
      'export async function* pages() {}',
      'export const toSlug = (s: string) => s;',
      'export default class Store { static from() {} }',
      'export abstract class Base {}',
      'function localHelper() {}',
      'const privateArrow = () => 1;',
      'function listed() {}',
      'function renamed() {}',
      'export { listed, renamed as alias, type Shape };'
    ].join('\n');
    for (const name of ['formatDate', 'pages', 'toSlug', 'Store.from', 'Base', 'listed', 'renamed', 'default']) expect([name, exported(text, name)]).toEqual([name, true]);
    for (const name of ['localHelper', 'privateArrow']) expect([name, exported(text, name)]).toEqual([name, false]);
  });

  it('reads `export default name` and CommonJS assignments', () => {
    expect(exported('const Page = () => null;\nexport default Page;\n', 'Page')).toBe(true);
    const cjs = 'function a() {}\nfunction b() {}\nfunction c() {}\nfunction d() {}\nmodule.exports = { a, alias: b };\nexports.c = c;\n';
    expect(['a', 'b', 'c', 'd'].map((n) => exported(cjs, n))).toEqual([true, true, true, false]);
    expect(exported('function main() {}\nmodule.exports = main;\n', 'main')).toBe(true);
    // a comparison is not an assignment
    expect(exported("const m = require('m');\nfunction e() {}\nif (exports.e == null) e();\n", 'e')).toBe(false);
  });

  it('takes every top-level function of a script without module syntax as a global', () => {
    expect(exportedNames('function helper() {}\nhelper();\n')).toBeNull();
    expect(exported('function helper() {}\n', 'helper')).toBe(true);
  });
});

describe('calledNames and reuses', () => {
  it('reads the calls and rendered components of real extracted functions, not the functions they define', async () => {
    const { functions } = await extract(
      'src/premium.tsx',
      [
        'export async function isBillingAdmin(user: User, premium: Premium): Promise<boolean> {',
        '  const admins = await loadAdmins?.(premium.id);',
        '  if (admins.length > 0) return isAdminForPremium(admins, user.id);',
        '  const check = new Checker(premium);',
        '  const plan = readPlan<Plan, Map<string, number>>(premium);',
        '  function local(x: number) { return x + 1; }',
        '  const obj = { handle(e: Event) { return e; } };',
        '  return premium.ownerId === user.id && check.ok();',
        '}',
        'export function Banner({ plan }: { plan: Plan }) {',
        '  return <UpgradeCard plan={plan} label={formatPlan(plan)} />;',
        '}'
      ].join('\n'),
      'tsx'
    );
    const admin = functions.find((f) => f.location.name === 'isBillingAdmin');
    const banner = functions.find((f) => f.location.name === 'Banner');
    expect([...calledNames(admin!.normalized)].sort()).toEqual(['Checker', 'isAdminForPremium', 'loadAdmins', 'ok', 'readPlan']);
    expect([...calledNames(banner!.normalized)].sort()).toEqual(['UpgradeCard', 'formatPlan']);
  });

  it('says a function that calls the existing one reuses it, by its bare name, and leaves a same-named one undecided', () => {
    const calls = new Set(['isAdminForPremium', 'render']);
    expect(reuses('isBillingAdmin', calls, 'isAdminForPremium')).toBe(true);
    expect(reuses('isBillingAdmin', calls, 'Premium.isAdminForPremium')).toBe(true);
    expect(reuses('isBillingAdmin', calls, 'formatPlan')).toBe(false);
    // `render` calling `render` may be recursion or another class's method: not evidence of reuse
    expect(reuses('Table.render', calls, 'Card.render')).toBe(false);
  });
});
