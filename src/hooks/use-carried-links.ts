import * as React from "react";
import { carryParamsInLinks } from "../lib/carried-links";
import { useCarriedParams } from "./use-carried-params";

/**
 * Keeps the carried query (ctn) on the internal links of the API HTML
 * rendered inside `ref`, by setting each link's href through the DOM after
 * render (the HTML string itself is never rewritten). `content` is what was
 * rendered there: new content gets its links carried again.
 */
export function useCarriedLinks(ref: React.RefObject<HTMLElement>, content: unknown): void {
  const carried = useCarriedParams();
  const key = JSON.stringify(carried);
  React.useEffect(() => {
    if (ref.current) carryParamsInLinks(ref.current, JSON.parse(key) as Record<string, string>);
  }, [ref, key, content]);
}
