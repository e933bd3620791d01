/** National promotions (promotions.json), hand-written. */
import type { SeedPromotion } from "../types";

export const PROMOTIONS: readonly SeedPromotion[] = [
  {
    id: 1,
    slug: { fr: "reparation-eclat-hiver", en: "winter-chip-repair" },
    title: { fr: "Avant que le froid ne fasse craquer votre pare-brise", en: "Before the cold cracks your windshield" },
    description: {
      fr: "<p>Au premier gel, un simple éclat peut devenir une fissure. Faites-le réparer en 30 minutes : c'est gratuit avec la plupart des assurances.</p>",
      en: "<p>At the first frost, a small chip can turn into a crack. Get it repaired in 30 minutes: it's free with most insurance policies.</p>",
    },
    image: "/media/promotions/winter-chip-repair.webp",
    startsAt: "2026-10-15",
    endsAt: "2027-03-31",
    ctaLabel: { fr: "Trouver un atelier", en: "Find a shop" },
    ctaUrl: { fr: "/emplacement", en: "/en/locations" },
  },
  {
    id: 2,
    slug: { fr: "antirouille-ziebart-automne", en: "ziebart-fall-rustproofing" },
    title: { fr: "Antirouille Ziebart : préparez votre véhicule pour l'hiver", en: "Ziebart rustproofing: get your vehicle ready for winter" },
    description: {
      fr: "<p>Le sel de déglaçage ronge le dessous des véhicules. Le traitement Ziebart le protège, saison après saison.</p>",
      en: "<p>De-icing salt eats away at the underbody. Ziebart treatment protects it, season after season.</p>",
    },
    image: "/media/promotions/ziebart-fall-rustproofing.webp",
    startsAt: "2026-09-01",
    endsAt: "2026-12-15",
    ctaLabel: { fr: "Prendre rendez-vous", en: "Book an appointment" },
    ctaUrl: { fr: "/emplacement", en: "/en/locations" },
  },
  {
    id: 3,
    slug: { fr: "accessoires-ete", en: "summer-accessories" },
    title: { fr: "En route pour l'été : supports à vélos et coffres de toit", en: "Road trip season: bike racks and cargo boxes" },
    description: {
      fr: "<p>Supports à vélos, coffres de toit, barres transversales : nos techniciens installent tout, prêt pour le départ.</p>",
      en: "<p>Bike racks, cargo boxes, crossbars: our technicians install it all, ready for the road.</p>",
    },
    image: "/media/promotions/summer-accessories.webp",
    startsAt: "2027-04-15",
    endsAt: "2027-08-31",
    ctaLabel: { fr: "Voir les accessoires", en: "See accessories" },
    ctaUrl: { fr: "/services/accessoires/supports-a-velos", en: "/en/services/accessories/bike-racks" },
  },
  {
    id: 4,
    slug: { fr: "calibrage-adas", en: "adas-calibration" },
    title: { fr: "Calibrage ADAS fait sur place", en: "ADAS calibration done in-house" },
    description: {
      fr: "<p>Freinage d'urgence, aide au maintien de voie : après un remplacement de pare-brise, nous recalibrons la caméra de votre véhicule sur place.</p>",
      en: "<p>Emergency braking, lane keeping: after a windshield replacement, we recalibrate your vehicle's camera on site.</p>",
    },
    image: "/media/promotions/adas-calibration.webp",
    startsAt: null,
    endsAt: null,
    ctaLabel: { fr: "Demander une soumission", en: "Request a quote" },
    ctaUrl: { fr: "/emplacement", en: "/en/locations" },
  },
  {
    id: 5,
    slug: { fr: "cheques-cadeaux-fetes", en: "holiday-gift-certificates" },
    title: { fr: "Offrez un chèque-cadeau pour les Fêtes", en: "Give a gift certificate this holiday season" },
    description: {
      fr: "<p>Tapis d'auto, démarreur à distance, antirouille : un cadeau utile pour tous les automobilistes de votre entourage.</p>",
      en: "<p>Floor mats, remote starter, rustproofing: a useful gift for every driver you know.</p>",
    },
    image: "/media/promotions/holiday-gift-certificates.webp",
    startsAt: "2026-11-15",
    endsAt: "2026-12-31",
    ctaLabel: { fr: "Acheter un chèque-cadeau", en: "Buy a gift certificate" },
    ctaUrl: { fr: "/cheques-cadeaux", en: "/en/gift-certificates" },
  },
];
