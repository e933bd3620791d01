import * as React from "react";
import { screen, within } from "@testing-library/react";
import { Breadcrumbs } from "../../src/components/breadcrumbs/breadcrumbs";
import { renderWithI18n } from "../helpers/render-with-i18n";

describe("Breadcrumbs", () => {
  it("starts with Home and does not link the last crumb", () => {
    renderWithI18n(
      <Breadcrumbs
        crumbs={[
          { title: "Services", pathname: "/en/services/" },
          { title: "Windshield", pathname: "/en/services/windshield/" },
        ]}
      />,
      "en",
    );
    const nav = screen.getByRole("navigation", { name: "Breadcrumb" });
    const items = within(nav).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual(["Home", "Services", "Windshield"]);
    expect(within(items[0]).getByRole("link")).toHaveAttribute("href", "/en/");
    expect(within(items[1]).getByRole("link")).toHaveAttribute("href", "/en/services/");
    expect(within(items[2]).queryByRole("link")).toBeNull();
    expect(items[2]).toHaveAttribute("aria-current", "page");
  });
});
