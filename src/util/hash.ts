import { createHash } from 'node:crypto';

/** Lower-case hex SHA-256 of a string (UTF-8) or bytes. */
export function sha256Hex(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

/** murmur3's 32-bit finalizer: the integer mixing step of the model's feature hash and the cache checksum. */
export function fmix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** FNV-1a's 32-bit offset basis. */
export const FNV_OFFSET = 0x811c9dc5;

/**
 * The 32-bit FNV-1a state after the UTF-16 code units of `s`, starting from
 * state `h` (not finalized): fnv1a(a + b) = fnv1a(b, fnv1a(a)).
 */
export function fnv1a(s: string, h: number = FNV_OFFSET): number {
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
