import type { FactTable } from '../fact-table.js';
import { personRows } from './shared.js';

const AS_OF = '2026-11-26';
const NOTE = 'BFI Film & TV Database; each film’s opening and closing credits';

/** Who played whom in the Christmas films British television shows every December. */
const CHRISTMAS_ROLES = personRows([
  ['Kevin McCallister in Home Alone', 'Macaulay Culkin', 'e'],
  ['Buddy in Elf', 'Will Ferrell', 'e'],
  ["George Bailey in It's a Wonderful Life", 'James Stewart', 'm', ['Jimmy Stewart']],
  ['Kris Kringle in the 1947 film Miracle on 34th Street', 'Edmund Gwenn', 'h'],
  ['Scrooge in The Muppet Christmas Carol', 'Michael Caine', 'e'],
  ['Scrooge in the 1951 film Scrooge', 'Alastair Sim', 'h'],
  ['Hans Gruber in Die Hard', 'Alan Rickman', 'm'],
  ['the Grinch in the 2000 film How the Grinch Stole Christmas', 'Jim Carrey', 'm'],
  ['Howard Langston in Jingle All the Way', 'Arnold Schwarzenegger', 'm'],
  ['Frank Cross in Scrooged', 'Bill Murray', 'm'],
  ["Clark Griswold in National Lampoon's Christmas Vacation", 'Chevy Chase', 'm'],
  ['Billy Mack in Love Actually', 'Bill Nighy', 'm'],
  ['the Prime Minister in Love Actually', 'Hugh Grant', 'e'],
  ['Harry, one of the two burglars in Home Alone', 'Joe Pesci', 'm'],
  ['Willie in Bad Santa', 'Billy Bob Thornton', 'h'],
  ['Bob Wallace in White Christmas', 'Bing Crosby', 'm'],
  ["Walter Hobbs, Buddy's father, in Elf", 'James Caan', 'h'],
  ['Iris in The Holiday', 'Kate Winslet', 'm'],
  ['Amanda in The Holiday', 'Cameron Diaz', 'm'],
  ['the teacher Mr Maddens in Nativity!', 'Martin Freeman', 'h'],
]);

const CHRISTMAS_DIRECTORS = personRows([
  ['Elf', 'Jon Favreau', 'm'],
  ['Home Alone', 'Chris Columbus', 'm'],
  ['Gremlins', 'Joe Dante', 'h'],
  ['The Holiday', 'Nancy Meyers', 'h'],
  ['The Polar Express', 'Robert Zemeckis', 'm'],
  ['The Nightmare Before Christmas', 'Henry Selick', 'h'],
  ['Miracle on 34th Street (1947)', 'George Seaton', 'h'],
  ['Scrooged', 'Richard Donner', 'h'],
  ['The Muppet Christmas Carol', 'Brian Henson', 'h'],
  ['White Christmas', 'Michael Curtiz', 'h'],
  ['Bad Santa', 'Terry Zwigoff', 'h'],
]);

/** Horror and Hallowe’en films: who played the part. */
const HORROR_ROLES = personRows([
  ['Count Dracula in the 1931 Universal film Dracula', 'Bela Lugosi', 'm'],
  ['the monster in the 1931 film Frankenstein', 'Boris Karloff', 'm'],
  ['Count Dracula in the 1958 Hammer film Dracula', 'Christopher Lee', 'm'],
  ['Norman Bates in Psycho', 'Anthony Perkins', 'm'],
  ['Jack Torrance in The Shining', 'Jack Nicholson', 'e'],
  ['Regan MacNeil in The Exorcist', 'Linda Blair', 'h'],
  ['Laurie Strode in the 1978 film Halloween', 'Jamie Lee Curtis', 'm'],
  ['Dr Sam Loomis in the 1978 film Halloween', 'Donald Pleasence', 'h'],
  ['Hannibal Lecter in The Silence of the Lambs', 'Anthony Hopkins', 'e'],
  ['Freddy Krueger in A Nightmare on Elm Street', 'Robert Englund', 'h'],
  ['Carrie White in the 1976 film Carrie', 'Sissy Spacek', 'm'],
  ['the title role in the 1988 film Beetlejuice', 'Michael Keaton', 'm'],
  ['Winifred Sanderson in Hocus Pocus', 'Bette Midler', 'm'],
  ['Pennywise in the 2017 film It', 'Bill Skarsgård', 'h', ['Bill Skarsgard']],
  ['Morticia Addams in the 1991 film The Addams Family', 'Anjelica Huston', 'm'],
  ['Wednesday Addams in the 1991 film The Addams Family', 'Christina Ricci', 'm'],
  ["Rosemary Woodhouse in Rosemary's Baby", 'Mia Farrow', 'm'],
  ['Cole Sear in The Sixth Sense', 'Haley Joel Osment', 'm'],
  ['Dr Peter Venkman in the 1984 film Ghostbusters', 'Bill Murray', 'e'],
]);

const HORROR_DIRECTORS = personRows([
  ['Night of the Living Dead (1968)', 'George A. Romero', 'h', ['George Romero']],
  ['A Nightmare on Elm Street', 'Wes Craven', 'm'],
  ['Hocus Pocus', 'Kenny Ortega', 'h'],
  ["Rosemary's Baby", 'Roman Polanski', 'h'],
  ['The Texas Chain Saw Massacre (1974)', 'Tobe Hooper', 'h'],
  ['Hereditary', 'Ari Aster', 'h'],
  ['Carrie (1976)', 'Brian De Palma', 'h'],
  ['The Evil Dead (1981)', 'Sam Raimi', 'h'],
  ['An American Werewolf in London', 'John Landis', 'h'],
  ['The Wicker Man (1973)', 'Robin Hardy', 'h'],
]);

const role = (seasons: FactTable['seasons'], id: string, rows: FactTable['rows']): FactTable => ({
  id,
  name: seasons?.includes('christmas') ? 'christmas-films' : 'horror-films',
  category: 'film',
  note: NOTE,
  asOf: AS_OF,
  namedSubjects: true,
  answerKind: 'person',
  seasons,
  text: (r) => `Who played ${r}?`,
  mc: (r) => `Which actor played ${r}?`,
  statement: (r, a) => `${a} played ${r}.`,
  rows,
});

const director = (seasons: FactTable['seasons'], id: string, rows: FactTable['rows']): FactTable => ({
  id,
  name: seasons?.includes('christmas') ? 'christmas-films' : 'horror-films',
  category: 'film',
  note: NOTE,
  asOf: AS_OF,
  namedSubjects: true,
  answerKind: 'person',
  seasons,
  text: (f) => `Who directed the film ${f}?`,
  mc: (f) => `Which of these directors made ${f}?`,
  statement: (f, a) => `${f} was directed by ${a}.`,
  rows,
});

export const SEASONAL_FILM_TABLES: readonly FactTable[] = [
  role(['christmas'], 'film-christmas-role', CHRISTMAS_ROLES),
  director(['christmas'], 'film-christmas-director', CHRISTMAS_DIRECTORS),
  role(['halloween'], 'film-horror-role', HORROR_ROLES),
  director(['halloween'], 'film-horror-director', HORROR_DIRECTORS),
];
