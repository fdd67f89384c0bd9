import type { FactTable, Row } from '../fact-table.js';

const AS_OF = '2026-11-26';

/** [what the organisation does or did, its name, level, aliases]. */
const ORGANISATIONS: readonly Row[] = [
  ['runs the Big Garden Birdwatch every January', 'RSPB', 'e', ['Royal Society for the Protection of Birds']],
  [
    'was founded in 1889 to fight the trade in feathers for women’s hats',
    'RSPB',
    'm',
    ['Royal Society for the Protection of Birds'],
  ],
  ['owns the Minsmere nature reserve on the Suffolk coast', 'RSPB', 'm', ['Royal Society for the Protection of Birds']],
  ['has a giant panda as its logo', 'WWF', 'e', ['World Wildlife Fund', 'World Wide Fund for Nature']],
  [
    'was set up in 1961 with the naturalist Peter Scott among its founders',
    'WWF',
    'h',
    ['World Wildlife Fund', 'World Wide Fund for Nature'],
  ],
  [
    'was founded by Peter Scott at Slimbridge in 1946',
    'Wildfowl & Wetlands Trust',
    'h',
    ['WWT', 'Wildfowl and Wetlands Trust'],
  ],
  [
    'is the federation of local conservation charities with a badger as its logo',
    'The Wildlife Trusts',
    'm',
    ['Wildlife Trusts', 'Wildlife Trust'],
  ],
  [
    'is the world’s oldest animal welfare charity, founded in 1824',
    'RSPCA',
    'e',
    ['Royal Society for the Prevention of Cruelty to Animals'],
  ],
  [
    'coined the slogan “A dog is for life, not just for Christmas”',
    'Dogs Trust',
    'e',
    ['National Canine Defence League', 'NCDL'],
  ],
  [
    'awards the Dickin Medal to animals for gallantry',
    'PDSA',
    'm',
    ['People’s Dispensary for Sick Animals', "People's Dispensary for Sick Animals"],
  ],
  [
    'was founded in Holloway in 1860 as the Temporary Home for Lost and Starving Dogs',
    'Battersea Dogs & Cats Home',
    'm',
    ['Battersea', 'Battersea Dogs and Cats Home', 'Battersea Dogs Home'],
  ],
  ['was set up by Virginia McKenna and Bill Travers in 1984', 'Born Free Foundation', 'h', ['Born Free']],
  [
    'was founded by Gerald Durrell and runs Jersey Zoo',
    'Durrell Wildlife Conservation Trust',
    'h',
    ['Durrell', 'Jersey Wildlife Preservation Trust'],
  ],
  ['runs Whipsnade Zoo and the zoo in Regent’s Park', 'Zoological Society of London', 'm', ['ZSL']],
  [
    'is the UK’s largest charity caring for ancient woods and planting native trees',
    'Woodland Trust',
    'm',
    ['The Woodland Trust'],
  ],
  ['organises the Great British Beach Clean', 'Marine Conservation Society', 'h', ['MCS']],
  [
    'runs the national scheme for ringing wild birds in Britain and Ireland',
    'BTO',
    'h',
    ['British Trust for Ornithology'],
  ],
  ['was founded in Vancouver in 1971 and campaigns with ships such as the Rainbow Warrior', 'Greenpeace', 'e'],
];

/** [what the cat breed is or has, the breed, level, aliases]. */
const CAT_BREEDS: readonly Row[] = [
  ['is famous for being hairless', 'Sphynx', 'e', ['Sphinx', 'Canadian Sphynx']],
  ['has no tail and comes from an island in the Irish Sea', 'Manx', 'e'],
  ['has blue almond-shaped eyes and dark points, and came from Thailand', 'Siamese', 'e'],
  ['has a flat face and a long coat and is named after the old name for Iran', 'Persian', 'e'],
  ['goes limp when picked up, which gave it its name', 'Ragdoll', 'e'],
  ['has ears folded forward and began with a farm cat found in Perthshire in 1961', 'Scottish Fold', 'm'],
  ['has a spotted coat from crosses with the Asian leopard cat', 'Bengal', 'm'],
  ['is a large, shaggy breed with tufted ears and the official state cat of a New England state', 'Maine Coon', 'm'],
  ['has a silvery-grey coat and green eyes and was once called the Archangel cat', 'Russian Blue', 'm'],
  ['has a ticked coat and is named after the old name for Ethiopia', 'Abyssinian', 'm'],
  ['has a glossy brown coat and descends from a cat called Wong Mau, brought to America in 1930', 'Burmese', 'h'],
  ['has a short, curly coat and was first bred in Cornwall in 1950', 'Cornish Rex', 'm'],
];

/** [what the horse or pony breed is or does, the breed, level, aliases]. */
const HORSE_BREEDS: readonly Row[] = [
  ['is the smallest native British pony, from a group of Scottish islands', 'Shetland', 'e', ['Shetland pony']],
  ['is the giant draught horse of the English Midlands with feathered feet', 'Shire', 'e', ['Shire horse']],
  ['is the Scottish heavy horse that pulls the Budweiser brewery wagons', 'Clydesdale', 'e'],
  ['is the heavy horse of East Anglia that is always chestnut', 'Suffolk Punch', 'm', ['Suffolk']],
  ['runs in the Derby and the Grand National', 'Thoroughbred', 'e'],
  ['is the white horse of the Spanish Riding School in Vienna', 'Lipizzaner', 'm', ['Lipizzan']],
  ['has a spotted coat and was bred by the Nez Perce people', 'Appaloosa', 'h'],
  ['runs wild in the American West', 'Mustang', 'e'],
  ['comes from the desert, with a dished face and a tail carried high', 'Arabian', 'm', ['Arab']],
  ['is the hardy pony of a Somerset and Devon moor, with a pale “mealy” muzzle', 'Exmoor', 'm', ['Exmoor pony']],
  ['roams free in a Hampshire national park', 'New Forest', 'e', ['New Forest pony']],
  ['is the pony of a rugged region of County Galway', 'Connemara', 'h', ['Connemara pony']],
  ['is chestnut with a pale mane and comes from the Austrian Tyrol', 'Haflinger', 'h'],
  ['is a tiny horse bred in Argentina, often no taller than a large dog', 'Falabella', 'h'],
];

export const CHARITY_BREED_TABLES: readonly FactTable[] = [
  {
    id: 'nature-organisation',
    name: 'wildlife-and-animal-charities',
    category: 'nature',
    note: 'Each organisation’s own history pages (rspb.org.uk, wwf.org.uk, wwt.org.uk, wildlifetrusts.org, rspca.org.uk, dogstrust.org.uk, pdsa.org.uk, battersea.org.uk, bornfree.org.uk, durrell.org, zsl.org, woodlandtrust.org.uk, mcsuk.org, bto.org, greenpeace.org)',
    asOf: AS_OF,
    words: ['Minsmere', 'Slimbridge', 'Dickin', 'Holloway', 'McKenna', 'Travers', 'Durrell', 'Whipsnade', 'Birdwatch'],
    text: (d) => `Which organisation ${d}?`,
    mc: (d) => `Which of these organisations ${d}?`,
    rows: ORGANISATIONS,
  },
  {
    id: 'nature-cat-breed',
    name: 'cat-breeds',
    category: 'nature',
    note: 'The Governing Council of the Cat Fancy breed pages (gccfcats.org); The Cat Fanciers’ Association breed profiles (cfa.org)',
    asOf: AS_OF,
    words: ['Perthshire', 'Archangel', 'Mau'],
    text: (d) => `Which cat breed ${d}?`,
    mc: (d) => `Which of these cat breeds ${d}?`,
    rows: CAT_BREEDS,
  },
  {
    id: 'nature-horse-breed',
    name: 'horse-breeds',
    category: 'nature',
    note: 'The Rare Breeds Survival Trust (rbst.org.uk); The British Horse Society; Encyclopaedia Britannica',
    asOf: AS_OF,
    words: ['draught', 'Budweiser', 'Lipizzaner', 'Nez', 'Perce', 'Galway', 'Tyrol'],
    text: (d) => `Which horse or pony breed ${d}?`,
    mc: (d) => `Which of these horse or pony breeds ${d}?`,
    rows: HORSE_BREEDS,
  },
];
