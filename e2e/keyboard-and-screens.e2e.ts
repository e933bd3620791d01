/**
 * Keyboard, screen readers, small screens and forced colours (WCAG 2.2 AA),
 * in the built site: the home carousel after it has turned (axe, hidden
 * slides inert, a focused link never slides away), the favourite star's
 * tooltip (beside the name, Escape), the language of reviews and of Gatsby's
 * page announcement, the finder's map on a phone (a list / map toggle,
 * markers of at least 24 px that never overlap, groups that zoom in), the
 * mobile menu (steady button, Escape), service pages on a phone (one
 * postal-code box), the hero's text contrast and alignment, forced colours,
 * and the manage-booking page's buttons and the photo names on a phone.
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import type { BrowserContextOptions, Locator, Page } from "playwright-core";
import { axeViolations, passTime, WCAG_22_AA } from "./browser";
import { eventually } from "./support/eventually";
import { ORIGIN } from "./env";
import { daySlots, openDays } from "./support/api";
import { browserSession } from "./support/session";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

const session = browserSession();
let page: Page;

/** `manualClock`: the page's clock moves only at the wall clock's pace or by `passTime`, from before the page loads. */
async function open(pathname: string, options: BrowserContextOptions = {}, { manualClock = false } = {}): Promise<void> {
  ({ page } = await session.open({ viewport: DESKTOP, ...options }));
  if (manualClock) await page.clock.install();
  await page.goto(pathname);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 60_000 });
}

type Box = { x: number; y: number; width: number; height: number };
const boxOf = async (locator: Locator): Promise<Box> => (await locator.boundingBox())!;
const intersects = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Relative luminance and contrast ratio (WCAG). */
function luminance([r, g, b]: number[]): number {
  const lin = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}
const contrast = (a: number[], b: number[]) => {
  const [l1, l2] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (l1 + 0.05) / (l2 + 0.05);
};

async function resultsShown(): Promise<void> {
  await page
    .getByRole("list", { name: /Résultats de la recherche|Search results/ })
    .getByRole("article")
    .first()
    .waitFor({ timeout: 60_000 });
  await page.locator('section[aria-labelledby="finder-title"][aria-busy="false"]').waitFor();
}

describe("the home carousel", () => {
  const slides = () => page.locator("[data-slide]");
  const current = () => page.locator('[data-slide][aria-hidden="false"]');

  it("after it has turned: axe finds nothing, hidden slides are inert, and a focused link stops it where it is", async () => {
    // The page's clock moved by hand over the 5 s between slides, once the carousel runs.
    await open("/", {}, { manualClock: true });
    await page.locator("[data-running]").waitFor({ state: "attached" });
    await passTime(page, 5_000);
    await slides().nth(1).and(current()).waitFor();
    expect(await axeViolations(page, WCAG_22_AA)).toEqual([]);
    const reachable = await page.evaluate(
      () =>
        [...document.querySelectorAll('[data-slide][aria-hidden="true"] a, [data-slide][aria-hidden="true"] button')].filter((el) => !el.closest("[inert]"))
          .length,
    );
    expect(reachable).toBe(0);

    // The slide shown now (axe took a while: it may have turned again), its link focused.
    const shown = await slides().evaluateAll((all) => all.findIndex((slide) => slide.getAttribute("aria-hidden") === "false"));
    const link = slides().nth(shown).getByRole("link");
    await link.focus();
    // Longer than the 5 s between slides: a carousel still turning would have moved the link away.
    await passTime(page, 7_000);
    expect(await slides().nth(shown).getAttribute("aria-hidden")).toBe("false");
    expect(await link.evaluate((el) => el === document.activeElement)).toBe(true);
    const box = await boxOf(link);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(DESKTOP.width);
    // The control now offers to play again.
    await page.getByRole("button", { name: "Faire défiler le carrousel" }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe("the hero on a phone and a desktop", () => {
  it("keeps its text at 4.5:1 or more over the lightest image (a scrim, not a shadow), unsmudged button text", async () => {
    await open("/", { viewport: PHONE });
    // The worst case: a white image, the text itself hidden to read the background behind it.
    await page.addStyleTag({
      content:
        "[data-slide] img { opacity: 0 !important } [data-slide] { background: #fff !important } [data-slide] > * { color: transparent !important; text-shadow: none !important; background: none !important }",
    });
    const slide = page.locator('[data-slide][aria-hidden="false"]');
    for (const part of [slide.locator("h2"), slide.locator("p").first()]) {
      const shot = await page.screenshot({ clip: await boxOf(part) });
      const { data, info } = await sharp(shot).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      let worst = Infinity;
      for (let i = 0; i < data.length; i += info.channels) worst = Math.min(worst, contrast([255, 255, 255], [data[i], data[i + 1], data[i + 2]]));
      expect(worst).toBeGreaterThanOrEqual(4.5);
    }
    expect(await slide.locator("a").evaluate((a) => getComputedStyle(a).textShadow)).toBe("none");
  });

  it("starts the headline where the page's content starts on a desktop", async () => {
    await open("/");
    const headline = await boxOf(page.locator('[data-slide][aria-hidden="false"] h2'));
    const contentStart = await page.evaluate(() => {
      const container = document.querySelector("header .container")!;
      return container.getBoundingClientRect().left + parseFloat(getComputedStyle(container).paddingLeft);
    });
    expect(Math.abs(headline.x - contentStart)).toBeLessThanOrEqual(1);
  });
});

describe("forced colours", () => {
  it("shows the current slide's bullet apart, the word mark in the text colour and a border on filled buttons", async () => {
    await open("/");
    await page.emulateMedia({ forcedColors: "active" });
    // The colour drawn at each bullet's centre, as forced colours paint it (computed styles keep the page's colours).
    const bullets = page.locator("section[aria-roledescription] ul > li > button");
    const centres: { current: boolean; rgb: number[] }[] = [];
    for (let i = 0; i < (await bullets.count()); i++) {
      const box = await boxOf(bullets.nth(i));
      const shot = await page.screenshot({ clip: { x: box.x + box.width / 2 - 1, y: box.y + box.height / 2 - 1, width: 2, height: 2 } });
      const { data } = await sharp(shot).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      centres.push({ current: (await bullets.nth(i).getAttribute("aria-current")) !== null, rgb: [...data.subarray(0, 3)] });
    }
    // The current one stands out from each other one (3:1, the contrast asked of a control's parts).
    const currentCentre = centres.find((c) => c.current)!.rgb;
    for (const other of centres.filter((c) => !c.current)) expect(contrast(currentCentre, other.rgb)).toBeGreaterThanOrEqual(3);
    const logo = await page.evaluate(() => {
      const text = document.querySelector("header svg text")!;
      return { fill: getComputedStyle(text).fill, color: getComputedStyle(document.querySelector("header")!).color };
    });
    expect(logo.fill).toBe(logo.color);
    const find = page.getByRole("button", { name: "Trouver", exact: true }).first();
    const border = await find.evaluate((b) => ({ style: getComputedStyle(b).borderTopStyle, width: parseFloat(getComputedStyle(b).borderTopWidth) }));
    expect(border.style).not.toBe("none");
    expect(border.width).toBeGreaterThanOrEqual(1);
  });
});

describe("the favourite star's tooltip", () => {
  it("stays off the shop's name and goes with Escape while the pointer is still on the star (fr)", async () => {
    await open("/emplacement/?key=Laval");
    await resultsShown();
    const card = page.getByRole("article").first();
    const star = card.getByRole("button", { name: /^Choisir .* comme mon atelier$/ });
    const tooltip = card.getByRole("tooltip");
    await star.hover();
    await tooltip.waitFor();
    expect(intersects(await boxOf(tooltip), await boxOf(card.getByRole("heading")))).toBe(false);
    await page.keyboard.press("Escape");
    await tooltip.waitFor({ state: "hidden" });
    // It comes back the next time the star is pointed at.
    await page.mouse.move(0, 0);
    await star.hover();
    await tooltip.waitFor();
  });
});

describe("languages", () => {
  const seed: { store: string; text: string; language: string }[] = JSON.parse(
    fs.readFileSync(path.join(__dirname, "..", "server", "seed", "testimonials.json"), "utf8"),
  );
  const STORE = "ziebart-montreal";
  const reviews = seed.filter((r) => r.store === STORE);

  it.each([
    ["fr", `/emplacement/${STORE}/commentaires/`],
    ["en", `/en/locations/${STORE}/reviews/`],
  ])("marks each review written in the other language with its lang (%s page)", async (language, pathname) => {
    expect(new Set(reviews.map((r) => r.language))).toEqual(new Set(["fr", "en"]));
    await open(pathname);
    for (const review of reviews) {
      const quote = page.locator("blockquote", { hasText: review.text }).first();
      expect(await quote.getAttribute("lang")).toBe(review.language === language ? null : review.language);
    }
  });

  it.each([
    ["/emplacement/", "Services", /^Page affichée : Services$/],
    ["/en/locations/", "Services", /^Navigated to Services$/],
  ])("Gatsby's announcement of a page reached by a link speaks the page's language (%s)", async (pathname, link, announcement) => {
    await open(pathname);
    await page.getByRole("navigation").getByRole("link", { name: link, exact: true }).click();
    await page.waitForURL(/\/services\/$/);
    const announcer = page.locator("#gatsby-announcer");
    await eventually(async () => expect(await announcer.textContent()).toMatch(announcement), 10_000);
  });
});

describe("the finder's map", () => {
  /** Every marker and group of the map, with its box on screen. */
  async function markerBoxes(): Promise<Box[]> {
    return page
      .locator('[data-testid="store-map"]')
      .locator("a, [role=button]")
      .evaluateAll((els) =>
        els.map((el) => {
          const r = el.getBoundingClientRect();
          return { x: r.x, y: r.y, width: r.width, height: r.height };
        }),
      );
  }

  function expectNoOverlap(boxes: Box[]): void {
    for (const box of boxes) {
      expect(box.width).toBeGreaterThanOrEqual(24);
      expect(box.height).toBeGreaterThanOrEqual(24);
    }
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const [a, b] = [boxes[i], boxes[j]];
        const apart = Math.hypot(a.x + a.width / 2 - (b.x + b.width / 2), a.y + a.height / 2 - (b.y + b.height / 2));
        expect(apart).toBeGreaterThanOrEqual((a.width + b.width) / 2);
      }
    }
  }

  it("on a phone: a list / map toggle, markers of 24 px or more that never overlap, a group that zooms in, a marker that leads to its card", async () => {
    await open("/emplacement/?key=H2X", { viewport: PHONE, hasTouch: true });
    await resultsShown();
    const map = page.getByRole("button", { name: "Carte", exact: true });
    expect(await map.getAttribute("aria-pressed")).toBe("false");
    await map.click();
    expect(await map.getAttribute("aria-pressed")).toBe("true");
    const svg = page.locator('[data-testid="store-map"]');
    await svg.waitFor();
    expect(await page.getByRole("list", { name: "Résultats de la recherche" }).isVisible()).toBe(false);
    await svg.scrollIntoViewIfNeeded();
    const before = await markerBoxes();
    expectNoOverlap(before);
    expect(await axeViolations(page, WCAG_22_AA)).toEqual([]);
    const group = svg.locator("[data-group]").first();
    expect(await svg.locator("[data-group]").count()).toBeGreaterThan(0);
    const members = Number(await group.getAttribute("data-group"));
    const viewBox = await svg.getAttribute("viewBox");
    await group.click();
    await eventually(async () => expect(await svg.getAttribute("viewBox")).not.toBe(viewBox));
    expectNoOverlap(await markerBoxes());
    expect((await markerBoxes()).length).toBeGreaterThanOrEqual(before.length - 1 + Math.min(members, 2));
    // The focus is on the first shop of the group, now a marker of its own or a smaller group.
    expect(await page.evaluate(() => document.activeElement?.closest('[data-testid="store-map"]') !== null)).toBe(true);
    await page.getByRole("button", { name: "Voir tous les résultats sur la carte" }).click();
    await eventually(async () => expect(await svg.getAttribute("viewBox")).toBe(viewBox));
    // A marker leads back to the list, its card focused.
    const marker = svg.locator("a").first();
    const slug = (await marker.getAttribute("href"))!.replace("#store-", "");
    await marker.click();
    await eventually(async () => expect(await page.evaluate(() => document.activeElement?.closest("article")?.getAttribute("data-slug"))).toBe(slug));
  });

  it("on a desktop: markers of 24 px or more, apart", async () => {
    await open("/en/locations/?key=Laval");
    await resultsShown();
    const svg = page.locator('[data-testid="store-map"]');
    await svg.scrollIntoViewIfNeeded();
    await svg.waitFor();
    expectNoOverlap(await markerBoxes());
  });
});

describe("the mobile menu", () => {
  it("keeps its button in place when it opens, and Escape closes it with the focus back on the button", async () => {
    await open("/", { viewport: PHONE, hasTouch: true });
    const button = page.locator('button[aria-controls="main-nav"]');
    const closed = await boxOf(button);
    await button.click();
    expect(await button.getAttribute("aria-expanded")).toBe("true");
    await page.getByRole("button", { name: "Fermer le menu" }).waitFor();
    const opened = await boxOf(button);
    expect(opened.x).toBeCloseTo(closed.x, 0);
    expect(opened.y).toBeCloseTo(closed.y, 0);
    expect(opened.width).toBeCloseTo(closed.width, 0);
    await page.getByRole("navigation", { name: "Navigation principale" }).getByRole("link").first().focus();
    await page.keyboard.press("Escape");
    expect(await button.getAttribute("aria-expanded")).toBe("false");
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.getByRole("navigation", { name: "Navigation principale" }).isVisible()).toBe(false);
  });
});

describe("service pages on a phone", () => {
  it("show one postal-code box, and the estimate request opens from a button", async () => {
    await open("/services/pare-brise/reparation-de-pare-brise/", { viewport: PHONE, hasTouch: true });
    await page.getByTestId("nearby-shops").locator("form[role=search]").waitFor();
    expect(await page.locator("form[role=search]:visible").count()).toBe(1);
    await page.getByRole("button", { name: "Demander une estimation", exact: true }).click();
    await page.getByRole("dialog", { name: "Demander une estimation" }).waitFor();
  });
});

describe("the manage-booking page and the photos on a phone", () => {
  it("keeps « Oui, l'annuler » and « Non, le garder » apart", async () => {
    const store = "uniglass-longueuil";
    const { category, days } = await openDays(store);
    const date = days[days.length - 1];
    const slot = (await daySlots(store, category.id, date)).find((s) => s.available)!;
    const response = await fetch(`${ORIGIN}/api/appointments`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: "XSRF-TOKEN=e2e-token", "X-XSRF-TOKEN": "e2e-token" },
      body: JSON.stringify({
        store,
        category: category.id,
        date,
        startTime: slot.start,
        firstName: "Léa",
        lastName: "Gagnon",
        phone: "514 555-0199",
        preferredContact: "phone",
        vehicleYear: 2019,
        vehicleMake: "Honda",
        vehicleModel: "Civic",
        consent: true,
      }),
    });
    expect(response.status).toBe(201);
    const { manageToken } = (await response.json()) as { manageToken: string };
    await open(`/rendez-vous/gerer/?token=${manageToken}`, { viewport: PHONE, hasTouch: true });
    await page.getByRole("button", { name: "Annuler mon rendez-vous" }).click();
    const yes = await boxOf(page.getByRole("button", { name: "Oui, l'annuler" }));
    const no = await boxOf(page.getByRole("button", { name: "Non, le garder" }));
    const gap = Math.max(no.y - (yes.y + yes.height), yes.y - (no.y + no.height), no.x - (yes.x + yes.width), yes.x - (no.x + no.width));
    expect(gap).toBeGreaterThanOrEqual(8);
  });

  it("wraps a long photo name after its separators, never in the middle of a word", async () => {
    await open("/emplacement/uniglass-quebec-sainte-foy/", { viewport: PHONE, hasTouch: true });
    await page
      .getByRole("button", { name: /^Demander une estimation/ })
      .first()
      .click();
    const dialog = page.getByRole("dialog", { name: "Demander une estimation" });
    const name = "photo_du_pare-brise_fissure_cote_conducteur_prise_le_2026-05-12_vue_rapprochee.png";
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#5a7fa8" } })
      .png()
      .toBuffer();
    await dialog.getByLabel(/Ajouter des photos/).setInputFiles({ name, mimeType: "image/png", buffer: png });
    await dialog.getByText("Photo jointe").waitFor();
    const shown = dialog.getByRole("list", { name: "Photos jointes" }).locator("p").filter({ hasText: "photo_du_pare" }).first();
    await shown.waitFor();
    // Where each line of the name ends: the character before every break is a separator.
    const breaks = await shown.evaluate((element) => {
      const text = element.textContent ?? "";
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      const tops: { char: string; top: number }[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (let i = 0; i < (node.textContent ?? "").length; i++) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          tops.push({ char: node.textContent![i], top: Math.round(range.getBoundingClientRect().top) });
        }
      }
      const before: string[] = [];
      for (let i = 1; i < tops.length; i++) if (tops[i].top > tops[i - 1].top) before.push(tops[i - 1].char);
      return { text, before };
    });
    expect(breaks.text).toBe(name);
    expect(breaks.before.length).toBeGreaterThan(0);
    for (const char of breaks.before) expect("_-. ").toContain(char);
  });
});
