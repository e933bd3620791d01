/**
 * Hand-written coupon offers, in French as a Quebec shop would write them and in
 * English. Store coupons are templates (an amount is drawn per coupon); national
 * and privilege coupons are fixed.
 */
import { dollars, percent } from "../text";
import type { Localized } from "../types";

export interface CouponTemplate {
  /** Image base name under /media/coupons/ (variants add -small, -medium, -large). */
  image: string;
  brand: "uniglass" | "ziebart";
  amounts: readonly number[];
  title: (amount: number) => Localized;
  description: (amount: number) => Localized;
}

const $ = dollars;
const pct = percent;

export const STORE_COUPON_TEMPLATES: readonly CouponTemplate[] = [
  {
    image: "chip-repair",
    brand: "uniglass",
    amounts: [0],
    title: () => ({ fr: "Réparation d'éclat gratuite avec assurance", en: "Free chip repair with insurance" }),
    description: () => ({
      fr: "<p>Un éclat dans votre pare-brise? Réparez-le avant qu'il ne se transforme en fissure. Avec une assurance bris de vitres, la réparation ne vous coûte rien.</p>",
      en: "<p>Got a chip in your windshield? Fix it before it turns into a crack. With glass coverage on your insurance, the repair costs you nothing.</p>",
    }),
  },
  {
    image: "windshield-replacement",
    brand: "uniglass",
    amounts: [25, 50, 75, 100],
    title: (a) => ({
      fr: `${$(a).fr} de rabais sur le remplacement de pare-brise`,
      en: `${$(a).en} off windshield replacement`,
    }),
    description: (a) => ({
      fr: `<p>Économisez ${$(a).fr} sur le remplacement de votre pare-brise, verre de qualité équivalente à l'origine et installation garantie à vie.</p>`,
      en: `<p>Save ${$(a).en} on your windshield replacement, with OEM-equivalent glass and a lifetime installation warranty.</p>`,
    }),
  },
  {
    image: "deductible",
    brand: "uniglass",
    amounts: [50, 100],
    title: (a) => ({
      fr: `Jusqu'à ${$(a).fr} de votre franchise payés`,
      en: `Up to ${$(a).en} of your deductible paid`,
    }),
    description: (a) => ({
      fr: `<p>Lors d'une réclamation d'assurance pour le remplacement de votre pare-brise, nous assumons jusqu'à ${$(a).fr} de votre franchise.</p>`,
      en: `<p>When you claim a windshield replacement on your insurance, we cover up to ${$(a).en} of your deductible.</p>`,
    }),
  },
  {
    image: "floor-mats",
    brand: "uniglass",
    amounts: [10, 15],
    title: (a) => ({ fr: `${pct(a).fr} sur les tapis d'auto WeatherTech`, en: `${pct(a).en} off WeatherTech floor mats` }),
    description: (a) => ({
      fr: `<p>Protégez l'intérieur de votre véhicule contre la slush et le calcium : ${pct(a).fr} de rabais sur les tapis WeatherTech taillés sur mesure.</p>`,
      en: `<p>Keep slush and road salt off your carpets: ${pct(a).en} off custom-fit WeatherTech floor mats.</p>`,
    }),
  },
  {
    image: "bike-racks",
    brand: "uniglass",
    amounts: [15, 20],
    title: (a) => ({ fr: `${pct(a).fr} sur les supports à vélos Thule`, en: `${pct(a).en} off Thule bike racks` }),
    description: (a) => ({
      fr: `<p>Prêt pour la saison de vélo? Profitez de ${pct(a).fr} de rabais sur les supports à vélos Thule, installation incluse.</p>`,
      en: `<p>Ready for cycling season? Get ${pct(a).en} off Thule bike racks, installation included.</p>`,
    }),
  },
  {
    image: "rooftop-cargo",
    brand: "uniglass",
    amounts: [10],
    title: (a) => ({ fr: `${pct(a).fr} sur les coffres de toit`, en: `${pct(a).en} off rooftop cargo boxes` }),
    description: (a) => ({
      fr: `<p>Plus d'espace pour les vacances au chalet : ${pct(a).fr} de rabais sur nos coffres de toit et barres transversales.</p>`,
      en: `<p>More room for the cottage trip: ${pct(a).en} off our rooftop cargo boxes and crossbars.</p>`,
    }),
  },
  {
    image: "wiper-blades",
    brand: "uniglass",
    amounts: [0],
    title: () => ({
      fr: "Essuie-glaces gratuits à l'achat d'un pare-brise",
      en: "Free wiper blades with a new windshield",
    }),
    description: () => ({
      fr: "<p>Une paire d'essuie-glaces neufs installée gratuitement avec tout remplacement de pare-brise.</p>",
      en: "<p>A new pair of wiper blades installed free with any windshield replacement.</p>",
    }),
  },
  {
    image: "rain-repellent",
    brand: "uniglass",
    amounts: [0],
    title: () => ({ fr: "Traitement hydrofuge gratuit", en: "Free rain-repellent treatment" }),
    description: () => ({
      fr: "<p>Meilleure visibilité sous la pluie et la neige : traitement hydrofuge offert avec le remplacement de votre pare-brise.</p>",
      en: "<p>See better in rain and snow: a rain-repellent treatment comes free with your windshield replacement.</p>",
    }),
  },
  {
    image: "side-window",
    brand: "uniglass",
    amounts: [25, 40],
    title: (a) => ({
      fr: `${$(a).fr} de rabais sur une vitre latérale`,
      en: `${$(a).en} off a side window`,
    }),
    description: (a) => ({
      fr: `<p>Vitre fracassée? Remplacement de vitre de portière ou de custode avec ${$(a).fr} de rabais et nettoyage des éclats inclus.</p>`,
      en: `<p>Broken window? Door or quarter glass replaced with ${$(a).en} off, broken-glass cleanup included.</p>`,
    }),
  },
  {
    image: "adas-calibration",
    brand: "uniglass",
    amounts: [30, 50],
    title: (a) => ({ fr: `Calibrage ADAS : ${$(a).fr} de rabais`, en: `ADAS calibration: ${$(a).en} off` }),
    description: (a) => ({
      fr: `<p>Votre véhicule a une caméra d'aide à la conduite? Le calibrage après le remplacement du pare-brise est essentiel : ${$(a).fr} de rabais.</p>`,
      en: `<p>Does your vehicle have a driver-assistance camera? Calibration after a windshield replacement is essential: ${$(a).en} off.</p>`,
    }),
  },
  {
    image: "tonneau-covers",
    brand: "uniglass",
    amounts: [75, 100],
    title: (a) => ({ fr: `${$(a).fr} de rabais sur les couvre-caisses`, en: `${$(a).en} off tonneau covers` }),
    description: (a) => ({
      fr: `<p>Couvre-caisse souple ou rigide pour votre camionnette, installé en atelier, avec ${$(a).fr} de rabais.</p>`,
      en: `<p>Soft or hard tonneau cover for your pickup, installed in our shop, with ${$(a).en} off.</p>`,
    }),
  },
  {
    image: "running-boards",
    brand: "uniglass",
    amounts: [15],
    title: (a) => ({ fr: `${pct(a).fr} sur les marchepieds`, en: `${pct(a).en} off running boards` }),
    description: (a) => ({
      fr: `<p>Des marchepieds robustes pour VUS et camionnettes, ${pct(a).fr} de rabais à l'achat et à l'installation.</p>`,
      en: `<p>Sturdy running boards for SUVs and pickups, ${pct(a).en} off purchase and installation.</p>`,
    }),
  },
  {
    image: "remote-starter",
    brand: "uniglass",
    amounts: [50],
    title: (a) => ({ fr: `Démarreur à distance : ${$(a).fr} de rabais`, en: `Remote starter: ${$(a).en} off` }),
    description: (a) => ({
      fr: `<p>Un habitacle réchauffé et des vitres dégivrées les matins de janvier : ${$(a).fr} de rabais sur l'installation d'un démarreur à distance.</p>`,
      en: `<p>A warm cabin and defrosted glass on January mornings: ${$(a).en} off a remote starter installation.</p>`,
    }),
  },
  {
    image: "ziebart-rustproofing",
    brand: "ziebart",
    amounts: [40, 60],
    title: (a) => ({ fr: `Antirouille : ${$(a).fr} de rabais`, en: `Rustproofing: ${$(a).en} off` }),
    description: (a) => ({
      fr: `<p>Le traitement antirouille Ziebart protège le dessous et les cavités de votre véhicule contre le sel de nos hivers : ${$(a).fr} de rabais.</p>`,
      en: `<p>Ziebart rustproofing protects your vehicle's underbody and cavities from winter road salt: ${$(a).en} off.</p>`,
    }),
  },
  {
    image: "ziebart-paint-protection",
    brand: "ziebart",
    amounts: [15],
    title: (a) => ({
      fr: `${pct(a).fr} sur la pellicule de protection de peinture`,
      en: `${pct(a).en} off paint protection film`,
    }),
    description: (a) => ({
      fr: `<p>Une pellicule transparente contre les éclats de gravier sur le capot et les pare-chocs : ${pct(a).fr} de rabais.</p>`,
      en: `<p>A clear film against gravel chips on the hood and bumpers: ${pct(a).en} off.</p>`,
    }),
  },
  {
    image: "ziebart-window-tint",
    brand: "ziebart",
    amounts: [50],
    title: (a) => ({ fr: `Teintage de vitres : ${$(a).fr} de rabais`, en: `Window tinting: ${$(a).en} off` }),
    description: (a) => ({
      fr: `<p>Teintage conforme à la réglementation québécoise, qui bloque 99 % des rayons UV : ${$(a).fr} de rabais.</p>`,
      en: `<p>Tinting that meets Quebec regulations and blocks 99% of UV rays: ${$(a).en} off.</p>`,
    }),
  },
  {
    image: "ziebart-ceramic",
    brand: "ziebart",
    amounts: [100],
    title: (a) => ({
      fr: `${$(a).fr} de rabais sur le traitement céramique`,
      en: `${$(a).en} off ceramic coating`,
    }),
    description: (a) => ({
      fr: `<p>Un fini lustré qui repousse l'eau, la saleté et le calcium pendant des années : ${$(a).fr} de rabais sur le traitement céramique.</p>`,
      en: `<p>A glossy finish that repels water, dirt and road salt for years: ${$(a).en} off ceramic coating.</p>`,
    }),
  },
];

export const STORE_CONDITIONS: readonly Localized[] = [
  {
    fr: "Un coupon par client. Non jumelable à toute autre offre. Valide sur présentation du coupon à l'atelier émetteur.",
    en: "One coupon per customer. Cannot be combined with any other offer. Valid on presentation of the coupon at the issuing location.",
  },
  {
    fr: "Valide sur présentation du coupon, à l'atelier émetteur seulement. Non monnayable. Taxes en sus.",
    en: "Valid on presentation of the coupon, at the issuing location only. No cash value. Taxes extra.",
  },
  {
    fr: "Un coupon par véhicule. Non jumelable. Sur rendez-vous, selon la disponibilité des pièces.",
    en: "One coupon per vehicle. Cannot be combined. By appointment, subject to parts availability.",
  },
];

export interface FixedCoupon {
  kind: "national" | "privilege";
  image: string;
  title: Localized;
  description: Localized;
  conditions: Localized;
  expiresAt: string | null;
}

export const FIXED_COUPONS: readonly FixedCoupon[] = [
  {
    kind: "national",
    image: "national-deductible",
    title: { fr: `Jusqu'à ${$(150).fr} de votre franchise remboursés`, en: `Up to ${$(150).en} of your deductible refunded` },
    description: {
      fr: "<p>Dans tous les ateliers Uniglass : lors du remplacement de votre pare-brise par l'entremise de votre assureur, nous remboursons jusqu'à 150 $ de votre franchise.</p>",
      en: "<p>At every Uniglass location: when your windshield is replaced through your insurer, we refund up to $150 of your deductible.</p>",
    },
    conditions: {
      fr: "Valide dans tous les ateliers participants. Une seule offre par réclamation. Non jumelable.",
      en: "Valid at all participating locations. One offer per claim. Cannot be combined.",
    },
    expiresAt: "2027-06-30",
  },
  {
    kind: "national",
    image: "national-second-chip",
    title: { fr: "Réparation d'éclat : le 2e éclat est gratuit", en: "Chip repair: the second chip is free" },
    description: {
      fr: "<p>Deux éclats dans le pare-brise? Nous réparons le deuxième sans frais, pendant la même visite.</p>",
      en: "<p>Two chips in your windshield? We repair the second one free of charge, during the same visit.</p>",
    },
    conditions: {
      fr: "Éclats de la taille d'une pièce de 2 $ ou moins. Même véhicule, même visite.",
      en: "Chips the size of a toonie or smaller. Same vehicle, same visit.",
    },
    expiresAt: "2027-12-31",
  },
  {
    kind: "national",
    image: "national-mobile-service",
    title: { fr: "Service mobile sans frais", en: "Free mobile service" },
    description: {
      fr: "<p>Au bureau ou à la maison, nos techniciens se déplacent sans frais pour remplacer votre pare-brise.</p>",
      en: "<p>At work or at home, our technicians come to you at no charge to replace your windshield.</p>",
    },
    conditions: {
      fr: "Dans un rayon de 25 km de l'atelier. Selon la météo et les disponibilités.",
      en: "Within 25 km of the location. Weather and availability permitting.",
    },
    expiresAt: null,
  },
  {
    kind: "national",
    image: "national-washer-fluid",
    title: { fr: "Lave-glace d'hiver offert", en: "Free winter washer fluid" },
    description: {
      fr: "<p>Un bidon de lave-glace -40 °C offert avec tout service de vitrage automobile.</p>",
      en: "<p>A jug of -40°C washer fluid on us with any auto glass service.</p>",
    },
    conditions: {
      fr: "Un bidon par visite, jusqu'à épuisement des stocks.",
      en: "One jug per visit, while supplies last.",
    },
    expiresAt: "2027-03-31",
  },
  {
    kind: "privilege",
    image: "privilege-fleet",
    title: { fr: "Privilège flottes : 10 % sur les remplacements", en: "Fleet privilege: 10% off replacements" },
    description: {
      fr: "<p>Entreprises de 5 véhicules et plus : 10 % de rabais sur chaque remplacement de pare-brise et un compte centralisé.</p>",
      en: "<p>Businesses with 5 vehicles or more: 10% off every windshield replacement and a single account.</p>",
    },
    conditions: {
      fr: "Réservé aux comptes commerciaux approuvés. Non jumelable.",
      en: "For approved commercial accounts only. Cannot be combined.",
    },
    expiresAt: "2027-12-31",
  },
  {
    kind: "privilege",
    image: "privilege-uniglass-plus",
    title: { fr: "Membres Uniglass Plus : 15 % sur les accessoires", en: "Uniglass Plus members: 15% off accessories" },
    description: {
      fr: "<p>Tapis, supports à vélos, coffres de toit : 15 % de rabais toute l'année pour les membres Uniglass Plus.</p>",
      en: "<p>Floor mats, bike racks, cargo boxes: 15% off all year long for Uniglass Plus members.</p>",
    },
    conditions: {
      fr: "Sur présentation de la carte de membre. Pièces et installation.",
      en: "On presentation of the membership card. Parts and installation.",
    },
    expiresAt: "2027-12-31",
  },
  {
    kind: "privilege",
    image: "privilege-students",
    title: { fr: "Étudiants : 25 $ de rabais", en: "Students: $25 off" },
    description: {
      fr: "<p>Cégépiens et universitaires : 25 $ de rabais sur tout remplacement de vitre.</p>",
      en: "<p>College and university students: $25 off any glass replacement.</p>",
    },
    conditions: {
      fr: "Sur présentation d'une carte étudiante valide.",
      en: "On presentation of a valid student card.",
    },
    expiresAt: "2027-08-31",
  },
  {
    kind: "privilege",
    image: "privilege-seniors",
    title: { fr: "Aînés : réparation d'éclat à 19,95 $", en: "Seniors: chip repair for $19.95" },
    description: {
      fr: "<p>Pour les 65 ans et plus, la réparation d'éclat sans assurance est à 19,95 $.</p>",
      en: "<p>For customers 65 and over, chip repair without insurance is $19.95.</p>",
    },
    conditions: {
      fr: "Sur présentation d'une pièce d'identité. Un éclat par visite.",
      en: "On presentation of ID. One chip per visit.",
    },
    expiresAt: "2027-12-31",
  },
];
