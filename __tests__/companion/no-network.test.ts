/**
 * The companion makes no network calls: it runs with every network entry
 * point of Node replaced by a recorder that throws, handshakes, embeds and
 * shuts down cleanly, and nothing is recorded.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startCompanion } from '../../src/embedding/client.js';
import { checkVectors } from '../../src/embedding/validate-vectors.js';
import { ensureDevBuild, repoRoot } from '../helpers/dev-build.js';
import { cleanup, makeTempDir } from '../helpers/git-repo.js';

afterAll(cleanup);

const companion = ensureDevBuild();
const preload = join(repoRoot, '__tests__', 'fixtures', 'preload', 'deny-network.mjs');

it('embeds with the network unreachable and never tries to use it', async () => {
  const logFile = join(makeTempDir('sc-net-'), 'network.log');
  process.env.SC_NETWORK_LOG = logFile;
  try {
    const client = await startCompanion({ command: [process.execPath, '--import', preload, companion] });
    const texts = ['function a ( x ) { return x + 1 ; }', "const b = ( s ) => s . split ( ',' ) . map ( Number ) ;"];
    const { vectors } = await client.embed(texts);
    expect(checkVectors(vectors, texts.length, client.info.model.dimensions)).toEqual({ ok: true });
    await client.close();
    expect(client.info.provider.source_left_machine).toBe(false);
  } finally {
    delete process.env.SC_NETWORK_LOG;
  }
  expect(existsSync(logFile) ? readFileSync(logFile, 'utf8') : '').toBe('');
});

it('the recorder itself works: a network call from a child is recorded', async () => {
  const { spawnSync } = await import('node:child_process');
  const logFile = join(makeTempDir('sc-net-'), 'network.log');
  const r = spawnSync(process.execPath, ['--import', preload, '-e', "require('node:http').get('http://127.0.0.1:9')"], {
    env: { ...process.env, SC_NETWORK_LOG: logFile },
    encoding: 'utf8'
  });
  expect(r.status).not.toBe(0);
  expect(readFileSync(logFile, 'utf8')).toContain('http.request');
});
