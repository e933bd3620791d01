/**
 * Which control the probe tries on each kind of page, and how it knows the
 * control worked. For each kind, candidates in order: the first whose control
 * is in the page is used (the header's menu button, on every page, closes
 * each list). Labels come from the locale files, as the pages render them.
 */
import fs from "node:fs";
import path from "node:path";

/** When the control worked, read in the page after every change of the DOM. */
export type WorkedWhen =
  /** The control's attribute reaches `to` (after having been `from`, when given). */
  | { kind: "attribute"; name: string; from?: string; to: string }
  /** The element the control's aria-controls names is in the page. */
  | { kind: "controlled-appears" }
  /** An element holds a text, and (`also`) another selector matches. */
  | { kind: "text"; selector: string; includes: string; also?: string };

export interface ProbeSpec {
  /** For the log and the results. */
  description: string;
  /** CSS selector of the control to click; with `text`, the first match whose trimmed text is exactly that. */
  control: string;
  text?: string;
  /** Typed into this field before each click. */
  fill?: { selector: string; value: string };
  worked: WorkedWhen;
}

export interface ProbeSet {
  candidates: ProbeSpec[];
  /** The page itself takes a submission sent before it runs (the locations page keeps the search for when it runs): leave it, and follow a page load if one happens. */
  followSubmit?: boolean;
  /** The hero whose first image should be the LCP element (home). */
  heroSection?: string;
}

/** The search typed on the locations page (a city the sample shops are in, other than the page's own search). */
export const PROBE_SEARCH = "Laval";

const ROOT = path.resolve(__dirname, "..", "..", "..");

type Messages = Record<string, unknown>;

function message(locale: string, key: string): string {
  const [ns, dotted] = key.split(":");
  let value: unknown = JSON.parse(fs.readFileSync(path.join(ROOT, "locales", locale, `${ns}.json`), "utf8")) as Messages;
  for (const part of dotted.split(".")) value = (value as Messages | undefined)?.[part];
  if (typeof value !== "string") throw new Error(`No message ${key} in locales/${locale}`);
  return value;
}

const attr = (value: string) => JSON.stringify(value);

function menu(): ProbeSpec {
  return {
    description: "header menu button opens the menu",
    control: 'header button[aria-controls="main-nav"]',
    worked: { kind: "attribute", name: "aria-expanded", from: "false", to: "true" },
  };
}

/** The probes of a page kind (or "reference") in a language. */
export function probesFor(kind: string, locale: string): ProbeSet {
  const t = (key: string) => message(locale, key);
  switch (kind) {
    case "reference":
      return {
        candidates: [
          {
            description: "form submit shows its message",
            control: 'form button[type="submit"]',
            worked: { kind: "text", selector: '[role="status"]', includes: "Thank you" },
          },
        ],
      };
    case "home": {
      const hero = `section[aria-label=${attr(t("services:hero.label"))}]`;
      return {
        heroSection: hero,
        candidates: [
          {
            description: "carousel pause button pauses it",
            // Found by its data-playing (there from the first paint: its label only once the page runs); it
            // worked once its label says "play", whether its first click was replayed as the page woke or came after.
            control: `${hero} button[data-playing]`,
            worked: { kind: "attribute", name: "aria-label", to: t("services:hero.play") },
          },
          menu(),
        ],
      };
    }
    case "locations":
      return {
        // Sent before the page runs, the search waits in the page (its head's script keeps it) and shows once it runs.
        followSubmit: true,
        candidates: [
          {
            description: `search for "${PROBE_SEARCH}" shows its results`,
            control: 'form[role="search"] button[type="submit"]',
            fill: { selector: 'form[role="search"] input[name="key"]', value: PROBE_SEARCH },
            worked: { kind: "text", selector: "#finder-title", includes: PROBE_SEARCH, also: 'section[aria-labelledby="finder-title"][aria-busy="false"] li' },
          },
          menu(),
        ],
      };
    case "store":
      return {
        candidates: [
          {
            description: "view offers shows the offers",
            control: "button[aria-controls]",
            text: t("stores:card.viewOffers"),
            worked: { kind: "controlled-appears" },
          },
          menu(),
        ],
      };
    case "service":
      return {
        candidates: [
          {
            description: "first accordion item opens",
            control: "main :is(h2, h3) > button[aria-expanded][aria-controls]",
            worked: { kind: "attribute", name: "aria-expanded", from: "false", to: "true" },
          },
          menu(),
        ],
      };
    default:
      return { candidates: [menu()] };
  }
}
