import * as React from "react";
import { useCarriedLinks } from "../../hooks/use-carried-links";

export interface HtmlContentProps {
  /** Sanitized HTML from the API (the source plugin sanitizes every HTML field). */
  html: string;
  className?: string;
}

/**
 * API HTML whose internal links keep the carried query (ctn). The HTML is
 * rendered as sanitized; the links get ctn through the DOM after hydration
 * (the static HTML cannot know the query).
 */
export function HtmlContent({ html, className }: HtmlContentProps) {
  const ref = React.useRef<HTMLDivElement>(null);
  useCarriedLinks(ref, html);
  return <div ref={ref} className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
