import { useLocation } from "@gatsbyjs/reach-router";
import { carriedParams } from "../lib/carried-query";
import { useMounted } from "./use-mounted";

/** The query parameters to keep on internal links ({ctn} when present), after hydration. */
export function useCarriedParams(): Record<string, string> {
  const location = useLocation();
  const mounted = useMounted();
  return mounted ? carriedParams(location.search) : {};
}
