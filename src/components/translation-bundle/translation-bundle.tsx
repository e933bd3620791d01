import * as React from "react";
import { useTranslation } from "../../hooks/use-translation";
import { readBundle } from "../../lib/lazy-bundles";

/**
 * Renders its children once the translation bundle `ns` of the page's
 * language is in place; until then the nearest Suspense fallback shows.
 */
export function TranslationBundle({ ns, children }: { ns: string; children: React.ReactNode }) {
  const { i18n } = useTranslation();
  const wait = readBundle(i18n, ns);
  // Suspense: a part that is not ready throws the promise it waits for.
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- React's protocol, not an error
  if (wait) throw wait;
  return <>{children}</>;
}
