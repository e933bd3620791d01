// The order the browser tests start in, for the two Jest workers: the files
// that take longest first (they build a site of their own, or sweep every
// page), so that neither worker is left with a long file at the end. The
// two that build take turns in the shared build's copy (e2e/support/site-build.ts):
// a sweep starts between them, so that the second finds the copy free when its
// worker reaches it instead of waiting for it. Then the files that take 20 s
// or more though they are small (pages loaded on a slowed processor, fifty
// malformed addresses, photo uploads retried, carousels waited for, pages
// loaded before they hydrate…), longest first: started last, where their size
// put them, one of them could keep a worker busy for a minute or half of one
// with nothing left for the other (in a CI run, a 22-second file ran alone at
// the end). The others, all shorter, follow in Jest's own order (the slowest
// of the last run first, when Jest remembers it, else the largest file first).
const path = require("node:path");
const Sequencer = require("@jest/test-sequencer").default;

const LONGEST_FIRST = [
  "rebuild-changes",
  "every-page-axe-fr",
  "hostile-input",
  "every-page-axe-en",
  "every-page",
  "console",
  "malformed-query",
  "photo-retry",
  "store-finder",
  "home-services",
  "keyboard-and-screens",
  "taps-before-hydration",
  "visitor-forms",
  "visitor-content",
  "site-foundation",
  "manage-booking",
  "find-a-shop",
  "faults",
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
