// Only re-exports: one file per Gatsby Node API (gatsby-source-contentful layout).
export { sourceNodes } from "./source-nodes";
export { createSchemaCustomization } from "./create-schema-customization";
export { pluginOptionsSchema } from "./plugin-options-schema";
export { onPluginInit } from "./on-plugin-init";
