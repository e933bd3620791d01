import * as React from "react";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CouponActions } from "../../src/components/coupon-actions/coupon-actions";
import { renderWithI18n } from "../helpers/render-with-i18n";

const coupon = { id: 45, title: "Réparation d'éclat gratuite" };

describe("CouponActions", () => {
  it("names each action after its coupon, printing with the shop's address in a new tab", () => {
    renderWithI18n(<CouponActions coupon={coupon} storeSlug="uniglass-laval" />, "en");
    const actions = screen.getByRole("list", { name: "Options for the “Réparation d'éclat gratuite” coupon" });
    expect(within(actions).getByRole("button", { name: "Get the “Réparation d'éclat gratuite” coupon by e-mail" })).toBeInTheDocument();
    expect(within(actions).getByRole("button", { name: "Get the “Réparation d'éclat gratuite” coupon by text message" })).toBeInTheDocument();
    const print = within(actions).getByRole("link", { name: "Print the “Réparation d'éclat gratuite” coupon (opens in a new tab)" });
    expect(print).toHaveAttribute("target", "_blank");
    const query = new URLSearchParams(print.getAttribute("href")!.split("?")[1]);
    expect(JSON.parse(query.get("params")!)).toEqual({ couponId: 45, slug: "uniglass-laval", locale: "en" });
  });

  it("offers no printing without a shop (the printed coupon shows its address)", () => {
    renderWithI18n(<CouponActions coupon={coupon} />, "fr");
    expect(screen.getAllByRole("button")).toHaveLength(2);
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("opens the dialog of the chosen way, which asks for a phone number by text, and closes it", async () => {
    renderWithI18n(<CouponActions coupon={coupon} storeSlug="uniglass-laval" />, "fr");
    expect(screen.queryByRole("dialog")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: /par texto$/ }));
    // The dialog's code loads on the first request.
    const dialog = await screen.findByRole("dialog", {}, { timeout: 10000 });
    expect(within(dialog).getByLabelText("Votre numéro de cellulaire")).toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});
