/**
 * Gatsby writes src/gatsby-types.d.ts from the schema and the queries at
 * every build; patches/gatsby+5.16.1.patch skips that when neither changed
 * since the last build and the file is still the one it wrote (a record of
 * both in .cache/typegen-inputs.json). With Gatsby's own generator in a child
 * process, on a schema and a query of its own: the same inputs leave the file
 * untouched; a new field, a changed page query, a changed query in the
 * files searched for gatsby-node's own queries or a hand-edited file write it again.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

jest.setTimeout(60_000);

const GATSBY = path.resolve(__dirname, "..", "..", "node_modules", "gatsby", "dist");

let site: string;
const file = (...parts: string[]) => path.join(site, ...parts);
const types = () => file("types.d.ts");

beforeAll(() => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), "uniglass-typegen-"));
  fs.writeFileSync(
    file("generate.js"),
    `const { buildSchema, parse } = require(${JSON.stringify(require.resolve("graphql", { paths: [GATSBY] }))});
    const { writeTypeScriptTypes } = require(${JSON.stringify(path.join(GATSBY, "utils", "graphql-typegen", "ts-codegen.js"))});
    const [sdl, query] = process.argv.slice(2);
    const def = parse(query).definitions[0];
    const definitions = new Map([["q", { name: def.name.value, def, hash: 1, filePath: "src/templates/shop.tsx", isHook: false, isStaticQuery: false, isFragment: false }]]);
    writeTypeScriptTypes(${JSON.stringify(site)}, buildSchema(sdl), definitions, { typesOutputPath: "types.d.ts", documentSearchPaths: ["./node-queries.ts"] })
      .then(() => process.stdout.write("done"));`,
  );
});

/** The file gatsby-node's own queries are searched in (documentSearchPaths). */
const nodeQuery = (query: string) => fs.writeFileSync(file("node-queries.ts"), `import { graphql } from "gatsby";\nexport const q = graphql\`${query}\`;\n`);

afterAll(() => fs.rmSync(site, { recursive: true, force: true }));

/** Generates the types of `sdl` and `query`, then tells whether the file was written (its time moved from a day ago). */
function generate(sdl: string, query: string): boolean {
  const dayAgo = new Date(Date.now() - 86_400_000);
  if (fs.existsSync(types())) fs.utimesSync(types(), dayAgo, dayAgo);
  execFileSync(process.execPath, [file("generate.js"), sdl, query], { cwd: site, env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" }, encoding: "utf8" });
  return fs.statSync(types()).mtimeMs > dayAgo.getTime() + 1000;
}

const SDL = "type Query { shop: Shop }\ntype Shop { name: String }";
const QUERY = "query ShopName { shop { name } }";

it("writes the types once, then only when the schema, a query or the file itself changed", () => {
  nodeQuery("query NodeShops { shop { name } }");
  expect(generate(SDL, QUERY)).toBe(true);
  expect(fs.readFileSync(types(), "utf8")).toContain("type ShopNameQuery");
  expect(fs.readFileSync(types(), "utf8")).toContain("type NodeShopsQuery");
  expect(fs.existsSync(file(".cache", "typegen-inputs.json"))).toBe(true);

  expect(generate(SDL, QUERY)).toBe(false);

  const withCity = "type Query { shop: Shop }\ntype Shop { name: String city: String }";
  expect(generate(withCity, QUERY)).toBe(true);
  expect(fs.readFileSync(types(), "utf8")).toContain("city");
  expect(generate(withCity, QUERY)).toBe(false);

  expect(generate(withCity, "query ShopCity { shop { city } }")).toBe(true);
  expect(fs.readFileSync(types(), "utf8")).toContain("type ShopCityQuery");

  nodeQuery("query NodeCities { shop { city } }");
  expect(generate(withCity, "query ShopCity { shop { city } }")).toBe(true);
  expect(fs.readFileSync(types(), "utf8")).toContain("type NodeCitiesQuery");
  expect(generate(withCity, "query ShopCity { shop { city } }")).toBe(false);

  fs.writeFileSync(types(), "// edited by hand\n");
  expect(generate(withCity, "query ShopCity { shop { city } }")).toBe(true);
  expect(fs.readFileSync(types(), "utf8")).toContain("type ShopCityQuery");
});
