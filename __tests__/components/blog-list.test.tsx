import * as React from "react";
import { screen } from "@testing-library/react";
import { BlogList, type BlogListPost } from "../../src/components/blog-list/blog-list";
import { renderWithI18n } from "../helpers/render-with-i18n";

const post = (n: number): BlogListPost => ({
  id: `p${n}`,
  slug: `post-${n}`,
  title: `Billet ${n}`,
  date: "2026-03-0" + n + "T12:00:00",
  excerpt: `<p>Résumé ${n}</p>`,
  featuredImage: { url: `/media/blog-${n}.jpg`, alt: "", width: 1200, height: 630 },
});

describe("BlogList", () => {
  it("loads the first image at once and first (the page's largest paint), the others lazily", () => {
    const { container } = renderWithI18n(<BlogList posts={[post(1), post(2), post(3)]} locale="fr" />);
    const images = [...container.querySelectorAll("img")];
    expect(images.map((img) => img.getAttribute("loading"))).toEqual(["eager", "lazy", "lazy"]);
    expect(images.map((img) => img.getAttribute("fetchpriority"))).toEqual(["high", null, null]);
    expect(screen.getByRole("link", { name: "Billet 1" })).toBeInTheDocument();
  });

  it("offers the sizes WordPress made of an image, with the width a card shows it at, and only the upload when there are none", () => {
    const srcSet = "/media/blog-1-768x403.jpg 768w, /media/blog-1.jpg 1200w";
    const withSizes = { ...post(1), featuredImage: { ...post(1).featuredImage!, srcSet } };
    const { container } = renderWithI18n(<BlogList posts={[withSizes, post(2)]} locale="fr" />);
    const [first, second] = [...container.querySelectorAll("img")];
    expect(first.getAttribute("srcset")).toBe(srcSet);
    expect(first.getAttribute("sizes")).toMatch(/calc\(100vw - 2rem\)$/);
    expect(second.hasAttribute("srcset")).toBe(false);
    expect(second.hasAttribute("sizes")).toBe(false);
  });
});
