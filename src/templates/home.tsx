import * as React from "react";
import { graphql, type PageProps } from "gatsby";
import { useTranslation } from "../hooks/use-translation";
import type { SitePageContext } from "../config/page-context";
import { Layout } from "../components/layout/layout";
import { RouteHead } from "../components/page-head/route-head";
import { FavoriteOrSearch } from "../components/favorite-or-search/favorite-or-search";
import { HeroCarousel } from "../components/hero/hero-carousel";
import { StoreMapBanner } from "../components/hero/hero-banner";
import { FeaturedServices, Promotions, WhyUs, ZiebartOffer } from "../components/home-sections/home-sections";

/** The home page: hero, favourite store or estimate search, featured services, promotions, why us, Ziebart. */
export default function HomePage({ data, pageContext }: PageProps<Queries.HomePageQuery, SitePageContext>) {
  const { t } = useTranslation();
  const locale = pageContext.language;
  return (
    <Layout pageContext={pageContext}>
      {data.slides.nodes.length > 0 ? (
        <HeroCarousel slides={data.slides.nodes.map((slide) => ({ id: slide.id, content: slide.content, border: slide.border }))} />
      ) : (
        <StoreMapBanner />
      )}
      <div className="container">
        <h1 className="visually-hidden">{t("common:meta.title")}</h1>
        <FavoriteOrSearch />
        <FeaturedServices
          locale={locale}
          items={data.featured.nodes.map((item) => ({
            key: String(item.entityId),
            title: item.title,
            summary: item.summary,
            image: item.image,
            categorySlug: item.category?.slug ?? null,
            serviceSlug: item.service?.slug ?? null,
          }))}
        />
        <Promotions locale={locale} items={data.promotions.nodes} buildTime={data.site?.buildTime ?? null} />
        <WhyUs />
        <ZiebartOffer locale={locale} categorySlug={data.ziebart.nodes[0]?.slug ?? null} />
      </div>
    </Layout>
  );
}

export const Head = RouteHead;

export const query = graphql`
  query HomePage($language: String!) {
    site {
      ...OfferClock
    }
    slides: allUniglassSlide(filter: { locale: { eq: $language } }, sort: [{ position: ASC }, { entityId: ASC }]) {
      nodes {
        id
        content
        border
      }
    }
    featured: allUniglassFeaturedService(filter: { locale: { eq: $language } }, sort: { position: ASC }) {
      nodes {
        entityId
        title
        summary
        image
        service {
          slug
        }
        category {
          slug
        }
      }
    }
    promotions: allUniglassPromotion(filter: { locale: { eq: $language } }, sort: { startsAt: DESC }) {
      nodes {
        ...PromotionFields
      }
    }
    ziebart: allUniglassServiceCategory(filter: { locale: { eq: $language }, isZiebart: { eq: true } }, limit: 1) {
      nodes {
        slug
      }
    }
  }
`;
