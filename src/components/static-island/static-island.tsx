import * as React from "react";
import { useLocation } from "@gatsbyjs/reach-router";
import { useHydrating } from "../../lib/hydration";
import { useCarriedParams } from "../../hooks/use-carried-params";
import { carryParamsInLinks } from "../../lib/carried-links";

type IslandTag = "div" | "section" | "nav" | "aside" | "article" | "ul";

export interface StaticIslandProps extends Omit<React.HTMLAttributes<HTMLElement>, "children"> {
  /** Names the island on the page (data-island); unique on a page. */
  name: string;
  as?: IslandTag;
  /**
   * The content, or a function that returns it: a function is called only
   * when the island renders, so the texts and lists inside cost nothing
   * while a built page hydrates. It may read what the caller's hooks gave
   * (t, props) but must not call hooks itself.
   */
  children: React.ReactNode | (() => React.ReactNode);
}

function hasBuiltHtml(name: string): boolean {
  return typeof document !== "undefined" && document.querySelector(`[data-island="${name}"]`) !== null;
}

/**
 * Markup that never changes once built for a page (link lists, headings,
 * text, images): while the page is hydrated, the browser keeps the HTML the
 * build wrote and renders none of it again, so a phone spends no time on it.
 * An empty dangerouslySetInnerHTML is how React leaves an element's
 * server-rendered content in place during hydration. Reached by
 * client-side navigation (no built HTML), or once the address moves to
 * another page while the island stays mounted (the footer), the children
 * render as usual. Links inside follow client-side routing through the
 * delegated handler of src/lib/island-links.ts and get the carried query
 * (ctn) on their href once the page runs; nothing inside may need state,
 * effects or event handlers.
 */
export function StaticIsland({ name, as: Tag = "div", children, ...rest }: StaticIslandProps) {
  const { pathname } = useLocation();
  const hydrating = useHydrating();
  // The page whose built HTML this island keeps, decided once when it mounts.
  const [builtFor] = React.useState(() => (hydrating && hasBuiltHtml(name) ? pathname : null));
  const kept = builtFor === pathname;
  // The built links know no query string: the carried one (ctn) is set on their href, as RouteLink does.
  // (Rendered children are RouteLinks, which carry it themselves.)
  const ref = React.useRef<HTMLElement>(null);
  const carried = JSON.stringify(useCarriedParams());
  React.useEffect(() => {
    if (kept && ref.current) carryParamsInLinks(ref.current, JSON.parse(carried) as Record<string, string>);
  }, [kept, carried]);
  if (kept) {
    return <Tag ref={ref as React.Ref<never>} data-island={name} {...rest} dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />;
  }
  return (
    <Tag ref={ref as React.Ref<never>} data-island={name} {...rest}>
      {typeof children === "function" ? children() : children}
    </Tag>
  );
}
