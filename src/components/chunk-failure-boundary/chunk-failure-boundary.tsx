import * as React from "react";
import { forceFullLoad, isChunkError } from "../../lib/asset-failure";

interface State {
  failed: "reloading" | "unavailable" | null;
}

/**
 * Code that a part loads on demand (a dialog's form, the finder's map) may be
 * gone from the server once a new version is deployed. Its failure reaches
 * this boundary and the page loads again in full with the new version's
 * code. When the page was loaded again for that moments ago and the part
 * still fails (the connection dropped, say), it shows `unavailable` in the
 * part's place instead. Any other error is not this boundary's: it goes on up.
 */
export class ChunkFailureBoundary extends React.Component<{ children: React.ReactNode; unavailable?: React.ReactNode }, State> {
  override state: State = { failed: null };

  static getDerivedStateFromError(error: unknown): State | null {
    return isChunkError(error) ? { failed: "reloading" } : null;
  }

  override componentDidCatch(error: unknown): void {
    if (!isChunkError(error)) throw error;
    if (!forceFullLoad()) this.setState({ failed: "unavailable" });
  }

  override render() {
    if (this.state.failed === null) return this.props.children;
    return this.state.failed === "unavailable" ? (this.props.unavailable ?? null) : null;
  }
}
