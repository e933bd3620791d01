/**
 * HTTP conventions of the API (API Platform style): list parameters, JSON
 * errors {message, violations}, pagination with X-Total-Count.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import { listQuerySchema, type ListQuery } from "../../src/contract";

export interface Violation {
  propertyPath: string;
  message: string;
}

/** An error answered as JSON {message, ...extra} with its status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export function notFound(what: string): HttpError {
  return new HttpError(404, `${what} not found`, { notFound: true });
}

export function unprocessable(violations: Violation[]): HttpError {
  return new HttpError(422, violations[0]?.message ?? "invalid", { violations });
}

const KEY = /^[a-z][a-z0-9_]*$/;

/** At most this many violations in one answer: a body of thousands of bad items gets a short answer. */
export const MAX_VIOLATIONS = 20;

type Issue = z.core.$ZodIssue;

/**
 * The issue that says what is wrong: a union (a text or a checkbox) and a
 * record key report their own issue around the one of the alternative that
 * had the right type, which names the problem ("invalid_characters").
 */
function innermost(issue: Issue): Issue {
  if (issue.code === "invalid_union") {
    const typed = issue.errors.find((errors) => errors.length > 0 && errors[0].code !== "invalid_type");
    if (typed) return { ...innermost(typed[0]), path: [...issue.path, ...typed[0].path] };
  }
  if (issue.code === "invalid_key" && issue.issues.length > 0) {
    return { ...innermost(issue.issues[0]), path: issue.path };
  }
  return issue;
}

/** A zod issue as a violation whose message is a translation key ("invalid_email", "required"…). */
export function toViolations(error: z.ZodError): Violation[] {
  return error.issues.slice(0, MAX_VIOLATIONS).map((outer) => {
    const issue = innermost(outer);
    let message = issue.message;
    if (!KEY.test(message)) {
      if (issue.code === "invalid_type" && /received undefined/.test(message)) message = "required";
      else if (issue.code === "too_big") message = "too_long";
      else if (issue.code === "too_small") message = "too_short";
      else if (issue.code === "invalid_value") message = "invalid_choice";
      else if (issue.code === "invalid_format") message = "invalid_format";
      else message = "invalid";
    }
    return { propertyPath: issue.path.map(String).join("."), message };
  });
}

export function parseOr400<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const violations = toViolations(result.error);
    throw new HttpError(400, "invalid_query", { violations });
  }
  return result.data;
}

export function parseListQuery(query: unknown): ListQuery {
  return parseOr400(listQuerySchema, query);
}

/** The page of `items` asked for, with the total in X-Total-Count. */
export function paginate<T>(reply: FastifyReply, items: T[], query: ListQuery): T[] {
  reply.header("X-Total-Count", String(items.length));
  const start = (query.page - 1) * query.itemsPerPage;
  return items.slice(start, start + query.itemsPerPage);
}

/** 415 unless the request's body is declared as JSON. */
export function assertJson(request: FastifyRequest): void {
  const type = request.headers["content-type"] ?? "";
  if (!/^application\/json\s*(;|$)/i.test(type)) {
    throw new HttpError(415, "unsupported_media_type", { detail: "Send the body as application/json." });
  }
}
