import type { FactTable, Row } from '../fact-table.js';

const AS_OF = '2026-11-26';
const NOTE =
  'Larousse Gastronomique (2009); Le Cordon Bleu Complete Cooking Techniques; Oxford Companion to Food (3rd ed.)';

/** [what it is, French kitchen term, level, aliases, also right]. */
const TERM: readonly Row[] = [
  ['vegetables cut into thin matchsticks', 'Julienne', 'e'],
  ['vegetables cut into very small, even dice', 'Brunoise', 'h'],
  ['herbs or leaves rolled and sliced into fine ribbons', 'Chiffonade', 'h'],
  ['diced carrot, celery and onion softened as the base of a sauce or stew', 'Mirepoix', 'm'],
  ['flour cooked in fat, used to thicken a sauce', 'Roux', 'e'],
  ['having every ingredient prepared and laid out before cooking starts', 'Mise en place', 'm'],
  ['a pan of hot water in which a dish is cooked or kept warm gently', 'Bain-marie', 'm', ['Bain marie']],
  ['cooking food sealed inside a parcel of paper', 'En papillote', 'h', ['Papillote']],
  ['cooking food sealed in a bag in a water bath held at an exact temperature', 'Sous vide', 'm'],
  ['meat, such as duck leg, cooked slowly and preserved in its own fat', 'Confit', 'm'],
  ['a bundle of herbs tied together to flavour a stock or stew', 'Bouquet garni', 'm'],
  ['a thin sauce of puréed and sieved fruit', 'Coulis', 'm'],
  ['a clear soup made from clarified stock', 'Consommé', 'm', ['Consomme']],
  ['a rich, creamy soup made from shellfish', 'Bisque', 'm'],
  ['finely chopped mushrooms and shallots cooked down in butter', 'Duxelles', 'h'],
  ['the light pastry used for éclairs and profiteroles', 'Choux', 'e', ['Choux pastry']],
  ['a pouring custard of milk, egg yolks and sugar', 'Crème anglaise', 'm', ['Creme anglaise']],
  ['the thick custard used to fill éclairs and fruit tarts', 'Crème pâtissière', 'h', ['Creme patissiere']],
  ['butter heated until it turns nut brown', 'Beurre noisette', 'h'],
  [
    'a small free appetiser sent out by the chef before the meal',
    'Amuse-bouche',
    'm',
    ['Amuse bouche', 'Amuse-gueule'],
  ],
  ['a menu on which each dish is priced separately', 'À la carte', 'e', ['A la carte']],
  ['a set menu of several courses at a fixed price', "Table d'hôte", 'h', ["Table d'hote"], ['Prix fixe']],
  ['a neat oval of soft food shaped between two spoons', 'Quenelle', 'h'],
  ['tomatoes peeled, deseeded and roughly chopped', 'Concassé', 'h', ['Concasse']],
  ['a fine conical sieve', 'Chinois', 'h'],
  ['topped with breadcrumbs or cheese and browned under the grill', 'Au gratin', 'm', ['Gratin']],
  ['setting alight the alcohol in a pan', 'Flambé', 'e', ['Flambe']],
  ['fried quickly in a little fat while being tossed', 'Sauté', 'e', ['Saute']],
  ['served with its own natural cooking juices', 'Au jus', 'm'],
  ['small cubes of fried or toasted bread added to soups and salads', 'Croûtons', 'e', ['Croutons']],
  ['the dish of the day', 'Plat du jour', 'm'],
];

/** [job in the classic kitchen brigade, its French title, level, aliases]. */
const BRIGADE: readonly Row[] = [
  ['the deputy to the head of the kitchen', 'Sous-chef', 'e', ['Sous chef']],
  ['the head of the whole kitchen', 'Chef de cuisine', 'm'],
  ['the cook in charge of sauces', 'Saucier', 'm'],
  ['the cook in charge of pastry and desserts', 'Pâtissier', 'm', ['Patissier']],
  ['the cook in charge of fish', 'Poissonnier', 'h'],
  ['the cook in charge of roasting', 'Rôtisseur', 'h', ['Rotisseur']],
  ['the cook in charge of the cold larder', 'Garde manger', 'h', ['Garde-manger']],
  ['the cook in charge of vegetables and soups', 'Entremétier', 'h', ['Entremetier']],
  ['the cook in charge of one section of the kitchen', 'Chef de partie', 'm'],
  ['the junior cook who assists a chef de partie', 'Commis', 'm', ['Commis chef']],
  ['the washer-up', 'Plongeur', 'h'],
  ['the wine waiter', 'Sommelier', 'e'],
  ['the head waiter who runs the dining room', "Maître d'hôtel", 'e', ["Maitre d'", "Maître d'", "Maitre d'hotel"]],
];

/** [classic French garnish name, the ingredient it promises, level, aliases]. */
const GARNISH: readonly Row[] = [
  ['à la florentine', 'Spinach', 'm'],
  ['Du Barry', 'Cauliflower', 'h'],
  ['Parmentier', 'Potato', 'm', ['Potatoes']],
  ['Crécy', 'Carrot', 'h', ['Carrots']],
  ['Argenteuil', 'Asparagus', 'h'],
  ['Véronique', 'Grapes', 'h', ['Grape']],
  ['Clamart', 'Peas', 'h', ['Pea', 'Petits pois']],
  ['forestière', 'Mushrooms', 'h', ['Mushroom']],
  ['lyonnaise', 'Onions', 'm', ['Onion']],
  ['Nantua', 'Crayfish', 'h'],
  ['Doria', 'Cucumber', 'h'],
  ['Dugléré', 'Tomatoes', 'h', ['Tomato']],
];

/** [pasta, what its Italian name means, level, aliases]. */
const PASTA: readonly Row[] = [
  ['spaghetti', 'Little strings', 'm', ['Strings', 'Little twine', 'Twine', 'Little cords']],
  ['linguine', 'Little tongues', 'h', ['Tongues']],
  ['farfalle', 'Butterflies', 'm', ['Butterfly', 'Bow ties']],
  ['penne', 'Quills', 'm', ['Pens', 'Feathers', 'Quill']],
  ['fusilli', 'Little spindles', 'h', ['Spindles']],
  ['conchiglie', 'Shells', 'm', ['Seashells', 'Conch shells']],
  ['orecchiette', 'Little ears', 'm', ['Ears']],
  ['vermicelli', 'Little worms', 'm', ['Worms']],
  ['fettuccine', 'Little ribbons', 'h', ['Ribbons']],
  ['strozzapreti', 'Priest stranglers', 'h', ['Priest choker', 'Priest chokers', 'Priest strangler']],
  ['cavatappi', 'Corkscrews', 'h', ['Corkscrew']],
  ['orzo', 'Barley', 'm'],
];

export const KITCHEN_TABLES: readonly FactTable[] = [
  {
    id: 'food-drink-kitchen-term',
    name: 'food-kitchen-terms',
    category: 'food-drink',
    note: NOTE,
    asOf: AS_OF,
    text: (d) => `Which French kitchen term describes ${d}?`,
    mc: (d) => `Which French term is used in cookery for ${d}?`,
    rows: TERM,
    words: ['éclairs', 'profiteroles', 'appetiser', 'deseeded', 'puréed'],
  },
  {
    id: 'food-drink-brigade',
    name: 'food-kitchen-brigade',
    category: 'food-drink',
    note: `${NOTE}; Auguste Escoffier’s brigade de cuisine`,
    asOf: AS_OF,
    text: (j) => `In a classic French restaurant brigade, what is the title of ${j}?`,
    mc: (j) => `In a traditional French kitchen brigade, which title is given to ${j}?`,
    rows: BRIGADE,
  },
  {
    id: 'food-drink-garnish',
    name: 'food-french-garnishes',
    category: 'food-drink',
    note: NOTE,
    asOf: AS_OF,
    namedSubjects: true,
    text: (g) => `In classic French cookery, which ingredient does a dish described as ${g} feature?`,
    mc: (g) => `A dish on a classic French menu described as ${g} will feature which ingredient?`,
    rows: GARNISH,
  },
  {
    id: 'food-drink-pasta-name',
    name: 'food-pasta-names',
    category: 'food-drink',
    note: 'Oxford Companion to Italian Food (Gillian Riley, 2007); Treccani Italian dictionary (treccani.it)',
    asOf: AS_OF,
    namedSubjects: true,
    text: (p) => `What does the name of the pasta ${p} mean in English?`,
    mc: (p) => `Translated from Italian, what does the pasta name ${p} mean?`,
    rows: PASTA,
  },
];
