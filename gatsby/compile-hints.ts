/**
 * The scripts every first visit runs almost whole (React, the app's
 * runtime, the components shared by every page) start with V8's explicit
 * compile hint, `//# allFunctionsCalledOnLoad`: Chrome then compiles all of
 * their functions while it streams the file, on a background thread,
 * instead of compiling each one on the page's main thread the first time it
 * runs (during hydration, where it counts as blocking time). Other browsers
 * read it as a comment. Not for the templates' and parts' chunks, most of
 * whose functions wait for a tap.
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/** framework-<hash>.js, app-<hash>.js, commons-<hash>.js */
export const FIRST_LOAD_SCRIPT = /^(framework|app|commons)-[0-9a-f]+\.js$/;

/** The parts of webpack's compiler and compilation used here (webpack is Gatsby's own dependency). */
interface Source {
  source(): string | Buffer;
}
interface Compilation {
  getAssets(): ReadonlyArray<{ name: string; source: Source }>;
  updateAsset(name: string, source: Source): void;
  hooks: { processAssets: { tap(options: { name: string; stage: number }, fn: () => void): void } };
}
interface Compiler {
  webpack: {
    Compilation: { PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE: number };
    sources: { ConcatSource: new (...parts: Array<string | Source>) => Source };
  };
  hooks: { thisCompilation: { tap(name: string, fn: (compilation: Compilation) => void): void } };
}

const NAME = "CompileHintPlugin";

/** Prepends the hint once minifying is done (the minifier would drop the comment), before the files' hashes are final. */
export class CompileHintPlugin {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE }, () => {
        for (const asset of compilation.getAssets()) {
          if (!FIRST_LOAD_SCRIPT.test(asset.name)) continue;
          if (asset.source.source().toString().startsWith(COMPILE_HINT)) continue;
          compilation.updateAsset(asset.name, new sources.ConcatSource(`${COMPILE_HINT}\n`, asset.source));
        }
      });
    });
  }
}
