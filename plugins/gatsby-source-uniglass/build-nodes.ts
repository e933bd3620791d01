/**
 * Pure node building: the validated answers of one locale in, Gatsby node
 * inputs out. Relations are node ids (resolved by `@link` in the schema) and
 * never cross locales: every id is made from type + locale + API id. Each
 * kind of content has its builder in nodes/; the order of the nodes is the
 * order of the builders.
 */
import { nodeContext, type BuiltNodes, type LocaleData, type NodeHelpers } from "./nodes/context";
import { buildStoreNodes } from "./nodes/stores";
import { buildServiceNodes } from "./nodes/services";
import { buildContentNodes } from "./nodes/content";
import { buildBlogNodes } from "./nodes/blog";

export type { BuiltNodes, LocaleData, NodeHelpers, SourcedTranscript, StoreBundle } from "./nodes/context";

export function buildNodes(data: LocaleData, helpers: NodeHelpers): BuiltNodes {
  const context = nodeContext(data, helpers);
  for (const build of [buildStoreNodes, buildServiceNodes, buildContentNodes, buildBlogNodes]) build(context);
  return { nodes: context.nodes, warnings: context.warnings };
}
