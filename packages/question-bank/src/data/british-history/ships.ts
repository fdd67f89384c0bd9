import type { FactTable, Row } from '../fact-table.js';

/** [description, ship, level, aliases]. */
const SHIPS: readonly Row[] = [
  ['Henry VIII’s warship that sank in the Solent in 1545 and was raised in 1982', 'Mary Rose', 'e'],
  ['the ship in which Francis Drake sailed around the world', 'Golden Hind', 'm', ['Golden Hinde', 'Pelican']],
  ['the ship that carried the Pilgrim Fathers to America', 'Mayflower', 'e'],
  ['Nelson’s flagship at Trafalgar, now in Portsmouth', 'HMS Victory', 'e', ['Victory']],
  ['the White Star liner that sank on her maiden voyage after hitting an iceberg', 'Titanic', 'e', ['RMS Titanic']],
  ['the German battleship hunted down and sunk by the Royal Navy in May 1941', 'Bismarck', 'm'],
  [
    'the Royal Navy battlecruiser sunk by the Bismarck with the loss of all but three of her crew',
    'HMS Hood',
    'm',
    ['Hood'],
  ],
  ['the tea clipper preserved in dry dock at Greenwich', 'Cutty Sark', 'e'],
  ['the survey ship on which Charles Darwin sailed around the world', 'HMS Beagle', 'e', ['Beagle']],
  ['the Cunard liner sunk by a German U-boat off Ireland in 1915', 'Lusitania', 'm', ['RMS Lusitania']],
  ['Captain Cook’s ship on his first voyage to the Pacific', 'HMS Endeavour', 'm', ['Endeavour']],
  ['the ship whose crew mutinied against Captain Bligh in 1789', 'HMS Bounty', 'e', ['Bounty']],
  [
    'the Argentine cruiser sunk by the submarine HMS Conqueror in 1982',
    'General Belgrano',
    'm',
    ['Belgrano', 'ARA General Belgrano'],
  ],
  ['Shackleton’s ship that was crushed by Antarctic ice', 'Endurance', 'm'],
  ['Brunel’s iron steamship, now a museum in Bristol', 'SS Great Britain', 'm', ['Great Britain']],
  ['Scott’s ship on his first Antarctic expedition, now berthed in Dundee', 'RRS Discovery', 'h', ['Discovery']],
  ['the royal yacht decommissioned in 1997', 'HMY Britannia', 'e', ['Britannia', 'Royal Yacht Britannia']],
  ['the Royal Navy’s first iron-hulled armoured warship, launched in 1860', 'HMS Warrior', 'h', ['Warrior']],
  ['the Second World War cruiser now moored on the Thames near Tower Bridge', 'HMS Belfast', 'm', ['Belfast']],
];

export const SHIP_TABLES: readonly FactTable[] = [
  {
    id: 'british-history-ship',
    name: 'famous-ships',
    category: 'british-history',
    note: 'National Maritime Museum, Royal Museums Greenwich (rmg.co.uk); National Museum of the Royal Navy (nmrn.org.uk); Mary Rose Trust',
    asOf: '2026-11-26',
    curriculum: { subject: 'history', levels: ['gcse'] },
    words: [
      'Solent',
      'battlecruiser',
      'Bligh',
      'Shackleton',
      'Brunel',
      'Dundee',
      'Birkenhead',
      'decommissioned',
      'berthed',
    ],
    text: (d) => `What was the name of ${d}?`,
    mc: (d) => `Which ship was ${d}?`,
    rows: SHIPS,
  },
];
