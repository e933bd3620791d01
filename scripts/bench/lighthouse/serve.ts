/**
 * The site and the reference page served side by side, each by the sample
 * server's own code (server/app.ts), so both get the same HTTP: headers,
 * caching, compression when the server compresses.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startSampleServer, type RunningServer } from "../../lib/sample-site";

export interface Served {
  site: RunningServer;
  reference: RunningServer;
  close(): Promise<void>;
}

export async function serveSiteAndReference(options: { port: number; publicDir: string; referenceDir: string }): Promise<Served> {
  const dataDirs: string[] = [];
  const start = async (port: number, publicDir: string) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "uniglass-bench-serve-"));
    dataDirs.push(dataDir);
    return startSampleServer({ port, dataDir, publicDir, siteUrl: `http://localhost:${options.port}`, quiet: true });
  };
  const cleanup = () => {
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  };
  let site: RunningServer | undefined;
  try {
    site = await start(options.port, options.publicDir);
    const reference = await start(options.port + 1, options.referenceDir);
    return {
      site,
      reference,
      close: async () => {
        await Promise.allSettled([site!.close(), reference.close()]);
        cleanup();
      },
    };
  } catch (error) {
    await site?.close();
    cleanup();
    throw error;
  }
}
