/** The finder part: "Find" pressed to the first result painted, from the API and from the built index (scripts/bench-finder.ts). */
import fs from "node:fs";
import path from "node:path";
import { benchFinder, finderTable } from "../../bench-finder";
import { buildAgainstSampleApi, ROOT } from "../../lib/sample-site";
import type { Part, Step } from "../types";

export const finderStep: Step = {
  part: "finder",
  run: async (context) => {
    const built = fs.existsSync(path.join(ROOT, "public", "index.html"));
    if (context.built.publicHolds !== "sample" && !(context.options.skipBuild && built)) {
      console.log("\n== bench: build of the sample site for the finder (not timed) ==");
      await buildAgainstSampleApi({ siteUrl: context.siteUrl });
      context.built.publicHolds = "sample";
    }
    console.log("\n== bench: store finder, Find pressed to first result painted ==");
    context.results.finder = await benchFinder({ port: context.options.port + 2 });
  },
};

export const finderPart: Part = {
  name: "finder",
  summary: 'store finder: "Find" pressed to the first result painted, answered by the API and by the built index',
  print: (results) => (results.finder ? [`Store finder\n${finderTable(results.finder)}`] : []),
  figures: (results) =>
    (results.finder ?? []).flatMap((f) => (["coldMs", "medianMs"] as const).map((k): [string, number] => [`finder ${f.source} ${k}`, f[k]])),
};
