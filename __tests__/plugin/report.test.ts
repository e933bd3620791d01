/**
 * The source plugin's failures carry an error code whose text, in the error
 * map the plugin hands to Gatsby's reporter, names the failing address and
 * says what to do. Against a real HTTP server (127.0.0.1:0) that answers
 * errors, then through Gatsby's own reporter.
 */
import reporter from "gatsby-cli/lib/reporter";
import { sourceUniglass } from "../../plugins/gatsby-source-uniglass/source-nodes";
import { onPluginInit } from "../../plugins/gatsby-source-uniglass/on-plugin-init";
import { CODES, ERROR_MAP, failureReport } from "../../plugins/gatsby-source-uniglass/report";
import { PLUGIN_NAME } from "../../plugins/gatsby-source-uniglass/constants";
import { SourceError } from "../../plugins/gatsby-source-uniglass/errors";
import { fakeGatsbyApi, PanicError } from "./support/fake-gatsby-api";
import { fixtureHandler, type FixtureOverrides } from "./support/fixture-api";
import { startServer, type TestServer } from "./support/http-server";

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function failedSourcing(overrides: FixtureOverrides) {
  server = await startServer(fixtureHandler(overrides));
  const api = fakeGatsbyApi();
  await expect(
    sourceUniglass(api, { apiUrl: `${server.url}/api`, wordpressUrl: `${server.url}/blog`, itemsPerPage: 2, retries: 1, retryDelayMs: 1 }),
  ).rejects.toThrow(PanicError);
  return { api, origin: server.url };
}

describe("a failed sourcing", () => {
  it("names WordPress' setting when WordPress fails, not the API's", async () => {
    const { api, origin } = await failedSourcing({ override: (url) => (url.pathname.startsWith("/blog/") ? { status: 502, body: {} } : undefined) });
    expect(api.panicCodes).toEqual([CODES.ServerError]);
    expect(api.panics[0]).toContain(`GET ${origin}/blog/wp-json/wp/v2/posts`);
    expect(api.panics[0]).toContain("The service at WORDPRESS_URL answered /blog/wp-json/wp/v2/posts with a server error (502)");
  });

  it("says the address is not the API's when it answers something that is not JSON", async () => {
    const { api, origin } = await failedSourcing({
      override: (url) => (url.pathname === "/api/slides" ? { status: 200, headers: { "Content-Type": "text/html" } } : undefined),
    });
    expect(api.panicCodes).toEqual([CODES.NotTheApi]);
    expect(api.panics[0]).toContain(`GET ${origin}/api/slides?locale=fr&page=1&itemsPerPage=2 answered 200 with a body that is not JSON`);
    expect(api.panics[0]).toContain(`What ${origin}/api (API_URL) sent for /api/slides is not an answer of the API`);
  });

  it("tells a fault of the plugin itself from a fault of the API", () => {
    const report = failureReport(new TypeError("Cannot read properties of undefined"), { apiUrl: "http://api.test/api" });
    expect(report.id).toBe(CODES.Unexpected);
    expect(ERROR_MAP[report.id].text(report.context)).toMatch(/^unexpected error: Cannot read properties of undefined\n\nThis is a fault in the source plugin/);
  });
});

describe("the error map in Gatsby's reporter", () => {
  // Gatsby gives each plugin a reporter that puts the plugin's name before its ids, in the map and in each error.
  const scoped = <T>(map: Record<string, T>): Record<string, T> =>
    Object.fromEntries(Object.entries(map).map(([id, entry]) => [`${PLUGIN_NAME}_${id}`, entry]));

  it("is what the plugin hands Gatsby when it starts", () => {
    let handed: unknown;
    const [args, options] = [{ reporter: { setErrorMap: (map: unknown) => (handed = map) } }, { plugins: [] }] as unknown as Parameters<
      NonNullable<typeof onPluginInit>
    >;
    void onPluginInit!(args, options, () => undefined);
    expect(handed).toBe(ERROR_MAP);
  });

  it.each([
    ["server-error", 500, CODES.ServerError, "THIRD_PARTY"],
    ["refused", 404, CODES.Refused, "USER"],
    ["unreachable", null, CODES.Unreachable, "USER"],
  ] as const)("makes a %s a structured error with the plugin's id, its category and the address", (failure, status, code, category) => {
    const url = "http://api.test/api/stores?locale=fr&page=1&itemsPerPage=100";
    const error = new SourceError(`GET ${url} failed`, url, status, failure);
    reporter.setErrorMap(scoped(ERROR_MAP));
    const log = jest.spyOn(reporter, "log").mockImplementation(() => undefined);
    try {
      // As the plugin hands it to panicOnBuild, which reports it in the same way before it ends the build.
      const structured = reporter.error({ ...failureReport(error, { apiUrl: "http://api.test/api" }), error }, undefined, PLUGIN_NAME);
      expect(structured).toMatchObject({ code: `${PLUGIN_NAME}_${code}`, level: "ERROR", category });
      expect(Array.isArray(structured) ? "" : structured.text).toMatch(new RegExp(`^GET ${url.replace(/[?.]/g, "\\$&")} failed\\n\\n.*API_URL`));
    } finally {
      log.mockRestore();
    }
  });
});
