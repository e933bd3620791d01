import fs from "node:fs";
import path from "node:path";

const GRAPHQL_TAG = /\bgraphql`([^`]*)`/g;

/**
 * The GraphQL fragments a file of src/ declares, as text, for a query that
 * gatsby-node runs. Gatsby gives page queries every fragment of src/, but
 * gatsby-node's graphql() takes one self-contained document, so such a query
 * appends the fragments it spreads, read from the file the pages use: one
 * list of fields serves both. The file holds fragments only, in `graphql`
 * tags without interpolation (Gatsby allows none there either). Type
 * generation reads the query without the appended text (it drops `${…}`)
 * and takes the fragments from src/ like a page query's.
 */
export function sourceFragments(siteDir: string, file: string): string {
  const source = fs.readFileSync(path.join(siteDir, file), "utf8");
  const documents = [...source.matchAll(GRAPHQL_TAG)].map((match) => match[1]);
  if (!documents.length || documents.some((text) => !/^\s*fragment\s/.test(text))) {
    throw new Error(`${file} must declare GraphQL fragments only, in graphql tags`);
  }
  return documents.join("\n");
}
