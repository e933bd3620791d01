// In browser code, Gatsby replaces `process.env.GATSBY_*` and
// `process.env.NODE_ENV` by their values at build time; nothing else of
// Node's `process` exists there. Only the browser's settings
// (tsconfig.browser.json) read this file: Node code has Node's own `process`.
declare const process: {
  readonly env: {
    readonly [name: `GATSBY_${string}`]: string | undefined;
    readonly NODE_ENV: "development" | "production" | "test";
  };
};
