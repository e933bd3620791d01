// The lint gate of `npm run lint` (first step of `npm test`): type-aware
// TypeScript rules, the rules of hooks, accessibility of JSX and no import
// cycles. A rule is turned off here or in the code only with its reason beside it.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import { importX } from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import globals from "globals";
import { builtinModules } from "node:module";

/**
 * The project's areas (docs/architecture.md, "Boundaries"), as the
 * TypeScript settings draw them: browser code (tsconfig.browser.json), Node
 * code (tsconfig.node.json), and tests with the scripts that drive Chromium
 * (tsconfig.test.json). The two modules of src/ that only Node code uses
 * belong to Node's area.
 */
const NODE_ONLY_IN_SRC = ["src/config/env.ts", "src/lib/security-headers.ts"];
const BROWSER = ["src/**/*.{ts,tsx}", "gatsby-browser.tsx", "gatsby-ssr.tsx", "bench/reference-site/src/**/*.{ts,tsx}"];
const NODE = [
  "server/**",
  "gatsby/**",
  "plugins/**",
  "scripts/**",
  "gatsby-config.ts",
  "gatsby-node.ts",
  "bench/reference-site/gatsby-config.ts",
  "*.{js,mjs}",
  ...NODE_ONLY_IN_SRC,
];
const TESTS = [
  "__tests__/**",
  "__mocks__/**",
  "e2e/**",
  "jest.setup.ts",
  "scripts/bench.ts",
  "scripts/bench/**",
  "scripts/bench-finder.ts",
  "scripts/screenshots.ts",
];

/** Node's built-in modules, with and without "node:", and the sample API (server/ at the root, by a relative path). */
const NODE_MODULE = `node:.*|(?:${builtinModules.join("|")})(?:/.*)?`;
const SERVER = "(?:\\.\\.?/)+server(?:/.*)?";
const FORBIDDEN_IN_BROWSER = [
  {
    regex: `^(?:${NODE_MODULE})$`,
    message: "Browser code cannot use Node's modules: do this at build time (gatsby/) or in the sample API (server/).",
  },
  {
    regex: `^${SERVER}$`,
    message: "Browser code never imports the sample API (server/): shared code lives in src/lib or src/contract.",
  },
  {
    regex: "(?:^\\./|/config/)env$|(?:^|/)security-headers$",
    message: "This module of src/ runs only in Node (the build, the sample API): browser code cannot import it.",
  },
];

export default tseslint.config(
  {
    ignores: [
      "node_modules/",
      "public/",
      ".cache/",
      "data/",
      "coverage/",
      "deploy/",
      "bench/results/",
      "bench/reference-site/public/",
      "bench/reference-site/.cache/",
      "e2e/.artifacts/",
      "static/",
      // A built site's files, as the sample server's tests serve them.
      "__tests__/server/fixtures/site/",
      // Written by Gatsby's type generation on every build.
      "src/gatsby-types.d.ts",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { "react-hooks": reactHooks, "import-x": importX },
    settings: { "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })] },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      // useCommitEffect is a layout effect in the browser: its dependencies are checked the same way.
      "react-hooks/exhaustive-deps": ["error", { additionalHooks: "^useCommitEffect$" }],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none", ignoreRestSiblings: true }],
      // Fastify's handlers, Gatsby's hooks and act() take async functions
      // whether or not they await: async keeps a throw a rejection.
      "@typescript-eslint/require-await": "off",
      // Gatsby's API hooks, React event handlers and Fastify's handlers take
      // functions returning promises on purpose; the promise is handled inside.
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false, arguments: false } }],
    },
  },
  { ...jsxA11y.flatConfigs.recommended, files: ["**/*.tsx"] },
  {
    // Browser code: the browser's globals, and no import of Node's modules, of
    // the sample API or of src/'s Node-only modules. (TypeScript's own check
    // finds unknown globals in .ts files, where ESLint's no-undef is off: Node's
    // globals are named here so the message says why.)
    files: BROWSER,
    ignores: NODE_ONLY_IN_SRC,
    languageOptions: { globals: globals.browser },
    rules: {
      "no-restricted-imports": ["error", { patterns: FORBIDDEN_IN_BROWSER }],
      "no-restricted-syntax": [
        "error",
        ...FORBIDDEN_IN_BROWSER.map(({ regex, message }) => ({ selector: `ImportExpression > Literal[value=/${regex.replace(/\//g, "\\/")}/]`, message })),
      ],
      "no-restricted-globals": [
        "error",
        ...["__dirname", "__filename", "Buffer", "clearImmediate", "exports", "global", "module", "require", "setImmediate"].map((name) => ({
          name,
          message: "A Node global: browser code has only the browser's (and process.env.GATSBY_*, which Gatsby inlines).",
        })),
      ],
    },
  },
  {
    files: NODE,
    languageOptions: { globals: globals.node },
  },
  {
    files: TESTS,
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // Gatsby hands out its action creators bound, to be destructured.
    files: ["gatsby/**", "plugins/**"],
    rules: { "@typescript-eslint/unbound-method": "off" },
  },
  {
    // Jest's setup files run with its globals.
    files: ["loadershim.js", "jest.setup.ts"],
    languageOptions: { globals: globals.jest },
  },
  {
    // Tests read the answers of the API and of the browser as untyped JSON on
    // purpose: the assertion that follows is the check of their shape.
    files: ["__tests__/**", "e2e/**", "__mocks__/**"],
    rules: {
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-return": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
      // expect(mock.method).toHaveBeenCalled() passes a method without calling it.
      "@typescript-eslint/unbound-method": "off",
    },
  },
  {
    // Plain JavaScript (configuration of Jest, Babel and this file; the
    // plugin's entry): outside the TypeScript project, so no type-aware rules.
    files: ["**/*.js", "**/*.mjs"],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ["**/*.js"],
    languageOptions: { sourceType: "commonjs" },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
);
