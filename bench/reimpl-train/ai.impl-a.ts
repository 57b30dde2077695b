// spec: ai-01
export function findEventBoundary(buffer: Uint8Array): number {
  const LF = 10;
  const CR = 13;

  const lineEndingLength = (position: number): number => {
    if (position >= buffer.length) return 0;
    const byte = buffer[position];
    if (byte === LF) return 1;
    if (byte !== CR) return 0;
    return buffer[position + 1] === LF ? 2 : 1;
  };

  for (let index = 0; index < buffer.length; index++) {
    const first = lineEndingLength(index);
    if (first === 0) continue;
    const second = lineEndingLength(index + first);
    if (second > 0) return index + first + second;
  }
  return -1;
}

// spec: ai-02
interface BufferLike {
  from(input: string, encoding: string): Uint8Array;
}

export function decodeBase64Float32(encoded: string): number[] {
  const nodeBuffer = (globalThis as { Buffer?: BufferLike }).Buffer;
  let bytes: Uint8Array;

  if (nodeBuffer) {
    bytes = nodeBuffer.from(encoded, 'base64');
    if (bytes.byteLength % 4 !== 0) {
      throw new RangeError('Invalid base64-encoded float32 array: byte length must be a multiple of 4');
    }
  } else {
    const binary = atob(encoded);
    bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  }

  const aligned = new Uint8Array(bytes.byteLength);
  aligned.set(bytes);
  return Array.from(new Float32Array(aligned.buffer));
}

// spec: ai-03
type SocketPayload = string | ArrayBufferLike[] | ArrayBufferView | ArrayBufferLike | unknown;

export function payloadByteLength(payload: SocketPayload): number {
  if (typeof payload === 'string') return utf8Length(payload);

  if (Array.isArray(payload)) {
    return payload.reduce<number>((total, chunk) => total + byteLengthOf(chunk), 0);
  }

  return byteLengthOf(payload);
}

function byteLengthOf(value: unknown): number {
  if (value !== null && typeof value === 'object' && 'byteLength' in value) {
    const length = (value as { byteLength: unknown }).byteLength;
    return typeof length === 'number' ? length : 0;
  }
  return 0;
}

function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.codePointAt(i) ?? 0;
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code <= 0xffff) bytes += 3;
    else {
      bytes += 4;
      i++;
    }
  }
  return bytes;
}

// spec: ai-04
export function escapeMultipartParameter(value: string): string {
  let result = '';
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    const mustEncode = code <= 0x1f || code === 0x7f || char === '"' || char === '\\';
    result += mustEncode ? encodeURIComponent(char) : char;
  }
  return result;
}

// spec: ai-05
export function fileNameFromPathSegment(segment: string): string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return segment;
  }

  if (/%(0a|0d|22)/i.test(decoded)) return segment;

  return decoded.replace(/[\u0000-\u001f\u007f]/g, (char) =>
    '%' + char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0'),
  );
}

// spec: ai-06
export function* signatureCandidates(header: string): Generator<string> {
  const prefix = 'v1,';
  let start = 0;

  while (true) {
    const spaceIndex = header.indexOf(' ', start);
    const end = spaceIndex === -1 ? header.length : spaceIndex;
    const entry = header.slice(start, end);
    yield entry.startsWith(prefix) ? entry.slice(prefix.length) : entry;
    if (spaceIndex === -1) return;
    start = spaceIndex + 1;
  }
}

// spec: ai-07
export function displayPlatformName(rawPlatform: string): string {
  const platform = rawPlatform.toLowerCase();
  if (platform.includes('ios')) return 'iOS';

  const knownPlatforms: Record<string, string> = {
    android: 'Android',
    darwin: 'MacOS',
    win32: 'Windows',
    freebsd: 'FreeBSD',
    openbsd: 'OpenBSD',
    linux: 'Linux',
  };

  if (Object.prototype.hasOwnProperty.call(knownPlatforms, platform)) return knownPlatforms[platform];
  return platform ? `Other:${platform}` : 'Unknown';
}

// spec: ai-08
export function parseLocalSchemaRef(ref: string): string[] | undefined {
  if (!ref.startsWith('#')) return undefined;

  let pointer: string;
  try {
    pointer = decodeURIComponent(ref.slice(1));
  } catch {
    return undefined;
  }

  if (pointer === '') return [];
  if (!pointer.startsWith('/')) return undefined;

  const segments: string[] = [];
  for (const rawSegment of pointer.slice(1).split('/')) {
    if (/~(?![01])/.test(rawSegment)) return undefined;
    segments.push(rawSegment.replace(/~1/g, '/').replace(/~0/g, '~'));
  }
  return segments;
}

// spec: ai-09
export function formatApiErrorMessage(
  status?: number,
  body?: unknown,
  fallbackMessage?: string,
): string {
  const describe = (): string | undefined => {
    const bodyMessage = (body as { message?: unknown } | null | undefined)?.message;
    if (bodyMessage) {
      return typeof bodyMessage === 'string' ? bodyMessage : JSON.stringify(bodyMessage);
    }
    if (body) return JSON.stringify(body);
    return fallbackMessage;
  };

  const text = describe();
  if (status && text) return `${status} ${text}`;
  if (status) return `${status} status code (no body)`;
  if (text) return text;
  return '(no status code or body)';
}

// spec: ai-10
export function partitionOnce(input: string, delimiter: string): [string, string, string] {
  const index = input.indexOf(delimiter);
  if (index === -1) return [input, '', ''];
  return [input.slice(0, index), delimiter, input.slice(index + delimiter.length)];
}

// spec: ai-11
export function truncateCodePoints(text: string, limit: number): string {
  if (text.length <= limit) return text;

  let codePoints = 0;
  let offset = 0;
  while (offset < text.length) {
    if (codePoints === limit) return text.slice(0, offset);
    const code = text.charCodeAt(offset);
    const isHighSurrogate = code >= 0xd800 && code <= 0xdbff;
    const next = text.charCodeAt(offset + 1);
    const pairsWithNext = isHighSurrogate && next >= 0xdc00 && next <= 0xdfff;
    offset += pairsWithNext ? 2 : 1;
    codePoints++;
  }
  return text;
}

// spec: ai-12
export interface FittedJsonArray {
  json: string;
  size: number;
  truncated: boolean;
}

export function fitJsonFragments(
  fragments: string[],
  byteLimit: number,
  measure: (text: string) => number,
): FittedJsonArray {
  const kept: string[] = [];
  let size = 2;

  for (const fragment of fragments) {
    const added = measure(fragment) + (kept.length > 0 ? 1 : 0);
    if (size + added > byteLimit) break;
    kept.push(fragment);
    size += added;
  }

  return {
    json: `[${kept.join(',')}]`,
    size,
    truncated: kept.length < fragments.length,
  };
}

// spec: ai-13
interface BrowserChange {
  type?: string;
  tab_id?: unknown;
  download_id?: unknown;
  [key: string]: unknown;
}

interface BrowserReport {
  tabs: { tab_id: unknown }[];
  changes: BrowserChange[];
}

export function mergeBrowserChanges(pending: BrowserChange[], report: BrowserReport): BrowserChange[] {
  const combined = [...pending, ...report.changes];
  const liveTabs = new Set(report.tabs.map((tab) => tab.tab_id));

  const lastIndexByDownload = new Map<unknown, number>();
  combined.forEach((change, index) => {
    if ('download_id' in change) lastIndexByDownload.set(change.download_id, index);
  });

  const openedTabs = new Set<unknown>();
  return combined.filter((change, index) => {
    if (change.type === 'tab_opened') {
      if (!liveTabs.has(change.tab_id) || openedTabs.has(change.tab_id)) return false;
      openedTabs.add(change.tab_id);
      return true;
    }
    if ('download_id' in change) return lastIndexByDownload.get(change.download_id) === index;
    return true;
  });
}

// spec: ai-14
export function redactTokenErrorBody(body: unknown): unknown {
  if (body === null || body === undefined) return body;

  if (typeof body === 'string') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      const maxLength = 2000;
      if (body.length <= maxLength) return body;
      return `${body.slice(0, maxLength)}... <${body.length - maxLength} more chars>`;
    }
    return JSON.stringify(redactTokenErrorBody(parsed));
  }

  if (typeof body === 'object' && !Array.isArray(body)) {
    const allowedKeys = ['error', 'error_description', 'error_uri'];
    const source = body as Record<string, unknown>;
    return Object.fromEntries(
      allowedKeys
        .filter((key) => Object.prototype.hasOwnProperty.call(source, key))
        .map((key) => [key, source[key]]),
    );
  }

  return null;
}

// spec: ai-15
type AttributeType = string | { [descriptor: string]: unknown };

export function headerToAttribute(
  headerValue: string | null | undefined,
  attributeType: AttributeType,
): string | string[] | undefined {
  if (headerValue === null || headerValue === undefined) return undefined;

  const items = headerValue
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
  if (items.length === 0) return undefined;

  return typeof attributeType === 'object' && attributeType !== null ? items : headerValue;
}

// spec: ai-16
export interface FilteredQuery {
  query: string;
  hasContent: boolean;
}

export function filterAllowedQuery(
  query: string,
  allowedNames?: readonly string[],
  extraContentNames: readonly string[] = [],
): FilteredQuery | undefined {
  if (!query || !allowedNames || allowedNames.length === 0) return undefined;

  const allowed = new Set(allowedNames);
  const contentNames = new Set(['email', 'path_prefix', 'expected_content_sha256', ...extraContentNames]);
  const keptParts: string[] = [];
  let hasContent = false;

  for (const part of query.split('&')) {
    const equalsIndex = part.indexOf('=');
    const rawName = equalsIndex === -1 ? part : part.slice(0, equalsIndex);

    let name: string;
    try {
      name = decodeURIComponent(rawName);
    } catch {
      continue;
    }

    if (!allowed.has(name) && name.endsWith('[]')) name = name.slice(0, -2);
    if (!allowed.has(name)) continue;

    keptParts.push(part);
    if (contentNames.has(name)) hasContent = true;
  }

  if (keptParts.length === 0) return undefined;
  return { query: keptParts.join('&'), hasContent };
}

// spec: ai-17
export function serverAttributesFromBaseUrl(baseUrl: string): Record<string, string | number> {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    return {};
  }

  const address = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const port = url.port ? Number(url.port) : url.protocol === 'http:' ? 80 : 443;
  return { 'server.address': address, 'server.port': port };
}

// spec: ai-18
const CACHE_NESTED_KEYS = ['content', 'source', 'tool', 'definition', 'tool_references'] as const;

export function stripCacheControl<T>(value: T): T {
  if (!isPlainRecord(value)) return value;

  const { cache_control: _removed, ...copy } = value as Record<string, unknown>;

  for (const key of CACHE_NESTED_KEYS) {
    if (!(key in copy)) continue;
    const nested = copy[key];
    if (Array.isArray(nested)) copy[key] = nested.map((item) => stripCacheControl(item));
    else if (isPlainRecord(nested)) copy[key] = stripCacheControl(nested);
  }
  return copy as T;
}

function isPlainRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// spec: ai-19
export function findWrappingDirectory(entryNames: string[]): string {
  const segmentLists = entryNames
    .map((name) => name.trim().split('/').filter((segment) => segment !== '' && segment !== '.'))
    .filter((segments) => segments.length > 0);

  if (segmentLists.length === 0) return '';

  const root = segmentLists[0][0];
  if (!segmentLists.every((segments) => segments[0] === root)) return '';

  return segmentLists.some((segments) => segments.length > 1) ? root : '';
}

// spec: ai-20
export type LineBatch = [lineNumbers: number[], lines: string[]];

export async function* batchSearchableLines(source: AsyncIterable<string>): AsyncGenerator<LineBatch> {
  const maxLineLength = 2000;
  const batchSize = 1000;
  const iterator = source[Symbol.asyncIterator]();

  let lineNumbers: number[] = [];
  let lines: string[] = [];
  let lineNumber = 0;

  while (true) {
    let step: IteratorResult<string>;
    try {
      step = await iterator.next();
    } catch {
      break;
    }
    if (step.done) break;

    lineNumber++;
    const line = step.value;
    if (line.length > maxLineLength) continue;

    lineNumbers.push(lineNumber);
    lines.push(line);
    if (lines.length >= batchSize) {
      yield [lineNumbers, lines];
      lineNumbers = [];
      lines = [];
    }
  }

  if (lines.length > 0) yield [lineNumbers, lines];
}

// spec: ai-21
export function expandIpv6(address: unknown): string | null {
  if (typeof address !== 'string' || address === '') return null;
  if (!address.includes(':')) return null;
  if (!/^[0-9a-fA-F:]+$/.test(address)) return null;

  const halves = address.split('::');
  if (halves.length > 2) return null;

  let groups: string[];
  if (halves.length === 2) {
    const left = halves[0] ? halves[0].split(':') : [];
    const right = halves[1] ? halves[1].split(':') : [];
    const missing = 8 - left.length - right.length;
    if (missing < 0) return null;
    groups = [...left, ...Array<string>(missing).fill('0'), ...right];
  } else {
    groups = address.split(':');
  }

  if (groups.length !== 8) return null;
  if (groups.some((group) => group.length < 1 || group.length > 4)) return null;

  return groups.map((group) => group.padStart(4, '0').toLowerCase()).join(':');
}

// spec: ai-22
interface ParsedAddress {
  family: 4 | 6;
  parts: number[];
  bitsPerPart: number;
}

export function isAddressInRange(address: string, range: string): boolean {
  const slashIndex = range.indexOf('/');
  if (slashIndex <= 0 || slashIndex === range.length - 1) return false;

  const network = parseIpAddress(range.slice(0, slashIndex));
  const target = parseIpAddress(address);
  if (!network || !target || network.family !== target.family) return false;

  const prefixText = range.slice(slashIndex + 1).split('/')[0];
  const prefix = parseInt(prefixText, 10);
  const maxPrefix = network.family === 4 ? 32 : 128;
  if (Number.isNaN(prefix) || prefix > maxPrefix) return false;

  for (let bit = 0; bit < prefix; bit++) {
    const partIndex = Math.floor(bit / network.bitsPerPart);
    const shift = network.bitsPerPart - 1 - (bit % network.bitsPerPart);
    const networkBit = (network.parts[partIndex] >> shift) & 1;
    const targetBit = (target.parts[partIndex] >> shift) & 1;
    if (networkBit !== targetBit) return false;
  }
  return true;
}

function parseIpAddress(text: string): ParsedAddress | undefined {
  if (text.includes(':')) {
    const parts = parseIpv6Groups(text);
    return parts ? { family: 6, parts, bitsPerPart: 16 } : undefined;
  }

  const octets = text.split('.');
  if (octets.length !== 4) return undefined;
  if (!octets.every((octet) => /^(0|[1-9]\d{0,2})$/.test(octet) && Number(octet) <= 255)) return undefined;
  return { family: 4, parts: octets.map(Number), bitsPerPart: 8 };
}

function parseIpv6Groups(text: string): number[] | undefined {
  if (!/^[0-9a-fA-F:]+$/.test(text)) return undefined;

  const halves = text.split('::');
  if (halves.length > 2) return undefined;

  let groups: string[];
  if (halves.length === 2) {
    const left = halves[0] ? halves[0].split(':') : [];
    const right = halves[1] ? halves[1].split(':') : [];
    const missing = 8 - left.length - right.length;
    if (missing < 0) return undefined;
    groups = [...left, ...Array<string>(missing).fill('0'), ...right];
  } else {
    groups = text.split(':');
  }

  if (groups.length !== 8 || groups.some((group) => group.length < 1 || group.length > 4)) return undefined;
  return groups.map((group) => parseInt(group, 16));
}

// spec: ai-23
export function maximalMarginalRelevance(
  queryEmbedding: number[] | number[][],
  candidates: number[][],
  lambda = 0.5,
  count = 4,
): number[] {
  const limit = Math.min(count, candidates.length);
  if (limit <= 0) return [];

  const query = Array.isArray(queryEmbedding[0]) ? (queryEmbedding as number[][])[0] : (queryEmbedding as number[]);

  const similarity = (a: number[], b: number[]): number => {
    if (a.length !== b.length) throw new Error('Vectors must have the same length');
    let dot = 0;
    let normA = 0;
    let normB = 0;
    a.forEach((value, index) => {
      dot += value * b[index];
      normA += value * value;
      normB += b[index] * b[index];
    });
    const score = dot / Math.sqrt(normA * normB);
    return Number.isNaN(score) ? 0 : score;
  };

  const relevance = candidates.map((candidate) => similarity(query, candidate));

  let firstIndex = 0;
  relevance.forEach((score, index) => {
    if (score > relevance[firstIndex]) firstIndex = index;
  });

  const selected = [firstIndex];
  while (selected.length < limit) {
    let bestIndex = -1;
    let bestScore = -Infinity;

    candidates.forEach((candidate, index) => {
      if (selected.includes(index)) return;
      const redundancy = Math.max(...selected.map((chosen) => similarity(candidate, candidates[chosen])));
      const score = lambda * relevance[index] - (1 - lambda) * redundancy;
      if (bestIndex === -1 || score > bestScore) {
        bestIndex = index;
        bestScore = score;
      }
    });

    if (bestIndex === -1) break;
    selected.push(bestIndex);
  }
  return selected;
}

// spec: ai-24
export function parseFencedJson<T = unknown>(
  text: string,
  interpret: (json: string) => T = parseIncompleteJson as (json: string) => T,
): T {
  const trimmed = text.trim();
  const fence = '```';
  const openIndex = trimmed.indexOf(fence);
  if (openIndex === -1) return interpret(trimmed);

  let body = trimmed.slice(openIndex + fence.length);
  if (body.startsWith('json\n')) body = body.slice(5);
  else if (body.startsWith('json')) body = body.slice(4);
  else if (body.startsWith('\n')) body = body.slice(1);

  const closeIndex = body.indexOf(fence);
  if (closeIndex !== -1) body = body.slice(0, closeIndex);

  return interpret(body.trim());
}

function parseIncompleteJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (originalError) {
    for (let end = text.length; end > 0; end--) {
      const candidate = closeOpenJson(text.slice(0, end));
      try {
        return JSON.parse(candidate);
      } catch {
        // keep shortening
      }
    }
    throw originalError;
  }
}

function closeOpenJson(prefix: string): string {
  const closers: string[] = [];
  let inString = false;
  let escaped = false;

  for (const char of prefix) {
    if (inString) {
      if (escaped) escaped = false;
      else if (char === '\\') escaped = true;
      else if (char === '"') inString = false;
      continue;
    }
    if (char === '"') inString = true;
    else if (char === '{') closers.push('}');
    else if (char === '[') closers.push(']');
    else if (char === '}' || char === ']') closers.pop();
  }

  return (inString ? prefix + '"' : prefix) + closers.reverse().join('');
}

// spec: ai-25
export function dedentText(text: string): string {
  const lines = text.split('\n');
  const indentWidths = lines
    .map((line) => /^(\s+)\S/.exec(line))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => match[1].length);

  if (indentWidths.length === 0) return text;

  const width = Math.min(...indentWidths);
  return lines
    .map((line) => (line.startsWith(' ') || line.startsWith('\t') ? line.slice(width) : line))
    .join('\n');
}

// spec: ai-26
export interface ParsedMediaType {
  type: string;
  subtype: string;
  parameters: Record<string, string>;
}

export function parseMediaType(input: string): ParsedMediaType {
  const [essence, ...parameterSegments] = input.split(';');
  const typeParts = essence.split('/');
  if (typeParts.length !== 2) {
    throw new Error(`Invalid mime type: "${input}" - does not match type/subtype format.`);
  }

  const type = typeParts[0].trim();
  const subtype = typeParts[1].trim();
  if (!type || !subtype) {
    throw new Error(`Invalid mime type: "${input}" - type or subtype is empty.`);
  }

  const parameters: Record<string, string> = {};
  for (const segment of parameterSegments) {
    const pair = segment.split('=');
    const key = pair[0].trim();
    if (pair.length !== 2 || !key) {
      throw new Error(`Invalid parameter syntax in mime type: "${input}".`);
    }
    parameters[key] = pair[1].trim();
  }

  return { type, subtype, parameters };
}

// spec: ai-27
export type TemplateNode = { type: 'literal'; text: string } | { type: 'variable'; name: string };

export function tokenizeBraceTemplate(template: string): TemplateNode[] {
  const nodes: TemplateNode[] = [];
  let index = 0;

  while (index < template.length) {
    const char = template[index];

    if (char === '{') {
      if (template[index + 1] === '{') {
        nodes.push({ type: 'literal', text: '{' });
        index += 2;
        continue;
      }
      const closeIndex = template.indexOf('}', index + 1);
      if (closeIndex === -1) throw new Error("Unclosed '{' in template.");
      nodes.push({ type: 'variable', name: template.slice(index + 1, closeIndex) });
      index = closeIndex + 1;
      continue;
    }

    if (char === '}') {
      if (template[index + 1] !== '}') throw new Error("Single '}' in template.");
      nodes.push({ type: 'literal', text: '}' });
      index += 2;
      continue;
    }

    const nextBrace = template.slice(index).search(/[{}]/);
    const end = nextBrace === -1 ? template.length : index + nextBrace;
    nodes.push({ type: 'literal', text: template.slice(index, end) });
    index = end;
  }

  return nodes;
}

// spec: ai-28
export function retryAfterToMilliseconds(headerValue: string | null | undefined): number | undefined {
  if (headerValue === null || headerValue === undefined) return undefined;
  const trimmed = headerValue.trim();
  if (!trimmed) return undefined;

  const seconds = Number(trimmed);
  if (!Number.isNaN(seconds) && seconds >= 0) return seconds * 1000;

  const timestamp = Date.parse(trimmed);
  if (Number.isNaN(timestamp)) return undefined;
  return Math.max(0, timestamp - Date.now());
}

// spec: ai-29
export interface BackoffOptions {
  randomize: boolean;
  minTimeout: number;
  factor: number;
  maxTimeout: number;
}

export function computeBackoffDelay(retriesUsed: number, options: BackoffOptions): number {
  const attempt = Math.max(1, retriesUsed + 1);
  const multiplier = options.randomize ? 1 + Math.random() : 1;
  const delay = Math.round(multiplier * options.minTimeout * Math.pow(options.factor, attempt - 1));
  return Math.min(delay, options.maxTimeout);
}

// spec: ai-30
interface TranscriptBlock {
  type?: string;
  text?: string;
  [key: string]: unknown;
}

const SILENT_BLOCK_TYPES = new Set([
  'reasoning',
  'tool_call',
  'tool_call_chunk',
  'invalid_tool_call',
  'server_tool_call',
  'server_tool_call_chunk',
  'server_tool_call_result',
  'non_standard',
]);

export function blockToTranscriptText(block: string | TranscriptBlock): string {
  if (typeof block === 'string') return block;

  const { type } = block;
  switch (type) {
    case 'text':
      return block.text ?? '';
    case 'text-plain':
      return block.text ?? '[text-plain file]';
    case 'image':
    case 'image_url':
      return '[image]';
    case 'audio':
    case 'input_audio':
      return '[audio]';
    case 'video':
      return '[video]';
    case 'file':
      return '[file]';
  }

  if (!type || SILENT_BLOCK_TYPES.has(type)) return '';
  return `[${type}]`;
}

// spec: ai-31
export function findPartialMatchStart(text: string, searched: string): number | null {
  if (searched === '') return null;

  const fullMatch = text.indexOf(searched);
  if (fullMatch !== -1) return fullMatch;

  for (let start = text.length - 1; start >= 0; start--) {
    if (searched.startsWith(text.slice(start))) return start;
  }
  return null;
}

// spec: ai-32
export function stableStringify(value: unknown): string | undefined {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);

  if (Array.isArray(value)) {
    const items = value.map((item) => (item === undefined ? 'null' : stableStringify(item)));
    return `[${items.join(',')}]`;
  }

  const record = value as Record<string, unknown>;
  const members = Object.keys(record)
    .sort()
    .map((key) => `${JSON.stringify(key)}:${stableStringify(record[key])}`);
  return `{${members.join(',')}}`;
}

// spec: ai-33
export function trailingFenceStart(text: string): number {
  const isWhitespace = (char: string): boolean => /\s/.test(char);
  let index = text.length;

  while (index > 0 && isWhitespace(text[index - 1])) index--;

  let backticks = 0;
  while (index > 0 && backticks < 3 && text[index - 1] === '`') {
    index--;
    backticks++;
  }

  if (backticks > 0) {
    while (index > 0 && isWhitespace(text[index - 1])) index--;
  }
  return index;
}

// spec: ai-34
export function addDecimalStrings(left: string, right: string): string | undefined {
  const decimalPattern = /^\d+(\.\d+)?$/;
  if (!decimalPattern.test(left) || !decimalPattern.test(right)) return undefined;

  const [leftInteger, leftFraction = ''] = left.split('.');
  const [rightInteger, rightFraction = ''] = right.split('.');
  const scale = Math.max(leftFraction.length, rightFraction.length);

  const sum =
    BigInt(leftInteger + leftFraction.padEnd(scale, '0')) + BigInt(rightInteger + rightFraction.padEnd(scale, '0'));

  const digits = sum.toString().padStart(scale + 1, '0');
  const integerPart = digits.slice(0, digits.length - scale);
  const fractionPart = digits.slice(digits.length - scale).replace(/0+$/, '');
  return fractionPart ? `${integerPart}.${fractionPart}` : integerPart;
}

// spec: ai-35
export class InvalidArgumentError extends Error {
  constructor(
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'InvalidArgumentError';
  }
}

export function cosineSimilarity(first: readonly number[], second: readonly number[]): number {
  if (first.length !== second.length) {
    throw new InvalidArgumentError('Vectors must have the same length', {
      firstLength: first.length,
      secondLength: second.length,
    });
  }
  if (first.length === 0) return 0;

  let dotProduct = 0;
  let firstMagnitude = 0;
  let secondMagnitude = 0;
  for (let i = 0; i < first.length; i++) {
    dotProduct += first[i] * second[i];
    firstMagnitude += first[i] ** 2;
    secondMagnitude += second[i] ** 2;
  }

  if (firstMagnitude === 0 || secondMagnitude === 0) return 0;
  return dotProduct / Math.sqrt(firstMagnitude * secondMagnitude);
}

// spec: ai-36
export class DataUrlError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidArgumentError';
  }
}

export function decodeDataUrlText(dataUrl: string): string {
  const [header, payload] = dataUrl.split(',');
  const mediaTypePiece = header.split(';')[0];
  const colonIndex = mediaTypePiece.indexOf(':');

  if (colonIndex === -1 || !payload) throw new DataUrlError('Invalid data URL format');

  const charset = /charset\s*=\s*"?([^";,\s]+)"?/i.exec(header)?.[1];

  try {
    const binary = atob(payload);
    if (!charset) return binary;
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder(charset).decode(bytes);
  } catch {
    throw new DataUrlError('Error decoding data URL');
  }
}

// spec: ai-37
export function appendUrlPath(url: string, path: string): string {
  const suffixStart = url.search(/[?#]/);
  const base = suffixStart === -1 ? url : url.slice(0, suffixStart);
  const suffix = suffixStart === -1 ? '' : url.slice(suffixStart);

  const joined = base.endsWith('/') && path.startsWith('/') ? base + path.slice(1) : base + path;
  return joined + suffix;
}

// spec: ai-38
export function looksLikeText(data: Uint8Array | string): boolean {
  const windowSize = 512;
  let bytes: Uint8Array;

  if (typeof data === 'string') {
    const binary = atob(data.slice(0, 688));
    bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } else {
    bytes = data;
  }

  if (bytes.length === 0) return false;

  const examined = bytes.subarray(0, windowSize);
  return examined.every((byte) => byte >= 32 || byte === 9 || byte === 10 || byte === 13);
}

// spec: ai-39
export function encodeCodeFragment(name: string): string {
  let encoded = '';
  for (let i = 0; i < name.length; i++) {
    const char = name[i];
    encoded += /[A-Za-z0-9]/.test(char)
      ? char
      : '_' + name.charCodeAt(i).toString(16).toUpperCase().padStart(4, '0');
  }
  return encoded;
}

// spec: ai-40
export interface FingerprintDrift {
  added: string[];
  changed: string[];
  removed: string[];
}

export function diffToolFingerprints(
  current: Record<string, string>,
  baseline: Record<string, string>,
): FingerprintDrift {
  const hasOwn = (record: object, key: string): boolean => Object.prototype.hasOwnProperty.call(record, key);

  const currentNames = Object.keys(current);
  return {
    added: currentNames.filter((name) => !hasOwn(baseline, name)),
    changed: currentNames.filter((name) => hasOwn(baseline, name) && current[name] !== baseline[name]),
    removed: Object.keys(baseline).filter((name) => !hasOwn(current, name)),
  };
}

// spec: ai-41
export interface ResourcePair {
  requestedResource: string | URL;
  configuredResource: string | URL;
}

export function resourceCoversRequest({ requestedResource, configuredResource }: ResourcePair): boolean {
  const requested = new URL(typeof requestedResource === 'string' ? requestedResource : requestedResource.href);
  const configured = new URL(typeof configuredResource === 'string' ? configuredResource : configuredResource.href);

  if (
    requested.protocol !== configured.protocol ||
    requested.hostname !== configured.hostname ||
    requested.port !== configured.port
  ) {
    return false;
  }

  if (requested.pathname.length < configured.pathname.length) return false;

  const withSlash = (path: string): string => (path.endsWith('/') ? path : `${path}/`);
  return withSlash(requested.pathname).startsWith(withSlash(configured.pathname));
}

// spec: ai-42
export interface TemplateExpression {
  name: string | undefined;
  operator: string;
  names: string[];
  exploded: boolean;
}

export type UriTemplatePart = string | TemplateExpression;

export function parseUriTemplate(template: string): UriTemplatePart[] {
  const maxExpressions = 10000;
  const operators = '+#./?&';
  const parts: UriTemplatePart[] = [];
  let literal = '';
  let expressionCount = 0;
  let index = 0;

  while (index < template.length) {
    if (template[index] !== '{') {
      literal += template[index];
      index++;
      continue;
    }

    const closeIndex = template.indexOf('}', index + 1);
    if (closeIndex === -1) throw new Error('Unclosed template expression');

    expressionCount++;
    if (expressionCount > maxExpressions) {
      throw new Error(`Template contains too many expressions (max ${maxExpressions})`);
    }

    if (literal) {
      parts.push(literal);
      literal = '';
    }

    const body = template.slice(index + 1, closeIndex);
    const operator = body.length > 0 && operators.includes(body[0]) ? body[0] : '';
    const names = body
      .slice(operator.length)
      .split(',')
      .map((name) => name.replace('*', '').trim())
      .filter((name) => name.length > 0);

    parts.push({ name: names[0], operator, names, exploded: body.includes('*') });
    index = closeIndex + 1;
  }

  if (literal) parts.push(literal);
  return parts;
}

// spec: ai-43
export function issuersMatch(first: string, second: string): boolean {
  const normalize = (value: string): string | undefined => {
    try {
      return new URL(value).href;
    } catch {
      return undefined;
    }
  };

  const normalizedFirst = normalize(first);
  const normalizedSecond = normalize(second);
  const [left, right] =
    normalizedFirst !== undefined && normalizedSecond !== undefined
      ? [normalizedFirst, normalizedSecond]
      : [first, second];

  if (left === right) return true;

  const dropSlash = (value: string): string => (value.endsWith('/') ? value.slice(0, -1) : value);
  return dropSlash(left) === right || dropSlash(right) === left;
}

// spec: ai-44
interface ResponseWithHeaders {
  headers: { get(name: string): string | null | undefined };
}

export function readAuthenticateParameter(response: ResponseWithHeaders, parameterName: string): string | null {
  const header = response.headers.get('WWW-Authenticate');
  if (!header) return null;

  const pattern = new RegExp(`${parameterName}=(?:"([^"]+)"|([^\\s,]+))`);
  const match = pattern.exec(header);
  if (!match) return null;
  return match[1] ?? match[2];
}

// spec: ai-45
export interface WellKnownPathOptions {
  prependPathname?: boolean;
}

export function buildWellKnownPath(
  wellKnownName: string,
  pathname = '',
  options: WellKnownPathOptions = {},
): string {
  const trimmedPath = pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  const wellKnown = `/.well-known/${wellKnownName}`;
  return options.prependPathname ? `${trimmedPath}${wellKnown}` : `${wellKnown}${trimmedPath}`;
}

// spec: ai-46
export function redirectUriMatches(requestedUri: string, registeredUri: string): boolean {
  if (requestedUri === registeredUri) return true;

  let requested: URL;
  let registered: URL;
  try {
    requested = new URL(requestedUri);
    registered = new URL(registeredUri);
  } catch {
    return false;
  }

  const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);
  if (!loopbackHosts.has(requested.hostname) || !loopbackHosts.has(registered.hostname)) return false;

  return (
    requested.protocol === registered.protocol &&
    requested.hostname === registered.hostname &&
    requested.pathname === registered.pathname &&
    requested.search === registered.search
  );
}

// spec: ai-47
export function countInputMembers(input: unknown, maximum: number): number {
  const pending: unknown[] = [input];
  let total = 0;

  while (pending.length > 0) {
    const current = pending.pop();
    if (current === null || typeof current !== 'object') continue;

    const children = Array.isArray(current) ? current : Object.values(current as Record<string, unknown>);
    for (const child of children) {
      total++;
      if (total > maximum) return total;
      if (child !== null && typeof child === 'object') pending.push(child);
    }
  }
  return total;
}

// spec: ai-48
interface DefaultsSchema {
  type?: string;
  properties?: Record<string, DefaultsSchema | boolean>;
  default?: unknown;
  anyOf?: (DefaultsSchema | boolean)[];
  oneOf?: (DefaultsSchema | boolean)[];
}

export function applySchemaDefaults(schema: DefaultsSchema | undefined, data: unknown): void {
  if (!schema || data === null || typeof data !== 'object') return;
  const record = data as Record<string, unknown>;

  if (schema.type === 'object' && schema.properties) {
    for (const [key, propertySchema] of Object.entries(schema.properties)) {
      if (typeof propertySchema !== 'object' || propertySchema === null) continue;
      if (record[key] === undefined && Object.prototype.hasOwnProperty.call(propertySchema, 'default')) {
        record[key] = propertySchema.default;
      }
      if (record[key] !== undefined) applySchemaDefaults(propertySchema, record[key]);
    }
  }

  for (const alternatives of [schema.anyOf, schema.oneOf]) {
    for (const subSchema of alternatives ?? []) {
      if (typeof subSchema !== 'boolean') applySchemaDefaults(subSchema, data);
    }
  }
}

// spec: ai-49
export function formatIssuePath(path: readonly (string | number)[]): string {
  if (path.length === 0) return 'object root';

  const [first, ...rest] = path;
  return rest.reduce<string>(
    (location, segment) => (typeof segment === 'number' ? `${location}[${segment}]` : `${location}.${segment}`),
    String(first),
  );
}

// spec: ai-50
interface DescribedRecord {
  name: unknown;
  title?: unknown;
  annotations?: { title?: unknown } | null;
}

export function resolveDisplayName(record: DescribedRecord): unknown {
  if (record.title !== undefined && record.title !== '') return record.title;
  if ('annotations' in record && record.annotations?.title) return record.annotations.title;
  return record.name;
}

// spec: ai-51
export type ByteSegment = [start: number, end: number];

export function bytePairMerge(piece: readonly number[] | Uint8Array, ranks: Map<string, number>): ByteSegment[] {
  if (piece.length === 0) return [];

  const boundaries = Array.from({ length: piece.length + 1 }, (_, index) => index);
  const rankOf = (start: number, end: number): number | undefined =>
    ranks.get(Array.from(piece.slice(start, end)).join(','));

  while (boundaries.length > 2) {
    let bestRank = Infinity;
    let bestIndex = -1;

    for (let i = 0; i + 2 < boundaries.length; i++) {
      const rank = rankOf(boundaries[i], boundaries[i + 2]);
      if (rank !== undefined && rank < bestRank) {
        bestRank = rank;
        bestIndex = i;
      }
    }

    if (bestIndex === -1) break;
    boundaries.splice(bestIndex + 1, 1);
  }

  return boundaries.slice(0, -1).map((start, index): ByteSegment => [start, boundaries[index + 1]]);
}

// spec: ai-52
interface TokenDecoderTables {
  tokenBytes: Map<number, Uint8Array>;
  specialTokenBytes: Map<number, Uint8Array>;
}

export function decodeTokenIds(tokenizer: TokenDecoderTables, tokenIds: readonly number[]): string {
  const chunks = tokenIds
    .map((id) => tokenizer.tokenBytes.get(id) ?? tokenizer.specialTokenBytes.get(id))
    .filter((bytes): bytes is Uint8Array => bytes !== undefined);

  const totalLength = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  const buffer = new Uint8Array(totalLength);
  let offset = 0;
  for (const chunk of chunks) {
    buffer.set(chunk, offset);
    offset += chunk.length;
  }

  return new TextDecoder('utf-8', { fatal: false }).decode(buffer);
}

// spec: ai-53
export function compareByteArrays(first: ArrayLike<number>, second: ArrayLike<number>): number {
  const sharedLength = Math.min(first.length, second.length);
  for (let i = 0; i < sharedLength; i++) {
    if (first[i] !== second[i]) return first[i] - second[i];
  }
  return first.length - second.length;
}

// spec: ai-54
export function findBinaryToken(
  table: readonly (readonly [Uint8Array, number])[],
  key: Uint8Array,
): number {
  let low = 0;
  let high = table.length - 1;

  while (low <= high) {
    const middle = (low + high) >>> 1;
    const order = compareBytes(table[middle][0], key);
    if (order === 0) return middle;
    if (order < 0) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}

function compareBytes(first: Uint8Array, second: Uint8Array): number {
  const sharedLength = Math.min(first.length, second.length);
  for (let i = 0; i < sharedLength; i++) {
    if (first[i] !== second[i]) return first[i] - second[i];
  }
  return first.length - second.length;
}

// spec: ai-55
interface MergeCacheOwner {
  mergeCache?: Map<string, number[]>;
  mergeCacheCapacity: number;
}

export function storeMergeResult(owner: MergeCacheOwner, text: string, tokens: number[]): void {
  const cache = owner.mergeCache;
  if (!cache) return;

  if (cache.size >= owner.mergeCacheCapacity) {
    const oldest = cache.keys().next();
    if (!oldest.done) cache.delete(oldest.value);
  }
  cache.set(text, tokens);
}

// spec: ai-56
interface CountableMessage {
  role?: string;
  content?: string | null;
  name?: string;
  function_call?: { name?: string; arguments?: string };
}

export function estimateMessageTokens(message: CountableMessage, countTokens: (text: string) => number): number {
  let total = 0;

  if (message.role) total += countTokens(message.role);
  if (message.content) total += countTokens(message.content);
  if (message.name) total += countTokens(message.name) + 1;

  const call = message.function_call;
  if (call) {
    if (call.name) total += countTokens(call.name);
    if (call.arguments) total += countTokens(call.arguments);
    total += 3;
  }

  total += 3;
  if (message.role === 'function') total -= 2;
  return total;
}

// spec: ai-57
interface PropertyContainerSchema<P> {
  properties?: Record<string, P>;
  required?: string[];
}

export function renderPropertyLines<P extends { description?: string }>(
  schema: PropertyContainerSchema<P>,
  indent: number,
  renderType: (propertySchema: P, indent: number) => string,
): string {
  if (!schema.properties) return '';

  const padding = ' '.repeat(indent);
  const required = new Set(schema.required ?? []);
  const lines: string[] = [];

  for (const [name, propertySchema] of Object.entries(schema.properties)) {
    if (propertySchema.description && indent < 2) {
      lines.push(`${padding}// ${propertySchema.description}`);
    }
    const optionalMark = required.has(name) ? '' : '?';
    lines.push(`${padding}${name}${optionalMark}: ${renderType(propertySchema, indent)},`);
  }
  return lines.join('\n');
}

// spec: ai-58
interface TypeSchema {
  type?: string;
  enum?: unknown[];
  items?: TypeSchema;
  properties?: Record<string, TypeSchema>;
  required?: string[];
  description?: string;
}

export function renderSchemaType(schema: TypeSchema, indent: number): string {
  switch (schema.type) {
    case 'string':
      return schema.enum ? schema.enum.map((value) => JSON.stringify(value)).join(' | ') : 'string';
    case 'integer':
    case 'number':
      return schema.enum ? schema.enum.map((value) => String(value)).join(' | ') : 'number';
    case 'boolean':
    case 'null':
      return schema.type;
    case 'array':
      return schema.items ? `${renderSchemaType(schema.items, indent)}[]` : 'any[]';
    case 'object':
      return `{\n${renderObjectBody(schema, indent + 2)}\n${' '.repeat(indent)}}`;
    default:
      return 'any';
  }
}

function renderObjectBody(schema: TypeSchema, indent: number): string {
  if (!schema.properties) return '';

  const padding = ' '.repeat(indent);
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties)
    .flatMap(([name, propertySchema]) => {
      const lines: string[] = [];
      if (propertySchema.description && indent < 2) lines.push(`${padding}// ${propertySchema.description}`);
      const optionalMark = required.has(name) ? '' : '?';
      lines.push(`${padding}${name}${optionalMark}: ${renderSchemaType(propertySchema, indent)},`);
      return lines;
    })
    .join('\n');
}

// spec: ai-59
interface PaddableMessage {
  role?: string;
  content?: string | null;
  [key: string]: unknown;
}

export function padSystemMessage<M extends PaddableMessage>(
  message: M,
  hasFunctions: boolean,
  alreadyPadded: boolean,
): M {
  if (!hasFunctions || alreadyPadded) return message;
  if (message.role !== 'system' || !message.content) return message;
  if (message.content.endsWith('\n')) return message;
  return { ...message, content: `${message.content}\n` };
}

// spec: ai-60
export function insertHeaderLines(content: string, headerLines: readonly string[]): string {
  const directivePrefixes = ['// @ts-nocheck', '// oxfmt-ignore'];
  const lines = content.split('\n');

  let insertAt = 0;
  while (insertAt < lines.length && directivePrefixes.some((prefix) => lines[insertAt].startsWith(prefix))) {
    insertAt++;
  }

  lines.splice(insertAt, 0, ...headerLines);
  return lines.join('\n');
}
