import { useMounted } from "./use-mounted";

/**
 * The moment offers are judged at, in milliseconds: the build's in the static
 * HTML and while the page hydrates (so both render the same), the browser's
 * clock once the page runs. A page built days ago thus never shows an offer
 * that ended since as running, nor hides one that started since.
 */
export function useOfferClock(buildTime: string | null | undefined): number {
  const mounted = useMounted();
  const built = buildTime ? Date.parse(buildTime) : Number.NaN;
  if (mounted || Number.isNaN(built)) return Date.now();
  return built;
}
