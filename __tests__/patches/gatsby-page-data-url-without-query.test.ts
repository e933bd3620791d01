/**
 * patches/gatsby+5.16.1+003+page-data-url-without-query.patch: Gatsby's
 * loader in the browser asks for a static page's data at the same address
 * whatever the page's query string (a search, campaign parameters), the
 * address its head preloads (gatsby/page-preloads.ts). Gatsby's own loader,
 * with the browser's XMLHttpRequest replaced by one that records the address
 * and answers as the site would.
 */
import { pageDataUrl } from "../../gatsby/page-preloads";

// Gatsby's browser runtime ships no types.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { BaseLoader } = require("gatsby/cache-dir/loader") as {
  BaseLoader: new (loadComponent: () => Promise<unknown>, matchPaths: unknown[]) => { loadPageDataJson(rawPath: string): Promise<unknown> };
};

const requested: string[] = [];

class RecordingRequest {
  readyState = 0;
  status = 0;
  responseText = "";
  onreadystatechange: (() => void) | null = null;
  private url = "";
  open(_method: string, url: string) {
    this.url = url;
  }
  send() {
    requested.push(this.url);
    const pagePath = this.url.replace(/^\/page-data\//, "/").replace(/\/page-data\.json(\?.*)?$/, "/");
    this.status = 200;
    this.responseText = JSON.stringify({ path: pagePath, componentChunkName: "component---finder", result: {}, staticQueryHashes: [] });
    this.readyState = 4;
    queueMicrotask(() => this.onreadystatechange?.());
  }
}

const host = globalThis as { XMLHttpRequest?: unknown; __BASE_PATH__?: string };
const realRequest = host.XMLHttpRequest;
beforeAll(() => {
  host.XMLHttpRequest = RecordingRequest;
  // What Gatsby's bundler defines for a site without a path prefix.
  host.__BASE_PATH__ = "";
});
afterAll(() => {
  host.XMLHttpRequest = realRequest;
  delete host.__BASE_PATH__;
});

test("a page opened with a query string asks for its data at the address its head preloads", async () => {
  const loader = new BaseLoader(() => Promise.resolve({}), []);
  await loader.loadPageDataJson("/emplacement/?key=Laval");
  await loader.loadPageDataJson("/en/locations/?key=Quebec&utm_source=mail");
  expect(requested).toEqual([pageDataUrl("/emplacement/"), pageDataUrl("/en/locations/")]);
  expect(requested).toEqual(["/page-data/emplacement/page-data.json", "/page-data/en/locations/page-data.json"]);
});
