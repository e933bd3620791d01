import * as React from "react";
import type { GatsbySSR } from "gatsby";
import { CarriedParamsProvider } from "./src/hooks/use-carried-params";
import { AppStateProvider } from "./src/state/app-state";
import { isPageHead } from "./src/lib/hydration";

/** The query parameters to keep on internal links, read once per page for every link. */
export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) => (
  <CarriedParamsProvider search={props.location.search}>{element}</CarriedParamsProvider>
);

export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element }) => (isPageHead(element) ? element : <AppStateProvider>{element}</AppStateProvider>);
