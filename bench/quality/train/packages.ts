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
