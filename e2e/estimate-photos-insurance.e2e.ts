/**
 * The estimate request's photos and insurance details, in chromium against
 * the sample API: a camera photo (4,000 × 3,000 JPEG with a GPS position) is
 * resized in the browser and sent without its EXIF; a file too large and a
 * text file named .jpg are refused at the field, naming the file, with
 * nothing else typed lost, and so is a copy the API itself refuses as over
 * 5 MB (its 413); an uploaded photo survives a reload (the draft
 * keeps its id, the API its image); the claim's fields in both languages;
 * the stored request links its photo and carries the claim.
 */
import type { Browser, Locator, Page } from "playwright-core";
import { withGpsExif } from "../__tests__/support/images";
import { readImageInfo } from "../src/lib/image-type";
import { axeViolations, launch, newContext } from "./browser";
import { ORIGIN } from "./env";
import { stored } from "./support/api";

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

const STORE = "uniglass-quebec-sainte-foy";

async function openEstimate(page: Page, path: string, action: RegExp, title: string): Promise<Locator> {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  await page.getByRole("button", { name: action }).first().click();
  const dialog = page.getByRole("dialog", { name: title });
  await dialog.locator(`select[name=store] option[value="${STORE}"]`).waitFor({ state: "attached" });
  return dialog;
}

/** A camera-sized JPEG drawn by the browser itself, with a GPS position spliced in as a phone writes it. */
async function cameraPhoto(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement("canvas");
    canvas.width = 4000;
    canvas.height = 3000;
    const context = canvas.getContext("2d")!;
    const gradient = context.createLinearGradient(0, 0, 4000, 3000);
    gradient.addColorStop(0, "#5a7fa8");
    gradient.addColorStop(1, "#d9e4ef");
    context.fillStyle = gradient;
    context.fillRect(0, 0, 4000, 3000);
    context.strokeStyle = "#222";
    context.lineWidth = 12;
    context.beginPath();
    context.moveTo(1800, 1300);
    context.lineTo(2300, 1700);
    context.stroke();
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), "image/jpeg", 0.92));
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let text = "";
    for (const byte of bytes) text += String.fromCharCode(byte);
    return btoa(text);
  });
  return withGpsExif(Buffer.from(base64, "base64"));
}

function draftPhotos(page: Page): Promise<{ id: string; name: string }[]> {
  return page.evaluate(() => JSON.parse(sessionStorage.getItem("uniglass:estimate-draft") ?? "{}").photos ?? []);
}

describe("the estimate request's photos and insurance details", () => {
  it("sends a resized photo without its GPS position, refuses a file too large and a non-image named .jpg at the field, keeps the photo through a reload, stores the claim (fr)", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    let dialog = await openEstimate(page, `/emplacement/${STORE}/`, /^Demander une estimation/, "Demander une estimation");
    await dialog.getByLabel("Prénom", { exact: true }).fill("Mélanie");
    await dialog.getByLabel("Modèle", { exact: true }).fill("Corolla");
    const input = dialog.getByLabel(/Ajouter des photos/);

    const photo = await cameraPhoto(page);
    expect(readImageInfo(photo)).toMatchObject({ type: "image/jpeg", width: 4000, height: 3000 });
    expect(photo.includes(Buffer.from("Exif"))).toBe(true);
    await input.setInputFiles({ name: "IMG_4032.jpg", mimeType: "image/jpeg", buffer: photo });
    await dialog.getByRole("img", { name: "Photo 1 des dommages" }).waitFor();
    await dialog.getByText("Photo jointe").waitFor();
    const [ref] = await draftPhotos(page);
    expect(ref.name).toBe("IMG_4032.jpg");
    // What the API received: the browser's copy, 1,600 px on its longest side, without EXIF.
    const sent = Buffer.from(await (await fetch(`${ORIGIN}/api/estimate_photos/${ref.id}`)).arrayBuffer());
    const info = readImageInfo(sent)!;
    expect(["image/webp", "image/jpeg"]).toContain(info.type);
    expect(Math.max(info.width, info.height)).toBe(1600);
    expect(info.width / info.height).toBeCloseTo(4 / 3, 2);
    expect(sent.includes(Buffer.from("Exif"))).toBe(false);
    expect(sent.length).toBeLessThan(photo.length);

    // 26 MB: refused before anything is decoded or sent.
    const huge = Buffer.concat([photo.subarray(0, 4096), Buffer.alloc(26 * 1024 * 1024)]);
    await input.setInputFiles({ name: "panorama.jpg", mimeType: "image/jpeg", buffer: huge });
    const refusedLarge = dialog.getByText("« panorama.jpg » : Cette photo est trop volumineuse");
    await refusedLarge.waitFor();
    await input.setInputFiles({
      name: "facture.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.from("Facture 2026-0412\nRemplacement de pare-brise : 489,00 $\n"),
    });
    await dialog.getByText("« facture.jpg » : Ce fichier n'est pas une photo : choisissez une image JPEG, PNG ou WebP.").waitFor();
    // The messages are in the input's description, announced, and nothing else changed.
    const describedBy = (await input.getAttribute("aria-describedby"))!.split(" ");
    const messages = page.locator(`[id="${describedBy[1]}"]`);
    expect(await messages.getAttribute("role")).toBe("alert");
    expect(await messages.innerText()).toContain("facture.jpg");
    expect(await draftPhotos(page)).toHaveLength(1);
    expect(await dialog.getByLabel("Prénom", { exact: true }).inputValue()).toBe("Mélanie");
    expect(await dialog.getByLabel("Modèle", { exact: true }).inputValue()).toBe("Corolla");

    await dialog.getByRole("checkbox", { name: "Je fais une réclamation à mon assureur" }).check();
    await dialog.getByText(/la plupart des polices d'assurance auto/).waitFor();
    await dialog.getByLabel("Assureur", { exact: true }).locator("option", { hasText: "Intact Assurance" }).waitFor({ state: "attached" });
    expect(await axeViolations(page)).toEqual([]);

    // A reload: the photo is still attached (its id in the draft, its image from the API).
    await page.reload();
    await page.waitForLoadState("networkidle");
    dialog = await openEstimate(page, `/emplacement/${STORE}/`, /^Demander une estimation/, "Demander une estimation");
    const thumbnail = dialog.getByRole("img", { name: "Photo 1 des dommages" });
    await thumbnail.waitFor();
    expect(await thumbnail.getAttribute("src")).toBe(`/api/estimate_photos/${ref.id}`);
    await page.waitForFunction(() => document.querySelector<HTMLImageElement>("dialog img")?.naturalWidth === 1600);

    await dialog.getByLabel("Assureur", { exact: true }).selectOption({ label: "Intact Assurance" });
    await dialog.getByLabel(/^Numéro de réclamation/).fill("INT-2026-55012");
    await dialog.getByLabel("Année", { exact: true }).fill("2018");
    await dialog.getByLabel("Marque", { exact: true }).fill("Toyota");
    await dialog.getByLabel("Nom", { exact: true }).fill("Gagnon");
    const phone = `418-555-${String(Date.now() % 10000).padStart(4, "0")}`;
    await dialog.getByLabel("Téléphone", { exact: true }).fill(phone);
    await dialog.getByRole("checkbox", { name: /J'accepte que l'atelier/ }).check();
    await dialog.getByRole("button", { name: "Envoyer ma demande" }).click();
    await dialog.getByRole("status").filter({ hasText: "Merci! Votre demande est envoyée" }).waitFor();

    const request = (await stored("request_estimates")).find((r) => JSON.stringify(r).includes(phone))!;
    expect(request.data).toMatchObject({
      insuranceClaim: true,
      insurer: "intact-assurance",
      policyHolder: "Mélanie Gagnon",
      claimNumber: "INT-2026-55012",
      photos: [ref.id],
    });
    const linked = (await stored("estimate_photos")).find((p) => p.id === ref.id)!;
    expect(linked).toMatchObject({ estimate_id: request.id, width: 1600 });
    // Linked to its request: no longer served to whoever holds the id.
    expect((await fetch(`${ORIGIN}/api/estimate_photos/${ref.id}`)).status).toBe(404);
    await context.close();
  });

  it("shows the API's own refusal of a copy over 5 MB at the field (en), keeping what was typed and storing nothing, then takes a good photo", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const dialog = await openEstimate(page, `/en/locations/${STORE}/`, /^Request an estimate/, "Request an estimate");
    await dialog.getByLabel("First name", { exact: true }).fill("Olivia");
    await dialog.getByLabel("Model", { exact: true }).fill("Civic");
    const input = dialog.getByLabel(/Add photos/);
    const photo = await cameraPhoto(page);
    const storedBefore = new Set((await stored("estimate_photos")).map((p) => p.id));

    // The form never sends more than its 1,600 px copy (well under 5 MB): here the browser's encoder writes
    // 6 MB, as a broken or hostile client would send, so that the answer comes from the API's own limit.
    await page.evaluate(() => {
      const encode = HTMLCanvasElement.prototype.toBlob;
      HTMLCanvasElement.prototype.toBlob = function (callback, type, quality) {
        encode.call(this, (blob) => callback(blob && new Blob([blob, new Uint8Array(6 * 1024 * 1024)], { type: blob.type })), type, quality);
      };
      (window as unknown as { restoreEncoder: () => void }).restoreEncoder = () => (HTMLCanvasElement.prototype.toBlob = encode);
    });
    const answer = page.waitForResponse((r) => r.url().endsWith("/api/estimate_photos") && r.request().method() === "POST");
    await input.setInputFiles({ name: "windshield.jpg", mimeType: "image/jpeg", buffer: photo });
    const refused = await answer;
    expect(Number((await refused.request().allHeaders())["content-length"])).toBeGreaterThan(6 * 1024 * 1024);
    expect([refused.status(), await refused.json()]).toEqual([413, expect.objectContaining({ message: "photo_too_large" })]);
    await dialog.getByText("“windshield.jpg”: This photo is too large: choose a smaller one or take a new one.").waitFor();
    const describedBy = (await input.getAttribute("aria-describedby"))!.split(" ");
    expect(await page.locator(`[id="${describedBy[1]}"]`).getAttribute("role")).toBe("alert");
    expect(await draftPhotos(page)).toEqual([]);
    expect(await dialog.getByLabel("First name", { exact: true }).inputValue()).toBe("Olivia");
    expect(await dialog.getByLabel("Model", { exact: true }).inputValue()).toBe("Civic");
    expect((await stored("estimate_photos")).filter((p) => !storedBefore.has(p.id))).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);

    // The visitor picks a photo again: the usual copy is taken.
    await page.evaluate(() => (window as unknown as { restoreEncoder: () => void }).restoreEncoder());
    await input.setInputFiles({ name: "windshield-2.jpg", mimeType: "image/jpeg", buffer: photo });
    await dialog.getByRole("img", { name: "Photo 1 of the damage" }).waitFor();
    await dialog.getByText("Photo attached").waitFor();
    expect((await draftPhotos(page)).map((p) => p.name)).toEqual(["windshield-2.jpg"]);
    expect(await dialog.getByLabel("First name", { exact: true }).inputValue()).toBe("Olivia");
    await context.close();
  });

  it("asks for the claim's details in English, with the insurers' English names and the guidance", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const dialog = await openEstimate(page, `/en/locations/${STORE}/`, /^Request an estimate/, "Request an estimate");
    await dialog.getByRole("checkbox", { name: "I am making an insurance claim" }).check();
    const group = dialog.getByRole("group", { name: "Your insurance claim" });
    await group.getByText(/most auto insurance policies that include “all perils”/).waitFor();
    await group.getByText(/A chip repair is often done with no deductible/).waitFor();
    const insurer = group.getByLabel("Insurer", { exact: true });
    await insurer.locator("option", { hasText: "Intact Insurance" }).waitFor({ state: "attached" });
    expect(await insurer.locator("option").allInnerTexts()).toEqual(expect.arrayContaining(["Desjardins Insurance", "Another insurer"]));
    await dialog.getByRole("button", { name: "Send my request" }).click();
    await page.waitForFunction(() => document.activeElement?.getAttribute("aria-invalid") === "true");
    const error = await insurer.getAttribute("aria-describedby");
    expect(await page.locator(`[id="${error}"]`).innerText()).toBe("This field is required.");
    await insurer.selectOption("other");
    await group.getByLabel("Insurer's name", { exact: true }).waitFor();
    expect(await group.getByLabel(/^Claim number/).getAttribute("aria-describedby")).toBeTruthy();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
