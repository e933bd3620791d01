import { COMPILATION_HASH_LENGTH, ContentCompilationHashPlugin, hashOfAssets, type EmittedAsset } from "../../gatsby/compilation-hash";

const asset = (name: string, text: string): EmittedAsset => ({ name, source: { buffer: () => Buffer.from(text) } });

describe("the compilation hash written into every page", () => {
  const files = [asset("app-1a2b.js", "console.log(1)"), asset("framework-3c4d.js", "react"), asset("styles.css", "a{}")];

  it("is the same for the same files in any order, in the shape Gatsby's inline script has", () => {
    const hash = hashOfAssets(files);
    expect(hash).toMatch(new RegExp(`^[0-9a-f]{${COMPILATION_HASH_LENGTH}}$`));
    expect(hashOfAssets([...files].reverse())).toBe(hash);
  });

  it("changes when one file's bytes or name change, or a file is added", () => {
    const hash = hashOfAssets(files);
    expect(hashOfAssets([files[0], files[1], asset("styles.css", "b{}")])).not.toBe(hash);
    expect(hashOfAssets([files[0], files[1], asset("styles-2.css", "a{}")])).not.toBe(hash);
    expect(hashOfAssets([...files, asset("extra.js", "")])).not.toBe(hash);
    // A name and a content boundary cannot trade places.
    expect(hashOfAssets([asset("a", "bc")])).not.toBe(hashOfAssets([asset("ab", "c")]));
  });

  it("replaces webpack's own hash after the last stage of asset processing", () => {
    let processAssets: (() => void) | undefined;
    let stage = 0;
    const compilation = {
      hash: "webpackhash",
      fullHash: "webpackhash",
      getAssets: () => files,
      hooks: { processAssets: { tap: (options: { stage: number }, fn: () => void) => void ((stage = options.stage), (processAssets = fn)) } },
    };
    new ContentCompilationHashPlugin().apply({ hooks: { thisCompilation: { tap: (_name, fn) => fn(compilation) } } });
    expect(stage).toBeGreaterThan(5000);
    processAssets!();
    expect(compilation.hash).toBe(hashOfAssets(files));
    expect(compilation.fullHash).toBe(compilation.hash);
  });
});
