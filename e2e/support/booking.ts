/** The booking dialog as a visitor reaches it in the browser tests: opened from a page, then a visit chosen. */
import type { Locator, Page } from "playwright-core";

/** Opens `path`, taps the button named `action` and returns the dialog titled `title` once its categories are there. */
export async function openBookingForm(page: Page, path: string, action: RegExp, title: string): Promise<Locator> {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  await page.getByRole("button", { name: action }).first().click();
  const dialog = page.getByRole("dialog", { name: title });
  await dialog.locator("select[name=category] option").nth(1).waitFor({ state: "attached" });
  return dialog;
}

/** Picks the service by its name, then the day once it is offered, then the time starting at `start`. */
export async function chooseVisit(dialog: Locator, visit: { category: string; date: string; start: string }): Promise<void> {
  await dialog.locator("select[name=category]").selectOption({ label: visit.category });
  await dialog.locator(`select[name=date] option[value="${visit.date}"]`).waitFor({ state: "attached" });
  await dialog.locator("select[name=date]").selectOption(visit.date);
  await dialog.locator(`input[name=startTime][value="${visit.start}"]`).check();
}
