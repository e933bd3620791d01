import type { Locator } from "playwright-core";

/**
 * Clicks `button` until `appears` shows: the button is in the static HTML
 * before the page has hydrated, and a click before that does nothing.
 */
export async function clickUntil(button: Locator, appears: Locator): Promise<void> {
  for (let attempt = 0; attempt < 20; attempt++) {
    if (await appears.isVisible()) return;
    if (await button.isVisible()) await button.click();
    try {
      await appears.waitFor({ timeout: 1000 });
      return;
    } catch {
      // not hydrated yet
    }
  }
  await appears.waitFor();
}
