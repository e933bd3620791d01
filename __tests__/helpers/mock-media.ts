/** window.matchMedia that answers `matches` for one query (and false for the others). */
export function mockMedia(matching: string | null) {
  const listeners = new Set<() => void>();
  window.matchMedia = jest.fn((query: string) => ({
    matches: query === matching,
    media: query,
    onchange: null,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    addListener: jest.fn(),
    removeListener: jest.fn(),
    dispatchEvent: jest.fn(),
  })) as unknown as typeof window.matchMedia;
}
