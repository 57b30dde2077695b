// spec: docs-01
/** Concatenates byte arrays and (low-byte) strings into one new Uint8Array. */
export function concatBytes(...parts: Array<Uint8Array | string>): Uint8Array {
  const chunks = parts.map((part) => {
    if (typeof part !== 'string') return part;
    const bytes = new Uint8Array(part.length);
    for (let i = 0; i < part.length; i++) bytes[i] = part.charCodeAt(i) & 0xff;
    return bytes;
  });
  const totalLength = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  const result = new Uint8Array(totalLength);
  let offset = 0;
  for (const chunk of chunks) {
    result.set(chunk, offset);
    offset += chunk.length;
  }
  return result;
}

// spec: docs-02
/** Drops elements whose key equals the key of the element directly before them. */
export function dedupeAdjacentBy<T, K>(items: readonly T[], keyOf: (item: T) => K): T[] {
  return items.filter((item, index) => index === 0 || keyOf(item) !== keyOf(items[index - 1]));
}

// spec: docs-03
const BASE64_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Encodes bytes as padded standard base-64 text. */
export function encodeBase64(bytes: ArrayLike<number>): string {
  const pieces: string[] = [];
  for (let i = 0; i < bytes.length; i += 3) {
    const first = bytes[i];
    const second = i + 1 < bytes.length ? bytes[i + 1] : 0;
    const third = i + 2 < bytes.length ? bytes[i + 2] : 0;
    pieces.push(
      BASE64_ALPHABET[first >> 2],
      BASE64_ALPHABET[((first & 0x03) << 4) | (second >> 4)],
      BASE64_ALPHABET[((second & 0x0f) << 2) | (third >> 6)],
      BASE64_ALPHABET[third & 0x3f],
    );
  }
  const encoded = pieces.join('');
  const leftover = bytes.length % 3;
  if (leftover === 2) return `${encoded.slice(0, -1)}=`;
  if (leftover === 1) return `${encoded.slice(0, -2)}==`;
  return encoded;
}

// spec: docs-04
/** Decodes standard base-64 text leniently; unknown characters count as zero. */
export function decodeBase64(text: string): Uint8Array {
  const valueAt = (index: number): number => {
    if (index >= text.length) return 0;
    const position = BASE64_ALPHABET.indexOf(text[index]);
    return position < 0 ? 0 : position;
  };
  let outputLength = Math.floor(text.length * 0.75);
  if (text.endsWith('=')) {
    outputLength--;
    if (text[text.length - 2] === '=') outputLength--;
  }
  const output = new Uint8Array(Math.max(0, outputLength));
  let cursor = 0;
  for (let i = 0; i < text.length; i += 4) {
    const a = valueAt(i);
    const b = valueAt(i + 1);
    const c = valueAt(i + 2);
    const d = valueAt(i + 3);
    const triple = [(a << 2) | (b >> 4), ((b & 0x0f) << 4) | (c >> 2), ((c & 0x03) << 6) | d];
    for (const byte of triple) {
      if (cursor < output.length) output[cursor++] = byte;
    }
  }
  return output;
}

// spec: docs-05
/** Formats a number as plain decimal text without exponent notation. */
export function toPlainDecimal(value: number): string {
  const defaultText = value.toString();
  if (Math.abs(value) < 1) {
    const exponentMatch = /e-(\d+)$/.exec(defaultText);
    if (exponentMatch) {
      const exponent = parseInt(exponentMatch[1], 10);
      const scaled = Math.abs(value) * 10 ** (exponent - 1);
      const digits = scaled.toString().slice(2);
      const sign = value < 0 ? '-' : '';
      return `${sign}0.${'0'.repeat(exponent - 1)}${digits}`;
    }
    return defaultText;
  }
  const exponentMatch = /e\+?(\d+)$/.exec(defaultText);
  if (exponentMatch) {
    const exponent = parseInt(exponentMatch[1], 10);
    if (exponent > 20) {
      const extraZeros = exponent - 20;
      const quotient = value / 10 ** extraZeros;
      return `${quotient}${'0'.repeat(extraZeros)}`;
    }
  }
  return defaultText;
}

// spec: docs-06
/** Big-endian minimal byte representation of a non-negative integer. */
export function integerToBytes(value: number): Uint8Array {
  const byteCount = Math.ceil(value.toString(2).length / 8);
  const bytes = new Uint8Array(byteCount);
  for (let i = 0; i < byteCount; i++) {
    bytes[i] = value >> ((byteCount - 1 - i) * 8);
  }
  return bytes;
}

// spec: docs-07
/** Returns the character (surrogate pair aware) at a UTF-16 index and its unit length. */
export function characterAt(text: string, index: number): [string, number] {
  const code = text.charCodeAt(index);
  if (code >= 0xd800 && code <= 0xdbff && index + 1 < text.length) {
    const next = text.charCodeAt(index + 1);
    if (next >= 0xdc00 && next <= 0xdfff) return [text.slice(index, index + 2), 2];
  }
  return [text.charAt(index), 1];
}

// spec: docs-08
const PDF_DATE_PATTERN =
  /^D:(\d{4})(\d{2})?(\d{2})?(\d{2})?(\d{2})?(\d{2})?([+\-Z])?(\d{2})?'?(\d{2})?'?$/;

/** Parses a PDF date string (D:YYYYMMDDHHmmSSOHH'mm') into a Date. */
export function parsePdfDate(text: string): Date | undefined {
  const match = PDF_DATE_PATTERN.exec(text);
  if (!match) return undefined;
  const [
    ,
    year,
    month = '01',
    day = '01',
    hours = '00',
    minutes = '00',
    seconds = '00',
    zone = 'Z',
    offsetHours = '00',
    offsetMinutes = '00',
  ] = match;
  const zonePart = zone === 'Z' ? 'Z' : `${zone}${offsetHours}:${offsetMinutes}`;
  return new Date(`${year}-${month}-${day}T${hours}:${minutes}:${seconds}${zonePart}`);
}

// spec: docs-09
/** Finds the last of successive non-overlapping matches by matching on the remainder. */
export function findLastMatch(
  text: string,
  pattern: RegExp,
): { match: RegExpMatchArray | undefined; position: number } {
  let position = 0;
  let lastMatch: RegExpMatchArray | undefined;
  while (position < text.length) {
    const match = text.substring(position).match(pattern);
    if (!match) break;
    lastMatch = match;
    position += (match.index ?? 0) + match[0].length;
  }
  return { match: lastMatch, position };
}

// spec: docs-10
/** Encodes a string as UTF-16 code units, optionally preceded by a byte order mark. */
export function encodeUtf16(text: string, includeByteOrderMark: boolean = true): Uint16Array {
  const units: number[] = includeByteOrderMark ? [0xfeff] : [];
  let index = 0;
  while (index < text.length) {
    const codePoint = text.codePointAt(index) as number;
    if (codePoint < 0x10000) {
      units.push(codePoint);
      index += 1;
    } else if (codePoint <= 0x10ffff) {
      const offset = codePoint - 0x10000;
      units.push(Math.floor(offset / 1024) + 0xd800, (offset % 1024) + 0xdc00);
      index += 2;
    } else {
      throw new Error(`Invalid code point: 0x${codePoint.toString(16)}`);
    }
  }
  return new Uint16Array(units);
}

// spec: docs-11
/** Splits RGBA pixel bytes into an RGB array and an alpha array. */
export function splitAlphaChannel(rgba: ArrayLike<number>): { rgb: Uint8Array; alpha: Uint8Array } {
  const pixelCount = Math.floor(rgba.length / 4);
  const rgb = new Uint8Array(pixelCount * 3);
  const alpha = new Uint8Array(pixelCount);
  for (let pixel = 0; pixel < pixelCount; pixel++) {
    const source = pixel * 4;
    rgb[pixel * 3] = rgba[source];
    rgb[pixel * 3 + 1] = rgba[source + 1];
    rgb[pixel * 3 + 2] = rgba[source + 2];
    alpha[pixel] = rgba[source + 3];
  }
  return { rgb, alpha };
}

// spec: docs-12
/** Converts the hex digit text held by the receiver into bytes. */
export function hexTextToBytes(this: { value: string }): Uint8Array {
  const padded = this.value.length % 2 === 1 ? `${this.value}0` : this.value;
  const bytes = new Uint8Array(padded.length / 2);
  for (let i = 0; i < bytes.length; i++) {
    bytes[i] = parseInt(padded.substring(i * 2, i * 2 + 2), 16);
  }
  return bytes;
}

// spec: docs-13
/** Formats a date as a UTC PDF date literal (D:YYYYMMDDHHmmSSZ). */
export function formatPdfDate(date: Date): PdfLiteralString {
  const pad = (value: number, width = 2): string => String(value).padStart(width, '0');
  const text = [
    'D:',
    pad(date.getUTCFullYear(), 4),
    pad(date.getUTCMonth() + 1),
    pad(date.getUTCDate()),
    pad(date.getUTCHours()),
    pad(date.getUTCMinutes()),
    pad(date.getUTCSeconds()),
    'Z',
  ].join('');
  return new PdfLiteralString(text);
}

/** Minimal literal-string object holding raw, unescaped text. */
export class PdfLiteralString {
  constructor(readonly value: string) {}
}

// spec: docs-14
/** Decodes the receiver's encoded PDF name (with #XX escapes) into raw bytes. */
export function decodePdfName(this: { encodedName: string }): Uint8Array {
  const source = this.encodedName;
  const isHexDigit = (ch: string | undefined): boolean => ch !== undefined && /^[0-9a-fA-F]$/.test(ch);
  const bytes: number[] = [];
  let index = 1;
  while (index < source.length) {
    const ch = source[index];
    if (ch !== '#') {
      bytes.push(source.charCodeAt(index));
      index++;
      continue;
    }
    index++;
    if (index >= source.length) break;
    if (!isHexDigit(source[index])) {
      bytes.push(source.charCodeAt(index));
      index++;
      continue;
    }
    let digits = '';
    while (digits.length < 2 && isHexDigit(source[index])) {
      digits += source[index];
      index++;
    }
    bytes.push(parseInt(digits, 16));
  }
  return new Uint8Array(bytes);
}

// spec: docs-15
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Adjusts a bordered rectangle's position and size for a quarter-turn rotation. */
export function rotateBorderedRect(rect: Rect, borderWidth: number = 0, degrees: number = 0): Rect {
  const { x, y, width, height } = rect;
  const halfBorder = borderWidth / 2;
  const quarterTurns = (degrees / 90) % 4;
  switch (quarterTurns) {
    case 1:
      return { x: x - height + halfBorder, y: y - halfBorder, width: height, height: width };
    case 2:
      return { x: x - width + halfBorder, y: y - height + halfBorder, width, height };
    case 3:
      return { x: x - halfBorder, y: y - width + halfBorder, width: height, height: width };
    default:
      return { x: x - halfBorder, y: y - halfBorder, width, height };
  }
}

// spec: docs-16
/** Approximates one elliptical arc segment with a cubic Bezier curve. */
export function arcSegmentToCubic(
  center: readonly [number, number],
  startAngle: number,
  endAngle: number,
  radiusX: number,
  radiusY: number,
  sinRotation: number,
  cosRotation: number,
): number[] {
  const [cx, cy] = center;
  const halfSweep = (endAngle - startAngle) / 2;
  const k = ((8 / 3) * Math.sin(halfSweep / 2) ** 2) / Math.sin(halfSweep);
  const cosStart = Math.cos(startAngle);
  const sinStart = Math.sin(startAngle);
  const cosEnd = Math.cos(endAngle);
  const sinEnd = Math.sin(endAngle);

  const control1: [number, number] = [cx + cosStart - k * sinStart, cy + sinStart + k * cosStart];
  const end: [number, number] = [cx + cosEnd, cy + sinEnd];
  const control2: [number, number] = [end[0] + k * sinEnd, end[1] - k * cosEnd];

  const transform = ([u, v]: [number, number]): [number, number] => [
    cosRotation * radiusX * u - sinRotation * radiusY * v,
    sinRotation * radiusX * u + cosRotation * radiusY * v,
  ];
  return [control1, control2, end].flatMap(transform);
}

// spec: docs-17
export interface MeasuringFont {
  widthOfTextAtSize(text: string, size: number): number;
  heightAtSize(size: number): number;
}

/** Finds the largest integer font size at which the lines fit the given box. */
export function findFittingFontSize(
  lines: readonly string[],
  font: MeasuringFont,
  box: { width: number; height: number },
  multiline: boolean = false,
): number {
  const maxSize = 500;
  for (let size = 4; size < maxSize; size++) {
    let usedLines = 0;
    for (const line of lines) {
      usedLines += 1;
      const words = line.split(' ');
      let remaining = box.width;
      words.forEach((rawWord, index) => {
        const word = index === words.length - 1 ? rawWord : `${rawWord} `;
        const wordWidth = font.widthOfTextAtSize(word, size);
        remaining -= wordWidth;
        if (remaining <= 0) {
          usedLines += 1;
          remaining = box.width - wordWidth;
        }
      });
    }
    if (!multiline && usedLines > lines.length) return size - 1;
    const lineHeight = font.heightAtSize(size) * 1.2;
    if (lineHeight * usedLines > Math.abs(box.height)) return size - 1;
  }
  return maxSize;
}

// spec: docs-18
const NAME_DELIMITER_CODES = new Set(
  [127, '#', '%', '(', ')', '/', '<', '>', '[', ']', '{', '}'].map((c) =>
    typeof c === 'number' ? c : c.charCodeAt(0),
  ),
);

/** Escapes text for the body of a PDF name object using #XX sequences. */
export function escapePdfName(text: string): string {
  return Array.from(text)
    .map((character) => {
      const code = character.charCodeAt(0);
      const keep = code > 127 || (code > 32 && !NAME_DELIMITER_CODES.has(code));
      return keep ? character : `#${code.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');
}

// spec: docs-19
/** Largest single-precision float not exceeding the input. */
export function floorToFloat32(value: number): number {
  const nearest = Math.fround(value);
  if (nearest <= value) return nearest;
  const floatView = new Float32Array(1);
  const bitsView = new Uint32Array(floatView.buffer);
  floatView[0] = value;
  if (value <= 0) bitsView[0] += 1;
  else bitsView[0] -= 1;
  return floatView[0];
}

// spec: docs-20
export interface PermissionSettings {
  printing?: 'lowResolution' | 'highResolution' | string;
  modifying?: boolean;
  copying?: boolean;
  annotating?: boolean;
  fillingForms?: boolean;
  contentAccessibility?: boolean;
  documentAssembly?: boolean;
}

/** Builds the revision 3 encryption permission flags as a signed 32-bit integer. */
export function buildPermissionFlags(settings: PermissionSettings = {}): number {
  let flags = ~(1 | 2 | 4 | 8 | 16 | 32 | 256 | 512 | 1024 | 2048);
  if (settings.printing === 'lowResolution') flags |= 4;
  else if (settings.printing === 'highResolution') flags |= 4 | 2048;
  if (settings.modifying) flags |= 8;
  if (settings.copying) flags |= 16;
  if (settings.annotating) flags |= 32;
  if (settings.fillingForms) flags |= 256;
  if (settings.contentAccessibility) flags |= 512;
  if (settings.documentAssembly) flags |= 1024;
  return flags;
}

// spec: docs-21
/** RC4 stream cipher; symmetric for encryption and decryption. */
export function rc4(data: ArrayLike<number>, key: ArrayLike<number>): Uint8Array {
  const state = Array.from({ length: 256 }, (_, i) => i);
  const swap = (a: number, b: number): void => {
    [state[a], state[b]] = [state[b], state[a]];
  };
  let j = 0;
  for (let i = 0; i < 256; i++) {
    j = (j + state[i] + key[i % key.length]) % 256;
    swap(i, j);
  }
  const output = new Uint8Array(data.length);
  let i = 0;
  j = 0;
  for (let n = 0; n < data.length; n++) {
    i = (i + 1) % 256;
    j = (j + state[i]) % 256;
    swap(i, j);
    output[n] = data[n] ^ state[(state[i] + state[j]) % 256];
  }
  return output;
}

// spec: docs-22
/** Binary-searches sorted inclusive [low, high] boundary pairs for the value. */
export function isInRanges(value: number, boundaries: readonly number[]): boolean {
  if (value < boundaries[0]) return false;
  let low = 0;
  let high = Math.floor(boundaries.length / 2);
  while (low <= high) {
    const middle = Math.floor((low + high) / 2);
    const lower = boundaries[middle * 2];
    const upper = boundaries[middle * 2 + 1];
    if (value >= lower && value <= upper) return true;
    if (value > upper) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}

// spec: docs-23
/** Marker text for the n-th list item: "3." when numbered, otherwise "A.", ..., "AA.". */
export function listItemMarker(position: number, style: string): string {
  if (style === 'numbered') return `${position}.`;
  const zeroBased = position - 1;
  const letter = String.fromCharCode(65 + (zeroBased % 26));
  const repeat = Math.floor(zeroBased / 26) + 1;
  return `${letter.repeat(repeat)}.`;
}

// spec: docs-24
/**
 * Caches results by first argument. The eviction step passes the iterator result rather than the
 * key to `delete`, so in practice entries are never evicted.
 */
export function memoizeByFirstArg<A extends unknown[], R>(
  fn: (...args: A) => R,
  maxSize: number,
): (...args: A) => R {
  const cache = new Map<unknown, R>();
  return (...args: A): R => {
    const key = args[0];
    if (!cache.has(key)) {
      cache.set(key, fn(...args));
      if (cache.size > maxSize) {
        const oldest = cache.keys().next();
        cache.delete(oldest as unknown);
      }
    }
    return cache.get(key) as R;
  };
}

// spec: docs-25
/** Largest width and height available to text rotated by `degrees` in a W x H cell. */
export function rotatedTextBounds(
  degrees: number,
  cellWidth: number,
  cellHeight: number,
): { width: number; height: number } {
  const exact: Record<number, [number, number]> = { 0: [1, 0], 90: [0, 1], 180: [-1, 0], 270: [0, -1] };
  const radians = (degrees * Math.PI) / 180;
  const [cos, sin] = exact[degrees] ?? [Math.cos(radians), Math.sin(radians)];
  const isHorizontal = degrees === 0 || degrees === 180;
  const isVertical = degrees === 90 || degrees === 270;
  const firstGroup = degrees < 90 || (degrees > 180 && degrees < 270);

  let width: number;
  let height: number;
  if (isHorizontal) {
    [width, height] = [cellWidth, cellHeight];
  } else if (isVertical) {
    [width, height] = [cellHeight, cellWidth];
  } else if (firstGroup) {
    width = cellWidth / (2 * cos);
    height = cellWidth / (2 * sin);
  } else {
    width = cellWidth / (2 * sin);
    height = cellWidth / (2 * cos);
  }

  if (sin * width + cos * height > cellHeight) {
    const denominator = cos * cos - sin * sin;
    const first = (cellWidth * cos - cellHeight * sin) / denominator;
    const second = (cellHeight * cos - cellWidth * sin) / denominator;
    if (isHorizontal) {
      [width, height] = [cellWidth, cellHeight];
    } else if (isVertical) {
      [width, height] = [cellHeight, cellWidth];
    } else if (firstGroup) {
      [width, height] = [first, second];
    } else {
      [height, width] = [first, second];
    }
  }
  return { width: Math.abs(width), height: Math.abs(height) };
}

// spec: docs-26
/** PNG Paeth predictor. */
export function paethPredictor(left: number, above: number, upperLeft: number): number {
  const estimate = left + above - upperLeft;
  const leftDistance = Math.abs(estimate - left);
  const aboveDistance = Math.abs(estimate - above);
  const upperLeftDistance = Math.abs(estimate - upperLeft);
  if (leftDistance <= aboveDistance && leftDistance <= upperLeftDistance) return left;
  if (aboveDistance <= upperLeftDistance) return above;
  return upperLeft;
}

// spec: docs-27
let crcTable: Int32Array | undefined;

const getCrcTable = (): Int32Array => {
  if (!crcTable) {
    crcTable = new Int32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let bit = 0; bit < 8; bit++) {
        c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      }
      crcTable[n] = c;
    }
  }
  return crcTable;
};

/** CRC-32 (PNG/zip) of a byte sequence, as a signed 32-bit integer. */
export function crc32(bytes: ArrayLike<number>): number {
  const table = getCrcTable();
  let crc = -1;
  for (let i = 0; i < bytes.length; i++) {
    crc = table[(crc ^ bytes[i]) & 0xff] ^ (crc >>> 8);
  }
  return crc ^ -1;
}

// spec: docs-28
const ADAM7_PASSES: ReadonlyArray<{ columns: readonly number[]; rows: readonly number[] }> = [
  { columns: [0], rows: [0] },
  { columns: [4], rows: [0] },
  { columns: [0, 4], rows: [4] },
  { columns: [2, 6], rows: [0, 4] },
  { columns: [0, 2, 4, 6], rows: [2, 6] },
  { columns: [1, 3, 5, 7], rows: [0, 2, 4, 6] },
  { columns: [0, 1, 2, 3, 4, 5, 6, 7], rows: [1, 3, 5, 7] },
];

/** Sizes of the non-empty Adam7 interlace passes of a width x height image. */
export function adam7PassSizes(
  width: number,
  height: number,
): Array<{ width: number; height: number; index: number }> {
  const extent = (size: number, offsets: readonly number[]): number =>
    Math.floor(size / 8) * offsets.length + offsets.filter((offset) => offset < size % 8).length;
  return ADAM7_PASSES.map((pass, index) => ({
    width: extent(width, pass.columns),
    height: extent(height, pass.rows),
    index,
  })).filter((pass) => pass.width > 0 && pass.height > 0);
}

// spec: docs-29
/** Returns a mapper from pass-local Adam7 coordinates to RGBA byte offsets in the full image. */
export function adam7OffsetMapper(imageWidth: number): (x: number, y: number, pass: number) => number {
  return (x: number, y: number, pass: number): number => {
    const { columns, rows } = ADAM7_PASSES[pass];
    const column = 8 * Math.floor(x / columns.length) + columns[x % columns.length];
    const row = 8 * Math.floor(y / rows.length) + rows[y % rows.length];
    return 4 * (column + row * imageWidth);
  };
}

// spec: docs-30
/** Applies the PNG Average filter to one scanline while encoding. */
export function filterScanlineAverage(
  source: ArrayLike<number>,
  rowStart: number,
  rowLength: number,
  destination: Uint8Array,
  destinationOffset: number,
  bytesPerPixel: number,
): void {
  for (let x = 0; x < rowLength; x++) {
    const left = x >= bytesPerPixel ? source[rowStart + x - bytesPerPixel] : 0;
    const up = rowStart > 0 ? source[rowStart + x - rowLength] : 0;
    destination[destinationOffset + x] = source[rowStart + x] - Math.floor((left + up) / 2);
  }
}

// spec: docs-31
/** Expands palette indices (first byte of each RGBA pixel) into palette colours. */
export function applyPalette(
  input: ArrayLike<number>,
  output: { [index: number]: number },
  width: number,
  height: number,
  palette: ReadonlyArray<readonly [number, number, number, number] | readonly number[]>,
): void {
  const pixelCount = width * height;
  for (let pixel = 0; pixel < pixelCount; pixel++) {
    const offset = pixel * 4;
    const paletteIndex = input[offset];
    const colour = palette[paletteIndex];
    if (!colour) throw new Error(`index ${paletteIndex} not in palette`);
    for (let channel = 0; channel < 4; channel++) output[offset + channel] = colour[channel];
  }
}

// spec: docs-32
/** Zeroes every output pixel whose input colour equals the transparent colour. */
export function applyTransparentColour(
  input: ArrayLike<number>,
  output: { [index: number]: number },
  width: number,
  height: number,
  transparentColour: readonly number[],
): void {
  const pixelCount = width * height;
  for (let pixel = 0; pixel < pixelCount; pixel++) {
    const offset = pixel * 4;
    const matches =
      transparentColour.length === 1
        ? input[offset] === transparentColour[0]
        : input[offset] === transparentColour[0] &&
          input[offset + 1] === transparentColour[1] &&
          input[offset + 2] === transparentColour[2];
    if (matches) {
      for (let channel = 0; channel < 4; channel++) output[offset + channel] = 0;
    }
  }
}

// spec: docs-33
/** Rescales four-channel samples of a given bit depth to 0..255. */
export function scaleToEightBit(
  input: ArrayLike<number>,
  output: { [index: number]: number },
  width: number,
  height: number,
  bitDepth: number,
): void {
  const maxSample = 2 ** bitDepth - 1;
  const sampleCount = width * height * 4;
  for (let i = 0; i < sampleCount; i++) {
    output[i] = Math.floor((input[i] * 255) / maxSample + 0.5);
  }
}

// spec: docs-34
export interface RgbaImage {
  width: number;
  height: number;
  data: Uint8Array;
}

/** Copies a rectangular block of RGBA pixels between images, with bounds checks. */
export function copyPixelBlock(
  source: RgbaImage,
  destination: RgbaImage,
  sourceX: number,
  sourceY: number,
  blockWidth: number,
  blockHeight: number,
  destinationX: number,
  destinationY: number,
): void {
  const [sx, sy, w, h, dx, dy] = [sourceX, sourceY, blockWidth, blockHeight, destinationX, destinationY].map(
    (n) => n | 0,
  );
  const outside = (image: RgbaImage, x: number, y: number): boolean =>
    x > image.width || y > image.height || x + w > image.width || y + h > image.height;
  if (outside(source, sx, sy)) throw new Error('bitblt reading outside image');
  if (outside(destination, dx, dy)) throw new Error('bitblt writing outside image');
  const rowBytes = w * 4;
  for (let row = 0; row < h; row++) {
    const from = ((sy + row) * source.width + sx) * 4;
    const to = ((dy + row) * destination.width + dx) * 4;
    destination.data.set(source.data.subarray(from, from + rowBytes), to);
  }
}

// spec: docs-35
/** Gamma-corrects the RGB channels of an image in place, then clears its gamma. */
export function applyGammaCorrection(image: RgbaImage & { gamma?: number }): void {
  if (!image.gamma) return;
  const exponent = 1 / 2.2 / image.gamma;
  const pixelCount = image.width * image.height;
  for (let pixel = 0; pixel < pixelCount; pixel++) {
    const offset = pixel * 4;
    for (let channel = 0; channel < 3; channel++) {
      const index = offset + channel;
      image.data[index] = Math.round((image.data[index] / 255) ** exponent * 255);
    }
  }
  image.gamma = 0;
}

// spec: docs-36
/** Builds a PNG chunk: length, type, data and CRC-32 of type plus data. */
export function buildPngChunk(type: number, data?: Uint8Array): Uint8Array {
  const dataLength = data?.length ?? 0;
  const chunk = new Uint8Array(dataLength + 12);
  const view = new DataView(chunk.buffer);
  view.setUint32(0, dataLength);
  view.setUint32(4, type >>> 0);
  if (data) chunk.set(data, 8);
  view.setInt32(8 + dataLength, crc32(chunk.subarray(4, 8 + dataLength)));
  return chunk;
}

// spec: docs-37
type FlatValue = string | number | boolean | unknown[];

/** Shallow-copies a flat record of primitives and arrays into a prototype-less object. */
export function copyFlatRecord<T extends Record<string, FlatValue>>(record: T | null | undefined): T | null | undefined {
  if (record == null) return record;
  const copy = Object.create(null) as Record<string, FlatValue>;
  for (const key of Object.keys(record)) {
    const value: unknown = record[key];
    if (Array.isArray(value)) {
      copy[key] = [...value];
    } else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      copy[key] = value;
    } else {
      throw new TypeError(
        'This copy is not a deep clone: only flat records of primitives and arrays are supported, nested objects are not',
      );
    }
  }
  return copy as T;
}

// spec: docs-38
/** Builds a token filter that removes the given stop words. */
export function createStopWordFilter<T>(stopWords: readonly string[]): (token: T) => T | undefined {
  const lookup: Record<string, unknown> = stopWords.reduce<Record<string, unknown>>((acc, word) => {
    acc[word] = word;
    return acc;
  }, {});
  return (token: T): T | undefined => {
    const text = String(token);
    return token && lookup[text] !== text ? token : undefined;
  };
}

// spec: docs-39
/** Dot product of two sparse vectors stored as [index, value, index, value, ...]. */
export function sparseDot(this: { elements: readonly number[] }, other: { elements: readonly number[] }): number {
  const left = this.elements;
  const right = other.elements;
  let i = 0;
  let j = 0;
  let total = 0;
  while (i < left.length && j < right.length) {
    const leftIndex = left[i];
    const rightIndex = right[j];
    if (leftIndex < rightIndex) {
      i += 2;
    } else if (leftIndex > rightIndex) {
      j += 2;
    } else {
      total += left[i + 1] * right[j + 1];
      i += 2;
      j += 2;
    }
  }
  return total;
}

// spec: docs-40
export interface TrieNode {
  edges: Record<string, TrieNode>;
  final: boolean;
}

/** Lists every word stored below the receiver node, depth-first with an explicit stack. */
export function trieWords(this: TrieNode): string[] {
  const words: string[] = [];
  const stack: Array<{ prefix: string; node: TrieNode }> = [{ prefix: '', node: this }];
  while (stack.length > 0) {
    const { prefix, node } = stack.pop() as { prefix: string; node: TrieNode };
    if (node.final) words.push(prefix);
    for (const label of Object.keys(node.edges)) {
      stack.push({ prefix: prefix + label, node: node.edges[label] });
    }
  }
  return words;
}

// spec: docs-41
export type TokenProcessor<T> = (token: T, index: number, tokens: T[]) => T | T[] | null | undefined | '';

/** Runs tokens through the receiver's ordered processors, flattening array results one level. */
export function runTokenPipeline<T>(this: { processors: Array<TokenProcessor<T>> }, tokens: T[]): T[] {
  return this.processors.reduce<T[]>((current, processor) => {
    const next: T[] = [];
    current.forEach((token, index) => {
      const result = processor(token, index, current);
      if (result === null || result === undefined || result === '') return;
      if (Array.isArray(result)) {
        for (const item of result) next.push(item);
      } else {
        next.push(result as T);
      }
    });
    return next;
  }, tokens);
}

// spec: docs-42
type MatchMetadata = Record<string, Record<string, Record<string, unknown[]>>>;

/** Merges another match record's term/field/metadata lists into the receiver. */
export function combineMatchData(this: { metadata: MatchMetadata }, other: { metadata: MatchMetadata }): void {
  const hasOwn = (obj: object, key: string): boolean => Object.prototype.hasOwnProperty.call(obj, key);
  for (const term of Object.keys(other.metadata)) {
    if (!hasOwn(this.metadata, term)) this.metadata[term] = Object.create(null);
    const targetFields = this.metadata[term];
    const sourceFields = other.metadata[term];
    for (const field of Object.keys(sourceFields)) {
      if (!hasOwn(targetFields, field)) targetFields[field] = Object.create(null);
      const targetKeys = targetFields[field];
      const sourceKeys = sourceFields[field];
      for (const key of Object.keys(sourceKeys)) {
        const existing = targetKeys[key];
        targetKeys[key] = existing == null ? sourceKeys[key] : existing.concat(sourceKeys[key]);
      }
    }
  }
}

// spec: docs-43
export interface EscapingLexer {
  source: string;
  start: number;
  position: number;
  escapePositions: number[];
}

/** Returns the current token text with recorded escape characters removed. */
export function sliceTokenWithoutEscapes(this: EscapingLexer): string {
  const pieces: string[] = [];
  let from = this.start;
  for (const escapeIndex of this.escapePositions) {
    pieces.push(this.source.slice(from, escapeIndex));
    from = escapeIndex + 1;
  }
  pieces.push(this.source.slice(from, this.position));
  this.escapePositions.length = 0;
  return pieces.join('');
}

// spec: docs-44
export interface IndexBuilderLengths {
  fieldLengths: Record<string, number>;
  fields: Iterable<string>;
  averageFieldLengths?: Record<string, number>;
}

/** Computes the average token count per configured field and stores it on the builder. */
export function computeAverageFieldLengths(this: IndexBuilderLengths): void {
  const totals: Record<string, number> = {};
  const counts: Record<string, number> = {};
  for (const reference of Object.keys(this.fieldLengths)) {
    const fieldName = reference.split('/')[0];
    totals[fieldName] = (totals[fieldName] ?? 0) + this.fieldLengths[reference];
    counts[fieldName] = (counts[fieldName] ?? 0) + 1;
  }
  for (const fieldName of this.fields) {
    totals[fieldName] = totals[fieldName] / counts[fieldName];
  }
  this.averageFieldLengths = totals;
}

// spec: docs-45
export const QueryPresence = { OPTIONAL: 1, REQUIRED: 2, PROHIBITED: 3 } as const;
export const QueryWildcard = { NONE: 0, LEADING: 1, TRAILING: 2 } as const;

export interface TermClause {
  term: string;
  fields?: string[];
  boost?: number;
  usePipeline?: boolean;
  wildcard?: number;
  presence?: number;
}

/** Adds a term clause with defaults to the receiver query and returns the query. */
export function addQueryClause<Q extends { allFields: string[]; clauses: TermClause[] }>(
  this: Q,
  clause: TermClause,
): Q {
  if (!('fields' in clause)) clause.fields = this.allFields;
  if (!('boost' in clause)) clause.boost = 1;
  if (!('usePipeline' in clause)) clause.usePipeline = true;
  if (!('wildcard' in clause)) clause.wildcard = QueryWildcard.NONE;
  if (!('presence' in clause)) clause.presence = QueryPresence.OPTIONAL;
  const wildcard = clause.wildcard ?? 0;
  if (wildcard & QueryWildcard.LEADING && !clause.term.startsWith('*')) clause.term = `*${clause.term}`;
  if (wildcard & QueryWildcard.TRAILING && !clause.term.endsWith('*')) clause.term = `${clause.term}*`;
  this.clauses.push(clause);
  return this;
}

// spec: docs-46
export interface SearchHit {
  score: number;
  terms: string[];
  match: Record<string, string[]>;
}

/** Union of two result maps, accumulating into (and returning) the first. */
export function unionResults<Id>(
  target: Map<Id, SearchHit | null>,
  other: Map<Id, SearchHit>,
): Map<Id, SearchHit | null> {
  for (const [id, hit] of other) {
    const existing = target.get(id);
    if (existing == null) {
      target.set(id, hit);
      continue;
    }
    existing.score += hit.score;
    Object.assign(existing.match, hit.match);
    for (const term of hit.terms) {
      if (!existing.terms.includes(term)) existing.terms.push(term);
    }
  }
  return target;
}

// spec: docs-47
export interface Bm25Params {
  k: number;
  b: number;
  d: number;
}

/** BM25+ score of one term in one document field. */
export function bm25PlusScore(
  termFrequency: number,
  matchingDocuments: number,
  totalDocuments: number,
  fieldLength: number,
  averageFieldLength: number,
  { k, b, d }: Bm25Params,
): number {
  const inverseFrequency = Math.log(
    1 + (totalDocuments - matchingDocuments + 0.5) / (matchingDocuments + 0.5),
  );
  const saturation =
    (termFrequency * (k + 1)) / (termFrequency + k * (1 - b + (b * fieldLength) / averageFieldLength));
  return inverseFrequency * (d + saturation);
}

// spec: docs-48
type PerTerm<V> = V | ((term: string, index: number, terms: string[]) => V);

export interface TermQueryOptions {
  fuzzy?: PerTerm<boolean | number>;
  prefix?: PerTerm<boolean>;
  boostTerm?: (term: string, index: number, terms: string[]) => number;
}

export interface TermQuery {
  term: string;
  fuzzy: boolean | number;
  prefix: boolean;
  boost: number;
}

/** Builds a mapper from query terms to per-term query descriptions. */
export function createTermQueryMapper(
  options: TermQueryOptions,
): (term: string, index: number, terms: string[]) => TermQuery {
  return (term, index, terms) => {
    const { fuzzy, prefix, boostTerm } = options;
    const fuzziness = typeof fuzzy === 'function' ? fuzzy(term, index, terms) : fuzzy || false;
    const isPrefix = typeof prefix === 'function' ? prefix(term, index, terms) : prefix === true;
    const boost = typeof boostTerm === 'function' ? boostTerm(term, index, terms) : 1;
    return { term, fuzzy: fuzziness, prefix: isPrefix, boost };
  };
}

// spec: docs-49
/** Converts a numeric-keyed object into a Map<number, V>, yielding every 1000 entries. */
export async function objectToNumericMap<V>(source: Record<string, V>): Promise<Map<number, V>> {
  const result = new Map<number, V>();
  let processed = 0;
  for (const key of Object.keys(source)) {
    result.set(parseInt(key, 10), source[key]);
    processed++;
    if (processed % 1000 === 0) {
      await new Promise<void>((resolve) => setTimeout(resolve, 0));
    }
  }
  return result;
}

// spec: docs-50
export interface Suggestion {
  suggestion: string;
  terms: string[];
  score: number;
}

/** Produces query completion suggestions grouped by matched-term phrase. */
export function suggestQueries<O extends object>(
  this: {
    defaultSuggestOptions: O;
    search(query: string, options: O): Array<{ terms: string[]; score: number }>;
  },
  query: string,
  options: Partial<O> = {},
): Suggestion[] {
  const effective = { ...this.defaultSuggestOptions, ...options } as O;
  const results = this.search(query, effective);
  const groups = new Map<string, { terms: string[]; total: number; count: number }>();
  for (const { terms, score } of results) {
    const phrase = terms.join(' ');
    const group = groups.get(phrase);
    if (group) {
      group.total += score;
      group.count += 1;
    } else {
      groups.set(phrase, { terms, total: score, count: 1 });
    }
  }
  const suggestions = [...groups].map(([phrase, { terms, total, count }]) => ({
    suggestion: phrase,
    terms,
    score: total / count,
  }));
  return suggestions.sort((a, b) => b.score - a.score);
}

// spec: docs-51
export type RadixNode = Map<string, RadixNode | unknown>;

/** Ensures a path for `key` exists in a radix tree, splitting edges as needed. */
export function ensureRadixPath(root: RadixNode, key: string): RadixNode {
  let node = root;
  let offset = 0;
  while (offset < key.length) {
    const rest = key.slice(offset);
    const label = [...node.keys()].find((candidate) => candidate !== '' && candidate[0] === rest[0]);
    if (label === undefined) {
      const leaf: RadixNode = new Map();
      node.set(rest, leaf);
      return leaf;
    }
    let shared = 0;
    while (shared < label.length && shared < rest.length && label[shared] === rest[shared]) shared++;
    const child = node.get(label) as RadixNode;
    if (shared === label.length) {
      node = child;
    } else {
      const intermediate: RadixNode = new Map([[label.slice(shared), child]]);
      node.set(label.slice(0, shared), intermediate);
      node.delete(label);
      node = intermediate;
    }
    offset += shared;
  }
  return node;
}

// spec: docs-52
export type RadixPath = Array<[RadixNode, string]>;

/** Walks a key down a radix tree, recording (node, label) steps in `path`. */
export function traceRadixKey(
  start: RadixNode | null | undefined,
  key: string,
  path: RadixPath = [],
): [RadixNode | null | undefined, RadixPath] {
  let node = start;
  let remaining = key;
  while (remaining.length > 0 && node != null) {
    const current: RadixNode = node;
    const label = [...current.keys()].find((candidate) => candidate !== '' && remaining.startsWith(candidate));
    if (label === undefined) {
      path.push([current, remaining]);
      return [undefined, path];
    }
    path.push([current, label]);
    node = current.get(label) as RadixNode | undefined;
    remaining = remaining.slice(label.length);
  }
  return [node, path];
}

// spec: docs-53
export type ExposedPromise<T> = Promise<T> & {
  resolve: (value: T | PromiseLike<T>) => void;
  reject: (reason?: unknown) => void;
};

/** Creates a promise carrying its own resolve and reject functions. */
export function createExposedPromise<T>(): ExposedPromise<T> {
  let resolveFn!: (value: T | PromiseLike<T>) => void;
  let rejectFn!: (reason?: unknown) => void;
  const promise = new Promise<T>((resolve, reject) => {
    resolveFn = resolve;
    rejectFn = reject;
  }) as ExposedPromise<T>;
  promise.resolve = resolveFn;
  promise.reject = rejectFn;
  return promise;
}

// spec: docs-54
/** Recursively merges `source` into `target` (by reference), returning `target`. */
export function deepMergeInto<T extends Record<string, any>>(
  target: T,
  source: Record<string, any>,
  overwrite?: boolean,
): T {
  const isLeaf = (value: unknown): boolean =>
    value === null || typeof value !== 'object' || value instanceof String;
  const writable = target as Record<string, any>;
  for (const key in source) {
    if (key === '__proto__' || key === 'constructor') continue;
    const incoming = source[key];
    if (!Object.prototype.hasOwnProperty.call(writable, key)) {
      writable[key] = incoming;
    } else if (isLeaf(writable[key]) || isLeaf(incoming)) {
      if (overwrite) writable[key] = incoming;
    } else {
      deepMergeInto(writable[key], incoming, overwrite);
    }
  }
  return target;
}

// spec: docs-55
const pathCheckPatterns = new Map<string, RegExp>();

/** Decides whether a translation key looks like a nested path rather than a sentence. */
export function looksLikeKeyPath(key: string, namespaceSeparator?: string, keySeparator?: string): boolean {
  const nsSep = namespaceSeparator ?? '';
  const keySep = keySeparator ?? '';
  const candidates = [' ', ',', '?', '!', ';'].filter((ch) => !nsSep.includes(ch) && !keySep.includes(ch));
  if (candidates.length === 0) return true;
  const cacheKey = candidates.join('');
  let pattern = pathCheckPatterns.get(cacheKey);
  if (!pattern) {
    pattern = new RegExp(`[${candidates.map((ch) => (ch === '?' ? '\\?' : ch)).join('')}]`);
    pathCheckPatterns.set(cacheKey, pattern);
  }
  if (!pattern.test(key)) return true;
  const separatorIndex = key.indexOf(keySep);
  return separatorIndex > 0 && !pattern.test(key.substring(0, separatorIndex));
}

// spec: docs-56
type EventListener = (...args: unknown[]) => unknown;

/** Calls every listener of `eventName` (once per registration), then the wildcard listeners. */
export function emitEvent(
  this: { listeners: Map<string, Map<EventListener, number>> },
  eventName: string,
  ...args: unknown[]
): void {
  const direct = this.listeners.get(eventName);
  if (direct) {
    for (const [listener, times] of [...direct.entries()]) {
      for (let n = 0; n < times; n++) listener(...args);
    }
  }
  const wildcard = this.listeners.get('*');
  if (wildcard) {
    for (const [listener, times] of [...wildcard.entries()]) {
      for (let n = 0; n < times; n++) listener(eventName, ...args);
    }
  }
}

// spec: docs-57
export interface SelectorKeyOptions {
  keySeparator?: string | false | null;
  nsSeparator?: string | false | null;
  ns?: string | string[];
  selector?: string | boolean;
}

const RECORDED_PATH = Symbol('recordedPath');

/** Converts a property-access selector such as `($) => $.ns.a.b` into a key string. */
export function selectorToKey(selector: (recorder: any) => any, options: SelectorKeyOptions = {}): string {
  const recorded: string[] = [];
  const recorder: any = new Proxy(
    {},
    {
      get(_target, property) {
        if (property === RECORDED_PATH) return recorded;
        recorded.push(String(property));
        return recorder;
      },
    },
  );
  const names: string[] = selector(recorder)[RECORDED_PATH];
  const keySeparator = options.keySeparator || '.';
  const nsSeparator = options.nsSeparator ?? ':';
  const { ns } = options;
  const namespaces =
    options.selector === 'strict'
      ? ns == null
        ? []
        : Array.isArray(ns)
          ? ns
          : [ns]
      : Array.isArray(ns)
        ? ns.slice(1)
        : [];
  if (names.length > 1 && nsSeparator && namespaces.includes(names[0])) {
    return `${names[0]}${nsSeparator}${names.slice(1).join(keySeparator)}`;
  }
  return names.join(keySeparator);
}

// spec: docs-58
/** Canonicalises a language code using Intl, honouring lower-case and clean-code settings. */
export function normalizeLanguageCode(
  this: { options: { lowerCaseLng?: boolean; cleanCode?: unknown } },
  code: string,
): string {
  const { lowerCaseLng, cleanCode } = this.options;
  const hasSubtags = code.includes('-');
  let canonical: string | undefined;
  if (hasSubtags || cleanCode !== false) {
    try {
      canonical = Intl.getCanonicalLocales(code)[0];
    } catch {
      canonical = undefined;
    }
  }
  if (canonical) {
    if (hasSubtags || canonical.toLowerCase() === code.toLowerCase()) {
      return lowerCaseLng ? canonical.toLowerCase() : canonical;
    }
    return code.toLowerCase();
  }
  return lowerCaseLng || (cleanCode && !hasSubtags) ? code.toLowerCase() : code;
}

// spec: docs-59
/** Parses a format spec like `number(minimumFractionDigits: 2)` into name and options. */
export function parseFormatSpec(spec: string): { formatName: string; formatOptions: Record<string, unknown> } {
  const formatOptions: Record<string, unknown> = {};
  if (!spec.includes('(')) {
    return { formatName: spec.toLowerCase().trim(), formatOptions };
  }
  const [head, tail] = spec.split('(');
  const formatName = head.toLowerCase().trim();
  const optionText = tail.substring(0, tail.length - 1);

  if (formatName === 'currency' && !optionText.includes(':')) {
    formatOptions.currency = optionText.trim();
  } else if (formatName === 'relativetime' && !optionText.includes(':')) {
    formatOptions.range = optionText.trim();
  } else {
    for (const part of optionText.split(';')) {
      if (!part) continue;
      const [rawKey, ...rest] = part.split(':');
      const key = rawKey.trim();
      const value = rest.join(':').trim().replace(/^'+|'+$/g, '');
      if (!formatOptions[key]) formatOptions[key] = value;
      if (value === 'false') formatOptions[key] = false;
      if (value === 'true') formatOptions[key] = true;
      if (!Number.isNaN(Number(value))) formatOptions[key] = parseInt(value, 10);
    }
  }
  return { formatName, formatOptions };
}

// spec: docs-60
export interface LanguageOptions {
  supportedLanguages?: string | string[];
  preload?: string | string[];
  resources?: Record<string, unknown>;
  fallbackLanguage?: string | string[] | Record<string, string | string[]> | null;
}

/** Collects every language code mentioned in the options, in order, duplicates kept. */
export function collectLanguageCodes(options: LanguageOptions): string[] {
  const toList = <T>(value: T | T[] | undefined): T[] =>
    value == null ? [] : Array.isArray(value) ? value : [value];
  const codes: string[] = [...toList(options.supportedLanguages), ...toList(options.preload)];
  if (options.resources) codes.push(...Object.keys(options.resources));
  const fallback = options.fallbackLanguage;
  if (typeof fallback === 'string') {
    codes.push(fallback);
  } else if (Array.isArray(fallback)) {
    codes.push(...fallback);
  } else if (fallback && typeof fallback === 'object') {
    for (const key of Object.keys(fallback)) {
      if (key !== 'default') codes.push(key);
      codes.push(...toList(fallback[key]));
    }
  }
  return codes;
}
