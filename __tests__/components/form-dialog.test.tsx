import * as React from "react";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { StoreFormDialog } from "../../src/components/form-dialog/form-dialog";
import { useAppDispatch } from "../../src/state/app-state";
import { renderWithI18n } from "../helpers/render-with-i18n";

/** What opens the dialog on a page: a button asking the app state for the estimate form of a shop. */
function Opener() {
  const dispatch = useAppDispatch();
  return (
    <button type="button" onClick={() => dispatch({ type: "forms/estimate", active: true, slug: "uniglass-laval" })}>
      Obtenir une estimation
    </button>
  );
}

/** A form as the dialog is given one: it names the dialog by its heading and may say it is done. */
function Form({ storeSlug, onDone }: { storeSlug: string | null; onDone?: () => void }) {
  return (
    <div>
      <h2 id="estimate-form-title">Estimation chez {storeSlug}</h2>
      <button type="button" onClick={onDone}>
        Terminé
      </button>
    </div>
  );
}

function open() {
  renderWithI18n(
    <>
      <Opener />
      <StoreFormDialog form="estimate" Form={Form} />
    </>,
    "fr",
  );
  const opener = screen.getByRole("button", { name: "Obtenir une estimation" });
  opener.focus();
  return opener;
}

describe("StoreFormDialog", () => {
  it("opens with the form for the shop asked for, named by the form's heading", async () => {
    const opener = open();
    expect(screen.queryByRole("dialog")).toBeNull();
    await userEvent.click(opener);
    const dialog = await screen.findByRole("dialog", { name: "Estimation chez uniglass-laval" });
    expect(dialog).toHaveAttribute("open");
  });

  it("closes by its close button and gives the focus back to what opened it", async () => {
    const opener = open();
    await userEvent.click(opener);
    await userEvent.click(await screen.findByRole("button", { name: "Fermer" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(opener).toHaveFocus();
  });

  it("closes on Escape (the dialog's cancel) and when the form says it is done", async () => {
    const opener = open();
    await userEvent.click(opener);
    const dialog = await screen.findByRole("dialog");
    // The browser turns Escape in a modal dialog into a cancel event, which jsdom does not.
    const cancel = new Event("cancel", { cancelable: true });
    fireEvent(dialog, cancel);
    expect(cancel.defaultPrevented).toBe(true);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(opener).toHaveFocus();
    await userEvent.click(opener);
    await userEvent.click(await screen.findByRole("button", { name: "Terminé" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});
