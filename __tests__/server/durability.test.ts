/**
 * Durability of acknowledged writes: the real server process (tsx) takes ~40
 * concurrent POSTs, is SIGKILLed midway, restarts on the same DATA_DIR, and
 * every POST that got a 201 before the kill is still stored. And a server
 * started with an IPC channel (as the browser tests start theirs) stops when
 * the process that started it is killed, so that it does not keep its port.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { endProcess } from "../../e2e/support/end-process";
import { eventually } from "../../e2e/support/eventually";
import { freePort } from "../../e2e/support/free-port";
import { seedDatabase } from "../../scripts/lib/database-template";
import { FIXTURE_SEED } from "./helpers";

jest.setTimeout(180_000);

const ROOT = path.resolve(__dirname, "../..");
const TOKEN = "durability-token-0123456789";
const ADMIN_TOKEN = "durability-admin-token-0123456789";
const adminHeaders = { authorization: `Bearer ${ADMIN_TOKEN}` };

const SERVER = ["--import", "tsx", path.join(ROOT, "server/index.ts")];

/** The server's environment: on `port`, its database in `dataDir` (a migrated one copied in first, when it has none). */
function serverEnv(port: number, dataDir: string): NodeJS.ProcessEnv {
  seedDatabase(dataDir);
  return {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    SEED_DIR: FIXTURE_SEED,
    PUBLIC_DIR: path.join(dataDir, "no-site"),
    LOG_LEVEL: "warn",
    NODE_ENV: "production",
    ADMIN_TOKEN,
    // 50 clients from one address: above the per-client limit of submissions.
    RATE_LIMIT_SUBMISSIONS: "1000",
  };
}

/** The server on `dataDir`. */
function startServer(port: number, dataDir: string): ChildProcess {
  const child = spawn(process.execPath, SERVER, { cwd: ROOT, env: serverEnv(port, dataDir), stdio: ["ignore", "pipe", "pipe"] });
  child.stderr?.on("data", () => undefined);
  child.stdout?.on("data", () => undefined);
  return child;
}

async function waitReady(base: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${base}/api/stores?itemsPerPage=1`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("server did not start");
}

function stopped(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once("exit", () => resolve()));
}

describe("durability of acknowledged POSTs", () => {
  let dataDir = "";
  let child: ChildProcess | null = null;

  afterAll(async () => {
    if (child) await endProcess(child, "SIGKILL");
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("keeps every 201 across a SIGKILL and a restart", async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "uniglass-durability-"));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    child = startServer(port, dataDir);
    await waitReady(base, child);
    const first = child;

    const acknowledged: { id: number; email: string }[] = [];
    let killed = false;
    let settled = 0;
    let unsettledAtKill = 0;
    const post = async (i: number) => {
      const email = `durable-${i}@example.com`;
      try {
        const res = await fetch(`${base}/api/newsletter_subscribers`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-xsrf-token": TOKEN, cookie: `XSRF-TOKEN=${TOKEN}` },
          body: JSON.stringify({ email, consent: true, locale: i % 2 ? "fr" : "en" }),
        });
        if (res.status === 201) {
          const body = (await res.json()) as { id: number };
          acknowledged.push({ id: body.id, email });
          if (acknowledged.length === 15 && !killed) {
            killed = true;
            unsettledAtKill = 40 - settled - 1;
            first.kill("SIGKILL");
          }
        }
      } catch {
        // in flight when the process died: not acknowledged
      } finally {
        settled += 1;
      }
    };
    await Promise.all(Array.from({ length: 40 }, (_, i) => post(i)));
    if (!killed) first.kill("SIGKILL");
    await stopped(first);
    expect(first.signalCode).toBe("SIGKILL");
    expect(acknowledged.length).toBeGreaterThanOrEqual(15);
    // Killed mid-way: requests were still open. (Their answers may already have been on the
    // client's side of the socket, so all 40 can be acknowledged on a fast machine.)
    expect(unsettledAtKill).toBeGreaterThan(0);

    child = startServer(port, dataDir);
    await waitReady(base, child);
    const res = await fetch(`${base}/api/_admin/submissions`, { headers: adminHeaders });
    const rows = ((await res.json()) as { newsletter_subscribers: { id: number; email: string }[] }).newsletter_subscribers;
    const stored = new Map(rows.map((r) => [r.id, r.email]));
    for (const ack of acknowledged) expect(stored.get(ack.id)).toBe(ack.email);

    // The restarted server still takes writes.
    const after = await fetch(`${base}/api/newsletter_subscribers`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-xsrf-token": TOKEN, cookie: `XSRF-TOKEN=${TOKEN}` },
      body: JSON.stringify({ email: "after-restart@example.com", consent: true }),
    });
    expect(after.status).toBe(201);
  });

  it("loses no acknowledged POST and stores none twice when 50 concurrent clients retry with their Idempotency-Key after a SIGKILL", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "uniglass-durability-"));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    let server = startServer(port, dir);
    try {
      await waitReady(base, server);
      const first = server;
      const COUNT = 50;
      const send = (i: number) =>
        fetch(`${base}/api/newsletter_subscribers`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "x-xsrf-token": TOKEN,
            cookie: `XSRF-TOKEN=${TOKEN}`,
            "idempotency-key": `durable-key-${i}`,
          },
          body: JSON.stringify({ email: `retry-${i}@example.com`, consent: true, locale: "fr" }),
        });
      const acknowledged = new Map<number, number>();
      let killed = false;
      let settled = 0;
      let unsettledAtKill = 0;
      await Promise.all(
        Array.from({ length: COUNT }, async (_, i) => {
          try {
            const res = await send(i);
            if (res.status !== 201) return;
            acknowledged.set(i, ((await res.json()) as { id: number }).id);
            if (acknowledged.size === 20 && !killed) {
              killed = true;
              unsettledAtKill = COUNT - settled - 1;
              first.kill("SIGKILL");
            }
          } catch {
            // cut by the kill: the client does not know whether it was stored
          } finally {
            settled += 1;
          }
        }),
      );
      if (!killed) first.kill("SIGKILL");
      await stopped(first);
      expect(first.signalCode).toBe("SIGKILL");
      expect(acknowledged.size).toBeGreaterThanOrEqual(20);
      expect(unsettledAtKill).toBeGreaterThan(0);

      server = startServer(port, dir);
      await waitReady(base, server);
      // Every client that got no 201 retries with the same key; acknowledged ones retry too (a lost answer looks the same).
      const retried = await Promise.all(
        Array.from({ length: COUNT }, async (_, i) => {
          const res = await send(i);
          return { i, status: res.status, replayed: res.headers.get("idempotent-replayed"), id: ((await res.json()) as { id: number }).id };
        }),
      );
      for (const r of retried) {
        expect(r.status).toBe(201);
        if (acknowledged.has(r.i)) {
          expect(r).toMatchObject({ replayed: "true", id: acknowledged.get(r.i) });
        }
      }
      const res = await fetch(`${base}/api/_admin/submissions`, { headers: adminHeaders });
      const rows = ((await res.json()) as { newsletter_subscribers: { id: number; email: string }[] }).newsletter_subscribers.filter((r) =>
        r.email.startsWith("retry-"),
      );
      expect(rows).toHaveLength(COUNT);
      expect(new Set(rows.map((r) => r.email)).size).toBe(COUNT);
      const stored = new Map(rows.map((r) => [r.id, r.email]));
      for (const [i, id] of acknowledged) expect(stored.get(id)).toBe(`retry-${i}@example.com`);
    } finally {
      await endProcess(server, "SIGKILL");
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

/** Whether process `pid` has ended (or only waits, a zombie, for its new parent to reap it). */
function ended(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return true;
  }
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).startsWith("Z");
  } catch {
    // No /proc (not Linux): it answered, so it runs. (Or it has just gone: the next look says so.)
    return false;
  }
}

describe("a server started with an IPC channel", () => {
  it("stops, and frees its port, when the process that started it is killed", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "uniglass-durability-"));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    // The starter does what the browser tests' setup does (e2e/support/sample-server.ts), and prints the server's pid.
    const starter = spawn(
      process.execPath,
      [
        "-e",
        `const child = require("node:child_process").spawn(process.execPath, ${JSON.stringify(SERVER)}, { stdio: ["ignore", "ignore", "inherit", "ipc"] });
         console.log(child.pid);`,
      ],
      { cwd: ROOT, env: serverEnv(port, dir), stdio: ["ignore", "pipe", "inherit"] },
    );
    let pid = 0;
    try {
      pid = await new Promise<number>((resolve, reject) => {
        starter.stdout?.once("data", (chunk: Buffer) => resolve(Number(String(chunk).trim())));
        starter.once("exit", (code) => reject(new Error(`the starter exited with ${code}`)));
      });
      await waitReady(base, starter);
      starter.kill("SIGKILL");
      await stopped(starter);
      await eventually(async () => expect(ended(pid)).toBe(true), 20_000);
      await expect(fetch(`${base}/api/stores?itemsPerPage=1`)).rejects.toThrow();
    } finally {
      await endProcess(starter, "SIGKILL");
      if (pid && !ended(pid)) process.kill(pid, "SIGKILL");
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
