/**
 * The security report's probe: sends requests to the sample API as many
 * clients (X-Forwarded-For behind a trusted proxy) with the XSRF token, and
 * records each attack's answers as a row: accepted, refused by status (a
 * request cut before its answer counts as "cut"), lost (accepted but not
 * stored), longest answer, CPU time of the event loop's thread
 * (../lib/thread-cpu.ts) and event-loop delay.
 */
import { monitorEventLoopDelay } from "node:perf_hooks";
import type { Db } from "../../server/db/database";
import type { Json } from "../lib/hostile-requests";
import { cpuClockMs } from "../lib/thread-cpu";
import { plusDays } from "../../src/lib/booking-days";

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
  /** The HTTP status; 0 for a request cut before its answer. */
  status: number;
  body: Record<string, unknown>;
  ms: number;
  /** CPU time of the event loop's thread while the request was handled (meaningful when requests go one at a time). */
  cpuMs: number;
}

export interface SendOptions {
  /** The client's address (X-Forwarded-For); a new one for each request by default. */
  ip?: string;
  headers?: Record<string, string>;
}

/** Whether a hostile input was refused, judged from the answers of its row (the report lists each). */
export interface Verdict {
  attack: string;
  refused: boolean;
  /** What the answers showed. */
  how: string;
}

/** What the attacks of the report's modules send and record with. */
export type Probe = ReturnType<typeof reportProbe>;

/**
 * The goal for one request's work (no request blocks the event loop over
 * 20 ms): as in the hostile-input test, a request over it is sent up to three
 * times more and its fastest try counts, since a garbage collection or a
 * first compilation lands in one request by chance, while an input slow to
 * check is slow every time.
 */
export const STALL_GOAL_MS = 20;

/** The answer of `send`, sent again while over STALL_GOAL_MS (up to three times more): the fastest try. */
export async function fastest(send: () => Promise<Answer>): Promise<Answer> {
  let answer = await send();
  for (let retry = 0; retry < 3 && answer.cpuMs >= STALL_GOAL_MS; retry++) {
    const again = await send();
    if (again.cpuMs < answer.cpuMs) answer = again;
  }
  return answer;
}

export function reportProbe(base: string, db: Db) {
  const stall = monitorEventLoopDelay({ resolution: 10 });
  const rows: Row[] = [];
  const verdicts: Verdict[] = [];
  let client = 0;
  /** A new client address for each request, unless one is given. */
  const nextClient = () => `198.51.${Math.floor(++client / 250) % 250}.${(client % 250) + 1}`;

  async function send(method: string, url: string, body?: unknown, options: SendOptions = {}): Promise<Answer> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const cpu = cpuClockMs();
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
      body: payload,
    });
    const text = await res.text();
    let parsed: Record<string, unknown> = {};
    try {
      parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      parsed = { text };
    }
    return { status: res.status, body: parsed, ms: performance.now() - started, cpuMs: cpuClockMs() - cpu };
  }

  /** `send`, the fastest of its tries (see `fastest`). */
  const sendBest = (method: string, url: string, body?: unknown, options: SendOptions = {}) => fastest(() => send(method, url, body, options));

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
    "/estimate_photos": "estimate_photos",
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
        const status = answer.status === 0 ? "cut" : answer.status;
        row.refused[status] = (row.refused[status] ?? 0) + 1;
      }
    }
    rows.push(row);
    // The database checks above are not part of the next row.
    stall.reset();
  }

  /** Records whether `attack` was refused, and how. */
  const verdict = (attack: string, refused: boolean, how: string) => void verdicts.push({ attack, refused, how });

  return { base, db, send, sendBest, record, rows, stall, nextClient, verdict, verdicts };
}

/**
 * The days a booking body's shop and service has a free slot from `today` on
 * (the body's own day left out, it is taken by the report), and the free
 * times of a day.
 */
export async function bookableDays(base: string, booking: Json, today: string): Promise<{ days: string[]; freeAt: (date: string) => Promise<string[]> }> {
  const place = `store=${String(booking.store)}&category=${String(booking.category)}`;
  const read = async <T>(url: string) => (await (await fetch(`${base}/api${url}`)).json()) as T;
  const days = (await read<{ date: string; available: boolean }[]>(`/location_services/availabilities?${place}&from=${today}&to=${plusDays(today, 20)}`))
    .filter((d) => d.available && d.date !== booking.date)
    .map((d) => d.date);
  const freeAt = async (date: string) =>
    (await read<{ start: string; available: boolean }[]>(`/location_services/times_window?${place}&date=${date}`))
      .filter((s) => s.available)
      .map((s) => s.start);
  return { days, freeAt };
}

/** What the limits' attacks work with: the server's address, the probe, a valid body per endpoint, the admin token. */
export interface ReportRun {
  base: string;
  probe: ReturnType<typeof reportProbe>;
  /** A body each POST endpoint accepts. */
  bodies: Record<string, Json>;
  adminToken: string;
}
