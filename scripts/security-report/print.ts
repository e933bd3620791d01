/**
 * The security report's output: the Markdown table of its figures (docs/security.md
 * says what each column means) and the list of hostile inputs judged refused or not, or
 * the figures as JSON with --json.
 */
import { CPU_CLOCK } from "../lib/thread-cpu";
import type { Row, Verdict } from "./probe";

export function printReport(rows: Row[], verdicts: Verdict[], today: string, maxStallMs: number, json: boolean): void {
  const longest = Math.max(...rows.map((r) => r.longestMs));
  const mostCpu = Math.max(...rows.map((r) => r.mostCpuMs ?? 0));
  if (json) {
    console.log(JSON.stringify({ date: today, rows, verdicts, longestAnswerMs: longest, mostCpuMs: mostCpu, longestEventLoopDelayMs: maxStallMs }, null, 2));
    return;
  }
  const refused = (r: Row) =>
    Object.entries(r.refused)
      .map(([status, n]) => `${n} × ${status}`)
      .join(", ") || "0";
  console.log(`| hostile input | where | sent | accepted | refused | lost | longest answer | most CPU, one request | longest event-loop delay |`);
  console.log(`|---|---|---|---|---|---|---|---|---|`);
  for (const r of rows) {
    const cpu = r.mostCpuMs === null ? "(concurrent)" : `${r.mostCpuMs.toFixed(0)} ms`;
    console.log(
      `| ${r.attack} | ${r.where} | ${r.sent} | ${r.accepted} | ${refused(r)} | ${r.lost} | ${r.longestMs.toFixed(0)} ms | ${cpu} | ${r.loopDelayMs.toFixed(0)} ms |`,
    );
  }
  const total = rows.reduce((n, r) => n + r.sent, 0);
  console.log(
    `\n${total} requests, ${today}. Longest answer ${longest.toFixed(0)} ms; most CPU time of one request ${mostCpu.toFixed(0)} ms ` +
      `(${CPU_CLOCK === "thread" ? "the event loop's thread" : "the whole process"}); ` +
      `longest event-loop delay ${maxStallMs.toFixed(0)} ms (perf_hooks monitorEventLoopDelay: it includes the time the machine left the process waiting for a core).`,
  );
  const held = verdicts.filter((v) => v.refused).length;
  console.log(`\n${held} of ${verdicts.length} hostile inputs refused:\n`);
  console.log(`| hostile input | verdict | what the answers showed |`);
  console.log(`|---|---|---|`);
  for (const v of verdicts) console.log(`| ${v.attack} | ${v.refused ? "refused" : "NOT REFUSED"} | ${v.how} |`);
}
