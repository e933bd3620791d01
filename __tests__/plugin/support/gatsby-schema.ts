/** The plugin's type definitions as a GraphQL schema, with what Gatsby itself provides to them. */
import { buildSchema, type GraphQLSchema } from "graphql";

/** What Gatsby gives type definitions: the Node interface, the Date scalar and its directives. */
export const GATSBY_BUILTINS = `
  interface Node { id: ID! }
  scalar Date
  directive @dontInfer on OBJECT
  directive @link(by: String, from: String, on: String) on FIELD_DEFINITION
  directive @dateformat(formatString: String, locale: String) on FIELD_DEFINITION
`;

/**
 * The schema of `typeDefs`; with `runnable`, each node type also gets the Node
 * interface's field, as Gatsby adds it, so queries can be validated and run.
 */
export function gatsbySchema(typeDefs: string, { runnable = false, extra = "" } = {}): GraphQLSchema {
  const nodeIds = runnable ? [...typeDefs.matchAll(/type (\w+) implements Node/g)].map(([, name]) => `extend type ${name} { id: ID! }`).join("\n") : "";
  return buildSchema(`${GATSBY_BUILTINS}${extra}\n${typeDefs}\n${nodeIds}`);
}
