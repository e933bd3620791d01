/**
 * Customer reviews, by language and rating: of a glass shop (REVIEWS) and of
 * a Ziebart protection shop (PROTECTION_REVIEWS), each about what that kind
 * of shop does. "{city}" is replaced with the store's city. Authors are
 * fictional (first name and last initial).
 */
export type Rating = 5 | 4 | 3 | 2;

export const REVIEWS: Record<"fr" | "en", Record<Rating, readonly string[]>> = {
  fr: {
    5: [
      "Service rapide et courtois. Mon pare-brise a été changé en moins de deux heures, je recommande!",
      "Super équipe! Ils ont réparé l'éclat pendant que je prenais un café. Aucuns frais avec mon assurance.",
      "Très professionnels du début à la fin. Ils se sont occupés de tout avec mon assureur.",
      "Meilleur service de vitres d'auto à {city}, sans hésiter. Propre, rapide et le prix était clair dès le départ.",
      "Le technicien m'a bien expliqué le calibrage de la caméra. On sent qu'ils connaissent leur affaire.",
      "Rendez-vous le lendemain matin, travail impeccable. Merci à toute l'équipe!",
      "Accueil chaleureux et véhicule rendu plus propre qu'à l'arrivée. Bravo!",
      "J'avais une fissure qui s'allongeait avec le froid, ils m'ont pris le jour même. Vraiment apprécié.",
      "Deuxième fois que je fais affaire avec eux et toujours aussi satisfait. Service humain et efficace.",
      "Installation de tapis WeatherTech et d'un support à vélo, tout était parfait. Bons conseils en plus.",
      "Ils se sont déplacés à mon bureau pour changer le pare-brise. Rien à redire, c'est du vrai service.",
      "Personnel attentionné, délai respecté et garantie à vie sur l'installation. Que demander de plus?",
      "Réparation d'éclat faite en 30 minutes, on ne voit presque plus rien. Excellent!",
      "Prix compétitif et travail soigné. Je vais recommander Uniglass à toute ma famille.",
    ],
    4: [
      "Bon service dans l'ensemble. Un peu d'attente à l'arrivée, mais le travail est très bien fait.",
      "Travail de qualité et personnel sympathique. Le rendez-vous a été décalé d'une heure, sinon parfait.",
      "Pare-brise changé rapidement, rien à dire sur la qualité. Le stationnement est un peu petit.",
      "Très bon accueil au téléphone et sur place. Le prix était un peu plus élevé que prévu, mais bien expliqué.",
      "Service efficace, ils ont géré la réclamation avec mon assureur. Je reviendrai au besoin.",
      "Belle expérience. J'aurais aimé être avisé par texto quand la voiture était prête.",
      "Bon travail sur ma vitre de portière, tout a été nettoyé. Délai d'une journée pour la pièce.",
      "Équipe compétente et honnête : ils m'ont dit que l'éclat pouvait être réparé au lieu de tout changer.",
      "Satisfait du remplacement de ma lunette arrière, bien fait. Il faut prendre rendez-vous assez d'avance.",
      "Employés courtois, salle d'attente propre avec café. Un peu de délai pour la calibration.",
    ],
    3: [
      "Le travail est correct, mais j'ai attendu plus longtemps que ce qui m'avait été annoncé.",
      "Service correct. La pièce n'était pas en stock, il a fallu revenir le lendemain.",
      "Bon résultat final, mais la communication pourrait être meilleure pour le suivi du dossier.",
      "Prix raisonnable, mais un peu de désorganisation à l'accueil le samedi matin.",
      "Installation correcte. J'ai dû rappeler deux fois pour confirmer mon rendez-vous.",
      "Personnel gentil, mais il restait des traces de colle sur le tableau de bord.",
    ],
    2: [
      "Rendez-vous reporté deux fois. Le travail a finalement été fait, mais quelle perte de temps.",
      "Un bruit de vent après le remplacement du pare-brise. Ils ont corrigé la situation, mais j'ai dû y retourner.",
      "Déçu de l'attente : trois heures pour un remplacement annoncé en une heure et demie.",
      "Le prix final ne correspondait pas à la soumission donnée au téléphone.",
      "Difficile de les joindre par téléphone. Le travail est correct, mais le service laisse à désirer.",
    ],
  },
  en: {
    5: [
      "Fast, friendly service. My windshield was replaced in under two hours. Highly recommend!",
      "They repaired the chip while I waited and dealt directly with my insurance. Couldn't be easier.",
      "Great team in {city}. Clear pricing, clean work and they explained the camera calibration.",
      "Booked online, in and out the next morning. Spotless job, thank you!",
      "They came to my workplace to replace the windshield. Excellent, professional service.",
      "Very helpful staff, fair price and a lifetime warranty on the work. Will be back.",
    ],
    4: [
      "Good work and friendly people. Had to wait a little longer than planned.",
      "Solid job on my side window and everything was vacuumed. Part took a day to arrive.",
      "Quick service and honest advice: they repaired the chip instead of selling me a new windshield.",
      "Nice waiting room and good coffee. The calibration took a bit longer than expected.",
      "Happy with my new rear window. Book ahead, they're busy in the fall.",
    ],
    3: [
      "The work itself is fine, but communication about delays could be better.",
      "Decent service. The glass wasn't in stock so I had to come back the next day.",
      "Okay experience. The front desk seemed overwhelmed on a Saturday morning.",
    ],
    2: [
      "My appointment was moved twice. The job got done eventually, but it was frustrating.",
      "Wind noise after the replacement. They fixed it, but I had to go back.",
      "The final bill didn't match the phone quote.",
    ],
  },
};

export const PROTECTION_REVIEWS: Record<"fr" | "en", Record<Rating, readonly string[]>> = {
  fr: {
    5: [
      "Traitement antirouille fait en une journée, travail propre et soigné. Je recommande!",
      "Film protecteur posé sur le capot et les rétroviseurs : on ne le voit même pas. Excellent travail.",
      "Le traitement céramique fait toute une différence : l'eau perle et le lavage va deux fois plus vite.",
      "Équipe sympathique qui a pris le temps de m'expliquer l'entretien annuel de l'antirouille. Merci!",
      "Teintage des vitres arrière impeccable, aucune bulle. Service rapide à {city}.",
      "Mon camion neuf est protégé avant son premier hiver. Prix clair dès le départ, rien à redire.",
    ],
    4: [
      "Bon traitement antirouille, mais il faut prendre rendez-vous assez d'avance à l'automne.",
      "Film protecteur bien posé. Le délai a été un peu plus long que prévu.",
      "Service courtois et travail soigné sur ma voiture. Un peu d'attente à l'accueil.",
      "Traitement céramique réussi. J'aurais aimé être avisé par texto quand la voiture était prête.",
    ],
    3: [
      "Le travail est correct, mais l'odeur du produit est restée quelques jours dans le véhicule.",
      "Teintage correct. J'ai dû rappeler deux fois pour confirmer mon rendez-vous.",
    ],
    2: [
      "Rendez-vous reporté deux fois pour l'antirouille. Le travail a été fait, mais quelle perte de temps.",
      "Quelques coulisses de produit sur les bas de caisse. Ils ont corrigé, mais j'ai dû y retourner.",
    ],
  },
  en: {
    5: [
      "Rustproofing done in a day, clean and careful work. Highly recommend!",
      "Paint protection film on the hood and mirrors: you can't even see it. Great job.",
      "The ceramic coating made a real difference: water beads right off.",
      "Spotless window tinting, no bubbles. Quick service in {city}.",
    ],
    4: ["Good rustproofing. Book ahead, they're busy in the fall.", "The film is nicely applied. It took a bit longer than planned."],
    3: ["The work is fine, but the smell of the product stayed in the car for a few days."],
    2: ["My appointment was moved twice. The job got done eventually, but it was frustrating."],
  },
};

export const AUTHORS: Record<"fr" | "en", readonly string[]> = {
  fr: [
    "Marie-Ève T.",
    "Jean-François L.",
    "Nathalie B.",
    "Sylvain G.",
    "Isabelle C.",
    "Mathieu P.",
    "Geneviève R.",
    "Éric D.",
    "Josée M.",
    "Patrick O.",
    "Véronique H.",
    "Simon-Pierre V.",
    "Chantal F.",
    "Martin B.",
    "Annie L.",
    "Stéphane T.",
    "Mélanie G.",
    "François-Xavier C.",
    "Julie P.",
    "Benoît S.",
    "Catherine D.",
    "Alexandre M.",
    "Karine J.",
    "Guillaume R.",
    "Sophie N.",
    "Luc A.",
    "Émilie F.",
    "Yves B.",
    "Audrey-Anne L.",
    "Denis C.",
  ],
  en: ["Sarah M.", "David K.", "Jennifer L.", "Michael O.", "Emily R.", "Ryan T.", "Jessica W.", "Kevin B.", "Amanda C.", "Brian H.", "Laura P.", "Chris D."],
};
