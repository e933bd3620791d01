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

/** The text files to compress, and the compressed copies already there. */
function walk(dir: string, out = { files: [] as string[], copies: [] as string[] }): typeof out {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (COPY.test(entry.name)) out.copies.push(full);
    else if (COMPRESSIBLE.test(entry.name) && fs.statSync(full).size >= MIN_BYTES) out.files.push(full);
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
function copiesAreCurrent(file: string): boolean {
  try {
    const source = fs.statSync(file).mtimeMs;
    return fs.statSync(`${file}.gz`).mtimeMs > source && fs.statSync(`${file}.br`).mtimeMs > source;
  } catch {
    return false;
  }
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
 */
export async function precompress(publicDir: string): Promise<PrecompressReport> {
  const root = path.resolve(publicDir);
  const { files, copies } = walk(root);
  const removed = removeOrphanCopies(root, copies, new Set(files));
  const report: PrecompressReport = { files: files.length, unchanged: 0, bytes: 0, gzipBytes: 0, brotliBytes: 0, removed };
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++];
      if (copiesAreCurrent(file)) {
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
