// How Jest compiles the tests and what they import (the site's TypeScript and
// JSX, and the packages published as ES modules: jest.config.js), for both
// Jest configurations: SWC (@swc/jest), which also lifts jest.mock() above the
// imports as babel-jest does, in a fraction of Babel's processor time
// (docs/decisions.md, "SWC compiles the tests"). TypeScript is parsed with JSX
// only in .tsx files (in .ts, `<T>x` is a type assertion), JavaScript always
// with it. JSX uses React's automatic runtime, as the site's tsconfig does
// ("jsx": "react-jsx").
const { createTransformer } = require("@swc/jest");

const react = { runtime: "automatic" };
const compilers = {
  ts: createTransformer({ jsc: { parser: { syntax: "typescript", tsx: false }, transform: { react } } }),
  tsx: createTransformer({ jsc: { parser: { syntax: "typescript", tsx: true }, transform: { react } } }),
  js: createTransformer({ jsc: { parser: { syntax: "ecmascript", jsx: true }, transform: { react } } }),
};

/** The compiler for a file, by its extension (.ts, .mts and .cts are TypeScript without JSX). */
function compilerFor(file) {
  if (/\.tsx$/.test(file)) return compilers.tsx;
  if (/\.[cm]?ts$/.test(file)) return compilers.ts;
  return compilers.js;
}

module.exports = {
  canInstrument: true,
  process: (source, file, options) => compilerFor(file).process(source, file, options),
  processAsync: (source, file, options) => compilerFor(file).processAsync(source, file, options),
  getCacheKey: (source, file, options) => compilerFor(file).getCacheKey(source, file, options),
};
