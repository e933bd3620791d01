import type { Browser, BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import { launch, newContext } from "../browser";

export interface BrowserSession {
  /** A new context (with `options`) and its page, in place of the test's earlier one; closed after the test. */
  open(options?: BrowserContextOptions): Promise<{ context: BrowserContext; page: Page }>;
}

/**
 * What most browser test files start with: one browser for the file, launched
 * before its first test and closed after its last, and a new context and page
 * for each test (`open`), closed after it. Call it at the top of the file.
 */
export function browserSession(): BrowserSession {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  beforeAll(async () => {
    browser = await launch();
  });
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    async open(options = {}) {
      if (!browser) throw new Error("browserSession().open() runs in a test, after the file's beforeAll");
      await context?.close();
      context = await newContext(browser, options);
      return { context, page: await context.newPage() };
    },
  };
}
