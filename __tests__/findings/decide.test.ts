/**
 * The decision rule on hand-made neighbourhoods: what a review shows for
 * added and modified functions, and what it keeps out.
 */
import type { DecisionRule, ExtractedFunction } from '../../src/contracts/pipeline.js';
import { decide, type ChangedFunction, type DecisionInput } from '../../src/findings/decide.js';
import { isMigrationPath, isTestLikePath, variantFiles, versionsOfOneFile } from '../../src/findings/file-roles.js';
import { owningClass } from '../../src/findings/class-methods.js';
import { copyEvidence, lineChange, lineHolders } from '../../src/findings/line-changes.js';
import { COPY_TIE, TINY_DRIFT_LINES } from '../../src/findings/rule.js';

const RULE: DecisionRule = {
  reimplementation_floor: 0.45,
  reimplementation_margin: 0.1,
  reimplementation_reverse_margin: 0,
  reimplementation_importable: true,
  reimplementation_private_margin: 0.3,
  reimplementation_shared_words: 0.25,
  reimplementation_other_variant: true,
  reimplementation_no_components: true,
  drift_floor: 0.85,
  drift_min_lines: 1,
  drift_rare_files: 0,
  drift_twin: 0.99,
  drift_other_folder: false,
  copy_family_max: 1,
  copy_tiny_lines: 0,
  max_size_ratio: 4
};

function fn(path: string, name: string, start: number, lines = 30): ExtractedFunction {
  return {
    location: { path, name, start_line: start, start_column: 1, end_line: start + lines - 1, end_column: 1, source_sha256: name },
    normalized: name,
    normalized_sha256: name,
    lines
  };
}

function input(functions: ExtractedFunction[], changed: ChangedFunction[], extra: Partial<DecisionInput> = {}): DecisionInput {
  return {
    functions,
    changed,
    rule: RULE,
    threshold: 0.755,
    bands: { high: 0.79, very_high: 0.93 },
    includeTestPairs: false,
    includeMigrationPairs: false,
    cosine: () => 0.8,
    sourceLines: () => [],
    bestOutside: () => 0,
    importable: () => true,
    exported: () => true,
    takesNoArguments: () => false,
    // every function written in the same words unless a test says otherwise
    words: () => new Set(['shared']),
    calls: () => new Set(),
    lineHolders: (lines) => new Map(lines.map((t) => [t, 1])),
    ...extra
  };
}

const added = (row: number, best: Array<[number, number]>, atLeast = 0): ChangedFunction => ({
  row,
  change: 'added',
  lineChange: null,
  head: { best: best.map(([index, score]) => ({ index, score })), atLeast },
  base: null
});

describe('added functions', () => {
  const functions = [fn('src/new.ts', 'humanSize', 1), fn('src/format.ts', 'formatBytes', 1), fn('src/other.ts', 'render', 1), fn('src/x.ts', 'x', 1)];

  it('shows a best match that clears the floor and the margin as a possible re-implementation', () => {
    const d = decide(input(functions, [added(0, [[1, 0.62], [2, 0.41]])]));
    expect(d.pairs).toEqual([expect.objectContaining({ changed: 0, other: 1, kind: 're-implementation', change: 'added', rank: 1, margin: 0.21 })]);
  });

  it('shows no re-implementation of a function that takes no arguments: it computes one fixed thing, and a look-alike aims its idiom elsewhere', () => {
    const takesNoArguments = (row: number): boolean => row === 1;
    expect(decide(input(functions, [added(0, [[1, 0.62], [2, 0.41]])], { takesNoArguments })).pairs).toEqual([]);
    // a copy of it is still a copy
    expect(decide(input(functions, [added(0, [[1, 0.9], [2, 0.41]])], { takesNoArguments })).pairs).toEqual([
      expect.objectContaining({ changed: 0, other: 1, kind: 'copy' })
    ]);
  });

  it('shows neither a copy nor a re-implementation of a function the new one calls: it already reuses it', () => {
    const calls = (): ReadonlySet<string> => new Set(['formatBytes']);
    expect(decide(input(functions, [added(0, [[1, 0.62], [2, 0.41]])], { calls })).pairs).toEqual([]);
    expect(decide(input(functions, [added(0, [[1, 0.9], [2, 0.41]])], { calls })).pairs).toEqual([]);
    // calling another function is no such evidence
    expect(decide(input(functions, [added(0, [[1, 0.9], [2, 0.41]])], { calls: () => new Set(['render']) })).pairs).toEqual([
      expect.objectContaining({ other: 1, kind: 'copy' })
    ]);
  });

  it('shows nothing when the best match does not stand out from the next one', () => {
    expect(decide(input(functions, [added(0, [[1, 0.62], [2, 0.6]])])).pairs).toEqual([]);
  });

  it('shows nothing when the existing function has a closer match of its own (not mutual nearest neighbours)', () => {
    expect(decide(input(functions, [added(0, [[1, 0.62], [2, 0.41]])], { bestOutside: () => 0.7 })).pairs).toEqual([]);
  });

  it("asks a private (unexported) existing function for the private margin: reusing it changes another module's interface", () => {
    const shown = (margin: number, exported: boolean): number =>
      decide(input(functions, [added(0, [[1, 0.62], [2, 0.62 - margin]])], { exported: (row) => row !== 1 || exported })).pairs.length;
    expect([shown(0.21, true), shown(0.21, false), shown(0.31, false)]).toEqual([1, 0, 1]);
    // the private margin never asks less than the margin
    expect(decide(input(functions, [added(0, [[1, 0.62], [2, 0.57]])], { exported: () => false, rule: { ...RULE, reimplementation_private_margin: 0 } })).pairs).toEqual([]);
  });

  it('asks the two to share the words they are written in: one shape doing different things is no re-implementation', () => {
    const written = (words: string[][]) => ({ words: (row: number) => new Set(words[row] ?? []) });
    // humanSize and formatBytes share "format", "size" and "bytes" of their five words (0.6)
    const alike = written([['human', 'size', 'format', 'bytes'], ['format', 'bytes', 'size', 'unit'], [], []]);
    expect(decide(input(functions, [added(0, [[1, 0.62], [2, 0.41]])], alike)).pairs).toHaveLength(1);
    // a switch over statuses against a switch over colours: one word of six in common (0.17)
    const apart = written([['status', 'label', 'pending', 'done'], ['color', 'label', 'red', 'green'], [], []]);
    expect(decide(input(functions, [added(0, [[1, 0.62], [2, 0.41]])], apart)).pairs).toEqual([]);
    // 0 turns the term off
    expect(decide(input(functions, [added(0, [[1, 0.62], [2, 0.41]])], { ...apart, rule: { ...RULE, reimplementation_shared_words: 0 } })).pairs).toHaveLength(1);
  });

  it('under reimplementation_other_variant, offers no existing function of a variant file: one file per policy type is built alike on purpose', () => {
    const forms = [fn('src/forms/logging-fields.tsx', 'loggingSummary', 1), fn('src/forms/ratelimit-fields.tsx', 'ratelimitSummary', 1), fn('src/lib/summary.ts', 'summarize', 1)];
    const rows = (rule: DecisionRule, other: number) => decide(input(forms, [added(0, [[other, 0.62]])], { rule })).pairs;
    expect(rows(RULE, 1)).toEqual([]);
    expect(rows({ ...RULE, reimplementation_other_variant: false }, 1)).toEqual([expect.objectContaining({ other: 1, kind: 're-implementation' })]);
    // a helper in another folder is still offered
    expect(rows(RULE, 2)).toEqual([expect.objectContaining({ other: 2, kind: 're-implementation' })]);
  });

  it('under reimplementation_no_components, offers no re-implementation to or from a UI component; a component written again is still a copy', () => {
    const ui = [
      fn('apps/mobile/components/MetricTile.tsx', 'MetricTile', 1),
      fn('apps/mobile/components/ui/EmptyState.tsx', 'EmptyState', 1),
      fn('apps/mobile/lib/format.ts', 'formatBytes', 1),
      fn('apps/mobile/lib/size.ts', 'humanSize', 1),
      fn('apps/mobile/components/Card.tsx', 'Card.Header', 1),
      fn('apps/mobile/components/list.tsx', 'toRows', 1)
    ];
    const rows = (rule: DecisionRule, changed: number, other: number, score = 0.62) => decide(input(ui, [added(changed, [[other, score]])], { rule })).pairs;
    expect(rows(RULE, 0, 1)).toEqual([]);
    expect(rows({ ...RULE, reimplementation_no_components: false }, 0, 1)).toEqual([expect.objectContaining({ other: 1, kind: 're-implementation' })]);
    // a component's static part is a component; either side being one is enough
    expect(rows(RULE, 2, 4)).toEqual([]);
    // a lower-case helper of a .tsx module is no component; helpers are still offered
    expect(rows(RULE, 2, 5)).toEqual([expect.objectContaining({ other: 5, kind: 're-implementation' })]);
    expect(rows(RULE, 2, 3)).toEqual([expect.objectContaining({ other: 3, kind: 're-implementation' })]);
    // at the clone threshold the component is a copy
    expect(rows(RULE, 0, 1, 0.8)).toEqual([expect.objectContaining({ other: 1, kind: 'copy' })]);
  });

  it('under reimplementation_no_components, joins a React hook only to a hook: a plain function cannot call one', () => {
    const hooks = [
      fn('web/src/components/Sidebar.tsx', 'handleVisibilityChange', 1),
      fn('web/src/hooks/useMemoActions.ts', 'useMemoActions', 1),
      fn('web/src/hooks/useDebouncedValue.ts', 'useDebouncedValue', 1),
      fn('web/src/lib/hooks/useDebounce.ts', 'useDebounce', 1),
      fn('web/src/lib/visibility.ts', 'setVisibility', 1)
    ];
    const rows = (rule: DecisionRule, changed: number, other: number) => decide(input(hooks, [added(changed, [[other, 0.62]])], { rule })).pairs;
    // a handler against a hook, and a hook against a plain function
    expect(rows(RULE, 0, 1)).toEqual([]);
    expect(rows(RULE, 2, 4)).toEqual([]);
    expect(rows({ ...RULE, reimplementation_no_components: false }, 0, 1)).toEqual([expect.objectContaining({ other: 1, kind: 're-implementation' })]);
    // a hook written again as a hook, and a function as a function, are still offered
    expect(rows(RULE, 2, 3)).toEqual([expect.objectContaining({ other: 3, kind: 're-implementation' })]);
    expect(rows(RULE, 0, 4)).toEqual([expect.objectContaining({ other: 4, kind: 're-implementation' })]);
  });

  it('does not call a look-alike in the same file a re-implementation', () => {
    const same = [fn('src/new.ts', 'a', 1), fn('src/new.ts', 'b', 20)];
    expect(decide(input(same, [added(0, [[1, 0.62]])])).pairs).toEqual([]);
  });

  it('shows near-copies at the clone threshold as copies, and a family of them as a pattern', () => {
    expect(decide(input(functions, [added(0, [[1, 0.9]], 1)])).pairs).toEqual([expect.objectContaining({ other: 1, kind: 'copy' })]);
    const d = decide(input(functions, [added(0, [[1, 0.9], [2, 0.88], [3, 0.86]], 3)]));
    expect(d.pairs).toEqual([]);
    expect(d.patterns).toBe(1);
  });

  it('holds a near-copy in other words to the re-implementation test: it has the shape of the other, not its substance', () => {
    const written = (words: string[][]) => ({ words: (row: number) => new Set(words[row] ?? []) });
    const best: Array<[number, number]> = [[1, 0.9], [2, 0.41]];
    // three quarters of their words in common (by stem): a copy
    expect(decide(input(functions, [added(0, best, 1)], written([['human', 'sizes', 'unit', 'bytes'], ['human', 'size', 'bytes'], [], []]))).pairs).toEqual([
      expect.objectContaining({ other: 1, kind: 'copy' })
    ]);
    // half (a sibling in its own entity's words): no copy, held to the re-implementation test
    expect(decide(input(functions, [added(0, best, 1)], written([['human', 'sizes', 'unit'], ['human', 'size', 'bytes'], [], []]))).pairs).toEqual([
      expect.objectContaining({ other: 1, kind: 're-implementation' })
    ]);
    // two fifths: no copy, but a possible re-implementation (it clears the rule's shared words, 0.25)
    expect(decide(input(functions, [added(0, best, 1)], written([['human', 'size', 'unit'], ['size', 'bytes', 'format', 'human'], [], []]))).pairs).toEqual([
      expect.objectContaining({ other: 1, kind: 're-implementation' })
    ]);
    // nothing in common: neither
    expect(decide(input(functions, [added(0, best, 1)], written([['status', 'label'], ['color', 'red'], [], []]))).pairs).toEqual([]);
  });

  it('shows a copy below the high band only when it stands out from the next match by the re-implementation margin', () => {
    const modals = [fn('src/modals/survey.tsx', 'SurveyModal', 1), fn('src/modals/email.tsx', 'EmailModal', 1), fn('src/modals/delete.tsx', 'DeleteModal', 1)];
    // 0.77 is a near-copy at the clone threshold but under the high band (0.79): one look-alike among several is no copy
    expect(decide(input(modals, [added(0, [[1, 0.77], [2, 0.75]], 1)])).pairs).toEqual([]);
    expect(decide(input(modals, [added(0, [[1, 0.77], [2, 0.6]], 1)])).pairs).toEqual([expect.objectContaining({ other: 1, kind: 'copy' })]);
    // in the high band a copy needs no margin over a function of the same name (one thing copied twice) ...
    const twice = [fn('src/modals/survey.tsx', 'SurveyModal', 1), fn('src/modals/email.tsx', 'EmailModal', 1), fn('src/legacy/email.tsx', 'EmailModal', 1)];
    expect(decide(input(twice, [added(0, [[1, 0.8], [2, 0.8]], 1)])).pairs).toEqual([expect.objectContaining({ other: 1, kind: 'copy' }), expect.objectContaining({ other: 2, kind: 'copy' })]);
    // ... nor over one of another name that COPY_TIE leaves behind
    expect(decide(input(modals, [added(0, [[1, 0.86], [2, 0.86 - COPY_TIE - 0.01]], 1)])).pairs).toEqual([expect.objectContaining({ other: 1, kind: 'copy' })]);
  });

  it('shows no copy under the near-verbatim band when a look-alike of another name is near-equal (a pattern), or one of its own file is as close (a sibling)', () => {
    const reducers = [
      fn('src/store/bookmark.ts', 'pinCategory', 1),
      fn('src/store/app.ts', 'pinApp', 1),
      fn('src/store/theme.ts', 'pinTheme', 1),
      fn('src/store/bookmark.ts', 'addBookmark', 40),
      fn('src/store/app.test.ts', 'pinFixture', 1)
    ];
    // each slice's case written alike: which one is "the original" is arbitrary
    expect(decide(input(reducers, [added(0, [[1, 0.86], [2, 0.86 - COPY_TIE + 0.01]], 1)])).pairs).toEqual([]);
    expect(decide(input(reducers, [added(0, [[1, 0.86], [2, 0.7]], 1)])).pairs).toEqual([expect.objectContaining({ other: 1, kind: 'copy' })]);
    // a function of its own file at least as close: the new one is that file's sibling
    expect(decide(input(reducers, [added(0, [[3, 0.88], [1, 0.86]], 1)])).pairs).toEqual([]);
    expect(decide(input(reducers, [added(0, [[1, 0.86], [3, 0.8]], 1)])).pairs).toEqual([expect.objectContaining({ other: 1, kind: 'copy' })]);
    // a look-alike no pair would be shown with (a test file's) is no rival
    expect(decide(input(reducers, [added(0, [[1, 0.86], [4, 0.85]], 1)])).pairs).toEqual([expect.objectContaining({ other: 1, kind: 'copy' })]);
    // near-verbatim, a copy is a copy
    expect(decide(input(reducers, [added(0, [[1, 0.95], [2, 0.94]], 1)])).pairs).toEqual([
      expect.objectContaining({ other: 1, kind: 'copy' }),
      expect.objectContaining({ other: 2, kind: 'copy' })
    ]);
  });

  it('shows a copy under 20 lines in the high band, and between framework-dictated siblings only near-verbatim', () => {
    const small = [fn('src/new.ts', 'isEnabled', 1, 7), fn('src/flags.ts', 'isConfigured', 1, 7)];
    // under the high band a small match is no copy finding; it is held to the re-implementation test instead
    expect(decide(input(small, [added(0, [[1, 0.77]], 1)])).pairs).toEqual([expect.objectContaining({ other: 1, kind: 're-implementation' })]);
    expect(decide(input(small, [added(0, [[1, 0.77], [0, 0.75]], 1)], { bestOutside: () => 0.9 })).pairs).toEqual([]);
    expect(decide(input(small, [added(0, [[1, 0.85]], 1)])).pairs).toEqual([expect.objectContaining({ other: 1, kind: 'copy' })]);
    // under copy_tiny_lines a copy counts only near-verbatim
    const tiny = { rule: { ...RULE, copy_tiny_lines: 10 } };
    expect(decide(input(small, [added(0, [[1, 0.85]], 1)], tiny)).pairs).toEqual([]);
    expect(decide(input(small, [added(0, [[1, 0.95]], 1)], tiny)).pairs).toEqual([expect.objectContaining({ other: 1, kind: 'copy' })]);
    // the smaller side decides: a 7-line function against a 25-line one is small duplication
    const mixed = [fn('src/new.ts', 'isEnabled', 1, 7), fn('src/flags.ts', 'flags', 1, 25)];
    expect(decide(input(mixed, [added(0, [[1, 0.77]], 1)], { rule: { ...RULE, max_size_ratio: 10 } })).pairs).toEqual([expect.objectContaining({ other: 1, kind: 're-implementation' })]);
    // one GET per route.ts: a framework's pattern, unless verbatim
    const routes = [fn('app/api/docs/route.ts', 'GET', 1, 9), fn('app/api/countries/route.ts', 'GET', 1, 10)];
    expect(decide(input(routes, [added(0, [[1, 0.89]], 1)])).pairs).toEqual([]);
    expect(decide(input(routes, [added(0, [[1, 0.97]], 1)])).pairs).toEqual([expect.objectContaining({ other: 1, kind: 'copy' })]);
  });

  it('collapses two changed functions that are near-copies into one co-changed pair', () => {
    const d = decide(input(functions, [added(0, [[3, 0.9]]), added(3, [[0, 0.9]])]));
    expect(d.pairs).toEqual([expect.objectContaining({ kind: 'co-changed' })]);
  });

  it('leaves out any pair with a migration unless asked: a migration freezes its code on purpose', () => {
    const files = [fn('db/migrations/0019-add-index.ts', 'down', 1), fn('db/migrations/0018-add-column.ts', 'down', 1), fn('src/lib/slug.ts', 'slugify', 1)];
    // a new migration like the last one, and a new helper copied from a migration
    for (const [row, other] of [[0, 1], [2, 0]] as const) {
      expect(decide(input(files, [added(row, [[other, 0.9]], 1)])).pairs).toEqual([]);
      expect(decide(input(files, [added(row, [[other, 0.9]], 1)], { includeMigrationPairs: true })).pairs).toEqual([expect.objectContaining({ changed: row, other, kind: 'copy' })]);
    }
  });

  it('shows no copy or re-implementation between methods of two classes (one interface implemented twice) unless the existing one is static', () => {
    const methods = [
      fn('src/auth/apple.provider.ts', 'AppleProvider.getToken', 1),
      fn('src/auth/oauth.provider.ts', 'OauthProvider.getToken', 1),
      fn('src/lib/token.ts', 'getToken', 1),
      fn('src/lib/jwt.ts', 'Jwt.signToken', 1)
    ];
    // an instance method cannot be called without an instance of its class
    const instance = { importable: (_from: number, to: number) => to !== 1 };
    expect(decide(input(methods, [added(0, [[1, 0.95]], 1)], instance)).pairs).toEqual([]);
    expect(decide(input(methods, [added(0, [[1, 0.6]])], instance)).pairs).toEqual([]);
    // a static method can be called where it stands: a copy of it is still a copy
    expect(decide(input(methods, [added(0, [[3, 0.95]], 1)], { importable: () => true })).pairs).toEqual([expect.objectContaining({ other: 3, kind: 'copy' })]);
    // unless the new one is the same member of its own class: an override (a subclass's own factory)
    expect(decide(input(methods, [added(0, [[1, 0.95]], 1)], { importable: () => true })).pairs).toEqual([]);
    expect(decide(input(methods, [added(0, [[1, 0.6]])], { importable: () => true })).pairs).toEqual([]);
    // a method and a top-level function are not two classes
    expect(decide(input(methods, [added(0, [[2, 0.95]], 1)])).pairs).toEqual([expect.objectContaining({ other: 2, kind: 'copy' })]);
    expect(decide(input(methods, [added(2, [[1, 0.95]], 1)])).pairs).toEqual([expect.objectContaining({ other: 1, kind: 'copy' })]);
  });

  it('shows no copy or re-implementation between one member of two objects (an interface implemented by two object literals)', () => {
    const tools = [
      fn('tools/youtube/related_videos.ts', 'relatedVideosTool.transformResponse', 1),
      fn('tools/youtube/search.ts', 'searchTool.transformResponse', 1),
      fn('tools/youtube/search.ts', 'searchTool.request.url', 1),
      fn('tools/youtube/comments.ts', 'commentsTool.request.url', 1)
    ];
    expect(decide(input(tools, [added(0, [[1, 0.97]], 1)])).pairs).toEqual([]);
    expect(decide(input(tools, [added(0, [[1, 0.6]])])).pairs).toEqual([]);
    expect(decide(input(tools, [added(2, [[3, 0.95]], 1)])).pairs).toEqual([]);
    // another member is no override of it: a copy is a copy
    expect(decide(input(tools, [added(0, [[3, 0.95]], 1)])).pairs).toEqual([expect.objectContaining({ other: 3, kind: 'copy' })]);
  });

  it("shows no copy or re-implementation between two route pages (each route renders its own), but a piece of one written again is still a copy", () => {
    const pages = [
      fn('src/app/groups/[groupId]/activity/page.tsx', 'ActivityPage', 1),
      fn('src/app/groups/[groupId]/stats/page.tsx', 'TotalsPage', 1),
      fn('src/app/(site)/admin/errors/layout.tsx', 'Layout', 1),
      fn('src/app/(site)/admin/stats/page.tsx', 'cell', 1),
      fn('src/app/(site)/admin/errors/page.tsx', 'cell', 1),
      fn('src/components/totals.tsx', 'TotalsPage', 1)
    ];
    expect(decide(input(pages, [added(0, [[1, 0.97]], 1)])).pairs).toEqual([]);
    expect(decide(input(pages, [added(0, [[2, 0.97]], 1)])).pairs).toEqual([]);
    expect(decide(input(pages, [added(3, [[4, 0.97]], 1)])).pairs).toEqual([expect.objectContaining({ other: 4, kind: 'copy' })]);
    // a component that is no route's page is no page
    expect(decide(input(pages, [added(0, [[5, 0.97]], 1)])).pairs).toEqual([expect.objectContaining({ other: 5, kind: 'copy' })]);
  });

  it('shows no copy or re-implementation between two versions of one file: a new version copies the last one', () => {
    const versions = [fn('workflows/post.workflow.v1.0.7.ts', 'markUnconfirmed', 1), fn('workflows/post.workflow.v1.0.6.ts', 'markUnconfirmed', 1), fn('workflows/digest.workflow.ts', 'markSent', 1)];
    expect(decide(input(versions, [added(0, [[1, 0.99]], 1)])).pairs).toEqual([]);
    expect(decide(input(versions, [added(0, [[1, 0.6]])])).pairs).toEqual([]);
    expect(decide(input(versions, [added(0, [[2, 0.99]], 1)])).pairs).toEqual([expect.objectContaining({ other: 2, kind: 'copy' })]);
  });

  it('shows a new variant of one thing no copy or re-implementation, nor its closures; a helper pasted under its own name is still a copy', () => {
    const hooks = [
      fn('src/lib/useSegmentMutation.ts', 'useSegmentMutation', 1, 40),
      fn('src/lib/useJourneyMutation.ts', 'useJourneyMutation', 1, 40),
      fn('src/lib/useSegmentMutation.ts', 'useSegmentMutation.mutationFn', 5, 10),
      fn('src/lib/useJourneyMutation.ts', 'useJourneyMutation.mutationFn', 5, 10),
      fn('src/lib/useSegmentMutation.ts', 'toRequest', 45, 20),
      fn('src/lib/useJourneyMutation.ts', 'toRequest', 45, 20),
      fn('src/api/client.ts', 'journeyRequest', 1, 40),
      fn('src/lib/useBroadcastMutation.ts', 'mutationFn', 5, 10),
      fn('src/api/broadcast.ts', 'mutationFn', 5, 10)
    ];
    const d = decide(input(hooks, [added(0, [[1, 0.9], [6, 0.8]], 1), added(2, [[3, 0.95]], 1), added(4, [[5, 0.95]], 1)]));
    expect(d.pairs).toEqual([expect.objectContaining({ changed: 4, other: 5, kind: 'copy' })]);
    // its closure matched into a third variant file goes with it too; matched anywhere else, it is a copy
    expect(decide(input(hooks, [added(0, [[1, 0.9]], 1), added(2, [[7, 0.95]], 1)])).pairs).toEqual([]);
    expect(decide(input(hooks, [added(0, [[1, 0.9]], 1), added(2, [[8, 0.95]], 1)])).pairs).toEqual([expect.objectContaining({ changed: 2, other: 8, kind: 'copy' })]);
    expect(d.patterns).toBe(1);
    // a specialised copy (DefaultLogo of Logo) is shown
    const logos = [fn('src/branding/default-logo.tsx', 'DefaultLogo', 1), fn('src/branding/logo.tsx', 'Logo', 1)];
    expect(decide(input(logos, [added(0, [[1, 0.9]], 1)])).pairs).toEqual([expect.objectContaining({ other: 1, kind: 'copy' })]);
    // under the clone threshold too: a new provider's module beside another's is no re-implementation of it
    const providers = [
      fn('src/payment/polar/checkout.ts', 'createPolarCheckoutSession', 1),
      fn('src/payment/stripe/checkout.ts', 'createStripeCheckoutSession', 1),
      fn('src/payment/shared/session.ts', 'createCheckoutSession', 1)
    ];
    expect(decide(input(providers, [added(0, [[1, 0.62], [2, 0.41]])])).pairs).toEqual([]);
    expect(decide(input(providers, [added(0, [[2, 0.62], [1, 0.41]])])).pairs).toEqual([expect.objectContaining({ other: 2, kind: 're-implementation' })]);
  });

  it("offers no re-implementation of one framework hook by another (each route's own getServerSideProps)", () => {
    const pages = [fn('pages/robots.txt.js', 'getServerSideProps', 1), fn('pages/browserconfig.xml.jsx', 'getServerSideProps', 1), fn('lib/settings.js', 'loadSettings', 1)];
    expect(decide(input(pages, [added(0, [[1, 0.62]])])).pairs).toEqual([]);
    // a helper of another name is still offered
    expect(decide(input(pages, [added(0, [[2, 0.62]])])).pairs).toEqual([expect.objectContaining({ other: 2, kind: 're-implementation' })]);
  });

  it('shows no copy or re-implementation from one package into the same module of its sibling (a port), and still shows drift between them', () => {
    const adapters = [fn('packages/vue/src/utils/dom.ts', 'isNode', 1), fn('packages/react/src/utils/dom.ts', 'isNode', 1), fn('packages/react/src/utils/node.ts', 'isNode', 1)];
    expect(decide(input(adapters, [added(0, [[1, 0.98]], 1)])).pairs).toEqual([]);
    expect(decide(input(adapters, [added(0, [[1, 0.62]])])).pairs).toEqual([]);
    // from another module of the sibling package, it is a copy
    expect(decide(input(adapters, [added(0, [[2, 0.98]], 1)])).pairs).toEqual([expect.objectContaining({ other: 2, kind: 'copy' })]);
    const change = lineChange(['if (!node) return;', 'walk(node);'], ['walk(node);']);
    const modified: ChangedFunction = { row: 0, change: 'modified', lineChange: change, head: { best: [], atLeast: 0 }, base: { best: [{ index: 1, score: 0.95 }], atLeast: 1 } };
    expect(decide(input(adapters, [modified], { sourceLines: () => ['if (!node) return;', 'walk(node);'] })).pairs).toEqual([expect.objectContaining({ other: 1, kind: 'drift' })]);
  });

  it('shows no copy or re-implementation from one app of a monorepo into another (a port), and still shows drift between them', () => {
    const apps = [fn('apps/dashboard/src/hooks/use-debounce.ts', 'useDebounce', 1), fn('apps/web/src/hooks/useDebounce.ts', 'useDebounce', 1), fn('packages/utils/src/debounce.ts', 'useDebounced', 1)];
    expect(decide(input(apps, [added(0, [[1, 0.98]], 1)])).pairs).toEqual([]);
    expect(decide(input(apps, [added(0, [[1, 0.62]])])).pairs).toEqual([]);
    // from a shared package, it is a copy
    expect(decide(input(apps, [added(0, [[2, 0.98]], 1)])).pairs).toEqual([expect.objectContaining({ other: 2, kind: 'copy' })]);
    const change = lineChange(['if (!user) return;', 'track(user.id);'], ['track(user.id);']);
    const modified: ChangedFunction = { row: 0, change: 'modified', lineChange: change, head: { best: [], atLeast: 0 }, base: { best: [{ index: 1, score: 0.95 }], atLeast: 1 } };
    expect(decide(input(apps, [modified], { sourceLines: () => ['if (!user) return;', 'track(user.id);'] })).pairs).toEqual([expect.objectContaining({ other: 1, kind: 'drift' })]);
  });

  it('leaves out pairs with a test file on either side unless asked, and pairs of very different size', () => {
    const tests = [fn('src/a.test.ts', 'caseA', 1), fn('test/b.ts', 'caseB', 1), fn('src/c.ts', 'render', 1), fn('examples/app/d.ts', 'render', 1)];
    // two tests, a test against production code, production code against an example
    for (const [row, other] of [[0, 1], [0, 2], [2, 3]] as const) {
      expect(decide(input(tests, [added(row, [[other, 0.9]], 1)])).pairs).toEqual([]);
      expect(decide(input(tests, [added(row, [[other, 0.9]], 1)], { includeTestPairs: true })).pairs).toEqual([expect.objectContaining({ changed: row, other, kind: 'copy' })]);
    }
    const sizes = [fn('src/a.ts', 'small', 1, 10), fn('src/b.ts', 'huge', 1, 400)];
    expect(decide(input(sizes, [added(0, [[1, 0.9]], 1)])).pairs).toEqual([]);
  });
});

describe('modified functions', () => {
  const functions = [fn('src/a.ts', 'renderUser', 1), fn('src/b.ts', 'renderAdmin', 1), fn('src/c.ts', 'renderGuest', 1)];
  const before = ['function renderUser(u) {', '  const cells = [u.name, u.email];', "  console.log('rendering', u.name);", '  return cells.join();', '}'];
  const after = ['function renderUser(u) {', '  const cells = [u.name, u.email];', '  return cells.join();', '}'];
  const modified = (base: Array<[number, number]>): ChangedFunction => ({
    row: 0,
    change: 'modified',
    lineChange: lineChange(before, after),
    head: { best: [], atLeast: 0 },
    base: { best: base.map(([index, score]) => ({ index, score })), atLeast: 0 }
  });
  const copyLines = (row: number): string[] => (row === 1 ? ['function renderAdmin(u) {', "  console.log('rendering', u.name);", '  return 1;', '}'] : ['function renderGuest(u) {', '  return 2;', '}']);

  it('shows an untouched near-copy that still holds a removed line as drift, with that line', () => {
    const d = decide(input(functions, [modified([[1, 0.9], [2, 0.9]])], { sourceLines: copyLines }));
    expect(d.pairs).toEqual([
      expect.objectContaining({ changed: 0, other: 1, kind: 'drift', baseSimilarity: 0.9, drift: { copy_lines: [2], lines_removed: 1, lines_added_missing: 0 } })
    ]);
    // the other near-copy holds nothing the change removed: the change did not concern it
    expect(d.unconcerned).toBe(1);
  });

  it('needs the drift floor for removed-line evidence, and only near-twins need none', () => {
    expect(decide(input(functions, [modified([[1, 0.8]])], { sourceLines: copyLines })).pairs).toEqual([]);
    expect(decide(input(functions, [modified([[2, 0.995]])], { sourceLines: copyLines })).pairs).toEqual([expect.objectContaining({ other: 2, kind: 'drift' })]);
  });

  it('shows drift between two versions of one file (one fix for two API versions) and between one member of two objects, not between methods of two classes', () => {
    const shownFor = (a: string, an: string, b: string, bn: string): number =>
      decide(input([fn(a, an, 1), fn(b, bn, 1), fn('src/c.ts', 'renderGuest', 1)], [modified([[1, 0.9]])], { sourceLines: copyLines })).pairs.length;
    expect(shownFor('api/v2/users.ts', 'renderUser', 'api/v1/users.ts', 'renderUser')).toBe(1);
    expect(shownFor('src/a.ts', 'UserRow.render', 'src/b.ts', 'AdminRow.render')).toBe(0);
    expect(shownFor('apps/web/row.ts', 'UserRow.render', 'apps/admin/row.ts', 'UserRow.render')).toBe(1);
    // a fix one object's member got and the same member of another still lacks is drift
    expect(shownFor('tools/search.ts', 'searchTool.transformResponse', 'tools/related.ts', 'relatedTool.transformResponse')).toBe(1);
  });

  it('under drift_other_folder, shows drift only from a copy in another folder: a sibling in the same folder was in front of the author', () => {
    const inFolder = [fn('src/a/users.ts', 'renderUser', 1), fn('src/a/admins.ts', 'renderAdmin', 1), fn('src/b/guests.ts', 'renderGuest', 1)];
    const guestLines = (row: number): string[] => (row === 2 ? copyLines(1) : copyLines(row));
    const shown = (otherFolder: boolean): number[] =>
      decide(input(inFolder, [modified([[1, 0.9], [2, 0.9]])], { sourceLines: guestLines, rule: { ...RULE, drift_other_folder: otherFolder } })).pairs.map((p) => p.other);
    expect(shown(false)).toEqual([1, 2]);
    expect(shown(true)).toEqual([2]);
  });

  it('holds drift between functions under 20 lines to the same bands', () => {
    const small = functions.map((f) => fn(f.location.path, f.location.name, 1, 8));
    const rule = { ...RULE, drift_floor: 0.75 };
    expect(decide(input(small, [modified([[1, 0.77]])], { sourceLines: copyLines, rule })).pairs).toEqual([]);
    expect(decide(input(small, [modified([[1, 0.86]])], { sourceLines: copyLines, rule })).pairs).toEqual([expect.objectContaining({ other: 1, kind: 'drift' })]);
  });

  it('shows no drift from an untouched copy of a few lines (one idiom written wherever it is needed), even near-verbatim; a function the PR cut down still has its drift', () => {
    const sized = (changedLines: number, copyLinesCount: number): ExtractedFunction[] => [
      fn('src/a.ts', 'renderUser', 1, changedLines),
      fn('src/b.ts', 'renderAdmin', 1, copyLinesCount),
      fn('src/c.ts', 'renderGuest', 1)
    ];
    const shown = (changedLines: number, copyLinesCount: number): number =>
      decide(input(sized(changedLines, copyLinesCount), [modified([[1, 0.99]])], { sourceLines: copyLines })).pairs.length;
    expect([shown(TINY_DRIFT_LINES, TINY_DRIFT_LINES), shown(12, TINY_DRIFT_LINES - 1)]).toEqual([1, 0]);
    // the changed function now a few lines (its loop a helper's call), the copy still holding the loop: drift
    expect(shown(TINY_DRIFT_LINES - 4, 12)).toBe(1);
    // what it leaves out counts as a near-copy the change did not concern
    expect(decide(input(sized(5, 5), [modified([[1, 0.99]])], { sourceLines: copyLines })).unconcerned).toBe(1);
  });

  it("shows no drift between two closures (each host's handler of its own state); a closure and a top-level function still drift", () => {
    // rows 0 and 1 sit inside the components at rows 3 and 4
    const hosted = (copyNested: boolean, changedNested = true): ExtractedFunction[] => [
      fn('src/a.tsx', 'handleSubmit', changedNested ? 20 : 200),
      fn('src/b.tsx', copyNested ? 'handleSubmit' : 'submitForm', copyNested ? 20 : 200),
      fn('src/c.ts', 'renderGuest', 1),
      fn('src/a.tsx', 'TeamEditForm', 1, 100),
      fn('src/b.tsx', 'WebsiteEditForm', 1, 100)
    ];
    const shown = (copyNested: boolean, changedNested = true): number =>
      decide(input(hosted(copyNested, changedNested), [modified([[1, 0.95]])], { sourceLines: copyLines })).pairs.length;
    expect(shown(true)).toBe(0);
    expect(shown(false)).toBe(1);
    expect(shown(true, false)).toBe(1);
  });

  it('shows no drift between two components of names of their own (two entities\' screens); one component in two places still drifts', () => {
    const shownFor = (a: string, an: string, b: string, bn: string): number =>
      decide(input([fn(a, an, 1), fn(b, bn, 1), fn('src/c.ts', 'renderGuest', 1)], [modified([[1, 0.9]])], { sourceLines: copyLines })).pairs.length;
    expect(shownFor('src/MovieDetails.tsx', 'MovieDetails', 'src/TvDetails.tsx', 'TvDetails')).toBe(0);
    expect(shownFor('src/content/Modal.jsx', 'Modal', 'src/editor/Modal.jsx', 'Modal')).toBe(1);
    // plain functions of different names in markup files still drift
    expect(shownFor('src/movie.tsx', 'movieDetails', 'src/tv.tsx', 'tvDetails')).toBe(1);
  });

  it('shows nothing for a cosmetic change', () => {
    const c: ChangedFunction = { ...modified([[1, 0.9]]), change: 'cosmetic' };
    expect(decide(input(functions, [c], { sourceLines: copyLines })).pairs).toEqual([]);
  });
});

describe('line evidence', () => {
  it('compares substantive lines only: braces and lone keywords are shared by every copy', () => {
    const change = lineChange(['if (x) {', '  return;', '  total += price * qty;', '}'], ['if (x) {', '}']);
    expect(change.removed).toEqual(['total += price * qty;']);
    expect(copyEvidence(change, ['  return;', '  total += price * qty;'], 10)).toEqual({ copyLines: [11], addedMissing: 0 });
  });

  it('counts a removed line the head still has only where the copy has it more often than the head', () => {
    const block = (to: string): string[] => ['return {', '  redirect: { permanent: false, target },', `  destination: "${to}",`, '};'];
    // the PR drops the first of three redirects: two stay in the head
    const before = [...block('/home'), ...block('/'), ...block('/')];
    const after = [...block('/'), ...block('/')];
    const change = lineChange(before, after);
    expect(change.removed).toEqual(['destination: "/home",', 'redirect: { permanent: false, target },']);
    expect(change.kept).toEqual([['redirect: { permanent: false, target },', 2]]);
    // a copy with two redirects holds nothing the head lacks...
    expect(copyEvidence(change, after, 1).copyLines).toEqual([]);
    // ...and one that kept all three holds the dropped one, counted once
    expect(copyEvidence(change, before, 1).copyLines).toEqual([3, 10]);
  });

  it('counts the files that hold a line, once per file, whatever its indentation', () => {
    const files = ['  where: { id },\n  where: { id },\n', 'where: { id },\nsendMail(user);\n', 'const x = 1;\n'];
    expect(lineHolders(files, ['where: { id },', 'sendMail(user);', 'audit(x);'])).toEqual(
      new Map([
        ['where: { id },', 2],
        ['sendMail(user);', 1],
        ['audit(x);', 0]
      ])
    );
  });
});

describe('file roles', () => {
  it.each([
    ['src/a.test.ts', true],
    ['src/__tests__/a.ts', true],
    ['packages/x/fixtures/y.js', true],
    ['examples/demo.ts', true],
    ['src/button.stories.tsx', true],
    ['src/testing.ts', false],
    ['web/src/a.clienttest.tsx', true],
    ['web/src/b.servertest.ts', true],
    ['src/c.int.spec.ts', true],
    ['src/d.unit-test.ts', true],
    ['core/tools/run.timeout.vitest.ts', true],
    ['frontend/jest.setup.ts', true],
    ['vitest.setup.ts', true],
    ['src/setupTests.js', true],
    ['packages/ui/test-setup.ts', true],
    ['src/setup-jest.ts', true],
    ['src/setup.ts', false],
    ['src/server-setup.ts', false],
    ['src/setup.jest.js', true],
    ['src/majestic.ts', false],
    ['src/e.latest.ts', false],
    ['src/latest.ts', false]
  ])('%s test-like: %s', (path, expected) => {
    expect(isTestLikePath(path)).toBe(expected);
  });

  it.each([
    ['src/forms/logging-fields.tsx', 'src/forms/ratelimit-fields.tsx', true],
    ['src/proxy/apply-page-slug.ts', 'src/proxy/apply-page-locale.ts', true],
    ['src/report/ReportSeriesItem.tsx', 'src/report/ReportGlobalFilters.tsx', true],
    ['src/lib/shared-helpers.ts', 'src/lib/format.ts', false],
    ['src/a/logging-fields.tsx', 'src/b/ratelimit-fields.tsx', false],
    ['src/lib/x.ts', 'src/lib/x.ts', false]
  ])('%s and %s variants: %s', (a, b, expected) => {
    expect(variantFiles(a, b)).toBe(expected);
  });

  it.each([
    ['workflows/post.workflow.v1.0.7.ts', 'workflows/post.workflow.v1.0.6.ts', true],
    ['api/routes/v2/users.ts', 'api/routes/v1/users.ts', true],
    ['api/routes/users.ts', 'api/routes/v1/users.ts', true],
    ['src/schema.ts', 'src/schema-v3.ts', true],
    ['v1/index.ts', 'v2/index.ts', true],
    ['api/routes/v2/users.ts', 'api/routes/v1/teams.ts', false],
    ['src/dev1/a.ts', 'src/dev2/a.ts', false],
    ['src/page1.ts', 'src/page2.ts', false],
    ['src/a.ts', 'src/a.ts', false]
  ])('%s and %s versions of one file: %s', (a, b, expected) => {
    expect(versionsOfOneFile(a, b)).toBe(expected);
  });

  it.each([
    ['AppleProvider.getToken', 'AppleProvider'],
    ['Store.constructor', 'Store'],
    ['routes.billing', null],
    ['reader.onerror', null],
    ['Foo.prototype.bar', null],
    ['errorCodeMessages[Codes.X].message', null],
    ['formatBytes', null]
  ])('%s is a member of class %s', (name, expected) => {
    expect(owningClass(name)).toBe(expected);
  });

  it.each([
    ['server/migrations/20240101-add-users.js', true],
    ['packages/db/code-migrations/19-projections.ts', true],
    ['prisma/migration/seed.ts', true],
    ['db/migrate/001.ts', true],
    ['server/db/migrations-sqlite/2.5.122.js', true],
    ['server/db/migrations_postgres/2.5.122.js', true],
    ['db/migrations.v2/0001-init.ts', true],
    ['src/migration-utils/rename.ts', false],
    ['src/1700000000000-AddUsers.migration.ts', true],
    ['src/lib/migrate-user.ts', false],
    ['src/migrations.ts', false],
    ['src/immigration/form.tsx', false]
  ])('%s migration: %s', (path, expected) => {
    expect(isMigrationPath(path)).toBe(expected);
  });
});

describe('nested findings', () => {
  it('keeps the finding of a copied component, not the one of its copied closure', () => {
    const functions = [fn('src/new.tsx', 'BrandingDialog', 1, 40), fn('src/new.tsx', 'BrandingDialog.onReset', 10, 8), fn('src/old.tsx', 'DocumentDialog', 1, 40), fn('src/old.tsx', 'DocumentDialog.onReset', 10, 8)];
    const d = decide(input(functions, [added(0, [[2, 0.9]], 1), added(1, [[3, 0.95]], 1)]));
    expect(d.pairs).toEqual([expect.objectContaining({ changed: 0, other: 2, kind: 'copy' })]);
  });
});

describe('siblings in one file', () => {
  it('shows no copy of a function in the same file (the author has it in front of them)', () => {
    const functions = [fn('src/forms.ts', 'imageField', 1), fn('src/forms.ts', 'fileField', 20)];
    expect(decide(input(functions, [added(0, [[1, 0.9]], 1)])).pairs).toEqual([]);
  });
});

describe('drift evidence strength', () => {
  it('needs drift_min_lines of the removed lines in the copy', () => {
    const functions = [fn('src/a.ts', 'saveUser', 1), fn('src/b.ts', 'saveAdmin', 1)];
    const before = ['function save(u) {', '  const payload = serialize(u);', '  audit.log(payload.id);', '  await queue.push(payload);', '}'];
    const after = ['function save(u) {', '  await jobs.enqueue(u);', '}'];
    const copy = (): string[] => ['function saveAdmin(u) {', '  const payload = serialize(u);', '  audit.log(payload.id);', '  await queue.push(payload);', '}'];
    const c: ChangedFunction = { row: 0, change: 'modified', lineChange: lineChange(before, after), head: { best: [], atLeast: 0 }, base: { best: [{ index: 1, score: 0.9 }], atLeast: 0 } };
    expect(decide(input(functions, [c], { sourceLines: copy, rule: { ...RULE, drift_min_lines: 3 } })).pairs).toHaveLength(1);
    expect(decide(input(functions, [c], { sourceLines: copy, rule: { ...RULE, drift_min_lines: 4 } })).pairs).toHaveLength(0);
  });

  it('counts only the removed lines that few files of the repository hold (drift_rare_files)', () => {
    const functions = [fn('src/a.ts', 'saveUser', 1), fn('src/b.ts', 'saveAdmin', 1)];
    const before = ['function save(u) {', '  const payload = serialize(u);', '  audit.log(payload.id);', '  await queue.push(payload);', '}'];
    const after = ['function save(u) {', '  await jobs.enqueue(u);', '}'];
    const copy = (): string[] => ['function saveAdmin(u) {', '  const payload = serialize(u);', '  audit.log(payload.id);', '  await queue.push(payload);', '}'];
    const c: ChangedFunction = { row: 0, change: 'modified', lineChange: lineChange(before, after), head: { best: [], atLeast: 0 }, base: { best: [{ index: 1, score: 0.9 }], atLeast: 0 } };
    // serialize() and queue.push() are in every handler of the repository; audit.log(payload.id) only in the copy
    const holders = { 'const payload = serialize(u);': 40, 'audit.log(payload.id);': 1, 'await queue.push(payload);': 25 };
    const asked: string[][] = [];
    const lineHolders = (lines: readonly string[]): Map<string, number> => {
      asked.push([...lines]);
      return new Map(lines.map((t) => [t, holders[t as keyof typeof holders] ?? 0]));
    };
    const rule = { ...RULE, drift_min_lines: 1, drift_rare_files: 3 };
    const d = decide(input(functions, [c], { sourceLines: copy, lineHolders, rule }));
    expect(d.pairs).toEqual([expect.objectContaining({ kind: 'drift', drift: { copy_lines: [3], lines_removed: 3, lines_added_missing: 1 } })]);
    // the repository is asked once, for exactly the lines the copy still holds
    expect(asked).toEqual([['audit.log(payload.id);', 'await queue.push(payload);', 'const payload = serialize(u);']]);
    expect(decide(input(functions, [c], { sourceLines: copy, lineHolders, rule: { ...rule, drift_min_lines: 2 } })).pairs).toEqual([]);
    // 0: every held line counts, and nothing is read
    asked.length = 0;
    expect(decide(input(functions, [c], { sourceLines: copy, lineHolders, rule: { ...rule, drift_min_lines: 3, drift_rare_files: 0 } })).pairs).toHaveLength(1);
    expect(asked).toEqual([]);
  });
});
