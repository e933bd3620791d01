import { isDoubledLocaleMatchPath, onCreatePage } from "../../gatsby/fix-locale-404";

type Hook = (args: unknown) => void;

function run(page: Record<string, unknown>) {
  const calls: string[] = [];
  const created: Record<string, unknown>[] = [];
  const actions = {
    deletePage: () => calls.push("delete"),
    createPage: (p: Record<string, unknown>) => {
      calls.push("create");
      created.push(p);
    },
  };
  (onCreatePage as unknown as Hook)({ page, actions });
  return { calls, created };
}

describe("the English 404 page's matchPath", () => {
  it("recognises only the doubled locale prefix", () => {
    expect(isDoubledLocaleMatchPath("/en/en/*", "en")).toBe(true);
    expect(isDoubledLocaleMatchPath("/en/*", "en")).toBe(false);
    expect(isDoubledLocaleMatchPath("/en/en/*", "fr")).toBe(false);
    expect(isDoubledLocaleMatchPath(undefined, "en")).toBe(false);
    expect(isDoubledLocaleMatchPath("/en/en/*", undefined)).toBe(false);
  });

  it("recreates /en/404/ without the matchPath that kept it from rendering, and leaves other pages alone", () => {
    const page = { path: "/en/404/", component: "/x/404.tsx", matchPath: "/en/en/*", context: { language: "en" } };
    const { calls, created } = run(page);
    expect(calls).toEqual(["delete", "create"]);
    expect(created[0]).toEqual({ ...page, matchPath: undefined });
    expect(run({ path: "/en/about/", component: "/x/info.tsx", context: { language: "en" } }).calls).toEqual([]);
    expect(run({ path: "/404/", component: "/x/404.tsx", context: { language: "fr" } }).calls).toEqual([]);
  });
});
