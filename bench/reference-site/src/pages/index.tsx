import * as React from "react";
import type { HeadFC } from "gatsby";

/**
 * The bare reference page of the benchmark: a heading, a paragraph, a form
 * with one useState and six short sections, with no plugin, no library and no
 * styles beyond a few inline rules. What the site's pages cost beyond this is
 * what they add to the stack. Its texts are placeholders: this page is never
 * deployed, only measured.
 */
const SECTIONS = ["One", "Two", "Three", "Four", "Five", "Six"];

export default function ReferencePage() {
  const [sent, setSent] = React.useState(false);
  return (
    <main style={{ maxWidth: 640, margin: "0 auto", padding: 16, fontFamily: "system-ui, sans-serif" }}>
      <h1>Gatsby reference page</h1>
      <p>A bare Gatsby 5 and React 18 page: the floor the benchmark compares every page of the site with.</p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setSent(true);
        }}
      >
        <label htmlFor="email">E-mail</label> <input id="email" name="email" type="email" autoComplete="email" /> <button type="submit">Send</button>
        {sent && <p role="status">Thank you.</p>}
      </form>
      {SECTIONS.map((name) => (
        <section key={name}>
          <h2>Section {name}</h2>
          <p>A short paragraph of text, as a page section would hold, to give the page some content to lay out.</p>
        </section>
      ))}
    </main>
  );
}

export const Head: HeadFC = () => (
  <>
    <html lang="en" />
    <title>Gatsby reference page</title>
    <meta name="description" content="The bare Gatsby 5 and React 18 page the benchmark measures the site against." />
    <link rel="icon" href="data:," />
  </>
);
