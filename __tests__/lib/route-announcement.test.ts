/**
 * @jest-environment jsdom
 */
import { translateRouteAnnouncer } from "../../src/lib/route-announcement";

describe("Gatsby's route announcement", () => {
  it("is rewritten in the page's language as soon as Gatsby writes it, and left alone once stopped", async () => {
    document.body.innerHTML = '<div id="gatsby-focus-wrapper"><h1>Nos services</h1></div><div id="gatsby-announcer" aria-live="assertive"></div>';
    const announcer = document.getElementById("gatsby-announcer")!;
    const stop = translateRouteAnnouncer(document, (page) => `Page affichée : ${page}`);
    announcer.innerHTML = "Navigated to Nos services";
    await Promise.resolve();
    expect(announcer.textContent).toBe("Page affichée : Nos services");
    stop();
    announcer.textContent = "Navigated to Nos services";
    await Promise.resolve();
    expect(announcer.textContent).toBe("Navigated to Nos services");
  });
});
