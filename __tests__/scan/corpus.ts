/** Small, realistic sources for end-to-end scans: a function, its disguised copy, and unrelated code. */

export const FORMAT_BYTES = `export function formatBytes(bytes: number, decimals = 2): string {
  if (bytes === 0) return '0 Bytes';
  const k = 1024;
  const dm = decimals < 0 ? 0 : decimals;
  const sizes = ['Bytes', 'KB', 'MB', 'GB', 'TB'];
  const i = Math.floor(Math.log(bytes) / Math.log(k));
  return parseFloat((bytes / Math.pow(k, i)).toFixed(dm)) + ' ' + sizes[i];
}
`;

/** formatBytes with every identifier renamed, reformatted and commented. */
export const HUMAN_SIZE = `// sizes for humans
export const humanSize = (n: number, digits = 2): string => {
  if (n === 0) { return '0 Bytes'; }   // nothing to do
  const base = 1024, d = digits < 0 ? 0 : digits;
  const units = ['Bytes', 'KB', 'MB', 'GB', 'TB'];
  const idx = Math.floor(
    Math.log(n) / Math.log(base)
  );
  return parseFloat((n / Math.pow(base, idx)).toFixed(d)) + ' ' + units[idx];
};
`;

export const UNRELATED = `export class EventBus {
  private handlers = new Map<string, Array<(payload: unknown) => void>>();

  on(event: string, handler: (payload: unknown) => void): () => void {
    const list = this.handlers.get(event) ?? [];
    list.push(handler);
    this.handlers.set(event, list);
    return () => this.off(event, handler);
  }

  off(event: string, handler: (payload: unknown) => void): void {
    const list = this.handlers.get(event);
    if (!list) return;
    const index = list.indexOf(handler);
    if (index >= 0) list.splice(index, 1);
    if (list.length === 0) this.handlers.delete(event);
  }
}

export async function retry<T>(attempt: () => Promise<T>, times: number, delayMs: number): Promise<T> {
  let lastError: unknown;
  for (let i = 0; i < times; i++) {
    try {
      return await attempt();
    } catch (err) {
      lastError = err;
      await new Promise((resolve) => setTimeout(resolve, delayMs * 2 ** i));
    }
  }
  throw lastError;
}

export function parseQuery(query: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of query.replace(/^\\?/, '').split('&')) {
    if (!part) continue;
    const [key, value = ''] = part.split('=');
    out[decodeURIComponent(key!)] = decodeURIComponent(value);
  }
  return out;
}
`;

export const MORE_UNRELATED = `export function chunk(items, size) {
  const result = [];
  for (let i = 0; i < items.length; i += size) {
    result.push(items.slice(i, i + size));
  }
  return result;
}

export function debounce(fn, wait) {
  let timer = null;
  return function (...args) {
    clearTimeout(timer);
    timer = setTimeout(() => fn.apply(this, args), wait);
  };
}
`;
