/**
 * The search box's place suggestions when no maps key is set: a listbox
 * under the box, driven from the box as a combobox (the WAI-ARIA pattern):
 * typing shows the cities and postal-code areas the finder knows, Down and Up
 * move through them (aria-activedescendant), Enter or a click searches the
 * highlighted one, Escape closes the list. Loaded, with its list, when the
 * visitor first reaches for the box; the box keeps the combobox's state and
 * the live count.
 */
import * as React from "react";
import { withPrefix } from "gatsby";
import { PLACE_SUGGESTIONS_URL, suggestPlaces, type PlaceList, type PlaceSuggestion } from "../../lib/place-suggestions";
import * as styles from "./location-search-box.module.css";

let listPromise: Promise<PlaceList> | null = null;
/** The list, fetched once per page load (a failure is forgotten, to be tried again on the next use). */
function loadPlaceList(): Promise<PlaceList> {
  listPromise ??= Promise.resolve()
    .then(() => fetch(withPrefix(PLACE_SUGGESTIONS_URL)))
    .then((response) => {
      if (!response.ok) throw new Error(`${PLACE_SUGGESTIONS_URL}: ${response.status}`);
      return response.json() as Promise<PlaceList>;
    })
    .catch((error: unknown) => {
      listPromise = null;
      throw error;
    });
  return listPromise;
}

export interface ComboboxState {
  expanded: boolean;
  /** The highlighted option's id. */
  activeId?: string;
  /** How many suggestions the list shows (null: none asked for). */
  count: number | null;
}

export interface PlaceComboboxProps {
  inputRef: React.RefObject<HTMLInputElement>;
  listboxId: string;
  /** What the box holds (the suggestions are for it). */
  value: string;
  /** Whether the visitor has typed in the box already (before this code arrived): the list then opens at once. */
  typing: boolean;
  onState: (state: ComboboxState) => void;
  /** A suggestion chosen: the box searches it. */
  onChoose: (value: string) => void;
}

export default function PlaceCombobox({ inputRef, listboxId, value, typing, onState, onChoose }: PlaceComboboxProps) {
  const [list, setList] = React.useState<PlaceList | null>(null);
  const [open, setOpen] = React.useState(typing);
  const [active, setActive] = React.useState(-1);

  React.useEffect(() => {
    let live = true;
    loadPlaceList()
      .then((loaded) => live && setList(loaded))
      .catch(() => undefined); // no suggestions: the box works as a plain text box
    return () => {
      live = false;
    };
  }, []);

  const suggestions: PlaceSuggestion[] = React.useMemo(() => (list ? suggestPlaces(list, value) : []), [list, value]);
  const shown = open && suggestions.length > 0;
  const optionId = (index: number) => `${listboxId}-${index}`;

  React.useEffect(() => {
    onState({
      expanded: shown,
      activeId: shown && active >= 0 ? optionId(active) : undefined,
      count: open && list && value.trim() ? suggestions.length : null,
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- optionId only depends on listboxId
  }, [shown, active, open, list, value, suggestions.length, onState, listboxId]);

  // The box's own events: typing, the keys of the pattern, leaving it.
  const latest = React.useRef({ suggestions, shown, active, onChoose });
  latest.current = { suggestions, shown, active, onChoose };
  React.useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    const onInput = () => {
      setActive(-1);
      setOpen(true);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const { suggestions: options, shown: isShown, active: current } = latest.current;
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        if (options.length === 0) return;
        event.preventDefault();
        setOpen(true);
        if (!isShown || event.altKey) {
          setActive(event.altKey ? -1 : event.key === "ArrowDown" ? 0 : options.length - 1);
          return;
        }
        // The next or previous option, round from the last to the first.
        const next = current + (event.key === "ArrowDown" ? 1 : -1);
        setActive(next >= options.length ? 0 : next < 0 ? options.length - 1 : next);
      } else if (event.key === "Enter" && isShown && current >= 0) {
        event.preventDefault();
        setOpen(false);
        latest.current.onChoose(options[current].value);
      } else if (event.key === "Escape" && isShown) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      }
    };
    const close = () => setOpen(false);
    const form = input.form;
    input.addEventListener("input", onInput);
    input.addEventListener("keydown", onKeyDown);
    input.addEventListener("blur", close);
    form?.addEventListener("submit", close);
    return () => {
      input.removeEventListener("input", onInput);
      input.removeEventListener("keydown", onKeyDown);
      input.removeEventListener("blur", close);
      form?.removeEventListener("submit", close);
    };
  }, [inputRef]);

  return (
    <ul id={listboxId} role="listbox" className={styles.listbox} hidden={!shown}>
      {shown &&
        suggestions.map((suggestion, index) => (
          // The focus stays in the box: the option is chosen by a click (pointer) or Enter (keyboard, in the box).
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={suggestion.label}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={styles.option}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              setOpen(false);
              onChoose(suggestion.value);
            }}
          >
            {suggestion.label}
          </li>
        ))}
    </ul>
  );
}
