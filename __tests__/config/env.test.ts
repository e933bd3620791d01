import { readBuildEnv } from "../../src/config/env";

describe("readBuildEnv", () => {
  it("defaults to the sample API on PORT and leaves the plugin's request time limit alone", () => {
    expect(readBuildEnv({ PORT: "9240" })).toEqual({
      apiUrl: "http://127.0.0.1:9240/api",
      wordpressUrl: "http://127.0.0.1:9240/blog",
      siteUrl: "http://localhost:9240",
    });
  });

  it("reads API_TIMEOUT_MS as the time limit of one API request", () => {
    expect(readBuildEnv({ API_TIMEOUT_MS: "5000" }).requestTimeoutMs).toBe(5000);
    expect(() => readBuildEnv({ API_TIMEOUT_MS: "5s" })).toThrow(/API_TIMEOUT_MS must be a whole number of milliseconds \(got "5s"\)/);
    expect(() => readBuildEnv({ API_TIMEOUT_MS: "0" })).toThrow(/API_TIMEOUT_MS/);
  });
});
