import * as React from "react";
import { screen, within } from "@testing-library/react";
import { ServiceDetails } from "../../src/components/service-details/service-details";
import { renderWithI18n } from "../helpers/render-with-i18n";

// The nearby shops ask the finder only once a place is known: none is here.
jest.mock("../../src/api-client/finder-remote", () => ({ askFinder: jest.fn(), warmFinder: jest.fn() }));

beforeEach(() => {
  // The build's list of shops, read by the nearby shops: none in these tests.
  global.fetch = jest.fn(() => Promise.resolve({ ok: true, status: 200, json: async () => [] } as Response));
});

afterEach(() => window.history.replaceState(null, "", "/"));

const base = { title: "Remplacement de pare-brise", description: "<p>Un pare-brise neuf en une heure.</p>" };

describe("ServiceDetails", () => {
  it("shows the service's one h1, its decorative picture loaded first, its description and a way to find a shop", () => {
    renderWithI18n(<ServiceDetails {...base} image="https://cdn.example.com/pare-brise.jpg?w=800" />, "fr");
    expect(screen.getAllByRole("heading", { level: 1 }).map((heading) => heading.textContent)).toEqual(["Remplacement de pare-brise"]);
    const picture = document.querySelector("img")!;
    expect(picture).toHaveAttribute("alt", "");
    expect(picture).toHaveAttribute("src", "https://cdn.example.com/pare-brise.jpg?w=800");
    expect(picture).toHaveAttribute("loading", "eager");
    expect(picture).toHaveAttribute("fetchpriority", "high");
    expect(screen.getByText("Un pare-brise neuf en une heure.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Trouver un atelier" })).toHaveAttribute("href", "/emplacement/");
    expect(screen.getByRole("complementary", { name: "Mon atelier" })).toBeInTheDocument();
  });

  it("shows no picture when the service's media is not an image, and no empty sections", () => {
    renderWithI18n(<ServiceDetails {...base} image="https://www.youtube.com/watch?v=abc" />, "fr");
    expect(document.querySelector("img")).toBeNull();
    expect(screen.queryByRole("navigation")).not.toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Questions fréquentes" })).not.toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: /^Autres services/ })).not.toBeInTheDocument();
    expect(screen.queryByTestId("nearby-shops")).not.toBeInTheDocument();
  });

  it("adds the questions, the category's other services and the shops nearby when it has them", () => {
    window.history.replaceState(null, "", "/services/pare-brise/?ctn=abc");
    renderWithI18n(
      <ServiceDetails
        {...base}
        accordion={[{ title: "Combien de temps?", content: "<p>Une heure.</p>" }]}
        services={[{ key: "eclat", title: "Réparation d'éclat", href: "/services/pare-brise/reparation-eclat/" }]}
        categoryName="Pare-brise"
        crumbs={[{ title: "Services", pathname: "/services/" }]}
        category="pare-brise"
      />,
      "fr",
    );
    expect(screen.getByRole("navigation")).toHaveTextContent("Services");
    const faq = screen.getByRole("region", { name: "Questions fréquentes" });
    expect(within(faq).getByRole("button", { name: "Combien de temps?" })).toBeInTheDocument();
    const others = screen.getByRole("region", { name: "Autres services : Pare-brise" });
    expect(within(others).getByRole("link", { name: "Réparation d'éclat" })).toHaveAttribute("href", "/services/pare-brise/reparation-eclat/?ctn=abc");
    expect(screen.getByTestId("nearby-shops")).toBeInTheDocument();
  });

  it("names the other services after the page itself on a category page, in English", () => {
    renderWithI18n(
      <ServiceDetails
        title="Windshields"
        description="<p>All about windshields.</p>"
        services={[{ key: "chip", title: "Chip repair", href: "/en/services/windshields/chip-repair/" }]}
      />,
      "en",
    );
    expect(screen.getByRole("region", { name: "Other services: Windshields" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Find a shop" })).toHaveAttribute("href", "/en/locations/");
  });
});
