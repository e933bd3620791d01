import * as React from "react";
import { screen, within } from "@testing-library/react";
import { FeaturedServices, Promotions, WhyUs, ZiebartOffer, type FeaturedItem } from "../../src/components/home-sections/home-sections";
import type { PromotionItem } from "../../src/components/promotions-list/promotions-list";
import { renderWithI18n } from "../helpers/render-with-i18n";

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const featured = (key: string, title: string, categorySlug: string | null, serviceSlug: string | null): FeaturedItem => ({
  key,
  title,
  summary: `À propos de ${title}`,
  image: null,
  categorySlug,
  serviceSlug,
});

const promotion = (slug: string, title: string, startsAt: string | null, endsAt: string | null, cta: Partial<PromotionItem> = {}): PromotionItem => ({
  entityId: 1,
  slug,
  title,
  description: `Détails : ${title}`,
  image: null,
  startsAt,
  endsAt,
  ctaLabel: null,
  ctaUrl: null,
  ...cta,
});

describe("FeaturedServices", () => {
  it("shows only the featured services that lead to a service page, each linked to it", () => {
    renderWithI18n(
      <FeaturedServices
        locale="fr"
        items={[
          featured("1", "Réparation d'éclat", "pare-brise", "reparation-eclat"),
          featured("2", "Sans page", "pare-brise", null),
          featured("3", "Orphelin", null, "orphelin"),
        ]}
      />,
      "fr",
    );
    const section = screen.getByRole("region", { name: "Nos services vedettes" });
    expect(within(section).getAllByRole("article")).toHaveLength(1);
    expect(within(section).getByRole("link", { name: /Réparation d'éclat$/ })).toHaveAttribute("href", "/services/pare-brise/reparation-eclat/");
  });

  it("leaves the section out when no featured service has a page", () => {
    renderWithI18n(<FeaturedServices locale="fr" items={[featured("2", "Sans page", "pare-brise", null)]} />, "fr");
    expect(screen.queryByRole("region", { name: "Nos services vedettes" })).not.toBeInTheDocument();
  });
});

describe("Promotions", () => {
  it("shows only today's promotions, with their last day and their own call to action", () => {
    renderWithI18n(
      <Promotions
        locale="fr"
        buildTime={null}
        items={[
          promotion("current", "Pneus d'hiver", day(-5), "2099-03-31", { ctaLabel: "J'en profite", ctaUrl: "/promotions/" }),
          promotion("past", "Fini", day(-30), day(-2)),
          promotion("future", "Bientôt", day(5), null),
          promotion("open", "Sans fin", null, null),
        ]}
      />,
      "fr",
    );
    const section = screen.getByRole("region", { name: "Promotions en cours" });
    const cards = within(section).getAllByRole("article");
    expect(cards.map((card) => within(card).getByRole("heading").textContent)).toEqual(["Pneus d'hiver", "Sans fin"]);
    expect(cards[0]).toHaveTextContent("Jusqu'au 31 mars 2099");
    expect(within(cards[0]).getByRole("link", { name: "J'en profite – Pneus d'hiver" })).toHaveAttribute("href", "/promotions/");
    expect(cards[1]).not.toHaveTextContent("Jusqu'au");
    expect(within(cards[1]).getByRole("link")).toHaveAttribute("href", "/");
  });

  it("leaves the section out when no promotion runs today", () => {
    renderWithI18n(<Promotions locale="en" buildTime={null} items={[promotion("past", "Over", day(-30), day(-2))]} />, "en");
    expect(screen.queryByRole("heading", { level: 2 })).not.toBeInTheDocument();
  });
});

describe("WhyUs", () => {
  it("gives the four reasons to choose Uniglass under their own headings", () => {
    renderWithI18n(<WhyUs />, "fr");
    const section = screen.getByRole("region", { name: "Pourquoi choisir Uniglass?" });
    expect(
      within(section)
        .getAllByRole("heading", { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(["Techniciens certifiés", "On s'occupe de l'assurance", "Service rapide", "Travail garanti"]);
  });
});

describe("ZiebartOffer", () => {
  it("links the protection offer to the Ziebart category in the page's language", () => {
    renderWithI18n(<ZiebartOffer locale="en" categorySlug="ziebart" />, "en");
    const section = screen.getByRole("region", { name: "Ziebart protection" });
    expect(within(section).getByRole("link")).toHaveAttribute("href", "/en/services/ziebart/");
  });

  it("describes the offer without a link when there is no Ziebart category", () => {
    renderWithI18n(<ZiebartOffer locale="fr" categorySlug={null} />, "fr");
    const section = screen.getByRole("region", { name: "La protection Ziebart" });
    expect(within(section).queryByRole("link")).not.toBeInTheDocument();
  });
});
