// spec: crypto-01
export function generateBcryptSalt(cost?: number, extra?: unknown): string {
  const requested = cost || 10;
  if (typeof requested !== "number") {
    throw new Error(`Illegal arguments: ${typeof requested}, ${typeof extra}`);
  }
  const clamped = Math.min(31, Math.max(4, requested));
  if (typeof globalThis.crypto?.getRandomValues !== "function") {
    throw new Error("No cryptographically secure random source available");
  }
  const saltBytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  const costText = clamped < 10 ? `0${clamped}` : String(clamped);
  return `$2b$${costText}$${encodeSaltBase64(saltBytes)}`;
}

function encodeSaltBase64(bytes: Uint8Array): string {
  const alphabet = "./ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  let text = "";
  for (let offset = 0; offset < bytes.length; offset += 3) {
    const remaining = bytes.length - offset;
    const b0 = bytes[offset];
    const b1 = remaining > 1 ? bytes[offset + 1] : 0;
    const b2 = remaining > 2 ? bytes[offset + 2] : 0;
    text += alphabet[b0 >> 2] + alphabet[((b0 & 0x03) << 4) | (b1 >> 4)];
    if (remaining > 1) text += alphabet[((b1 & 0x0f) << 2) | (b2 >> 6)];
    if (remaining > 2) text += alphabet[b2 & 0x3f];
  }
  return text;
}

// spec: crypto-02
export function constantTimeStringEquals(left: string, right: string): boolean {
  let difference = left.length ^ right.length;
  for (let index = 0; index < left.length; index++) {
    const other = index < right.length ? right.charCodeAt(index) : 0;
    difference |= left.charCodeAt(index) ^ other;
  }
  return difference === 0;
}

// spec: crypto-03
export function verifyPasswordSync(
  password: string,
  storedHash: string,
  hashPassword: (password: string, salt: string) => string,
): boolean {
  if (typeof password !== "string" || typeof storedHash !== "string") {
    throw new Error(`Illegal arguments: ${typeof password}, ${typeof storedHash}`);
  }
  if (storedHash.length !== 60) return false;
  const computed = hashPassword(password, storedHash.slice(0, 29));
  return safeEqualStrings(computed, storedHash);
}

function safeEqualStrings(expected: string, actual: string): boolean {
  let mismatch = expected.length ^ actual.length;
  for (let i = 0; i < expected.length; i++) {
    mismatch |= expected.charCodeAt(i) ^ (i < actual.length ? actual.charCodeAt(i) : 0);
  }
  return mismatch === 0;
}

// spec: crypto-04
export function readBcryptCost(hash: string): number {
  if (typeof hash !== "string") {
    throw new Error(`Illegal arguments: ${typeof hash}`);
  }
  const costField = hash.split("$")[2];
  return costField === undefined ? NaN : parseInt(costField, 10);
}

// spec: crypto-05
export function extractBcryptSalt(hash: string): string {
  if (typeof hash !== "string") {
    throw new Error(`Illegal arguments: ${typeof hash}`);
  }
  if (hash.length !== 60) {
    throw new Error(`Illegal hash length: ${hash.length} != 60`);
  }
  return hash.substring(0, 29);
}

// spec: crypto-06
export function utf8ByteLength(text: string): number {
  let total = 0;
  for (let index = 0; index < text.length; index++) {
    const unit = text.charCodeAt(index);
    if (unit < 0x80) {
      total += 1;
    } else if (unit < 0x800) {
      total += 2;
    } else if (unit >= 0xd800 && unit <= 0xdbff && isLowSurrogate(text.charCodeAt(index + 1))) {
      total += 4;
      index++;
    } else {
      total += 3;
    }
  }
  return total;
}

function isLowSurrogate(unit: number): boolean {
  return unit >= 0xdc00 && unit <= 0xdfff;
}

// spec: crypto-07
export function encodeUtf8(text: string): number[] {
  const bytes: number[] = [];
  for (let index = 0; index < text.length; index++) {
    let codePoint = text.charCodeAt(index);
    if (codePoint < 0x80) {
      bytes.push(codePoint);
      continue;
    }
    if (codePoint < 0x800) {
      bytes.push(0xc0 | (codePoint >> 6), 0x80 | (codePoint & 0x3f));
      continue;
    }
    const next = text.charCodeAt(index + 1);
    if (codePoint >= 0xd800 && codePoint <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      codePoint = 0x10000 + ((codePoint - 0xd800) << 10) + (next - 0xdc00);
      index++;
      bytes.push(
        0xf0 | (codePoint >> 18),
        0x80 | ((codePoint >> 12) & 0x3f),
        0x80 | ((codePoint >> 6) & 0x3f),
        0x80 | (codePoint & 0x3f),
      );
      continue;
    }
    bytes.push(0xe0 | (codePoint >> 12), 0x80 | ((codePoint >> 6) & 0x3f), 0x80 | (codePoint & 0x3f));
  }
  return bytes;
}

// spec: crypto-08
export function encodeBcryptBase64(bytes: ArrayLike<number>, count: number): string {
  if (count <= 0 || count > bytes.length) {
    throw new Error(`Illegal len: ${count}`);
  }
  const alphabet = "./ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  const output: string[] = [];
  for (let offset = 0; offset < count; offset += 3) {
    const first = bytes[offset] & 0xff;
    output.push(alphabet[first >> 2]);
    if (offset + 1 >= count) {
      output.push(alphabet[(first & 0x03) << 4]);
      break;
    }
    const second = bytes[offset + 1] & 0xff;
    output.push(alphabet[((first & 0x03) << 4) | (second >> 4)]);
    if (offset + 2 >= count) {
      output.push(alphabet[(second & 0x0f) << 2]);
      break;
    }
    const third = bytes[offset + 2] & 0xff;
    output.push(alphabet[((second & 0x0f) << 2) | (third >> 6)], alphabet[third & 0x3f]);
  }
  return output.join("");
}

// spec: crypto-09
export function decodeBcryptBase64(text: string, maxBytes: number): number[] {
  if (maxBytes <= 0) {
    throw new Error(`Illegal len: ${maxBytes}`);
  }
  const alphabet = "./ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  const valueAt = (position: number): number => {
    const char = text.charAt(position);
    return char === "" ? -1 : alphabet.indexOf(char);
  };
  const bytes: number[] = [];
  let position = 0;
  while (position < text.length - 1 && bytes.length < maxBytes) {
    const c1 = valueAt(position++);
    const c2 = valueAt(position++);
    if (c1 < 0 || c2 < 0) break;
    bytes.push(((c1 << 2) | ((c2 & 0x30) >> 4)) & 0xff);
    if (bytes.length >= maxBytes || position >= text.length) break;

    const c3 = valueAt(position++);
    if (c3 < 0) break;
    bytes.push(((c2 & 0x0f) << 4) | ((c3 & 0x3c) >> 2));
    if (bytes.length >= maxBytes || position >= text.length) break;

    const c4 = valueAt(position++);
    bytes.push((((c3 & 0x03) << 6) | c4) & 0xffff);
  }
  return bytes;
}

// spec: crypto-10
export function readCyclicWord(data: ArrayLike<number>, start: number): [number, number] {
  let word = 0;
  let position = start;
  for (let step = 0; step < 4; step++) {
    word = (word << 8) | (data[position] & 0xff);
    position = (position + 1) % data.length;
  }
  return [word, position];
}

// spec: crypto-11
export function writeUint64BigEndian(target: Uint8Array | number[], index: number, high: number, low: number): void {
  const halves = [high, low];
  halves.forEach((half, halfIndex) => {
    const base = index + halfIndex * 4;
    target[base] = (half >>> 24) & 0xff;
    target[base + 1] = (half >>> 16) & 0xff;
    target[base + 2] = (half >>> 8) & 0xff;
    target[base + 3] = half & 0xff;
  });
}

// spec: crypto-12
export function compareBytesConstantTime(
  first: ArrayLike<number>,
  firstOffset: number,
  second: ArrayLike<number>,
  secondOffset: number,
  length: number,
): number {
  let accumulated = 0;
  for (let i = 0; i < length; i++) {
    accumulated |= first[firstOffset + i] ^ second[secondOffset + i];
  }
  return (1 & ((accumulated - 1) >>> 8)) - 1;
}

// spec: crypto-13
export function addPoly1305Limbs(accumulator: number[] | Uint32Array, addend: ArrayLike<number>): void {
  let carry = 0;
  for (let limb = 0; limb < 17; limb++) {
    const sum = (accumulator[limb] + addend[limb] + carry) | 0;
    accumulator[limb] = sum & 0xff;
    carry = sum >>> 8;
  }
}

// spec: crypto-14
export function carryFieldElement(limbs: Float64Array | number[]): void {
  for (let index = 0; index < 16; index++) {
    const quotient = Math.floor(limbs[index] / 65536);
    limbs[index] -= quotient * 65536;
    if (index < 15) {
      limbs[index + 1] += quotient;
    } else {
      limbs[0] += quotient * 38;
    }
  }
}

// spec: crypto-15
export function packFieldElement(output: Uint8Array | number[], element: ArrayLike<number>): void {
  const limbs = Float64Array.from(element);
  for (let pass = 0; pass < 3; pass++) {
    for (let i = 0; i < 16; i++) {
      const carry = Math.floor(limbs[i] / 65536);
      limbs[i] -= carry * 65536;
      if (i < 15) limbs[i + 1] += carry;
      else limbs[0] += 38 * carry;
    }
  }
  for (let round = 0; round < 2; round++) {
    const reduced = new Float64Array(16);
    let borrow = 0;
    for (let i = 0; i < 16; i++) {
      const primeLimb = i === 0 ? 0xffed : i === 15 ? 0x7fff : 0xffff;
      const difference = limbs[i] - primeLimb - borrow;
      borrow = (difference >> 16) & 1;
      reduced[i] = difference & 0xffff;
    }
    const takeReduced = -(1 - borrow);
    for (let i = 0; i < 16; i++) {
      limbs[i] ^= takeReduced & (limbs[i] ^ reduced[i]);
    }
  }
  for (let i = 0; i < 16; i++) {
    output[2 * i] = limbs[i] & 0xff;
    output[2 * i + 1] = (limbs[i] >> 8) & 0xff;
  }
}

// spec: crypto-16
export function multiplyFieldElements(
  output: Float64Array | number[],
  left: ArrayLike<number>,
  right: ArrayLike<number>,
): void {
  const product = new Float64Array(31);
  for (let i = 0; i < 16; i++) {
    for (let j = 0; j < 16; j++) {
      product[i + j] += left[i] * right[j];
    }
  }
  for (let i = 0; i < 15; i++) {
    product[i] += 38 * product[i + 16];
  }
  for (let pass = 0; pass < 2; pass++) {
    for (let i = 0; i < 16; i++) {
      const carry = Math.floor(product[i] / 65536);
      product[i] -= carry * 65536;
      if (i < 15) product[i + 1] += carry;
      else product[0] += 38 * carry;
    }
  }
  for (let i = 0; i < 16; i++) {
    output[i] = product[i];
  }
}

// spec: crypto-17
export function invertFieldElement(output: Float64Array | number[], input: ArrayLike<number>): void {
  const base = Float64Array.from(input);
  const power = Float64Array.from(input);
  for (let bit = 253; bit >= 0; bit--) {
    mulModP25519(power, power, power);
    if (bit !== 2 && bit !== 4) {
      mulModP25519(power, power, base);
    }
  }
  power.forEach((limb, index) => {
    output[index] = limb;
  });
}

function mulModP25519(target: Float64Array, a: ArrayLike<number>, b: ArrayLike<number>): void {
  const wide = new Float64Array(31);
  for (let i = 0; i < 16; i++) {
    for (let j = 0; j < 16; j++) wide[i + j] += a[i] * b[j];
  }
  for (let i = 16; i < 31; i++) wide[i - 16] += 38 * wide[i];
  for (let round = 0; round < 2; round++) {
    for (let i = 0; i < 16; i++) {
      const carry = Math.floor(wide[i] / 65536);
      wide[i] -= carry * 65536;
      wide[(i + 1) % 16] += i === 15 ? 38 * carry : carry;
    }
  }
  target.set(wide.subarray(0, 16));
}

// spec: crypto-18
export function reduceModGroupOrder(result: Uint8Array | number[], wide: Float64Array | number[]): void {
  const groupOrder = (1n << 252n) + 27742317777372353535851937790883648493n;
  let value = 0n;
  for (let index = 63; index >= 0; index--) {
    value = value * 256n + BigInt(wide[index]);
  }
  let remainder = value % groupOrder;
  if (remainder < 0n) remainder += groupOrder;
  for (let index = 0; index < 32; index++) {
    const byte = Number(remainder & 0xffn);
    result[index] = byte;
    wide[index] = byte;
    remainder >>= 8n;
  }
  for (let index = 32; index < 64; index++) {
    wide[index] = 0;
  }
}

// spec: crypto-19
export function addUint64(...values: ReadonlyArray<{ high: number; low: number }>): { high: number; low: number } {
  const pieces = [0, 0, 0, 0];
  for (const { high, low } of values) {
    pieces[0] += low & 0xffff;
    pieces[1] += (low >>> 16) & 0xffff;
    pieces[2] += high & 0xffff;
    pieces[3] += (high >>> 16) & 0xffff;
  }
  for (let i = 0; i < 3; i++) {
    const carry = Math.floor(pieces[i] / 0x10000);
    pieces[i] -= carry * 0x10000;
    pieces[i + 1] += carry;
  }
  pieces[3] %= 0x10000;
  return {
    high: (pieces[3] << 16) | pieces[2],
    low: (pieces[1] << 16) | pieces[0],
  };
}

// spec: crypto-20
export function bytesEqual(first: Uint8Array, second: Uint8Array): boolean {
  if (!(first instanceof Uint8Array) || !(second instanceof Uint8Array)) {
    throw new TypeError("unexpected type, use Uint8Array");
  }
  if (first.length === 0 || second.length === 0) return false;
  if (first.length !== second.length) return false;
  let difference = 0;
  for (let i = 0; i < first.length; i++) {
    difference |= first[i] ^ second[i];
  }
  return difference === 0;
}

// spec: crypto-21
export function toWindowedNaf(value: bigint, window: number, minimumBits: number): number[] {
  const bitLength = value === 0n ? 0 : value.toString(2).length;
  const digits: number[] = new Array(Math.max(bitLength, minimumBits) + 1).fill(0);
  const halfWindow = 1n << BigInt(window);
  const windowMask = (halfWindow << 1n) - 1n;
  let remaining = value;
  for (let position = 0; position < digits.length && remaining > 0n; position++) {
    let digit = 0n;
    if ((remaining & 1n) === 1n) {
      const lowBits = remaining & windowMask;
      digit = lowBits < halfWindow ? lowBits : halfWindow - lowBits;
      remaining -= digit;
    }
    digits[position] = Number(digit);
    remaining >>= 1n;
  }
  return digits;
}

// spec: crypto-22
export function readDerLength(bytes: ArrayLike<number>, cursor: { offset: number }): number | false {
  const byteAt = (index: number): number => bytes[index] ?? 0;
  const initial = byteAt(cursor.offset++);
  if ((initial & 0x80) === 0) return initial;

  const byteCount = initial & 0x0f;
  if (byteCount === 0 || byteCount > 4) return false;
  if (byteAt(cursor.offset) === 0) return false;

  let length = 0;
  for (let i = 0; i < byteCount; i++) {
    length = ((length << 8) | byteAt(cursor.offset + i)) >>> 0;
  }
  if (length <= 0x7f) return false;
  cursor.offset += byteCount;
  return length;
}

// spec: crypto-23
export function stripRedundantZeros(bytes: number[]): number[] {
  let start = 0;
  while (start < bytes.length - 1 && bytes[start] === 0 && (bytes[start + 1] & 0x80) === 0) {
    start++;
  }
  return start === 0 ? bytes : bytes.slice(start);
}

// spec: crypto-24
export function appendDerLength(output: number[], length: number): void {
  if (length < 0x80) {
    output.push(length);
    return;
  }
  const byteCount = 1 + Math.floor(Math.log2(length) / 8);
  output.push(0x80 | byteCount);
  for (let shift = byteCount - 1; shift > 0; shift--) {
    output.push((length >>> (shift * 8)) & 0xff);
  }
  output.push(length);
}

// spec: crypto-25
export function encodeSignatureDer(r: bigint, s: bigint, encoding?: string): number[] | string {
  const integerBytes = (value: bigint): number[] => {
    let hex = value.toString(16);
    if (hex.length % 2 === 1) hex = `0${hex}`;
    const bytes = hex.match(/../g)!.map((pair) => parseInt(pair, 16));
    if (bytes[0] & 0x80) bytes.unshift(0);
    let start = 0;
    while (start < bytes.length - 1 && bytes[start] === 0 && (bytes[start + 1] & 0x80) === 0) start++;
    return bytes.slice(start);
  };
  const lengthBytes = (length: number): number[] => {
    if (length < 0x80) return [length];
    const octets: number[] = [];
    for (let rest = length; rest > 0; rest = Math.floor(rest / 256)) octets.unshift(rest & 0xff);
    return [0x80 | octets.length, ...octets];
  };
  const rBytes = integerBytes(r);
  const sBytes = integerBytes(s);
  const body = [0x02, ...lengthBytes(rBytes.length), ...rBytes, 0x02, ...lengthBytes(sBytes.length), ...sBytes];
  const der = [0x30, ...lengthBytes(body.length), ...body];
  if (encoding === "hex") {
    return der.map((byte) => byte.toString(16).padStart(2, "0")).join("");
  }
  return der;
}

// spec: crypto-26
export function decodeSec1Point<TPoint>(
  curve: {
    prime: bigint;
    point(x: bigint, y: bigint): TPoint;
    pointFromX(x: bigint, odd: boolean): TPoint;
  },
  input: ArrayLike<number> | string,
  encoding?: string,
): TPoint {
  const bytes = typeof input === "string" && encoding === "hex" ? hexStringToBytes(input) : Array.from(input as ArrayLike<number>);
  const fieldLength = Math.ceil(curve.prime.toString(2).length / 8);
  const readInteger = (from: number, to: number): bigint =>
    bytes.slice(from, to).reduce((acc, byte) => (acc << 8n) | BigInt(byte & 0xff), 0n);

  const prefix = bytes[0];
  if ((prefix === 0x04 || prefix === 0x06 || prefix === 0x07) && bytes.length - 1 === 2 * fieldLength) {
    const last = bytes[bytes.length - 1];
    if (prefix === 0x06 && last % 2 !== 0) throw new Error("Assertion failed");
    if (prefix === 0x07 && last % 2 !== 1) throw new Error("Assertion failed");
    return curve.point(readInteger(1, 1 + fieldLength), readInteger(1 + fieldLength, 1 + 2 * fieldLength));
  }
  if ((prefix === 0x02 || prefix === 0x03) && bytes.length - 1 === fieldLength) {
    return curve.pointFromX(readInteger(1, 1 + fieldLength), prefix === 0x03);
  }
  throw new Error("Unknown point format");
}

function hexStringToBytes(hex: string): number[] {
  const digits = hex.replace(/[^0-9a-f]/gi, "");
  const padded = digits.length % 2 === 1 ? `0${digits}` : digits;
  const bytes: number[] = [];
  for (let i = 0; i < padded.length; i += 2) {
    bytes.push(parseInt(padded.slice(i, i + 2), 16));
  }
  return bytes;
}

// spec: crypto-27
export function digestToScalar(
  message: unknown,
  order: bigint,
  truncateOnly = false,
  bitLength?: number,
): bigint {
  const bitsOf = (value: bigint): number => (value === 0n ? 0 : value.toString(2).length);
  let value: bigint;
  let byteLength: number;
  if (typeof message === "bigint" || typeof message === "number") {
    value = BigInt(message);
    byteLength = Math.ceil(bitsOf(value) / 8);
  } else if (message !== null && typeof message === "object" && typeof (message as ArrayLike<number>).length === "number") {
    const bytes = Array.from(message as ArrayLike<number>);
    value = bytes.reduce<bigint>((acc, byte) => (acc << 8n) | BigInt(byte & 0xff), 0n);
    byteLength = bytes.length;
  } else {
    const hex = String(message);
    value = hex.length === 0 ? 0n : BigInt(`0x${hex}`);
    byteLength = Math.ceil(hex.length / 2);
  }
  const totalBits = bitLength ?? byteLength * 8;
  const excess = totalBits - bitsOf(order);
  if (excess > 0) value >>= BigInt(excess);
  if (!truncateOnly && value >= order) value -= order;
  return value;
}

// spec: crypto-28
export function splitScalarGlv(
  scalar: bigint,
  order: bigint,
  basis: readonly [{ a: bigint; b: bigint }, { a: bigint; b: bigint }],
): [bigint, bigint] {
  const [{ a: p, b: q }, { a: r, b: t }] = basis;
  const roundedQuotient = (numerator: bigint, denominator: bigint): bigint => {
    const quotient = numerator / denominator;
    const remainder = numerator % denominator;
    const absRemainder = remainder < 0n ? -remainder : remainder;
    const absDenominator = denominator < 0n ? -denominator : denominator;
    if (2n * absRemainder < absDenominator) return quotient;
    return (numerator < 0n) !== (denominator < 0n) ? quotient - 1n : quotient + 1n;
  };
  const u = roundedQuotient(t * scalar, order);
  const v = roundedQuotient(-q * scalar, order);
  const first = scalar - u * p - v * r;
  const second = -(u * q + v * t);
  return [first, second];
}

// spec: crypto-29
export function edwardsPointFromY(
  curve: { a: bigint; c: bigint; d: bigint; p: bigint },
  yInput: bigint | string,
  odd: boolean,
): { x: bigint; y: bigint } {
  const { p } = curve;
  const mod = (value: bigint): bigint => ((value % p) + p) % p;
  const y = mod(typeof yInput === "string" ? BigInt(`0x${yInput || "0"}`) : yInput);
  const c2 = mod(curve.c * curve.c);
  const y2 = mod(y * y);
  const numerator = mod(y2 - c2);
  const denominator = mod(c2 * curve.d * y2 - curve.a);
  const x2 = mod(numerator * powMod(denominator, p - 2n, p));
  if (x2 === 0n) {
    if (odd) throw new Error("invalid point");
    return { x: 0n, y };
  }
  let x = sqrtMod(x2, p);
  if (mod(x * x) !== x2) throw new Error("invalid point");
  if (((x & 1n) === 1n) !== odd) x = mod(-x);
  return { x, y };
}

function powMod(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let factor = ((base % modulus) + modulus) % modulus;
  for (let e = exponent; e > 0n; e >>= 1n) {
    if (e & 1n) result = (result * factor) % modulus;
    factor = (factor * factor) % modulus;
  }
  return result;
}

function sqrtMod(value: bigint, prime: bigint): bigint {
  if (powMod(value, (prime - 1n) / 2n, prime) !== 1n) throw new Error("invalid point");
  if (prime % 4n === 3n) return powMod(value, (prime + 1n) / 4n, prime);
  let oddPart = prime - 1n;
  let twos = 0n;
  while ((oddPart & 1n) === 0n) {
    oddPart >>= 1n;
    twos++;
  }
  let nonResidue = 2n;
  while (powMod(nonResidue, (prime - 1n) / 2n, prime) !== prime - 1n) nonResidue++;
  let m = twos;
  let c = powMod(nonResidue, oddPart, prime);
  let t = powMod(value, oddPart, prime);
  let root = powMod(value, (oddPart + 1n) / 2n, prime);
  while (t !== 1n) {
    let i = 0n;
    let probe = t;
    while (probe !== 1n) {
      probe = (probe * probe) % prime;
      i++;
    }
    const b = powMod(c, 1n << (m - i - 1n), prime);
    m = i;
    c = (b * b) % prime;
    t = (t * c) % prime;
    root = (root * b) % prime;
  }
  return root;
}

// spec: crypto-30
export function montgomeryLadder(
  curve: { p: bigint; a24: bigint },
  point: { x: bigint; z: bigint },
  scalar: bigint,
): { x: bigint; z: bigint } {
  const { p, a24 } = curve;
  const mod = (value: bigint): bigint => ((value % p) + p) % p;
  type Projective = { x: bigint; z: bigint };

  const double = ({ x, z }: Projective): Projective => {
    const sumSquared = mod((x + z) * (x + z));
    const diffSquared = mod((x - z) * (x - z));
    const delta = mod(sumSquared - diffSquared);
    return { x: mod(sumSquared * diffSquared), z: mod(delta * (diffSquared + a24 * delta)) };
  };
  const differentialAdd = (first: Projective, second: Projective, difference: Projective): Projective => {
    const da = mod((second.x - second.z) * (first.x + first.z));
    const cb = mod((second.x + second.z) * (first.x - first.z));
    return {
      x: mod(difference.z * (da + cb) * (da + cb)),
      z: mod(difference.x * (da - cb) * (da - cb)),
    };
  };

  const magnitude = scalar < 0n ? -scalar : scalar;
  let lower: Projective = { x: 1n, z: 0n };
  let upper: Projective = { x: point.x, z: point.z };
  const bitLength = magnitude === 0n ? 0 : magnitude.toString(2).length;
  for (let bit = bitLength - 1; bit >= 0; bit--) {
    if (((magnitude >> BigInt(bit)) & 1n) === 0n) {
      upper = differentialAdd(lower, upper, point);
      lower = double(lower);
    } else {
      lower = differentialAdd(lower, upper, point);
      upper = double(upper);
    }
  }
  return lower;
}

// spec: crypto-31
export function hexDigitAt(text: string, index: number): number {
  const code = text.charCodeAt(index);
  if (code >= 0x30 && code <= 0x39) return code - 0x30;
  if (code >= 0x41 && code <= 0x46) return code - 0x41 + 10;
  if (code >= 0x61 && code <= 0x66) return code - 0x61 + 10;
  throw new Error(`Invalid character in ${text}`);
}

// spec: crypto-32
export function parseDigitRun(text: string, start: number, end: number, radix: number): number {
  const stop = Math.min(text.length, end);
  let result = 0;
  for (let index = start; index < stop; index++) {
    const code = text.charCodeAt(index);
    let digit: number;
    if (code >= 0x61) {
      digit = code - 0x61 + 10;
    } else if (code >= 0x41) {
      digit = code - 0x41 + 10;
    } else {
      digit = code - 0x30;
    }
    if (code < 0x30 || digit >= radix) {
      throw new Error("Invalid character");
    }
    result = result * radix + digit;
  }
  return result;
}

// spec: crypto-33
export function countTrailingZeroBits(word: number): number {
  if (word === 0) return 26;
  let count = 0;
  let rest = word;
  while ((rest & 1) === 0) {
    rest >>>= 1;
    count++;
  }
  return count;
}

// spec: crypto-34
export function reverseIndexBits(value: number, bitCount: number, size: number): number {
  if (value === 0 || value === size - 1) return value;
  let reversed = 0;
  for (let bit = 0; bit < bitCount; bit++) {
    reversed = (reversed << 1) | ((value >> bit) & 1);
  }
  return reversed;
}

// spec: crypto-35
export function bigPower(base: bigint, exponent: bigint): bigint {
  let remaining = exponent < 0n ? -exponent : exponent;
  if (remaining === 0n) return 1n;
  if (remaining === 1n) return base;
  let result = 1n;
  let square = base;
  while (remaining > 0n) {
    if (remaining & 1n) result *= square;
    remaining >>= 1n;
    if (remaining > 0n) square *= square;
  }
  return result;
}

// spec: crypto-36
export function greatestCommonDivisor(first: bigint, second: bigint): bigint {
  let a = first < 0n ? -first : first;
  let b = second < 0n ? -second : second;
  if (a === 0n) return b;
  if (b === 0n) return a;
  let sharedTwos = 0n;
  while (((a | b) & 1n) === 0n) {
    a >>= 1n;
    b >>= 1n;
    sharedTwos++;
  }
  while ((a & 1n) === 0n) a >>= 1n;
  while (b !== 0n) {
    while ((b & 1n) === 0n) b >>= 1n;
    if (a > b) [a, b] = [b, a];
    b -= a;
  }
  return a << sharedTwos;
}

// spec: crypto-37
export function divideRounded(dividend: bigint, divisor: bigint): bigint {
  if (divisor === 0n) throw new Error("Assertion failed");
  const quotient = dividend / divisor;
  const remainder = dividend % divisor;
  if (remainder === 0n) return quotient;
  const abs = (value: bigint): bigint => (value < 0n ? -value : value);
  if (2n * abs(remainder) < abs(divisor)) return quotient;
  const negative = dividend < 0n !== divisor < 0n;
  return negative ? quotient - 1n : quotient + 1n;
}

// spec: crypto-38
export function remainderBySmall(value: bigint, divisor: number): number {
  const divisorMagnitude = Math.abs(divisor);
  if (divisorMagnitude > 0x3ffffff) throw new Error("Assertion failed");
  if (divisorMagnitude === 0) return NaN;
  const limbs: number[] = [];
  for (let rest = value < 0n ? -value : value; rest > 0n; rest >>= 26n) {
    limbs.push(Number(rest & 0x3ffffffn));
  }
  let accumulator = 0;
  for (let index = limbs.length - 1; index >= 0; index--) {
    accumulator = (accumulator * 0x4000000 + limbs[index]) % divisorMagnitude;
  }
  return divisor < 0 ? -accumulator : accumulator;
}

// spec: crypto-39
export function compareMagnitudes(
  first: { words: ArrayLike<number>; length: number },
  second: { words: ArrayLike<number>; length: number },
): number {
  if (first.length !== second.length) return first.length > second.length ? 1 : -1;
  for (let index = first.length - 1; index >= 0; index--) {
    const a = first.words[index];
    const b = second.words[index];
    if (a !== b) return a > b ? 1 : -1;
  }
  return 0;
}

// spec: crypto-40
export function addPowerOfTwo<T extends { words: number[]; length: number }>(num: T, bit: number): T {
  if (typeof bit !== "number") throw new Error("Assertion failed");
  const limbIndex = Math.floor(bit / 26);
  const increment = 1 << (bit % 26);
  if (limbIndex >= num.length) {
    for (let index = num.length; index <= limbIndex; index++) {
      num.words[index] = 0;
    }
    num.words[limbIndex] |= increment;
    num.length = limbIndex + 1;
    return num;
  }
  let carry = increment;
  let index = limbIndex;
  for (; carry !== 0 && index < num.length; index++) {
    const sum = num.words[index] + carry;
    num.words[index] = sum & 0x3ffffff;
    carry = sum >>> 26;
  }
  if (carry !== 0) {
    num.words[index] = carry;
    num.length++;
  }
  return num;
}

// spec: crypto-41
export function appendWordArray(
  target: { words: number[]; sigBytes: number },
  source: { words: number[]; sigBytes: number },
): { words: number[]; sigBytes: number } {
  const partial = target.sigBytes % 4;
  if (partial !== 0) {
    const lastIndex = target.sigBytes >>> 2;
    target.words[lastIndex] &= ~(0xffffffff >>> (partial * 8));
  }
  target.words.length = Math.ceil(target.sigBytes / 4);

  if (partial !== 0) {
    for (let i = 0; i < source.sigBytes; i++) {
      const byte = (source.words[i >>> 2] >>> (24 - (i % 4) * 8)) & 0xff;
      const position = target.sigBytes + i;
      target.words[position >>> 2] = (target.words[position >>> 2] ?? 0) | (byte << (24 - (position % 4) * 8));
    }
  } else {
    for (let offset = 0; offset < source.sigBytes; offset += 4) {
      target.words[(target.sigBytes + offset) >>> 2] = source.words[offset >>> 2];
    }
  }
  target.sigBytes += source.sigBytes;
  return target;
}

// spec: crypto-42
export function wordArrayToHex(data: { words: ArrayLike<number>; sigBytes: number }): string {
  const hexDigits: string[] = [];
  for (let index = 0; index < data.sigBytes; index++) {
    const word = data.words[index >>> 2] ?? 0;
    const byte = (word >>> (24 - (index % 4) * 8)) & 0xff;
    hexDigits.push((byte >>> 4).toString(16), (byte & 0x0f).toString(16));
  }
  return hexDigits.join("");
}

// spec: crypto-43
export function hexToWordArray(hex: string): { words: number[]; sigBytes: number } {
  const digitValue = (char: string | undefined): number =>
    char ? "0123456789abcdef".indexOf(char.toLowerCase()) : -1;
  const words: number[] = [];
  for (let index = 0; index < hex.length; index += 2) {
    const high = digitValue(hex[index]);
    const low = digitValue(hex[index + 1]);
    const byte = high < 0 ? 0 : low < 0 ? high : high * 16 + low;
    const wordIndex = index >>> 3;
    words[wordIndex] = (words[wordIndex] ?? 0) | (byte << (24 - (index % 8) * 4));
  }
  return { words, sigBytes: hex.length / 2 };
}

// spec: crypto-44
export function wordArrayToBase64(data: { words: number[]; sigBytes: number }, urlSafe?: unknown): string {
  const useUrlAlphabet = urlSafe === undefined || Boolean(urlSafe);
  const alphabet =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789" + (useUrlAlphabet ? "-_" : "+/");

  const { sigBytes } = data;
  const partial = sigBytes % 4;
  if (partial !== 0) {
    data.words[sigBytes >>> 2] &= ~(0xffffffff >>> (partial * 8));
  }
  data.words.length = Math.ceil(sigBytes / 4);

  const byteAt = (index: number): number => (data.words[index >>> 2] >>> (24 - (index % 4) * 8)) & 0xff;
  let output = "";
  for (let index = 0; index < sigBytes; index += 3) {
    const available = Math.min(3, sigBytes - index);
    const triplet =
      (byteAt(index) << 16) |
      (available > 1 ? byteAt(index + 1) << 8 : 0) |
      (available > 2 ? byteAt(index + 2) : 0);
    for (let sextet = 0; sextet <= available; sextet++) {
      output += alphabet[(triplet >>> (18 - sextet * 6)) & 0x3f];
    }
  }
  if (!useUrlAlphabet) {
    while (output.length % 4 !== 0) output += "=";
  }
  return output;
}

// spec: crypto-45
export function decodeBase64Characters(
  text: string,
  characterCount: number,
  lookup: Readonly<Record<number, number>>,
): { words: number[]; sigBytes: number } {
  const words: number[] = [];
  let byteCount = 0;
  for (let index = 0; index < characterCount; index++) {
    const phase = index % 4;
    if (phase === 0) continue;
    const previous = lookup[text.charCodeAt(index - 1)] ?? 0;
    const current = lookup[text.charCodeAt(index)] ?? 0;
    const byte = ((previous << (phase * 2)) | (current >>> (6 - phase * 2))) & 0xff;
    const wordIndex = byteCount >>> 2;
    words[wordIndex] = (words[wordIndex] ?? 0) | (byte << (24 - (byteCount % 4) * 8));
    byteCount++;
  }
  return { words, sigBytes: byteCount };
}

// spec: crypto-46
export function wordArrayToUtf16Le(data: { words: ArrayLike<number>; sigBytes: number }): string {
  const byteAt = (index: number): number => ((data.words[index >>> 2] ?? 0) >>> (24 - (index % 4) * 8)) & 0xff;
  const characters: string[] = [];
  for (let index = 0; index < data.sigBytes; index += 2) {
    const codeUnit = byteAt(index) | (byteAt(index + 1) << 8);
    characters.push(String.fromCharCode(codeUnit));
  }
  return characters.join("");
}

// spec: crypto-47
export function initializeRc4(cipher: {
  key: { words: number[]; sigBytes: number };
  permutation: number[];
  i: number;
  j: number;
}): void {
  const { words, sigBytes } = cipher.key;
  const keyByte = (position: number): number => {
    const index = sigBytes > 0 ? position % sigBytes : 0;
    return ((words[index >>> 2] ?? 0) >>> (24 - (index % 4) * 8)) & 0xff;
  };
  const permutation = Array.from({ length: 256 }, (_, index) => index);
  let j = 0;
  for (let i = 0; i < 256; i++) {
    j = (j + permutation[i] + keyByte(i)) % 256;
    [permutation[i], permutation[j]] = [permutation[j], permutation[i]];
  }
  cipher.permutation = permutation;
  cipher.i = 0;
  cipher.j = 0;
}

// spec: crypto-48
export function nextRc4KeystreamWord(state: { permutation: number[]; i: number; j: number }): number {
  const { permutation } = state;
  let { i, j } = state;
  let word = 0;
  for (let byteIndex = 0; byteIndex < 4; byteIndex++) {
    i = (i + 1) % 256;
    j = (j + permutation[i]) % 256;
    [permutation[i], permutation[j]] = [permutation[j], permutation[i]];
    const output = permutation[(permutation[i] + permutation[j]) % 256];
    word |= output << (24 - byteIndex * 8);
  }
  state.i = i;
  state.j = j;
  return word;
}

// spec: crypto-49
export function deriveOpenSslKey(
  password: string | { words: number[]; sigBytes: number },
  salt?: string | { words: number[]; sigBytes: number },
  options: {
    hash?: (message: { words: number[]; sigBytes: number }) => { words: number[]; sigBytes: number };
    keySize?: number;
    iterations?: number;
  } = {},
): { words: number[]; sigBytes: number } {
  type Words = { words: number[]; sigBytes: number };
  const hash = options.hash ?? md5WordArray;
  const keySize = options.keySize ?? 4;
  const iterations = options.iterations ?? 1;

  const toBytes = (value: string | Words): number[] => {
    if (typeof value === "string") return Array.from(new TextEncoder().encode(value));
    return Array.from({ length: value.sigBytes }, (_, i) => ((value.words[i >>> 2] ?? 0) >>> (24 - (i % 4) * 8)) & 0xff);
  };
  const fromBytes = (bytes: number[]): Words => {
    const words: number[] = [];
    bytes.forEach((byte, i) => {
      words[i >>> 2] = (words[i >>> 2] ?? 0) | (byte << (24 - (i % 4) * 8));
    });
    return { words, sigBytes: bytes.length };
  };

  const passwordBytes = toBytes(password);
  const saltBytes = salt === undefined ? [] : toBytes(salt);
  const derivedBytes: number[] = [];
  let block: number[] | undefined;
  while (Math.ceil(derivedBytes.length / 4) < keySize) {
    const input = [...(block ?? []), ...passwordBytes, ...saltBytes];
    let digest = hash(fromBytes(input));
    for (let round = 1; round < iterations; round++) {
      digest = hash(digest);
    }
    block = toBytes(digest);
    derivedBytes.push(...block);
  }
  const derived = fromBytes(derivedBytes);
  derived.sigBytes = keySize * 4;
  return derived;
}

function md5WordArray(message: { words: number[]; sigBytes: number }): { words: number[]; sigBytes: number } {
  const bytes = Array.from({ length: message.sigBytes }, (_, i) => ((message.words[i >>> 2] ?? 0) >>> (24 - (i % 4) * 8)) & 0xff);
  const shifts = [7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21];
  const constants = Array.from({ length: 64 }, (_, i) => Math.floor(Math.abs(Math.sin(i + 1)) * 2 ** 32) | 0);
  const bitLength = bytes.length * 8;
  const padded = [...bytes, 0x80];
  while (padded.length % 64 !== 56) padded.push(0);
  for (let i = 0; i < 8; i++) padded.push(Math.floor(bitLength / 2 ** (8 * i)) & 0xff);

  const state = [0x67452301, 0xefcdab89 | 0, 0x98badcfe | 0, 0x10325476];
  for (let chunk = 0; chunk < padded.length; chunk += 64) {
    const block = Array.from(
      { length: 16 },
      (_, k) =>
        padded[chunk + 4 * k] |
        (padded[chunk + 4 * k + 1] << 8) |
        (padded[chunk + 4 * k + 2] << 16) |
        (padded[chunk + 4 * k + 3] << 24),
    );
    let [a, b, c, d] = state;
    for (let step = 0; step < 64; step++) {
      const round = step >> 4;
      let mixed: number;
      let wordIndex: number;
      if (round === 0) {
        mixed = (b & c) | (~b & d);
        wordIndex = step;
      } else if (round === 1) {
        mixed = (d & b) | (~d & c);
        wordIndex = (5 * step + 1) % 16;
      } else if (round === 2) {
        mixed = b ^ c ^ d;
        wordIndex = (3 * step + 5) % 16;
      } else {
        mixed = c ^ (b | ~d);
        wordIndex = (7 * step) % 16;
      }
      const sum = (a + mixed + constants[step] + block[wordIndex]) | 0;
      const shift = shifts[round * 4 + (step % 4)];
      a = d;
      d = c;
      c = b;
      b = (b + ((sum << shift) | (sum >>> (32 - shift)))) | 0;
    }
    state[0] = (state[0] + a) | 0;
    state[1] = (state[1] + b) | 0;
    state[2] = (state[2] + c) | 0;
    state[3] = (state[3] + d) | 0;
  }
  const words = state.map(
    (value) => ((value & 0xff) << 24) | (((value >>> 8) & 0xff) << 16) | (((value >>> 16) & 0xff) << 8) | ((value >>> 24) & 0xff),
  );
  return { words, sigBytes: 16 };
}

// spec: crypto-50
export function blowfishEncryptBlock(
  context: { subkeys: ArrayLike<number>; sboxes: ReadonlyArray<ArrayLike<number>> },
  left: number,
  right: number,
): { left: number; right: number } {
  const { subkeys, sboxes } = context;
  const feistel = (value: number): number => {
    const a = (value >>> 24) & 0xff;
    const b = (value >>> 16) & 0xff;
    const c = (value >>> 8) & 0xff;
    const d = value & 0xff;
    return ((((sboxes[0][a] + sboxes[1][b]) | 0) ^ sboxes[2][c]) + sboxes[3][d]) | 0;
  };
  let l = left | 0;
  let r = right | 0;
  for (let round = 0; round < 16; round++) {
    l ^= subkeys[round];
    r ^= feistel(l);
    [l, r] = [r, l];
  }
  [l, r] = [r, l];
  r ^= subkeys[16];
  l ^= subkeys[17];
  return { left: l | 0, right: r | 0 };
}

// spec: crypto-51
export function xorBinaryStrings(first: string, second: string, count: number): string {
  const codeAt = (text: string, index: number): number => (index < text.length ? text.charCodeAt(index) : 0);
  const characters: string[] = [];
  for (let index = 0; index < count; index++) {
    characters.push(String.fromCharCode(codeAt(first, index) ^ codeAt(second, index)));
  }
  return characters.join("");
}

// spec: crypto-52
export function hexToBinaryString(hex: string): string {
  const digit = (char: string | undefined): number => (char ? "0123456789abcdef".indexOf(char.toLowerCase()) : -1);
  const chunkValue = (chunk: string): number => {
    const high = digit(chunk[0]);
    if (high < 0) return 0;
    const low = digit(chunk[1]);
    return low < 0 ? high : high * 16 + low;
  };
  let output = "";
  let index = 0;
  if (hex.length % 2 === 1) {
    output += String.fromCharCode(chunkValue(hex[0]));
    index = 1;
  }
  for (; index < hex.length; index += 2) {
    output += String.fromCharCode(chunkValue(hex.slice(index, index + 2)));
  }
  return output;
}

// spec: crypto-53
export function encodeBase64(input: string, maxLineLength?: number): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  let output = "";
  let line = "";
  for (let index = 0; index < input.length; index += 3) {
    const first = input.charCodeAt(index);
    const hasSecond = index + 1 < input.length;
    const hasThird = index + 2 < input.length;
    const second = hasSecond ? input.charCodeAt(index + 1) : 0;
    const third = hasThird ? input.charCodeAt(index + 2) : 0;

    line += alphabet.charAt(first >> 2);
    line += alphabet.charAt(((first & 0x03) << 4) | (second >> 4));
    if (!hasSecond) {
      line += "==";
    } else {
      line += alphabet.charAt(((second & 0x0f) << 2) | (third >> 6));
      line += hasThird ? alphabet.charAt(third & 0x3f) : "=";
    }

    if (maxLineLength !== undefined && maxLineLength > 0 && line.length > maxLineLength) {
      output += `${line.slice(0, maxLineLength)}\r\n`;
      line = line.slice(maxLineLength);
    }
  }
  return output + line;
}

// spec: crypto-54
export function ipv6ToBinary(address: string): string {
  const pieces = address.split(":");
  const emptyPieces = pieces.filter((piece) => piece.length === 0).length;
  let zeroFill = (8 - pieces.length + emptyPieces) * 2;
  let bytes = "";
  for (let index = 0; index < 8; index++) {
    const piece = pieces[index];
    if (!piece) {
      bytes += "\u0000".repeat(Math.max(0, zeroFill));
      zeroFill = 0;
      continue;
    }
    const pieceBytes = hexGroupToBinary(piece);
    bytes += pieceBytes.length < 2 ? `\u0000${pieceBytes}` : pieceBytes;
  }
  return bytes;
}

function hexGroupToBinary(group: string): string {
  const toByte = (chunk: string): number => {
    const high = parseHexNibble(chunk[0]);
    if (high < 0) return 0;
    const low = parseHexNibble(chunk[1]);
    return low < 0 ? high : (high << 4) | low;
  };
  const leading = group.length % 2;
  let result = leading ? String.fromCharCode(toByte(group[0])) : "";
  for (let offset = leading; offset < group.length; offset += 2) {
    result += String.fromCharCode(toByte(group.slice(offset, offset + 2)));
  }
  return result;
}

function parseHexNibble(char: string | undefined): number {
  return char === undefined || char === "" ? -1 : "0123456789abcdef".indexOf(char.toLowerCase());
}

// spec: crypto-55
export function encodeDerIntegerContent(value: number): Uint8Array {
  const ranges: ReadonlyArray<[number, number]> = [
    [1, 0x80],
    [2, 0x8000],
    [3, 0x800000],
    [4, 0x80000000],
  ];
  for (const [width, limit] of ranges) {
    if (value >= -limit && value < limit) {
      const bytes = new Uint8Array(width);
      for (let index = 0; index < width; index++) {
        bytes[index] = (value >> (8 * (width - 1 - index))) & 0xff;
      }
      return bytes;
    }
  }
  throw Object.assign(new Error("Integer too large; max is 32-bits."), { integer: value });
}

// spec: crypto-56
export function encodeBaseX(bytes: ArrayLike<number>, alphabet: string): string {
  const base = BigInt(alphabet.length);
  let value = 0n;
  for (let index = 0; index < bytes.length; index++) {
    value = (value << 8n) | BigInt(bytes[index] & 0xff);
  }
  const digits: number[] = [];
  do {
    digits.push(Number(value % base));
    value /= base;
  } while (value > 0n);

  let leadingZeros = 0;
  while (leadingZeros < bytes.length - 1 && bytes[leadingZeros] === 0) leadingZeros++;

  const prefix = alphabet[0].repeat(leadingZeros);
  return prefix + digits.reverse().map((digit) => alphabet[digit]).join("");
}

// spec: crypto-57
export function foldPemHeader(header: { name: string; values: readonly string[] }): string {
  const values = header.values.map((value) => value.replace(/^(\S+\r\n)/, " $1"));
  let text = `${header.name}: ${values.join(",")}\r\n`;
  const maxLineLength = 65;
  let lineStart = 0;
  let candidate = -1;
  let index = 0;
  while (index < text.length) {
    if (index - lineStart > maxLineLength && candidate !== -1) {
      if (text[candidate] === ",") {
        text = `${text.slice(0, candidate + 1)}\r\n ${text.slice(candidate + 1)}`;
        lineStart = candidate + 3;
        index += 3;
      } else {
        text = `${text.slice(0, candidate)}\r\n${text.slice(candidate)}`;
        lineStart = candidate + 2;
        index += 2;
      }
      candidate = -1;
      continue;
    }
    const char = text[index];
    if (char === " " || char === "\t" || char === ",") candidate = index;
    index++;
  }
  return text;
}

// spec: crypto-58
export function generateMgf1Mask(
  seed: string,
  maskLength: number,
  digest?: { digestLength: number; start(): void; update(data: string): void; digest(): { getBytes(): string } },
): string {
  const md = digest ?? createSha1MessageDigest();
  const blockCount = Math.ceil(maskLength / md.digestLength);
  const blocks: string[] = [];
  for (let counter = 0; counter < blockCount; counter++) {
    const counterBytes = String.fromCharCode(
      (counter >>> 24) & 0xff,
      (counter >>> 16) & 0xff,
      (counter >>> 8) & 0xff,
      counter & 0xff,
    );
    md.start();
    md.update(seed + counterBytes);
    blocks.push(md.digest().getBytes());
  }
  return blocks.join("").substring(0, maskLength);
}

function createSha1MessageDigest(): {
  digestLength: number;
  start(): void;
  update(data: string): void;
  digest(): { getBytes(): string };
} {
  let buffered = "";
  const compute = (message: string): string => {
    const bytes = Array.from(message, (char) => char.charCodeAt(0) & 0xff);
    const bitLength = bytes.length * 8;
    bytes.push(0x80);
    while (bytes.length % 64 !== 56) bytes.push(0);
    for (let shift = 7; shift >= 0; shift--) bytes.push(Math.floor(bitLength / 2 ** (8 * shift)) & 0xff);

    const hash = [0x67452301, 0xefcdab89 | 0, 0x98badcfe | 0, 0x10325476, 0xc3d2e1f0 | 0];
    const rotl = (value: number, bits: number): number => (value << bits) | (value >>> (32 - bits));
    for (let offset = 0; offset < bytes.length; offset += 64) {
      const schedule: number[] = [];
      for (let t = 0; t < 80; t++) {
        schedule[t] =
          t < 16
            ? (bytes[offset + 4 * t] << 24) |
              (bytes[offset + 4 * t + 1] << 16) |
              (bytes[offset + 4 * t + 2] << 8) |
              bytes[offset + 4 * t + 3]
            : rotl(schedule[t - 3] ^ schedule[t - 8] ^ schedule[t - 14] ^ schedule[t - 16], 1);
      }
      let [a, b, c, d, e] = hash;
      for (let t = 0; t < 80; t++) {
        let f: number;
        let k: number;
        if (t < 20) {
          f = (b & c) | (~b & d);
          k = 0x5a827999;
        } else if (t < 40) {
          f = b ^ c ^ d;
          k = 0x6ed9eba1;
        } else if (t < 60) {
          f = (b & c) | (b & d) | (c & d);
          k = 0x8f1bbcdc | 0;
        } else {
          f = b ^ c ^ d;
          k = 0xca62c1d6 | 0;
        }
        const temp = (rotl(a, 5) + f + e + k + schedule[t]) | 0;
        e = d;
        d = c;
        c = rotl(b, 30);
        b = a;
        a = temp;
      }
      hash[0] = (hash[0] + a) | 0;
      hash[1] = (hash[1] + b) | 0;
      hash[2] = (hash[2] + c) | 0;
      hash[3] = (hash[3] + d) | 0;
      hash[4] = (hash[4] + e) | 0;
    }
    return hash
      .map((word) => String.fromCharCode((word >>> 24) & 0xff, (word >>> 16) & 0xff, (word >>> 8) & 0xff, word & 0xff))
      .join("");
  };
  return {
    digestLength: 20,
    start() {
      buffered = "";
    },
    update(data: string) {
      buffered += data;
    },
    digest() {
      const result = compute(buffered);
      return { getBytes: () => result };
    },
  };
}

// spec: crypto-59
export function gcmMultiplyBlocks(x: readonly number[], y: readonly number[]): number[] {
  const product = [0, 0, 0, 0];
  const shifted = y.slice(0, 4);
  for (let bit = 0; bit < 128; bit++) {
    const isSet = (x[bit >>> 5] & (1 << (31 - (bit % 32)))) !== 0;
    if (isSet) {
      for (let k = 0; k < 4; k++) product[k] ^= shifted[k];
    }
    const droppedBit = shifted[3] & 1;
    for (let k = 3; k > 0; k--) {
      shifted[k] = (shifted[k] >>> 1) | ((shifted[k - 1] & 1) << 31);
    }
    shifted[0] >>>= 1;
    if (droppedBit) shifted[0] ^= 0xe1000000;
  }
  return product;
}

// spec: crypto-60
export function looksLikeDnsHostName(value: unknown): boolean {
  if (typeof value !== "string" || value.length === 0) return false;
  const last = value.length - 1;
  let acceptedDots = 0;
  for (let index = 0; index <= last; index++) {
    const char = value[index];
    if (/[A-Za-z0-9_]/.test(char)) continue;
    if (char === "-" && index > 0 && index < last) continue;
    if (char === "." && index > 0 && index < last) {
      const next = value[index + 1];
      const previous = value[index - 1];
      if (next !== "." && next !== "-" && previous !== "-") {
        acceptedDots++;
        continue;
      }
    }
    return false;
  }
  return acceptedDots > 0;
}
