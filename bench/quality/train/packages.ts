/**
 * The training corpus of the learned model: application, framework and tool
 * code from the npm registry at pinned versions. None of the benchmark's
 * packages (rxjs, three, monaco-editor, core-js, es-shims and other polyfills)
 * and no general-purpose utility, date, formatting, validation, statistics or
 * visualization library. `dirs`: the folders (inside the package) whose
 * sources are read; one copy of each bundle, no minified files.
 */
export interface TrainPackage {
  name: string;
  version: string;
  dirs: string[];
  /** Files left out (duplicate module formats, browser copies). */
  exclude?: RegExp;
}

export const TRAIN_PACKAGES: readonly TrainPackage[] = [
  { name: 'webpack', version: '5.113.0', dirs: ['lib'] },
  { name: 'eslint', version: '10.15.0', dirs: ['lib'] },
  { name: 'terser', version: '5.51.4', dirs: ['lib'] },
  { name: 'postcss', version: '8.5.33', dirs: ['lib'] },
  { name: 'svelte', version: '5.57.3', dirs: ['src'] },
  { name: 'express', version: '5.3.0', dirs: ['lib'] },
  { name: 'koa', version: '3.3.0', dirs: ['lib'] },
  { name: 'mocha', version: '12.0.3', dirs: ['lib'] },
  { name: 'acorn', version: '8.19.0', dirs: ['dist/acorn.js'] },
  { name: '@babel/traverse', version: '8.1.3', dirs: ['lib'] },
  { name: '@babel/generator', version: '8.1.3', dirs: ['lib'] },
  { name: '@babel/parser', version: '8.1.3', dirs: ['lib'] },
  { name: '@babel/core', version: '8.1.3', dirs: ['lib'] },
  { name: 'react-dom', version: '19.3.1', dirs: ['cjs/react-dom-client.development.js', 'cjs/react-dom-server.node.development.js'] },
  { name: '@vue/compiler-core', version: '3.5.45', dirs: ['dist/compiler-core.cjs.js'] },
  { name: '@vue/runtime-core', version: '3.5.45', dirs: ['dist/runtime-core.cjs.js'] },
  { name: 'rollup', version: '4.68.8', dirs: ['dist/es/shared'] },
  { name: 'less', version: '4.9.1', dirs: ['lib'] },
  { name: 'sequelize', version: '6.37.8', dirs: ['lib'] },
  { name: 'ws', version: '8.23.0', dirs: ['lib'] },
  { name: 'socket.io', version: '4.8.4', dirs: ['dist'] },
  { name: 'mongoose', version: '9.12.1', dirs: ['lib'] },
  { name: 'graphql', version: '17.1.0', dirs: ['.'], exclude: /\.mjs$|^__dev__\// },
  { name: 'handlebars', version: '4.7.10', dirs: ['lib'] },
  { name: 'eslint-plugin-react', version: '7.37.5', dirs: ['lib'] },
  { name: 'typeorm', version: '1.1.1', dirs: ['.'], exclude: /^browser\/|\.mjs$/ },
  { name: '@angular/compiler', version: '22.2.6', dirs: ['fesm2022'] },
  { name: 'jest-runtime', version: '30.5.2', dirs: ['build'] },
  { name: 'typescript', version: '5.9.3', dirs: ['lib/typescript.js'] }
];

/**
 * Packages read only for the weak positive pairs (functions of one name in
 * two packages, the encoder never seeing the name): extracted, not mutated,
 * so adding them costs seconds. Same allowlist rules as TRAIN_PACKAGES; one
 * copy of each bundle (no production, browser or duplicate module formats).
 * None of the packages of the evaluation spec sets (bench/reimpl-train
 * `heldout`: markdown-it, marked, commander, js-yaml, yargs-parser, minimatch).
 */
export const NAME_PACKAGES: readonly TrainPackage[] = [
  { name: 'preact', version: '11.2.0', dirs: ['src', 'compat/src', 'hooks/src', 'debug/src'] },
  { name: 'react-reconciler', version: '0.34.0', dirs: ['cjs/react-reconciler.development.js'] },
  { name: '@vue/reactivity', version: '3.5.45', dirs: ['dist/reactivity.cjs.js'] },
  { name: '@angular/core', version: '22.2.6', dirs: ['fesm2022'] },
  { name: 'solid-js', version: '1.9.20', dirs: ['dist/solid.js', 'web/dist/web.js', 'store/dist/store.js'] },
  { name: 'backbone', version: '1.6.1', dirs: ['backbone.js'] },
  { name: 'highlight.js', version: '11.12.0', dirs: ['lib/core.js'] },
  { name: 'pug-parser', version: '6.0.0', dirs: ['index.js'] },
  { name: 'pug-lexer', version: '5.0.1', dirs: ['index.js'] },
  { name: 'ejs', version: '7.0.2', dirs: ['lib/cjs'] },
  { name: 'nunjucks', version: '3.2.4', dirs: ['src'] },
  { name: 'stylus', version: '0.64.0', dirs: ['lib'] },
  { name: '@typescript-eslint/typescript-estree', version: '8.74.0', dirs: ['dist'] },
  { name: 'webpack-dev-server', version: '6.1.0', dirs: ['lib'] },
  { name: 'jest-snapshot', version: '30.5.2', dirs: ['build'] },
  { name: 'jest-circus', version: '30.5.2', dirs: ['build'] },
  { name: 'expect', version: '30.5.2', dirs: ['build'] },
  { name: 'fastify', version: '5.12.8', dirs: ['lib', 'fastify.js'] },
  { name: '@hapi/hapi', version: '21.4.10', dirs: ['lib'] },
  { name: 'engine.io', version: '6.6.13', dirs: ['build'] },
  { name: 'socket.io-client', version: '4.8.4', dirs: ['build/cjs'] },
  { name: 'mongodb', version: '7.9.0', dirs: ['lib'] },
  { name: 'pg', version: '8.23.1', dirs: ['lib'] },
  { name: 'mysql2', version: '3.24.6', dirs: ['lib'], exclude: /^lib\/constants\// },
  { name: 'knex', version: '3.3.0', dirs: ['lib'] },
  { name: 'redux', version: '5.0.1', dirs: ['src'] },
  { name: 'immer', version: '11.2.13', dirs: ['src'] },
  { name: 'yargs', version: '18.2.0', dirs: ['build/lib'] },
  { name: 'chokidar', version: '6.0.0', dirs: ['.'] },
  { name: 'eslint-plugin-import', version: '2.32.0', dirs: ['lib'] },
  { name: 'eslint-plugin-vue', version: '10.12.1', dirs: ['dist'] },
  { name: 'stylelint', version: '18.1.0', dirs: ['lib'] },
  { name: 'autoprefixer', version: '10.7.0', dirs: ['lib'] },
  { name: 'parse5', version: '8.1.1', dirs: ['dist'] },
  { name: 'htmlparser2', version: '12.0.0', dirs: ['dist'] },
  { name: '@codemirror/view', version: '6.43.15', dirs: ['dist/index.js'] },
  { name: 'prosemirror-view', version: '1.44.0', dirs: ['dist/index.js'] },
  { name: 'slate', version: '0.146.0', dirs: ['dist/index.es.js'] },
  { name: 'ioredis', version: '6.0.0', dirs: ['built'] },
  { name: 'objection', version: '3.1.5', dirs: ['lib'] }
];

/**
 * Older major versions of training packages, read only for cross-version pairs
 * (./version-data.ts): the same allowlisted application, framework and tool
 * code, years earlier. `--older-versions N` reads the first N only (17: the
 * list sc-learned4-288 was trained with).
 */
export const OLDER_VERSIONS: readonly TrainPackage[] = [
  { name: 'webpack', version: '4.47.0', dirs: ['lib'] },
  { name: 'eslint', version: '8.57.0', dirs: ['lib'] },
  { name: 'postcss', version: '7.0.39', dirs: ['lib'] },
  { name: 'express', version: '4.21.2', dirs: ['lib'] },
  { name: 'koa', version: '2.15.3', dirs: ['lib'] },
  { name: 'mocha', version: '8.4.0', dirs: ['lib'] },
  { name: 'less', version: '3.13.1', dirs: ['lib'] },
  { name: 'sequelize', version: '5.22.5', dirs: ['lib'] },
  { name: 'ws', version: '7.5.10', dirs: ['lib'] },
  { name: 'mongoose', version: '6.13.8', dirs: ['lib'] },
  { name: 'eslint-plugin-react', version: '7.20.6', dirs: ['lib'] },
  { name: '@babel/traverse', version: '7.25.9', dirs: ['lib'] },
  { name: '@babel/generator', version: '7.25.9', dirs: ['lib'] },
  { name: '@babel/core', version: '7.25.9', dirs: ['lib'] },
  { name: 'jest-runtime', version: '26.6.3', dirs: ['build'] },
  { name: 'handlebars', version: '4.0.14', dirs: ['lib'] },
  { name: 'socket.io', version: '2.5.0', dirs: ['lib'] },
  // further majors back, and the packages above at other majors (since sc-learned5-288)
  { name: 'typescript', version: '4.9.5', dirs: ['lib/typescript.js'] },
  { name: 'graphql', version: '16.9.0', dirs: ['.'], exclude: /\.mjs$|^__dev__\// },
  { name: 'graphql', version: '15.9.0', dirs: ['.'], exclude: /\.mjs$/ },
  { name: 'svelte', version: '4.2.19', dirs: ['src'] },
  { name: 'react-dom', version: '18.3.1', dirs: ['cjs/react-dom.development.js', 'cjs/react-dom-server.node.development.js'] },
  { name: '@vue/compiler-core', version: '3.2.47', dirs: ['dist/compiler-core.cjs.js'] },
  { name: '@vue/runtime-core', version: '3.2.47', dirs: ['dist/runtime-core.cjs.js'] },
  { name: 'rollup', version: '3.29.5', dirs: ['dist/es/shared'] },
  { name: 'rollup', version: '2.79.2', dirs: ['dist/shared'] },
  { name: 'acorn', version: '7.4.1', dirs: ['dist/acorn.js'] },
  { name: 'acorn', version: '6.4.2', dirs: ['dist/acorn.js'] },
  { name: 'less', version: '2.7.3', dirs: ['lib'] },
  { name: 'mongoose', version: '5.13.23', dirs: ['lib'] },
  { name: 'eslint', version: '6.8.0', dirs: ['lib'] },
  { name: 'eslint', version: '4.19.1', dirs: ['lib'] },
  { name: 'webpack', version: '3.12.0', dirs: ['lib'] },
  { name: 'sequelize', version: '4.44.4', dirs: ['lib'] },
  { name: 'express', version: '3.21.2', dirs: ['lib'] },
  { name: 'mocha', version: '6.2.3', dirs: ['lib'] },
  { name: '@angular/compiler', version: '15.2.10', dirs: ['fesm2020'] },
  { name: 'typeorm', version: '0.3.20', dirs: ['.'], exclude: /^browser\/|\.mjs$/ },
  { name: 'jest-runtime', version: '29.7.0', dirs: ['build'] },
  { name: 'ws', version: '6.2.3', dirs: ['lib'] },
  { name: 'socket.io', version: '3.1.2', dirs: ['dist'] },
  { name: 'postcss', version: '6.0.23', dirs: ['lib'] }
];

/** Still older majors (`--extra-versions`): measured, not in the shipped recipe (docs/model.md: no gain on re-implementations, clone recall down). */
export const EXTRA_OLDER_VERSIONS: readonly TrainPackage[] = [
  { name: '@babel/parser', version: '7.25.9', dirs: ['lib'] },
  { name: 'koa', version: '1.7.0', dirs: ['lib'] },
  { name: 'jest-runtime', version: '27.5.1', dirs: ['build'] },
  { name: 'jest-runtime', version: '28.1.3', dirs: ['build'] },
  { name: '@vue/compiler-core', version: '3.0.11', dirs: ['dist/compiler-core.cjs.js'] },
  { name: '@vue/runtime-core', version: '3.0.11', dirs: ['dist/runtime-core.cjs.js'] },
  { name: '@angular/compiler', version: '12.2.17', dirs: ['fesm2015'] },
  { name: '@angular/compiler', version: '9.1.13', dirs: ['fesm2015'] },
  { name: 'typeorm', version: '0.2.45', dirs: ['.'], exclude: /^browser\/|\.mjs$/ },
  { name: 'mongoose', version: '4.13.21', dirs: ['lib'] },
  { name: 'sequelize', version: '3.35.1', dirs: ['lib'] },
  { name: 'less', version: '1.7.5', dirs: ['lib'] },
  { name: 'mocha', version: '3.5.3', dirs: ['lib'] },
  { name: 'eslint', version: '2.13.1', dirs: ['lib'] },
  { name: 'webpack', version: '2.7.0', dirs: ['lib'] },
  { name: 'ws', version: '3.3.3', dirs: ['lib'] },
  { name: 'postcss', version: '5.2.18', dirs: ['lib'] },
  { name: 'typescript', version: '3.9.10', dirs: ['lib/typescript.js'] },
  { name: 'typescript', version: '4.4.4', dirs: ['lib/typescript.js'] },
  { name: 'react-dom', version: '17.0.2', dirs: ['cjs/react-dom.development.js', 'cjs/react-dom-server.node.development.js'] },
  { name: 'react-dom', version: '16.14.0', dirs: ['cjs/react-dom.development.js', 'cjs/react-dom-server.node.development.js'] },
  { name: 'rollup', version: '1.32.1', dirs: ['dist/rollup.js'] },
  { name: 'acorn', version: '5.7.4', dirs: ['dist/acorn.js'] },
  { name: 'graphql', version: '14.7.0', dirs: ['.'], exclude: /\.mjs$/ },
  { name: 'socket.io', version: '1.7.4', dirs: ['lib'] },
  { name: 'eslint-plugin-react', version: '7.0.1', dirs: ['lib'] },
  { name: 'svelte', version: '3.59.2', dirs: ['compiler.js'] },
  { name: 'handlebars', version: '3.0.8', dirs: ['lib'] }
];
