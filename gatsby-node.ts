// gatsby-node only re-exports: one concern a file in gatsby/.
export { createPages } from "./gatsby/create-pages";
export { onPostBuild } from "./gatsby/post-build";
export { onCreateWebpackConfig } from "./gatsby/webpack";
export { onPreInit, onPluginInit } from "./gatsby/build-heap";
export { sourceNodes } from "./gatsby/keep-page-nodes";
