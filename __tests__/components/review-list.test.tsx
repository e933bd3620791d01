import * as React from "react";
import { screen } from "@testing-library/react";
import { ReviewList } from "../../src/components/review-list/review-list";
import { renderWithI18n } from "../helpers/render-with-i18n";

describe("ReviewList", () => {
  it("shows the average and each review with its date", () => {
    renderWithI18n(
      <ReviewList
        locale="en"
        reviews={[
          { id: "1", author: "Nathalie B.", rating: 5, date: "2025-10-08", text: "Great work." },
          { id: "2", author: "Simon V.", rating: 4, date: "2025-09-01", text: "Quick." },
        ]}
      />,
      "en",
    );
    expect(screen.getByRole("img", { name: "4.5 out of 5 stars" })).toBeInTheDocument();
    expect(screen.getByText("2 reviews")).toBeInTheDocument();
    expect(screen.getByText("October 8, 2025")).toBeInTheDocument();
    expect(screen.getByText("Great work.")).toBeInTheDocument();
  });
});
