import * as React from "react";
import { forceFullLoad, isChunkError } from "../../lib/asset-failure";

interface State {
  failed: boolean;
}

/**
 * Code that a part loads on demand (a dialog's form, the finder's map) may be
 * gone from the server once a new version is deployed. Its failure reaches
 * this boundary, at the root, and the page loads again in full with the new
 * version's code. Any other error is not this boundary's: it goes on up.
 */
export class ChunkFailureBoundary extends React.Component<{ children: React.ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(error: unknown): State | null {
    return isChunkError(error) ? { failed: true } : null;
  }

  override componentDidCatch(error: unknown): void {
    if (!isChunkError(error)) throw error;
    forceFullLoad();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
