import * as React from "react";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FinderFilters } from "../../src/components/store-finder/finder-filters";
import { renderWithI18n } from "../helpers/render-with-i18n";

describe("FinderFilters", () => {
  it("is a named group of two checkboxes, ticked as the search says (fr)", () => {
    renderWithI18n(<FinderFilters filters={{ mobileService: true }} onChange={jest.fn()} />, "fr");
    expect(screen.getByRole("group", { name: "Afficher seulement les ateliers qui offrent :" })).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: "le service mobile (un technicien se déplace chez vous)" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "le calibrage des caméras ADAS" })).not.toBeChecked();
  });

  it("shows each change at once and hands the new filters over, the other one kept (en)", async () => {
    const onChange = jest.fn();
    renderWithI18n(<FinderFilters filters={{ mobileService: true }} onChange={onChange} />, "en");
    await userEvent.click(screen.getByRole("checkbox", { name: "ADAS camera calibration" }));
    expect(onChange).toHaveBeenLastCalledWith({ mobileService: true, adasCalibration: true });
    await userEvent.click(screen.getByRole("checkbox", { name: "mobile service (a technician comes to you)" }));
    expect(onChange).toHaveBeenLastCalledWith({ mobileService: false, adasCalibration: true });
  });
});
