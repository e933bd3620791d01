/**
 * The promotions page at fixed clocks: the static HTML shows the build's day,
 * the browser sorts again with its own clock, in the shops' time zone.
 */
import * as React from "react";
import { screen, within } from "@testing-library/react";
import { PromotionsList, type PromotionItem } from "../../src/components/promotions-list/promotions-list";
import { renderWithI18n, staticHtml } from "../helpers/render-with-i18n";

const promotion = (id: number, title: string, startsAt: string | null, endsAt: string | null): PromotionItem => ({
  entityId: id,
  slug: `promotion-${id}`,
  title,
  description: "<p>…</p>",
  image: `/media/promotions/${id}.webp`,
  startsAt,
  endsAt,
  ctaLabel: "Trouver un atelier",
  ctaUrl: "/emplacement/",
});
const winter = promotion(1, "Avant que le froid ne fasse craquer votre pare-brise", "2026-10-15", "2027-03-31");
const fall = promotion(2, "Antirouille Ziebart", "2026-09-01", "2026-12-15");
const summer = promotion(3, "En route pour l'été", "2027-04-15", "2027-08-31");
const coupon = {
  id: 8,
  title: "Aînés : réparation d'éclat à 19,95 $",
  description: "<p>Pour les 65 ans et plus.</p>",
  conditions: "Sur présentation d'une pièce d'identité.",
  expiresAt: "2026-12-31",
  imageMedium: "/media/coupons/privilege-seniors-medium.webp",
};
const BUILT = "2026-11-23T15:00:00.000Z";

afterEach(() => jest.useRealTimers());

describe("PromotionsList", () => {
  it("lists the running promotions by their dates, the upcoming one apart, and privilege coupons with e-mail and text", () => {
    jest.useFakeTimers({ now: new Date("2026-11-23T15:00:00Z"), doNotFake: ["requestAnimationFrame", "setTimeout", "setInterval"] });
    renderWithI18n(<PromotionsList promotions={[winter, summer, fall]} coupons={[coupon]} buildTime={BUILT} />, "fr");
    const national = screen.getByRole("region", { name: "Promotions en cours" });
    // Ending soonest first.
    expect(
      within(national)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([fall.title, winter.title]);
    expect(national).toHaveTextContent("Du 15 octobre 2026 au 31 mars 2027");
    expect(within(national).getAllByRole("link", { name: "Trouver un atelier" })[0]).toHaveAttribute("href", "/emplacement/");
    const upcoming = screen.getByRole("region", { name: "À venir" });
    expect(within(upcoming).getByRole("heading", { level: 3 })).toHaveTextContent(summer.title);
    expect(upcoming).toHaveTextContent("Du 15 avril 2027 au 31 août 2027");
    expect(within(upcoming).queryByRole("link")).toBeNull();
    const privilege = screen.getByRole("region", { name: "Coupons privilège" });
    expect(privilege).toHaveTextContent("Valide jusqu'au 31 décembre 2026");
    expect(within(privilege).getByRole("button", { name: /par courriel$/ })).toBeInTheDocument();
    expect(within(privilege).getByRole("button", { name: /par texto$/ })).toBeInTheDocument();
  });

  it("decides with the browser's clock once running: a page built in November shows in April what runs in April", () => {
    jest.useFakeTimers({ now: new Date("2027-04-16T12:00:00Z"), doNotFake: ["requestAnimationFrame", "setTimeout", "setInterval"] });
    const ui = <PromotionsList promotions={[winter, summer, fall]} coupons={[coupon]} buildTime={BUILT} />;
    // The HTML written at the build: the build's day.
    const html = staticHtml(ui, "en");
    expect(html).toContain(fall.title);
    expect(html).toContain("Coming up");
    // In the browser, after hydration: the summer offer runs, the others ended, the coupon expired.
    renderWithI18n(ui, "en");
    const national = screen.getByRole("region", { name: "Current promotions" });
    expect(
      within(national)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([summer.title]);
    expect(screen.queryByRole("region", { name: "Coming up" })).toBeNull();
    expect(screen.queryByText(fall.title)).toBeNull();
    expect(screen.getByText("No privilege coupon right now.")).toBeInTheDocument();
  });

  it("uses the shops' calendar: late in the evening of its last day in Quebec, an offer still runs", () => {
    // 03:30 UTC on December 16 is 22:30 on December 15 in Quebec.
    jest.useFakeTimers({ now: new Date("2026-12-16T03:30:00Z"), doNotFake: ["requestAnimationFrame", "setTimeout", "setInterval"] });
    renderWithI18n(<PromotionsList promotions={[fall]} coupons={[]} buildTime={BUILT} />, "en");
    expect(within(screen.getByRole("region", { name: "Current promotions" })).getByRole("heading", { level: 3 })).toHaveTextContent(fall.title);
  });
});
