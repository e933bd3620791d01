import * as React from "react";
import { screen, within } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import { JobCard, type Job } from "../../src/components/job-list/job-list";
import { CategoryJobs } from "../../src/components/job-list/category-jobs";
import { renderWithI18n } from "../helpers/render-with-i18n";

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const store = { name: "Uniglass Laval", slug: "uniglass-laval", streetAddress: "1, rue A", city: "Laval", state: "QC", zipCode: "H7T 1A1" };

const job: Job = {
  id: "job-1",
  title: "Technicien-vitrier",
  category: "technicien-vitrier",
  categoryName: "Technicien-vitrier",
  city: "Laval",
  employmentType: "PART_TIME",
  description: "<p>Poser des pare-brise.</p>",
  postedAt: "2025-01-15",
  validThrough: null,
  store,
};

/** The description list of a job's facts, term by term. */
function facts(card: HTMLElement): Record<string, string | undefined> {
  return Object.fromEntries(
    within(card)
      .getAllByRole("term")
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
}

beforeEach(() => {
  (useStaticQuery as jest.Mock).mockReturnValue({ site: { siteMetadata: { siteUrl: "https://www.uniglass.ca" } } });
});

describe("JobCard on the job's own page", () => {
  it("titles the job without linking to itself, says its facts and how to apply, with its description open", () => {
    renderWithI18n(<JobCard job={job} locale="fr" />, "fr");
    const card = screen.getByRole("article");
    expect(within(card).getByRole("heading", { level: 2, name: "Technicien-vitrier" })).toBeInTheDocument();
    expect(within(card).queryByRole("link", { name: "Technicien-vitrier" })).not.toBeInTheDocument();
    expect(facts(card)).toEqual({ Ville: "Laval", Atelier: "Uniglass Laval", "Type d'emploi": "Temps partiel", "Publié le": "15 janvier 2025" });
    expect(within(card).getByRole("link", { name: "Uniglass Laval" })).toHaveAttribute("href", "/emplacement/uniglass-laval/");
    expect(card.querySelector('time[datetime="2025-01-15"]')).not.toBeNull();
    expect(card.querySelector("details")).toBeNull();
    expect(within(card).getByText("Poser des pare-brise.")).toBeVisible();
    expect(card).toHaveTextContent("Pour postuler, envoyez votre CV à carrieres@uniglass.ca");
  });

  it("says a head-office job's last day to apply, and describes it to search engines as a JobPosting", () => {
    renderWithI18n(<JobCard job={{ ...job, store: null, validThrough: "2025-02-28" }} locale="en" headingLevel={3} />, "en");
    const card = screen.getByRole("article");
    expect(within(card).getByRole("heading", { level: 3, name: "Technicien-vitrier" })).toBeInTheDocument();
    expect(facts(card)).toMatchObject({ Shop: "Head office, Québec City", "Employment type": "Part time", "Apply by": "February 28, 2025" });
    expect(within(card).queryByRole("link")).not.toBeInTheDocument();
    const ld = JSON.parse(card.querySelector('script[type="application/ld+json"]')!.textContent ?? "");
    expect(ld).toMatchObject({
      "@type": "JobPosting",
      title: "Technicien-vitrier",
      datePosted: "2025-01-15",
      validThrough: "2025-02-28",
      employmentType: "PART_TIME",
    });
  });
});

describe("CategoryJobs", () => {
  it("shows the category's open postings in full and leaves out one past its last day", () => {
    const jobs = [
      { ...job, id: "open", title: "Ouvert", validThrough: day(10) },
      { ...job, id: "closed", title: "Fermé", validThrough: day(-2) },
    ];
    renderWithI18n(<CategoryJobs jobs={jobs} locale="fr" buildTime={null} />, "fr");
    expect(screen.getAllByRole("article")).toHaveLength(1);
    expect(screen.getByRole("heading", { level: 2, name: "Ouvert" })).toBeInTheDocument();
    expect(screen.queryByText("Fermé")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Voir tous les postes ouverts" })).toHaveAttribute("href", "/carrieres/");
  });

  it("says the position is no longer open when every posting has closed, and still leads to the others", () => {
    renderWithI18n(<CategoryJobs jobs={[{ ...job, validThrough: day(-2) }]} locale="en" buildTime={null} />, "en");
    expect(screen.queryByRole("article")).not.toBeInTheDocument();
    expect(screen.getByText(/^This position is no longer open/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "See all open positions" })).toHaveAttribute("href", "/en/careers/");
  });
});
