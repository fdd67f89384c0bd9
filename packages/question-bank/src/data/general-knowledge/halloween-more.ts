import type { FactTable, Row } from '../fact-table.js';
import { AS_OF, CUSTOMS, named, table } from './seasonal.js';

const FOLKLORE =
  'Carol Rose, Giants, Monsters and Dragons (2000); Katharine Briggs, A Dictionary of Fairies (1976); ' +
  'Encyclopaedia Britannica';
const WITCHCRAFT =
  'UK Parliament, "Witchcraft" (parliament.uk/about/living-heritage); National Archives; Lancashire County ' +
  'Council, The Lancashire Witches 1612–2012; Massachusetts Historical Society; Encyclopaedia Britannica (Harry ' +
  'Houdini); Shakespeare, Macbeth';

/** Creatures of folklore and the tradition that tells of them. */
const CREATURES: readonly Row[] = [
  ['the banshee, whose wail foretells a death in the family', 'Irish', 'e', ['Ireland']],
  ['the kelpie, a shape-shifting water horse that drowns its riders', 'Scottish', 'm', ['Scotland']],
  ['Baba Yaga, the witch whose hut stands on chicken legs', 'Slavic', 'm', ['Russian', 'Slavonic']],
  ['the golem, a figure of clay brought to life, most famously in Prague', 'Jewish', 'm'],
  ['the kappa, a river imp that keeps water in a dish on top of its head', 'Japanese', 'h', ['Japan']],
  ['the kitsune, a shape-shifting fox spirit that may have up to nine tails', 'Japanese', 'm', ['Japan']],
  [
    'the draugr, a walking corpse that guards the treasure of its burial mound',
    'Norse',
    'h',
    ['Scandinavian', 'Icelandic'],
  ],
  ['the strigoi, a troubled spirit that rises from the grave', 'Romanian', 'h', ['Romania']],
  ['the jiangshi, the stiff "hopping vampire"', 'Chinese', 'h', ['China']],
  ['the bunyip, said to lurk in swamps and billabongs', 'Aboriginal Australian', 'm', ['Australian', 'Aboriginal']],
  ['the wendigo, a cannibal spirit of the northern forests', 'Algonquian', 'h', ['Native American', 'First Nations']],
  ['Black Shuck, the ghostly black dog of the East Anglian coast', 'English', 'm', ['England']],
  ['the dybbuk, the restless soul of a dead person that possesses the living', 'Jewish', 'h'],
  ['the aswang, a shape-shifting ghoul that preys on the unborn', 'Filipino', 'h', ['Philippine']],
  ['the púca, a shape-shifter that may take a rider on a wild night ride', 'Irish', 'h', ['Ireland']],
];

/** Old Hallowe’en customs of these islands. */
const CUSTOMS_MORE: readonly Row[] = [
  ['the small spiced cakes given to children who went "souling" at Allhallowtide', 'Soul cakes', 'h', ['Soul cake']],
  [
    'the old name for Hallowe’en in parts of Ireland and northern England, from its apple games',
    'Snap-Apple Night',
    'h',
    ['Snap Apple Night'],
  ],
  [
    'the hollowed-out vegetable Scottish and Irish children carved into lanterns before pumpkins came',
    'Turnip',
    'm',
    ['Swede', 'Neep'],
  ],
];

/** Witches on trial, and magic at Hallowe’en, each asked as its own question. */
const WITCHES: readonly Row[] = [
  ['In which year were the Salem witch trials held in Massachusetts?', '1692', 'm'],
  ['In which year were the Pendle witches tried at Lancaster?', '1612', 'h'],
  ['Who called himself the Witchfinder General during the English Civil War?', 'Matthew Hopkins', 'm', ['Hopkins']],
  [
    'What was the title of the book on witchcraft that James VI of Scotland published in 1597?',
    'Daemonologie',
    'h',
    ['Demonology'],
  ],
  ['Which Scottish medium was jailed in 1944 under the Witchcraft Act 1735?', 'Helen Duncan', 'h', ['Duncan']],
  ['Which escapologist died on Hallowe’en 1926?', 'Harry Houdini', 'm', ['Houdini']],
  ['How many witches meet Macbeth on the heath?', 'Three', 'e', ['3']],
];

export const HALLOWEEN_MORE_TABLES: readonly FactTable[] = [
  table('general-knowledge-folklore-creature', ['halloween'], FOLKLORE, CREATURES, {
    text: (s) => `From which folklore comes ${s}?`,
    mc: (s) => `Which folklore tells of ${s}?`,
    statement: (s, a) => `${a} folklore tells of ${s}.`,
    extraDistractors: ['Greek', 'Welsh', 'Inuit', 'Maori'],
  }),
  table('general-knowledge-halloween-old-custom', ['halloween'], CUSTOMS, CUSTOMS_MORE, named),
  {
    id: 'general-knowledge-witches',
    name: 'halloween',
    category: 'general-knowledge',
    note: WITCHCRAFT,
    asOf: AS_OF,
    seasons: ['halloween'],
    words: ['Daemonologie', 'Witchfinder', 'Pendle'],
    text: (q) => q,
    rows: WITCHES,
  },
];
