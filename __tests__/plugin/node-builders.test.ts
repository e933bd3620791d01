/** Each builder of nodes alone, on one locale of the fixture API: what it makes and what it leaves to the others. */
import type { NodeInput } from "gatsby";
import { nodeContext, type LocaleData, type NodeContext } from "../../plugins/gatsby-source-uniglass/nodes/context";
import { buildStoreNodes } from "../../plugins/gatsby-source-uniglass/nodes/stores";
import { buildServiceNodes } from "../../plugins/gatsby-source-uniglass/nodes/services";
import { buildContentNodes } from "../../plugins/gatsby-source-uniglass/nodes/content";
import { buildBlogNodes } from "../../plugins/gatsby-source-uniglass/nodes/blog";
import { wpPostSchema } from "../../src/contract";
import { fakeGatsbyApi } from "./support/fake-gatsby-api";
import { localeData } from "./support/locale-data";

function run(build: (context: NodeContext) => void, change: (data: LocaleData) => void = () => undefined) {
  const data = localeData("fr");
  change(data);
  const context = nodeContext(data, fakeGatsbyApi());
  build(context);
  const types = new Set(context.nodes.map((n) => n.internal.type));
  const ofType = (type: string) => context.nodes.filter((n) => n.internal.type === type) as (NodeInput & Record<string, unknown>)[];
  return { context, types, ofType };
}

describe("store nodes", () => {
  it("makes the stores with their coupons, reviews, partners, networks and careers, and nothing of the catalogue", () => {
    const { types } = run(buildStoreNodes);
    expect([...types].sort()).toEqual(["UniglassCareer", "UniglassCoupon", "UniglassPartner", "UniglassSocialNetwork", "UniglassStore", "UniglassTestimonial"]);
  });

  it("makes a coupon shared by several stores once, and each store links to it", () => {
    const { context, ofType } = run(buildStoreNodes, (data) => {
      const shared = data.stores[0].coupons[0];
      data.stores[1].coupons = [shared, ...data.stores[1].coupons];
    });
    const coupons = ofType("UniglassCoupon");
    expect(new Set(coupons.map((c) => c.entityId)).size).toBe(coupons.length);
    const [first, second] = ofType("UniglassStore");
    const sharedId = context.idOf("UniglassCoupon", context.data.stores[0].coupons[0].id);
    expect(first.coupons).toContain(sharedId);
    expect(second.coupons).toContain(sharedId);
  });

  it("leaves out a coupon whose image URL is unsafe, and the stores' links to it, with a warning", () => {
    let badId = 0;
    const { context, ofType } = run(buildStoreNodes, (data) => {
      const coupon = data.stores[0].coupons[0];
      badId = coupon.id;
      data.stores[0].coupons[0] = { ...coupon, image: "javascript:alert(1)" };
    });
    expect(ofType("UniglassCoupon").map((c) => c.entityId)).not.toContain(badId);
    expect(ofType("UniglassStore")[0].coupons).not.toContain(context.idOf("UniglassCoupon", badId));
    expect(context.warnings).toEqual([`Coupon ${badId} (fr) has an image URL that is not http(s) or relative: left out`]);
  });

  it("links a store's reviews newest first whatever the API's order, and its jobs in the API's order", () => {
    const { context, ofType } = run(buildStoreNodes, (data) => {
      const [store] = data.stores;
      const review = { id: 0, store: store.store.slug, author: "Josée B.", rating: 5, date: "", text: "Service impeccable." };
      store.testimonials = [
        { ...review, id: 901, date: "2025-03-02" },
        { ...review, id: 902, date: "2026-01-15" },
        { ...review, id: 903, date: "2025-11-30" },
      ];
      const job = data.careers[0];
      data.careers = [
        { ...job, id: 801, store: store.store.slug, postedAt: "2026-02-01" },
        { ...job, id: 802, store: store.store.slug, postedAt: "2026-10-20" },
        { ...job, id: 803, store: store.store.slug, postedAt: "2026-06-05" },
      ];
    });
    const store = ofType("UniglassStore")[0];
    expect(store.testimonials).toEqual([902, 903, 901].map((id) => context.idOf("UniglassTestimonial", id)));
    expect(store.careers).toEqual([801, 802, 803].map((id) => context.idOf("UniglassCareer", id)));
  });
});

describe("service nodes", () => {
  it("makes services, categories, transcripts and featured services, each category listing its services by position", () => {
    const { context, types, ofType } = run(buildServiceNodes, (data) => {
      data.services.reverse();
    });
    expect([...types].sort()).toEqual(["UniglassFeaturedService", "UniglassService", "UniglassServiceCategory", "UniglassTranscript"]);
    const category = ofType("UniglassServiceCategory").find((c) => (c.services as string[]).length > 1)!;
    const positions = (category.services as string[]).map((id) => ofType("UniglassService").find((s) => s.id === id)!.position as number);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(context.warnings).toEqual([]);
  });

  it("links a service to its transcript and the transcript back to its service", () => {
    const { ofType } = run(buildServiceNodes);
    const service = ofType("UniglassService").find((s) => s.transcript)!;
    const transcript = ofType("UniglassTranscript").find((t) => t.id === service.transcript)!;
    expect(transcript.service).toBe(service.id);
    expect(transcript.parentSlug).toBe(service.slug);
  });
});

describe("content nodes", () => {
  it("makes slides, promotions and landing pages", () => {
    const { types } = run(buildContentNodes);
    expect([...types].sort()).toEqual(["UniglassPromoPage", "UniglassPromotion", "UniglassSlide"]);
  });

  it("drops a promotion's unsafe link and strips a landing page's scripts", () => {
    const { ofType } = run(buildContentNodes, (data) => {
      data.promotions[0] = { ...data.promotions[0], ctaUrl: "javascript:alert(1)" };
    });
    expect(ofType("UniglassPromotion")[0].ctaUrl).toBeNull();
    const page = ofType("UniglassPromoPage")[0];
    expect(page.content).toContain("Gagnez!");
    expect(page.content).not.toMatch(/<script|javascript:/);
  });
});

describe("blog nodes", () => {
  it("makes one node per post, its title as text and its featured image only when the URL is safe", () => {
    const { context, types, ofType } = run(buildBlogNodes, (data) => {
      const post = data.blogPosts[0];
      data.blogPosts[0] = { ...post, title: { rendered: "Pare-brise &amp; <em>hiver</em>" } };
      const media = data.blogPosts[1]._embedded?.["wp:featuredmedia"]?.[0];
      if (media) media.source_url = "javascript:alert(1)";
    });
    expect([...types]).toEqual(["BlogPost"]);
    expect(ofType("BlogPost")).toHaveLength(context.data.blogPosts.length);
    expect(ofType("BlogPost")[0].title).toBe("Pare-brise & hiver");
    expect(ofType("BlogPost")[0].featuredImage).toMatchObject({ url: "/media/blog/a.jpg", alt: "Un pare-brise" });
    expect(ofType("BlogPost")[1].featuredImage).toBeNull();
  });

  it("lists the sizes WordPress made of the featured image as a srcset, those of its shape only, narrowest first", () => {
    const size = (source_url: string, width: number, height: number) => ({ source_url, width, height });
    const { ofType } = run(buildBlogNodes, (data) => {
      const media = data.blogPosts[0]._embedded?.["wp:featuredmedia"]?.[0];
      if (!media) throw new Error("the fixture's first post has a featured image");
      media.media_details = {
        width: 1200,
        height: 800,
        sizes: {
          large: size("/media/blog/a-1024x683.jpg", 1024, 683),
          thumbnail: size("/media/blog/a-150x150.jpg", 150, 150),
          medium: size("/media/blog/a-300x200.jpg", 300, 200),
          twin: size("/media/blog/a-300x200-copy.jpg", 300, 200),
          hostile: size("javascript:alert(1)", 768, 512),
          spaced: size("/media/blog/a b,c-600x400.jpg", 600, 400),
          full: size("/media/blog/a.jpg", 1200, 800),
        },
      };
    });
    expect((ofType("BlogPost")[0].featuredImage as { srcSet: string }).srcSet).toBe(
      "/media/blog/a-300x200.jpg 300w, /media/blog/a%20b%2Cc-600x400.jpg 600w, /media/blog/a-1024x683.jpg 1024w, /media/blog/a.jpg 1200w",
    );
  });

  it("gives no srcset when WordPress lists no smaller size, or sizes the contract cannot read", () => {
    const posts = wpPostsOf([{ source_url: "/media/blog/a.jpg", media_details: { width: 1200, height: 800, sizes: { medium: { file: "a-300x200.jpg" } } } }]);
    expect(posts[0]._embedded?.["wp:featuredmedia"]?.[0].media_details?.sizes).toEqual({});
    const { ofType } = run(buildBlogNodes, (data) => {
      data.blogPosts = [{ ...data.blogPosts[0], _embedded: posts[0]._embedded }];
    });
    expect(ofType("BlogPost")[0].featuredImage).toMatchObject({ url: "/media/blog/a.jpg", srcSet: null });
  });
});

/** Posts as the contract reads them from WordPress, one per featured image given. */
function wpPostsOf(media: unknown[]) {
  return media.map((item, n) =>
    wpPostSchema.parse({
      id: n + 1,
      date: "2026-03-01T09:00:00",
      slug: `p-${n + 1}`,
      title: { rendered: "T" },
      content: { rendered: "" },
      excerpt: { rendered: "" },
      _embedded: { "wp:featuredmedia": [{ alt_text: "", ...(item as object) }] },
    }),
  );
}
