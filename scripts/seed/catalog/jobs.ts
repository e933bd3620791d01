/** Job postings: the kinds of jobs in the shops and at head office. */
import type { Localized } from "../types";

export type EmploymentType = "FULL_TIME" | "PART_TIME" | "TEMPORARY" | "INTERN";

export interface JobTemplate {
  /** Short key, used in slugs of head-office jobs. */
  key: string;
  /** How many postings of this kind in the committed data set. */
  count: number;
  /** Where: Uniglass shops, Ziebart shops or head office. */
  at: "uniglass" | "ziebart" | "head-office";
  title: Localized;
  category: Localized;
  categoryName: Localized;
  employmentTypes: readonly EmploymentType[];
  intro: Localized;
  duties: Localized<readonly string[]>;
  requirements: Localized<readonly string[]>;
}

export const HEAD_OFFICE_CITY = "Québec";

const SHOP = { fr: "technicien-vitrier", en: "glass-technician" };
const HEAD_OFFICE = { fr: "siege-social", en: "head-office" };
const HEAD_OFFICE_NAME = { fr: "Siège social", en: "Head office" };

export const JOB_TEMPLATES: readonly JobTemplate[] = [
  {
    key: "technicien-vitrier",
    count: 13,
    at: "uniglass",
    title: { fr: "Technicien(ne) en vitrage automobile", en: "Auto glass technician" },
    category: SHOP,
    categoryName: { fr: "Technicien-vitrier", en: "Glass technician" },
    employmentTypes: ["FULL_TIME", "FULL_TIME", "FULL_TIME", "TEMPORARY"],
    intro: {
      fr: "Vous aimez le travail manuel bien fait et le contact avec les clients? Joignez-vous à l'équipe de {store}.",
      en: "Do you enjoy careful hands-on work and meeting customers? Join the team at {store}.",
    },
    duties: {
      fr: [
        "Remplacer les pare-brise, vitres latérales et lunettes arrière",
        "Réparer les éclats et petites fissures",
        "Effectuer des interventions en atelier et en service mobile",
        "Garder l'atelier et le véhicule de service propres et sécuritaires",
      ],
      en: [
        "Replace windshields, side windows and back glass",
        "Repair chips and small cracks",
        "Work in the shop and on mobile service calls",
        "Keep the shop and service vehicle clean and safe",
      ],
    },
    requirements: {
      fr: ["DEP en mécanique automobile ou expérience équivalente (un atout)", "Permis de conduire classe 5 valide", "Minutie, ponctualité et sens du service"],
      en: [
        "Vocational diploma in auto mechanics or equivalent experience (an asset)",
        "Valid class 5 driver's licence",
        "Attention to detail, punctuality and a service mindset",
      ],
    },
  },
  {
    key: "technicien-calibrage-adas",
    count: 6,
    at: "uniglass",
    title: { fr: "Technicien(ne) en calibrage ADAS", en: "ADAS calibration technician" },
    category: { fr: "technicien-calibrage-adas", en: "adas-calibration-technician" },
    categoryName: { fr: "Calibrage ADAS", en: "ADAS calibration" },
    employmentTypes: ["FULL_TIME"],
    intro: {
      fr: "Les caméras et capteurs d'aide à la conduite doivent être recalibrés après le remplacement d'un pare-brise. {store} cherche la personne qui s'en chargera.",
      en: "Driver-assistance cameras and sensors must be recalibrated after a windshield replacement. {store} is looking for the person who will handle it.",
    },
    duties: {
      fr: [
        "Effectuer les calibrages statiques et dynamiques selon les procédures des constructeurs",
        "Diagnostiquer les systèmes avec les outils de balayage",
        "Produire les rapports de calibrage remis aux clients et aux assureurs",
      ],
      en: [
        "Perform static and dynamic calibrations following manufacturer procedures",
        "Diagnose systems with scan tools",
        "Produce the calibration reports given to customers and insurers",
      ],
    },
    requirements: {
      fr: ["DEP ou DEC en mécanique ou en électronique automobile", "Aisance avec les outils informatiques", "Permis de conduire valide"],
      en: ["Vocational or college diploma in automotive mechanics or electronics", "Comfortable with computer tools", "Valid driver's licence"],
    },
  },
  {
    key: "conseiller-service-client",
    count: 7,
    at: "uniglass",
    title: { fr: "Conseiller(ère) au service à la clientèle", en: "Customer service advisor" },
    category: { fr: "conseiller-service-client", en: "customer-service-advisor" },
    categoryName: { fr: "Service à la clientèle", en: "Customer service" },
    employmentTypes: ["FULL_TIME", "PART_TIME"],
    intro: {
      fr: "Premier contact de nos clients, vous les accompagnez de la soumission jusqu'à la réclamation d'assurance, chez {store}.",
      en: "As our customers' first contact, you guide them from the quote to the insurance claim, at {store}.",
    },
    duties: {
      fr: [
        "Accueillir les clients à l'atelier et au téléphone",
        "Préparer les soumissions et planifier les rendez-vous",
        "Ouvrir et suivre les réclamations auprès des assureurs",
      ],
      en: ["Welcome customers in the shop and on the phone", "Prepare quotes and book appointments", "Open and follow up insurance claims"],
    },
    requirements: {
      fr: ["Expérience en service à la clientèle", "Français impeccable; anglais fonctionnel", "Sens de l'organisation et entregent"],
      en: ["Customer service experience", "Excellent French; working English", "Organized and personable"],
    },
  },
  {
    key: "directeur-succursale",
    count: 4,
    at: "uniglass",
    title: { fr: "Directeur(trice) d'atelier", en: "Shop manager" },
    category: { fr: "directeur-atelier", en: "shop-manager" },
    categoryName: { fr: "Gestion d'atelier", en: "Shop management" },
    employmentTypes: ["FULL_TIME"],
    intro: {
      fr: "Vous avez le sens des affaires et aimez diriger une équipe? Prenez les commandes de {store}.",
      en: "Business-minded and love leading a team? Take the helm of {store}.",
    },
    duties: {
      fr: [
        "Diriger l'équipe des techniciens et du service à la clientèle",
        "Assurer la rentabilité et le suivi des indicateurs de l'atelier",
        "Développer les relations avec les assureurs, concessionnaires et flottes de la région",
      ],
      en: [
        "Lead the technicians and customer service team",
        "Keep the location profitable and track its key indicators",
        "Build relationships with insurers, dealers and fleets in the area",
      ],
    },
    requirements: {
      fr: ["Trois ans d'expérience en gestion, idéalement dans l'automobile", "Leadership mobilisateur", "Bilinguisme (un atout)"],
      en: ["Three years of management experience, ideally in the automotive trade", "Engaging leadership", "Bilingualism (an asset)"],
    },
  },
  {
    key: "applicateur-ziebart",
    count: 4,
    at: "ziebart",
    title: { fr: "Applicateur(trice) Ziebart", en: "Ziebart applicator" },
    category: { fr: "applicateur-ziebart", en: "ziebart-applicator" },
    categoryName: { fr: "Protection de véhicules", en: "Vehicle protection" },
    employmentTypes: ["FULL_TIME", "TEMPORARY"],
    intro: {
      fr: "Antirouille, pellicule de protection, teintage : chez {store}, vous redonnez aux véhicules leur éclat et les protégez de nos hivers.",
      en: "Rustproofing, protection film, tinting: at {store}, you make vehicles shine and protect them from our winters.",
    },
    duties: {
      fr: [
        "Appliquer les traitements antirouille et les scellants",
        "Poser les pellicules de protection de peinture et le teintage de vitres",
        "Inspecter les véhicules avant et après chaque traitement",
      ],
      en: ["Apply rustproofing treatments and sealants", "Install paint protection film and window tint", "Inspect vehicles before and after each treatment"],
    },
    requirements: {
      fr: ["Souci du détail et bonne dextérité", "Expérience en esthétique automobile (un atout)", "Formation Ziebart offerte"],
      en: ["Attention to detail and good dexterity", "Car detailing experience (an asset)", "Ziebart training provided"],
    },
  },
  ...(
    [
      ["comptable", { fr: "Comptable", en: "Accountant" }, "FULL_TIME", { fr: "un ou une comptable", en: "an accountant" }],
      [
        "coordonnateur-marketing",
        { fr: "Coordonnateur(trice) marketing", en: "Marketing coordinator" },
        "FULL_TIME",
        { fr: "une personne à la coordination marketing", en: "a marketing coordinator" },
      ],
      [
        "analyste-ti",
        { fr: "Analyste en technologies de l'information", en: "IT analyst" },
        "FULL_TIME",
        { fr: "un ou une analyste en TI", en: "an IT analyst" },
      ],
      [
        "acheteur-vitrage",
        { fr: "Acheteur(euse) – vitrage automobile", en: "Buyer – auto glass" },
        "FULL_TIME",
        { fr: "une personne aux achats de vitrage automobile", en: "an auto glass buyer" },
      ],
      [
        "conseiller-rh",
        { fr: "Conseiller(ère) en ressources humaines", en: "Human resources advisor" },
        "FULL_TIME",
        { fr: "un conseiller ou une conseillère en ressources humaines", en: "a human resources advisor" },
      ],
      [
        "stagiaire-marketing-numerique",
        { fr: "Stagiaire en marketing numérique", en: "Digital marketing intern" },
        "INTERN",
        { fr: "un ou une stagiaire en marketing numérique", en: "a digital marketing intern" },
      ],
    ] as const
  ).map(([key, title, type, who]): JobTemplate => ({
    key,
    count: 1,
    at: "head-office",
    title,
    category: HEAD_OFFICE,
    categoryName: HEAD_OFFICE_NAME,
    employmentTypes: [type],
    intro: {
      fr: `Le siège social d'Uniglass, à Québec, soutient plus de cent ateliers au Québec, en Ontario et au Nouveau-Brunswick. Nous cherchons ${who.fr}.`,
      en: `Uniglass head office, in Quebec City, supports over a hundred locations in Quebec, Ontario and New Brunswick. We are looking for ${who.en}.`,
    },
    duties: {
      fr: ["Travailler en étroite collaboration avec les ateliers du réseau", "Améliorer nos processus et nos outils", "Participer aux projets de l'équipe"],
      en: ["Work closely with the locations of the network", "Improve our processes and tools", "Take part in the team's projects"],
    },
    requirements: {
      fr: ["Formation dans le domaine", "Esprit d'équipe et autonomie", "Français et anglais"],
      en: ["Training in the field", "Team spirit and autonomy", "French and English"],
    },
  })),
];

export const WHAT_WE_OFFER: Localized<readonly string[]> = {
  fr: [
    "Salaire concurrentiel et primes de rendement",
    "Assurances collectives et REER avec contribution de l'employeur",
    "Formation continue payée",
    "Horaire de jour, du lundi au vendredi",
  ],
  en: [
    "Competitive pay and performance bonuses",
    "Group insurance and RRSP with employer contribution",
    "Paid ongoing training",
    "Day shifts, Monday to Friday",
  ],
};
