import * as React from "react";

/** False during server rendering and hydration, true after: keeps the first client render equal to the HTML. */
export function useMounted(): boolean {
  const [mounted, setMounted] = React.useState(false);
  React.useEffect(() => setMounted(true), []);
  return mounted;
}
