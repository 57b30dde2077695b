/**
 * Code a repository builds alike on purpose, from paths and names alone: a
 * family of variants, one file each, and the apps of one monorepo. A new
 * member of such a family is written from an existing one, and neither
 * "reuse the one you have" nor a shared helper is what its reviewer asks
 * for; the decision (./decide.ts) shows it no copy or re-implementation row.
 * A change to one member that another still lacks is drift, and stays.
 */
import { identifierSubtokens } from '../embedding/lexer.js';
import { fileWords, variantFiles } from './file-roles.js';
import { ownName } from './locations.js';
import { isUiComponent, twoRoutePages } from './ui-components.js';
import { stem } from './vocabulary.js';

interface Named {
  path: string;
  name: string;
}

/** An identifier's words, lower-cased (the model's split): `useJourneyMutation` → use, journey, mutation; `Store.update` → update. */
function nameWords(name: string): string[] {
  return identifierSubtokens(ownName(name));
}

/** The verbs a factory or a hook is named with in front of what it makes (`buildMistralAdapter`, `createStore`, `useJourneyMutation`). */
const FACTORY_VERBS: ReadonlySet<string> = new Set(['build', 'create', 'make', 'use']);

/** A folder's words, as a file's are read (`AutoScroll` → auto, scroll; `azure-di` → azure, di). */
function folderWords(folder: string): string[] {
  return fileWords(`${folder}.ts`);
}

/**
 * A module's main export without a name of its own (`export default function (req, res)`,
 * `module.exports = async function`): what the file is for, so its file names it.
 */
const ANONYMOUS_EXPORTS: ReadonlySet<string> = new Set(['default', 'module.exports']);
const anonymousExport = (f: Named): boolean => ANONYMOUS_EXPORTS.has(f.name);

/**
 * A function named for its file (`GlobeIcon` of `globe-icon.tsx`,
 * `SentinelEnvironmentFilter` of `sentinel-logs-environment-filter.tsx`,
 * `buildMistralAdapter` of `mistral.ai-adapters.ts`), or for its file in its
 * folder (`shouldCloseAllDialog` of `dialog/should-close-all.ts`): what the
 * file is for.
 * Words are compared by stem, and a factory's or a hook's verb in front is
 * no word of the thing.
 */
function namesakeOfItsFile(f: Named): boolean {
  if (anonymousExport(f)) return true;
  const words = nameWords(f.name);
  const thing = words.length > 1 && FACTORY_VERBS.has(words[0]!) ? words.slice(1) : words;
  const folder = f.path.split('/').slice(-2, -1)[0] ?? '';
  const file = new Set([...fileWords(f.path), ...folderWords(folder)].map(stem));
  return thing.length > 0 && thing.every((w) => file.has(stem(w)));
}

/** `DefaultLogo` of `Logo`, `ScoreChartViewPanel` of `ChartViewPanel`: one name is the other with words in front, a specialised copy of it. */
function specialises(a: Named, b: Named): boolean {
  const wa = nameWords(a.name);
  const wb = nameWords(b.name);
  const endsWith = (x: string[], y: string[]): boolean => y.length < x.length && y.every((w, i) => x[x.length - y.length + i] === w);
  return endsWith(wa, wb) || endsWith(wb, wa);
}

/**
 * One module of two sibling folders: the two paths part at one folder, and
 * below it they are the same once each folder's own name is taken out of
 * them (`widgets/beszel/proxy.js` and `widgets/dispatcharr/proxy.js`;
 * `azure-di/azure-di.strategy.ts` and `custom-http/custom-http.strategy.ts`;
 * `packages/machines/menu/src/menu.dom.ts` and
 * `packages/machines/dialog/src/dialog.dom.ts`). Returns where they part and
 * each side's folder, or null.
 */
function siblingModules(a: string, b: string): { at: number; folders: [string, string] } | null {
  const pa = a.split('/');
  const pb = b.split('/');
  if (pa.length !== pb.length) return null;
  const at = pa.findIndex((part, k) => part !== pb[k]);
  if (at < 0 || at >= pa.length - 1) return null;
  const own = (rest: string[], folder: string): string => rest.join('/').split(folder).join('');
  return own(pa.slice(at + 1), pa[at]!) === own(pb.slice(at + 1), pb[at]!) ? { at, folders: [pa[at]!, pb[at]!] } : null;
}

/**
 * One module per folder: sibling folders each holding the same file, a
 * plug-in, a provider or a setting each (`widgets/beszel/proxy.js` and
 * `widgets/dispatcharr/proxy.js`, `Settings/AutoScroll/index.jsx` and
 * `Settings/SpellCheck/index.jsx`, `gmail/retry.ts` and `microsoft/retry.ts`,
 * `azure-di/azure-di.strategy.ts` and `custom-http/custom-http.strategy.ts`).
 * Returns each side's folder, or null.
 */
function modulesOfSiblingFolders(a: string, b: string): [string, string] | null {
  const m = siblingModules(a, b);
  return m && m.at === a.split('/').length - 2 ? m.folders : null;
}

/** A function named for its folder: every word of the folder's name is a word of its name (`withGmailRetry` of `gmail/`, `AutoScroll` of `AutoScroll/`), by stem. */
function namedForFolder(f: Named, folder: string): boolean {
  const name = new Set(nameWords(f.name).map(stem));
  const words = folderWords(folder);
  return words.length > 0 && words.every((w) => name.has(stem(w)));
}

/**
 * Two variants of one thing, each under its own name: the namesakes of
 * variant files (same folder, file names sharing their first or last word:
 * `useSegmentStatusMutation.ts` and `useJourneyMutation.ts`,
 * `apple.provider.tsx` and `github.provider.tsx`), or of files of one kind in
 * any folder (`check-circle-filled-icon.tsx` and `globe-icon.tsx`,
 * `runtime-logs-app-filter.tsx` and `sentinel-logs-environment-filter.tsx`):
 * the things the files are for (a file's unnamed main export, `default` or
 * `module.exports`, is what it is for: `is-internal.js` and `is-external.js`'s
 * policies); or functions named for their folders, of
 * one module per folder (`dispatcharrProxyHandler` of
 * `widgets/dispatcharr/proxy.js` and `beszelProxyHandler` of
 * `widgets/beszel/proxy.js`). Not variants: a helper copied from one
 * variant into another, under its own name (`appendStepSummary` in two alert
 * scripts) or a new one (`isMockResponseNameTaken` of `isMockServerNameTaken`:
 * a shared helper is due), and a specialised copy (`DefaultLogo` of `Logo`).
 */
export function variantsOfOneThing(a: Named, b: Named): boolean {
  if (a.path === b.path || oneThing(a, b)) return false;
  const folders = modulesOfSiblingFolders(a.path, b.path);
  if (folders && namedForFolder(a, folders[0]) && namedForFolder(b, folders[1])) return true;
  if (!namesakeOfItsFile(a) || !namesakeOfItsFile(b)) return false;
  if (variantFiles(a.path, b.path)) return true;
  const wa = fileWords(a.path);
  const wb = fileWords(b.path);
  return wa.length > 0 && wb.length > 0 && wa[wa.length - 1] === wb[wb.length - 1];
}

/**
 * One thing twice, not two: one name up to stems (`useDebounce` and
 * `useDebounced`; two files' main exports share no name, only the lack of
 * one), or a specialised copy (`DefaultLogo` of `Logo`).
 */
function oneThing(a: Named, b: Named): boolean {
  const stems = (name: string): string => nameWords(name).map(stem).join('-');
  return (!(anonymousExport(a) && anonymousExport(b)) && stems(a.name) === stems(b.name)) || specialises(a, b);
}

/**
 * The views of two things: two UI components under names of their own
 * (`MovieDetails` and `TvDetails`, `IndexerOptions` and
 * `DownloadClientOptions`, `AddClientDialog` and `UpdateApplicationDialog`).
 * Each is its own entity's screen, laid out alike because one design system
 * builds both; a PR that changes one changes that screen, and the other
 * keeps its own. The decision (./decide.ts) shows them no drift. One
 * component in two places (`Modal` and `Modal`, a specialised
 * `ScoreOutlierBarStrip` of `OutlierBarStrip`) is one thing twice, and a
 * change to one is owed to the other: drift stays. So do two route pages
 * (ui-components.ts twoRoutePages): a site-wide edit, a header or a call to
 * action, goes to every page, and a page it missed is out of step.
 * Measured (twentieth session, bench/review): none of the 12 judged drift
 * rows shown between two components of different names was actionable; 4 of
 * the 7 shown between one-named components were; the one such row of a blind
 * round judged actionable was a marketing page a sweep of the site missed.
 */
export function viewsOfTwoThings(a: Named, b: Named): boolean {
  return isUiComponent(a) && isUiComponent(b) && !oneThing(a, b) && !twoRoutePages(a, b);
}

/** The app a path belongs to in a monorepo's `apps/` folder (`apps/dashboard/src/x.ts` → `apps/dashboard`), or null. */
function appOf(path: string): string | null {
  const m = /^(.*?(?:^|\/)apps\/[^/]+)\//.exec(path);
  return m ? m[1]! : null;
}

/**
 * Two apps of one monorepo (`apps/web/…` and `apps/dashboard/…`): deployed
 * apart and sharing code through its packages, not through each other. A
 * function copied from one app into the other is a port (a new app replacing
 * an old one, one hook at a time; each app's own small helpers), and moving
 * it into a shared package is a decision of its own, not this PR's.
 */
export function portBetweenApps(a: string, b: string): boolean {
  const x = appOf(a);
  const y = appOf(b);
  return x !== null && y !== null && x !== y;
}

/** Folders whose children are one package, plug-in or adapter each (`packages/react-query`, `plugins/oidc`). */
const PACKAGE_FOLDERS: ReadonlySet<string> = new Set(['packages', 'libs', 'modules', 'plugins', 'extensions', 'adapters', 'integrations', 'frameworks']);

/**
 * One module of two sibling packages: the same path below two packages side
 * by side, once each package's own name is taken out of it
 * (`packages/solid-urql/src/createSubscription.ts` and
 * `packages/solid-start-urql/src/createSubscription.ts`,
 * `packages/@headlessui-react/src/utils/dom.ts` and
 * `packages/@headlessui-vue/src/utils/dom.ts`,
 * `packages/machines/menu/src/menu.dom.ts` and
 * `packages/machines/dialog/src/dialog.dom.ts`): one adapter per framework,
 * one machine per widget, one strategy per provider. The packages sit at
 * most two levels under a folder of packages. Like two apps, two packages are
 * published apart: a module copied from one into its sibling is a port, and
 * sharing it is a package of its own to create, not this PR's ask. A change
 * one adapter got that its sibling lacks is drift, and stays.
 */
export function portBetweenPackages(a: string, b: string): boolean {
  const m = siblingModules(a, b);
  const parts = a.split('/');
  // a folder of packages one or two levels above the packages that differ
  return m !== null && [m.at - 1, m.at - 2].some((k) => k >= 0 && PACKAGE_FOLDERS.has(parts[k]!));
}
