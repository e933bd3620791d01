import * as React from "react";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import Cookies from "js-cookie";
import { ServicePanel, DESKTOP_QUERY } from "../../src/components/service-panel/service-panel";
import { apiClient } from "../../src/api-client/client";
import { useAppState } from "../../src/state/app-state";
import { renderWithI18n } from "../helpers/render-with-i18n";
import { mockMedia } from "../helpers/mock-media";

/** Shows the "open estimate form" state the panel dispatches (the form itself is another issue). */
function EstimateProbe() {
  const { estimateForm } = useAppState();
  return <output data-testid="estimate">{estimateForm.active ? estimateForm.slug : "closed"}</output>;
}

function AppointmentProbe() {
  const { appointmentForm } = useAppState();
  return <output data-testid="appointment">{appointmentForm.active ? appointmentForm.slug : "closed"}</output>;
}

describe("ServicePanel", () => {
  /** The favourite shop of the tests that have one (its cookie holds its slug). */
  const gatineau = {
    id: 8,
    storeId: "UG-8",
    name: "Uniglass Gatineau",
    slug: "uniglass-gatineau",
    streetAddress: "2 rue",
    city: "Gatineau",
    state: "QC",
    zipCode: "J8X 1A1",
    latitude: 45.4,
    longitude: -75.7,
    phone: "819-555-0100",
    timezone: "America/Toronto",
  };

  afterEach(() => Cookies.remove("uniglass_FavoriteStore", { path: "/" }));

  it("is sticky 20 px from the top from 992 px", () => {
    mockMedia(DESKTOP_QUERY);
    renderWithI18n(<ServicePanel />, "en");
    const panel = screen.getByRole("complementary", { name: "My shop" });
    expect(DESKTOP_QUERY).toBe("(min-width: 992px)");
    expect(panel).toHaveStyle({ position: "sticky", top: "20px" });
  });

  it("is not sticky below 992 px", () => {
    mockMedia(null);
    renderWithI18n(<ServicePanel />, "en");
    const panel = screen.getByRole("complementary", { name: "My shop" });
    expect(panel.style.position).toBe("");
    expect(panel).not.toHaveAttribute("data-sticky");
  });

  it("without a favourite, finds the nearest shop and opens the estimate request for it", async () => {
    mockMedia(null);
    const nearest = {
      id: 7,
      storeId: "UG-7",
      name: "Uniglass Laval",
      slug: "uniglass-laval",
      streetAddress: "1 rue",
      city: "Laval",
      state: "QC",
      zipCode: "H7N 1A1",
      latitude: 45.5,
      longitude: -73.7,
      phone: "450-555-0100",
      timezone: "America/Toronto",
      distance: 1.2,
    };
    const get = jest.spyOn(apiClient, "get").mockResolvedValue({ data: [nearest], status: 200, headers: {} });
    renderWithI18n(
      <>
        <ServicePanel />
        <EstimateProbe />
      </>,
      "fr",
    );
    expect(screen.getByTestId("estimate")).toHaveTextContent("closed");
    fireEvent.change(screen.getByRole("combobox", { name: "Code postal, ville ou adresse" }), { target: { value: "H7N 1A1" } });
    fireEvent.click(screen.getByRole("button", { name: "Trouver" }));
    // The first search loads the API client (a dynamic import, slow on a busy machine).
    expect(await screen.findByText("Atelier le plus près : Uniglass Laval", undefined, { timeout: 10000 })).toBeInTheDocument();
    // The panel opens the form from an effect once the shop is shown: a render later.
    await waitFor(() => expect(screen.getByTestId("estimate")).toHaveTextContent("uniglass-laval"));
    expect(get.mock.calls[0][0]).toContain("/stores/search");
    get.mockRestore();
  }, 15000);

  it("with a favourite, offers to book at that shop (open appointment form with its slug)", async () => {
    mockMedia(null);
    const favourite = gatineau;
    Cookies.set("uniglass_FavoriteStore", "uniglass-gatineau", { path: "/" });
    const get = jest.spyOn(apiClient, "get").mockResolvedValue({ data: favourite, status: 200, headers: {} });
    renderWithI18n(
      <>
        <ServicePanel />
        <AppointmentProbe />
      </>,
      "fr",
    );
    // The favourite's fetch loads the API client first (a dynamic import, slow on a busy machine).
    fireEvent.click(await screen.findByRole("button", { name: "Prendre rendez-vous chez Uniglass Gatineau" }, { timeout: 10000 }));
    expect(screen.getByTestId("appointment")).toHaveTextContent("uniglass-gatineau");
    get.mockRestore();
  });

  it("with a favourite that has coupons, shows them at once, without a view-offers link", async () => {
    mockMedia(null);
    const coupons = [
      { id: 1, title: "Réparation d'éclat gratuite", imageMedium: "/media/coupons/chip-repair-medium.webp" },
      { id: 2, title: "Balais d'essuie-glace à 15 % de rabais", imageMedium: "/media/coupons/wiper-blades-medium.webp" },
      { id: 3, title: "Un troisième", imageMedium: "/media/coupons/side-window-medium.webp" },
    ];
    const favourite = { ...gatineau, coupons };
    Cookies.set("uniglass_FavoriteStore", "uniglass-gatineau", { path: "/" });
    const get = jest.spyOn(apiClient, "get").mockResolvedValue({ data: favourite, status: 200, headers: {} });
    renderWithI18n(<ServicePanel />, "fr");
    const offers = await screen.findByRole("region", { name: /Uniglass Gatineau/ });
    expect(
      within(offers)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([coupons[0].title, coupons[1].title]);
    expect(screen.queryByRole("button", { name: /Voir les offres/ })).toBeNull();
    get.mockRestore();
  });
});
