import { localizeDeep } from "../../../server/lib/localize";

describe("localization", () => {
  it("picks the locale of every {fr, en} object, deeply", () => {
    const value = { a: { fr: "Bonjour", en: "Hello" }, list: [{ t: { fr: "un", en: "one" } }], other: { fr: 1, en: 2, x: 3 } };
    expect(localizeDeep(value, "en")).toEqual({ a: "Hello", list: [{ t: "one" }], other: { fr: 1, en: 2, x: 3 } });
  });
});
