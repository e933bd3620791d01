import { linkProblem, manageHref, manageLinkSentOf, manageTokenOf, tokenFromAddress } from "../../src/lib/manage-link";

const TOKEN = "Tq3vX9_kLmN0pQrS-uVwXyZ1a2B3c4D5e6F7g8H9i0J";

describe("a booking's private link in the browser", () => {
  it("takes the token of a booking's answer only when well formed", () => {
    expect(manageTokenOf({ body: { id: 4, manageToken: TOKEN } })).toBe(TOKEN);
    expect(manageTokenOf({ body: { manageToken: "court" } })).toBeNull();
    expect(manageTokenOf({})).toBeNull();
  });

  it("puts the token in the link's fragment, never in its query (a fragment is sent in no request, nor in a Referer)", () => {
    expect(manageHref("/rendez-vous/gerer/", TOKEN)).toBe(`/rendez-vous/gerer/#token=${TOKEN}`);
    expect(new URL(manageHref("https://www.uniglass.ca/rendez-vous/gerer/", TOKEN)).search).toBe("");
  });

  it("reads the token from the address's fragment first, else its query (even a wrong one, which must be said), and gives the address without it", () => {
    const at = (search: string, hash: string) => ({ search, hash });
    expect(tokenFromAddress(at("", `#token=${TOKEN}`), null)).toEqual({ token: TOKEN, fromAddress: true, search: "", hash: "" });
    expect(tokenFromAddress(at("?ctn=42", `#token=${TOKEN}`), "ancien")).toEqual({ token: TOKEN, fromAddress: true, search: "?ctn=42", hash: "" });
    expect(tokenFromAddress(at(`?token=${TOKEN}`, ""), null)).toEqual({ token: TOKEN, fromAddress: true, search: "", hash: "" });
    expect(tokenFromAddress(at(`?ctn=42&token=${TOKEN}`, ""), "ancien")).toEqual({ token: TOKEN, fromAddress: true, search: "?ctn=42", hash: "" });
    expect(tokenFromAddress(at("", "#token=abc"), TOKEN)).toEqual({ token: "abc", fromAddress: true, search: "", hash: "" });
  });

  it("falls back on the token kept for the tab, when well formed", () => {
    expect(tokenFromAddress({ search: "", hash: "" }, TOKEN)).toEqual({ token: TOKEN, fromAddress: false, search: "", hash: "" });
    expect(tokenFromAddress({ search: "?ctn=1", hash: "#top" }, "<script>")).toEqual({ token: null, fromAddress: false, search: "?ctn=1", hash: "#top" });
    expect(tokenFromAddress({ search: "", hash: "" }, null).token).toBeNull();
  });

  it("says when a replayed booking answer carries no token because the link went out by message", () => {
    expect(manageLinkSentOf({ body: { id: 4, manageLinkSent: true } })).toBe(true);
    expect(manageLinkSentOf({ body: { id: 4, manageToken: TOKEN } })).toBe(false);
  });

  it("tells a wrong, cancelled or past link from a failure to reach the API", () => {
    expect(linkProblem({ status: 404, reason: "invalid_link" })).toBe("invalid_link");
    expect(linkProblem({ status: 410, reason: "appointment_cancelled" })).toBe("appointment_cancelled");
    expect(linkProblem({ status: 410, reason: "appointment_past" })).toBe("appointment_past");
    expect(linkProblem({ status: 404 })).toBe("invalid_link");
    expect(linkProblem({ status: null })).toBeNull();
    expect(linkProblem({ status: 500, reason: "internal_error" })).toBeNull();
  });
});
