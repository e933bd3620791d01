import fs from "node:fs";
import { endProcess } from "./support/end-process";
import { removeSharedSiteProject } from "./support/site-build";

export default async function globalTeardown(): Promise<void> {
  const child = globalThis.__E2E_SERVER__;
  if (child) await endProcess(child);
  if (globalThis.__E2E_DATA__) fs.rmSync(globalThis.__E2E_DATA__, { recursive: true, force: true });
  // The copy the shared site was built in, when the rebuild test did not take it over (and remove it).
  removeSharedSiteProject();
}
