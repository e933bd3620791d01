import fs from "node:fs";
import { removeSharedSiteProject } from "./support/site-build";

export default async function globalTeardown(): Promise<void> {
  const child = globalThis.__E2E_SERVER__;
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    if (child.exitCode === null) child.kill("SIGKILL");
  }
  if (globalThis.__E2E_DATA__) fs.rmSync(globalThis.__E2E_DATA__, { recursive: true, force: true });
  // The copy the shared site was built in, when the rebuild test did not take it over (and remove it).
  removeSharedSiteProject();
}
