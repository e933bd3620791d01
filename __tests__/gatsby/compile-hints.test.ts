import { COMPILE_HINT, CompileHintPlugin } from "../../gatsby/compile-hints";

type Part = string | { source(): string | Buffer };

/** webpack's ConcatSource, as far as the plugin uses it. */
class FakeConcatSource {
  private readonly parts: Part[];
  constructor(...parts: Part[]) {
    this.parts = parts;
  }
  source(): string {
    return this.parts.map((p) => (typeof p === "string" ? p : p.source().toString())).join("");
  }
}

/** Just enough of webpack for the plugin: one compilation, its assets, the stage it taps. */
function compileWith(files: Record<string, string>) {
  const assets = new Map<string, Part>(Object.entries(files).map(([name, text]) => [name, { source: () => text }]));
  let stage = -1;
  let processAssets: () => void = () => undefined;
  const compilation = {
    getAssets: () => [...assets].map(([name, source]) => ({ name, source })),
    updateAsset: (name: string, source: Part) => void assets.set(name, source),
    hooks: {
      processAssets: {
        tap: (options: { stage: number }, fn: () => void) => {
          stage = options.stage;
          processAssets = fn;
        },
      },
    },
  };
  const compiler = {
    webpack: { Compilation: { PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE: 700 }, sources: { ConcatSource: FakeConcatSource } },
    hooks: { thisCompilation: { tap: (_name: string, fn: (c: typeof compilation) => void) => fn(compilation) } },
  };
  new CompileHintPlugin().apply(compiler as never);
  return {
    stage,
    run: () => {
      processAssets();
      return Object.fromEntries([...assets].map(([name, s]) => [name, typeof s === "string" ? s : s.source().toString()]));
    },
  };
}

describe("CompileHintPlugin", () => {
  const files = {
    "framework-0e1c58f6b7aeb874d4a9.js": "(self.webpackChunk=[]);",
    "app-676b1c53058e82acaee8.js": "/*! For license information please see app.js.LICENSE.txt */\n!function(){}();",
    "commons-7d3a74a527302e131735.js": "(self.webpackChunk=[]).push([[1]]);",
    "component---src-templates-blog-tsx-17a02dbc678361aa9b04.js": '"use strict";(self.webpackChunk=[]);',
    "720c0874b382bc62c1e12eaa52e98c33881d49dc-c4b968b9df38aa6e8676.js": "(self.webpackChunk=[]);",
    "app-676b1c53058e82acaee8.js.LICENSE.txt": "/* license */",
    "styles.css": "a{}",
  };

  it("runs after the minifier (which would drop the comment) and before the files' hashes are final", () => {
    expect(compileWith(files).stage).toBe(700);
  });

  it("starts the framework, app and shared chunks with the hint, and leaves the rest as they were", () => {
    const out = compileWith(files).run();
    for (const name of ["framework-0e1c58f6b7aeb874d4a9.js", "app-676b1c53058e82acaee8.js", "commons-7d3a74a527302e131735.js"]) {
      expect(out[name]).toBe(`${COMPILE_HINT}\n${files[name as keyof typeof files]}`);
    }
    for (const name of [
      "component---src-templates-blog-tsx-17a02dbc678361aa9b04.js",
      "720c0874b382bc62c1e12eaa52e98c33881d49dc-c4b968b9df38aa6e8676.js",
      "app-676b1c53058e82acaee8.js.LICENSE.txt",
      "styles.css",
    ]) {
      expect(out[name]).toBe(files[name as keyof typeof files]);
    }
  });

  it("adds it once when the stage runs again on a file that has it", () => {
    const once = compileWith(files).run();
    const twice = compileWith(once).run();
    expect(twice["app-676b1c53058e82acaee8.js"]).toBe(once["app-676b1c53058e82acaee8.js"]);
  });
});
