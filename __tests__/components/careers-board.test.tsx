import * as React from "react";
import { fireEvent, screen, within } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import { CareersBoard } from "../../src/components/careers-board/careers-board";
import type { Job } from "../../src/components/job-list/job-list";
import { renderWithI18n } from "../helpers/render-with-i18n";

const job = (i: number, city: string, category = "technicien-vitrier"): Job => ({
  id: `job-${i}`,
  title: `Poste ${i}`,
  category,
  categoryName: category === "technicien-vitrier" ? "Technicien-vitrier" : "Siège social",
  city,
  employmentType: "FULL_TIME",
  description: "<p>Description</p>",
  postedAt: `2025-01-${String((i % 28) + 1).padStart(2, "0")}`,
  store: null,
});

beforeEach(() => {
  (useStaticQuery as jest.Mock).mockReturnValue({ site: { siteMetadata: { siteUrl: "https://www.uniglass.ca" } } });
});

describe("CareersBoard", () => {
  const jobs = [...Array.from({ length: 33 }, (_, i) => job(i, i < 3 ? "Laval" : "Québec")), job(99, "Laval", "siege-social")];

  beforeEach(() => window.history.replaceState(null, "", "/carrieres/?ctn=x"));

  it("shows 30 jobs, pages in the page and keeps the page in the address", () => {
    renderWithI18n(<CareersBoard jobs={jobs} locale="fr" buildTime={null} />, "fr");
    expect(screen.getByRole("heading", { level: 2, name: "34 postes ouverts" })).toBeInTheDocument();
    expect(screen.getAllByRole("article")).toHaveLength(30);
    expect(within(screen.getAllByRole("article")[0]).getByText("Temps plein")).toBeInTheDocument();
    const ld = JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent);
    expect(ld).toMatchObject({ "@type": "JobPosting", hiringOrganization: { sameAs: "https://www.uniglass.ca" } });
    fireEvent.click(screen.getByRole("button", { name: "Aller à la page 2" }));
    expect(screen.getAllByRole("article")).toHaveLength(4);
    expect(window.location.search).toBe("?ctn=x&page=2");
    expect(screen.getByRole("heading", { level: 2, name: "34 postes ouverts" })).toHaveFocus();
  });

  it("filters by city and category, then clears the filters", () => {
    renderWithI18n(<CareersBoard jobs={jobs} locale="fr" buildTime={null} />, "fr");
    fireEvent.change(screen.getByLabelText("Ville"), { target: { value: "Laval" } });
    expect(screen.getByRole("heading", { level: 2, name: "4 postes ouverts" })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText("Type de poste"), { target: { value: "siege-social" } });
    expect(screen.getByRole("heading", { level: 2, name: "1 poste ouvert" })).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Pages des postes ouverts" })).not.toBeInTheDocument();
    expect(window.location.search).toBe("?ctn=x&category=siege-social&city=Laval");
    fireEvent.click(screen.getByRole("button", { name: "Effacer les filtres" }));
    expect(screen.getByRole("heading", { level: 2, name: "34 postes ouverts" })).toBeInTheDocument();
  });

  it("leaves out a posting past its last day, says each one's, leads from each title to the job's page and folds the descriptions", () => {
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const store = { name: "Uniglass Laval", slug: "uniglass-laval", streetAddress: "1, rue A", city: "Laval", state: "QC", zipCode: "H7T 1A1" };
    const listed = [
      { ...job(1, "Laval"), title: "Fermé hier", validThrough: day(-2) },
      { ...job(2, "Laval"), title: "Ouvert", validThrough: day(20), store },
      { ...job(3, "Québec", "siege-social"), title: "Au siège" },
    ];
    renderWithI18n(<CareersBoard jobs={listed} locale="fr" buildTime={null} />, "fr");
    expect(screen.getByRole("heading", { level: 2, name: "2 postes ouverts" })).toBeInTheDocument();
    expect(screen.queryByText("Fermé hier")).not.toBeInTheDocument();
    const [headOffice, open] = screen.getAllByRole("article");
    expect(within(open).getByRole("link", { name: "Ouvert" })).toHaveAttribute("href", "/emplacement/uniglass-laval/carrieres/technicien-vitrier/?ctn=x");
    expect(within(open).getByText("Date limite")).toBeInTheDocument();
    expect(open.querySelector(`time[datetime="${day(20)}"]`)).not.toBeNull();
    expect(open.querySelector("details")).not.toHaveAttribute("open");
    expect(within(open).getByText(/^Description du poste/)).toBeInTheDocument();
    expect(within(headOffice).getByRole("link", { name: "Au siège" })).toHaveAttribute("href", "/carrieres/siege-social/siege-social/?ctn=x");
  });

  it("says so when nothing matches, in English", () => {
    window.history.replaceState(null, "", "/en/careers/?city=Nowhere");
    renderWithI18n(<CareersBoard jobs={jobs} locale="en" buildTime={null} />, "en");
    expect(screen.getByText("No position matches these criteria. Try another city or another position type.")).toBeInTheDocument();
  });
});
