/**
 * Every node type declared in SDL with @dontInfer, so a build with an empty
 * collection (no promo page, no blog post…) still has the types and fields the
 * page queries ask for. Relations are @link to node ids of the same locale.
 * The SDL is in type-defs/, by kind of content.
 */
import type { GatsbyNode } from "gatsby";
import { STORE_TYPE_DEFS } from "./type-defs/stores";
import { CATALOGUE_TYPE_DEFS } from "./type-defs/catalogue";
import { CONTENT_TYPE_DEFS } from "./type-defs/content";

export const TYPE_DEFS = [STORE_TYPE_DEFS, CATALOGUE_TYPE_DEFS, CONTENT_TYPE_DEFS].join("\n");

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(TYPE_DEFS);
};
