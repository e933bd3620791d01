/**
 * Gatsby parses every file of the site with Babel at every build to find its
 * queries; patches/gatsby+5.16.1.patch keeps, in .cache, what it found in the
 * files that hold no query (most of them), by the hash of their path and
 * text, and the next build does not parse those again. In a small site of its
 * own, with Gatsby's own file parser in a child process: a file without a
 * query is remembered and not parsed again, a file with one is always
 * parsed, and a file whose text changed is parsed again.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

jest.setTimeout(60_000);

const GATSBY = path.resolve(__dirname, "..", "..", "node_modules", "gatsby", "dist");

let site: string;
const file = (...parts: string[]) => path.join(site, ...parts);
const cacheFile = () => file(".cache", "query-file-parser.json");
const readCache = () => JSON.parse(fs.readFileSync(cacheFile(), "utf8")) as { files: Record<string, { Head: boolean }> };

beforeAll(() => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), "uniglass-query-files-"));
  fs.mkdirSync(file("src"));
  fs.writeFileSync(file("src", "a.tsx"), `export const Head = () => null;\nexport default function A() {\n  return null;\n}\n`);
  fs.writeFileSync(
    file("src", "b.tsx"),
    `import { graphql } from "gatsby";\nexport const query = graphql\`\n  query B {\n    site {\n      id\n    }\n  }\n\`;\n`,
  );
  fs.writeFileSync(
    file("parse.js"),
    `const { store } = require(${JSON.stringify(path.join(GATSBY, "redux"))});
    store.dispatch({ type: "SET_PROGRAM", payload: { directory: ${JSON.stringify(site)} } });
    const heads = {};
    const dispatch = store.dispatch;
    store.dispatch = (action) => {
      if (action.type === "SET_COMPONENT_FEATURES") heads[require("path").basename(action.payload.componentPath)] = action.payload.Head;
      return dispatch(action);
    };
    const FileParser = require(${JSON.stringify(path.join(GATSBY, "query", "file-parser.js"))}).default;
    const errors = [];
    const files = ["a.tsx", "b.tsx"].map((name) => require("path").join(${JSON.stringify(site)}, "src", name));
    new FileParser().parseFiles(files, (error) => errors.push(error)).then((documents) => {
      process.stdout.write(JSON.stringify({ heads, queries: documents.map((d) => d.doc.definitions[0].name.value), errors: errors.length }));
    });`,
  );
});
afterAll(() => fs.rmSync(site, { recursive: true, force: true }));

/** What Gatsby's parser found: each file's Head export, the queries' names, the errors. */
function parse(): { heads: Record<string, boolean>; queries: string[]; errors: number } {
  const out = execFileSync(process.execPath, [file("parse.js")], { cwd: site, env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" }, encoding: "utf8" });
  return JSON.parse(out) as ReturnType<typeof parse>;
}

it("remembers the files without a query and takes them from .cache in the next build, never the files with one", () => {
  expect(parse()).toEqual({ heads: { "a.tsx": true, "b.tsx": false }, queries: ["B"], errors: 0 });
  const saved = readCache();
  expect(Object.values(saved.files)).toEqual([{ serverData: false, config: false, Head: true }]);

  // Mark the remembered file's features differently: the next build reports what .cache says, so it did not parse the file.
  const [hash] = Object.keys(saved.files);
  saved.files[hash].Head = false;
  fs.writeFileSync(cacheFile(), JSON.stringify(saved));
  expect(parse()).toEqual({ heads: { "a.tsx": false, "b.tsx": false }, queries: ["B"], errors: 0 });
});

it("parses a file again once its text changed, and forgets the old text", () => {
  const before = Object.keys(readCache().files);
  fs.appendFileSync(file("src", "a.tsx"), `// changed\n`);
  expect(parse().heads["a.tsx"]).toBe(true);
  const after = Object.keys(readCache().files);
  expect(after).toHaveLength(1);
  expect(after).not.toEqual(before);
});
