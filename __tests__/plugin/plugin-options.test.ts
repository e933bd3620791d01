import { testPluginOptionsSchema } from "gatsby-plugin-utils";
import { pluginOptionsSchema, resolveOptions } from "../../plugins/gatsby-source-uniglass/plugin-options-schema";

const schema = pluginOptionsSchema as NonNullable<typeof pluginOptionsSchema>;

describe("plugin options", () => {
  it("accepts the two URLs alone", async () => {
    const result = await testPluginOptionsSchema(schema, {
      apiUrl: "http://127.0.0.1:9000/api",
      wordpressUrl: "http://127.0.0.1:9000/blog",
    });
    expect(result.errors).toEqual([]);
    expect(result.isValid).toBe(true);
  });

  it("requires apiUrl and wordpressUrl, and refuses unknown locales and bad numbers", async () => {
    const result = await testPluginOptionsSchema(schema, { locales: ["fr", "es"], retries: -1, itemsPerPage: 0 });
    expect(result.isValid).toBe(false);
    expect(result.errors).toEqual(
      expect.arrayContaining([
        '"apiUrl" is required',
        '"wordpressUrl" is required',
        '"locales[1]" must be one of [fr, en]',
        '"itemsPerPage" must be greater than or equal to 1',
        '"retries" must be greater than or equal to 0',
      ]),
    );
  });

  it("fills the documented defaults", () => {
    expect(resolveOptions({ apiUrl: "http://127.0.0.1:9000/api/", wordpressUrl: "http://127.0.0.1:9000/blog" })).toEqual({
      apiUrl: "http://127.0.0.1:9000/api",
      wordpressUrl: "http://127.0.0.1:9000/blog",
      locales: ["fr", "en"],
      itemsPerPage: 100,
      retries: 3,
      retryDelayMs: 500,
      concurrency: 8,
      requestTimeoutMs: 30000,
    });
  });
});
