/**
 * Page-weight budgets, read from the built site with no timing:
 * JavaScript of a first visit of each page kind, requests of a first visit,
 * and every byte of the home page in both languages. Prints the figures;
 * fails with the figure and the page when one is over budgets.json.
 */
import fs from "node:fs";
import path from "node:path";
import { PublicDir, formatWeights, overBudget, type Budgets, type PageWeight } from "../scripts/lib/page-weight";

const root = path.resolve(__dirname, "..");
const budgets = JSON.parse(fs.readFileSync(path.join(root, "budgets.json"), "utf8")) as Budgets;
let weights: PageWeight[];

beforeAll(() => {
  // The sample server serves the API's media under /media/ (server/app.ts).
  const site = new PublicDir(path.join(root, "public"), { "/media/": path.join(root, "server", "seed", "media") });
  weights = site.htmlFiles().map((file) => site.measure(file));
  process.stdout.write(`\nPage weight of the built site (first visit, gzip):\n${formatWeights(weights)}\n\n`);
});

describe("page-weight budgets (budgets.json)", () => {
  it("measures every built page, in both languages", () => {
    expect(weights.length).toBeGreaterThan(100);
    expect(weights.filter((w) => w.page.startsWith("/en/")).length).toBeGreaterThan(weights.length / 3);
  });

  it("keeps the i18n plugin's page wrapper (i18next, react-i18next) out of every page's first script", () => {
    const chunks = JSON.parse(fs.readFileSync(path.join(root, "public", "chunk-map.json"), "utf8")) as Record<string, string[]>;
    const app = chunks.app.find((file) => file.endsWith(".js"));
    expect(app).toBeDefined();
    const code = fs.readFileSync(path.join(root, "public", app!), "utf8");
    // A name in i18next's core that minification keeps (a logger's and a service's): it comes only with the plugin's wrapper.
    expect(code).not.toMatch(/backendConnector/);
  });

  it("keeps every page kind within its JavaScript and request budgets, and the home page within its total", () => {
    expect(overBudget(weights, budgets)).toEqual([]);
  });
});
