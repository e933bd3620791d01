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

// No component test talks to a real server: jsdom's origin (http://localhost/) has none, and a
// request that escaped its test's mocks would only print a connection error after the test passed.
// Such a request fails the test that made it.
let requests: jest.SpiedFunction<XMLHttpRequest["open"]> | undefined;
beforeEach(() => {
  requests = jest.spyOn(XMLHttpRequest.prototype, "open");
});
afterEach(() => {
  const made = (requests?.mock.calls ?? []).map(([method, url]) => `${method} ${String(url)}`);
  requests?.mockRestore();
  if (made.length > 0) throw new Error(`A real request left the test (mock the API call it makes): ${made.join(", ")}`);
});
