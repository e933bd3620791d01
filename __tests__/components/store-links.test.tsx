import * as React from "react";
import { screen } from "@testing-library/react";
import { StoreLinks } from "../../src/components/store-links/store-links";
import { renderWithI18n } from "../helpers/render-with-i18n";

describe("StoreLinks", () => {
  it("lists partners and social networks, opening in a new tab", () => {
    renderWithI18n(
      <StoreLinks
        storeName="Uniglass Laval"
        partners={[{ name: "Assurances Beauport", url: "https://example.com/", logo: null }]}
        socialNetworks={[{ type: "facebook", url: "https://www.facebook.com/uniglass.laval" }]}
      />,
      "fr",
    );
    expect(screen.getByRole("heading", { name: "Nos partenaires" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Assurances Beauport/ })).toHaveAttribute("target", "_blank");
    expect(screen.getByRole("link", { name: /Uniglass Laval sur Facebook/ })).toHaveAttribute("href", "https://www.facebook.com/uniglass.laval");
  });

  it("shows a partner's logo mark with its name as alt text, and the name under it", () => {
    renderWithI18n(
      <StoreLinks
        storeName="X"
        partners={[{ name: "Pneus Lavoie et Frères", url: null, logo: "/media/partners/pneus-lavoie-et-freres.png" }]}
        socialNetworks={[]}
      />,
      "en",
    );
    expect(screen.getByRole("img", { name: "Pneus Lavoie et Frères" })).toHaveAttribute("src", "/media/partners/pneus-lavoie-et-freres.png");
    // Visible for everyone, read once (from the alt text) by screen readers.
    expect(screen.getByText("Pneus Lavoie et Frères", { selector: "span" })).toHaveAttribute("aria-hidden", "true");
  });

  it("renders nothing without partners or networks", () => {
    const { container } = renderWithI18n(<StoreLinks storeName="X" partners={[]} socialNetworks={[]} />, "en");
    expect(container).toBeEmptyDOMElement();
  });
});
