import { cutText, htmlToText } from "../../src/lib/plain-text";

describe("plain text", () => {
  it("turns an excerpt into plain text and cuts long text at 300 characters", () => {
    expect(htmlToText("<p>Un &laquo;test&raquo; &amp; l&#8217;hiver&nbsp;!</p>\n<p>Deux</p>")).toBe("Un «test» & l’hiver ! Deux");
    expect(cutText("a".repeat(301))).toBe(`${"a".repeat(300)}…`);
    expect(cutText("court")).toBe("court");
    expect(htmlToText("a &unknown; b")).toBe("a &unknown; b");
  });
});
