/**
 * Taps that land before the page runs. A built page is drawn, and its
 * buttons look ready, well before its scripts have arrived and React has
 * taken the page over (seconds on a slow phone). Links and forms work without
 * scripts; a button of the page's own (a menu, a carousel's pause, "request
 * an estimate") does nothing until then, and a visitor's tap on it would be
 * lost. This script, run in every page's head before anything is painted,
 * notes each such button tapped (or pressed with the keyboard) once, in
 * order; when React takes the page over (gatsby-browser.tsx), the notes are
 * taken and each button is clicked again: React then hydrates the part that
 * holds it at once and runs its handler (its selective hydration), so the tap
 * does what the button said when it was tapped. From then on React answers
 * taps itself, including on parts it has not hydrated yet. The security
 * headers allow this exact script.
 */

/** Where the script leaves the function that stops it and returns the buttons tapped. */
export const EARLY_TAPS_KEY = "___earlyTaps";

export const EARLY_TAPS_SCRIPT =
  "(function(d){var q=[];function n(e){var b=e.target&&e.target.closest&&e.target.closest('button[type=button]');" +
  `b&&q.indexOf(b)<0&&q.push(b)}d.addEventListener("click",n,true);window.${EARLY_TAPS_KEY}=function(){` +
  'd.removeEventListener("click",n,true);return q.splice(0)}})(document)';

/**
 * A button as the replay uses it. The build imports this module for its
 * script, so it is written without the DOM's types (see docs/architecture.md,
 * "Boundaries").
 */
interface TappedButton {
  readonly isConnected: boolean;
  click(): void;
}

/**
 * Stops the head's script and clicks again, in order, each button tapped
 * before the page ran that is still on the page. Call it right after React
 * has started hydrating the page: its listeners must be in place.
 */
export function replayEarlyTaps(win: object): void {
  const take = (win as Record<string, unknown>)[EARLY_TAPS_KEY];
  if (typeof take !== "function") return;
  const buttons = (take as () => TappedButton[])();
  for (const button of buttons) {
    if (button.isConnected) button.click();
  }
}
