import * as React from "react";
import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PhotoField } from "../../src/components/photo-field/photo-field";
import type { usePhotoUploads } from "../../src/hooks/use-photo-uploads";
import { renderWithI18n } from "../helpers/render-with-i18n";

type Photos = ReturnType<typeof usePhotoUploads>;

/** The uploads' state the estimate form gives the field (here set by hand), with its actions recorded. */
function photosState(state: Partial<Pick<Photos, "refs" | "pending" | "refused" | "failed" | "previews" | "full">> = {}): Photos {
  return {
    refs: [],
    pending: [],
    refused: [],
    failed: [],
    previews: {},
    busy: false,
    full: false,
    add: jest.fn(),
    remove: jest.fn(),
    cancel: jest.fn(),
    retry: jest.fn(),
    expire: jest.fn(),
    clear: jest.fn(),
    ...state,
  };
}

describe("PhotoField", () => {
  it("is a group with its hint, giving the picked files to the uploads", async () => {
    const photos = photosState();
    renderWithI18n(<PhotoField photos={photos} />, "en");
    expect(screen.getByRole("group", { name: "Photos of the damage" })).toBeInTheDocument();
    const input = screen.getByLabelText(/Add photos/);
    expect(input).toHaveAccessibleDescription(/^Up to 3 photos/);
    const file = new File(["x"], "chip.png", { type: "image/png" });
    await userEvent.upload(input, file);
    expect(photos.add).toHaveBeenCalledWith([file]);
    expect(screen.queryByRole("list")).toBeNull();
  });

  it("lists a sent photo with its thumbnail, and one on its way with its progress and a way to stop it", async () => {
    const photos = photosState({
      refs: [{ id: "photo-1", name: "chip.png" }],
      pending: [{ key: "k2", name: "crack.jpg", status: "uploading", progress: 0.42, preview: null }],
      previews: { "photo-1": "blob:chip" },
    });
    renderWithI18n(<PhotoField photos={photos} />, "en");
    const list = screen.getByRole("list", { name: "Attached photos" });
    expect(within(list).getByRole("img", { name: "Photo 1 of the damage" })).toHaveAttribute("src", "blob:chip");
    expect(within(list).getByRole("progressbar", { name: "Sending crack.jpg" })).toHaveAttribute("value", "0.42");
    expect(within(list).getByText("Sending: 42%")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Remove the photo chip.png" }));
    expect(photos.remove).toHaveBeenCalledWith("photo-1");
    await userEvent.click(screen.getByRole("button", { name: "Stop sending crack.jpg" }));
    expect(photos.cancel).toHaveBeenCalledWith("k2");
  });

  it("keeps a photo not sent, says why in the field's alert, and sends it again on request", async () => {
    const failed = { key: "k3", name: "door.jpg", status: "failed" as const, progress: 0, preview: null, problem: "photo_upload_failed" as const };
    const photos = photosState({ pending: [failed], failed: [failed], refused: [{ name: "bill.pdf", problem: "not_an_image" }] });
    renderWithI18n(<PhotoField photos={photos} />, "fr");
    expect(screen.getByText("Photo non envoyée")).toBeInTheDocument();
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("« door.jpg »");
    expect(alert).toHaveTextContent("« bill.pdf »");
    await userEvent.click(screen.getByRole("button", { name: "Réessayer d'envoyer door.jpg" }));
    expect(photos.retry).toHaveBeenCalledWith("k3");
  });

  it("says it is full and takes no more photos, and marks the field invalid on an error", () => {
    renderWithI18n(<PhotoField photos={photosState({ full: true })} error="photo_unavailable" />, "en");
    const input = screen.getByLabelText(/Add photos/);
    expect(input).toBeDisabled();
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription(/^You have attached 3 photos, the maximum\./);
    expect(screen.getByRole("alert")).toHaveTextContent("One of the photos is no longer available.");
  });

  it("asks the uploads to forget a sent photo whose thumbnail no longer loads", () => {
    const photos = photosState({ refs: [{ id: "photo-1", name: "chip.png" }] });
    renderWithI18n(<PhotoField photos={photos} />, "en");
    fireEvent.error(screen.getByRole("img", { name: "Photo 1 of the damage" }));
    expect(photos.expire).toHaveBeenCalledWith({ id: "photo-1", name: "chip.png" });
  });
});
