/**
 * One description of a store: the contract's zod schema (src/contract/store.ts).
 * The data layer's node fields and GraphQL type are derived from it
 * (src/contract/data-layer.ts); the page query's fragment is written by hand,
 * as Gatsby wants its queries, and held to it here: a field added to the
 * schema alone fails these tests until the fragment reads it. And a store
 * goes through the source plugin's node, Gatsby's GraphQL (graphql-js on the
 * plugin's type definitions) and the fragment back to the record it was.
 */
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { graphql, Kind, parse, validate, type FragmentDefinitionNode, type SelectionSetNode } from "graphql";
import { availabilitySchema, storeSchema, type Store } from "../../src/contract/store";
import { keptFields, nodeFieldName, objectTypeDefs, STORE_DATA_LAYER } from "../../src/contract/data-layer";
import { TYPE_DEFS } from "../../plugins/gatsby-source-uniglass/create-schema-customization";
import { nodeContext } from "../../plugins/gatsby-source-uniglass/nodes/context";
import { buildStoreNodes } from "../../plugins/gatsby-source-uniglass/nodes/stores";
import { storeFromNode } from "../../src/lib/store-from-node";
import { fakeGatsbyApi } from "./support/fake-gatsby-api";
import { localeData } from "./support/locale-data";
import { gatsbySchema } from "./support/gatsby-schema";

// A root field to run the fragment from.
const schema = gatsbySchema(TYPE_DEFS, { runnable: true, extra: "type Query { uniglassStore: UniglassStore }" });

const FRAGMENTS = (() => {
  const source = fs.readFileSync(path.join(__dirname, "..", "..", "src", "templates", "fragments-store.ts"), "utf8");
  const match = /graphql`([\s\S]*?)`/.exec(source);
  if (!match) throw new Error("src/templates/fragments-store.ts has no graphql`` fragment");
  return match[1];
})();
const fragments = new Map(
  parse(FRAGMENTS)
    .definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
    .map((d) => [d.name.value, d]),
);

interface Selected {
  /** The field of the type the answer's key reads. */
  field: string;
  /** The fields selected under it, by answer key. */
  below: Map<string, Selected>;
}

/** Answer keys of a selection, fragments spread in place. */
function selected(set: SelectionSetNode | undefined): Map<string, Selected> {
  const out = new Map<string, Selected>();
  for (const selection of set?.selections ?? []) {
    if (selection.kind === Kind.FRAGMENT_SPREAD) {
      for (const [key, value] of selected(fragments.get(selection.name.value)?.selectionSet)) out.set(key, value);
    } else if (selection.kind === Kind.FIELD) {
      out.set(selection.alias?.value ?? selection.name.value, { field: selection.name.value, below: selected(selection.selectionSet) });
    }
  }
  return out;
}

/** The store's fields a page reads with StoreFields: all the node keeps but its relations, which a page selects itself. */
const expectedFields = keptFields(storeSchema, STORE_DATA_LAYER).filter((field) => !STORE_DATA_LAYER[field]?.type?.includes("@link"));

describe("the StoreFields fragment", () => {
  const storeFields = selected(fragments.get("StoreFields")?.selectionSet);

  it("is valid against the type definitions the source plugin hands to Gatsby", () => {
    const query = parse(`query { uniglassStore { ...StoreFields } }\n${FRAGMENTS}`);
    expect(validate(schema, query).map((error) => error.message)).toEqual([]);
  });

  it("reads every field of the contract's store the data layer keeps, under the contract's names, and nothing else", () => {
    expect([...storeFields.keys()].sort()).toEqual([...expectedFields].sort());
    for (const [key, { field }] of storeFields) expect(`${key} ← ${field}`).toBe(`${key} ← ${nodeFieldName(key)}`);
  });

  it("reads every field of a store's hours", () => {
    expect([...(storeFields.get("storesAvailabilities")?.below.keys() ?? [])].sort()).toEqual(Object.keys(availabilitySchema.shape).sort());
  });
});

describe("a store from the API to a page", () => {
  it("comes out of the source plugin's node, GraphQL and the fragment as the record the contract parsed", async () => {
    const data = localeData("fr");
    const context = nodeContext(data, fakeGatsbyApi());
    buildStoreNodes(context);
    const record: Store = data.stores[0].store;
    const node = context.nodes.find((n) => n.internal.type === "UniglassStore" && n.entityId === record.id);
    const result = await graphql({ schema, source: `query { uniglassStore { ...StoreFields } }\n${FRAGMENTS}`, rootValue: { uniglassStore: node } });
    expect(result.errors).toBeUndefined();
    const answer = (result.data as { uniglassStore: Queries.StoreFieldsFragment }).uniglassStore;
    const store = storeFromNode({ ...answer, coupons: record.coupons });
    // Every field the data layer keeps, an absent optional one as null (as GraphQL answers it).
    const kept = Object.fromEntries(keptFields(storeSchema, STORE_DATA_LAYER).map((field) => [field, record[field as keyof Store] ?? null]));
    expect(store).toEqual(kept);
    expect(storeSchema.parse(store)).toEqual(kept);
  });
});

describe("the type definitions derived from the schema", () => {
  it("follow a field added to the schema, with its nullability", () => {
    const withFax = storeSchema.extend({ fax: z.string(), faxNote: z.string().nullish(), floors: z.number().int().default(1) });
    const sdl = objectTypeDefs("UniglassStore", withFax, STORE_DATA_LAYER, { implementsNode: true });
    expect(sdl).toContain("\n  fax: String!\n");
    expect(sdl).toContain("\n  faxNote: String\n");
    expect(sdl).toContain("\n  floors: Int!\n");
    expect(sdl).not.toMatch(/\n {2}(distance|revision):/);
  });

  it("refuse a field whose GraphQL type the schema cannot tell, instead of guessing", () => {
    const withTransform = storeSchema.extend({ openedAt: z.string().transform((value) => new Date(value)) });
    expect(() => objectTypeDefs("UniglassStore", withTransform, STORE_DATA_LAYER, { implementsNode: true })).toThrow(
      /openedAt: no GraphQL type for a zod pipe/,
    );
  });
});
