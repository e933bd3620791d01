/**
 * The instant quote end to end, against the sample API (its vehicle lists,
 * its offline VIN decoder, its price list and the nearby shops): from a VIN
 * (French) and from year, make and model (English) to a priced quote for a
 * nearby shop, then that shop's estimate or booking form opened with the
 * vehicle and the quote's number filled in; axe on the page at each step.
 */
import type { Browser, Locator, Page } from "playwright-core";
import { axeViolations, launch, newContext } from "./browser";
import { stored } from "./support/api";

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

/** A VIN the decoder knows (a 2003 Honda Accord), its check digit right. */
const VIN = "1HGCM82633A004352";

async function openQuotePage(page: Page, path: string, submit: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  await page.getByRole("button", { name: submit }).waitFor();
}

/** The quote's result once it is in: its number, and the first nearby shop's card. */
async function quoteResult(page: Page, ready: RegExp): Promise<{ number: string; shop: Locator; region: Locator }> {
  const outcome = page.getByRole("status").filter({ hasText: ready });
  await outcome.waitFor();
  // The outcome takes the focus, so a screen reader reads it at once.
  await page.waitForFunction(() => document.activeElement?.getAttribute("role") === "status");
  const number = /Q-\d{4}-\d{6}/.exec(await outcome.innerText())![0];
  const region = page.getByRole("region", { name: new RegExp(number) });
  return { number, shop: region.getByRole("listitem").first(), region };
}

/** The amount beside a label of a shop's prices. */
const amount = (shop: Locator, label: string) => shop.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd[1]").innerText();

describe("instant quote", () => {
  it("from a confirmed VIN to a nearby shop's prices, then that shop's estimate request filled with the vehicle and the quote (fr)", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await openQuotePage(page, "/soumission/", "Obtenir ma soumission");
    expect(await page.title()).toContain("Soumission instantanée");
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel("Numéro d'identification du véhicule (NIV)").check();
    // A typo is caught here, before any call.
    await page.getByLabel("NIV", { exact: true }).fill("1HGCM82623A004352");
    await page.getByRole("button", { name: "Vérifier le NIV" }).click();
    await page.getByText("Ce NIV contient une erreur de frappe").waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel("NIV", { exact: true }).fill(VIN);
    await page.getByRole("button", { name: "Vérifier le NIV" }).click();
    await page.getByText(/Ce NIV correspond à : 2003 Honda Accord.*Est-ce bien votre véhicule\?/).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Oui, c'est mon véhicule" }).click();

    await page.getByLabel("Type de dommage").selectOption("broken");
    await page.getByLabel(/Caméra d'aide à la conduite/).check();
    await page.getByLabel("Code postal ou ville").fill("H2X 1Y4");
    await page.getByRole("button", { name: "Obtenir ma soumission" }).click();
    const { number, shop, region } = await quoteResult(page, /^Votre soumission Q-\d{4}-\d{6} est prête/);
    expect(await region.innerText()).toContain("Véhicule : 2003 Honda Accord");
    expect(await region.innerText()).toMatch(/Recalibrage de la caméra d'aide à la conduite requis après le remplacement : \d[\d\s]*,\d\d\s\$/);
    const [subtotal, gst, qst, total] = await Promise.all(
      ["Prix avant taxes", "TPS (5 %)", "TVQ (9,975 %)", "Total avec taxes"].map((label) => amount(shop, label)),
    );
    for (const text of [subtotal, gst, qst, total]) expect(text).toMatch(/^\d[\d\s]*,\d\d\s\$ – \d[\d\s]*,\d\d\s\$$/);
    const cents = (text: string) => Number(text.split("–")[0].replace(/[^\d]/g, ""));
    expect(cents(subtotal) + cents(gst) + cents(qst)).toBe(cents(total));
    expect(await axeViolations(page)).toEqual([]);

    const shopName = await shop.locator("h4").innerText();
    await shop.getByRole("button", { name: `Demander une estimation à ${shopName}` }).click();
    const dialog = page.getByRole("dialog", { name: "Demander une estimation" });
    await dialog.getByText(`Soumission ${number} jointe à votre demande.`).waitFor();
    expect(await dialog.getByLabel("Année", { exact: true }).inputValue()).toBe("2003");
    expect(await dialog.getByLabel("Marque", { exact: true }).inputValue()).toBe("Honda");
    expect(await dialog.getByLabel("Modèle", { exact: true }).inputValue()).toBe("Accord");
    // The quote's shop chosen; named once the shops' list has come ("Chargement des ateliers…" until then).
    await dialog.getByLabel("Atelier", { exact: true }).locator("option:checked", { hasText: shopName }).waitFor({ state: "attached" });
    expect(await axeViolations(page)).toEqual([]);

    const phone = `514-555-${String(Date.now() % 10000).padStart(4, "0")}`;
    await dialog.getByLabel("Prénom", { exact: true }).fill("Léa");
    await dialog.getByLabel("Nom", { exact: true }).fill("Tremblay");
    await dialog.getByLabel("Téléphone", { exact: true }).fill(phone);
    await dialog.getByRole("checkbox", { name: /J'accepte que l'atelier/ }).check();
    await dialog.getByRole("button", { name: "Envoyer ma demande" }).click();
    await dialog.getByRole("status").filter({ hasText: "Merci!" }).waitFor();
    const request = (await stored("request_estimates")).find((r) => JSON.stringify(r).includes(phone));
    expect(JSON.stringify(request)).toContain(`"quote":"${number}"`);
    expect(JSON.stringify(request)).toContain('"vehicleModel":"Accord"');
    await context.close();
  });

  it("from year, make and model to a nearby shop's prices, then that shop's booking form filled with the vehicle and the quote (en)", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await openQuotePage(page, "/en/quote/", "Get my quote");
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel("Year", { exact: true }).locator("option", { hasText: "2021" }).waitFor({ state: "attached" });
    await page.getByLabel("Year", { exact: true }).selectOption("2021");
    await page.getByLabel("Make", { exact: true }).locator('option[value="toyota"]').waitFor({ state: "attached" });
    await page.getByLabel("Make", { exact: true }).selectOption("toyota");
    await page.getByLabel("Model", { exact: true }).locator('option[value="rav4"]').waitFor({ state: "attached" });
    await page.getByLabel("Model", { exact: true }).selectOption("rav4");
    await page.getByLabel("Type of damage").selectOption("crack");
    await page.getByLabel("Size").selectOption("longer");
    await page.getByLabel("Postal code or city").fill("Laval");
    await page.getByLabel("I'm thinking of making an insurance claim").check();
    await page.getByRole("button", { name: "Get my quote" }).click();
    // The claim's deductible is asked for before anything is sent.
    const deductible = page.getByLabel("My policy's glass deductible (in dollars)");
    await page.waitForFunction(() => document.activeElement?.getAttribute("aria-invalid") === "true");
    expect(await deductible.getAttribute("aria-invalid")).toBe("true");
    expect(await axeViolations(page)).toEqual([]);
    await deductible.fill("300");
    await page.getByRole("button", { name: "Get my quote" }).click();

    const { number, shop, region } = await quoteResult(page, /^Your quote Q-\d{4}-\d{6} is ready/);
    expect(await region.innerText()).toContain("Vehicle: 2021 Toyota RAV4");
    expect(await region.innerText()).toContain("With a claim, you pay your $300.00 deductible");
    expect(await amount(shop, "Total with taxes")).toMatch(/^\$\d{1,3}(,\d{3})*\.\d\d – \$\d{1,3}(,\d{3})*\.\d\d$/);
    expect(await amount(shop, "GST (5%)")).toMatch(/^\$\d+\.\d\d/);
    expect(await amount(shop, "You pay with a claim")).toBe("$300.00");
    expect(await axeViolations(page)).toEqual([]);

    const shopName = await shop.locator("h4").innerText();
    await shop.getByRole("button", { name: `Book an appointment at ${shopName}` }).click();
    const dialog = page.getByRole("dialog", { name: "Book an appointment" });
    await dialog.getByText(`Quote ${number} attached to your request.`).waitFor();
    expect(await dialog.getByLabel("Year", { exact: true }).inputValue()).toBe("2021");
    expect(await dialog.getByLabel("Make", { exact: true }).inputValue()).toBe("Toyota");
    expect(await dialog.getByLabel("Model", { exact: true }).inputValue()).toBe("RAV4");
    await dialog.locator("select[name=store] option:checked", { hasText: shopName }).waitFor({ state: "attached" });
    expect(await axeViolations(page)).toEqual([]);

    // The quote page kept what was typed: a reload shows the same answers.
    await page.reload();
    await page.waitForLoadState("networkidle");
    await page.getByLabel("Postal code or city").waitFor();
    expect(await page.getByLabel("Postal code or city").inputValue()).toBe("Laval");
    expect(await page.getByLabel("Model", { exact: true }).inputValue()).toBe("rav4");
    await context.close();
  });
});
