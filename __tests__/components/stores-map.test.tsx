/**
 * The finder's Google map (with a maps key). Google's script cannot load
 * here: the loader and the map's parts are stand-ins that show what the
 * component asks of them (which markers, which one is starred, what the map
 * is framed on and moved to).
 */
import * as React from "react";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useJsApiLoader } from "@react-google-maps/api";
import StoresMap from "../../src/components/stores-map/stores-map";
import { storeSchema, type Store } from "../../src/contract";

type MarkerProps = { title: string; position: google.maps.LatLngLiteral; zIndex: number; opacity: number; label?: { text: string }; onClick: () => void };

const mockMap = { fitBounds: jest.fn(), panTo: jest.fn() };

jest.mock("@react-google-maps/api", () => {
  const ReactActual: typeof React = jest.requireActual("react");
  return {
    useJsApiLoader: jest.fn(),
    GoogleMap: ({ onLoad, children }: { onLoad: (map: unknown) => void; children: React.ReactNode }) => {
      ReactActual.useEffect(() => onLoad(mockMap), [onLoad]);
      return <div data-testid="google-map">{children}</div>;
    },
    MarkerF: ({ title, position, zIndex, opacity, label, onClick }: MarkerProps) => (
      <button
        type="button"
        onClick={onClick}
        data-position={`${position.lat},${position.lng}`}
        data-z={zIndex}
        data-opacity={opacity}
        data-label={label?.text ?? ""}
      >
        {title}
      </button>
    ),
  };
});
const loader = jest.mocked(useJsApiLoader);

/** What the map was framed on: the points of each LatLngBounds given to fitBounds. */
class FakeBounds {
  points: google.maps.LatLngLiteral[] = [];
  extend(point: google.maps.LatLngLiteral) {
    this.points.push(point);
    return this;
  }
}

function shop(slug: string, name: string, latitude: number | null, longitude: number | null): Store {
  return storeSchema.parse({
    id: slug.length,
    storeId: slug,
    name,
    slug,
    streetAddress: "1, rue Principale",
    city: "Laval",
    state: "QC",
    zipCode: "H7S 1Z3",
    latitude,
    longitude,
    phone: "450-555-0142",
    timezone: "America/Toronto",
    isZiebart: false,
    coupons: [],
    storesAvailabilities: [],
  });
}

const STORES = [
  shop("uniglass-laval", "Uniglass Laval", 45.57, -73.72),
  shop("uniglass-sans-position", "Uniglass sans position", null, null),
  shop("uniglass-quebec", "Uniglass Québec", 46.81, -71.21),
];

function renderMap(props: Partial<React.ComponentProps<typeof StoresMap>> = {}) {
  const onSelect = jest.fn();
  const all = { apiKey: "test-key", language: "fr", label: "Carte des ateliers", stores: STORES, activeSlug: null, onSelect, fallback: null, ...props };
  const view = render(<StoresMap {...all} />);
  return { ...view, onSelect, rerender: (next: Partial<React.ComponentProps<typeof StoresMap>>) => view.rerender(<StoresMap {...all} {...next} />) };
}

const framedOn = () => mockMap.fitBounds.mock.calls.map(([bounds]) => (bounds as FakeBounds).points);

beforeEach(() => {
  loader.mockReset();
  mockMap.fitBounds.mockReset();
  mockMap.panTo.mockReset();
  (globalThis as unknown as { google: unknown }).google = { maps: { LatLngBounds: FakeBounds } };
});

afterEach(() => {
  delete (globalThis as { google?: unknown }).google;
});

describe("StoresMap", () => {
  it("is a labelled, empty region while Google's script loads, asked for in the page's language", () => {
    loader.mockReturnValue({ isLoaded: false, loadError: undefined });
    renderMap();
    const region = screen.getByRole("region", { name: "Carte des ateliers" });
    expect(region).toBeEmptyDOMElement();
    expect(loader).toHaveBeenCalledWith(expect.objectContaining({ googleMapsApiKey: "test-key", language: "fr", libraries: ["places"] }));
  });

  it("shows what it is given instead (the keyless map) when Google's script cannot load", () => {
    loader.mockReturnValue({ isLoaded: false, loadError: new Error("The Google Maps JavaScript API could not load.") });
    renderMap({ fallback: <p>Carte sans clé</p> });
    expect(screen.getByText("Carte sans clé")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Carte des ateliers" })).not.toBeInTheDocument();
  });

  it("puts a marker on each shop with a position, frames the map on them, and selects a shop from its marker", async () => {
    loader.mockReturnValue({ isLoaded: true, loadError: undefined });
    const { onSelect } = renderMap();
    const region = screen.getByRole("region", { name: "Carte des ateliers" });
    const markers = within(region).getAllByRole("button");
    expect(markers.map((marker) => [marker.textContent, marker.dataset.position])).toEqual([
      ["Uniglass Laval", "45.57,-73.72"],
      ["Uniglass Québec", "46.81,-71.21"],
    ]);
    expect(markers.map((marker) => [marker.dataset.label, marker.dataset.opacity])).toEqual([
      ["", "1"],
      ["", "1"],
    ]);
    expect(framedOn()).toEqual([
      [
        { lat: 45.57, lng: -73.72 },
        { lat: 46.81, lng: -71.21 },
      ],
    ]);
    expect(mockMap.panTo).not.toHaveBeenCalled();
    await userEvent.click(within(region).getByRole("button", { name: "Uniglass Québec" }));
    expect(onSelect).toHaveBeenCalledWith("uniglass-quebec");
  });

  it("stars the active shop's marker above the others, dims them, and moves the map to it", () => {
    loader.mockReturnValue({ isLoaded: true, loadError: undefined });
    const view = renderMap();
    view.rerender({ activeSlug: "uniglass-quebec" });
    const quebec = screen.getByRole("button", { name: "Uniglass Québec" });
    const laval = screen.getByRole("button", { name: "Uniglass Laval" });
    expect([quebec.dataset.label, quebec.dataset.z, quebec.dataset.opacity]).toEqual(["★", "2", "1"]);
    expect([laval.dataset.label, laval.dataset.z, laval.dataset.opacity]).toEqual(["", "1", "0.6"]);
    expect(mockMap.panTo).toHaveBeenLastCalledWith({ lat: 46.81, lng: -71.21 });
  });

  it("keeps the visitor's own zoom and moves when a shop becomes active: the same shops do not frame the map again", () => {
    loader.mockReturnValue({ isLoaded: true, loadError: undefined });
    const view = renderMap();
    expect(mockMap.fitBounds).toHaveBeenCalledTimes(1);
    view.rerender({ activeSlug: "uniglass-laval" });
    view.rerender({ activeSlug: "uniglass-quebec" });
    expect(mockMap.panTo).toHaveBeenCalledTimes(2);
    expect(mockMap.fitBounds).toHaveBeenCalledTimes(1);
  });

  it("frames the map again on a new list of shops", () => {
    loader.mockReturnValue({ isLoaded: true, loadError: undefined });
    const view = renderMap();
    view.rerender({ stores: [...STORES, shop("uniglass-gatineau", "Uniglass Gatineau", 45.48, -75.7)] });
    expect(framedOn()).toHaveLength(2);
    expect(framedOn()[1]).toContainEqual({ lat: 45.48, lng: -75.7 });
  });
});
