import * as React from "react";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NewsletterForm } from "../../src/components/newsletter-form/newsletter-form";
import { renderWithI18n } from "../helpers/render-with-i18n";

// The form's check and call load on demand: here their chunk cannot be loaded (offline, say).
jest.mock("../../src/components/newsletter-form/newsletter-sending", () => {
  throw Object.assign(new Error("Loading chunk 417 failed."), { name: "ChunkLoadError" });
});

describe("NewsletterForm when its code cannot be loaded", () => {
  it("says the servers cannot be reached and keeps what was typed", async () => {
    renderWithI18n(<NewsletterForm />, "fr");
    await userEvent.type(screen.getByLabelText("Adresse courriel"), "lea@exemple.ca");
    await userEvent.click(screen.getByRole("checkbox"));
    await userEvent.click(screen.getByRole("button", { name: "M'abonner" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Impossible de joindre nos serveurs.");
    expect(screen.getByLabelText("Adresse courriel")).toHaveValue("lea@exemple.ca");
    expect(screen.getByRole("checkbox")).toBeChecked();
  });
});
