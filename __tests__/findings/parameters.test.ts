/**
 * Whether a function declares no parameters, read from its source as the
 * review reads it (src/findings/parameters.ts).
 */
import { takesNoArguments } from '../../src/findings/parameters.js';

describe('takesNoArguments', () => {
  it.each([
    ['export function loadCache() {\n  try { return JSON.parse(localStorage.getItem("k")) } catch { return {} }\n}'],
    ['export const getCookieDomain = (): string => {\n  return new URL(x).hostname;\n}'],
    ['  static init() {\n    return new Store();\n  }'],
    ['export async function runCreateDraftRelease() {'],
    ['@Get()\n@UseGuards(AuthGuard)\nasync list() {\n  return this.items;\n}'],
    ['get value() {\n  return this._v;\n}'],
    ['export const f = async <T,>() => {']
  ])('reads an empty parameter list: %s', (source) => {
    expect(takesNoArguments(source)).toBe(true);
  });

  it.each([
    ['export function fileSha256(filePath: string) {'],
    ['export const parse = ({ a, b }: Opts) => a + b;'],
    ['static fromError(error: Error): NativeError {'],
    ['map: (data) =>\n  data.map((x) => x.id)'],
    ['const ids = items =>\n  items.map(id);'],
    ['@Get(":id")\nasync one(@Param("id") id: string) {'],
    ['export function f<T extends Record<string, unknown>>(value: T) {'],
    // a wrapped callback is not read: counted as taking arguments
    ['export const Card = memo((props) => {'],
    ['']
  ])('reads parameters, or cannot tell: %s', (source) => {
    expect(takesNoArguments(source)).toBe(false);
  });
});
