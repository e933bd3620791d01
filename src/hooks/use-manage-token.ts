import * as React from "react";
import { MANAGE_TOKEN_KEY, MANAGE_TOKEN_PATTERN, tokenFromAddress } from "../lib/manage-link";
import { sessionStore } from "../lib/draft-storage";

/**
 * The token of the booking's private link, read after mount (the static page
 * knows nothing of it): from the address's `#token=` (or `?token=`), then
 * moved out of the address into this tab's session storage, else from that
 * storage. undefined until read; null when there is none.
 */
export function useManageToken(): string | null | undefined {
  const [token, setToken] = React.useState<string | null | undefined>(undefined);
  React.useEffect(() => {
    const storage = sessionStore();
    let kept: string | null = null;
    try {
      kept = storage?.getItem(MANAGE_TOKEN_KEY) ?? null;
    } catch {
      kept = null;
    }
    const found = tokenFromAddress(window.location, kept);
    if (found.fromAddress) {
      try {
        if (found.token && MANAGE_TOKEN_PATTERN.test(found.token)) storage?.setItem(MANAGE_TOKEN_KEY, found.token);
      } catch {
        // Private browsing: the token only lives in this page.
      }
      window.history.replaceState(window.history.state, "", `${window.location.pathname}${found.search}${found.hash}`);
    }
    setToken(found.token || null);
  }, []);
  return token;
}
