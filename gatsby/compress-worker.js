// A worker thread of precompress.ts: writes `file.gz` and `file.br` beside
// each file it is sent. Plain JavaScript because a worker thread is started
// from a file Node runs as it is (Gatsby compiles gatsby-node's TypeScript
// into one bundle, which a worker cannot point into).
//
// Messages in: an array of { file, quality, level } (brotli's quality and gzip's level for that file),
// or null when there is nothing more; the worker then answers with its totals.
// The synchronous zlib calls give the same bytes as the asynchronous ones the
// build used before; those ran on libuv's pool, yet at 2,000 shops on two cores
// barely faster than one thread (13.3 s against 14.1 s), where these threads
// run side by side.
const fs = require("node:fs");
const zlib = require("node:zlib");
const { parentPort } = require("node:worker_threads");

const totals = { bytes: 0, gzipBytes: 0, brotliBytes: 0 };

parentPort.on("message", (jobs) => {
  if (jobs === null) {
    parentPort.postMessage(totals);
    parentPort.close();
    return;
  }
  for (const { file, quality, level } of jobs) {
    const source = fs.readFileSync(file);
    const gz = zlib.gzipSync(source, { level });
    const br = zlib.brotliCompressSync(source, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    });
    fs.writeFileSync(`${file}.gz`, gz);
    fs.writeFileSync(`${file}.br`, br);
    totals.bytes += source.length;
    totals.gzipBytes += gz.length;
    totals.brotliBytes += br.length;
  }
});
