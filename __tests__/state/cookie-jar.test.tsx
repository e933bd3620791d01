/** In the browser (jsdom): the reads go through document.cookie. */
import Cookies from "js-cookie";
import { readCookiesLater } from "../../src/state/cookie-jar";

describe("readCookiesLater", () => {
  afterEach(() => {
    Cookies.remove("uniglass_FavoriteStore");
    delete (globalThis as { cookieStore?: unknown }).cookieStore;
  });

  it("reads document.cookie, decoded as js-cookie reads it, when the browser has no Cookie Store API", async () => {
    Cookies.set("uniglass_FavoriteStore", "uniglass-montréal-rosemont");
    await expect(readCookiesLater()).resolves.toEqual(Cookies.get());
    expect((await readCookiesLater()).uniglass_FavoriteStore).toBe("uniglass-montréal-rosemont");
  });

  it("decodes the Cookie Store API's raw values as js-cookie does, the first of two names winning", async () => {
    (globalThis as { cookieStore?: unknown }).cookieStore = {
      getAll: () =>
        Promise.resolve([
          { name: "uniglass_LastSearch", value: "45.502%2C-73.567%2CMontr%C3%A9al" },
          { name: "uniglass_LastSearch", value: "older" },
          { name: "bad%E0", value: "x" },
        ]),
    };
    await expect(readCookiesLater()).resolves.toEqual({ uniglass_LastSearch: "45.502,-73.567,Montréal" });
  });

  it("falls back to document.cookie when the Cookie Store API refuses", async () => {
    Cookies.set("uniglass_FavoriteStore", "uniglass-laval-chomedey");
    (globalThis as { cookieStore?: unknown }).cookieStore = { getAll: () => Promise.reject(new TypeError("opaque origin")) };
    expect((await readCookiesLater()).uniglass_FavoriteStore).toBe("uniglass-laval-chomedey");
  });
});
