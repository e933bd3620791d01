import * as React from "react";
import { MANAGE_TOKEN_KEY, MANAGE_TOKEN_PATTERN, tokenFromAddress } from "../lib/manage-link";
import { sessionStore } from "../lib/draft-storage";

/**
 * The token of the booking's private link, read after mount (the static page
 * knows nothing of it): from the address's `#token=` (or `?token=`), then
 * moved out of the address into this tab's session storage, else from that
 * storage. undefined until read; null when there is none. `visit` counts the
 * links opened in this page (the same link opened again is read again).
 */
export function useManageToken(): { token: string | null | undefined; visit: number } {
  const [reading, setRead] = React.useState<{ token: string | null | undefined; visit: number }>({ token: undefined, visit: 0 });
  React.useEffect(() => {
    const read = () => {
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
      setRead((before) => ({ token: found.token || null, visit: before.visit + 1 }));
    };
    read();
    // Another booking's link opened in this tab: the address differs from this page's only by its fragment
    // (the token left the address), so the browser does not load the page again; read the new token.
    const onHashChange = () => {
      if (tokenFromAddress(window.location, null).fromAddress) read();
    };
    window.addEventListener("hashchange", onHashChange);
    return () => window.removeEventListener("hashchange", onHashChange);
  }, []);
  return reading;
}
