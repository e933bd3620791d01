import * as React from "react";
import { screen } from "@testing-library/react";
import { ExternalLink } from "../../src/components/external-link/external-link";
import { renderWithI18n } from "../helpers/render-with-i18n";

describe("ExternalLink", () => {
  it("opens the other site in a new tab, without giving it this page, and tells screen readers so in French", () => {
    renderWithI18n(<ExternalLink href="https://www.facebook.com/uniglass">Uniglass sur Facebook</ExternalLink>, "fr");
    const link = screen.getByRole("link", { name: "Uniglass sur Facebook (s'ouvre dans un nouvel onglet)" });
    expect(link).toHaveAttribute("href", "https://www.facebook.com/uniglass");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link.getAttribute("rel")?.split(" ")).toEqual(expect.arrayContaining(["noopener", "noreferrer"]));
  });

  it("says it opens a new tab in English on an English page, out of sight", () => {
    renderWithI18n(
      <ExternalLink href="https://www.youtube.com/uniglass" className="footer-link">
        Uniglass on YouTube
      </ExternalLink>,
      "en",
    );
    const link = screen.getByRole("link", { name: "Uniglass on YouTube (opens in a new tab)" });
    expect(link).toHaveClass("footer-link");
    expect(screen.getByText("(opens in a new tab)")).toHaveClass("visually-hidden");
  });
});
