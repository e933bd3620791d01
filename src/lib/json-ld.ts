/** schema.org data (JSON-LD) for jobs and store reviews; pure builders, serialized by JsonLd. */
import { BRAND } from "../config/site";
import { averageRating } from "./ratings";
import { isoDay } from "./format-date";

export interface LdAddress {
  streetAddress: string;
  city: string;
  state: string;
  zipCode: string;
}

export interface LdJob {
  title: string;
  description: string;
  postedAt: string;
  validThrough?: string | null;
  employmentType: string;
  city: string;
  store?: ({ name: string } & LdAddress) | null;
}

const organization = (siteUrl: string) => ({ "@type": "Organization", name: BRAND.name, sameAs: siteUrl });

function postalAddress(address: LdAddress) {
  return {
    "@type": "PostalAddress",
    streetAddress: address.streetAddress,
    addressLocality: address.city,
    addressRegion: address.state,
    postalCode: address.zipCode,
    addressCountry: "CA",
  };
}

/** One JobPosting (https://schema.org/JobPosting). Head-office jobs are located in Québec City. */
export function jobPostingLd(job: LdJob, siteUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: job.title,
    description: job.description,
    datePosted: isoDay(job.postedAt),
    ...(job.validThrough ? { validThrough: isoDay(job.validThrough) } : {}),
    employmentType: job.employmentType,
    hiringOrganization: organization(siteUrl),
    jobLocation: {
      "@type": "Place",
      address: job.store ? postalAddress(job.store) : { "@type": "PostalAddress", addressLocality: job.city, addressRegion: "QC", addressCountry: "CA" },
    },
  };
}

export interface LdReview {
  author: string;
  rating: number;
  date: string;
  text: string;
}

/** A store (AutoRepair) with its AggregateRating and reviews; no aggregate without reviews. */
export function storeRatingLd(store: { name: string; phone?: string | null } & LdAddress, reviews: readonly LdReview[]) {
  const average = averageRating(reviews.map((r) => r.rating));
  return {
    "@context": "https://schema.org",
    "@type": "AutoRepair",
    name: store.name,
    ...(store.phone ? { telephone: store.phone } : {}),
    address: postalAddress(store),
    ...(average === null
      ? {}
      : {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: average,
            reviewCount: reviews.length,
            bestRating: 5,
            worstRating: 1,
          },
          review: reviews.map((review) => ({
            "@type": "Review",
            author: { "@type": "Person", name: review.author },
            datePublished: isoDay(review.date),
            reviewBody: review.text,
            reviewRating: { "@type": "Rating", ratingValue: review.rating, bestRating: 5, worstRating: 1 },
          })),
        }),
  };
}

/** JSON for a <script type="application/ld+json">: "<" escaped so no text can close the script. */
export function serializeLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
