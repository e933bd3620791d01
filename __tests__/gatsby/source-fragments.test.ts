/**
 * The fragments gatsby-node appends to its own queries: read from the file
 * the page queries use, whole, and nothing else than fragments.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parse, Kind } from "graphql";
import { sourceFragments } from "../../gatsby/source-fragments";

const SITE = path.join(__dirname, "..", "..");

describe("sourceFragments", () => {
  it("reads the store fragments as one GraphQL document whose spreads it defines", () => {
    const document = parse(sourceFragments(SITE, "src/templates/fragments-store.ts"));
    const names = document.definitions.map((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? d.name.value : d.kind));
    expect(names).toEqual(["StoreAddress", "StoreFields"]);
    const spreads = [...sourceFragments(SITE, "src/templates/fragments-store.ts").matchAll(/\.\.\.(\w+)/g)].map((m) => m[1]);
    for (const spread of spreads) expect(names).toContain(spread);
  });

  it("refuses a file with anything but fragments in its graphql tags", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "source-fragments-"));
    fs.writeFileSync(path.join(dir, "query.ts"), "export const q = graphql`query Q { site { id } }`;\n");
    fs.writeFileSync(path.join(dir, "none.ts"), "export const nothing = 1;\n");
    expect(() => sourceFragments(dir, "query.ts")).toThrow(/fragments only/);
    expect(() => sourceFragments(dir, "none.ts")).toThrow(/fragments only/);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
