/**
 * The finder's search box without a maps key, in the built site: places of
 * the offline list beyond Quebec are found ("Vancouver"), a place outside it
 * gets an answer that says so, in the page's language; the box suggests the
 * list's cities and postal-code areas as the visitor types, as a combobox
 * (arrow keys, Enter, Escape, the count announced), its code and list loaded
 * only when the box is used; "use my location" refused says so and keeps the
 * box in focus.
 */
import type { Page, Request } from "playwright-core";
import { axeViolations } from "./browser";
import { eventually } from "./support/eventually";
import { browserSession } from "./support/session";

const session = browserSession();
let page: Page;

async function open(pathname: string): Promise<void> {
  ({ page } = await session.open());
  await page.goto(pathname);
  await page.locator("form[role=search][data-ready]").first().waitFor({ timeout: 60_000 });
}

const status = () => page.getByTestId("finder-status");

describe("places the finder knows, and those it does not", () => {
  it.each([
    ["/emplacement/?key=Vancouver", /Aucun atelier à moins de 100 km de « Vancouver »\. Le plus près est à \d[\d\s]*\skm/],
    ["/en/locations/?key=Vancouver", /No shop within 100 km of “Vancouver”\. The nearest is \d[\d,]*\skm away/],
  ])("%s finds Vancouver and says how far the nearest shop is", async (pathname, message) => {
    await open(pathname);
    await eventually(async () => expect(await status().textContent()).toMatch(message), 60_000);
    expect(
      await page
        .getByRole("list", { name: /Résultats de la recherche|Search results/ })
        .getByRole("article")
        .count(),
    ).toBeGreaterThan(0);
  });

  it.each([
    [
      "/emplacement/?key=Atlantide",
      "« Atlantide » ne fait pas partie des lieux que nous connaissons. Entrez un code postal (par exemple H2X 1Y4) ou le nom d'une ville canadienne.",
    ],
    ["/en/locations/?key=Atlantis", "“Atlantis” is not one of the places we know. Enter a postal code (for example H2X 1Y4) or the name of a Canadian city."],
  ])("%s says the place is not in the list", async (pathname, message) => {
    await open(pathname);
    await eventually(async () => expect(await status().textContent()).toBe(message), 60_000);
  });
});

describe("suggestions as the visitor types", () => {
  it("loads nothing for them until the box is used, then offers places as a combobox: arrows, Escape, Enter, the count said (fr)", async () => {
    const asked: string[] = [];
    ({ page } = await session.open());
    page.on("request", (request: Request) => asked.push(new URL(request.url()).pathname));
    await page.goto("/emplacement/");
    await page.locator("form[role=search][data-ready]").first().waitFor({ timeout: 60_000 });
    expect(asked.filter((p) => p.includes("place-suggestions"))).toEqual([]);

    const box = page.getByRole("combobox", { name: "Code postal, ville ou adresse" });
    expect(await box.getAttribute("aria-expanded")).toBe("false");
    await box.click();
    await box.pressSequentially("vanc");
    const listbox = page.getByRole("listbox");
    await listbox.waitFor();
    await eventually(async () => expect(await box.getAttribute("aria-expanded")).toBe("true"));
    expect(await listbox.getAttribute("id")).toBe(await box.getAttribute("aria-controls"));
    expect(await listbox.getByRole("option").allTextContents()).toEqual(["Vancouver, BC"]);
    expect(asked.filter((p) => p.includes("place-suggestions"))).toHaveLength(1);
    await eventually(async () =>
      expect(await page.locator("form[role=search] [role=status]").first().textContent()).toBe("1 lieu suggéré : flèche vers le bas pour le choisir."),
    );

    // Several: Down and Up move the highlight (aria-activedescendant), round from the last to the first.
    await box.fill("");
    await box.pressSequentially("saint-j");
    await eventually(async () => expect(await listbox.getByRole("option").count()).toBeGreaterThan(2));
    const options = await listbox.getByRole("option").count();
    await eventually(async () =>
      expect(await page.locator("form[role=search] [role=status]").first().textContent()).toBe(
        `${options} lieux suggérés : flèches vers le haut et vers le bas pour les parcourir.`,
      ),
    );
    expect(await box.getAttribute("aria-activedescendant")).toBeNull();
    const highlighted = async (index: number) => {
      const option = listbox.getByRole("option").nth(index);
      await eventually(async () => expect(await box.getAttribute("aria-activedescendant")).toBe(await option.getAttribute("id")));
      expect(await option.getAttribute("aria-selected")).toBe("true");
    };
    await page.keyboard.press("ArrowDown");
    await highlighted(0);
    await page.keyboard.press("ArrowUp");
    await highlighted(options - 1);
    await page.keyboard.press("ArrowDown");
    await highlighted(0);
    await page.keyboard.press("ArrowDown");
    await highlighted(1);
    expect(await axeViolations(page)).toEqual([]);

    // Escape closes the list and keeps the text; Down opens it again.
    await page.keyboard.press("Escape");
    await listbox.waitFor({ state: "hidden" });
    await eventually(async () => expect(await box.getAttribute("aria-expanded")).toBe("false"));
    expect(await box.inputValue()).toBe("saint-j");
    await page.keyboard.press("ArrowDown");
    await listbox.waitFor();
    const chosen = (await listbox.getByRole("option").nth(0).textContent())!.replace(/, [A-Z]{2}$/, "");
    // Enter searches the highlighted place.
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.searchParams.get("key") === chosen);
    expect(await box.inputValue()).toBe(chosen);
    await page.getByRole("heading", { name: `Ateliers près de « ${chosen} »` }).waitFor();
  });

  it("offers postal-code areas for the start of a postal code, with the place they are in (en)", async () => {
    await open("/en/locations/");
    const box = page.getByRole("combobox", { name: "Postal code, city or address" });
    await box.click();
    await box.pressSequentially("h2x");
    const listbox = page.getByRole("listbox");
    await listbox.waitFor();
    expect(await listbox.getByRole("option").allTextContents()).toEqual(["H2X – Montréal"]);
    await eventually(async () =>
      expect(await page.locator("form[role=search] [role=status]").first().textContent()).toBe("1 place suggested: press the down arrow to choose it."),
    );
    await listbox.getByRole("option", { name: "H2X – Montréal" }).click();
    await page.waitForURL(/key=H2X$/);
  });
});

describe("use my location, refused", () => {
  it.each([
    ["/emplacement/", "Utiliser ma position", "Votre navigateur ne nous donne pas accès à votre position. Entrez plutôt un code postal ou une ville."],
    ["/en/locations/", "Use my location", "Your browser does not give us access to your location. Enter a postal code or a city instead."],
  ])("%s says so and keeps the focus in the box", async (pathname, button, message) => {
    await open(pathname);
    const before = page.url();
    await page.getByRole("button", { name: button }).click();
    await eventually(async () => expect(await page.getByRole("alert").first().textContent()).toBe(message));
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe("key");
    expect(page.url()).toBe(before);
  });
});
