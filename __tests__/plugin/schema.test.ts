/** The SDL of createSchemaCustomization is valid GraphQL and covers every node the builder makes. */
import { GraphQLList, GraphQLNonNull, GraphQLObjectType, type GraphQLType } from "graphql";
import { createSchemaCustomization, TYPE_DEFS } from "../../plugins/gatsby-source-uniglass/create-schema-customization";
import { NODE_TYPES } from "../../plugins/gatsby-source-uniglass/constants";
import { gatsbySchema } from "./support/gatsby-schema";

const schema = gatsbySchema(TYPE_DEFS);
const objectType = (name: string) => schema.getType(name) as GraphQLObjectType;
const named = (type: GraphQLType): GraphQLType => (type instanceof GraphQLNonNull || type instanceof GraphQLList ? named(type.ofType) : type);

describe("createSchemaCustomization", () => {
  it("declares every node type as a Node with locale, and @dontInfer", () => {
    for (const name of Object.values(NODE_TYPES)) {
      const type = objectType(name);
      expect(type).toBeInstanceOf(GraphQLObjectType);
      expect(type.getInterfaces().map((i) => i.name)).toEqual(["Node"]);
      expect(type.getFields().locale.type.toString()).toBe("String!");
      expect(type.astNode?.directives?.map((d) => d.name.value)).toContain("dontInfer");
    }
  });

  it("links only to node types, with @link", () => {
    const nodeTypes = new Set<string>(Object.values(NODE_TYPES));
    let links = 0;
    for (const name of nodeTypes) {
      for (const field of Object.values(objectType(name).getFields())) {
        const target = named(field.type);
        const isLink = field.astNode?.directives?.some((d) => d.name.value === "link") ?? false;
        if (nodeTypes.has(target.toString())) {
          expect(`${name}.${field.name} @link=${isLink}`).toBe(`${name}.${field.name} @link=true`);
          links += 1;
        } else {
          expect(isLink).toBe(false);
        }
      }
    }
    expect(links).toBe(16); // store 6, category 2, service 2, transcript 2, featured 2, career 1, testimonial 1
  });

  it("types what the pages rely on", () => {
    const f = (type: string, field: string) => objectType(type).getFields()[field].type.toString();
    expect(f("UniglassStore", "latitude")).toBe("Float");
    expect(f("UniglassStore", "storesAvailabilities")).toBe("[UniglassStoreAvailability!]!");
    expect(f("UniglassStore", "entityId")).toBe("Int!");
    expect(f("UniglassStore", "coupons")).toBe("[UniglassCoupon!]!");
    expect(f("UniglassService", "category")).toBe("UniglassServiceCategory");
    expect(f("UniglassService", "accordion")).toBe("[UniglassAccordionItem!]!");
    expect(f("UniglassServiceCategory", "seo")).toBe("UniglassSeo");
    expect(f("UniglassSeo", "scripts")).toBe("[UniglassSeoScript!]!");
    expect(f("BlogPost", "date")).toBe("Date!");
    expect(f("BlogPost", "featuredImage")).toBe("BlogPostFeaturedImage");
    expect(schema.getType("UniglassStoreAvailability")).toBeInstanceOf(GraphQLObjectType);
    expect(objectType("UniglassStoreAvailability").getInterfaces()).toEqual([]);
  });

  it("hands the SDL to actions.createTypes", async () => {
    const createTypes = jest.fn();
    const args = { actions: { createTypes } } as unknown as Parameters<NonNullable<typeof createSchemaCustomization>>[0];
    await createSchemaCustomization?.(args, { plugins: [] }, () => undefined);
    expect(createTypes).toHaveBeenCalledWith(TYPE_DEFS);
  });
});
