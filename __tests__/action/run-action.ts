/**
 * Runs the real bundled action (<tmp>/similar-code-action-e2e-<pid>/index.js, built once by
 * buildAction()) as a Node process with the environment a runner provides:
 * event name and payload file, repository, sha, workspace, API URL, step
 * summary and output files, runner temp/OS, INPUT_* variables and the cache
 * service variables.
 */
import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeTempDir } from '../helpers/git-repo.js';

const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '..', '..');
export const BUNDLE_DIR = join(tmpdir(), `similar-code-action-e2e-${process.pid}`);
export const BUNDLE = join(BUNDLE_DIR, 'index.js');

/**
 * Bundle the action and the companion with scripts/build.mjs's esbuild
 * settings, with the same assets beside them, into a temp dir outside the
 * repository: build/ is wiped by every `build.mjs --outdir build` that other
 * test suites run in parallel. (check-dist covers build.mjs itself.)
 */
export async function buildAction(): Promise<void> {
  const { build } = await import('esbuild');
  rmSync(BUNDLE_DIR, { recursive: true, force: true });
  mkdirSync(join(BUNDLE_DIR, 'grammars'), { recursive: true });
  await build({
    entryPoints: { index: join(ROOT, 'src/action/index.ts'), companion: join(ROOT, 'src/companion/index.ts') },
    outdir: BUNDLE_DIR,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'error',
    splitting: false,
    sourcemap: false,
    legalComments: 'none',
    banner: { js: "import { createRequire as __scCreateRequire } from 'node:module'; const require = __scCreateRequire(import.meta.url);" }
  });
  const nm = join(ROOT, 'node_modules');
  cpSync(join(nm, 'web-tree-sitter', 'tree-sitter.wasm'), join(BUNDLE_DIR, 'tree-sitter.wasm'));
  for (const [pkg, file] of [
    ['tree-sitter-typescript', 'tree-sitter-typescript.wasm'],
    ['tree-sitter-typescript', 'tree-sitter-tsx.wasm'],
    ['tree-sitter-javascript', 'tree-sitter-javascript.wasm']
  ] as const) {
    cpSync(join(nm, pkg, file), join(BUNDLE_DIR, 'grammars', file));
  }
  cpSync(join(ROOT, 'models'), join(BUNDLE_DIR, 'models'), { recursive: true });
}

export interface ActionRun {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
  ms: number;
}

export interface RunActionOptions {
  workspace: string;
  eventName: string;
  payload: unknown;
  sha: string;
  repository?: string;
  apiUrl: string;
  inputs?: Record<string, string>;
  /** Extra env, e.g. the fake cache service's. */
  env?: Record<string, string>;
  timeoutMs?: number;
}

/** `name<<delimiter\nvalue\ndelimiter` records, as @actions/core writes GITHUB_OUTPUT. */
export function parseOutputs(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const m = /^([^<=]+)<<(.+)$/.exec(lines[i] ?? '');
    if (!m) continue;
    const [, name, delim] = m;
    const value: string[] = [];
    for (i++; i < lines.length && lines[i] !== delim; i++) value.push(lines[i] ?? '');
    out[name as string] = value.join('\n');
  }
  return out;
}

export async function runAction(o: RunActionOptions): Promise<ActionRun> {
  const tmp = makeTempDir('similar-code-runner-');
  const eventPath = join(tmp, 'event.json');
  const outputPath = join(tmp, 'output.txt');
  const summaryPath = join(tmp, 'summary.md');
  writeFileSync(eventPath, JSON.stringify(o.payload));
  writeFileSync(outputPath, '');
  writeFileSync(summaryPath, '');
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? tmp,
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_TERMINAL_PROMPT: '0',
    GITHUB_ACTIONS: 'true',
    CI: 'true',
    GITHUB_EVENT_NAME: o.eventName,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_REPOSITORY: o.repository ?? 'acme/app',
    GITHUB_SHA: o.sha,
    GITHUB_REF: 'refs/pull/7/merge',
    GITHUB_WORKSPACE: o.workspace,
    GITHUB_API_URL: o.apiUrl,
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_STEP_SUMMARY: summaryPath,
    GITHUB_OUTPUT: outputPath,
    RUNNER_TEMP: tmp,
    RUNNER_OS: 'Linux',
    INPUT_TOKEN: 'fake-token',
    ...(o.env ?? {})
  };
  for (const [name, value] of Object.entries(o.inputs ?? {})) env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] = value;

  const started = Date.now();
  const child = spawn(process.execPath, [BUNDLE], { cwd: o.workspace, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString('utf8')));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString('utf8')));
  const timer = setTimeout(() => child.kill('SIGKILL'), o.timeoutMs ?? 90_000);
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((res) => child.on('close', (c, s) => res([c, s])));
  clearTimeout(timer);
  return {
    code,
    signal,
    stdout,
    stderr,
    outputs: parseOutputs(readFileSync(outputPath, 'utf8')),
    summary: existsSync(summaryPath) ? readFileSync(summaryPath, 'utf8') : '',
    ms: Date.now() - started
  };
}
