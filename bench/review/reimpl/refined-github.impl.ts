// spec: refined-github-01
export function preserveCommitTrailers(
	message: string,
	keepClosingReferences = false,
	excludedUsernames: string[] = [],
): string {
	const preserved = new Set<string>();
	const privacyAddress = /<(?:\d+\+)?([^<>@]+)@users\.noreply\.github\.com>/i;

	for (const match of message.matchAll(/co-authored-by: (.+)/gi)) {
		const author = match[1];
		const username = privacyAddress.exec(author)?.[1];
		if (username && excludedUsernames.includes(username)) {
			continue;
		}

		preserved.add(`Co-authored-by: ${author}`);
	}

	for (const match of message.matchAll(/signed-off-by: (.+)/gi)) {
		preserved.add(`Signed-off-by: ${match[1]}`);
	}

	if (!keepClosingReferences) {
		return [...preserved].join('\n');
	}

	const closingReference = /(?:fix|fixe|close|resolve)[sd]?\s+(?:#\d+|https?:\S+)/gi;
	for (const match of message.matchAll(closingReference)) {
		preserved.add(match[0]);
	}

	return [...preserved].join('\n');
}

// spec: refined-github-02
export type ConventionalCommit = {
	rawType: string;
	type: string;
	scope: string | undefined;
	raw: string;
};

export function parseConventionalCommit(title: string): ConventionalCommit | undefined {
	const typeLabels: Record<string, string> = {
		feat: 'Feature',
		fix: 'Fix',
		chore: 'Chore',
		revert: 'Revert',
		style: 'Style',
		docs: 'Docs',
		build: 'Build',
		refactor: 'Refactor',
		test: 'Test',
		ci: 'CI',
		perf: 'Performance',
	};

	const match = /^(\w+)(?:\((.+?)\))?(!)?: */.exec(title);
	if (!match) {
		return undefined;
	}

	const [raw, rawType, scope, breaking] = match;
	const label = typeLabels[rawType.toLowerCase()];
	if (!label) {
		return undefined;
	}

	return {
		rawType,
		type: breaking ? `${label}!` : label,
		scope: scope ? `${scope}: ` : undefined,
		raw,
	};
}

// spec: refined-github-03
export function hashString(input: string): string {
	let hash = 0;

	for (const character of input) {
		const codePoint = character.codePointAt(0)!;
		// Shift uses 32-bit semantics; the rest stays plain floating point
		hash = (hash << 5) - hash + codePoint;
	}

	return String(Math.trunc(hash));
}

// spec: refined-github-04
export type DisabledFeatureRow = [feature: string, issue: string, fixedIn?: string];

export function parseRemotelyDisabledFeatures(csv: string, currentVersion: string): DisabledFeatureRow[] {
	const compareVersions = (a: string, b: string): number => {
		const split = (version: string) => {
			const [main, ...rest] = version.replace(/^[vr]/i, '').split('-');
			return {numbers: main.split('.').map(part => Number.parseInt(part, 10) || 0), pre: rest.join('-')};
		};

		const left = split(a);
		const right = split(b);
		const length = Math.max(left.numbers.length, right.numbers.length);
		for (let i = 0; i < length; i++) {
			const difference = (left.numbers[i] ?? 0) - (right.numbers[i] ?? 0);
			if (difference !== 0) {
				return Math.sign(difference);
			}
		}

		if (left.pre === right.pre) {
			return 0;
		}

		if (!left.pre) {
			return 1;
		}

		if (!right.pre) {
			return -1;
		}

		return left.pre.localeCompare(right.pre, undefined, {numeric: true}) < 0 ? -1 : 1;
	};

	const [, ...lines] = csv.trim().split('\n');
	const rows: DisabledFeatureRow[] = [];

	for (const line of lines) {
		if (line.trim() === '') {
			continue;
		}

		const [feature, issue, fixedIn] = line.split(',').map(cell => cell.trim());
		if (!feature || !issue) {
			continue;
		}

		if (!fixedIn || compareVersions(fixedIn, currentVersion) > 0) {
			rows.push([feature, issue, fixedIn]);
		}
	}

	return rows;
}

// spec: refined-github-05
export function looseParseInt(value: string | {textContent: string | null} | null | undefined): number {
	if (!value) {
		return 0;
	}

	const text = typeof value === 'string' ? value : value.textContent ?? '';
	const digits = text.replace(/\D/g, '');

	// Number('') is 0, which covers text without digits
	return Number(digits);
}

// spec: refined-github-06
export type StringPattern = string | RegExp | ((target: string) => boolean);

export function matchesAnyPattern(target: string, patterns: StringPattern[]): boolean {
	for (const pattern of patterns) {
		if (typeof pattern === 'string') {
			if (pattern === target) {
				return true;
			}
		} else if (typeof pattern === 'function') {
			if (pattern(target)) {
				return true;
			}
		} else if (pattern.test(target)) {
			return true;
		}
	}

	return false;
}

// spec: refined-github-07
export function createHeatIndexCalculator(values: number[]): (value: number) => number {
	const minimum = Math.min(...values);
	const maximum = Math.max(...values);
	const range = maximum - minimum;

	return (value: number): number => {
		let position = range === 0 ? 0 : (value - minimum) / range;
		position = Math.min(1, Math.max(0, position));

		const level = 10 - Math.floor(position * 10);
		return Math.max(1, level);
	};
}

// spec: refined-github-08
export function pluralize(count: number, singular: string, plural = singular + 's', zero?: string): string {
	if (count === 0 && zero) {
		return zero.replace('$$', '0');
	}

	if (count === 1) {
		return singular.replace('$$', '1');
	}

	return plural.replace('$$', String(count));
}

// spec: refined-github-09
export function asyncEvery<T>(
	items: Iterable<T>,
	predicate: (item: T) => boolean | PromiseLike<boolean>,
): boolean | Promise<boolean> {
	const pending: Array<PromiseLike<boolean> | unknown> = [];

	for (const item of items) {
		const result = predicate(item);
		if (result === false) {
			return false;
		}

		if (result !== true) {
			pending.push(result);
		}
	}

	if (pending.length === 0) {
		return true;
	}

	return Promise.all(pending).then(results => results.every(Boolean));
}

// spec: refined-github-10
export function getStorageBytesInUse(record: Record<string, unknown>): number {
	let serialized = '';

	for (const [key, value] of Object.entries(record)) {
		serialized += key + JSON.stringify(value);
	}

	const encoder = new TextEncoder();
	return encoder.encode(serialized).length;
}

// spec: refined-github-11
export function getFeatureNameFromStack(stack: string | undefined = new Error('Get stack').stack): string | undefined {
	if (!stack) {
		return undefined;
	}

	// Outermost caller first
	const reversed = stack.split('\n').reverse().join('\n');
	const match = /assets\/features\/(.+)\.js/.exec(reversed);

	return match?.[1];
}

// spec: refined-github-12
export function getStackLine(stack: string, index: number): string {
	const lines = stack
		.replace('Error: Get stack\n', '')
		.split('\n');

	const line = lines.at(index);
	if (line === undefined) {
		console.warn(`The stack doesn't have the line ${index}`, {stack});
		return Math.random().toString(16);
	}

	return line;
}

// spec: refined-github-13
export const renamedFeatures: Record<string, string> = {};

export function getOldFeatureNames(featureName: string, renames: Record<string, string> = renamedFeatures): string[] {
	const oldNames: string[] = [];

	for (const [oldName, newName] of Object.entries(renames)) {
		if (newName === featureName) {
			oldNames.push(oldName);
		}
	}

	return oldNames;
}

// spec: refined-github-14
export function deduplicateKeywords(tokens: string[], ...keywords: string[]): string[] {
	const kept: string[] = [];
	let foundKeyword = false;

	for (let index = tokens.length - 1; index >= 0; index--) {
		const token = tokens[index];
		if (keywords.includes(token)) {
			if (foundKeyword) {
				continue;
			}

			foundKeyword = true;
		}

		kept.unshift(token);
	}

	return kept;
}

// spec: refined-github-15
export type CompareInfo = {
	base: {repo: string; branch: string};
	head: {repo: string; branch: string};
	isCrossRepo: boolean;
};

export function parseCompareUrl(pathname: string): CompareInfo | undefined {
	const [owner, name, ...rest] = pathname.split('/').filter(Boolean);
	const path = rest.join('/');

	const match = /compare\/([^.]+)\.{2,3}(.+)/.exec(path);
	if (!match) {
		return undefined;
	}

	const [, baseBranch, headPart] = match;
	const pieces = headPart.split(':');
	if (pieces.length > 3) {
		throw new Error('Invalid compare URL format');
	}

	const headBranch = pieces.pop()!;
	const headOwner = pieces.shift() ?? owner;
	const headName = pieces.shift() ?? name;

	const baseRepo = `${owner}/${name}`;
	const headRepo = `${headOwner}/${headName}`;

	return {
		base: {repo: baseRepo, branch: baseBranch},
		head: {repo: headRepo, branch: headBranch},
		isCrossRepo: baseRepo !== headRepo,
	};
}

// spec: refined-github-16
export type PullRequestBranch = {
	owner: string;
	name: string;
	branch: string;
	nameWithOwner: string;
	absolute: string;
	relative: string;
};

export function parsePullRequestBranch(absolute: string, relative: string): PullRequestBranch {
	const match = /^([^/:]+)\/([^:]+):(.+)$/.exec(absolute);
	if (!match) {
		throw new TypeError(`Expected "user/repo:branch", got "${absolute}"`);
	}

	const [, owner, name, branch] = match;
	const crossRepoForm = `${owner}:${branch}`;
	if (relative !== branch && relative !== crossRepoForm) {
		throw new TypeError(`Expected "${branch}" or "${crossRepoForm}", got "${relative}"`);
	}

	return {
		owner,
		name,
		branch,
		nameWithOwner: `${owner}/${name}`,
		absolute,
		relative,
	};
}

// spec: refined-github-17
export function getCurrentGitRef(pathname: string, title: string): string | undefined {
	if (!pathname.startsWith('/')) {
		throw new TypeError(`Expected pathname starting with /, got "${pathname}"`);
	}

	const [, , , pageType, nextSegment] = pathname.split('/');
	const refPages = ['tree', 'blob', 'blame', 'edit', 'commit', 'commits', 'compare'];
	if (!pageType || !refPages.includes(pageType)) {
		return undefined;
	}

	// Branch names may contain slashes, so the title is more reliable
	const titleMatch = / at (?<ref>[\w\-./]+)(?: · [\w\-.]+\/[\w\-.]+)?$/i.exec(title);
	if (titleMatch?.groups) {
		return titleMatch.groups.ref;
	}

	return nextSegment;
}

// spec: refined-github-18
export function isUsernameAlikeName(username: string, realName: string): boolean {
	const normalizedUsername = username.replaceAll('-', '').toLowerCase();

	const normalizedName = realName
		.normalize('NFD')
		.replace(/\s/gu, '')
		.replace(/\p{Diacritic}/gu, '')
		.replace(/\p{P}/gu, '')
		.toLowerCase();

	return normalizedUsername === normalizedName;
}

// spec: refined-github-19
export function getLatestVersionTag(tags: string[]): string {
	function compare(a: string, b: string): number {
		const parse = (tag: string): [number[], boolean] => {
			const [core, ...suffix] = tag.replace(/^[rv]/i, '').split('-');
			return [core.split('.').map(segment => Number.parseInt(segment, 10) || 0), suffix.length > 0];
		};

		const [aParts, aPre] = parse(a);
		const [bParts, bPre] = parse(b);
		for (let i = 0; i < Math.max(aParts.length, bParts.length); i++) {
			const delta = (aParts[i] ?? 0) - (bParts[i] ?? 0);
			if (delta) {
				return delta > 0 ? 1 : -1;
			}
		}

		if (aPre === bPre) {
			return 0;
		}

		return aPre ? -1 : 1;
	}

	const allValid = tags.every(tag => /^[rv]?\d+(?:\.\d+)+/.test(tag));
	if (!allValid) {
		return tags[0];
	}

	const stable = tags.filter(tag => !/^[rv]?\d+(?:\.\d+)+-\d/.test(tag));
	const candidates = stable.length > 0 ? stable : tags;

	let latest = candidates[0];
	for (const tag of candidates.slice(1)) {
		if (compare(tag, latest) > 0) {
			latest = tag;
		}
	}

	return latest;
}

// spec: refined-github-20
export function buildRepoUrl(...pathParts: Array<string | number>): string {
	for (const part of pathParts) {
		if (typeof part === 'string' && /^\/|\/$/.test(part)) {
			throw new TypeError('The path parts shouldn’t start or end with a slash: ' + part);
		}
	}

	const {origin, pathname} = (globalThis as any).location as {origin: string; pathname: string};
	const [owner, name] = pathname.split('/').filter(Boolean);
	const nameWithOwner = owner && name ? `${owner}/${name}` : '';

	return [origin, nameWithOwner, ...pathParts.map(String)].join('/');
}

// spec: refined-github-21
export function getDiffSquares(additions: number, deletions: number): {green: number; red: number; gray: number} {
	const squareCount = 5;
	const total = additions + deletions;

	let scaledAdditions = additions;
	let scaledDeletions = deletions;
	if (total > squareCount) {
		const ratio = squareCount / total;
		scaledAdditions *= ratio;
		scaledDeletions *= ratio;
	}

	const green = Math.floor(scaledAdditions);
	const red = Math.floor(scaledDeletions);
	const gray = squareCount - green - red;

	return {green, red, gray};
}

// spec: refined-github-22
export type TagRecord = {
	commit: string;
	tag: string;
	version: string;
	namespace: string;
};

export function getPreviousTag(currentIndex: number, allTags: TagRecord[]): string | undefined {
	const isOlder = (candidate: string, reference: string): boolean => {
		const toNumbers = (version: string) =>
			version.replace(/^[vr]/i, '').split('-')[0].split('.').map(part => Number.parseInt(part, 10) || 0);
		const a = toNumbers(candidate);
		const b = toNumbers(reference);
		for (let i = 0; i < Math.max(a.length, b.length); i++) {
			if ((a[i] ?? 0) !== (b[i] ?? 0)) {
				return (a[i] ?? 0) < (b[i] ?? 0);
			}
		}

		return false;
	};

	const current = allTags[currentIndex];
	let fallback: string | undefined;

	for (const entry of allTags.slice(currentIndex + 1)) {
		if (entry.commit === current.commit || !isOlder(entry.version, current.version)) {
			continue;
		}

		if (entry.namespace === current.namespace) {
			return entry.tag;
		}

		fallback ??= entry.tag;
	}

	return fallback;
}
