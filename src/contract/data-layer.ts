/**
 * How a record of the contract is kept in Gatsby's data layer, read from its
 * zod schema so the schema stays the one description of the record: the
 * source plugin's node fields and GraphQL type definitions are derived from
 * it (plugins/gatsby-source-uniglass/type-defs/), and a test holds the page
 * queries' fragments to it.
 *
 * A node keeps the record's own field names, with one exception Gatsby
 * forces: `id` is the node's own id, so the API's id is kept as `entityId`
 * (as on every node of the source plugin); a query reads it back as
 * `id: entityId`. Fields a page never reads (a search's distance, the
 * sourcing's revision) are left out, and relations are node ids with `@link`.
 * For build-time code only: it would bring zod into a browser bundle.
 */
import type { z } from "zod";

/** The node's field for a record's field. */
export function nodeFieldName(field: string): string {
  return field === "id" ? "entityId" : field;
}

/** How one field of the record differs in the data layer from what its schema says. */
export interface FieldRule {
  /** Not kept on the node: no page reads it. */
  omit?: true;
  /** The GraphQL type, where the schema cannot tell it (a transform) or the field is a relation (with its directive). */
  type?: string;
  /** The name of the GraphQL type of an array's or an object's records (its fields come from the schema). */
  objectType?: string;
  /** The rules of those records' own fields. */
  fields?: DataLayerRules;
  description?: string;
}

export type DataLayerRules = Readonly<Record<string, FieldRule>>;

type ObjectSchema = z.ZodObject<z.ZodRawShape>;

interface Def {
  type: string;
  innerType?: z.ZodType;
  element?: z.ZodType;
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { def: Def }).def;

/** The record's fields the node keeps, in the schema's order. */
export function keptFields(schema: ObjectSchema, rules: DataLayerRules = {}): string[] {
  return Object.keys(schema.shape).filter((field) => !rules[field]?.omit);
}

/** A record's node fields: every kept field under its node name, an absent optional one as null (GraphQL's absent). */
export function nodeFieldsOf(schema: ObjectSchema, rules: DataLayerRules, record: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(keptFields(schema, rules).map((field) => [nodeFieldName(field), record[field] ?? null]));
}

/** The record's kept fields read back from its node, under the record's names. */
export function recordFieldsOf(schema: ObjectSchema, rules: DataLayerRules, node: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(keptFields(schema, rules).map((field) => [field, node[nodeFieldName(field)]]));
}

/** The GraphQL type of a schema's output, and the object types it needs (name → SDL). */
function graphqlType(schema: z.ZodType, where: string, rule: FieldRule, objects: Map<string, string>): { type: string; nullable: boolean } {
  const def = defOf(schema);
  switch (def.type) {
    case "optional":
    case "nullable":
      return { ...graphqlType(def.innerType!, where, rule, objects), nullable: true };
    case "default":
      // zod fills the default: the field is always there.
      return graphqlType(def.innerType!, where, rule, objects);
    case "string":
    case "enum":
      return { type: "String", nullable: false };
    case "boolean":
      return { type: "Boolean", nullable: false };
    case "number": {
      const format = (schema as { format?: string | null }).format;
      return { type: format === "safeint" || format === "int32" ? "Int" : "Float", nullable: false };
    }
    case "array": {
      const element = graphqlType(def.element!, where, rule, objects);
      return { type: `[${element.type}${element.nullable ? "" : "!"}]`, nullable: false };
    }
    case "object": {
      if (!rule.objectType) throw new Error(`${where} holds records: give their GraphQL type's name (objectType)`);
      objects.set(rule.objectType, objectTypeDefs(rule.objectType, schema as ObjectSchema, rule.fields ?? {}, { implementsNode: false, objects }));
      return { type: rule.objectType, nullable: false };
    }
    default:
      throw new Error(`${where}: no GraphQL type for a zod ${def.type}; give it one (type)`);
  }
}

/** The GraphQL field definitions of a record's kept fields, one a line. */
export function graphqlFieldsOf(schema: ObjectSchema, rules: DataLayerRules, objects: Map<string, string> = new Map()): string[] {
  return keptFields(schema, rules).map((field) => {
    const rule = rules[field] ?? {};
    const description = rule.description ? `${JSON.stringify(rule.description)}\n  ` : "";
    if (rule.type) return `${description}${nodeFieldName(field)}: ${rule.type}`;
    const { type, nullable } = graphqlType(schema.shape[field] as z.ZodType, field, rule, objects);
    return `${description}${nodeFieldName(field)}: ${type}${nullable ? "" : "!"}`;
  });
}

interface TypeOptions {
  /** A node type (`implements Node @dontInfer`) or a plain object type. */
  implementsNode: boolean;
  /** The node's fields that are not the record's (its locale, its relations), as SDL lines. */
  extra?: readonly string[];
  /** Collects the object types the fields need. */
  objects?: Map<string, string>;
}

/** The SDL of the GraphQL type that holds a record (and before it, the object types its fields need). */
export function objectTypeDefs(name: string, schema: ObjectSchema, rules: DataLayerRules, { implementsNode, extra = [], objects }: TypeOptions): string {
  const needed = objects ?? new Map<string, string>();
  const lines = [...graphqlFieldsOf(schema, rules, needed), ...extra].map((line) => `  ${line}`);
  const own = `type ${name}${implementsNode ? " implements Node @dontInfer" : ""} {\n${lines.join("\n")}\n}`;
  return objects ? own : [...needed.values(), own].join("\n\n");
}

/** A store in the data layer: what differs from its schema (src/contract/store.ts). */
export const STORE_DATA_LAYER: DataLayerRules = {
  latitude: { type: "Float", description: "null when the API does not know it (it sends 0)" },
  longitude: { type: "Float" },
  /** Only a search's answers have it. */
  distance: { omit: true },
  /** Tells the sourcing which stores' lists to ask for again; no page shows it. */
  revision: { omit: true },
  /** The store's coupons as nodes (a page selects the fields it shows). */
  coupons: { type: "[UniglassCoupon!]! @link" },
  mobileService: { objectType: "UniglassMobileService", description: "null when the shop does not go to the driver" },
  storesAvailabilities: {
    objectType: "UniglassStoreAvailability",
    fields: {
      weekDay: { description: "MONDAY…SUNDAY, or WORKDAY / WEEKEND for groups" },
      availability: { description: "OPEN, anything else is closed" },
    },
  },
};
