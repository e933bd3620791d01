import * as React from "react";
import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FavoriteStar } from "../../src/components/favorite-star/favorite-star";
import { renderWithI18n } from "../helpers/render-with-i18n";

/**
 * The star as a card holds it (the card keeps whether the shop is the favourite),
 * in a list that handles its cards' clicks, as the finder's results do.
 */
function Star({ onListClick = () => undefined }: { onListClick?: () => void }) {
  const [active, setActive] = React.useState(false);
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- delegated from the cards, as in the finder
    <ol onClick={onListClick}>
      <li>
        <FavoriteStar name="Uniglass Laval" slug="uniglass-laval" active={active} onToggle={() => setActive((value) => !value)} />
      </li>
    </ol>
  );
}

describe("FavoriteStar", () => {
  it("is a toggle button whose name and tooltip say what a click does, without a click on the list around it", async () => {
    const onListClick = jest.fn();
    renderWithI18n(<Star onListClick={onListClick} />, "fr");
    const star = screen.getByRole("button", { name: "Choisir Uniglass Laval comme mon atelier" });
    expect(star).toHaveAttribute("aria-pressed", "false");
    expect(star).toHaveAccessibleDescription("Choisir comme mon atelier");
    await userEvent.click(star);
    expect(star).toHaveAttribute("aria-pressed", "true");
    expect(star).toHaveAccessibleName("Retirer Uniglass Laval de mon atelier favori");
    expect(star).toHaveAccessibleDescription("Mon atelier favori");
    await userEvent.click(star);
    expect(star).toHaveAttribute("aria-pressed", "false");
    expect(onListClick).not.toHaveBeenCalled();
  });

  it("names the star in English too", () => {
    renderWithI18n(<FavoriteStar name="Ziebart Laval" slug="ziebart-laval" active onToggle={() => undefined} />, "en");
    const star = screen.getByRole("button", { name: "Remove Ziebart Laval as my favourite shop" });
    expect(star).toHaveAttribute("aria-pressed", "true");
    expect(star).toHaveAccessibleDescription("My favourite shop");
  });

  it("dismisses its tooltip on Escape until the focus and the pointer have both left", async () => {
    renderWithI18n(<Star />, "en");
    const star = screen.getByRole("button", { name: "Make Uniglass Laval my shop" });
    // The stylesheet hides the tooltip of a dismissed star (the attribute on the star's wrapper).
    const dismissed = () => screen.getByRole("tooltip").parentElement!.hasAttribute("data-dismissed");
    await userEvent.tab();
    expect(star).toHaveFocus();
    expect(dismissed()).toBe(false);
    await userEvent.keyboard("{Escape}");
    expect(dismissed()).toBe(true);
    fireEvent.pointerEnter(star.parentElement!);
    await userEvent.tab();
    expect(star).not.toHaveFocus();
    // Still hovered: the tooltip stays dismissed.
    expect(dismissed()).toBe(true);
    fireEvent.pointerLeave(star.parentElement!);
    expect(dismissed()).toBe(false);
  });

  it("keeps its tooltip when another key is pressed", async () => {
    renderWithI18n(<Star />, "en");
    await userEvent.tab();
    await userEvent.keyboard("a");
    expect(screen.getByRole("tooltip").parentElement).not.toHaveAttribute("data-dismissed");
  });
});
