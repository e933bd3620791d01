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
      globals: { ...globals.browser, ...globals.node },
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
