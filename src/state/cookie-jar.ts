/**
 * The page's cookies, decoded as js-cookie decodes them, read without
 * holding the main thread. A page's first read of document.cookie waits for
 * the browser's cookie store (2 to 29 ms measured here, before a phone's
 * slower processor), inside whatever task asked: the one that hydrates the
 * page if the state reads it at the first render. What a page needs from its
 * cookies as it starts (the campaign, the favourite store) comes from here:
 * the Cookie Store API where the browser has one (asynchronous), else
 * document.cookie in a task of its own.
 */
import Cookies from "js-cookie";
import { yieldToMain } from "../lib/yield-to-main";

interface CookieStoreLike {
  getAll(): Promise<{ name: string; value: string }[]>;
}

export async function readCookiesLater(): Promise<Record<string, string>> {
  const store = (globalThis as { cookieStore?: CookieStoreLike }).cookieStore;
  if (store) {
    try {
      const jar: Record<string, string> = {};
      for (const { name, value } of await store.getAll()) {
        try {
          const found = decodeURIComponent(name);
          // As js-cookie: the first of two cookies with one name wins.
          if (!(found in jar)) jar[found] = Cookies.converter.read(value, found);
        } catch {
          // A cookie js-cookie could not decode either: left out, as it does.
        }
      }
      return jar;
    } catch {
      // The store refused (an opaque origin, a sandboxed frame): document.cookie says the same.
    }
  }
  await yieldToMain();
  return Cookies.get();
}
