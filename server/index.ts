/**
 * Starts the sample API: `npx tsx server/index.ts` (see server/README.md for
 * the environment variables).
 */
import { buildApp } from "./app";
import { fromEnv } from "./config";
import { stopWithParent } from "./lib/parent-channel";

async function main(): Promise<void> {
  const env = fromEnv();
  const app = await buildApp({
    seedDir: env.seedDir,
    dataDir: env.dataDir,
    publicDir: env.publicDir,
    adminToken: env.adminToken,
    trustProxy: env.trustProxy,
    limits: env.limits,
    siteUrl: env.siteUrl,
    logger: { level: process.env.LOG_LEVEL ?? "info" },
  });
  const close = async (signal: string) => {
    app.log.info(`${signal} received, closing`);
    await app.close();
    process.exit(0);
  };
  process.once("SIGINT", () => void close("SIGINT"));
  process.once("SIGTERM", () => void close("SIGTERM"));
  stopWithParent(() => void close("disconnect"));
  await app.listen({ port: env.port, host: env.host });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
