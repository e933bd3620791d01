import * as React from "react";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CouponAlertForm } from "../../src/components/coupon-alert-form/coupon-alert-form";
import { sendCoupon } from "../../src/api-client/coupons";
import { renderWithI18n } from "../helpers/render-with-i18n";

jest.mock("../../src/api-client/coupons", () => ({ ...jest.requireActual("../../src/api-client/coupons"), sendCoupon: jest.fn() }));
const send = sendCoupon as jest.MockedFunction<typeof sendCoupon>;

beforeEach(() => send.mockReset());

describe("CouponAlertForm", () => {
  it("signs up an e-mail for every store, with no coupon", async () => {
    send.mockResolvedValue({ status: 201, id: 1 });
    renderWithI18n(<CouponAlertForm />, "fr");
    await userEvent.type(screen.getByLabelText("Adresse courriel"), "lea@exemple.ca");
    await userEvent.dblClick(screen.getByRole("button", { name: "M'inscrire aux alertes" }));
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith("email", { coupons: [], name: "lea@exemple.ca", stores: [], locale: "fr" }, { idempotencyKey: expect.any(String) });
    expect(await screen.findByRole("status")).toHaveTextContent("Les prochains coupons seront envoyés à lea@exemple.ca.");
  });

  it("by text: validates the number, posts to the phone endpoint for the given store", async () => {
    send.mockResolvedValue({ status: 201, id: 2 });
    renderWithI18n(<CouponAlertForm storeSlug="ziebart-laval" />, "en");
    await userEvent.click(screen.getByRole("radio", { name: "Text message" }));
    const input = screen.getByLabelText("Cell phone number");
    await userEvent.type(input, "555-0142");
    await userEvent.click(screen.getByRole("button", { name: "Sign me up for alerts" }));
    expect(input).toHaveAccessibleDescription(/Enter a 10-digit phone number/);
    expect(input).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
    await userEvent.clear(input);
    await userEvent.type(input, "(450) 555-0142");
    await userEvent.click(screen.getByRole("button", { name: "Sign me up for alerts" }));
    expect(send).toHaveBeenCalledWith("phone", { coupons: [], name: "(450) 555-0142", stores: ["ziebart-laval"], locale: "en" }, expect.anything());
    expect(await screen.findByRole("status")).toHaveTextContent("texted to (450) 555-0142");
  });
});
