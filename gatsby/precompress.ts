import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(html|js|css|json|xml|svg|txt|ics|webmanifest)$/;
/** Below this size the compressed file saves less than a packet. */
const MIN_BYTES = 1024;
/**
 * Brotli's best quality costs about 20 times the time of quality 5 for 5–10 %
 * fewer bytes: worth it for the few scripts and stylesheets every visitor
 * downloads, not for the hundreds of pages and page-data files.
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
  for (const copy of copies) {
    const source = copy.replace(COPY, "");
    if (files.has(source) || !COMPRESSIBLE.test(source)) continue;
    fs.rmSync(copy, { force: true });
    removed++;
    for (let dir = path.dirname(copy); dir.startsWith(publicDir + path.sep) && fs.readdirSync(dir).length === 0; dir = path.dirname(dir)) {
      fs.rmdirSync(dir);
    }
  }
  return removed;
}

/** Both copies exist and were written after the file last was (strictly: a tick shared by both proves nothing), so compressing again would give the same bytes. */
function copiesAreCurrent(file: string, listing: Map<string, FileState>): boolean {
  const source = listing.get(file)?.mtimeMs ?? Infinity;
  const gz = listing.get(`${file}.gz`);
  const br = listing.get(`${file}.br`);
  return !!gz && !!br && gz.mtimeMs > source && br.mtimeMs > source;
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
 */
export async function precompress(publicDir: string, listing?: Map<string, FileState>): Promise<PrecompressReport> {
  const root = path.resolve(publicDir);
  const states = listing ?? listTextFiles(root);
  const files: string[] = [];
  const copies: string[] = [];
  for (const [file, { size }] of states) {
    if (COPY.test(file)) copies.push(file);
    else if (size >= MIN_BYTES) files.push(file);
  }
  const removed = removeOrphanCopies(root, copies, new Set(files));
  const report: PrecompressReport = { files: files.length, unchanged: 0, bytes: 0, gzipBytes: 0, brotliBytes: 0, removed };
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++];
      if (copiesAreCurrent(file, states)) {
        report.unchanged++;
        continue;
      }
      const source = await fs.promises.readFile(file);
      const quality = bestQuality(file) ? zlib.constants.BROTLI_MAX_QUALITY : 5;
      const [gz, br] = await Promise.all([
        gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
        brotli(source, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        }),
      ]);
      await Promise.all([fs.promises.writeFile(`${file}.gz`, gz), fs.promises.writeFile(`${file}.br`, br)]);
      report.bytes += source.length;
      report.gzipBytes += gz.length;
      report.brotliBytes += br.length;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, os.availableParallelism?.() ?? os.cpus().length) }, worker));
  return report;
}
