import { join } from 'node:path';
import { startCompanion, CompanionError, type CompanionClient } from '../../src/embedding/client.js';
import { checkVectors } from '../../src/embedding/validate-vectors.js';
import { COMPANION_VERSION } from '../../src/version.js';
import { repoRoot } from '../helpers/dev-build.js';

const fake = join(repoRoot, '__tests__', 'fixtures', 'companions', 'fake.mjs');
const cmd = (mode: string): string[] => [process.execPath, fake, mode];

async function startError(mode: string, timeoutMs = 5_000): Promise<CompanionError> {
  try {
    const c = await startCompanion({ command: cmd(mode), timeoutMs });
    await c.close();
  } catch (err) {
    expect(err).toBeInstanceOf(CompanionError);
    return err as CompanionError;
  }
  throw new Error(`mode ${mode}: the handshake was accepted`);
}

async function embedError(client: CompanionClient, texts: string[]): Promise<CompanionError> {
  try {
    await client.embed(texts);
  } catch (err) {
    expect(err).toBeInstanceOf(CompanionError);
    return err as CompanionError;
  }
  throw new Error('embed resolved');
}

describe('the client refuses anything but the official companion', () => {
  it.each([
    ['wrong-provider', /provider "remote-embeddings-inc"/],
    ['wrong-version', new RegExp(`companion version "0.0.9" is not the required ${COMPANION_VERSION.replace(/\./g, '\\.')}`)],
    ['source-left', /source_left_machine/],
    ['wrong-protocol', /unsupported protocol version 2/],
    ['no-common-version', /unsupported-protocol-version/]
  ])('%s → companion-refused', async (mode, message) => {
    const err = await startError(mode);
    expect(err.code).toBe('companion-refused');
    expect(err.message).toMatch(message);
  });

  it('accepts the same fake when it is well behaved (the refusals above are not blanket failures)', async () => {
    const c = await startCompanion({ command: cmd('ok') });
    try {
      expect(c.info.provider.companion_version).toBe(COMPANION_VERSION);
      const r = await c.embed(['a', 'b']);
      expect(checkVectors(r.vectors, 2, c.info.model.dimensions)).toEqual({ ok: true });
    } finally {
      await c.close();
    }
  });

  it('a required version other than the companion’s is refused', async () => {
    await expect(startCompanion({ command: cmd('ok'), expectedVersion: '9.9.9' })).rejects.toMatchObject({ code: 'companion-refused' });
  });

  it('a handshake that never comes times out', async () => {
    const t0 = Date.now();
    const err = await startError('hang', 400);
    expect(err.code).toBe('provider-timeout');
    expect(Date.now() - t0).toBeLessThan(4_000);
    expect(err.stderr.join('\n')).toContain('fake companion starting in mode hang');
  });

  it('garbage instead of a hello is a protocol error', async () => {
    const err = await startError('garbage-hello');
    expect(err.code).toBe('companion-protocol-error');
    expect(err.message).toContain('not JSON');
  });

  it('a command that cannot run is companion-start-failed', async () => {
    const err = await startCompanion({ command: [join(repoRoot, 'no-such-companion-binary')] }).catch((e: unknown) => e as CompanionError);
    expect(err).toBeInstanceOf(CompanionError);
    expect((err as CompanionError).code).toBe('companion-start-failed');
  });
});

describe('failures while embedding', () => {
  it('a child that exits mid-batch rejects with companion-exited and its stderr', async () => {
    const c = await startCompanion({ command: cmd('exit-mid-batch') });
    const err = await embedError(c, ['x']);
    expect(err.code).toBe('companion-exited');
    expect(err.message).toMatch(/exit code 3/);
    expect(err.stderr).toContain('fatal: model exploded while embedding');
    // Later calls fail the same way instead of hanging.
    await expect(c.embed(['y'])).rejects.toMatchObject({ code: 'companion-exited' });
    await c.close();
  });

  it('a batch that never comes back times out and the child is killed', async () => {
    const c = await startCompanion({ command: cmd('hang-embed'), timeoutMs: 400 });
    const err = await embedError(c, ['x']);
    expect(err.code).toBe('provider-timeout');
    await c.close();
  });

  it('garbage output is a protocol error', async () => {
    const c = await startCompanion({ command: cmd('garbage') });
    expect((await embedError(c, ['x'])).code).toBe('companion-protocol-error');
    await c.close();
  });

  it('vector bytes that disagree with count x dimensions are a protocol error', async () => {
    const c = await startCompanion({ command: cmd('short-bytes') });
    expect((await embedError(c, ['x', 'y'])).code).toBe('companion-protocol-error');
    await c.close();
  });

  it('an answer to a request never made is a protocol error', async () => {
    const c = await startCompanion({ command: cmd('wrong-id') });
    expect((await embedError(c, ['x'])).code).toBe('companion-protocol-error');
    await c.close();
  });

  it('an error message for a batch rejects that batch with companion-error', async () => {
    const c = await startCompanion({ command: cmd('error-reply') });
    const err = await embedError(c, ['x']);
    expect(err.code).toBe('companion-error');
    expect(err.message).toContain('batch-too-large');
    await c.close();
  });

  it('wrong dimensions reach the validation phase and fail checkVectors', async () => {
    const c = await startCompanion({ command: cmd('wrong-dimensions') });
    const r = await c.embed(['x', 'y']);
    const check = checkVectors(r.vectors, 2, c.info.model.dimensions);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.reason).toMatch(/8 dimensions, expected 4/);
    await c.close();
  });

  it('NaN vectors fail checkVectors', async () => {
    const c = await startCompanion({ command: cmd('nan-vectors') });
    const r = await c.embed(['x']);
    const check = checkVectors(r.vectors, 1, c.info.model.dimensions);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.reason).toMatch(/non-finite/);
    await c.close();
  });

  it('splits a large request into batches of the companion’s batch_size', async () => {
    const c = await startCompanion({ command: cmd('ok') });
    const r = await c.embed(Array.from({ length: 19 }, (_, i) => `t${i}`));
    expect(r.vectors).toHaveLength(19);
    await c.close();
  });
});
