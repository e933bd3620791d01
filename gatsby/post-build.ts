import type { GatsbyNode } from "gatsby";
import { onPostBuild as writeRobots } from "./robots";
import { writeStoreIndex } from "./store-index";

/** After the build: robots.txt, then the offline store index of the finder. */
export const onPostBuild: GatsbyNode["onPostBuild"] = async (args, options, callback) => {
  await writeRobots?.(args, options, callback);
  await writeStoreIndex(args);
};
