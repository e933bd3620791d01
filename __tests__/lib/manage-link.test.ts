import { linkProblem, manageTokenOf, tokenFromAddress } from "../../src/lib/manage-link";

const TOKEN = "Tq3vX9_kLmN0pQrS-uVwXyZ1a2B3c4D5e6F7g8H9i0J";

describe("a booking's private link in the browser", () => {
  it("takes the token of a booking's answer only when well formed", () => {
    expect(manageTokenOf({ body: { id: 4, manageToken: TOKEN } })).toBe(TOKEN);
    expect(manageTokenOf({ body: { manageToken: "court" } })).toBeNull();
    expect(manageTokenOf({})).toBeNull();
  });

  it("reads the token from the address first (even a wrong one, which must be said), and gives the address without it", () => {
    expect(tokenFromAddress(`?token=${TOKEN}`, null)).toEqual({ token: TOKEN, fromAddress: true, stripped: "" });
    expect(tokenFromAddress(`?ctn=42&token=${TOKEN}`, "ancien")).toEqual({ token: TOKEN, fromAddress: true, stripped: "?ctn=42" });
    expect(tokenFromAddress("?token=abc", TOKEN)).toEqual({ token: "abc", fromAddress: true, stripped: "" });
  });

  it("falls back on the token kept for the tab, when well formed", () => {
    expect(tokenFromAddress("", TOKEN)).toEqual({ token: TOKEN, fromAddress: false, stripped: "" });
    expect(tokenFromAddress("?ctn=1", "<script>")).toEqual({ token: null, fromAddress: false, stripped: "?ctn=1" });
    expect(tokenFromAddress("", null).token).toBeNull();
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
