import type { GatsbyConfig } from "gatsby";

/** No plugins: the reference is what Gatsby and React cost on their own. */
const config: GatsbyConfig = {
  siteMetadata: { title: "Gatsby reference page", siteUrl: "http://localhost" },
  trailingSlash: "always",
};

export default config;
