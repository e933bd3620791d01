import * as React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { JsonLd } from "../../src/components/json-ld/json-ld";

/** The page as a crawler parses it from the built HTML. */
function parsed(element: React.ReactElement): Document {
  return new DOMParser().parseFromString(`<!doctype html><body>${renderToStaticMarkup(element)}<p id="after">after</p></body>`, "text/html");
}

describe("JsonLd", () => {
  it("puts the data in the static page as a schema.org script a crawler reads back unchanged", () => {
    const data = { "@context": "https://schema.org", "@type": "AutoRepair", name: "Uniglass Laval", telephone: "+1-450-555-0142" };
    const scripts = parsed(<JsonLd data={data} />).querySelectorAll("script");
    expect(scripts).toHaveLength(1);
    expect(scripts[0].getAttribute("type")).toBe("application/ld+json");
    expect(JSON.parse(scripts[0].textContent ?? "")).toEqual(data);
  });

  it("keeps text from the API that looks like markup inside the data, where it cannot close the script or run", () => {
    const data = { "@type": "JobPosting", description: '</script><script>alert("x")</script><!-- <p>' };
    const doc = parsed(<JsonLd data={data} />);
    const scripts = doc.querySelectorAll("script");
    expect(scripts).toHaveLength(1);
    expect(JSON.parse(scripts[0].textContent ?? "")).toEqual(data);
    expect(doc.getElementById("after")?.textContent).toBe("after");
  });
});
