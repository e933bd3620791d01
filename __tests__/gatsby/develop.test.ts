/**
 * `npm run develop`: what `gatsby develop` asks of the site's Gatsby files
 * differs from a build. Its HTML renderer gives no page data to read, and its
 * proxy sends paths to the sample API by prefix.
 */
import { EARLY_TAPS_SCRIPT } from "../../src/lib/early-taps";
import type { GatsbyConfig, GatsbySSR } from "gatsby";
import { onRenderBody } from "../../gatsby-ssr";
import { buildPath } from "../../src/config/routes";
import { LOCALES } from "../../src/config/site";

type RenderBodyArgs = Parameters<NonNullable<GatsbySSR["onRenderBody"]>>[0];

function renderBody(loadPageDataSync: unknown) {
  const setHeadComponents = jest.fn();
  onRenderBody?.({ setHeadComponents, pathname: "/", loadPageDataSync } as unknown as RenderBodyArgs, {} as never);
  return setHeadComponents;
}

describe("the head's data preloads", () => {
  it("are left out where Gatsby gives no page data (gatsby develop's page shell)", () => {
    expect(renderBody(undefined)).not.toHaveBeenCalled();
  });

  it("name the page's data and its shared results in a build, after the script that keeps early taps", () => {
    const set = renderBody(() => ({ staticQueryHashes: ["locale-fr-abc"] }));
    const [script, ...links] = set.mock.calls[0][0] as { type: string; props: { href?: string; dangerouslySetInnerHTML?: { __html: string } } }[];
    expect(script.type).toBe("script");
    expect(script.props.dangerouslySetInnerHTML?.__html).toBe(EARLY_TAPS_SCRIPT);
    expect(links.map((link) => link.props.href)).toEqual(["/page-data/app-data.json", "/page-data/index/page-data.json", "/page-data/sq/d/locale-fr-abc.json"]);
  });
});

describe("gatsby develop's proxy to the sample API", () => {
  function proxiedPrefixes(): string[] {
    let config: GatsbyConfig | undefined;
    const before = process.env.DEVELOP_PROXY;
    process.env.DEVELOP_PROXY = "http://127.0.0.1:9001";
    try {
      jest.isolateModules(() => {
        config = jest.requireActual<{ default: GatsbyConfig }>("../../gatsby-config").default;
      });
    } finally {
      if (before === undefined) delete process.env.DEVELOP_PROXY;
      else process.env.DEVELOP_PROXY = before;
    }
    const proxy = config?.proxy;
    return (Array.isArray(proxy) ? proxy : proxy ? [proxy] : []).map((entry) => entry.prefix);
  }

  it("sends the REST API, the media and WordPress' REST API of each language", () => {
    expect(proxiedPrefixes().sort()).toEqual(["/api", "/blog/en/wp-json", "/blog/wp-json", "/media"]);
  });

  it("keeps the blog's pages, which are the site's", () => {
    const prefixes = proxiedPrefixes();
    for (const locale of LOCALES) {
      const page = buildPath("blog", locale);
      expect(prefixes.filter((prefix) => page === prefix || page.startsWith(`${prefix}/`))).toEqual([]);
    }
  });
});
