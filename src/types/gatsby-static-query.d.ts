// Gatsby exports the context of its static query results (src/components/page-translations reads the
// translation bundles there) without declaring it in its types.
import type * as React from "react";

declare module "gatsby" {
  /** Static query results by hash, as Gatsby's loader and HTML renderer give them to a page. */
  export const StaticQueryContext: React.Context<Record<string, unknown>>;
}
