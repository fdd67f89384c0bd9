import type { FactTable, Row } from '../fact-table.js';
import { AS_OF, CHART_NOTE } from './shared.js';

/** [the other singer and the song, duet partner, level, aliases, also right]. */
const DUETS: readonly Row[] = [
  ['Queen on Under Pressure', 'David Bowie', 'e', ['Bowie']],
  ['Paul McCartney on Ebony and Ivory', 'Stevie Wonder', 'e'],
  ['the Pogues on Fairytale of New York', 'Kirsty MacColl', 'e'],
  ["Elton John on the 1976 hit Don't Go Breaking My Heart", 'Kiki Dee', 'm'],
  ['Dolly Parton on Islands in the Stream', 'Kenny Rogers', 'm'],
  ['George Michael on I Knew You Were Waiting (For Me)', 'Aretha Franklin', 'm'],
  ["Peter Gabriel on Don't Give Up", 'Kate Bush', 'm'],
  ['Mick Jagger on the 1985 Live Aid single Dancing in the Street', 'David Bowie', 'm', ['Bowie']],
  ['Paul McCartney on Say Say Say', 'Michael Jackson', 'm'],
  ['Diana Ross on the 1981 hit Endless Love', 'Lionel Richie', 'm'],
  ['Lady Gaga on Shallow', 'Bradley Cooper', 'e'],
  ['Shawn Mendes on Señorita', 'Camila Cabello', 'm'],
  ['Lady Gaga on Die with a Smile', 'Bruno Mars', 'm'],
  ['Jay-Z on Empire State of Mind', 'Alicia Keys', 'm'],
  ['Eminem on Love the Way You Lie', 'Rihanna', 'm'],
  ['Eminem on Stan', 'Dido', 'm'],
  ['Freddie Mercury on Barcelona', 'Montserrat Caballé', 'm', ['Montserrat Caballe', 'Caballé']],
  ['Andrea Bocelli on Time to Say Goodbye', 'Sarah Brightman', 'm'],
  ['Nick Cave on Where the Wild Roses Grow', 'Kylie Minogue', 'm', ['Kylie']],
  ['Robbie Williams on Kids', 'Kylie Minogue', 'm', ['Kylie']],
  ['Nelly on Dilemma', 'Kelly Rowland', 'm'],
  ["Marvin Gaye on Ain't No Mountain High Enough", 'Tammi Terrell', 'h'],
  ["Bill Medley on (I've Had) The Time of My Life", 'Jennifer Warnes', 'h'],
  ['Joe Cocker on Up Where We Belong', 'Jennifer Warnes', 'h'],
  ['Bing Crosby on Peace on Earth / Little Drummer Boy', 'David Bowie', 'm', ['Bowie']],
  ["Bryan Adams on It's Only Love", 'Tina Turner', 'h'],
  ['Meat Loaf on Dead Ringer for Love', 'Cher', 'h'],
  ['Calvin Harris on One Kiss', 'Dua Lipa', 'm'],
  ['Ed Sheeran on Perfect Duet', 'Beyoncé', 'm', ['Beyonce']],
  ['Shakira on Beautiful Liar', 'Beyoncé', 'h', ['Beyonce']],
];

export const DUET_TABLES: readonly FactTable[] = [
  {
    id: 'pop-rock-duet-partner',
    name: 'duets',
    category: 'pop-rock',
    note: CHART_NOTE,
    asOf: AS_OF,
    namedSubjects: true,
    answerKind: 'person',
    text: (s) => `Who sang the duet with ${s}?`,
    mc: (s) => `Which of these stars sang the duet with ${s}?`,
    rows: DUETS,
  },
];
