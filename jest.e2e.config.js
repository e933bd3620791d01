// Browser tests: the built site served by the sample server, driven in Debian's
// chromium through playwright-core. `npm run e2e` (builds first unless SKIP_BUILD=1).
// Two workers: no file writes into the checkout or the shared public/, and each
// file's own servers have their own ports (e2e/env.ts), so any two files can run
// at once. docs/testing.md says how the stages fit together.
module.exports = {
  displayName: "e2e",
  testEnvironment: "node",
  transform: { "^.+\\.m?[jt]sx?$": "<rootDir>/jest-preprocess.js" },
  testMatch: ["<rootDir>/e2e/**/*.e2e.ts"],
  globalSetup: "<rootDir>/e2e/global-setup.ts",
  globalTeardown: "<rootDir>/e2e/global-teardown.ts",
  testSequencer: "<rootDir>/e2e/test-sequencer.js",
  testTimeout: 120000,
  maxWorkers: 2,
  // Concurrent tests (it.concurrent) of a file at once: a few tabs fill a worker's waits without
  // crowding out the other worker's file.
  maxConcurrency: 3,
  // Node's fetch keeps idle sockets to the site server open; they are not leaks of the site.
  forceExit: true,
};
