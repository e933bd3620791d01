/**
 * Writes src/contract/openapi.json: the API contract in readable form,
 * generated from the zod schemas (`npm run contract:openapi`). A test checks
 * the committed file is up to date.
 */
import fs from "node:fs";
import path from "node:path";
import { buildOpenApi } from "../src/contract/openapi";

const target = path.join(__dirname, "..", "src", "contract", "openapi.json");
fs.writeFileSync(target, `${JSON.stringify(buildOpenApi(), null, 2)}\n`);
console.log(`Wrote ${path.relative(process.cwd(), target)}`);
