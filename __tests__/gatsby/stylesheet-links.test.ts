import * as React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { inlinedStylesheetHref, linkStylesheets } from "../../gatsby/stylesheet-links";

/** Gatsby's inlined stylesheet, as its static renderer writes it into a page's head. */
const inlined = (href: string) =>
  React.createElement("style", { "data-href": href, "data-identity": "gatsby-global-css", dangerouslySetInnerHTML: { __html: "a{color:red}" } });

describe("stylesheets linked instead of inlined", () => {
  it("replaces each of Gatsby's inlined stylesheets with a link to its file, in the same place", () => {
    const head = [
      React.createElement("meta", { key: "m", name: "viewport", content: "width=device-width" }),
      inlined("/component---src-templates-home-tsx.abc.css"),
      inlined("/app.def.css"),
      React.createElement("link", { key: "p", rel: "preload", as: "fetch", href: "/page-data/app-data.json" }),
    ];
    expect(renderToStaticMarkup(React.createElement(React.Fragment, null, ...linkStylesheets(head)))).toBe(
      '<meta name="viewport" content="width=device-width"/>' +
        '<link rel="stylesheet" href="/component---src-templates-home-tsx.abc.css"/>' +
        '<link rel="stylesheet" href="/app.def.css"/>' +
        '<link rel="preload" as="fetch" href="/page-data/app-data.json"/>',
    );
  });

  it("leaves any other style element, and anything that is not an element, as it is", () => {
    const own = React.createElement("style", { "data-href": "/x.css" }, "b{}");
    const noHref = React.createElement("style", { "data-identity": "gatsby-global-css" }, "c{}");
    expect(inlinedStylesheetHref(own)).toBeUndefined();
    expect(inlinedStylesheetHref(noHref)).toBeUndefined();
    expect(inlinedStylesheetHref("text")).toBeUndefined();
    expect(inlinedStylesheetHref(null)).toBeUndefined();
    expect(linkStylesheets([own, noHref, "text"])).toEqual([own, noHref, "text"]);
  });
});
