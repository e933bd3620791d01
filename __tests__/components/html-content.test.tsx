import * as React from "react";
import { HtmlContent } from "../../src/components/html-content/html-content";
import { renderWithI18n } from "../helpers/render-with-i18n";
import { sanitize } from "../../plugins/gatsby-source-uniglass/sanitize";

describe("HtmlContent", () => {
  afterEach(() => window.history.pushState({}, "", "/"));

  it("carries ctn into internal links after hydration, not external ones", () => {
    window.history.pushState({}, "", "/services/?ctn=5145550199");
    const { container } = renderWithI18n(<HtmlContent html={'<p><a href="/emplacement">Here</a> <a href="https://example.com/">There</a></p>'} />, "fr");
    const [internal, external] = container.querySelectorAll("a");
    expect(internal).toHaveAttribute("href", "/emplacement?ctn=5145550199");
    expect(external).toHaveAttribute("href", "https://example.com/");
  });

  /**
   * Sanitized HTML whose attributes hold quotes and markup: adding ctn must
   * not change what it means. A regular expression over the HTML read the
   * title's text as an href and turned the rest into attributes of the link.
   */
  const payloads = [
    `<a title="z href='/a?">'" onmouseover=alert(1) style=position:fixed;inset:0 x=y</a>`,
    `<a title='x href="/b?' href="/emplacement/?q='"><img src=x onerror=alert(1)>">A</a>`,
    `<a href="/c?x=&quot;&gt;&lt;img src=x onerror=alert(1)&gt;">C</a>`,
    `<p title="<a href='/d?'>">D</p><a href="/e">E</a>`,
    `<a href="/f#'onfocus='alert(1)'">F</a>`,
  ];

  it.each(payloads)("adds ctn without re-opening the sanitized HTML: %s", (payload) => {
    const sanitized = sanitize(payload);
    const reference = document.createElement("div");
    reference.innerHTML = sanitized;
    const ctn = `"'><img src=x onerror=alert(1)> onmouseover=alert(2)`;
    window.history.pushState({}, "", `/services/?ctn=${encodeURIComponent(ctn)}`);
    const { container } = renderWithI18n(<HtmlContent html={sanitized} />, "fr");
    const root = container.firstElementChild!;
    // Same elements and the same attributes, only internal hrefs changed, and only by ctn.
    const shape = (element: Element) => [...element.querySelectorAll("*")].map((e) => `${e.tagName}[${e.getAttributeNames().join(",")}]`);
    expect(shape(root)).toEqual(shape(reference));
    for (const element of root.querySelectorAll("*")) {
      expect(element.getAttributeNames().filter((name) => name.startsWith("on") || name === "style")).toEqual([]);
    }
    const before = [...reference.querySelectorAll("a")];
    [...root.querySelectorAll("a")].forEach((anchor, i) => {
      expect(anchor.getAttribute("title")).toBe(before[i].getAttribute("title"));
      const original = before[i].getAttribute("href");
      if (original?.startsWith("/") && !original.startsWith("//")) {
        const url = new URL(anchor.getAttribute("href")!, "https://x.test");
        expect(url.searchParams.get("ctn")).toBe(ctn);
        expect(url.pathname).toBe(new URL(original, "https://x.test").pathname);
      } else {
        expect(anchor.getAttribute("href")).toBe(original);
      }
    });
  });
});
