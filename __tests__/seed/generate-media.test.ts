/**
 * The media generator: what size each referenced image gets, that it draws
 * real files of that size and format (small enough for the repository and
 * the page), that the drawings carry no text, that a run renders the
 * committed files byte for byte, and that every image the committed seed
 * names exists at the size its HTML declares.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { collectFromJson, collectMediaRefs, encode, generateMedia, illustrationSvg, MAX_FILE_BYTES, maxBytesFor, sizeFor } from "../../scripts/generate-media";
import { SCENES, sceneKey } from "../../scripts/media/catalog";

const SEED_DIR = path.join(__dirname, "..", "..", "server", "seed");

describe("sizeFor", () => {
  it.each([
    ["/media/coupons/chip-repair-small.webp", 215, 161],
    ["/media/coupons/chip-repair-medium.webp", 429, 322],
    ["/media/coupons/chip-repair.webp", 858, 644],
    ["/media/coupons/chip-repair-large.webp", 1288, 966],
    ["/media/slides/hiver.webp", 1600, 600],
    ["/media/slides/hiver-narrow.webp", 800, 600],
    ["/media/landing/hiver.webp", 1200, 500],
    ["/media/blog/fissure.jpg", 1200, 630],
    ["/media/blog/fissure-768x403.jpg", 768, 403],
    ["/media/services/antirouille.webp", 800, 500],
    ["/media/categories/pare-brise.webp", 800, 500],
    ["/media/partners/intact-assurance.png", 240, 120],
    ["/media/promotions/ete.webp", 800, 500],
  ])("%s is drawn at %i×%i", (mediaPath, width, height) => {
    expect(sizeFor({ path: mediaPath })).toEqual({ width, height });
  });

  it("uses the width and height found next to the path when the folder says nothing", () => {
    expect(sizeFor({ path: "/media/misc/photo.jpg", width: 640, height: 480 })).toEqual({ width: 640, height: 480 });
  });
});

describe("collectFromJson", () => {
  it("finds paths in fields, with their sibling size, and in src and srcset attributes of HTML", () => {
    const refs = collectFromJson([
      { image: { url: "/media/blog/a.jpg", width: 900, height: 600 } },
      {
        content: '<p>Hi</p><picture><source srcset="/media/slides/b-narrow.webp" media="(max-width: 767px)"><img src="/media/slides/b.webp" alt=""></picture>',
        other: "https://example.org/media/c.png",
      },
      { logo: "/media/partners/c.png", width: "12" },
    ]);
    expect(refs).toEqual([
      { path: "/media/blog/a.jpg", width: 900, height: 600 },
      { path: "/media/slides/b-narrow.webp" },
      { path: "/media/slides/b.webp" },
      { path: "/media/partners/c.png" },
    ]);
  });
});

describe("collectMediaRefs", () => {
  it("adds the sizes WordPress makes of each blog upload, drawn from the same scene", () => {
    const named = collectMediaRefs(SEED_DIR).filter((ref) => sceneKey(ref.path) === "blog/calibrage-adas");
    expect(named.map((ref) => ref.path)).toEqual([
      "/media/blog/calibrage-adas-1024x538.jpg",
      "/media/blog/calibrage-adas-300x158.jpg",
      "/media/blog/calibrage-adas-768x403.jpg",
      "/media/blog/calibrage-adas.jpg",
    ]);
  });
});

describe("illustrations", () => {
  it("have no text in them: no text element, no font, for every image the seed names", () => {
    for (const ref of collectMediaRefs(SEED_DIR)) {
      const svg = illustrationSvg(ref.path, sizeFor(ref));
      expect([ref.path, /<text|<tspan|font-family|<image/.test(svg)]).toEqual([ref.path, false]);
    }
  });

  it("are drawn from a scene of their own for every service, category, promotion, slide, landing page, post and coupon of the seed", () => {
    const keys = collectMediaRefs(SEED_DIR)
      .map((ref) => ref.path)
      .filter((p) => !p.startsWith("/media/partners/"))
      .map(sceneKey);
    expect(keys.filter((key) => !SCENES[key])).toEqual([]);
    // One picture per subject: no two scenes of the seed draw the same SVG at the same size.
    const drawings = new Map<string, string>();
    for (const key of new Set(keys)) {
      const svg = illustrationSvg(`/media/${key}.webp`, { width: 400, height: 250 });
      const hash = crypto.createHash("sha1").update(svg).digest("hex");
      expect([key, drawings.get(hash)]).toEqual([key, undefined]);
      drawings.set(hash, key);
    }
  });

  it("keep the hero light: its wide and narrow crops are WebP, each under 60 KB", () => {
    const slides = collectMediaRefs(SEED_DIR).filter((ref) => ref.path.startsWith("/media/slides/"));
    expect(slides.length).toBeGreaterThanOrEqual(8);
    for (const ref of slides) {
      expect(ref.path).toMatch(/\.webp$/);
      expect(fs.statSync(path.join(SEED_DIR, ref.path)).size).toBeLessThanOrEqual(60 * 1024);
    }
  });

  it("are the size the slides' HTML declares (the hero's box does not move while it loads)", async () => {
    const slides = JSON.parse(fs.readFileSync(path.join(SEED_DIR, "slides.json"), "utf8")) as Array<{ content: Record<string, string> }>;
    const declared = slides.flatMap((slide) =>
      Object.values(slide.content).flatMap((html) =>
        [...html.matchAll(/<(?:img|source)\b[^>]*?(?:src|srcset)="([^"]+)"[^>]*?width="(\d+)" height="(\d+)"/g)].map(
          (m) => [m[1], Number(m[2]), Number(m[3])] as const,
        ),
      ),
    );
    expect(declared.length).toBeGreaterThanOrEqual(16);
    for (const [file, width, height] of declared) {
      const meta = await sharp(path.join(SEED_DIR, file)).metadata();
      expect([file, meta.width, meta.height]).toEqual([file, width, height]);
    }
  });
});

describe("generateMedia", () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "media-"));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("draws each image at its size and format, under its size limit, removes what no seed names, and gives the same bytes twice", async () => {
    const stale = path.join(dir, "media", "slides", "old.webp");
    fs.mkdirSync(path.dirname(stale), { recursive: true });
    fs.writeFileSync(stale, "an image no seed names any more");
    fs.writeFileSync(
      path.join(dir, "things.json"),
      JSON.stringify([
        { imageMedium: "/media/coupons/ziebart-rustproofing-medium.webp", imageLarge: "/media/coupons/ziebart-rustproofing-large.webp" },
        { logo: "/media/partners/intact-assurance.png" },
        { image: { url: "/media/other/photo.jpg", width: 640, height: 360 } },
        { image: "/media/../escape.png" },
      ]),
    );

    const first = await generateMedia(dir);
    expect(first.written.sort()).toEqual([
      "/media/coupons/ziebart-rustproofing-large.webp",
      "/media/coupons/ziebart-rustproofing-medium.webp",
      "/media/other/photo.jpg",
      "/media/partners/intact-assurance.png",
    ]);
    expect(first.removed).toEqual(["/media/slides/old.webp"]);
    expect(first.skipped).toEqual(["/media/../escape.png"]);
    expect(fs.existsSync(path.join(dir, "escape.png"))).toBe(false);

    const expected: Array<[string, string, number, number]> = [
      ["coupons/ziebart-rustproofing-medium.webp", "webp", 429, 322],
      ["coupons/ziebart-rustproofing-large.webp", "webp", 1288, 966],
      ["partners/intact-assurance.png", "png", 240, 120],
      ["other/photo.jpg", "jpeg", 640, 360],
    ];
    for (const [file, format, width, height] of expected) {
      const full = path.join(dir, "media", file);
      const meta = await sharp(full).metadata();
      expect([file, meta.format, meta.width, meta.height]).toEqual([file, format, width, height]);
      expect(fs.statSync(full).size).toBeLessThanOrEqual(maxBytesFor(`/media/${file}`));
    }

    const second = await generateMedia(dir);
    expect(second.written).toEqual([]);
    expect(second.unchanged).toBe(4);
  });

  it("with `missing`, only adds what is missing and leaves the rest alone", async () => {
    const kept = path.join(dir, "media", "blog", "kept.jpg");
    fs.mkdirSync(path.dirname(kept), { recursive: true });
    fs.writeFileSync(kept, "not an image, but already there");
    fs.writeFileSync(path.join(dir, "posts.json"), JSON.stringify([{ image: "/media/blog/kept.jpg" }, { image: "/media/blog/new.jpg" }]));
    const result = await generateMedia(dir, { missing: true });
    expect(result.written).toEqual(["/media/blog/new.jpg"]);
    expect(result.existing).toBe(1);
    expect(fs.readFileSync(kept, "utf8")).toBe("not an image, but already there");
  });
});

describe("committed media", () => {
  it("has every image the committed seed names, and nothing else, in a folder under 4 MB", () => {
    const named = new Set(collectMediaRefs(SEED_DIR).map((ref) => ref.path));
    const missing = [...named].filter((mediaPath) => !fs.existsSync(path.join(SEED_DIR, mediaPath)));
    expect(missing).toEqual([]);

    const files: string[] = [];
    const walk = (folder: string) => {
      for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
        const full = path.join(folder, entry.name);
        if (entry.isDirectory()) walk(full);
        else files.push(full);
      }
    };
    walk(path.join(SEED_DIR, "media"));
    expect(files.map((file) => `/media/${path.relative(path.join(SEED_DIR, "media"), file)}`).filter((p) => !named.has(p))).toEqual([]);
    const sizes = files.map((file) => fs.statSync(file).size);
    expect(sizes.reduce((a, b) => a + b, 0)).toBeLessThan(4 * 1024 * 1024);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(MAX_FILE_BYTES);
  });

  it.each(["/media/slides/eclat-pare-brise.webp", "/media/coupons/chip-repair-medium.webp", "/media/partners/pneus-lavoie-et-freres.png"])(
    "%s is what the generator draws, byte for byte (run `npm run seed:media` after changing a drawing)",
    async (mediaPath) => {
      const ref = collectMediaRefs(SEED_DIR).find((r) => r.path === mediaPath)!;
      const bytes = await encode(illustrationSvg(mediaPath, sizeFor(ref)), path.extname(mediaPath), maxBytesFor(mediaPath));
      expect(bytes.equals(fs.readFileSync(path.join(SEED_DIR, mediaPath)))).toBe(true);
    },
  );
});
