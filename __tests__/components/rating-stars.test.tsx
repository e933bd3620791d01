import * as React from "react";
import { screen } from "@testing-library/react";
import { RatingStars } from "../../src/components/rating-stars/rating-stars";
import { renderWithI18n } from "../helpers/render-with-i18n";

describe("RatingStars", () => {
  it("fills the stars at 20 % per unit and reads the rating out", () => {
    renderWithI18n(<RatingStars rating={4.5} />, "fr");
    expect(screen.getByRole("img", { name: "4,5 étoiles sur 5" })).toBeInTheDocument();
    expect(screen.getByTestId("stars-filled")).toHaveStyle({ width: "90%" });
  });
});
