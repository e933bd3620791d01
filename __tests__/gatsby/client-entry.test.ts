/**
 * @jest-environment jsdom
 */
import { onClientEntry } from "../../gatsby-browser";

describe("onClientEntry", () => {
  it("lets Gatsby load the page only in a later task, not in the one that evaluated the app's code", async () => {
    jest.useFakeTimers();
    try {
      let settled = false;
      const entry = onClientEntry();
      expect(entry).toBeInstanceOf(Promise);
      void entry.then(() => (settled = true));
      for (let i = 0; i < 5; i++) await Promise.resolve();
      expect(settled).toBe(false);
      jest.runOnlyPendingTimers();
      await entry;
      expect(settled).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });
});
