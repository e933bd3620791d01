import * as React from "react";
import { navigate } from "gatsby";
import { useTranslation } from "../../hooks/use-translation";
import { useLocale } from "../../hooks/use-locale";
import { useCarriedParams } from "../../hooks/use-carried-params";
import { useMounted } from "../../hooks/use-mounted";
import { buildPath } from "../../config/routes";
import { locationsPath, roundCoordinate } from "../../lib/store-search";
import { mapsKey } from "../../lib/maps";
import { ChunkFailureBoundary } from "../chunk-failure-boundary/chunk-failure-boundary";
import type { ComboboxState } from "./place-combobox";
import * as styles from "./location-search-box.module.css";

const PlacesAutocomplete = React.lazy(() => import("./places-autocomplete"));
// Without a maps key: suggestions from the finder's own list of places, loaded when the visitor reaches for the box.
const PlaceCombobox = React.lazy(() => import("./place-combobox"));
const CLOSED: ComboboxState = { expanded: false, count: null };
/** GeolocationPositionError.PERMISSION_DENIED: the visitor (or the browser) refused. */
const PERMISSION_DENIED = 1;

type LocationProblem = "empty" | "denied" | "unavailable";

export interface LocationSearchBoxProps {
  /** Initial text (e.g. the current search on the locations page). */
  defaultValue?: string;
  /** Shows the "use my location" link. */
  withGeolocation?: boolean;
  /** Heading text above the box, or none. */
  title?: string;
  /** Where the search goes; defaults to the locations page. */
  onSearch?: (href: string) => void;
  /** Prefix of the box's ids: a second box on a page needs its own (the same in the static HTML and the browser). */
  idPrefix?: string;
}

/**
 * The location search box: Enter or the button goes to locations?key=…;
 * empty input shows "Please enter a location"; "use my location" goes to
 * locations?latitude&longitude, or, when the browser gives no position
 * (refused or not found), says so and puts the focus back in the box; ctn carried. With a maps key, place autocomplete (Canada) loads on
 * first use.
 */
export function LocationSearchBox({ defaultValue = "", withGeolocation = true, title, onSearch, idPrefix = "location-search" }: LocationSearchBoxProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const carried = useCarriedParams();
  const inputRef = React.useRef<HTMLInputElement>(null);
  const [value, setValue] = React.useState(defaultValue);
  // What went wrong last: an empty box, or a position the browser would not give (refused, or not found).
  const [error, setError] = React.useState<LocationProblem | null>(null);
  const [locating, setLocating] = React.useState(false);
  const [autocompleteWanted, setAutocompleteWanted] = React.useState(false);
  // Fixed ids, the same in the static HTML and the browser; each box of a page has its own prefix.
  const ids = { input: `${idPrefix}-input`, error: `${idPrefix}-error`, title: `${idPrefix}-title`, listbox: `${idPrefix}-places`, count: `${idPrefix}-count` };
  const key = mapsKey();
  const [combo, setCombo] = React.useState<ComboboxState>(CLOSED);
  // Whether the visitor has typed in the box (suggestions then show as soon as their code arrives).
  const [typing, setTyping] = React.useState(false);
  const mounted = useMounted();

  React.useEffect(() => setValue(defaultValue), [defaultValue]);
  // Text typed before the page ran is in the field but not in the state the page started with, and the
  // next render would clear it: keep it. (Runs after the line above, so it wins on the first render.)
  React.useEffect(() => {
    const typed = inputRef.current?.value;
    if (typed) setValue(typed);
  }, []);

  const go = React.useCallback((href: string) => (onSearch ? onSearch(href) : void navigate(href)), [onSearch]);

  const submitText = (text: string) => {
    const trimmed = text.trim();
    if (!trimmed) {
      setError("empty");
      inputRef.current?.focus();
      return;
    }
    setError(null);
    go(locationsPath(locale, { kind: "key", key: trimmed }, carried));
  };

  const useMyLocation = () => {
    // No position: say why, and leave the visitor in the box to type a place instead.
    const noPosition = (problem: LocationProblem) => {
      setLocating(false);
      setError(problem);
      inputRef.current?.focus();
    };
    if (typeof navigator === "undefined" || !navigator.geolocation) return noPosition("unavailable");
    setLocating(true);
    setError(null);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        go(
          locationsPath(
            locale,
            {
              kind: "position",
              latitude: roundCoordinate(position.coords.latitude),
              longitude: roundCoordinate(position.coords.longitude),
            },
            carried,
          ),
        );
      },
      (failure) => noPosition(failure.code === PERMISSION_DENIED ? "denied" : "unavailable"),
      { timeout: 10_000, maximumAge: 300_000 },
    );
  };

  return (
    <form
      role="search"
      // Without JavaScript (or before hydration) the form still goes to locations?key=….
      action={buildPath("locations", locale)}
      method="get"
      data-ready={mounted || undefined}
      className={styles.box}
      aria-labelledby={title ? ids.title : undefined}
      aria-label={title ? undefined : t("stores:search.title")}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submitText(inputRef.current?.value ?? value);
      }}
    >
      {title && (
        <h2 id={ids.title} className={styles.title}>
          {title}
        </h2>
      )}
      <label htmlFor={ids.input} className={styles.label}>
        {t("stores:search.label")}
      </label>
      <div className={styles.row}>
        <input
          ref={inputRef}
          id={ids.input}
          name="key"
          type="text"
          inputMode="search"
          autoComplete="postal-code"
          className={styles.input}
          placeholder={t("stores:search.placeholder")}
          value={value}
          maxLength={200}
          aria-invalid={error === "empty" || undefined}
          aria-describedby={error ? ids.error : undefined}
          onChange={(event) => {
            setValue(event.target.value);
            if (error && event.target.value.trim()) setError(null);
            setAutocompleteWanted(true);
            setTyping(true);
          }}
          onFocus={() => setAutocompleteWanted(true)}
          {...(key
            ? {}
            : {
                role: "combobox",
                "aria-autocomplete": "list" as const,
                "aria-expanded": combo.expanded,
                "aria-controls": ids.listbox,
                "aria-activedescendant": combo.activeId,
              })}
        />
        <button type="submit" className={styles.submit}>
          {t("stores:search.submit")}
        </button>
      </div>
      {key && autocompleteWanted && (
        <ChunkFailureBoundary>
          <React.Suspense fallback={null}>
            <PlacesAutocomplete
              apiKey={key}
              language={locale}
              inputRef={inputRef}
              onPlace={(text) => {
                setValue(text);
                submitText(text);
              }}
            />
          </React.Suspense>
        </ChunkFailureBoundary>
      )}
      {!key && (
        <>
          {/* The boundary only once the suggestions are wanted, never in the built HTML: a boundary there waits to
              hydrate apart, and the page's first updates (the search read from the address) would reach it first,
              which makes React throw its HTML away (error #421). */}
          {autocompleteWanted ? (
            <ChunkFailureBoundary>
              <React.Suspense fallback={<ul id={ids.listbox} role="listbox" hidden />}>
                <PlaceCombobox
                  inputRef={inputRef}
                  listboxId={ids.listbox}
                  value={value}
                  typing={typing}
                  onState={setCombo}
                  onChoose={(text) => {
                    setValue(text);
                    submitText(text);
                  }}
                />
              </React.Suspense>
            </ChunkFailureBoundary>
          ) : (
            <ul id={ids.listbox} role="listbox" hidden />
          )}
          {/* How many suggestions, said as they change (in the page from the start, so the first count is read). */}
          <p id={ids.count} className="visually-hidden" role="status">
            {combo.count === null ? "" : combo.count === 0 ? t("stores:search.noSuggestions") : t("stores:search.suggestions", { count: combo.count })}
          </p>
        </>
      )}
      {error && (
        <p id={ids.error} className={styles.error} role="alert">
          {t(`error:location.${error}`)}
        </p>
      )}
      {withGeolocation && (
        <button
          type="button"
          className={styles.geolocate}
          onClick={useMyLocation}
          // The focus stays in the box: leaving it would close the place suggestions above this button, which
          // would move up under the pointer between its press and its release, and the click would be lost.
          onMouseDown={(event) => event.preventDefault()}
          disabled={locating}
        >
          {locating ? t("stores:search.locating") : t("stores:search.useMyLocation")}
        </button>
      )}
    </form>
  );
}
