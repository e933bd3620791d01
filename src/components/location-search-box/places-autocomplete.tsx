/**
 * Google Maps place autocomplete on the search box's input, limited to Canada
 * and in the page's language. Loaded (component and maps script) only when the
 * visitor starts using the box and only when GATSBY_GOOGLE_MAPS_KEY is set.
 */
import * as React from "react";
import { useJsApiLoader } from "@react-google-maps/api";

export const MAPS_LIBRARIES: "places"[] = ["places"];

export interface PlacesAutocompleteProps {
  apiKey: string;
  language: string;
  inputRef: React.RefObject<HTMLInputElement>;
  onPlace: (text: string) => void;
}

export default function PlacesAutocomplete({ apiKey, language, inputRef, onPlace }: PlacesAutocompleteProps) {
  const { isLoaded } = useJsApiLoader({ id: "uniglass-maps", googleMapsApiKey: apiKey, libraries: MAPS_LIBRARIES, language });
  const onPlaceRef = React.useRef(onPlace);
  onPlaceRef.current = onPlace;

  React.useEffect(() => {
    const input = inputRef.current;
    if (!isLoaded || !input) return;
    const autocomplete = new google.maps.places.Autocomplete(input, {
      componentRestrictions: { country: "ca" },
      fields: ["formatted_address", "name"],
    });
    const listener = autocomplete.addListener("place_changed", () => {
      const place = autocomplete.getPlace();
      const text = place.formatted_address || place.name || input.value;
      if (text) onPlaceRef.current(text);
    });
    return () => {
      listener.remove();
      google.maps.event.clearInstanceListeners(input);
    };
  }, [isLoaded, inputRef]);

  return null;
}
