import { decodeEntities, htmlToText, sanitize, sanitizeSlide } from "../../plugins/gatsby-source-uniglass/sanitize";

describe("sanitize (HTML from the API and WordPress)", () => {
  it("keeps the editorial markup", () => {
    const html =
      "<h2>Titre</h2><p>Un <strong>pare-brise</strong> <em>neuf</em><br></p><ul><li>un</li></ul><ol><li>deux</li></ol>" +
      '<blockquote>Citation</blockquote><figure><img src="/media/a.jpg" alt="Auto" width="400" height="300" loading="lazy"><figcaption>Légende</figcaption></figure>' +
      '<table><thead><tr><th scope="col">Prix</th></tr></thead><tbody><tr><td colspan="2">99 $</td></tr></tbody></table>';
    expect(sanitize(html)).toBe(
      "<h2>Titre</h2><p>Un <strong>pare-brise</strong> <em>neuf</em><br /></p><ul><li>un</li></ul><ol><li>deux</li></ol>" +
        '<blockquote>Citation</blockquote><figure><img src="/media/a.jpg" alt="Auto" width="400" height="300" loading="lazy" /><figcaption>Légende</figcaption></figure>' +
        '<table><thead><tr><th scope="col">Prix</th></tr></thead><tbody><tr><td colspan="2">99 $</td></tr></tbody></table>',
    );
  });

  it("drops script and style elements with their content", () => {
    expect(sanitize('<p>Ok</p><script>alert("x")</script><style>p{color:red}</style>')).toBe("<p>Ok</p>");
  });

  it("drops iframe, object, embed and svg with everything inside", () => {
    expect(sanitize('<iframe src="https://evil.example"><p>fallback</p></iframe><p>Ok</p>')).toBe("<p>Ok</p>");
    expect(sanitize('<object data="x.swf">x</object><embed src="x.swf">')).toBe("");
    expect(sanitize('<svg onload="alert(1)"><script>alert(2)</script><circle r="1"/></svg><p>Ok</p>')).toBe("<p>Ok</p>");
  });

  it("drops every on* attribute and style", () => {
    expect(sanitize('<img src="x.jpg" onerror="alert(1)" alt="a"><p onclick="x()" style="color:red" class="intro">Ok</p>')).toBe(
      '<img src="x.jpg" alt="a" /><p class="intro">Ok</p>',
    );
  });

  it("keeps http, https, mailto, tel and relative links only", () => {
    expect(sanitize('<a href="javascript:alert(1)">a</a>')).toBe("<a>a</a>");
    expect(sanitize('<a href="JaVaScRiPt:alert(1)">a</a>')).toBe("<a>a</a>");
    expect(sanitize('<a href="data:text/html,<script>x</script>">a</a>')).toBe("<a>a</a>");
    expect(sanitize('<a href="vbscript:x">a</a>')).toBe("<a>a</a>");
    expect(sanitize('<a href="//evil.example/">a</a>')).toBe("<a>a</a>");
    for (const href of ["https://uniglass.ca/", "http://uniglass.ca/", "mailto:info@uniglass.ca", "tel:18005550199", "/emplacement", "#haut"]) {
      expect(sanitize(`<a href="${href}">a</a>`)).toBe(`<a href="${href}">a</a>`);
    }
  });

  it("allows images from http, https and relative sources only", () => {
    expect(sanitize('<img src="data:image/png;base64,AAAA" alt="x">')).toBe('<img alt="x" />');
    expect(sanitize('<img src="javascript:alert(1)" alt="x">')).toBe('<img alt="x" />');
    expect(sanitize('<img src="https://cdn.example/a.webp" alt="x">')).toBe('<img src="https://cdn.example/a.webp" alt="x" />');
  });

  it("keeps the sizes WordPress lists for an image in a post (srcset and sizes), with safe URLs only", () => {
    const html =
      '<img src="/media/a-1024x538.jpg" srcset="/media/a-1024x538.jpg 1024w, /media/a-300x158.jpg 300w, /media/a-768x403.jpg 768w" sizes="(max-width: 1024px) 100vw, 1024px" alt="A" width="1024" height="538" loading="lazy" decoding="async" onload="x()">';
    expect(sanitize(html)).toBe(
      '<img src="/media/a-1024x538.jpg" srcset="/media/a-1024x538.jpg 1024w, /media/a-300x158.jpg 300w, /media/a-768x403.jpg 768w" sizes="(max-width: 1024px) 100vw, 1024px" alt="A" width="1024" height="538" loading="lazy" decoding="async" />',
    );
    expect(sanitize('<img src="/a.jpg" srcset="javascript:alert(1) 300w, /a-768.jpg 768w" alt="">')).toBe(
      '<img src="/a.jpg" srcset="/a-768.jpg 768w" alt="" />',
    );
  });

  it("keeps a picture's sources (the hero's narrow crop), with safe URLs in srcset only", () => {
    const html =
      '<picture><source media="(max-width: 767px)" srcset="/media/slides/a-narrow.webp" width="800" height="600" type="image/webp"><img src="/media/slides/a.webp" alt="A"></picture>';
    expect(sanitize(html)).toBe(
      '<picture><source media="(max-width: 767px)" srcset="/media/slides/a-narrow.webp" width="800" height="600" type="image/webp" /><img src="/media/slides/a.webp" alt="A" /></picture>',
    );
    expect(sanitize('<picture><source srcset="javascript:alert(1)" onerror="x()"><img src="/a.webp" alt=""></picture>')).not.toMatch(/javascript|onerror/);
    expect(sanitize('<source srcset="data:image/png;base64,AAAA 1x, /ok.webp 2x">')).not.toContain("data:");
  });

  it("adds rel noopener noreferrer to links opening a new tab", () => {
    expect(sanitize('<a href="https://uniglass.ca/" target="_blank">a</a>')).toBe(
      '<a href="https://uniglass.ca/" target="_blank" rel="noopener noreferrer">a</a>',
    );
    expect(sanitize('<a href="https://uniglass.ca/" target="_blank" rel="nofollow">a</a>')).toBe(
      '<a href="https://uniglass.ca/" target="_blank" rel="nofollow noopener noreferrer">a</a>',
    );
    expect(sanitize('<a href="/" target="evil">a</a>')).toBe('<a href="/">a</a>');
  });

  it("turns empty values into an empty string", () => {
    expect(sanitize(null)).toBe("");
    expect(sanitize(undefined)).toBe("");
  });
});

describe("WordPress titles to plain text", () => {
  it("decodes numeric and named character references", () => {
    expect(decodeEntities("L&#8217;hiver &amp; vous &#x2014; &eacute;t&eacute; &laquo;&nbsp;oui&nbsp;&raquo;")).toBe("L’hiver & vous — été «\u00a0oui\u00a0»");
    expect(decodeEntities("&unknown; &#0;")).toBe("&unknown; &#0;");
  });

  it("strips tags and decodes entities once", () => {
    expect(htmlToText("Les <em>éclats</em> &amp;lt;script&amp;gt; : réparer?")).toBe("Les éclats &lt;script&gt; : réparer?");
    expect(htmlToText('Titre<script>alert(1)</script>  <img src=x onerror="y()"> fin')).toBe("Titre fin");
  });

  it("keeps French non-breaking spaces while it joins runs of white space", () => {
    expect(htmlToText("Un éclat&nbsp;? Réparé \n\t en 30&nbsp;minutes")).toBe("Un éclat\u00a0? Réparé en 30\u00a0minutes");
    expect(htmlToText("Le pare-brise chauffant\u00a0: un luxe")).toBe("Le pare-brise chauffant\u00a0: un luxe");
  });
});

describe("sanitizeSlide (hero slides)", () => {
  const html = '<h2>T</h2><img src="/a.webp" width="1600" height="600" alt="A" loading="lazy" decoding="sync" onload="x()">';

  it("loads the first slide's images at once with high priority", () => {
    expect(sanitizeSlide(html, true)).toBe('<h2>T</h2><img src="/a.webp" width="1600" height="600" alt="A" loading="eager" fetchpriority="high" />');
  });

  it("loads the other slides' images lazily", () => {
    expect(sanitizeSlide(html, false)).toBe('<h2>T</h2><img src="/a.webp" width="1600" height="600" alt="A" loading="lazy" decoding="async" />');
  });

  it("sets the attributes through the parser: text that looks like attributes stays text", () => {
    const tricky = `<img alt=" loading='" title="' onerror=alert(1) a=" src="/b.webp"><p>loading="lazy" <img src="/c.webp"></p>`;
    const out = sanitizeSlide(tricky, true);
    expect(out).not.toMatch(/\sonerror=/);
    expect(out).not.toMatch(/\stitle=/);
    expect(out.match(/<img /g)).toHaveLength(2);
    expect(out).toContain('<p>loading="lazy" <img src="/c.webp" loading="eager" fetchpriority="high" /></p>');
  });
});
