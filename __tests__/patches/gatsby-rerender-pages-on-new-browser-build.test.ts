/**
 * patches/gatsby+5.16.1+002+rerender-pages-on-new-browser-build.patch: a new browser
 * compilation marks every page's HTML to be rendered again. Gatsby 5 (where
 * slices are always on) had stopped doing so, but a page inlines its CSS and
 * names its stylesheets, which come from the browser compilation: a CSS
 * module rule changed without changing a class name left every page with the
 * old styles. Gatsby's own reducer of its HTML state, as a build drives it
 * (e2e/rebuild-changes.e2e.ts checks the same on a real cached rebuild).
 */
import path from "node:path";

const REDUCER = path.resolve(__dirname, "..", "..", "node_modules", "gatsby", "dist", "redux", "reducers", "html.js");

interface HtmlState {
  trackedHtmlFiles: Map<string, { dirty: number }>;
}
type Reducer = (state: HtmlState | undefined, action: { type: string; payload?: unknown }) => HtmlState;

let slicesBefore: string | undefined;
beforeAll(() => {
  slicesBefore = process.env.GATSBY_SLICES;
  // What Gatsby 5 sets when it loads the site's config, for every build.
  process.env.GATSBY_SLICES = "true";
});
afterAll(() => {
  if (slicesBefore === undefined) delete process.env.GATSBY_SLICES;
  else process.env.GATSBY_SLICES = slicesBefore;
});

test("a page rendered with one browser compilation is rendered again after another, and not when it is the same", () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { htmlReducer } = require(REDUCER) as { htmlReducer: Reducer };
  let state = htmlReducer(undefined, { type: "CREATE_PAGE", payload: { path: "/a-propos/" } });
  state = htmlReducer(state, { type: "SET_WEBPACK_COMPILATION_HASH", payload: "first" });
  state = htmlReducer(state, { type: "HTML_GENERATED", payload: ["/a-propos/"] });
  const dirty = () => state.trackedHtmlFiles.get("/a-propos/")!.dirty;
  expect(dirty()).toBe(0);

  state = htmlReducer(state, { type: "SET_WEBPACK_COMPILATION_HASH", payload: "first" });
  expect(dirty()).toBe(0);

  state = htmlReducer(state, { type: "SET_WEBPACK_COMPILATION_HASH", payload: "second" });
  expect(dirty()).not.toBe(0);
});
