/**
 * e2e/browser.ts: the Chromium the browser tests launch turns off one feature
 * more than playwright-core does (the spare renderer process) while keeping
 * all of playwright-core's, since Chromium honours only the last
 * `--disable-features` of its command line; a tab Chromium does not open
 * within a time limit is given up (and closed if it opens later).
 */
import fs from "node:fs";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, openTab, playwrightDisabledFeatures } from "../../e2e/browser";
import { CHROMIUM } from "../../e2e/env";

jest.setTimeout(60_000);

const lastDisabled = (args: string[]) =>
  args
    .filter((arg) => arg.startsWith("--disable-features="))
    .pop()
    ?.slice("--disable-features=".length)
    .split(",") ?? [];

describe("the features the browser tests' Chromium turns off", () => {
  it("reads playwright-core's own list from its source, comments aside", () => {
    const source = `x; disabledFeatures = [\n  // See an issue, "Quoted" in a comment\n  "PaintHolding",\n  "MediaRouter"\n].filter(Boolean);`;
    expect(playwrightDisabledFeatures(source)).toEqual(["PaintHolding", "MediaRouter"]);
    expect(playwrightDisabledFeatures("nothing here")).toEqual([]);
  });

  it("finds playwright-core's list in the installed version (else the tests would turn its features back on)", () => {
    const features = playwrightDisabledFeatures();
    expect(features).toEqual(expect.arrayContaining(["PaintHolding", "HttpsUpgrades", "ThirdPartyStoragePartitioning"]));
  });

  it("passes one --disable-features with playwright-core's features and the spare renderer", () => {
    expect(CHROMIUM_ARGS.filter((arg) => arg.startsWith("--disable-features="))).toHaveLength(1);
    expect(lastDisabled(CHROMIUM_ARGS)).toEqual([...playwrightDisabledFeatures(), "SpareRendererForSitePerProcess"]);
  });

  it("reaches the launched browser as its last --disable-features", async () => {
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    try {
      const session = await browser.newBrowserCDPSession();
      const { processInfo } = (await session.send("SystemInfo.getProcessInfo")) as { processInfo: { type: string; id: number }[] };
      const main = processInfo.find((info) => info.type === "browser");
      expect(main).toBeDefined();
      const args = fs.readFileSync(`/proc/${main!.id}/cmdline`, "utf8").split("\0");
      expect(lastDisabled(args)).toEqual(expect.arrayContaining([...playwrightDisabledFeatures(), "SpareRendererForSitePerProcess"]));
    } finally {
      await browser.close();
    }
  });
});

describe("openTab", () => {
  const fakePage = () => ({ close: jest.fn(() => Promise.resolve()) });

  it("returns the tab Chromium opened", async () => {
    const page = fakePage();
    await expect(openTab({ newPage: () => Promise.resolve(page as never) }, 1000)).resolves.toBe(page);
    expect(page.close).not.toHaveBeenCalled();
  });

  it("gives up on a tab that does not open within the limit, with a warning, and closes it if it opens later", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    const page = fakePage();
    let open: (value: never) => void = () => undefined;
    const opening = new Promise<never>((resolve) => (open = resolve));
    await expect(openTab({ newPage: () => opening }, 50)).resolves.toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("did not open a tab within"));
    open(page as never);
    await opening;
    await Promise.resolve();
    expect(page.close).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
