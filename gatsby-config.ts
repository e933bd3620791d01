import type { GatsbyConfig } from "gatsby";
import { DEFAULT_LOCALE, I18NEXT_OPTIONS, LOCALES, wordpressRestRoot } from "./src/config/site";
import { readBuildEnv } from "./src/config/env";
import { sitemapOptions } from "./gatsby/sitemap";
import { locale404PluginPages } from "./gatsby/locale-404";

const env = readBuildEnv();

const config: GatsbyConfig = {
  siteMetadata: {
    title: "Uniglass",
    siteUrl: env.siteUrl,
  },
  trailingSlash: "always",
  // `npm run develop` sets DEVELOP_PROXY so gatsby develop serves the sample API on its own origin:
  // its REST API, its media and WordPress' REST API, not the blog's pages (/blog/, /en/blog/), which are the site's.
  proxy: process.env.DEVELOP_PROXY
    ? ["/api", "/media", ...LOCALES.map((locale) => `/blog${wordpressRestRoot(locale)}`)].map((prefix) => ({
        prefix,
        url: process.env.DEVELOP_PROXY as string,
      }))
    : undefined,
  // Types for the page queries and for gatsby-node's own (documentSearchPaths: gatsby/ holds them).
  graphqlTypegen: {
    typesOutputPath: "src/gatsby-types.d.ts",
    generateOnBuild: true,
    documentSearchPaths: ["./gatsby-node.ts", "./plugins/**/gatsby-node.ts", "./gatsby/*.ts"],
  },
  plugins: [
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "locale", path: `${__dirname}/locales` },
    },
    {
      resolve: "gatsby-plugin-react-i18next",
      options: {
        localeJsonSourceName: "locale",
        languages: [...LOCALES],
        defaultLanguage: DEFAULT_LOCALE,
        generateDefaultLanguagePage: false,
        redirect: false,
        siteUrl: env.siteUrl,
        trailingSlash: "always",
        i18nextOptions: I18NEXT_OPTIONS,
        // The other languages' 404 pages are the site's own (gatsby/locale-404.ts).
        pages: locale404PluginPages(),
      },
    },
    {
      resolve: "gatsby-source-uniglass",
      options: {
        apiUrl: env.apiUrl,
        wordpressUrl: env.wordpressUrl,
        locales: [...LOCALES],
        ...(env.requestTimeoutMs ? { requestTimeoutMs: env.requestTimeoutMs } : {}),
      },
    },
    {
      resolve: "gatsby-plugin-sitemap",
      options: sitemapOptions(env.siteUrl),
    },
  ],
};

export default config;
