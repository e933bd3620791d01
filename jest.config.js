// Two projects: "dom" for components and hooks (jsdom), "node" for lib, contract,
// the source plugin and the sample server. Browser tests (e2e/) are Jest too, with
// their own configuration: jest.e2e.config.js (`npm run e2e`).
const common = {
  transform: { "^.+\\.m?[jt]sx?$": "<rootDir>/jest-preprocess.js" },
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link|swiper|ssr-window|dom7)/)"],
  moduleNameMapper: {
    "\\.(css|scss)$": "identity-obj-proxy",
    "\\.(jpg|jpeg|png|gif|webp|svg|ico|woff2?)$": "<rootDir>/__mocks__/file-mock.js",
    // No workers and no import.meta under Jest: the finder does its work on the test's thread.
    "/finder-worker-start$": "<rootDir>/__mocks__/finder-worker-start.js",
  },
  testPathIgnorePatterns: ["node_modules", "\\.cache", "<rootDir>/public", "<rootDir>/e2e"],
  globals: { __PATH_PREFIX__: "" },
  setupFiles: ["<rootDir>/loadershim.js"],
};

module.exports = {
  // One worker per core (Jest's default leaves one core to itself, a whole half of a 2-core machine).
  maxWorkers: "100%",
  // A test's or hook's time limit unless it sets its own (5 s by default): the tests share
  // the cores with each other and with the lint, and CI's machine may be busy.
  testTimeout: 20000,
  // How long a worker may take to end once the tests are done before Jest kills it (500 ms by
  // default). A worker holds 1.3–1.4 GB by its last file and, with nothing left open, still takes
  // about 640 ms to end: its exit event at once, Jest seeing the process gone 640 ms later (both
  // measured, 2026-12-04). Jest then killed healthy workers and warned of a leak that was not there.
  // A worker kept alive by a leak still gets that warning, after 5 s.
  workerGracefulExitTimeout: 5000,
  projects: [
    {
      ...common,
      displayName: "dom",
      testEnvironment: "jsdom",
      testEnvironmentOptions: { url: "http://localhost/" },
      setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
      testMatch: ["<rootDir>/__tests__/**/*.test.tsx"],
    },
    {
      ...common,
      displayName: "node",
      testEnvironment: "node",
      // The sample server's tests (server/, through Fastify's inject) also need:
      // cookie 2 (ESM only: fastify's light-my-request requires it, @fastify/cookie import()s it)
      // and PGlite (its CJS build calls import(), which Jest's VM refuses without
      // --experimental-vm-modules) compiled by jest-preprocess.js (SWC) like the packages above.
      transform: { "^.+\\.[cm]?[jt]sx?$": "<rootDir>/jest-preprocess.js" },
      transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link|swiper|ssr-window|dom7|cookie|@fastify/cookie|@electric-sql/pglite)/)"],
      testMatch: ["<rootDir>/__tests__/**/*.test.ts"],
    },
  ],
};
