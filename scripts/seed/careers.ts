/** Job postings in the shops and at head office (careers.json). */
import { HEAD_OFFICE_CITY, JOB_TEMPLATES, WHAT_WE_OFFER, type JobTemplate } from "./catalog/jobs";
import { rngFor } from "./random";
import { frenchElision, slugify, withFrenchSpaces } from "./text";
import type { Localized, SeedCareer, SeedStore } from "./types";

const HEADINGS = {
  fr: { duties: "Responsabilités", requirements: "Exigences", offer: "Ce que nous offrons" },
  en: { duties: "Responsibilities", requirements: "Requirements", offer: "What we offer" },
} as const;

function list(items: readonly string[]): string {
  return `<ul>${items.map((item) => `<li>${item}</li>`).join("")}</ul>`;
}

function description(template: JobTemplate, storeName: string | null): Localized {
  const intro = (lang: "fr" | "en") => template.intro[lang].replace("{store}", storeName ?? "");
  const build = (lang: "fr" | "en") =>
    [
      `<p>${lang === "fr" ? frenchElision(intro(lang)) : intro(lang)}</p>`,
      `<h3>${HEADINGS[lang].duties}</h3>`,
      list(template.duties[lang]),
      `<h3>${HEADINGS[lang].requirements}</h3>`,
      list(template.requirements[lang]),
      `<h3>${HEADINGS[lang].offer}</h3>`,
      list(WHAT_WE_OFFER[lang]),
    ].join("");
  return withFrenchSpaces({ fr: build("fr"), en: build("en") });
}

export function buildCareers(stores: readonly SeedStore[]): SeedCareer[] {
  const careers: SeedCareer[] = [];
  for (const template of JOB_TEMPLATES) {
    const rng = rngFor("careers", template.key);
    const places: Array<SeedStore | null> =
      template.at === "head-office"
        ? Array.from({ length: template.count }, () => null)
        : rng.sample(
            stores.filter((s) => s.isZiebart === (template.at === "ziebart")),
            template.count,
          );
    for (const store of places) {
      careers.push({
        id: careers.length + 1,
        slug: store ? slugify(`${template.category.fr} ${store.slug}`) : slugify(`${template.key} siege social`),
        title: withFrenchSpaces(template.title),
        category: template.category,
        categoryName: withFrenchSpaces(template.categoryName),
        city: store ? store.city : HEAD_OFFICE_CITY,
        store: store ? store.slug : null,
        employmentType: rng.pick(template.employmentTypes),
        description: description(template, store ? store.name : null),
        // Relative to the day the sample API starts: never in the future, at most twelve weeks old.
        postedDaysAgo: Math.floor(rng.next() * 84),
        validForDays: 60 + Math.floor(rng.next() * 61),
      });
    }
  }
  return careers;
}
