import { Language, Parser } from 'web-tree-sitter';
import { installFastHeapAccess } from '../../src/extraction/fast-heap-access.js';
import { assetPaths } from '../../src/util/assets.js';

describe('fast 32-bit heap access for tree cursors', () => {
  const fake = (): { module: Record<string, unknown>; calls: string[]; view: DataView } => {
    const view = new DataView(new ArrayBuffer(64));
    const calls: string[] = [];
    const module: Record<string, unknown> = {
      HEAP_DATA_VIEW: view,
      setValue: (ptr: number, value: number, type?: string) => { calls.push(`set ${ptr} ${value} ${type}`); },
      getValue: (ptr: number, type?: string) => { calls.push(`get ${ptr} ${type}`); return -1; }
    };
    return { module, calls, view };
  };

  it('reads and writes i32 little-endian through the current heap view, aligned as Emscripten aligns', () => {
    const { module, calls, view } = fake();
    expect(installFastHeapAccess(module)).toBe(true);
    const set = module['setValue'] as (p: number, v: number, t?: string) => void;
    const get = module['getValue'] as (p: number, t?: string) => number;
    set(8, -123456789, 'i32');
    expect(view.getInt32(8, true)).toBe(-123456789);
    expect(get(8, 'i32')).toBe(-123456789);
    set(13, 7, 'i32'); // (13 >> 2) * 4 = 12
    expect(view.getInt32(12, true)).toBe(7);
    // the heap grew: Emscripten replaces the module's view, and the accessors follow it
    const grown = new DataView(new ArrayBuffer(128));
    module['HEAP_DATA_VIEW'] = grown;
    set(100, 42, 'i32');
    expect(grown.getInt32(100, true)).toBe(42);
    expect(calls).toEqual([]);
  });

  it('hands every other type to the original accessors', () => {
    const { module, calls } = fake();
    installFastHeapAccess(module);
    (module['setValue'] as (p: number, v: number, t?: string) => void)(4, 1, 'i8');
    expect((module['getValue'] as (p: number, t?: string) => number)(4, 'double')).toBe(-1);
    expect(calls).toEqual(['set 4 1 i8', 'get 4 double']);
  });

  it('changes nothing on a module of another shape', () => {
    const module: Record<string, unknown> = { setValue: () => undefined };
    expect(installFastHeapAccess(module)).toBe(false);
    expect(Object.keys(module)).toEqual(['setValue']);
  });

  it('fits the pinned web-tree-sitter: its module is the options object, and cursors walk the same tree', async () => {
    const module: Record<string, unknown> = { locateFile: () => assetPaths().treeSitterWasm };
    await Parser.init(module);
    const parser = new Parser();
    parser.setLanguage(await Language.load(assetPaths().grammar('javascript')));
    const source = 'function f(a) { return a.b ? [1, 2] : { c: `x${a}` }; }\nconst g = (x) => x * 2;\n';
    const walk = (): string[] => {
      const tree = parser.parse(source)!;
      const cursor = tree.walk();
      const seen: string[] = [];
      for (;;) {
        seen.push(`${cursor.nodeType}@${cursor.startIndex}-${cursor.endIndex}`);
        if (cursor.gotoFirstChild() || cursor.gotoNextSibling()) continue;
        while (cursor.gotoParent() && !cursor.gotoNextSibling());
        if (cursor.nodeId === tree.rootNode.id) break;
      }
      return seen;
    };
    const before = walk();
    expect(installFastHeapAccess(module)).toBe(true);
    expect(walk()).toEqual(before);
    expect(before.length).toBeGreaterThan(40);
  });
});
