/**
 * The security report's probe: sends requests to the sample API as many
 * clients (X-Forwarded-For behind a trusted proxy) with the XSRF token, and
 * records each attack's answers as a row: accepted, refused by status, lost
 * (accepted but not stored), longest answer, CPU time and event-loop delay.
 */
import { monitorEventLoopDelay } from "node:perf_hooks";
import type { z } from "zod";
import type { Db } from "../../server/db/database";
import type { Json } from "../lib/hostile-requests";

export const TOKEN = "report-xsrf-token-0123456789";

export interface Row {
  attack: string;
  where: string;
  sent: number;
  accepted: number;
  refused: Record<string, number>;
  lost: number;
  longestMs: number;
  /** The most CPU time of one request (sequential sends only; null for concurrent ones). */
  mostCpuMs: number | null;
  /** The longest event-loop delay while the row's requests ran. */
  loopDelayMs: number;
}

export interface Answer {
  status: number;
  body: Record<string, unknown>;
  ms: number;
  /** CPU time of the process while the request was handled (meaningful when requests go one at a time). */
  cpuMs: number;
}

export function reportProbe(base: string, db: Db) {
  const stall = monitorEventLoopDelay({ resolution: 10 });
  const rows: Row[] = [];
  let client = 0;
  /** A new client address for each request, unless one is given. */
  const nextClient = () => `198.51.${Math.floor(++client / 250) % 250}.${(client % 250) + 1}`;

  async function send(method: string, url: string, body?: unknown, options: { ip?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
    const cpu = process.cpuUsage();
    const started = performance.now();
    const res = await fetch(`${base}${url}`, {
      method,
      headers: {
        "content-type": "application/json",
        "x-xsrf-token": TOKEN,
        cookie: `XSRF-TOKEN=${TOKEN}`,
        "x-forwarded-for": options.ip ?? nextClient(),
        ...options.headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    let parsed: Record<string, unknown> = {};
    try {
      parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      parsed = { text };
    }
    const used = process.cpuUsage(cpu);
    return { status: res.status, body: parsed, ms: performance.now() - started, cpuMs: (used.user + used.system) / 1000 };
  }

  const stored = async (table: string, id: unknown) =>
    (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE id = $1`, [id])).rows[0].n === 1;
  const tableOf: Record<string, string> = {
    "/coupons_emails": "coupon_emails",
    "/coupons_phones": "coupon_phones",
    "/franchise_opportunities": "franchise_opportunities",
    "/request_estimates": "request_estimates",
    "/newsletter_subscribers": "newsletter_subscribers",
    "/promo_page_submissions": "promo_page_submissions",
    "/appointments": "appointments",
  };

  async function record(attack: string, where: string, answers: { path?: string; answer: Answer }[], concurrent = false): Promise<void> {
    const row: Row = {
      attack,
      where,
      sent: answers.length,
      accepted: 0,
      refused: {},
      lost: 0,
      longestMs: 0,
      mostCpuMs: concurrent ? null : 0,
      loopDelayMs: Math.max(0, stall.max / 1e6 - 10),
    };
    stall.reset();
    for (const { path: endpoint, answer } of answers) {
      row.longestMs = Math.max(row.longestMs, answer.ms);
      if (row.mostCpuMs !== null) row.mostCpuMs = Math.max(row.mostCpuMs, answer.cpuMs);
      if (answer.status >= 200 && answer.status < 300) {
        row.accepted += 1;
        if (endpoint && tableOf[endpoint] && !(await stored(tableOf[endpoint], answer.body.id))) row.lost += 1;
      } else {
        row.refused[answer.status] = (row.refused[answer.status] ?? 0) + 1;
      }
    }
    rows.push(row);
    // The database checks above are not part of the next row.
    stall.reset();
  }

  return { send, record, rows, stall, nextClient };
}

/** What each group of attacks works with: the server's address, the probe, a valid body per endpoint, the day. */
export interface ReportRun {
  base: string;
  probe: ReturnType<typeof reportProbe>;
  /** A body each POST endpoint accepts, to spoil one field at a time. */
  bodies: Record<string, Json>;
  endpoints: [string, z.ZodType][];
  /** YYYY-MM-DD */
  today: string;
  adminToken: string;
}
