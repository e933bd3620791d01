/**
 * The media generator: what size each referenced image gets, that it draws
 * real files of that size and format (small enough for the repository), that a
 * second run fills in only what is missing, and that every image the committed
 * seed names exists.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { collectFromJson, collectMediaRefs, generateMedia, MAX_FILE_BYTES, sizeFor } from "../../scripts/generate-media";

const SEED_DIR = path.join(__dirname, "..", "..", "server", "seed");

describe("sizeFor", () => {
  it.each([
    ["/media/coupons/chip-repair-small.webp", 215, 161],
    ["/media/coupons/chip-repair-medium.webp", 429, 322],
    ["/media/coupons/chip-repair.webp", 858, 644],
    ["/media/coupons/chip-repair-large.webp", 1288, 966],
    ["/media/slides/hiver.webp", 1600, 600],
    ["/media/blog/fissure.jpg", 1200, 630],
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
  it("finds paths in fields, with their sibling size, and in src attributes of HTML", () => {
    const refs = collectFromJson([
      { image: { url: "/media/blog/a.jpg", width: 900, height: 600 } },
      { content: '<p>Hi</p><img src="/media/slides/b.webp" alt="">', other: "https://example.org/media/c.png" },
      { logo: "/media/partners/c.png", width: "12" },
    ]);
    expect(refs).toEqual([
      { path: "/media/blog/a.jpg", width: 900, height: 600 },
      { path: "/media/slides/b.webp" },
      { path: "/media/partners/c.png" },
    ]);
  });
});

describe("generateMedia", () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "media-"));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("draws each missing image at its size and format, under the size limit, and only once", async () => {
    const existing = path.join(dir, "media", "blog", "kept.jpg");
    fs.mkdirSync(path.dirname(existing), { recursive: true });
    fs.writeFileSync(existing, "not an image, but already there");
    fs.writeFileSync(
      path.join(dir, "things.json"),
      JSON.stringify([
        { imageMedium: "/media/coupons/ziebart-rustproofing-medium.webp", imageLarge: "/media/coupons/ziebart-rustproofing-large.webp" },
        { logo: "/media/partners/intact-assurance.png" },
        { image: { url: "/media/other/photo.jpg", width: 640, height: 360 } },
        { image: "/media/blog/kept.jpg" },
        { image: "/media/../escape.png" },
      ]),
    );

    const first = await generateMedia(dir);
    expect(first.created.sort()).toEqual([
      "/media/coupons/ziebart-rustproofing-large.webp",
      "/media/coupons/ziebart-rustproofing-medium.webp",
      "/media/other/photo.jpg",
      "/media/partners/intact-assurance.png",
    ]);
    expect(first.existing).toBe(1);
    expect(first.skipped).toEqual(["/media/../escape.png"]);
    expect(fs.existsSync(path.join(dir, "escape.png"))).toBe(false);
    expect(fs.readFileSync(existing, "utf8")).toBe("not an image, but already there");

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
      expect(fs.statSync(full).size).toBeLessThanOrEqual(MAX_FILE_BYTES);
    }

    // Ziebart images are red, the others Uniglass blue: compare the dominant channel.
    const { dominant } = await sharp(path.join(dir, "media", "coupons/ziebart-rustproofing-medium.webp")).stats();
    expect(dominant.r).toBeGreaterThan(dominant.b);
    const photo = await sharp(path.join(dir, "media", "other/photo.jpg")).stats();
    expect(photo.dominant.b).toBeGreaterThan(photo.dominant.r);

    const second = await generateMedia(dir);
    expect(second.created).toEqual([]);
    expect(second.existing).toBe(5);
  });
});

describe("committed media", () => {
  it("has every image the committed seed names, in a folder under 4 MB", () => {
    const missing = collectMediaRefs(SEED_DIR)
      .map((ref) => ref.path)
      .filter((mediaPath) => !fs.existsSync(path.join(SEED_DIR, mediaPath)));
    expect(missing).toEqual([]);

    const sizes: number[] = [];
    const walk = (folder: string) => {
      for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
        const full = path.join(folder, entry.name);
        if (entry.isDirectory()) walk(full);
        else sizes.push(fs.statSync(full).size);
      }
    };
    walk(path.join(SEED_DIR, "media"));
    expect(sizes.reduce((a, b) => a + b, 0)).toBeLessThan(4 * 1024 * 1024);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(MAX_FILE_BYTES);
  });
});
