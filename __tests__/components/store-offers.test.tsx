import * as React from "react";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { StoreCard } from "../../src/components/store-card/store-card";
import { renderWithI18n } from "../helpers/render-with-i18n";
import { storeWithCoupons as store } from "../helpers/store-with-coupons";

describe("the offers of a store card", () => {
  it("shows the first 2 coupons only, with image, title and three actions, then the link is gone", async () => {
    renderWithI18n(<StoreCard store={store} heading="link" offersEnabled />, "fr");
    expect(screen.queryByRole("region", { name: /Offres de/ })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Voir les offres" }));
    const offers = screen.getByRole("region", { name: "Offres de Uniglass Montréal Rosemont" });
    expect(offers).toHaveFocus();
    expect(screen.queryByRole("button", { name: "Voir les offres" })).toBeNull();
    const items = within(offers)
      .getAllByRole("listitem")
      .filter((li) => li.parentElement?.parentElement === offers);
    expect(items).toHaveLength(2);
    expect(within(offers).getByRole("heading", { level: 3, name: "Réparation d'éclat gratuite" })).toBeInTheDocument();
    expect(within(offers).getByRole("heading", { level: 3, name: "50 $ sur un pare-brise" })).toBeInTheDocument();
    expect(offers).not.toHaveTextContent("Essuie-glaces");
    const image = offers.querySelector("img")!;
    expect(image).toHaveAttribute("src", "/media/coupons/45-medium.jpg");
    expect(image).toHaveAttribute("width", "429");
    expect(image).toHaveAttribute("height", "322");
    expect(within(offers).getByRole("button", { name: "Recevoir le coupon « Réparation d'éclat gratuite » par courriel" })).toBeInTheDocument();
    expect(within(offers).getByRole("button", { name: "Recevoir le coupon « Réparation d'éclat gratuite » par texto" })).toBeInTheDocument();
    const print = within(offers).getByRole("link", { name: /^Imprimer le coupon « 50 \$ sur un pare-brise »/ });
    expect(print).toHaveAttribute("target", "_blank");
    const href = print.getAttribute("href")!;
    expect(href.startsWith("/redeem-coupons/?params=")).toBe(true);
    const query = new URLSearchParams(href.split("?")[1]);
    expect(JSON.parse(query.get("params")!)).toEqual({ couponId: 33, slug: "uniglass-montreal-rosemont", locale: "fr" });
    expect(query.get("method")).toBe("print");
  });

  it("prints with the /en prefix in English", async () => {
    renderWithI18n(<StoreCard store={store} heading="link" offersEnabled />, "en");
    await userEvent.click(screen.getByRole("button", { name: "View offers" }));
    const print = screen.getAllByRole("link", { name: /^Print the/ })[0];
    expect(print.getAttribute("href")).toMatch(/^\/en\/redeem-coupons\/\?params=.*%22locale%22%3A%22en%22.*&method=print$/);
  });
});
