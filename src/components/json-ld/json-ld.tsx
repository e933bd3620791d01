import * as React from "react";
import { serializeLd } from "../../lib/json-ld";

/** schema.org data in the page (static HTML). */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeLd(data) }} />;
}
