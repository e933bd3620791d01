/**
 * The boundaries the tools hold (docs/architecture.md, "Boundaries"): the
 * lint gate refuses, in browser code, an import of Node's modules, of the
 * sample API (server/) or of src/'s Node-only modules, and Node's globals;
 * the browser's TypeScript settings know no Node type, even through Gatsby's
 * own types, and Node's know no DOM.
 *
 * ESLint runs with the project's own eslint.config.mjs, in a child process
 * (Jest's module sandbox cannot load an ES module configuration), with the
 * type-aware rules left out: these snippets are not files of the project.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const ROOT = path.resolve(__dirname, "..", "..");

interface Finding {
  ruleId: string | null;
  message: string;
}

const LINT = `
import { ESLint } from "eslint";
import tseslint from "typescript-eslint";
const cases = JSON.parse(process.argv[1]);
const eslint = new ESLint({ overrideConfig: [{ files: ["**/*.{ts,tsx}"], ...tseslint.configs.disableTypeChecked }] });
const found = [];
for (const { code, filePath } of cases) {
  const [result] = await eslint.lintText(code, { filePath });
  found.push(result.messages.map(({ ruleId, message }) => ({ ruleId, message })));
}
process.stdout.write(JSON.stringify(found));
`;

/** What ESLint reports for each snippet, linted as if it were the file at `filePath`. */
function lint(cases: { code: string; filePath: string }[]): Finding[][] {
  const out = execFileSync(process.execPath, ["--input-type=module", "-e", LINT, JSON.stringify(cases)], { cwd: ROOT, encoding: "utf8" });
  return JSON.parse(out) as Finding[][];
}

const rules = (findings: Finding[]) => findings.map((f) => f.ruleId);

describe("ESLint: what browser code may import", () => {
  const forbidden = [
    { filePath: "src/components/x/x.tsx", code: 'import { readFileSync } from "node:fs";\nexport const read = readFileSync;\n' },
    { filePath: "src/components/x/x.tsx", code: 'import path from "path";\nexport const join = path.join;\n' },
    { filePath: "src/lib/x.ts", code: 'import { createHash } from "crypto";\nexport const hash = createHash;\n' },
    { filePath: "src/lib/x.ts", code: 'import { readFile } from "fs/promises";\nexport const read = readFile;\n' },
    { filePath: "src/components/x/x.tsx", code: 'import { buildApp } from "../../../server/app";\nexport const app = buildApp;\n' },
    { filePath: "src/lib/x.ts", code: 'import type { CatalogContext } from "../../server/context";\nexport type Context = CatalogContext;\n' },
    { filePath: "src/hooks/x.ts", code: 'export const slots = () => import("../../server/lib/slots");\n' },
    { filePath: "src/hooks/x.ts", code: 'export const fsLater = () => import("node:fs");\n' },
    { filePath: "src/lib/x.ts", code: 'import { scriptHash } from "./security-headers";\nexport const hash = scriptHash;\n' },
    { filePath: "gatsby-browser.tsx", code: 'import { randomUUID } from "node:crypto";\nexport const id = randomUUID;\n' },
    { filePath: "src/lib/x.ts", code: 'export const bytes = Buffer.from("x");\n' },
  ];
  let found: Finding[][];
  beforeAll(() => {
    found = lint(forbidden);
  }, 120_000);

  it.each(forbidden.map((c, i) => [c.filePath, c.code.split("\n")[0], i] as const))("refuses in %s: %s", (_file, _line, i) => {
    expect(found[i].length).toBeGreaterThan(0);
    expect(rules(found[i]).every((rule) => ["no-restricted-imports", "no-restricted-syntax", "no-restricted-globals"].includes(rule ?? ""))).toBe(true);
  });

  it("says why", () => {
    expect(found[0][0].message).toMatch(/Node's modules/);
    expect(found[4][0].message).toMatch(/sample API/);
    expect(found[8][0].message).toMatch(/runs only in Node/);
  });
});

describe("ESLint: what stays allowed", () => {
  it("lets browser code import src/ and packages, and Node code import Node's modules and src/", () => {
    const found = lint([
      {
        filePath: "src/components/x/x.tsx",
        code: 'import * as React from "react";\nimport { haversineKm } from "../../lib/distance";\nimport { createGeocoder } from "../../lib/geo/geocode";\nexport const X = () => <p>{haversineKm({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 1 })}{String(createGeocoder)}{process.env.GATSBY_API_URL}</p>;\n',
      },
      {
        filePath: "server/x.ts",
        code: 'import fs from "node:fs";\nimport { haversineKm } from "../src/lib/distance";\nexport const both = [fs.readFileSync, haversineKm, Buffer.from("x")];\n',
      },
      { filePath: "src/lib/security-headers.ts", code: 'import { createHash } from "node:crypto";\nexport const hash = createHash;\n' },
      { filePath: "gatsby/x.ts", code: 'import path from "node:path";\nexport const dir = path.join(__dirname, "x");\n' },
    ]);
    expect(found).toEqual([[], [], [], []]);
  }, 120_000);
});

describe("TypeScript: each part with its own settings", () => {
  let dir: string;
  beforeAll(() => {
    // Inside the project, so that packages and their types resolve as for its own files.
    const cache = path.join(ROOT, "node_modules", ".cache");
    fs.mkdirSync(cache, { recursive: true });
    dir = fs.mkdtempSync(path.join(cache, "boundaries-"));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  /** The names tsc does not know in one file checked with the settings of `config` (any other error fails the test). */
  function typeErrors(config: string, code: string, extraFiles: string[] = []): string[] {
    const file = path.join(dir, `${config}-snippet.ts`);
    fs.writeFileSync(file, code);
    const project = path.join(dir, `${config}.json`);
    fs.writeFileSync(project, JSON.stringify({ extends: path.join(ROOT, config), files: [file, ...extraFiles.map((f) => path.join(ROOT, f))], include: [] }));
    try {
      execFileSync(process.execPath, [require.resolve("typescript/bin/tsc"), "-p", project], { cwd: ROOT, encoding: "utf8" });
      return [];
    } catch (error) {
      const errors = (error as { stdout: string }).stdout.split("\n").filter((line) => line.includes("error TS"));
      const unknown = errors.map((line) => /error TS(?:2304|2580|2584|2591): Cannot find name '(\w+)'/.exec(line)?.[1]);
      expect(errors.filter((_, i) => !unknown[i])).toEqual([]);
      return unknown.filter((name): name is string => !!name);
    }
  }

  it("browser code knows no Node global, even with Gatsby's types loaded; GATSBY_* variables are there", () => {
    const errors = typeErrors(
      "tsconfig.browser.json",
      'import type { GatsbyBrowser } from "gatsby";\nexport const hook: GatsbyBrowser["onClientEntry"] = () => undefined;\n' +
        "export const api: string | undefined = process.env.GATSBY_API_URL;\n" +
        'export const bytes = Buffer.from("x");\nexport const here = __dirname;\nexport const title = document.title;\n',
      ["src/types/browser/gatsby-env.d.ts"],
    );
    expect(errors.sort()).toEqual(["Buffer", "__dirname"]);
  }, 120_000);

  it("Node code knows no DOM", () => {
    const errors = typeErrors(
      "tsconfig.node.json",
      'export const title = document.title;\nexport const here = __dirname;\nexport const bytes = Buffer.from("x");\n',
    );
    expect(errors).toEqual(["document"]);
  }, 120_000);
});
