import type { BuildArgs } from "gatsby";
import { onPostBuild as writeRobots } from "./robots";
import { writeStoreIndex } from "./store-index";

/**
 * After the build: robots.txt, then the offline store index of the finder.
 * One argument only: Gatsby waits for a callback from a three-argument hook.
 */
export async function onPostBuild(args: BuildArgs): Promise<void> {
  await (writeRobots as (args: BuildArgs) => Promise<void> | void)(args);
  await writeStoreIndex(args);
}
