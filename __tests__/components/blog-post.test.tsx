import * as React from "react";
import { screen, within } from "@testing-library/react";
import { BlogPost, type BlogPostProps } from "../../src/components/blog-post/blog-post";
import { renderWithI18n } from "../helpers/render-with-i18n";

const post: BlogPostProps["post"] = {
  title: "Préparer son pare-brise pour l'hiver",
  date: "2025-11-03T10:00:00",
  content: "<h2>Les essuie-glaces</h2><p>Changez-les avant la neige.</p>",
  author: "Marie Tremblay",
  featuredImage: {
    url: "https://cdn.example.com/hiver-800.jpg",
    alt: "Un pare-brise couvert de givre",
    width: 800,
    height: 450,
    srcSet: "https://cdn.example.com/hiver-400.jpg 400w, https://cdn.example.com/hiver-800.jpg 800w",
  },
};

describe("BlogPost", () => {
  it("dates and signs the post, shows its described picture first, its content and the way back to the blog", () => {
    renderWithI18n(<BlogPost post={post} locale="fr" />, "fr");
    const article = screen.getByRole("article");
    const date = article.querySelector("time")!;
    expect(date).toHaveAttribute("datetime", "2025-11-03");
    expect(date).toHaveTextContent("3 novembre 2025");
    expect(article).toHaveTextContent("Par Marie Tremblay");
    const picture = within(article).getByRole("img", { name: "Un pare-brise couvert de givre" });
    expect(picture).toHaveAttribute("srcset", post.featuredImage!.srcSet);
    expect(picture).toHaveAttribute("sizes", "(min-width: 50rem) 48rem, calc(100vw - 2rem)");
    expect(picture).toHaveAttribute("width", "800");
    expect(picture).toHaveAttribute("loading", "eager");
    expect(within(article).getByRole("heading", { level: 2, name: "Les essuie-glaces" })).toBeInTheDocument();
    expect(within(article).getByRole("link", { name: "← Retour au blogue" })).toHaveAttribute("href", "/blog/");
  });

  it("gives a picture without sizes no srcset hint, and shows no author or picture when the post has none", () => {
    const { unmount } = renderWithI18n(
      <BlogPost post={{ ...post, featuredImage: { url: "https://cdn.example.com/a.jpg", alt: "Un atelier" } }} locale="fr" />,
      "fr",
    );
    const picture = screen.getByRole("img", { name: "Un atelier" });
    expect(picture).not.toHaveAttribute("srcset");
    expect(picture).not.toHaveAttribute("sizes");
    unmount();
    renderWithI18n(<BlogPost post={{ ...post, author: null, featuredImage: null }} locale="fr" />, "fr");
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
    expect(screen.getByRole("article")).not.toHaveTextContent("Par ");
  });

  it("says the date and the way back in English on an English page", () => {
    renderWithI18n(<BlogPost post={post} locale="en" />, "en");
    expect(screen.getByRole("article").querySelector("time")).toHaveTextContent("November 3, 2025");
    expect(screen.getByRole("article")).toHaveTextContent("By Marie Tremblay");
    expect(screen.getByRole("link", { name: /back to the blog/i })).toHaveAttribute("href", "/en/blog/");
  });
});
