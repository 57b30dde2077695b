import type * as Sarif from 'sarif';
import { toSarif, RULE_ID, FINGERPRINT_KEY, CLASS_FINGERPRINT_KEY, SARIF_CATEGORY, sarifCategory, pathToUri, type SarifOptions } from '../../src/report/sarif.js';
import { cloneClasses } from '../../src/report/classes.js';
import { dismissals } from '../../src/report/suppressions.js';
import { toJson } from '../../src/util/json.js';
import { validateSarif } from '../helpers/sarif-schema.js';
import { candidate, loadEnvelope, location, manyCandidates, withCandidates } from './envelopes.js';

const opts: SarifOptions = { toolVersion: '0.1.0', category: SARIF_CATEGORY.pr };

function run(log: Sarif.Log): Sarif.Run {
  return log.runs[0]!;
}

function results(log: Sarif.Log): Sarif.Result[] {
  return run(log).results ?? [];
}

describe('toSarif', () => {
  it.each(['scoped', 'full'] as const)('validates against the SARIF 2.1.0 schema (%s)', (name) => {
    const r = validateSarif(toSarif(loadEnvelope(name), opts));
    expect(r.errors).toEqual([]);
    expect(r.ok).toBe(true);
  });

  it('the schema helper rejects an invalid log', () => {
    const r = validateSarif({ version: '2.1.0', runs: [{ tool: { driver: {} }, results: [{ level: 'fatal' }] }] });
    expect(r.ok).toBe(false);
    expect(r.errors.length).toBeGreaterThan(0);
  });

  it('has one note-level rule and only note-level results pointing at it', () => {
    const log = toSarif(loadEnvelope('full'), opts);
    const rules = run(log).tool.driver.rules ?? [];
    expect(rules).toHaveLength(1);
    expect(rules[0]).toMatchObject({ id: RULE_ID, defaultConfiguration: { level: 'note' } });
    expect(rules[0]!.name).toBeTruthy();
    expect(rules[0]!.shortDescription?.text).toBeTruthy();
    expect(rules[0]!.fullDescription?.text).toBeTruthy();
    for (const r of results(log)) expect(r).toMatchObject({ ruleId: RULE_ID, ruleIndex: 0, level: 'note' });
    const text = toJson(log);
    expect(text).not.toMatch(/"level": "error"/);
    expect(run(log).invocations![0]!.executionSuccessful).toBe(true);
  });

  it('never emits error-level notifications; partial runs and limit diagnostics are warnings', () => {
    const log = toSarif(loadEnvelope('full'), opts);
    const notes = run(log).invocations![0]!.toolExecutionNotifications ?? [];
    expect(notes.map((n) => n.level)).toEqual(['warning', 'note', 'warning']);
    expect(notes[0]!.message.text).toContain('partial');
    expect(notes.map((n) => n.descriptor?.id)).toEqual(['scan-partial', 'cache-entry-invalid', 'limit-reached']);
  });

  it('makes the in-scope side primary and links the other side as related location 1', () => {
    const log = toSarif(loadEnvelope('scoped'), opts);
    const [first, second, third] = results(log);
    // left in scope → left primary
    expect(first!.locations![0]!.physicalLocation!.artifactLocation!.uri).toBe('src/format/bytes.ts');
    expect(first!.relatedLocations![0]!.physicalLocation!.artifactLocation!.uri).toBe('src/utils/format.ts');
    // only right in scope → right primary
    expect(second!.locations![0]!.physicalLocation!.artifactLocation!.uri).toBe('src/ui/file-size.tsx');
    expect(second!.relatedLocations![0]).toMatchObject({ id: 1, physicalLocation: { artifactLocation: { uri: 'src/lib/size.ts' } } });
    expect(second!.message.text).toBe(
      '`FileSize.label` is 87.1% similar to [toReadableSize in src/lib/size.ts:5](1) (high band, unverified candidate).'
    );
    // both in scope → left
    expect(third!.locations![0]!.physicalLocation!.artifactLocation!.uri).toBe('src/format/bytes.ts');
    for (const r of results(log)) {
      expect(r.locations![0]!.physicalLocation!.artifactLocation!.uriBaseId).toBe('%SRCROOT%');
      expect(r.message.text).toMatch(/\]\(1\)/);
    }
  });

  it('uses left as primary on a full scan even when right would sort first otherwise', () => {
    const c = candidate(1, location('a/x.ts', 'x', 1), location('b/y.ts', 'y', 1));
    const env = withCandidates([c], { scope: { active: false, paths: ['b/y.ts'] } });
    expect(results(toSarif(env, opts))[0]!.locations![0]!.physicalLocation!.artifactLocation!.uri).toBe('a/x.ts');
  });

  it('converts the inclusive end column to SARIF\'s exclusive endColumn', () => {
    const c = candidate(1, location('a.ts', 'f', 3, { start_column: 5, end_line: 9, end_column: 17 }), location('b.ts', 'g', 4));
    const region = results(toSarif(withCandidates([c], { scope: { active: false, paths: [] } }), opts))[0]!.locations![0]!.physicalLocation!.region;
    expect(region).toEqual({ startLine: 3, startColumn: 5, endLine: 9, endColumn: 18 });
  });

  it('sets the review-key fingerprint and candidate properties, and no primaryLocationLineHash', () => {
    const env = loadEnvelope('scoped');
    const r = results(toSarif(env, opts))[0]!;
    const c = env.candidates[0]!;
    expect(r.partialFingerprints).toEqual({ [FINGERPRINT_KEY]: c.review_key });
    expect(r.properties).toEqual({
      review_key: c.review_key,
      candidate_id: c.candidate_id,
      similarity: c.similarity,
      similarity_band: c.similarity_band,
      verification_status: 'unverified'
    });
    expect(JSON.stringify(r)).not.toContain('primaryLocationLineHash');
  });

  it('carries category, driver and run properties', () => {
    const log = toSarif(loadEnvelope('full'), { ...opts, category: SARIF_CATEGORY.full });
    const r = run(log);
    expect(r.automationDetails).toEqual({ id: 'similar-code/full/' });
    expect(r.tool.driver).toMatchObject({ name: 'similar-code', semanticVersion: '0.1.0' });
    expect(r.tool.driver.informationUri).toMatch(/^https:\/\//);
    expect(r.properties).toMatchObject({ completion_status: 'partial', model_id: 'similar-code/default-hash-embedding', omitted_results: 0 });
    expect(log.version).toBe('2.1.0');
  });

  it('picks the category from the envelope mode', () => {
    expect(sarifCategory(loadEnvelope('scoped'))).toBe('similar-code/pr/');
    expect(sarifCategory(loadEnvelope('full'))).toBe('similar-code/full/');
  });

  it('suppresses candidates with a dismissing verdict only', () => {
    const env = loadEnvelope('scoped');
    const [a, b, c] = env.candidates;
    const suppressions = dismissals([
      { review_key: a!.review_key, verdict: 'intentional', note: 'kept apart on purpose', author: 'octocat' },
      { review_key: b!.review_key, verdict: 'duplicate' },
      { review_key: c!.review_key, verdict: 'false-positive' }
    ]);
    const rs = results(toSarif(env, { ...opts, suppressions }));
    expect(rs[0]!.suppressions).toEqual([
      { kind: 'external', status: 'accepted', justification: 'Review verdict intentional (octocat): kept apart on purpose' }
    ]);
    expect(rs[1]!.suppressions).toBeUndefined();
    expect(rs[2]!.suppressions).toEqual([{ kind: 'external', status: 'accepted', justification: 'Review verdict false-positive' }]);
    // A raw map with a confirming verdict does not suppress either.
    const raw = new Map([[b!.review_key, { verdict: 'needs-refactor', justification: 'x' }]]);
    expect(results(toSarif(env, { ...opts, suppressions: raw }))[1]!.suppressions).toBeUndefined();
    expect(validateSarif(toSarif(env, { ...opts, suppressions })).ok).toBe(true);
  });

  it('is deterministic and keeps envelope candidate order (scoped), class order (full)', () => {
    const env = loadEnvelope('full');
    const a = toJson(toSarif(env, opts));
    const b = toJson(toSarif(structuredClone(env), opts));
    expect(a).toBe(b);
    // a full scan: one result per clone-class member, classes by rank, members in location order
    const classes = cloneClasses(env);
    expect(results(JSON.parse(a) as Sarif.Log).map((r) => [r.properties!.clone_class, r.locations![0]!.logicalLocations![0]!.name])).toEqual(
      classes.flatMap((c) => c.members.map((m) => [c.id, m.name]))
    );
    const scoped = loadEnvelope('scoped');
    expect(results(toSarif(scoped, opts)).map((r) => r.properties!.candidate_id)).toEqual(scoped.candidates.map((c) => c.candidate_id));
  });

  it('gives each member of a full scan clone class one alert, the other members related, with a stable fingerprint', () => {
    const env = loadEnvelope('full');
    const log = toSarif(env, opts);
    const first = results(log)[0]!;
    const cls = cloneClasses(env)[0]!;
    expect(first.relatedLocations).toHaveLength(cls.members.length - 1);
    expect(first.partialFingerprints![CLASS_FINGERPRINT_KEY]).toBe(`${cls.id}:${cls.members[0]!.path}:${cls.members[0]!.name}`);
    // moving a member's lines keeps the fingerprint
    const moved = structuredClone(env);
    for (const c of moved.candidates) for (const side of [c.left, c.right]) { side.start_line += 3; side.end_line += 3; }
    expect(results(toSarif(moved, opts))[0]!.partialFingerprints).toEqual(first.partialFingerprints);
  });

  it('leaves the measured inference time out', () => {
    const env = loadEnvelope('full');
    const slower = { ...env, completion: { ...env.completion, provider_inference_ms: 98765 } };
    expect(toJson(toSarif(slower, opts))).toBe(toJson(toSarif(env, opts)));
  });

  it('cuts results at the limit with omitted_results and a notification', () => {
    const env = withCandidates(manyCandidates(30));
    const log = toSarif(env, { ...opts, maxResults: 25 });
    expect(results(log)).toHaveLength(25);
    expect(run(log).properties!.omitted_results).toBe(5);
    const notes = run(log).invocations![0]!.toolExecutionNotifications!;
    expect(notes.find((n) => n.descriptor?.id === 'results-omitted')).toMatchObject({ level: 'warning' });
    expect(validateSarif(log).ok).toBe(true);
  });

  it('applies the 25,000 result default limit', () => {
    const env = withCandidates(manyCandidates(25_003));
    const log = toSarif(env, opts);
    expect(results(log)).toHaveLength(25_000);
    expect(run(log).properties!.omitted_results).toBe(3);
  });

  it('escapes link syntax in names and encodes paths as URIs', () => {
    const c = candidate(1, location('src/a b/#x.ts', 'get[0]', 1), location('src/c.ts', 'arr[i]', 2));
    const r = results(toSarif(withCandidates([c], { scope: { active: false, paths: [] } }), opts))[0]!;
    expect(r.message.text).toBe('`get\\[0\\]` is one of 2 similar functions (clone class 1, near-copies, 10 duplicated lines): [arr\\[i\\] in src/c.ts:2](1); unverified candidates.');
    expect(r.locations![0]!.physicalLocation!.artifactLocation!.uri).toBe('src/a%20b/%23x.ts');
    expect(pathToUri('src/ü?.ts')).toBe('src/%C3%BC%3F.ts');
  });
});
