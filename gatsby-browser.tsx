import * as React from "react";
import { navigate, type GatsbyBrowser } from "gatsby";
import type { Renderer } from "react-dom";
import { createRoot, hydrateRoot } from "react-dom/client";
import Cookies from "js-cookie";
import "./src/styles/global.css";
import { CarriedParamsProvider } from "./src/hooks/use-carried-params";
import { AppStateProvider, CAMPAIGN_EVENT } from "./src/state/app-state";
import { campaignFromSearch } from "./src/lib/carried-query";
import { UTM_COOKIE_MAX_AGE_SECONDS } from "./src/config/site";
import { forceFullLoad, isChunkError, isRequiredAsset, isSiteAsset } from "./src/lib/asset-failure";
import { ChunkFailureBoundary } from "./src/components/chunk-failure-boundary/chunk-failure-boundary";
import { consentScripts } from "./src/lib/consent";
import { yieldToMain } from "./src/lib/yield-to-main";
import { hydrationDone, isPageHead } from "./src/lib/hydration";
import { replayEarlyTaps } from "./src/lib/early-taps";
import { listenToIslandLinks } from "./src/lib/island-links";
import { CONSENT_EVENT, consentFromEventDetail, setAnalyticsConsent, tagManagerScriptUrl } from "./src/lib/analytics";

/** The tag manager (GATSBY_GTM_ID) loads only once the visitor consented; events before that are dropped. */
function listenForAnalyticsConsent() {
  const gtmId = process.env.GATSBY_GTM_ID;
  if (!gtmId) return;
  window.addEventListener(CONSENT_EVENT, (event) => {
    const granted = consentFromEventDetail((event as CustomEvent<unknown>).detail);
    if (granted === null) return;
    setAnalyticsConsent(granted);
    if (!granted || document.getElementById("tag-manager")) return;
    const host = window as unknown as { dataLayer?: unknown[] };
    host.dataLayer = host.dataLayer ?? [];
    host.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
    const script = document.createElement("script");
    script.id = "tag-manager";
    script.async = true;
    script.src = tagManagerScriptUrl(gtmId);
    document.head.appendChild(script);
  });
}

/**
 * Hydration as a transition: React then works in slices of a few
 * milliseconds and lets the browser paint and answer input between them, and
 * hydrates the layout's parts (Suspense boundaries) after the page's shell;
 * a tap on a part not hydrated yet makes React hydrate that part at once and
 * then run the tap. Taps that came before React was there at all are
 * replayed as soon as its listeners are in place (src/lib/early-taps.ts).
 */
function hydrateInSlices(element: React.ReactElement, container: Element | null): void {
  if (!container) return;
  if (!container.hasChildNodes()) {
    createRoot(container).render(element);
    replayEarlyTaps(window);
    return;
  }
  React.startTransition(() => {
    hydrateRoot(container, element);
  });
  replayEarlyTaps(window);
}

// Gatsby types this hook with React 17's overloaded render(); it only calls it with (<App />, root).
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () => hydrateInSlices as Renderer;

/** The query parameters to keep on internal links, read once per page for every link. */
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => (
  <CarriedParamsProvider search={props.location.search}>{element}</CarriedParamsProvider>
);

/**
 * The app's state around every page. The boundary is a last resort for a
 * part loaded on demand outside a LazyPart (each LazyPart catches its own
 * part's failure and keeps the rest of the page).
 */
export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) =>
  isPageHead(element) ? (
    element
  ) : (
    <AppStateProvider>
      <ChunkFailureBoundary>{element}</ChunkFailureBoundary>
    </AppStateProvider>
  );

/** Gatsby's page loader: prefetches a page's data and code (what its Link does on hover). */
interface GatsbyLoader {
  hovering?(pathname: string): void;
}

/**
 * Also ends the task that evaluated the app's code: Gatsby waits for the
 * promise this returns before it loads the page's data and code, so that
 * loading (reading the data, evaluating the template's code) runs in a task
 * of its own instead of lengthening the first one. (Gatsby types the hook
 * as returning nothing, hence the type written here.)
 */
export const onClientEntry = (): Promise<void> => {
  listenToIslandLinks(document, {
    navigate: (to) => void navigate(to),
    prefetch: (pathname) => (window as unknown as { ___loader?: GatsbyLoader }).___loader?.hovering?.(pathname),
  });
  window.addEventListener(
    "error",
    (event) => {
      const target = event.target as (HTMLScriptElement & HTMLLinkElement) | null;
      if (!target || target === (window as unknown)) return;
      const url = target.src || target.href;
      // The bundler's runtime sets an error handler on each script and stylesheet it adds (still set in this capture phase).
      const required = isRequiredAsset(target.tagName, target.getAttribute("rel"), typeof target.onerror === "function");
      if (required && isSiteAsset(url, window.location.origin)) {
        forceFullLoad();
      }
    },
    true,
  );
  window.addEventListener("unhandledrejection", (event) => {
    if (isChunkError(event.reason)) forceFullLoad();
  });
  return yieldToMain();
};

/** Campaign parameters become cookies for 30 days, sent with the forms. */
export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location }) => {
  const campaign = campaignFromSearch(location.search);
  const entries = Object.entries(campaign);
  if (entries.length === 0) return;
  const secure = window.location.protocol === "https:";
  for (const [cookie, value] of entries) {
    Cookies.set(cookie, value, {
      expires: UTM_COOKIE_MAX_AGE_SECONDS / 86400,
      sameSite: "Lax",
      secure,
      path: "/",
    });
  }
  window.dispatchEvent(new Event(CAMPAIGN_EVENT));
};

/** After first render: the consent manager, if configured (nothing else tracks before consent). */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  hydrationDone();
  listenForAnalyticsConsent();
  for (const script of consentScripts(process.env.GATSBY_CONSENT_ID, process.env.GATSBY_CONSENT_AUTOBLOCK)) {
    if (document.getElementById(script.id)) continue;
    const element = document.createElement("script");
    element.id = script.id;
    element.src = script.src;
    element.async = true;
    for (const [name, value] of Object.entries(script.attributes)) element.setAttribute(name, value);
    document.head.appendChild(element);
  }
};
