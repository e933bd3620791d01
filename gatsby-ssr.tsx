import * as React from "react";
import type { GatsbySSR } from "gatsby";
import { AppStateProvider } from "./src/state/app-state";

export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element }) => (
  <AppStateProvider>{element}</AppStateProvider>
);
