import * as React from "react";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { CouponSendKind } from "../../src/api-client/coupons";
import { RecipientInput } from "../../src/components/coupon-recipient/coupon-recipient";
import { renderWithI18n } from "../helpers/render-with-i18n";

/** The input laid out as the coupon forms do: their label and, when hinted, their hint; the value held by the form. */
function Recipient({ kind, error, hinted = false, focus = false }: { kind: CouponSendKind; error?: string; hinted?: boolean; focus?: boolean }) {
  const [value, setValue] = React.useState("");
  const ref = React.useRef<HTMLInputElement>(null);
  React.useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <>
      <label htmlFor="send-name">{kind === "email" ? "Courriel" : "Cellulaire"}</label>
      {hinted && <p id="send-hint">10 chiffres</p>}
      <RecipientInput ref={ref} id="send" kind={kind} value={value} onChange={setValue} error={error} hinted={hinted} errorClassName="error" />
      <output data-testid="value">{value}</output>
    </>
  );
}

describe("coupon recipient input", () => {
  it("asks for an e-mail address with the e-mail keyboard and autofill", () => {
    renderWithI18n(<Recipient kind="email" />, "fr");
    const input = screen.getByRole("textbox", { name: "Courriel" });
    expect(input).toHaveAttribute("type", "email");
    expect(input).toHaveAttribute("inputmode", "email");
    expect(input).toHaveAttribute("autocomplete", "email");
    expect(input).not.toHaveAttribute("aria-invalid");
    expect(input).not.toHaveAttribute("aria-describedby");
  });

  it("asks for a phone number with the phone keyboard and autofill, described by its hint", () => {
    renderWithI18n(<Recipient kind="phone" hinted />, "fr");
    const input = screen.getByRole("textbox", { name: "Cellulaire" });
    expect(input).toHaveAttribute("type", "tel");
    expect(input).toHaveAttribute("inputmode", "tel");
    expect(input).toHaveAttribute("autocomplete", "tel");
    expect(input).toHaveAccessibleDescription("10 chiffres");
  });

  it("gives the form what is typed", async () => {
    renderWithI18n(<Recipient kind="email" />, "en");
    await userEvent.type(screen.getByRole("textbox", { name: "Courriel" }), "lea@exemple.ca");
    expect(screen.getByTestId("value")).toHaveTextContent("lea@exemple.ca");
  });

  it("says its error in the page's language after the hint, and is marked invalid", () => {
    renderWithI18n(<Recipient kind="phone" hinted error="invalid_phone" />, "en");
    const input = screen.getByRole("textbox", { name: "Cellulaire" });
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription("10 chiffres Enter a 10-digit phone number, for example 514 555-0142.");
  });

  it("lets the form move the focus to it (after a refused send)", () => {
    renderWithI18n(<Recipient kind="email" focus />, "fr");
    expect(screen.getByRole("textbox", { name: "Courriel" })).toHaveFocus();
  });
});
