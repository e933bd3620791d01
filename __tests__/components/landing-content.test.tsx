/**
 * A landing page at fixed clocks: its form while the offer runs, otherwise
 * why not, with a link to the current promotions. The static HTML shows the
 * build's state; the browser decides again with its own clock.
 */
import * as React from "react";
import { screen } from "@testing-library/react";
import { LandingOffer } from "../../src/components/landing-content/landing-offer";
import { renderWithI18n, staticHtml } from "../helpers/render-with-i18n";

jest.mock("../../src/api-client/forms", () => ({ submitPromoPage: jest.fn() }));

const spring = {
  slug: "ziebart-printemps",
  content: "<p>Inspection antirouille gratuite.</p>",
  image: "/media/landing/promo-ziebart-printemps.webp",
  fields: [{ name: "email", label: "Courriel", type: "email", required: true }],
  startsAt: "2026-04-01T00:00:00-04:00",
  endsAt: "2026-06-20T23:59:00-04:00",
  locale: "fr" as const,
};
const fakeNow = (iso: string) =>
  jest.useFakeTimers({ now: new Date(iso), doNotFake: ["requestAnimationFrame", "setTimeout", "setInterval", "queueMicrotask"] });

afterEach(() => jest.useRealTimers());

describe("LandingOffer", () => {
  it("shows the form and the end date while the offer runs", () => {
    fakeNow("2026-06-20T20:00:00Z");
    renderWithI18n(<LandingOffer {...spring} buildTime="2026-06-01T12:00:00Z" />, "fr");
    expect(screen.getByRole("form", { name: "Profitez de l'offre" })).toBeInTheDocument();
    expect(screen.getByText(/Offre en vigueur jusqu'au 20 juin 2026/)).toBeInTheDocument();
  });

  it("built while it ran, opened after its end: says it ended, links to the current promotions, no form", () => {
    fakeNow("2026-11-23T15:00:00Z");
    const ui = <LandingOffer {...spring} buildTime="2026-06-01T12:00:00Z" />;
    // The build wrote the form into the HTML...
    expect(staticHtml(ui, "fr")).toContain("<form");
    // ...the browser, on November 23, replaces it.
    renderWithI18n(ui, "fr");
    expect(screen.queryByRole("form")).toBeNull();
    expect(screen.getByText("Cette offre a pris fin le 20 juin 2026.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Voir les promotions en cours" })).toHaveAttribute("href", "/promotions/");
    expect(screen.queryByText(/Offre en vigueur jusqu'au/)).toBeNull();
  });

  it("before its start: says when it starts, in English too, and no form", () => {
    fakeNow("2026-03-31T12:00:00Z");
    renderWithI18n(<LandingOffer {...spring} locale="en" buildTime="2026-03-30T12:00:00Z" />, "en");
    expect(screen.queryByRole("form")).toBeNull();
    expect(screen.getByText("This offer starts on April 1, 2026.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "See current promotions" })).toHaveAttribute("href", "/en/promotions/");
  });
});
