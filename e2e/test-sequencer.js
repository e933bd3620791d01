// The order the browser tests start in, for the two Jest workers: the files
// that take longest first (they build a site of their own, or sweep every
// page), so that neither worker is left with a long file at the end. The
// two that build take turns in the shared build's copy (e2e/support/site-build.ts):
// a sweep starts between them, so that the second finds the copy free when its
// worker reaches it instead of waiting for it. Then the other files that
// took 20 s or more in a CI run, longest first (pages loaded on a slowed
// processor, the finder's searches, photo uploads retried…): started last,
// where a fresh clone's order by size would put the small ones among them,
// one of them could keep a worker busy with nothing left for the other (in
// a CI run, a 22-second file ran alone at the end). The others, all
// shorter, follow in Jest's own order (the slowest of the last run first,
// when Jest remembers it, else the largest file first).
const path = require("node:path");
const Sequencer = require("@jest/test-sequencer").default;

const LONGEST_FIRST = [
  "rebuild-changes",
  "every-page-axe-fr",
  "hostile-input",
  "every-page-axe-en",
  "store-finder",
  "console",
  "site-foundation",
  "visitor-content",
  "faults",
  "every-page",
  "visitor-forms",
  "photo-retry",
];

const rank = (test) => {
  const index = LONGEST_FIRST.indexOf(path.basename(test.path, ".e2e.ts"));
  return index === -1 ? LONGEST_FIRST.length : index;
};

class LongestFirst extends Sequencer {
  async sort(tests) {
    const sorted = await super.sort(tests);
    return [...sorted].sort((a, b) => rank(a) - rank(b));
  }
}

module.exports = LongestFirst;
