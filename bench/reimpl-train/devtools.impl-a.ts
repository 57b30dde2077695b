import { exec } from 'node:child_process';
import { EventEmitter, addAbortListener } from 'node:events';
import * as fs from 'node:fs';
import { readFile as readFileAsync, stat as statAsync } from 'node:fs/promises';
import * as os from 'node:os';
import * as path from 'node:path';
import * as readline from 'node:readline';
import { StringDecoder } from 'node:string_decoder';
import { debuglog, formatWithOptions, promisify } from 'node:util';

// spec: devtools-01
/**
 * Returns the cached value for `key`, creating and storing it with `factory` on a miss.
 * Only `undefined` counts as a miss.
 */
export function getOrCreate<K, V>(
  store: { get(key: K): V | undefined; set(key: K, value: V): unknown },
  key: K,
  factory: () => V,
): V {
  const cached = store.get(key);
  if (cached !== undefined) {
    return cached;
  }
  const created = factory();
  store.set(key, created);
  return created;
}

// spec: devtools-02
/** Decodes configuration file bytes, honouring UTF-16 LE/BE byte-order marks. */
export function decodeConfigBytes(bytes: Buffer): string {
  if (bytes.length >= 2) {
    const [first, second] = [bytes[0], bytes[1]];
    if (first === 0xff && second === 0xfe) {
      return new TextDecoder('utf-16le').decode(bytes);
    }
    if (first === 0xfe && second === 0xff) {
      return new TextDecoder('utf-16be').decode(bytes);
    }
  }
  return bytes.toString();
}

// spec: devtools-03
/** Resolves to true when `targetPath` is a directory; a missing path gives false. */
export async function isDirectoryPath(targetPath: string): Promise<boolean> {
  try {
    const stats = await statAsync(targetPath);
    return stats.isDirectory();
  } catch (error) {
    if ((error as NodeJS.ErrnoException)?.code === 'ENOENT') {
      return false;
    }
    throw error;
  }
}

// spec: devtools-04
type PlainRecord = Record<string, unknown>;

const isPlainObjectTag = (value: unknown): value is PlainRecord =>
  Object.prototype.toString.call(value) === '[object Object]';

/** Deeply merges `source` into `target` in place and returns `target`. */
export function mergeConfigInto(
  target: PlainRecord,
  source: PlainRecord,
  options: { concatArrays?: boolean },
): PlainRecord {
  for (const key of Object.keys(source)) {
    if (key === '__proto__' || key === 'constructor') {
      continue;
    }
    const incoming = source[key];
    const existing = target[key];
    const hasOwn = Object.prototype.hasOwnProperty.call(target, key);

    if (hasOwn && Array.isArray(existing) && Array.isArray(incoming) && options.concatArrays) {
      existing.push(...incoming);
    } else if (isPlainObjectTag(existing) && isPlainObjectTag(incoming)) {
      target[key] = mergeConfigInto(existing, incoming, options);
    } else {
      target[key] = incoming;
    }
  }
  return target;
}

// spec: devtools-05
/** Validates `$import` entries of a config file, rejecting self and circular imports. */
export function validateConfigImports(
  containingPath: string,
  declaredImports: unknown[],
  importStack: string[],
): void {
  const baseDir = path.dirname(containingPath);
  for (const entry of declaredImports) {
    if (typeof entry !== 'string') {
      throw new Error(`${containingPath}: Key $import must contain a string or a list of strings`);
    }
    const resolved = path.resolve(baseDir, entry);
    if (resolved === containingPath) {
      throw new Error(`Self-import detected in ${containingPath}`);
    }
    const firstIndex = importStack.indexOf(resolved);
    if (firstIndex !== -1) {
      const chain = [...importStack, resolved]
        .map((filePath, index) => `${index + 1}. ${filePath}`)
        .join('\n');
      throw new Error(`Circular import detected:\n${chain} (same as ${firstIndex + 1}.)`);
    }
  }
}

// spec: devtools-06
export interface SearchDirectory {
  path: string;
  isGlobal: boolean;
}

export interface ConfigSearcherContext {
  config: { stopDir?: string };
  getGlobalConfigDir(): string;
}

/** Yields directories from `startDir` upward to the stop directory, then the global config dir. */
export function* searchDirectoriesUpward(
  context: ConfigSearcherContext,
  startDir: string,
): Generator<SearchDirectory> {
  const stopDir = path.resolve(context.config.stopDir ?? os.homedir());
  let current = startDir;
  while (true) {
    yield { path: current, isGlobal: false };
    if (current === stopDir) {
      break;
    }
    const parent = path.dirname(current);
    if (parent === current) {
      break;
    }
    current = parent;
  }
  yield { path: context.getGlobalConfigDir(), isGlobal: true };
}

// spec: devtools-07
/** Combines or selects the user's and the tool's configuration search places. */
export function resolveSearchPlaces(
  moduleName: string,
  defaultPlaces: readonly string[],
  userOptions: { searchPlaces?: readonly string[]; mergeSearchPlaces?: boolean },
): string[] {
  const userPlaces = userOptions.searchPlaces?.map((place) => place.replace('{name}', moduleName));
  if (userOptions.mergeSearchPlaces) {
    return [...(userPlaces ?? []), ...defaultPlaces];
  }
  return userPlaces ?? [...defaultPlaces];
}

// spec: devtools-08
const configDebug = debuglog('config');

/** Reads a file as raw bytes, resolving to null when it is missing (unless told otherwise). */
export async function readFileIfExists(
  fileName: string,
  ignoreMissing = true,
): Promise<Buffer | null> {
  configDebug('Reading file: %s', fileName);
  try {
    return await readFileAsync(fileName);
  } catch (error) {
    if (ignoreMissing && (error as NodeJS.ErrnoException)?.code === 'ENOENT') {
      configDebug('File does not exist: %s', fileName);
      return null;
    }
    throw error;
  }
}

// spec: devtools-09
/** Maps file names to their patch text from NUL-separated `git diff --raw -p -z` output. */
export function parseRawPatchOutput(output: string | undefined | null): Map<string, string> {
  const patches = new Map<string, string>();
  if (!output) {
    return patches;
  }
  const [rawSection = '', patchSection = ''] = output.split('\0\0');
  const trimmedRaw = rawSection.endsWith('\0') ? rawSection.slice(0, -1) : rawSection;
  const fileNames = trimmedRaw.split('\0').filter((_, index) => index % 2 === 1);

  const blocks = patchSection.split(/^diff --git /m).slice(1);
  let previousHeader: string | undefined;
  let fileIndex = -1;
  for (const block of blocks) {
    const newlineAt = block.indexOf('\n');
    const header = newlineAt === -1 ? block : block.slice(0, newlineAt);
    if (header !== previousHeader) {
      fileIndex += 1;
      previousHeader = header;
    }
    const fileName = fileNames[fileIndex];
    patches.set(fileName, (patches.get(fileName) ?? '') + block);
  }
  return patches;
}

// spec: devtools-10
/** Normalises a boolean/number concurrency option into a worker count. */
export function normalizeConcurrency(value: boolean | number): number {
  if (value === true || value === Number.POSITIVE_INFINITY) {
    return Infinity;
  }
  if (value === false || typeof value !== 'number' || !Number.isInteger(value) || value < 1) {
    return 1;
  }
  return value;
}

// spec: devtools-11
/** Builds `git diff` arguments listing changed files. */
export function buildGitDiffArgs(diffSpec?: string, diffFilter?: string): string[] {
  const filter = diffFilter !== undefined ? diffFilter.trim() : 'ACMR';
  const diffArgs = diffSpec !== undefined ? diffSpec.trim().split(' ') : ['--staged'];
  return ['diff', `--diff-filter=${filter}`, ...diffArgs];
}

// spec: devtools-12
/** Maximum command-line argument length for a platform. */
export function getMaxArgumentLength(platform: string | undefined = process.platform): number {
  switch (platform) {
    case 'darwin':
      return 262144;
    case 'win32':
      return 8191;
    default:
      return 131072;
  }
}

// spec: devtools-13
/** Converts a path to forward slashes, collapsing repeated separators. */
export function toForwardSlashes(inputPath: string): string {
  if (inputPath === '/' || inputPath === '\\') {
    return '/';
  }
  let converted = inputPath.split(/[\\/]+/).join('/');
  if (/^\\\\[?.]\\/.test(inputPath)) {
    converted = `/${converted}`;
  }
  return converted.endsWith('/') ? converted.slice(0, -1) : converted;
}

// spec: devtools-14
const execAsync = promisify(exec);

/** Forcefully kills a process and its children, ignoring every failure. */
export async function killProcessTree(
  pid: number,
  isWindows: boolean = process.platform === 'win32',
): Promise<void> {
  try {
    if (isWindows) {
      await execAsync(`taskkill /pid ${pid} /T /F`);
    } else {
      process.kill(-pid, 'SIGKILL');
    }
  } catch {
    // Ignore: the process may already be gone or not be ours to kill.
  }
}

// spec: devtools-15
/** Resolves with the next line read from standard input. */
export function readLineFromStdin(): Promise<string> {
  return new Promise<string>((resolve) => {
    const lineReader = readline.createInterface({ input: process.stdin, output: process.stdout });
    lineReader.prompt();
    lineReader.on('line', (line: string) => {
      lineReader.close();
      resolve(line);
    });
  });
}

// spec: devtools-16
interface DebugSink {
  debug(message: string): void;
}

/** The active logger; while unset, debug loggers are silent. */
let activeDebugSink: DebugSink | undefined;

export const setActiveDebugSink = (sink: DebugSink | undefined): void => {
  activeDebugSink = sink;
};

const dim = (text: string): string => `\u001b[2m${text}\u001b[22m`;

/** Creates a namespaced debug logger that reports time elapsed since its previous message. */
export function createTimedDebugLogger(namespace: string): (...args: unknown[]) => void {
  let lastTime = process.hrtime.bigint();
  return (...args: unknown[]): void => {
    const sink = activeDebugSink;
    if (!sink) {
      return;
    }
    const now = process.hrtime.bigint();
    const elapsedMs = (now - lastTime) / 1_000_000n;
    lastTime = now;
    const colors = process.stdout.hasColors?.() ?? false;
    const body = formatWithOptions({ colors }, ...(args as [unknown, ...unknown[]]));
    sink.debug(`${dim(`${namespace}: `)}${body}${dim(` +${elapsedMs}ms`)}`);
  };
}

// spec: devtools-17
/** Checks that a value is a string, a function (if allowed) or a list nested at most one level. */
export function isValidTaskList(value: unknown, depth = 0, allowFunctions = true): boolean {
  if (Array.isArray(value)) {
    return depth < 2 && value.every((item) => isValidTaskList(item, depth + 1, allowFunctions));
  }
  return typeof value === 'string' || (allowFunctions && typeof value === 'function');
}

// spec: devtools-18
/** Deep-copies plain data: primitives, dates, arrays and plain objects. */
export function deepCopy<T>(value: T): T {
  if (value === null || typeof value !== 'object') {
    return value;
  }
  if (value instanceof Date) {
    return new Date(value.getTime()) as unknown as T;
  }
  if (Array.isArray(value)) {
    const copy: unknown[] = new Array(value.length);
    for (let index = 0; index < value.length; index += 1) {
      copy[index] = deepCopy(value[index]);
    }
    return copy as unknown as T;
  }
  if (value instanceof Object) {
    const source = value as Record<string, unknown>;
    const copy: Record<string, unknown> = {};
    const hasOwn = source.hasOwnProperty;
    if (typeof hasOwn !== 'function') {
      return copy as T;
    }
    for (const key in source) {
      if (hasOwn.call(source, key)) {
        copy[key] = deepCopy(source[key]);
      }
    }
    return copy as T;
  }
  throw new Error("Unable to copy obj! Its type isn't supported.");
}

// spec: devtools-19
/** Joins an executable and its arguments into a display string, quoting where needed. */
export function formatCommandLine(executable: string, args: readonly string[] = []): string {
  const renderedArgs = args.map((arg) => (arg !== '' && !arg.includes(' ') ? arg : JSON.stringify(arg)));
  return [executable, ...renderedArgs].join(' ').trim();
}

// spec: devtools-20
/** Replaces `{{key}}` placeholders with truthy values from `lookup`. */
export function fillPlaceholders(lookup: Record<string, unknown>, template: string): string {
  const pattern = new RegExp(`\\{\\{(${Object.keys(lookup).join('|')})\\}\\}`, 'g');
  return template.replace(pattern, (match: string, key: string) => {
    const replacement = lookup[key];
    return replacement ? String(replacement) : match;
  });
}

// spec: devtools-21
export type WatchRules = { ignore: unknown[]; watch: unknown[] } | { raw: string[] };

/** Reads a watch-rules file in JSON or legacy line-based form. */
export function readWatchRules(
  fileName: string,
  callback: (error: NodeJS.ErrnoException | null, rules?: WatchRules) => void,
): void {
  fs.readFile(fileName, 'utf8', (readError, content) => {
    if (readError) {
      callback(readError);
      return;
    }
    let parsed: { ignore?: unknown[]; watch?: unknown[] } | null = null;
    try {
      parsed = JSON.parse(content);
    } catch {
      parsed = null;
    }
    if (parsed !== null) {
      callback(null, { ignore: parsed.ignore || [], watch: parsed.watch || [] });
    } else {
      callback(null, { raw: content.split('\n') });
    }
  });
}

// spec: devtools-22
/** Finds the nearest ancestor directory (inclusive) containing a package.json. */
export function findPackageDirectory(directory: string): Promise<string> {
  if (directory === '/') {
    return Promise.reject(new Error('package not found'));
  }
  return new Promise<string>((resolve, reject) => {
    fs.stat(path.join(directory, 'package.json'), (statError) => {
      if (statError) {
        findPackageDirectory(path.resolve(directory, '..')).then(resolve, reject);
      } else {
        resolve(directory);
      }
    });
  });
}

// spec: devtools-23
/** Root directory used as the working directory for shell commands; unset means cwd. */
let shellRootDirectory: string | undefined;

export const setShellRootDirectory = (directory: string | undefined): void => {
  shellRootDirectory = directory;
};

/** Runs a shell line and resolves with its stdout with newlines removed. */
export function runShellLine(commandLine: string): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    exec(commandLine, { cwd: shellRootDirectory }, (_error, stdout, stderr) => {
      const errorText = String(stderr).trim();
      if (errorText) {
        reject(new Error(errorText));
        return;
      }
      resolve(String(stdout).replace(/\n/g, ''));
    });
  });
}

// spec: devtools-24
/** Parses a delay option ("250ms", "2", "1.5s") into milliseconds. */
export function parseDelayToMs(value: string): number {
  const milliseconds = /^\d*ms$/.test(value) ? parseInt(value, 10) : parseFloat(value) * 1000;
  return Number.isNaN(milliseconds) ? 0 : milliseconds;
}

// spec: devtools-25
export interface LaunchSettings {
  options: {
    executable: string;
    executableArgs?: string[];
    scriptArgs?: string[];
    script?: string;
    scriptPosition?: number;
  };
}

/** Builds the executable and argument list used to launch the user's program. */
export function buildLaunchCommand(settings: LaunchSettings): { executable: string; args: string[] } {
  const { executable, executableArgs, scriptArgs, script, scriptPosition } = settings.options;
  const args = [...(executableArgs ?? []), ...(scriptArgs ?? [])];
  if (script) {
    const insertAt = (scriptPosition || 0) + (executableArgs as string[]).length;
    args.splice(insertAt, 0, script);
  }
  return { executable, args };
}

// spec: devtools-26
/** Appends a default extension to a script path when only the extended file exists. */
export function withDefaultExtension(scriptPath: string, extension?: string): string {
  const ext = extension || '.js';
  if (scriptPath.includes(ext)) {
    return scriptPath;
  }
  if (fs.existsSync(path.resolve(process.cwd(), scriptPath))) {
    return scriptPath;
  }
  const extended = `${scriptPath}${ext}`;
  if (fs.existsSync(extended)) {
    return extended;
  }
  return scriptPath;
}

// spec: devtools-27
/** Escapes an argument for cmd.exe (as needed when spawning batch files). */
export function escapeCmdArgument(value: unknown): string {
  const text = String(value);
  const needsQuoting =
    text === '' || text.endsWith('\\') || /[^A-Za-z0-9_#$*+\-./:?@\\\u00a0-\uffff]/.test(text);
  if (!needsQuoting) {
    return text;
  }
  const escaped = text
    .replace(/(\\+)(?="|$)/g, '$1$1')
    .replace(/"/g, '""')
    .replace(/%/g, '%%cd:~,%');
  return `"${escaped}"`;
}

// spec: devtools-28
/** Extracts the interpreter command from a script's shebang line. */
export function readShebangCommand(text: string): string | undefined {
  if (!text.startsWith('#!')) {
    return undefined;
  }
  const firstLine = text.slice(2).split(/\r\n|[\n\r\u2028\u2029]/)[0].trim();
  if (!firstLine) {
    return undefined;
  }
  const [interpreterPath, argument] = firstLine.split(' ', 2);
  const interpreterName = interpreterPath.split('/').pop() ?? interpreterPath;
  if (interpreterName === 'env') {
    return argument;
  }
  return argument ? `${interpreterName} ${argument}` : interpreterName;
}

// spec: devtools-29
const SPECIAL_CHAR_ESCAPES: Readonly<Record<string, string>> = {
  ' ': ' ',
  '\b': '\\b',
  '\f': '\\f',
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
};

/** Renders one special character as a printable escape sequence. */
export function escapeSpecialCharacter(character: string): string {
  const known = SPECIAL_CHAR_ESCAPES[character];
  if (known !== undefined) {
    return known;
  }
  const codePoint = character.codePointAt(0) ?? 0;
  const hex = codePoint.toString(16);
  return codePoint <= 0xffff ? `\\u${hex.padStart(4, '0')}` : `\\U${hex}`;
}

// spec: devtools-30
/** Quotes a string for safe pasting into the current platform's shell. */
export function quoteForShell(value: string): string {
  if (/^[\w\-./]+$/.test(value)) {
    return value;
  }
  if (process.platform === 'win32') {
    return `"${value.replace(/"/g, '""')}"`;
  }
  return `'${value.replace(/'/g, "'\\''")}'`;
}

// spec: devtools-31
/** Validates a signal name against the OS signal table. */
export function validateSignalName(signalName: string, description: string): string {
  const signals = os.constants.signals as Record<string, number>;
  if (Object.prototype.hasOwnProperty.call(signals, signalName)) {
    return signalName;
  }
  const upperName = signalName.toUpperCase();
  if (Object.prototype.hasOwnProperty.call(signals, upperName)) {
    throw new TypeError(`Invalid ${description} '${signalName}': please rename it to '${upperName}'.`);
  }
  const names = Object.keys(signals)
    .sort()
    .map((name) => `'${name}'`)
    .join(', ');
  const numbers = [...new Set(Object.values(signals))].sort((a, b) => a - b).join(', ');
  const help = `Available signal names: ${names}.\nAvailable signal numbers: ${numbers}.`;
  throw new TypeError(`Invalid ${description} '${signalName}': this signal name does not exist.\n${help}`);
}

// spec: devtools-32
const isErrorLike = (value: unknown): value is Error =>
  value instanceof Error || Object.prototype.toString.call(value) === '[object Error]';

/** Interprets the `(signal?, error?)` arguments of a kill call. */
export function parseKillArguments(
  signalOrError: unknown,
  maybeError: unknown,
  defaultSignal: string | number,
  normalizeSignal: (signal: string | number) => string | number,
): { error: Error | undefined; signal: string | number } {
  const [rawSignal, error] = isErrorLike(signalOrError)
    ? [defaultSignal, signalOrError]
    : [signalOrError === undefined ? defaultSignal : signalOrError, maybeError];

  if (typeof rawSignal !== 'string' && !Number.isInteger(rawSignal)) {
    throw new TypeError(
      `The first argument must be an error instance or a signal name string/integer: ${String(rawSignal)}`,
    );
  }
  if (error !== undefined && !isErrorLike(error)) {
    throw new TypeError(
      `The second argument is optional. If specified, it must be an error instance: ${String(error)}`,
    );
  }
  const signal = rawSignal as string | number;
  return {
    error: error as Error | undefined,
    signal: signal === 0 ? 0 : normalizeSignal(signal),
  };
}

// spec: devtools-33
const MAX_TIMER_DELAY = 2147483647;

/** Normalises the force-kill delay option (false, true or milliseconds). */
export function normalizeForceKillDelay(value: unknown): false | number {
  if (value === false) {
    return false;
  }
  if (value === true) {
    return 5000;
  }
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > MAX_TIMER_DELAY) {
    const receivedType = value === null ? 'null' : typeof value;
    throw new TypeError(
      `Expected the \`forceKillAfterDelay\` option to be a non-negative integer up to ${MAX_TIMER_DELAY}, ` +
        `received \`${String(value)}\` (${receivedType}).`,
    );
  }
  return value;
}

// spec: devtools-34
/** Decodes string/byte chunks into strings with one streaming decoder. */
export function decodeChunks(
  chunks: ReadonlyArray<string | Uint8Array>,
  encoding: BufferEncoding,
): ReadonlyArray<string> {
  if (encoding === 'utf8' && chunks.every((chunk) => typeof chunk === 'string')) {
    return chunks as ReadonlyArray<string>;
  }
  const decoder = new StringDecoder(encoding);
  const decoded = chunks.map((chunk) => {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : Buffer.from(chunk);
    return decoder.write(bytes);
  });
  const remainder = decoder.end();
  return remainder ? [...decoded, remainder] : decoded;
}

// spec: devtools-35
/** Concatenates byte arrays into a newly allocated Uint8Array. */
export function concatByteArrays(parts: ReadonlyArray<ArrayLike<number>>): Uint8Array {
  const totalLength = parts.reduce((sum, part) => sum + part.length, 0);
  const result = new Uint8Array(totalLength);
  let offset = 0;
  for (const part of parts) {
    result.set(part, offset);
    offset += part.length;
  }
  return result;
}

// spec: devtools-36
/** Raises an emitter's listener limit by `increment` until `signal` aborts. */
export function raiseMaxListenersUntilAbort(
  emitter: EventEmitter,
  increment: number,
  signal: AbortSignal,
): void {
  const currentMax = emitter.getMaxListeners();
  if (currentMax === 0 || currentMax === Number.POSITIVE_INFINITY) {
    return;
  }
  emitter.setMaxListeners(currentMax + increment);
  addAbortListener(signal, () => {
    emitter.setMaxListeners(emitter.getMaxListeners() - increment);
  });
}

// spec: devtools-37
export type ExternallySettledPromise<T> = Promise<T> & {
  resolve: (value: T | PromiseLike<T>) => void;
  reject: (reason?: unknown) => void;
};

/** Creates a promise carrying its own `resolve` and `reject` methods. */
export function createSettleablePromise<T = unknown>(): ExternallySettledPromise<T> {
  let resolveFn!: (value: T | PromiseLike<T>) => void;
  let rejectFn!: (reason?: unknown) => void;
  const promise = new Promise<T>((resolve, reject) => {
    resolveFn = resolve;
    rejectFn = reject;
  }) as ExternallySettledPromise<T>;
  promise.resolve = resolveFn;
  promise.reject = rejectFn;
  return promise;
}

// spec: devtools-38
const ENCODING_ALIASES: Readonly<Record<string, string>> = Object.assign(Object.create(null), {
  'utf-8': 'utf8',
  'utf-16le': 'utf16le',
  'ucs-2': 'utf16le',
  ucs2: 'utf16le',
  binary: 'latin1',
});

const SUPPORTED_ENCODINGS = new Set([
  'utf8',
  'utf16le',
  'buffer',
  'hex',
  'base64',
  'base64url',
  'latin1',
  'ascii',
]);

/** Suggests the correctly spelled encoding for an invalid encoding option. */
export function suggestEncoding(value: unknown): string | undefined {
  if (value === null) {
    return 'buffer';
  }
  if (typeof value !== 'string') {
    return undefined;
  }
  const lowered = value.toLowerCase();
  const alias = ENCODING_ALIASES[lowered];
  if (alias !== undefined) {
    return alias;
  }
  return SUPPORTED_ENCODINGS.has(lowered) ? lowered : undefined;
}

// spec: devtools-39
const STANDARD_STREAM_NUMBERS: Readonly<Record<string, number>> = { stdin: 0, stdout: 1, stderr: 2 };

/** Converts "all", a standard stream name or "fdN" into its identifier. */
export function parseFileDescriptorName(name: string): 'all' | number | undefined {
  if (name === 'all') {
    return name;
  }
  if (Object.prototype.hasOwnProperty.call(STANDARD_STREAM_NUMBERS, name)) {
    return STANDARD_STREAM_NUMBERS[name];
  }
  const match = /^fd(\d+)$/.exec(name);
  return match ? Number.parseInt(match[1], 10) : undefined;
}

// spec: devtools-40
export interface LineSplitState {
  carry: string;
  lastHadCarriageReturn?: boolean;
}

/** Splits streamed string chunks into lines, carrying partial lines in `state`. */
export function* splitChunkIntoLines<T>(
  state: LineSplitState,
  preserveNewlines: boolean,
  chunk: T | string,
): Generator<T | string> {
  if (typeof chunk !== 'string') {
    yield chunk;
    return;
  }
  let carried = state.carry;
  let lineStart = 0;
  for (let newlineAt = chunk.indexOf('\n'); newlineAt !== -1; newlineAt = chunk.indexOf('\n', lineStart)) {
    const lineEnd = preserveNewlines ? newlineAt + 1 : newlineAt;
    let line = carried + chunk.slice(lineStart, lineEnd);
    carried = '';
    if (!preserveNewlines) {
      const hasCarriageReturn = line.endsWith('\r');
      if (hasCarriageReturn) {
        line = line.slice(0, -1);
      }
      state.lastHadCarriageReturn = hasCarriageReturn;
    }
    lineStart = newlineAt + 1;
    yield line;
  }
  state.carry = carried + chunk.slice(lineStart);
}

// spec: devtools-41
const STANDARD_STREAM_OPTIONS = ['stdin', 'stdout', 'stderr'] as const;

/** Normalises the `stdio` option into an array with one entry per file descriptor. */
export function normalizeStdioOption(
  stdio: unknown,
  options: Partial<Record<(typeof STANDARD_STREAM_OPTIONS)[number], unknown>>,
): unknown[] {
  if (stdio === undefined) {
    return STANDARD_STREAM_OPTIONS.map((name) => options[name]);
  }
  if (STANDARD_STREAM_OPTIONS.some((name) => options[name] !== undefined)) {
    const names = STANDARD_STREAM_OPTIONS.map((name) => `\`${name}\``).join(', ');
    throw new Error(`It's not possible to provide \`stdio\` in combination with one of ${names}`);
  }
  if (typeof stdio === 'string') {
    return [stdio, stdio, stdio];
  }
  if (!Array.isArray(stdio)) {
    throw new TypeError(`Expected \`stdio\` to be of type \`string\` or \`Array\`, got \`${typeof stdio}\``);
  }
  const length = Math.max(stdio.length, STANDARD_STREAM_OPTIONS.length);
  return Array.from({ length }, (_, index) => stdio[index]);
}

// spec: devtools-42
/** Adds a hint about an invalid `cwd` option to an error message. */
export function explainCwdError(originalMessage: string, cwd: string): string {
  let processCwd: string | undefined;
  try {
    processCwd = process.cwd();
  } catch {
    processCwd = undefined;
  }
  if (processCwd !== undefined && cwd === processCwd) {
    return originalMessage;
  }
  let stats: fs.Stats;
  try {
    stats = fs.statSync(cwd);
  } catch (error) {
    return `The "cwd" option is invalid: ${cwd}.\n${(error as Error).message}\n${originalMessage}`;
  }
  if (stats.isDirectory()) {
    return originalMessage;
  }
  return `The "cwd" option is not a directory: ${cwd}.\n${originalMessage}`;
}

// spec: devtools-43
export interface VerboseEvent {
  type: 'command' | 'output' | 'ipc' | 'error' | 'duration';
  message: string;
  timestamp: Date;
  piped: boolean;
  commandId: string | number;
  result?: { failed?: boolean };
  options: { reject?: boolean };
}

const ansiWrap = (open: number, close: number) => (text: string): string =>
  `\u001b[${open}m${text}\u001b[${close}m`;

/** Formats one verbose log line for a subprocess event. */
export function formatVerboseLine(event: VerboseEvent): string {
  const { type, message, timestamp, piped, commandId, result, options } = event;
  const failed = result?.failed ?? false;
  const reject = options.reject ?? true;
  const useColor = process.env.FORCE_COLOR !== undefined || Boolean(process.stderr.isTTY);
  const style = (styler: (text: string) => string) => (text: string): string =>
    useColor ? styler(text) : text;
  const plain = (text: string): string => text;
  const gray = style(ansiWrap(90, 39));
  const bold = style(ansiWrap(1, 22));
  const redBright = style(ansiWrap(91, 39));
  const yellowBright = style(ansiWrap(93, 39));

  const pad = (value: number, width = 2): string => String(value).padStart(width, '0');
  const time =
    `${pad(timestamp.getHours())}:${pad(timestamp.getMinutes())}:${pad(timestamp.getSeconds())}` +
    `.${pad(timestamp.getMilliseconds(), 3)}`;

  const statusIcon = !failed ? '✔' : reject ? '✖' : '⚠';
  const icons: Record<VerboseEvent['type'], string> = {
    command: piped ? '|' : '$',
    output: ' ',
    ipc: '*',
    error: statusIcon,
    duration: statusIcon,
  };
  const colors: Record<VerboseEvent['type'], (text: string) => string> = {
    command: bold,
    output: plain,
    ipc: plain,
    error: reject ? redBright : yellowBright,
    duration: gray,
  };
  const color = colors[type];
  return [gray(`[${time}]`), gray(`[${commandId}]`), color(icons[type]), color(message)].join(' ');
}

// spec: devtools-44
const ANSI_COLOR_SEQUENCE = /\u001b\[[\d;]*m/y;

/** Crops a line containing ANSI colour codes to a visible width, adding an ellipsis. */
export function cropAnsiLine(line: string, width: number): string {
  let output = '';
  let visibleColumns = 0;
  let index = 0;
  while (index < line.length) {
    ANSI_COLOR_SEQUENCE.lastIndex = index;
    const sequence = ANSI_COLOR_SEQUENCE.exec(line);
    if (sequence) {
      output += sequence[0];
      index += sequence[0].length;
      continue;
    }
    if (visibleColumns >= width - 1) {
      return `${output}\u2026\u001b[0m`;
    }
    output += line[index];
    visibleColumns += 1;
    index += 1;
  }
  return output;
}

// spec: devtools-45
/** Copies non-object properties from `source` onto `destination`. */
export function assignFlatProperties(destination: unknown, source: unknown): unknown {
  const target = (typeof destination === 'object' ? destination : {}) as Record<string, unknown>;
  if (!source || typeof source !== 'object') {
    return target;
  }
  const from = source as Record<string, unknown>;
  for (const key of Object.keys(from)) {
    const value = from[key];
    // Loose comparison on purpose: anything stringifying to "[object Object]" is skipped.
    // eslint-disable-next-line eqeqeq
    if ((value as unknown as string) == '[object Object]') {
      continue;
    }
    target[key] = value;
  }
  return target;
}

// spec: devtools-46
export interface AppRunConfig {
  execMode?: string;
  instances?: number;
  interpreter?: string;
}

/** Fills in the execution mode and instance count of an application config. */
export function resolveExecutionMode(app: AppRunConfig): void {
  if (app.execMode === 'fork' || app.execMode === 'cluster') {
    app.execMode = `${app.execMode}_mode`;
  }
  if (!app.execMode) {
    const { instances } = app;
    const clusterableCount =
      instances !== undefined && (instances >= 1 || instances === 0 || instances === -1);
    const interpreterName = path.basename(app.interpreter ?? '');
    const clusterableRuntime = interpreterName.endsWith('node') || interpreterName.endsWith('bun');
    app.execMode = clusterableCount && clusterableRuntime ? 'cluster_mode' : 'fork_mode';
  }
  if (app.instances === undefined) {
    app.instances = 1;
  }
}

// spec: devtools-47
const FORBIDDEN_KEY_SEGMENTS = new Set(['__proto__', 'constructor', 'prototype']);

/** Splits a dotted (or colon-separated) configuration key into path segments. */
export function splitConfigKey(key: string): string[] {
  const splitOn = (separator: '.' | ':'): string[] => {
    const pattern = new RegExp(`(?:[^${separator}"]+|"[^"]*")+`, 'g');
    const matches = key.match(pattern);
    if (!matches) {
      throw new TypeError(`Cannot split configuration key: ${key}`);
    }
    return matches.map((segment) => segment.replace(/"/g, ''));
  };

  let segments: string[];
  if (key.includes('.')) {
    segments = splitOn('.');
  } else if (key.includes(':')) {
    segments = splitOn(':');
  } else {
    segments = [key];
  }
  return segments.some((segment) => FORBIDDEN_KEY_SEGMENTS.has(segment)) ? [] : segments;
}

// spec: devtools-48
/** Generates a (non-cryptographic) random identifier shaped like a v4 UUID. */
export function randomUuidLike(): string {
  const characters = Array.from({ length: 36 }, () => Math.floor(Math.random() * 16).toString(16));
  for (const hyphenAt of [8, 13, 18, 23]) {
    characters[hyphenAt] = '-';
  }
  characters[14] = '4';
  // A letter parses to NaN, which the bitwise operations turn into 0, giving "8".
  characters[19] = ((parseInt(characters[19], 10) & 0x3) | 0x8).toString(16);
  return characters.join('');
}

// spec: devtools-49
/** Returns the first path in the list that exists on disk, or null. */
export function findFirstExistingPath(candidates: readonly string[]): string | null {
  for (const candidate of candidates) {
    try {
      fs.statSync(candidate);
      return candidate;
    } catch {
      // Missing or inaccessible: try the next candidate.
    }
  }
  return null;
}

// spec: devtools-50
const IGNORED_BLOCK_DEVICE_PREFIXES = ['loop', 'ram', 'dm-', 'fd'];
const SECTOR_SIZE_BYTES = 512;

/** Sums bytes read and written across Linux block devices. */
export function readDiskThroughput(): { read: number; write: number } | null {
  const blockDir = '/sys/block';
  let devices: string[];
  try {
    devices = fs.readdirSync(blockDir);
  } catch {
    return null;
  }
  const totals = { read: 0, write: 0 };
  for (const device of devices) {
    if (IGNORED_BLOCK_DEVICE_PREFIXES.some((prefix) => device.startsWith(prefix))) {
      continue;
    }
    let statText: string;
    try {
      statText = fs.readFileSync(path.join(blockDir, device, 'stat'), 'utf8');
    } catch {
      continue;
    }
    const fields = statText.trim().replace(/ +/g, ' ').split(' ');
    const sectorsRead = parseInt(fields[2], 10) || 0;
    const sectorsWritten = parseInt(fields[6], 10) || 0;
    totals.read += sectorsRead * SECTOR_SIZE_BYTES;
    totals.write += sectorsWritten * SECTOR_SIZE_BYTES;
  }
  return totals;
}

// spec: devtools-51
export interface PasswdEntry {
  username: string;
  password: string;
  uid: string;
  gid: string;
  fullName: string;
  homeDirectory: string;
  shell: string;
}

/** Parses /etc/passwd into records keyed by both user name and user id. */
export function readUserDatabase(): Record<string, PasswdEntry> {
  const content = fs.readFileSync('/etc/passwd', 'utf8');
  const users: Record<string, PasswdEntry> = {};
  for (const line of content.split('\n')) {
    if (line === '' || line.startsWith('#')) {
      continue;
    }
    const fields = line.split(':');
    if (fields.length < 5) {
      throw new Error(`Malformed /etc/passwd line: ${line}`);
    }
    const [username, password, uid, gid, gecos, homeDirectory, shell] = fields;
    const entry: PasswdEntry = {
      username,
      password,
      uid,
      gid,
      fullName: gecos.split(',')[0],
      homeDirectory,
      shell,
    };
    users[username] = entry;
    users[uid] = entry;
  }
  return users;
}

// spec: devtools-52
const ESCAPE_BYTE = 27;

/** Splits a byte buffer into pieces each starting at an escape byte. */
export function splitEscapeSequences<T extends ArrayLike<number> & { slice(start: number, end?: number): T }>(
  bytes: T,
): T[] {
  const pieces: T[] = [];
  let pieceStart = -1;
  for (let index = 0; index < bytes.length; index += 1) {
    if (bytes[index] !== ESCAPE_BYTE) {
      continue;
    }
    if (pieceStart !== -1) {
      pieces.push(bytes.slice(pieceStart, index));
    }
    pieceStart = index;
  }
  // A lone escape as the final byte is dropped.
  if (pieceStart !== -1 && pieceStart !== bytes.length - 1) {
    pieces.push(bytes.slice(pieceStart));
  }
  return pieces;
}

// spec: devtools-53
const TIME_AGO_UNITS: ReadonlyArray<readonly [seconds: number, suffix: string]> = [
  [31536000, 'Y'],
  [2592000, 'M'],
  [86400, 'D'],
  [3600, 'h'],
  [60, 'm'],
];

/** Formats elapsed time since `moment` as a short string like "3D" or "45s". */
export function formatTimeAgo(moment: Date | number): string {
  const then = moment instanceof Date ? moment.getTime() : moment;
  const elapsedSeconds = Math.floor((Date.now() - then) / 1000);
  for (const [unitSeconds, suffix] of TIME_AGO_UNITS) {
    const count = Math.floor(elapsedSeconds / unitSeconds);
    if (count > 1) {
      return `${count}${suffix}`;
    }
  }
  return `${elapsedSeconds}s`;
}

// spec: devtools-54
/** Extracts username and password from an HTTP Basic authorization header. */
export function parseBasicAuthHeader(header: string): { username: string; password: string | undefined } {
  const encoded = header.split(' ')[1];
  const decoded = Buffer.from(encoded as string, 'base64').toString('utf8');
  const [username, password] = decoded.split(':');
  return { username, password };
}

// spec: devtools-55
type RgbColor = readonly [number, number, number];

/** Mixes two RGB colours by a percentage (100 = first colour) into a hex string. */
export function blendRgbColors(percentage: number, first: RgbColor, second: RgbColor): string {
  const weight = percentage / 100;
  const channels = [0, 1, 2].map((channel) =>
    parseInt(String(first[channel] * weight + second[channel] * (1 - weight)), 10),
  );
  return `#${channels.map((value) => value.toString(16).padStart(2, '0')).join('')}`;
}

// spec: devtools-56
/** True when the value can be used as an unquoted identifier key. */
export function isBareIdentifierKey(value: unknown): boolean {
  return typeof value === 'string' && /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(value);
}

// spec: devtools-57
const WINDOWS_DEVICE_SPLIT = /^([a-zA-Z]:|[\\/]{2}[^\\/]+[\\/]+[^\\/]+)?([\\/])?([\s\S]*?)$/;

/** Decides whether a path is absolute under the running platform's rules. */
export function isAbsoluteFilePath(filePath: string): boolean {
  if (process.platform !== 'win32') {
    return filePath.charAt(0) === '/';
  }
  const match = WINDOWS_DEVICE_SPLIT.exec(filePath);
  const device = match?.[1] ?? '';
  const isUnc = device !== '' && device.charAt(1) !== ':';
  return Boolean(match?.[2]) || isUnc;
}

// spec: devtools-58
const UUID_PATTERN = /[0-9a-f]{8}-?[0-9a-f]{4}-?[14][0-9a-f]{3}-?[89ab][0-9a-f]{3}-?[0-9a-f]{12}/i;
const HAS_DIGIT = /\d/;
const ALPHANUMERIC_MIX = /[a-z]\d|\d[a-z]/i;
const SEPARATOR_BESIDE_ALPHANUMERIC = /[@\-_.][A-Za-z0-9]|[A-Za-z0-9][@\-_.]/;

/** Heuristically decides whether a path segment looks like an identifier to mask. */
export function looksLikeIdentifier(value: unknown): boolean {
  const text = String(value);
  if (UUID_PATTERN.test(text) || HAS_DIGIT.test(text) || ALPHANUMERIC_MIX.test(text)) {
    return true;
  }
  return SEPARATOR_BESIDE_ALPHANUMERIC.test(text);
}

// spec: devtools-59
/** Computes percentiles of a sample's values using the (n + 1) interpolation method. */
export function computePercentiles(
  sample: { getValues(): readonly number[] },
  fractions: readonly number[],
): Record<number, number | null> {
  const sorted = [...sample.getValues()].sort((a, b) => a - b);
  const count = sorted.length;
  const result: Record<number, number | null> = {};
  for (const fraction of fractions) {
    if (count === 0) {
      result[fraction] = null;
      continue;
    }
    const position = fraction * (count + 1);
    if (position < 1) {
      result[fraction] = sorted[0];
    } else if (position >= count) {
      result[fraction] = sorted[count - 1];
    } else {
      const lower = sorted[Math.floor(position) - 1];
      const upper = sorted[Math.ceil(position) - 1];
      result[fraction] = lower + (position - Math.floor(position)) * (upper - lower);
    }
  }
  return result;
}

// spec: devtools-60
export interface SocketAddress {
  hostname: string | null;
  port: string | null;
  pathname: string | null;
}

/** Splits a socket address string into host name, port and path parts. */
export function parseSocketAddress(address: string): SocketAddress {
  try {
    const url = new URL(address);
    if (url.protocol === 'unix:') {
      return { hostname: null, port: null, pathname: url.pathname };
    }
    return { hostname: url.hostname, port: url.port, pathname: null };
  } catch {
    return { hostname: null, port: null, pathname: address };
  }
}
