import { useAppState } from "../state/app-state";
import type { Campaign } from "../lib/carried-query";

/** The visitor's campaign data (utm cookies), for forms to attach to what they send. */
export function useCampaign(): Campaign {
  return useAppState().campaign;
}
