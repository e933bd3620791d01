import * as React from "react";
import { screen } from "@testing-library/react";
import { ServiceCard } from "../../src/components/service-card/service-card";
import { renderWithI18n } from "../helpers/render-with-i18n";

describe("ServiceCard", () => {
  it("names the card in the link's own text, so the link says where it goes (Lighthouse link-text)", () => {
    renderWithI18n(<ServiceCard title="Antirouille Ziebart" summary="Protège le châssis." href="/services/ziebart/" />);
    const link = screen.getByRole("link", { name: "En savoir plus – Antirouille Ziebart" });
    expect(link).not.toHaveAttribute("aria-label");
    expect(link.textContent).toBe("En savoir plus – Antirouille Ziebart");
  });

  it("does the same with a link label of its own, in English", () => {
    renderWithI18n(<ServiceCard title="Winter chip repair" summary="x" href="/en/promotions/" linkLabel="See the offer" />, "en");
    expect(screen.getByRole("link", { name: "See the offer – Winter chip repair" })).toBeInTheDocument();
  });
});
