/**
 * The parts of `npm run bench` and the order of their steps. A new part: a
 * module exporting its Part (name, tables, numbers for --compare) and its
 * Step(s), its field in Results (types.ts), and one line in each list below.
 */
import { lighthousePart, lighthouseStep } from "./lighthouse/part";
import { buildsPart, generatedBuildStep, rebuildPart, rebuildStep, sampleBuildStep } from "./parts/builds";
import { searchPart, searchStep } from "./parts/search";
import { finderPart, finderStep } from "./parts/finder";
import { interactionsPart, interactionsStep } from "./parts/interactions";
import type { Part, Step } from "./types";

/** Names for --only, tables and --compare, in the order they print. */
export const PARTS: Part[] = [searchPart, buildsPart, rebuildPart, lighthousePart, interactionsPart, finderPart];

/**
 * Steps in the order they run. The sample's cold build comes right before
 * Lighthouse, the interactions and the finder, which measure that build; the generated set's
 * builds come after, as they overwrite public/.
 */
export const STEPS: Step[] = [searchStep, sampleBuildStep, lighthouseStep, interactionsStep, finderStep, generatedBuildStep, rebuildStep];
