import { foldSpellingVariant } from './variants.js';

describe('foldSpellingVariant', () => {
  it.each`
    british            | american          | why
    ${'colour'}        | ${'color'}        | ${'-our'}
    ${'neighbourhood'} | ${'neighborhood'} | ${'-our before a suffix'}
    ${'organisation'}  | ${'organization'} | ${'-isation'}
    ${'paralysed'}     | ${'paralyzed'}    | ${'-ysed'}
    ${'centre'}        | ${'center'}       | ${'listed -re'}
    ${'aluminium'}     | ${'aluminum'}     | ${'listed irregular'}
    ${'travelled'}     | ${'traveled'}     | ${'listed doubled l'}
  `('$british and $american meet ($why)', ({ british, american }) => {
    expect(foldSpellingVariant(british)).toBe(foldSpellingVariant(american));
  });

  it.each`
    a              | b            | why
    ${'programme'} | ${'program'} | ${'context-dependent: a TV programme, a computer program'}
    ${'tyre'}      | ${'tire'}    | ${'context-dependent'}
    ${'licence'}   | ${'license'} | ${'noun and verb in British English'}
    ${'metre'}     | ${'meter'}   | ${'a unit and a device'}
    ${'disc'}      | ${'disk'}    | ${'context-dependent'}
    ${'tonne'}     | ${'ton'}     | ${'different weights'}
    ${'prise'}     | ${'prize'}   | ${'too short for the -ise rule'}
    ${'four'}      | ${'for'}     | ${'too short for the -our rule'}
    ${'flour'}     | ${'flor'}    | ${'too short for the -our rule'}
  `('$a and $b stay apart ($why)', ({ a, b }) => {
    expect(foldSpellingVariant(a)).not.toBe(foldSpellingVariant(b));
  });
});
