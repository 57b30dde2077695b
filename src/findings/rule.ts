/**
 * The decision rule a PR review applies when the model records none (an
 * older or experimental model): clones at the model's threshold only, no
 * re-implementations below it, no drift without removed-line evidence.
 * Calibrated rules live in each model's card (bench/review/calibrate.ts).
 */
import type { Calibration, DecisionRule } from '../contracts/pipeline.js';

export function decisionRuleFor(calibration: Calibration): DecisionRule {
  return (
    calibration.decision ?? {
      reimplementation_floor: calibration.default_threshold,
      reimplementation_margin: 0,
      reimplementation_reverse_margin: -2,
      reimplementation_importable: false,
      reimplementation_private_margin: 0,
      reimplementation_shared_words: 0,
      reimplementation_other_variant: false,
      reimplementation_no_components: false,
      drift_floor: calibration.default_threshold,
      drift_min_lines: 1,
      drift_rare_files: 0,
      drift_twin: 1,
      drift_other_folder: false,
      copy_family_max: 2,
      copy_tiny_lines: 0,
      max_size_ratio: 4
    }
  );
}

/** Sizes (in lines) within the rule's ratio. */
export function comparableSizes(aLines: number, bLines: number, rule: DecisionRule): boolean {
  const lo = Math.max(1, Math.min(aLines, bLines));
  return Math.max(aLines, bLines) / lo <= rule.max_size_ratio;
}

/**
 * Duplication smaller than this (in lines, the smaller side) is rarely worth a
 * reviewer's time: 1 of 24 judged clone classes with such a member was worth
 * acting on (bench/review/class-labels.json). A full scan ranks it lower; a PR
 * review shows a copy or drift of that size only when it is near-verbatim.
 */
export const SMALL_DUPLICATION_LINES = 20;

/**
 * An untouched near-copy of fewer lines than this gives no drift row, however alike it was to the function
 * the PR modified: a handler of a few lines is one idiom its codebase writes wherever it is needed (a keydown
 * that blurs on Enter, a menu item's onClick, a two-click delete confirm), and which of its sites needs an
 * edit is what the author decided with all of it on one screen. The copy's size, not the changed function's:
 * a PR that cuts a function down (its loop now a helper's call) leaves a copy still holding the loop, the
 * drift most worth a row. On the PR benchmark (eighteenth session, every judged drift row under a rule wider
 * than any recorded one, 81 repositories) none of the 19 rows with a copy under 8 lines was actionable (1 of 34 under 10).
 */
export const TINY_DRIFT_LINES = 8;

/**
 * A copy shares at least this share of its words with the function it copies
 * (./vocabulary.ts sharedWords): a copy keeps the calls, the property names
 * and the text of what it copies, even renamed. A near-copy in the
 * embedding's eyes whose words partly differ has the shape of the other and
 * not its substance (an if-chain of regular expressions classifying a brief
 * against one picking a CSS placeholder), or is its entity's own sibling,
 * written alike in that entity's words (each storage file's upload, each
 * provider's model fetcher, each form's submit), and is held to the
 * re-implementation test instead, which shows it when it stands out. On the
 * PR benchmark (sixteenth session, 72 judged copy rows under a wide rule) no
 * copy row under 0.5 was actionable; nineteenth session, 139 judged copy rows
 * from 0.5 up, every round alike: 9 of the 41 under 0.7 were actionable
 * (22%), 59 of the 98 above (60%).
 */
export const COPY_SHARED_WORDS = 0.7;

/**
 * A near-copy under the near-verbatim band is a copy of one function only
 * when no look-alike of another name comes within this much of it. A copy
 * has one original (perhaps copied before under its name: two
 * `getPropertyName`s, one thing twice); a new member of a family written
 * alike (each slice's reducer case, each module's resolver, each form's
 * state reset) has several near-equal neighbours, and which of them is "the
 * original" is arbitrary: it follows a pattern. Nor is it a copy of a
 * function elsewhere when a function of its own file is at least as close:
 * it is that file's sibling, as the re-implementation test already has it.
 * Measured (twentieth session, bench/review, 162 repositories): the 9 judged
 * copy rows this leaves out were 1 actionable (a list of models copied
 * beside two equally close ones), 8 expected.
 */
export const COPY_TIE = 0.05;
