import * as React from "react";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { StoreCard } from "../../src/components/store-card/store-card";
import { SendCouponDialog } from "../../src/components/send-coupon-dialog/send-coupon-dialog";
import { sendCoupon } from "../../src/api-client/coupons";
import { renderWithI18n } from "../helpers/render-with-i18n";
import { AxiosError, AxiosHeaders } from "axios";
import { validationError } from "../helpers/api-errors";
import { storeWithCoupons as store } from "../helpers/store-with-coupons";

jest.mock("../../src/api-client/coupons", () => ({
  ...jest.requireActual("../../src/api-client/coupons"),
  sendCoupon: jest.fn(),
}));
const send = sendCoupon as jest.MockedFunction<typeof sendCoupon>;

describe("the send-coupon dialog", () => {
  beforeEach(() => send.mockReset());

  async function openEmailDialog(locale: "fr" | "en" = "fr") {
    renderWithI18n(<StoreCard store={store} heading="link" offersEnabled />, locale);
    await userEvent.click(screen.getByRole("button", { name: locale === "fr" ? "Voir les offres" : "View offers" }));
    const opener = screen.getAllByRole("button", { name: locale === "fr" ? /par courriel$/ : /by e-mail$/ })[0];
    await userEvent.click(opener);
    return { opener, dialog: await screen.findByRole("dialog") };
  }

  it("is a labelled modal dialog with the focus in its field; Escape closes it and focus returns", async () => {
    const { opener, dialog } = await openEmailDialog();
    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(dialog).toHaveAccessibleName("Recevoir ce coupon par courriel");
    expect(dialog).toHaveAccessibleDescription("Réparation d'éclat gratuite");
    expect(within(dialog).getByLabelText("Votre adresse courriel")).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(opener).toHaveFocus();
  });

  it("keeps the focus inside with Tab and Shift+Tab", async () => {
    const { dialog } = await openEmailDialog("en");
    const input = within(dialog).getByLabelText("Your e-mail address");
    const close = within(dialog).getByRole("button", { name: "Close" });
    await userEvent.tab();
    expect(within(dialog).getByRole("button", { name: "Send the coupon" })).toHaveFocus();
    await userEvent.tab();
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab();
    expect(input).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(close).toHaveFocus();
    await userEvent.click(close);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("refuses an invalid e-mail with a translated message and sends nothing", async () => {
    const { dialog } = await openEmailDialog();
    const input = within(dialog).getByLabelText("Votre adresse courriel");
    await userEvent.type(input, "lea@exemple");
    await userEvent.click(within(dialog).getByRole("button", { name: "Envoyer le coupon" }));
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription(/Entrez une adresse courriel valide, par exemple nom@exemple.com./);
    expect(input).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
  });

  it("refuses a phone number that is not 3-3-4 digits, accepts one with separators", async () => {
    send.mockResolvedValue({ status: 201, id: 4 });
    renderWithI18n(
      <SendCouponDialog
        kind="phone"
        coupon={{ id: 45, title: "Réparation d'éclat gratuite" }}
        storeSlug="uniglass-montreal-rosemont"
        onClose={() => undefined}
      />,
      "en",
    );
    const input = await screen.findByLabelText("Your cell phone number");
    await userEvent.type(input, "514-555-01");
    await userEvent.click(screen.getByRole("button", { name: "Send the coupon" }));
    expect(input).toHaveAccessibleDescription(/Enter a 10-digit phone number/);
    expect(send).not.toHaveBeenCalled();
    await userEvent.type(input, "42");
    await userEvent.click(screen.getByRole("button", { name: "Send the coupon" }));
    expect(send).toHaveBeenCalledWith(
      "phone",
      { coupons: [45], name: "514-555-0142", stores: ["uniglass-montreal-rosemont"], locale: "en" },
      { idempotencyKey: expect.any(String) },
    );
    expect(await screen.findByRole("status")).toHaveTextContent("Sent! The “Réparation d'éclat gratuite” coupon is on its way by text to 514-555-0142.");
  });

  it("sends once on a double click", async () => {
    let resolve: (value: { status: number; id: number }) => void = () => undefined;
    send.mockImplementation(() => new Promise((r) => (resolve = r)));
    const { dialog } = await openEmailDialog();
    await userEvent.type(within(dialog).getByLabelText("Votre adresse courriel"), "lea@exemple.ca");
    await userEvent.dblClick(within(dialog).getByRole("button", { name: "Envoyer le coupon" }));
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0][0]).toBe("email");
    expect(send.mock.calls[0][1]).toEqual({ coupons: [45], name: "lea@exemple.ca", stores: ["uniglass-montreal-rosemont"], locale: "fr" });
    resolve({ status: 201, id: 9 });
    expect(await within(dialog).findByRole("status")).toHaveTextContent("C'est envoyé! Le coupon « Réparation d'éclat gratuite » s'en va à lea@exemple.ca.");
    expect(within(dialog).getByRole("button", { name: "Fermer" })).toHaveFocus();
  });

  it("keeps what was typed after a 422 and shows the server's field message, then succeeds with a new key (the corrected request is another request)", async () => {
    send.mockRejectedValueOnce(validationError("name", "invalid_email")).mockResolvedValueOnce({ status: 201, id: 10 });
    const { dialog } = await openEmailDialog("en");
    const input = within(dialog).getByLabelText("Your e-mail address");
    await userEvent.type(input, "sam@example.com");
    await userEvent.click(within(dialog).getByRole("button", { name: "Send the coupon" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Some fields need your attention.");
    expect(input).toHaveValue("sam@example.com");
    expect(input).toHaveAccessibleDescription(/Enter a valid e-mail address/);
    await userEvent.click(within(dialog).getByRole("button", { name: "Send the coupon" }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    expect(send.mock.calls[1][2]).not.toEqual(send.mock.calls[0][2]);
    expect(send.mock.calls[1][2]).toEqual({ idempotencyKey: expect.any(String) });
    expect(await within(dialog).findByRole("status")).toBeInTheDocument();
  });

  it("says so in plain words when the server fails", async () => {
    const config = { headers: new AxiosHeaders() };
    send.mockRejectedValueOnce(
      new AxiosError("Request failed with status code 503", "ERR_BAD_RESPONSE", config, null, { status: 503, statusText: "", headers: {}, config, data: {} }),
    );
    const { dialog } = await openEmailDialog();
    await userEvent.type(within(dialog).getByLabelText("Votre adresse courriel"), "lea@exemple.ca");
    await userEvent.click(within(dialog).getByRole("button", { name: "Envoyer le coupon" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Un problème est survenu de notre côté.");
    expect(within(dialog).getByLabelText("Votre adresse courriel")).toHaveValue("lea@exemple.ca");
  });
});
