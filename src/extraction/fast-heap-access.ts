/**
 * Faster 32-bit heap access for web-tree-sitter's tree cursors.
 *
 * Every cursor move (gotoFirstChild, gotoNextSibling, nodeTypeId, ...)
 * copies the cursor's four 32-bit words into the WebAssembly heap and back
 * through the Emscripten module's generic `setValue(ptr, value, type)` /
 * `getValue(ptr, type)`, which test the type string on every call: about a
 * sixth of extraction time on a large tree. web-tree-sitter calls them as
 * properties of its module object, which is the options object given to
 * `Parser.init`, so they can be replaced by versions that take the `i32`
 * path first. The replacements do exactly what the generic ones do for
 * `i32` (aligned down to 4 bytes, little-endian, through the module's current DataView, which is
 * replaced when the heap grows) and hand every other type to the original.
 */

/** The parts of the Emscripten module this module relies on. */
interface HeapModule {
  setValue: (ptr: number, value: number, type?: string) => void;
  getValue: (ptr: number, type?: string) => number;
  HEAP_DATA_VIEW: DataView;
}

function isHeapModule(m: Record<string, unknown>): m is Record<string, unknown> & HeapModule {
  return typeof m['setValue'] === 'function' && typeof m['getValue'] === 'function' && m['HEAP_DATA_VIEW'] instanceof DataView;
}

/**
 * Install the fast accessors on the initialized module `m` (the object given
 * to `Parser.init`). Returns false, changing nothing, when the module does
 * not have the expected shape (another web-tree-sitter build).
 */
export function installFastHeapAccess(m: Record<string, unknown>): boolean {
  if (!isHeapModule(m)) return false;
  const set = m.setValue;
  const get = m.getValue;
  const mod: HeapModule = m;
  m.setValue = (ptr: number, value: number, type?: string): void => {
    if (type === 'i32') mod.HEAP_DATA_VIEW.setInt32((ptr >> 2) * 4, value, true);
    else set(ptr, value, type);
  };
  m.getValue = (ptr: number, type?: string): number => (type === 'i32' ? mod.HEAP_DATA_VIEW.getInt32((ptr >> 2) * 4, true) : get(ptr, type));
  return true;
}
