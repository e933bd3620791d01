import * as React from "react";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Pagination } from "../../src/components/pagination/pagination";
import { renderWithI18n } from "../helpers/render-with-i18n";

describe("Pagination", () => {
  it("links to the other pages of the blog, the current one marked and not a link", () => {
    renderWithI18n(<Pagination label="Pages du blogue" page={2} count={3} hrefFor={(n) => (n === 1 ? "/blog/" : `/blog/${n}/`)} />, "fr");
    const nav = screen.getByRole("navigation", { name: "Pages du blogue" });
    expect(within(nav).getByRole("link", { name: "Précédente" })).toHaveAttribute("href", "/blog/");
    expect(within(nav).getByRole("link", { name: "Aller à la page 1" })).toHaveAttribute("href", "/blog/");
    expect(within(nav).getByRole("link", { name: "Aller à la page 3" })).toHaveAttribute("href", "/blog/3/");
    expect(within(nav).getByRole("link", { name: "Suivante" })).toHaveAttribute("href", "/blog/3/");
    expect(within(nav).queryByRole("link", { name: "Aller à la page 2" })).toBeNull();
    const current = within(nav).getByText((_, element) => element?.getAttribute("aria-current") === "page");
    expect(current).toHaveTextContent("Page 2");
  });

  it("has no previous link on the first page and no next link on the last", () => {
    const { unmount } = renderWithI18n(<Pagination label="Blog pages" page={1} count={2} hrefFor={(n) => `/en/blog/${n}/`} />, "en");
    expect(screen.queryByRole("link", { name: "Previous" })).toBeNull();
    expect(screen.getByRole("link", { name: "Next" })).toHaveAttribute("href", "/en/blog/2/");
    unmount();
    renderWithI18n(<Pagination label="Blog pages" page={2} count={2} hrefFor={(n) => `/en/blog/${n}/`} />, "en");
    expect(screen.queryByRole("link", { name: "Next" })).toBeNull();
    expect(screen.getByRole("link", { name: "Previous" })).toHaveAttribute("href", "/en/blog/1/");
  });

  it("pages in the page with buttons when given a handler, calling it with the chosen page", async () => {
    const onSelect = jest.fn();
    renderWithI18n(<Pagination label="Job pages" page={2} count={4} onSelect={onSelect} />, "en");
    expect(screen.queryByRole("link")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Go to page 4" }));
    await userEvent.click(screen.getByRole("button", { name: "Previous" }));
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(onSelect.mock.calls).toEqual([[4], [1], [3]]);
  });

  it("shows nothing when there is one page", () => {
    const { container } = renderWithI18n(<Pagination label="Blog pages" page={1} count={1} onSelect={() => undefined} />, "en");
    expect(container).toBeEmptyDOMElement();
  });
});
