/**
 * Which consent-manager scripts to load after first render:
 * none without a settings id; the auto-blocking script only when its flag is "1".
 */
import { THIRD_PARTY } from "../config/site";

export interface ScriptToLoad {
  id: string;
  src: string;
  attributes: Record<string, string>;
}

export function consentScripts(settingsId: string | undefined, autoblockFlag: string | undefined): ScriptToLoad[] {
  if (!settingsId) return [];
  const scripts: ScriptToLoad[] = [];
  if (autoblockFlag === "1") {
    scripts.push({ id: "consent-autoblocker", src: THIRD_PARTY.consent.autoblockerUrl, attributes: {} });
  }
  scripts.push({
    id: "consent-cmp",
    src: THIRD_PARTY.consent.loaderUrl,
    attributes: { "data-settings-id": settingsId },
  });
  return scripts;
}
