/**
 * Families built alike on purpose, from paths and names: variants of one
 * thing, the apps and packages of one monorepo and the views of two things.
 */
import { portBetweenApps, portBetweenPackages, variantsOfOneThing, viewsOfTwoThings } from '../../src/findings/families.js';

const at = (path: string, name: string) => ({ path, name });

describe('variants of one thing', () => {
  it.each([
    // variant files of one folder, each its own name
    [at('src/lib/useSegmentStatusMutation.ts', 'useSegmentStatusMutation'), at('src/lib/useJourneyMutation.ts', 'useJourneyMutation'), true],
    [at('auth/providers/apple.provider.tsx', 'AppleProvider'), at('auth/providers/github.provider.tsx', 'GithubProvider'), true],
    // namesakes of files of one kind, in any folder
    [at('icons/misc/check-circle-filled-icon.tsx', 'CheckCircleFilledIcon'), at('icons/actions/globe-icon.tsx', 'GlobeIcon'), true],
    [at('logs/runtime-logs-app-filter.tsx', 'RuntimeLogsAppFilter'), at('requests/sentinel-logs-environment-filter.tsx', 'SentinelEnvironmentFilter'), true],
    // a factory's verb in front, and a plural file name, still name the thing
    [at('ai/adapters/mistral/mistral.ai-adapters.ts', 'buildMistralAdapter'), at('ai/adapters/ollama/ollama.ai-adapters.ts', 'buildOllamaAdapter'), true],
    // a namesake of its file and its folder (`dialog/should-close-all.ts`'s `shouldCloseAllDialog`)
    [at('windows/dialog/should-close-all.ts', 'shouldCloseAllDialog'), at('windows/dialog/should-overwrite-file.ts', 'shouldOverwriteFileDialog'), true],
    // one module per folder: functions named for their folders, of the same file in sibling folders
    [at('src/widgets/dispatcharr/proxy.js', 'dispatcharrProxyHandler'), at('src/widgets/beszel/proxy.js', 'beszelProxyHandler'), true],
    [at('settings/components/AutoScroll/index.jsx', 'AutoScroll'), at('settings/components/SpellCheck/index.jsx', 'SpellCheck'), true],
    [at('utils/microsoft/retry.ts', 'withMicrosoftGraphRetryPolicy'), at('utils/gmail/retry.ts', 'withGmailRetry'), true],
    [at('strategies/azure-di/azure-di.strategy.ts', 'extractWithAzureDi'), at('strategies/custom-http/custom-http.strategy.ts', 'extractWithCustomHttp'), true],
    // a file's unnamed main export is what the file is for: two policies of variant files, a handler of a file of one kind
    [at('api/policies/is-internal.js', 'module.exports'), at('api/policies/is-external.js', 'module.exports'), true],
    [at('controllers/connections/delete-connection.js', 'default'), at('graphql/mutations/delete-connection.js', 'deleteConnection'), true],
    // ... but not in files of no common kind, nor a member of it
    [at('api/policies/is-internal.js', 'module.exports'), at('api/helpers/send-mail.js', 'module.exports'), false],
    [at('apps/discord/list-channels/index.js', 'default.run'), at('apps/discord/list-guilds/list.js', 'default.run'), false],
    // a router's dynamic segments name their folders too (`[user]`, `$bucket`)
    [at('routes/console/[project]/users/user/[user]/store.ts', 'createUserStore'), at('routes/console/[project]/store.ts', 'createProject'), true],
    [at('routes/storage/bucket/$bucket/store.ts', 'createBucketStore'), at('routes/console/[project]/store.ts', 'createProject'), true],
    // ... but not a helper of one such module under another name, nor modules of other files or other parents
    [at('src/widgets/dispatcharr/proxy.js', 'parseToken'), at('src/widgets/beszel/proxy.js', 'readToken'), false],
    [at('src/widgets/dispatcharr/proxy.js', 'dispatcharrProxyHandler'), at('src/widgets/beszel/widget.js', 'beszelProxyHandler'), false],
    [at('a/widgets/dispatcharr/proxy.js', 'dispatcharrProxyHandler'), at('b/widgets/beszel/proxy.js', 'beszelProxyHandler'), false],
    // one name up to stems is one thing twice, not two variants
    [at('apps/web/hooks/use-debounce.ts', 'useDebounce'), at('packages/utils/src/debounce.ts', 'useDebounced'), false],
    // of one kind in other folders, but not what their files are named for
    [at('icons/misc/check-icon.tsx', 'useIconSize'), at('icons/actions/globe-icon.tsx', 'GlobeIcon'), false],
    // a helper copied under a new name from one variant into another: not what either file is named for
    [at('utils/mock-server/mock-responses.js', 'isMockResponseNameTaken'), at('utils/mock-server/mock-server-instances.js', 'isMockServerNameTaken'), false],
    [at('scripts/docs/generate-content-engine-docs.ts', 'getContentEngineManual'), at('scripts/docs/generate-mcp-docs.ts', 'getMcpManual'), false],
    // a helper pasted under its own name from one variant into another
    [at('scripts/unauthorized-release-alert.mjs', 'appendStepSummary'), at('scripts/github-security-advisory-alert.mjs', 'appendStepSummary'), false],
    // a specialised copy: one name is the other with words in front
    [at('branding/default-logo.tsx', 'DefaultLogo'), at('branding/logo.tsx', 'Logo'), false],
    [at('scores/ScoreChartViewPanel.tsx', 'ScoreChartViewPanel'), at('chart/ChartViewPanel.tsx', 'ChartViewPanel'), false],
    // files of no common kind
    [at('src/format.ts', 'formatBytes'), at('src/size.ts', 'humanSize'), false],
    [at('src/a/format.ts', 'formatBytes'), at('src/a/format.ts', 'formatSize'), false]
  ])('%o and %o: %s', (a, b, expected) => {
    expect(variantsOfOneThing(a, b)).toBe(expected);
    expect(variantsOfOneThing(b, a)).toBe(expected);
  });
});

describe('ports between apps', () => {
  it.each([
    ['apps/dashboard/src/hooks/use-debounce.ts', 'apps/web/src/hooks/useDebounce.ts', true],
    ['web/apps/dashboard/lib/a.ts', 'web/apps/docs/lib/a.ts', true],
    ['apps/web/src/a.ts', 'apps/web/lib/b.ts', false],
    ['apps/web/src/a.ts', 'packages/ui/src/a.ts', false],
    ['src/apps/a.ts', 'src/apps/b.ts', false],
    ['packages/a/src/x.ts', 'packages/b/src/x.ts', false]
  ])('%s and %s: %s', (a, b, expected) => {
    expect(portBetweenApps(a, b)).toBe(expected);
  });
});

describe('views of two things', () => {
  it.each([
    // two components under names of their own: each entity's screen
    [at('src/components/MovieDetails/index.tsx', 'MovieDetails'), at('src/components/TvDetails/index.tsx', 'TvDetails'), true],
    [at('Settings/Indexers/Options/IndexerOptions.tsx', 'IndexerOptions'), at('Settings/DownloadClients/Options/DownloadClientOptions.tsx', 'DownloadClientOptions'), true],
    [at('ui/src/client/AddClientDialog.tsx', 'AddClientDialog'), at('ui/src/application/UpdateApplicationDialog.tsx', 'UpdateApplicationDialog'), true],
    // one component in two places, or a specialised copy of one: one thing twice
    [at('src/pages/Content/modal/Modal.jsx', 'Modal'), at('src/pages/EditorApp/components/global/Modal.jsx', 'Modal'), false],
    [at('scores/ScoreOutlierBarStrip.tsx', 'ScoreOutlierBarStrip'), at('events/OutlierBarStrip.tsx', 'OutlierBarStrip'), false],
    // two route pages: a site-wide edit goes to every page
    [at('app/self-hosted/page.tsx', 'SelfHostedPage'), at('app/features/monitoring/page.tsx', 'MonitoringPage'), false],
    // not components: a markup file's helper, a component-like name outside a markup file, a component and a hook
    [at('src/a/table.tsx', 'formatCell'), at('src/b/grid.tsx', 'formatRow'), false],
    [at('src/a/Table.ts', 'UserTable'), at('src/b/Grid.ts', 'AdminGrid'), false],
    [at('src/a/user.tsx', 'UserCard'), at('src/b/admin.tsx', 'useAdminCard'), false]
  ])('%o and %o: %s', (a, b, expected) => {
    expect(viewsOfTwoThings(a, b)).toBe(expected);
    expect(viewsOfTwoThings(b, a)).toBe(expected);
  });
});

describe('ports between packages', () => {
  it.each([
    // one adapter per framework: the same module of two sibling packages
    ['packages/solid-start-urql/src/createSubscription.ts', 'packages/solid-urql/src/createSubscription.ts', true],
    ['packages/@headlessui-vue/src/utils/dom.ts', 'packages/@headlessui-react/src/utils/dom.ts', true],
    // one machine per widget, each package named in its module's file
    ['packages/machines/dialog/src/dialog.dom.ts', 'packages/machines/menu/src/menu.dom.ts', true],
    // one plug-in per provider
    ['server/modules/authentication/rocketchat/authentication.js', 'server/modules/authentication/oidc/authentication.js', true],
    // another module of the sibling package, or another depth
    ['packages/react/src/utils/dom.ts', 'packages/vue/src/utils/focus.ts', false],
    ['packages/react/src/utils/dom.ts', 'packages/vue/src/dom.ts', false],
    // siblings too far below a folder of packages: two folders of one package's source
    ['packages/backend/src/apps/signalwire/list-calls/index.js', 'packages/backend/src/apps/signalwire/list-sms/index.js', false],
    // no folder of packages above: two features of one app
    ['src/application/rollup/cache.ts', 'src/application/relation/cache.ts', false],
    // two files of one folder
    ['packages/core/src/a.ts', 'packages/core/src/b.ts', false]
  ])('%s and %s: %s', (a, b, expected) => {
    expect(portBetweenPackages(a, b)).toBe(expected);
    expect(portBetweenPackages(b, a)).toBe(expected);
  });
});
