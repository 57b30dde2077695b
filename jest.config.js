/** ESM + ts-jest, as in actions/typescript-action. Run with --experimental-vm-modules. */
export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: 'tsconfig.json' }]
  },
  testMatch: ['**/__tests__/**/*.test.ts'],
  // benchmark corpora (npm packages unpacked under .bench/, several versions of one package) are not modules of this project
  modulePathIgnorePatterns: ['<rootDir>/.bench/'],
  globalSetup: './__tests__/setup/global-setup.mjs',
  testTimeout: 60000
};
