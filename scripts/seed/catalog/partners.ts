/**
 * Partners: insurers that work with every glass shop (a glass claim goes
 * through them), fictional local partners of the glass shops of a few towns,
 * and fictional dealer and fleet partners of every Ziebart shop (vehicles
 * protected before delivery).
 */
export interface PartnerSource {
  name: string;
  logo: string;
  url: string | null;
  /** Cities whose shops show this partner; null = every shop of its brand. */
  cities: readonly string[] | null;
  /** The shops it works with: Uniglass glass shops or Ziebart protection shops. */
  brand: "uniglass" | "ziebart";
}

export const PARTNERS: readonly PartnerSource[] = [
  { name: "Intact Assurance", logo: "/media/partners/intact-assurance.png", url: "https://www.intact.ca", cities: null, brand: "uniglass" },
  { name: "Desjardins Assurances", logo: "/media/partners/desjardins-assurances.png", url: "https://www.desjardins.com", cities: null, brand: "uniglass" },
  { name: "Beneva", logo: "/media/partners/beneva.png", url: "https://www.beneva.ca", cities: null, brand: "uniglass" },
  { name: "Belairdirect", logo: "/media/partners/belairdirect.png", url: "https://www.belairdirect.com", cities: null, brand: "uniglass" },
  { name: "Promutuel Assurance", logo: "/media/partners/promutuel-assurance.png", url: "https://www.promutuel.ca", cities: null, brand: "uniglass" },
  {
    name: "Carrosserie Gagnon et Fils",
    logo: "/media/partners/carrosserie-gagnon-et-fils.png",
    url: null,
    cities: ["Trois-Rivières", "Shawinigan"],
    brand: "uniglass",
  },
  { name: "Garage Bouchard Mécanique", logo: "/media/partners/garage-bouchard-mecanique.png", url: null, cities: ["Rimouski", "Mont-Joli"], brand: "uniglass" },
  { name: "Pneus Lavoie et Frères", logo: "/media/partners/pneus-lavoie-et-freres.png", url: null, cities: ["Saguenay", "Alma"], brand: "uniglass" },
  {
    name: "Centre du camion de l'Abitibi",
    logo: "/media/partners/centre-du-camion-abitibi.png",
    url: null,
    cities: ["Rouyn-Noranda", "Val-d'Or", "Amos"],
    brand: "uniglass",
  },
  {
    name: "Débosselage Express Rive-Sud",
    logo: "/media/partners/debosselage-express-rive-sud.png",
    url: null,
    cities: ["Longueuil", "Brossard", "Boucherville"],
    brand: "uniglass",
  },
  { name: "Location Beauce-Auto", logo: "/media/partners/location-beauce-auto.png", url: null, cities: ["Saint-Georges", "Sainte-Marie"], brand: "uniglass" },
  {
    name: "Club de ski de fond de l'Estrie",
    logo: "/media/partners/club-ski-de-fond-estrie.png",
    url: null,
    cities: ["Sherbrooke", "Magog"],
    brand: "uniglass",
  },
  { name: "Groupe automobile Boréal", logo: "/media/partners/groupe-automobile-boreal.png", url: null, cities: null, brand: "ziebart" },
  { name: "Gestion de flottes Saint-Laurent", logo: "/media/partners/gestion-de-flottes-saint-laurent.png", url: null, cities: null, brand: "ziebart" },
];
