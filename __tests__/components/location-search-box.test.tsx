import * as React from "react";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { LocationSearchBox } from "../../src/components/location-search-box/location-search-box";
import { renderWithI18n } from "../helpers/render-with-i18n";

describe("LocationSearchBox", () => {
  afterEach(() => window.history.replaceState({}, "", "/"));

  it("shows the translated error on an empty search, tied to the input", async () => {
    const onSearch = jest.fn();
    renderWithI18n(<LocationSearchBox onSearch={onSearch} />, "fr");
    const input = screen.getByRole("combobox", { name: "Code postal, ville ou adresse" });
    await userEvent.type(input, "   ");
    await userEvent.click(screen.getByRole("button", { name: "Trouver" }));
    expect(onSearch).not.toHaveBeenCalled();
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("Veuillez entrer un emplacement");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription("Veuillez entrer un emplacement");
    expect(input).toHaveFocus();
    await userEvent.type(input, "H2X");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(input).not.toHaveAttribute("aria-invalid");
  });

  it("goes to locations with the key on Enter, carrying ctn, in English", async () => {
    window.history.replaceState({}, "", "/en/?ctn=spring");
    const onSearch = jest.fn();
    renderWithI18n(<LocationSearchBox onSearch={onSearch} />, "en");
    await userEvent.type(screen.getByRole("combobox", { name: "Postal code, city or address" }), " trois rivieres {enter}");
    expect(onSearch).toHaveBeenCalledWith("/en/locations/?ctn=spring&key=trois+rivieres");
    expect(screen.getByRole("search", { name: "Find a shop" })).toBeInTheDocument();
  });

  it("uses the device position, or says the position was refused and keeps the focus in the box", async () => {
    const onSearch = jest.fn();
    const getCurrentPosition = jest.fn();
    Object.defineProperty(navigator, "geolocation", { value: { getCurrentPosition }, configurable: true });
    renderWithI18n(<LocationSearchBox onSearch={onSearch} />, "fr");
    getCurrentPosition.mockImplementationOnce((ok: PositionCallback) =>
      ok({ coords: { latitude: 46.3432123, longitude: -72.5477456 } } as GeolocationPosition),
    );
    await userEvent.click(screen.getByRole("button", { name: "Utiliser ma position" }));
    expect(onSearch).toHaveBeenLastCalledWith("/emplacement/?latitude=46.34321&longitude=-72.54775");
    getCurrentPosition.mockImplementationOnce((_ok: PositionCallback, fail: PositionErrorCallback) =>
      fail({ code: 1, message: "denied" } as GeolocationPositionError),
    );
    await userEvent.type(screen.getByRole("combobox"), "Laval");
    await userEvent.click(screen.getByRole("button", { name: "Utiliser ma position" }));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("alert")).toHaveTextContent("Votre navigateur ne nous donne pas accès à votre position.");
    expect(screen.getByRole("combobox")).toHaveFocus();
    expect(screen.getByRole("combobox")).toHaveValue("Laval");
  });
});
