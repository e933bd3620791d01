import { robotsTxt } from "../../gatsby/robots";

describe("robots.txt", () => {
  it("points to the sitemap at the site URL", () => {
    expect(robotsTxt("https://www.uniglass.ca")).toContain("Sitemap: https://www.uniglass.ca/sitemap-index.xml");
  });
});
