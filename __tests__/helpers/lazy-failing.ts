import * as React from "react";

/** A lazy component whose code fails to load with `error`. */
export function lazyFailing(error: Error) {
  return React.lazy(() => Promise.reject(error));
}
