/**
 * Gatsby's build held its two webpack compilers, and with them their last
 * compilations (the whole module graph, about 160 MB at 2,000 shops), while
 * the queries and the HTML ran: each compiler's virtual-modules plugin was
 * listed for good, and build() kept the compilers' stats and close callbacks
 * in its suspended frame. patches/gatsby+5.16.1+005+release-webpack-compilers.patch
 * runs the compilations in a function of their own and lets the plugin forget
 * the closed compilers.
 * Here a real webpack compiler with Gatsby's plugin, in a node with an exposed
 * collector: still held after it is closed, collected once forgotten.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

jest.setTimeout(60_000);

const GATSBY = path.resolve(__dirname, "..", "..", "node_modules", "gatsby", "dist");

let dir: string;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "uniglass-webpack-release-"));
  fs.writeFileSync(path.join(dir, "entry.js"), "export const answer = 42;\n");
  fs.writeFileSync(
    path.join(dir, "check.js"),
    `const webpack = require(require.resolve("webpack", { paths: [${JSON.stringify(GATSBY)}] }));
    const virtual = require(${JSON.stringify(path.join(GATSBY, "utils", "gatsby-webpack-virtual-modules.js"))});
    const tick = () => new Promise((resolve) => setTimeout(resolve, 50));
    async function compile() {
      const compiler = webpack({
        mode: "production",
        context: ${JSON.stringify(dir)},
        entry: "./entry.js",
        output: { path: ${JSON.stringify(path.join(dir, "out"))} },
        plugins: [new virtual.GatsbyWebpackVirtualModules()],
      });
      const stats = await new Promise((resolve, reject) => compiler.run((error, result) => (error ? reject(error) : resolve(result))));
      await new Promise((resolve) => compiler.close(resolve));
      return { compiler: new WeakRef(compiler), compilation: new WeakRef(stats.compilation), errors: stats.hasErrors() };
    }
    (async () => {
      const refs = await compile();
      const alive = async () => {
        for (let round = 0; round < 3; round++) { await tick(); global.gc(); }
        await tick();
        return { compiler: !!refs.compiler.deref(), compilation: !!refs.compilation.deref() };
      };
      const closed = await alive();
      virtual.forgetCompilers();
      const forgotten = await alive();
      process.stdout.write(JSON.stringify({ errors: refs.errors, closed, forgotten }));
    })().catch((error) => { console.error(error); process.exit(1); });`,
  );
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

test("a closed compiler and its compilation are collected once Gatsby's virtual modules forget it, not before", () => {
  const out = execFileSync(process.execPath, ["--expose-gc", path.join(dir, "check.js")], { encoding: "utf8" });
  const result = JSON.parse(out) as { errors: boolean; closed: Record<string, boolean>; forgotten: Record<string, boolean> };
  expect(result.errors).toBe(false);
  expect(result.closed).toEqual({ compiler: true, compilation: true });
  expect(result.forgotten).toEqual({ compiler: false, compilation: false });
});
