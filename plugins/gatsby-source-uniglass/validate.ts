/**
 * Validation of API answers with the contract's zod schemas. Unknown fields
 * are dropped (zod's default); a record that fails names the endpoint, the
 * record (id and slug when present) and the zod issue paths.
 */
import type { z } from "zod";
import { SourceError } from "./errors";

/** "id=12", "slug=uniglass-laval" or "id=12 slug=uniglass-laval"; null when neither. */
export function recordKey(record: unknown): string | null {
  if (!record || typeof record !== "object") return null;
  const { id, slug } = record as { id?: unknown; slug?: unknown };
  const parts: string[] = [];
  if (typeof id === "number" || typeof id === "string") parts.push(`id=${id}`);
  if (typeof slug === "string") parts.push(`slug=${slug}`);
  else if (slug && typeof slug === "object") parts.push(`slug=${JSON.stringify(slug)}`);
  return parts.length > 0 ? parts.join(" ") : null;
}

function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  return issues.map((issue) => `${issue.path.length > 0 ? issue.path.map(String).join(".") : "(record)"}: ${issue.message}`).join("; ");
}

export function parseRecord<S extends z.ZodType>(schema: S, raw: unknown, url: string, index?: number): z.output<S> {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const which = recordKey(raw) ?? (index === undefined ? "the answer" : `item #${index}`);
  throw new SourceError(`Invalid record in GET ${url}: ${which}: ${describeIssues(result.error.issues)}`, url, null, "invalid-record");
}

export function parseRecords<S extends z.ZodType>(schema: S, raw: readonly unknown[], url: string): z.output<S>[] {
  return raw.map((record, index) => parseRecord(schema, record, url, index));
}
