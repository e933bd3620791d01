/**
 * A damage photo the API refuses for now (429, too many submissions from this
 * client): the built site served by a second sample server whose submission
 * limit is 2 per 10 seconds. The estimate form says what happened and when to
 * try again, in the page's language, keeps the photo with a button to send it
 * again, and refuses to send the request while a chosen photo is not sent;
 * once the window has passed, the retry sends the photo and the request goes
 * out with it.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { axeViolations, launch, newContext } from "./browser";
import { PORTS } from "./env";
import { startServer, type SampleServer } from "./support/sample-server";
import { ROOT } from "./support/project-copy";

const ADMIN_TOKEN = "photo-retry-admin-token-0123456789";
/**
 * The server's window: long enough to cover spending the budget and the
 * refused upload after it, even on a busy machine (a second or two); the
 * test waits out what is left of it once per language, for as long as the
 * refusal's Retry-After said, a worker doing nothing meanwhile.
 */
const WINDOW_SECONDS = 6;
const STORE = "uniglass-quebec-sainte-foy";

let browser: Browser;
let server: SampleServer;

beforeAll(async () => {
  browser = await launch();
  server = await startServer({
    port: PORTS.photoRetry,
    publicDir: path.join(ROOT, "public"),
    dataDir: fs.mkdtempSync(path.join(os.tmpdir(), "uniglass-e2e-photo-retry-")),
    env: { RATE_LIMIT_SUBMISSIONS: "2", RATE_LIMIT_WINDOW_SECONDS: String(WINDOW_SECONDS), ADMIN_TOKEN },
  });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
});

async function storedEstimates(): Promise<{ data: { phone?: string; photos?: string[] } }[]> {
  const response = await fetch(`${server.origin}/api/_admin/submissions`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
  return ((await response.json()) as { request_estimates: { data: { phone?: string; photos?: string[] } }[] }).request_estimates;
}

/** Spends this client's budget of the window (two newsletter sign-ups), as if the visitor had just sent other forms. */
async function spendBudget(): Promise<void> {
  const token = "photo-retry-xsrf-token-0123456789";
  for (let i = 0; i < 2; i++) {
    await fetch(`${server.origin}/api/newsletter_subscribers`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-xsrf-token": token, cookie: `XSRF-TOKEN=${token}` },
      body: JSON.stringify({ email: `budget-${Date.now()}-${i}@exemple.ca`, consent: true }),
    });
  }
}

/** A small JPEG drawn by the browser. */
async function photo(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement("canvas");
    canvas.width = 800;
    canvas.height = 600;
    const context = canvas.getContext("2d")!;
    context.fillStyle = "#6a8fb5";
    context.fillRect(0, 0, 800, 600);
    context.strokeStyle = "#222";
    context.lineWidth = 6;
    context.beginPath();
    context.moveTo(300, 200);
    context.lineTo(500, 380);
    context.stroke();
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), "image/jpeg", 0.9));
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let text = "";
    for (const byte of bytes) text += String.fromCharCode(byte);
    return btoa(text);
  });
  return Buffer.from(base64, "base64");
}

const LANG = {
  fr: {
    path: `/emplacement/${STORE}/`,
    open: /^Demander une estimation/,
    title: "Demander une estimation",
    add: /Ajouter des photos/,
    told: /« rayure\.jpg » : Trop d'envois en peu de temps : la photo est gardée\. Réessayez de l'envoyer dans 1 minute\./,
    notSent: "Photo non envoyée",
    retry: "Réessayer d'envoyer rayure.jpg",
    blocked: "Une photo n'est pas envoyée : réessayez de l'envoyer ou retirez-la, puis envoyez votre demande.",
    thumbnail: "Photo 1 des dommages",
    sent: "Photo jointe",
    labels: { year: "Année", make: "Marque", model: "Modèle", first: "Prénom", last: "Nom", phone: "Téléphone" },
    consent: /J'accepte que l'atelier/,
    submit: "Envoyer ma demande",
    success: "Merci! Votre demande est envoyée",
  },
  en: {
    path: `/en/locations/${STORE}/`,
    open: /^Request an estimate/,
    title: "Request an estimate",
    add: /Add photos/,
    told: /“rayure\.jpg”: Too many uploads in a short time: the photo is kept\. Try sending it again in 1 minute\./,
    notSent: "Photo not sent",
    retry: "Try again to send rayure.jpg",
    blocked: "A photo is not sent: try sending it again or remove it, then send your request.",
    thumbnail: "Photo 1 of the damage",
    sent: "Photo attached",
    labels: { year: "Year", make: "Make", model: "Model", first: "First name", last: "Last name", phone: "Phone" },
    consent: /I agree that the shop/,
    submit: "Send my request",
    success: "Thank you! Your request is on its way",
  },
} as const;

describe.each(Object.entries(LANG))("a photo refused with 429 (%s)", (_locale, lang) => {
  it("says so, keeps the photo with a retry, never sends the request without it, and sends both once the window has passed", async () => {
    const context = await newContext(browser, { baseURL: server.origin });
    const page = await context.newPage();
    const estimatesPosted: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().endsWith("/api/request_estimates")) estimatesPosted.push(request.url());
    });
    await page.goto(lang.path);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.getByRole("button", { name: lang.open }).first().click();
    const dialog = page.getByRole("dialog", { name: lang.title });
    await dialog.locator(`select[name=store] option[value="${STORE}"]`).waitFor({ state: "attached" });
    const phone = `418-555-${String(Date.now() % 10000).padStart(4, "0")}`;
    await dialog.getByLabel(lang.labels.year, { exact: true }).fill("2016");
    await dialog.getByLabel(lang.labels.make, { exact: true }).fill("Mazda");
    await dialog.getByLabel(lang.labels.model, { exact: true }).fill("CX-5");
    await dialog.getByLabel(lang.labels.first, { exact: true }).fill("Sophie");
    await dialog.getByLabel(lang.labels.last, { exact: true }).fill("Pelletier");
    await dialog.getByLabel(lang.labels.phone, { exact: true }).fill(phone);
    await dialog.getByRole("checkbox", { name: lang.consent }).check();
    const picture = await photo(page);

    await spendBudget();
    const refused = page.waitForResponse((r) => r.url().endsWith("/api/estimate_photos") && r.request().method() === "POST");
    await dialog.getByLabel(lang.add).setInputFiles({ name: "rayure.jpg", mimeType: "image/jpeg", buffer: picture });
    const refusal = await refused;
    expect(refusal.status()).toBe(429);
    const windowEnds = Date.now() + Number(await refusal.headerValue("retry-after")) * 1000;
    const input = dialog.getByLabel(lang.add);
    const messages = page.locator(`[id="${(await input.getAttribute("aria-describedby"))!.split(" ")[1]}"]`);
    await messages.getByText(lang.told).waitFor();
    expect(await messages.getAttribute("role")).toBe("alert");
    // The photo stays, said not sent, with a button to send it again.
    await dialog.getByText(lang.notSent).waitFor();
    const retry = dialog.getByRole("button", { name: lang.retry });
    await retry.waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // Sending the request now would drop the photo: refused at the photo field, nothing sent.
    await dialog.getByRole("button", { name: lang.submit }).click();
    await messages.getByText(lang.blocked).waitFor();
    await page.waitForTimeout(500);
    expect(estimatesPosted).toEqual([]);

    // Once the window has passed, the retry sends it and the request goes out with it.
    await page.waitForTimeout(Math.max(0, windowEnds - Date.now()));
    await retry.click();
    await dialog.getByRole("img", { name: lang.thumbnail }).waitFor();
    await dialog.getByText(lang.sent).waitFor();
    expect(await messages.innerText()).toBe("");
    await dialog.getByRole("button", { name: lang.submit }).click();
    await dialog.getByRole("status").filter({ hasText: lang.success }).waitFor();
    const request = (await storedEstimates()).find((r) => r.data.phone === phone)!;
    expect(request.data.photos).toHaveLength(1);
    await context.close();
  });
});
