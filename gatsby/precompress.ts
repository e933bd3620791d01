import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import zlib from "node:zlib";

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(html|js|css|json|xml|svg|txt|ics|webmanifest)$/;
/** Below this size the compressed file saves less than a packet. */
const MIN_BYTES = 1024;
/**
 * Brotli's best quality costs about 20 times the time of quality 5 for 5–10 %
 * fewer bytes: worth it for the few scripts and stylesheets every visitor
 * downloads, not for the hundreds of pages and page-data files. Likewise
 * gzip's level 9 against 6: 30 % more time for 0.2 % fewer bytes on the pages
 * and their data (measured at 10,000 shops).
 */
const bestQuality = (file: string) => /\.(js|css)$/.test(file);

export interface PrecompressReport {
  files: number;
  /** Files whose copies were already newer than them (a rebuild left them as they were). */
  unchanged: number;
  bytes: number;
  gzipBytes: number;
  brotliBytes: number;
  /** Copies removed because their file is gone or no longer compressed (a shop closed, a page shrank). */
  removed: number;
}

const COPY = /\.(gz|br)$/;

/** A file's size and modification time, as a walk of the built site found them. */
export interface FileState {
  mtimeMs: number;
  size: number;
}

/**
 * The text files of the built site and their compressed copies (absolute
 * paths, in the order of a depth-first walk), with their states: what the
 * compressed copies and `_headers` (the pages) both read. Listed once after
 * the build for the two: public/ holds tens of thousands of files (37,000 at
 * 2,000 shops), and walking it and reading every file's state twice cost
 * about as much as the little a cached rebuild leaves them to do.
 */
export function listTextFiles(dir: string, out = new Map<string, FileState>()): Map<string, FileState> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) listTextFiles(full, out);
    else if (COPY.test(entry.name) || COMPRESSIBLE.test(entry.name)) {
      const { mtimeMs, size } = fs.statSync(full);
      out.set(full, { mtimeMs, size });
    }
  }
  return out;
}

/**
 * Removes the copies of files a rebuild deleted or left too small to compress:
 * a server that negotiates encodings would go on sending a deleted page or the
 * old bytes of a shrunk one, and a deploy would upload them. A folder left
 * empty goes too.
 */
function removeOrphanCopies(publicDir: string, copies: string[], files: Set<string>): number {
  let removed = 0;
  const folders = new Set<string>();
  for (const copy of copies) {
    const source = copy.replace(COPY, "");
    if (files.has(source) || !COMPRESSIBLE.test(source)) continue;
    fs.rmSync(copy, { force: true });
    removed++;
    folders.add(path.dirname(copy));
  }
  removeEmptyFolders(publicDir, folders);
  return removed;
}

/**
 * Removes those of `folders` (inside publicDir) left empty, then their parents
 * left empty, a level at a time: each folder is read once, not once for each
 * file removed from it (at 10,000 shops `emplacement/` holds 10,000 folders,
 * and reading it again for every removed copy took minutes).
 */
function removeEmptyFolders(publicDir: string, folders: Set<string>): void {
  for (let level = folders; level.size > 0;) {
    const parents = new Set<string>();
    for (const folder of level) {
      if (!folder.startsWith(publicDir + path.sep) || !fs.existsSync(folder) || fs.readdirSync(folder).length > 0) continue;
      fs.rmdirSync(folder);
      parents.add(path.dirname(folder));
    }
    level = parents;
  }
}

/** Both copies exist and were written after the file last was (strictly: a tick shared by both proves nothing), so compressing again would give the same bytes. */
function copiesAreCurrent(file: string, listing: Map<string, FileState>): boolean {
  const source = listing.get(file)?.mtimeMs ?? Infinity;
  const gz = listing.get(`${file}.gz`);
  const br = listing.get(`${file}.br`);
  return !!gz && !!br && gz.mtimeMs > source && br.mtimeMs > source;
}

/** What one file asks of a worker: its path, brotli's quality and gzip's level for it. */
interface Job {
  file: string;
  quality: number;
  level: number;
}

type Totals = Pick<PrecompressReport, "bytes" | "gzipBytes" | "brotliBytes">;

/**
 * Worker threads (compress-worker.js) that compress the files they are given,
 * one thread per core, started at the first file. Files are dealt out in
 * batches in turn, so the threads work while the main thread does something
 * else (the pages' rewrite for the security headers) and need nothing from it.
 */
class CompressionThreads {
  private readonly workers: { worker: Worker; totals: Promise<Totals> }[] = [];
  private turn = 0;

  constructor(private readonly threads: number) {}

  add(jobs: Job[]): void {
    if (jobs.length === 0) return;
    while (this.workers.length < this.threads) this.workers.push(startWorker());
    const batch = Math.max(1, Math.min(64, Math.ceil(jobs.length / (this.threads * 4))));
    for (let i = 0; i < jobs.length; i += batch) {
      this.workers[this.turn++ % this.workers.length].worker.postMessage(jobs.slice(i, i + batch));
    }
  }

  async finish(): Promise<Totals> {
    for (const { worker } of this.workers) worker.postMessage(null);
    const sum: Totals = { bytes: 0, gzipBytes: 0, brotliBytes: 0 };
    for (const totals of await Promise.all(this.workers.map((w) => w.totals))) {
      for (const key of Object.keys(sum) as (keyof Totals)[]) sum[key] += totals[key];
    }
    return sum;
  }
}

function startWorker(): { worker: Worker; totals: Promise<Totals> } {
  const worker = new Worker(path.join(__dirname, "compress-worker.js"));
  const totals = new Promise<Totals>((resolve, reject) => {
    worker.once("message", resolve);
    worker.once("error", reject);
    worker.once("exit", (code) => reject(new Error(`a compression thread stopped (exit code ${code}) before it had compressed its files`)));
  });
  return { worker, totals };
}

/**
 * Writes `file.gz` and `file.br` beside every text file of the built site, so
 * a server or host serves compressed bytes without compressing at each
 * request (the sample server does, as S3/CloudFront or nginx with
 * gzip_static/brotli_static can; Netlify and Cloudflare compress themselves).
 * The output is deterministic: an unchanged file gets the same bytes again,
 * so a file the build did not write again since its copies were made is
 * skipped (a cached rebuild writes the pages that changed, not all of them),
 * and the copies of a file the build no longer writes are removed.
 * `listing` is listTextFiles(publicDir) when the caller has it, as it is now.
 *
 * The compressing runs in worker threads, one per core. `whileCompressing`,
 * when given, runs on the main thread while they compress every file but the
 * HTML pages, which are compressed after it: it may rewrite them, and give
 * their new states in `listing`.
 */
export async function precompress(
  publicDir: string,
  listing?: Map<string, FileState>,
  options: { whileCompressing?: () => void } = {},
): Promise<PrecompressReport> {
  const root = path.resolve(publicDir);
  const states = listing ?? listTextFiles(root);
  const files: string[] = [];
  const copies: string[] = [];
  for (const [file, { size }] of states) {
    if (COPY.test(file)) copies.push(file);
    else if (size >= MIN_BYTES) files.push(file);
  }
  const removed = removeOrphanCopies(root, copies, new Set(files));
  let unchanged = 0;
  const jobs = (list: string[]): Job[] =>
    list.flatMap((file) => {
      if (copiesAreCurrent(file, states)) {
        unchanged++;
        return [];
      }
      const best = bestQuality(file);
      return [{ file, quality: best ? zlib.constants.BROTLI_MAX_QUALITY : 5, level: best ? zlib.constants.Z_BEST_COMPRESSION : 6 }];
    });
  const isPage = (file: string) => file.endsWith(".html");
  const threads = new CompressionThreads(Math.max(1, os.availableParallelism?.() ?? os.cpus().length));
  try {
    threads.add(jobs(files.filter((file) => !isPage(file))));
    options.whileCompressing?.();
    threads.add(jobs(files.filter(isPage)));
  } catch (error) {
    // The threads end even so, or the process would wait for them.
    await threads.finish().catch(() => undefined);
    throw error;
  }
  const totals = await threads.finish();
  return { files: files.length, unchanged, removed, ...totals };
}
