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

describe("ServiceCard", () => {
  it("cuts a summary longer than 300 characters to 300 plus an ellipsis", () => {
    const long = "Un éclat se répare vite. ".repeat(20);
    renderWithI18n(<ServiceCard title="Réparation" summary={long} href="/services/" />, "fr");
    const text = screen.getByText(/^Un éclat/).textContent;
    expect(text.endsWith("…")).toBe(true);
    expect(text.length).toBeLessThanOrEqual(301);
  });

  it("does not render an image whose URL is not jpeg, jpg, png, gif or webp", () => {
    const { container } = renderWithI18n(<ServiceCard title="A" summary="B" href="/services/" image="/media/file.pdf" />, "fr");
    expect(container.querySelector("img")).toBeNull();
  });

  it("renders a valid image with width, height, lazy loading and its alt text", () => {
    const { container } = renderWithI18n(<ServiceCard title="A" summary="B" href="/services/" image="/media/a.webp" imageAlt="Pare-brise neuf" />, "fr");
    const img = container.querySelector("img")!;
    expect(img).toHaveAttribute("width", "800");
    expect(img).toHaveAttribute("height", "500");
    expect(img).toHaveAttribute("loading", "lazy");
    expect(img).toHaveAttribute("alt", "Pare-brise neuf");
  });
});
