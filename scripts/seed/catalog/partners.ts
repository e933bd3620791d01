/**
 * Partners: insurers that work with every shop, and fictional local partners
 * of the shops of a few towns.
 */
export interface PartnerSource {
  name: string;
  logo: string;
  url: string | null;
  /** Cities whose shops show this partner; null = every shop. */
  cities: readonly string[] | null;
}

export const PARTNERS: readonly PartnerSource[] = [
  { name: "Intact Assurance", logo: "/media/partners/intact-assurance.png", url: "https://www.intact.ca", cities: null },
  { name: "Desjardins Assurances", logo: "/media/partners/desjardins-assurances.png", url: "https://www.desjardins.com", cities: null },
  { name: "La Capitale", logo: "/media/partners/la-capitale.png", url: "https://www.lacapitale.com", cities: null },
  { name: "Belairdirect", logo: "/media/partners/belairdirect.png", url: "https://www.belairdirect.com", cities: null },
  { name: "Promutuel Assurance", logo: "/media/partners/promutuel-assurance.png", url: "https://www.promutuel.ca", cities: null },
  { name: "Carrosserie Gagnon et Fils", logo: "/media/partners/carrosserie-gagnon-et-fils.png", url: null, cities: ["Trois-Rivières", "Shawinigan"] },
  { name: "Garage Bouchard Mécanique", logo: "/media/partners/garage-bouchard-mecanique.png", url: null, cities: ["Rimouski", "Mont-Joli"] },
  { name: "Pneus Lavoie et Frères", logo: "/media/partners/pneus-lavoie-et-freres.png", url: null, cities: ["Saguenay", "Alma"] },
  { name: "Centre du camion de l'Abitibi", logo: "/media/partners/centre-du-camion-abitibi.png", url: null, cities: ["Rouyn-Noranda", "Val-d'Or", "Amos"] },
  {
    name: "Débosselage Express Rive-Sud",
    logo: "/media/partners/debosselage-express-rive-sud.png",
    url: null,
    cities: ["Longueuil", "Brossard", "Boucherville"],
  },
  { name: "Location Beauce-Auto", logo: "/media/partners/location-beauce-auto.png", url: null, cities: ["Saint-Georges", "Sainte-Marie"] },
  { name: "Club de ski de fond de l'Estrie", logo: "/media/partners/club-ski-de-fond-estrie.png", url: null, cities: ["Sherbrooke", "Magog"] },
];
