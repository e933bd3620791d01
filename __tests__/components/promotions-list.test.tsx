import * as React from "react";
import { screen, within } from "@testing-library/react";
import { PromotionsList } from "../../src/components/promotions-list/promotions-list";
import { renderWithI18n } from "../helpers/render-with-i18n";

const promotion = {
  id: 1,
  title: "Avant que le froid ne fasse craquer votre pare-brise",
  description: "<p>Un éclat réparé en 30 minutes.</p>",
  image: "/media/promotions/winter-chip-repair.webp",
  startsAt: "2026-10-15",
  endsAt: "2099-03-31",
  ctaLabel: "Trouver une succursale",
  ctaUrl: "/emplacement/",
};
const coupon = {
  id: 8,
  title: "Aînés : réparation d'éclat à 19,95 $",
  description: "<p>Pour les 65 ans et plus.</p>",
  conditions: "Sur présentation d'une pièce d'identité.",
  expiresAt: "2099-12-31",
  imageMedium: "/media/coupons/privilege-seniors-medium.webp",
};

describe("PromotionsList", () => {
  it("lists national promotions with their action and privilege coupons with e-mail and text (no store to print for)", () => {
    renderWithI18n(<PromotionsList promotions={[promotion]} coupons={[coupon]} />, "fr");
    const national = screen.getByRole("region", { name: "Promotions en cours" });
    expect(within(national).getByRole("heading", { level: 3 })).toHaveTextContent(promotion.title);
    expect(national).toHaveTextContent("Du 15 octobre 2026 au 31 mars 2099");
    expect(within(national).getByRole("link", { name: "Trouver une succursale" })).toHaveAttribute("href", "/emplacement/");
    const privilege = screen.getByRole("region", { name: "Coupons privilège" });
    expect(privilege).toHaveTextContent("Valide jusqu'au 31 décembre 2099");
    expect(within(privilege).getByRole("button", { name: /par courriel$/ })).toBeInTheDocument();
    expect(within(privilege).getByRole("button", { name: /par texto$/ })).toBeInTheDocument();
    expect(within(privilege).queryByRole("link", { name: /^Imprimer/ })).toBeNull();
  });

  it("drops what ended since the build once mounted, and says when nothing is left", () => {
    renderWithI18n(
      <PromotionsList promotions={[{ ...promotion, endsAt: "2020-01-31" }]} coupons={[{ ...coupon, expiresAt: "2020-01-31" }]} />,
      "en",
    );
    expect(screen.queryByText(promotion.title)).toBeNull();
    expect(screen.getByText("No national promotion right now. Check back soon!")).toBeInTheDocument();
    expect(screen.getByText("No privilege coupon right now.")).toBeInTheDocument();
  });
});
