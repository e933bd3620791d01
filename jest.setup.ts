import "@testing-library/jest-dom";
import { configure } from "@testing-library/react";
import { TextDecoder, TextEncoder } from "util";

// findBy… and waitFor wait up to 5 s for what they look for (1 s by default): the unit
// tests run on every core beside the lint, and on a busy machine a render can take
// longer than a second. They still fail when it never comes.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks TextEncoder, which the add-to-calendar file (src/lib/ics.ts) uses to fold lines.
if (typeof globalThis.TextEncoder === "undefined") {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}
