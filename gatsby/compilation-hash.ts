import crypto from "node:crypto";

/**
 * Every page carries `window.___webpackCompilationHash` (and app-data.json
 * the same value: the browser reloads when a deploy changes it). Gatsby takes
 * webpack's compilation hash, which also hashes the sources of the modules
 * before minification, build warnings and child compilations: a cached
 * rebuild after one shop changed got a new hash while every script it wrote
 * was byte for byte the same, so Gatsby rendered every page again and every
 * HTML file changed on disk (a host uploading by changed file then uploads
 * the whole site). The hash is replaced by one of what the browser actually
 * gets, the name and bytes of every emitted file: the same scripts give the
 * same hash, any change to a script gives a new one, as the reload needs.
 */
export const COMPILATION_HASH_LENGTH = 20;

export interface EmittedAsset {
  name: string;
  source: { buffer: () => Buffer };
}

/** The hash of a set of emitted files, independent of their order. */
export function hashOfAssets(assets: readonly EmittedAsset[]): string {
  const hash = crypto.createHash("sha256");
  for (const asset of [...assets].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    const bytes = asset.source.buffer();
    hash.update(`${asset.name}\u0000${bytes.length}\u0000`);
    hash.update(bytes);
  }
  return hash.digest("hex").slice(0, COMPILATION_HASH_LENGTH);
}

/** The parts of webpack's compiler and compilation used here (webpack is Gatsby's own dependency). */
interface Compilation {
  hash?: string;
  fullHash?: string;
  getAssets: () => readonly EmittedAsset[];
  hooks: { processAssets: { tap: (options: { name: string; stage: number }, fn: () => void) => void } };
}
interface Compiler {
  hooks: { thisCompilation: { tap: (name: string, fn: (compilation: Compilation) => void) => void } };
}

const NAME = "ContentCompilationHashPlugin";
/**
 * After webpack's last stage of asset processing (reporting, 5000): the files
 * are final. Before emitting, as webpack then keeps only their sizes.
 */
const AFTER_LAST_STAGE = 10000;

/**
 * Webpack plugin for the browser bundles: once the files are final, the
 * compilation hash (read by Gatsby when webpack is done) becomes hashOfAssets.
 */
export class ContentCompilationHashPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: AFTER_LAST_STAGE }, () => {
        const hash = hashOfAssets(compilation.getAssets());
        compilation.hash = hash;
        compilation.fullHash = hash;
      });
    });
  }
}
