/**
 * No tap lost while a page wakes up: with the CPU slowed 6× (a low-end
 * phone), each control is tapped once, as soon as it is drawn, and must do
 * what its label said at that moment, without a second tap. To tap before
 * the page's scripts have run, whatever the machine's speed, the scripts are
 * held back until the tap was made (as a slow network would); the page
 * records whether it had hydrated when the tap reached it.
 */
import type { BrowserContext, Page } from "playwright-core";
import { passTime } from "./browser";
import { browserSession } from "./support/session";

const CPU_SLOWDOWN = 6;
const PHONE = { width: 390, height: 844 };

const session = browserSession();
let context: BrowserContext;
let page: Page;

let releaseScripts: () => void = () => undefined;

async function open(viewport = { width: 1280, height: 900 }): Promise<void> {
  ({ context, page } = await session.open({ viewport, hasTouch: viewport.width < 768 }));
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  // The page notes, as each click reaches it (before any of its own listeners), whether it had hydrated.
  await page.addInitScript(() => {
    const seen: boolean[] = [];
    (window as unknown as { __clicksSeen: boolean[] }).__clicksSeen = seen;
    window.addEventListener("click", (event) => event.isTrusted && seen.push(document.documentElement.hasAttribute("data-hydrated")), true);
  });
}

/** Loads `path` with its scripts held back until `tapOnce` has tapped. */
async function load(path: string): Promise<void> {
  const held = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route(/\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(path, { waitUntil: "commit" });
}

async function waitForHydration(): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 60_000 });
}

/** Taps (or clicks) once as soon as the control is drawn, then lets the scripts come; whether the page had hydrated when the tap reached it. */
async function tapOnce(target: ReturnType<Page["locator"]>, { touch = false } = {}): Promise<boolean> {
  if (touch) await target.tap({ timeout: 60_000 });
  else await target.click({ timeout: 60_000 });
  const seen = await page.evaluate(() => (window as unknown as { __clicksSeen: boolean[] }).__clicksSeen);
  releaseScripts();
  expect(seen).toHaveLength(1);
  return seen[0];
}

describe("a tap before the page has hydrated", () => {
  it("on the carousel's control pauses it for good: the control is drawn as it will be once the carousel runs", async () => {
    await open();
    // The page's clock, moved by hand over the 5 s between slides.
    await page.clock.install();
    await load("/");
    const control = page.getByRole("button", { name: "Mettre le carrousel en pause" });
    const before = await tapOnce(control);
    await waitForHydration();
    // Longer than the 5 s between slides: a carousel still running would have moved on.
    await passTime(page, 6_500);
    expect(before).toBe(false);
    await expect(page.getByRole("button", { name: "Faire défiler le carrousel" }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole("button", { name: "Afficher la diapositive 1" }).getAttribute("aria-current")).resolves.toBe("true");
  });

  it("on a store page's « Demander une estimation » opens the estimate form", async () => {
    await open();
    await load("/emplacement/uniglass-montreal-rosemont/");
    const before = await tapOnce(page.getByRole("button", { name: "Demander une estimation – Uniglass Montréal – Rosemont" }));
    expect(before).toBe(false);
    await expect(page.getByRole("dialog", { name: /estimation/i }).waitFor({ timeout: 60_000 })).resolves.toBeUndefined();
  });

  it("on a finder card's star makes that shop the favourite", async () => {
    await open();
    await page.goto("/emplacement/?key=Laval", { waitUntil: "commit" });
    const star = page.getByRole("button", { name: /^Choisir .* comme mon atelier$/ }).first();
    const name = await star.getAttribute("aria-label", { timeout: 60_000 });
    await star.click();
    const shop = name!.replace(/^Choisir (.*) comme mon atelier$/, "$1");
    await expect(
      page
        .getByRole("button", { name: `Retirer ${shop} de mon atelier favori` })
        .first()
        .waitFor({ timeout: 30_000 }),
    ).resolves.toBeUndefined();
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === "uniglass_FavoriteStore")?.value).toBeTruthy();
  });

  it("on « Trouver » with a place typed lists the shops near it", async () => {
    await open();
    await load("/");
    const box = page.getByRole("combobox", { name: "Code postal, ville ou adresse" }).first();
    await box.fill("Laval", { timeout: 60_000 });
    // A search is a form sent by the browser itself: the page is left (its scripts never run).
    await page.getByRole("button", { name: "Trouver", exact: true }).first().click();
    releaseScripts();
    await page.waitForURL(/\/emplacement\/\?key=Laval/, { timeout: 60_000 });
    await expect(
      page
        .getByRole("list", { name: /Résultats de la recherche/ })
        .getByRole("article")
        .first()
        .waitFor({ timeout: 60_000 }),
    ).resolves.toBeUndefined();
  });

  it("on the language switcher opens the same page in English", async () => {
    await open();
    await load("/a-propos/");
    // A link the browser follows itself: the page is left (its scripts never run).
    await page
      .getByRole("link", { name: /English/ })
      .first()
      .click();
    releaseScripts();
    await page.waitForURL(/\/en\/about\/$/, { timeout: 60_000 });
    await expect(page.locator("html").getAttribute("lang")).resolves.toMatch(/^en/);
  });

  it("on a phone's menu button opens the menu", async () => {
    await open(PHONE);
    await load("/a-propos/");
    const menu = page.getByRole("button", { name: "Menu", exact: true });
    const before = await tapOnce(menu, { touch: true });
    expect(before).toBe(false);
    await waitForHydration();
    await page.waitForTimeout(500);
    await expect(page.getByRole("button", { name: "Fermer le menu" }).getAttribute("aria-expanded")).resolves.toBe("true");
    await expect(page.getByRole("navigation", { name: "Navigation principale" }).getByRole("link", { name: "Services" }).isVisible()).resolves.toBe(true);
  });
});
