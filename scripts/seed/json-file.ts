import fs from "node:fs";
import path from "node:path";

/** Pretty-printed (2-space) JSON with a final newline: readable, hand-editable, diff-friendly. */
export function toJson(data: unknown): string {
  return `${JSON.stringify(data, null, 2)}\n`;
}

export function writeJson(file: string, data: unknown): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, toJson(data));
}

export function readJson(file: string): unknown {
  return JSON.parse(fs.readFileSync(file, "utf8"));
}
