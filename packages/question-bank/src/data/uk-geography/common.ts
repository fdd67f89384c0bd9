import type { Curriculum } from '../../types.js';

/** The date every uk-geography row is true as of. */
export const AS_OF = '2026-11-26';

/** Rivers, national parks, lakes and relief: GCSE geography. */
export const GCSE_GEOGRAPHY: Curriculum = { subject: 'geography', levels: ['gcse'] };

/** The convention for English counties, stated on every table that asks for one. */
export const CEREMONIAL_NOTE =
  'Counties are the ceremonial counties of England (Lieutenancies Act 1997, Schedule 1, as amended); where a town’s historic county differs it is accepted too (alsoRight) and never offered as a wrong option. Checked against Ordnance Survey Boundary-Line and the county councils’ own pages';

/** The ceremonial counties of England, for wrong options. */
export const ENGLISH_COUNTIES = [
  'Bedfordshire',
  'Berkshire',
  'Buckinghamshire',
  'Cambridgeshire',
  'Cheshire',
  'Cornwall',
  'Cumbria',
  'Derbyshire',
  'Devon',
  'Dorset',
  'Durham',
  'East Sussex',
  'Essex',
  'Gloucestershire',
  'Hampshire',
  'Herefordshire',
  'Hertfordshire',
  'Isle of Wight',
  'Kent',
  'Lancashire',
  'Leicestershire',
  'Lincolnshire',
  'Norfolk',
  'Northamptonshire',
  'Northumberland',
  'Nottinghamshire',
  'Oxfordshire',
  'Rutland',
  'Shropshire',
  'Somerset',
  'Staffordshire',
  'Suffolk',
  'Surrey',
  'Warwickshire',
  'West Sussex',
  'Wiltshire',
  'Worcestershire',
] as const;

/** A subject that opens a prompt starts with a capital ("The British Museum is in ..."). */
export function cap(subject: string): string {
  return subject.charAt(0).toUpperCase() + subject.slice(1);
}
