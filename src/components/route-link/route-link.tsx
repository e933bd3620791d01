import * as React from "react";
import { safePath, type RouteParams, type RouteQuery } from "../../config/routes";
import { withCarriedParams } from "../../lib/carried-query";
import { useCarriedParams } from "../../hooks/use-carried-params";
import { useLocale } from "../../hooks/use-locale";

type AnchorProps = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, "href">;

/**
 * An internal link to a path already built; keeps the carried query (ctn).
 * A plain anchor: the document's one listener routes it client-side and
 * prefetches its page when pointed at (src/lib/island-links.ts).
 */
export function InternalLink({ to, children, ...rest }: AnchorProps & { to: string }) {
  const carried = useCarriedParams();
  return (
    <a href={withCarriedParams(to, carried)} data-site-link="" {...rest}>
      {children}
    </a>
  );
}

export interface RouteLinkProps extends AnchorProps {
  /** Route name of src/config/routes.ts. */
  route: string;
  params?: RouteParams;
  query?: RouteQuery;
}

/** A link to a route of the table in the page's language; an undefined value leads to the 404 page. */
export function RouteLink({ route, params, query, children, ...rest }: RouteLinkProps) {
  const locale = useLocale();
  return (
    <InternalLink to={safePath(route, locale, params, query)} {...rest}>
      {children}
    </InternalLink>
  );
}
