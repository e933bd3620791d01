import * as React from "react";
import { fireEvent, screen } from "@testing-library/react";
import { Accordion } from "../../src/components/accordion/accordion";
import { renderWithI18n } from "../helpers/render-with-i18n";

const items = [
  { title: "Will the chip disappear?", content: "<p>Not entirely.</p>" },
  { title: "Is it covered?", content: "<p>Often with no deductible.</p>" },
  { title: "How long does it take?", content: "<p>About 30 minutes.</p>" },
];

describe("Accordion", () => {
  it("starts closed, with buttons in headings that control their panels", () => {
    renderWithI18n(<Accordion items={items} />, "en");
    const buttons = screen.getAllByRole("button");
    expect(buttons).toHaveLength(3);
    for (const button of buttons) {
      expect(button).toHaveAttribute("aria-expanded", "false");
      expect(button.closest("h3")).not.toBeNull();
      const panel = document.getElementById(button.getAttribute("aria-controls")!)!;
      expect(panel).not.toBeVisible();
      expect(panel).toHaveAttribute("aria-labelledby", button.id);
    }
  });

  it("opens one item at a time, and closes the open one on a second click", () => {
    renderWithI18n(<Accordion items={items} />, "en");
    const [first, second] = screen.getAllByRole("button");
    fireEvent.click(first);
    expect(first).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("region", { name: "Will the chip disappear?" })).toHaveTextContent("Not entirely.");
    fireEvent.click(second);
    expect(first).toHaveAttribute("aria-expanded", "false");
    expect(second).toHaveAttribute("aria-expanded", "true");
    expect(screen.getAllByRole("region")).toHaveLength(1);
    fireEvent.click(second);
    expect(second).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryAllByRole("region")).toHaveLength(0);
  });

  it("moves focus with the arrow keys, Home and End, wrapping around", () => {
    renderWithI18n(<Accordion items={items} />, "en");
    const [first, second, third] = screen.getAllByRole("button");
    first.focus();
    fireEvent.keyDown(first, { key: "ArrowDown" });
    expect(second).toHaveFocus();
    fireEvent.keyDown(second, { key: "End" });
    expect(third).toHaveFocus();
    fireEvent.keyDown(third, { key: "ArrowDown" });
    expect(first).toHaveFocus();
    fireEvent.keyDown(first, { key: "ArrowUp" });
    expect(third).toHaveFocus();
    fireEvent.keyDown(third, { key: "Home" });
    expect(first).toHaveFocus();
  });
});
