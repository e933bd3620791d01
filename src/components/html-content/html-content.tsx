import * as React from "react";
import { useCarriedParams } from "../../hooks/use-carried-params";
import { carryParamsInHtml } from "../../lib/service-content";

export interface HtmlContentProps {
  /** Sanitized HTML from the API (the source plugin sanitizes every HTML field). */
  html: string;
  className?: string;
}

/**
 * API HTML whose internal links keep the carried query (ctn). The static HTML
 * and the first client render have no ctn (it is read after hydration), so
 * they match; the links are rewritten right after.
 */
export function HtmlContent({ html, className }: HtmlContentProps) {
  const carried = useCarriedParams();
  return <div className={className} dangerouslySetInnerHTML={{ __html: carryParamsInHtml(html, carried) }} />;
}
