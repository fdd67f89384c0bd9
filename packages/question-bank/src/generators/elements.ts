import elements from 'periodic-table/data.json' with { type: 'json' };
import { questionsFromFact } from '../lib/question-factory.js';
import type { Difficulty, GeneratedQuestion } from '../types.js';

export const ELEMENTS_SOURCE = 'periodic-table@0.0.8';
export const ELEMENTS_AS_OF = '2026-11-21';
const SOURCE = ELEMENTS_SOURCE;
const AS_OF = ELEMENTS_AS_OF;

/** British names for the elements the dataset spells the American way; IUPAC "sulfur" stays, "sulphur" accepted. */
const NAME_FIXES: Record<string, { name: string; aliases: string[] }> = {
  Aluminum: { name: 'Aluminium', aliases: ['Aluminum'] },
  Cesium: { name: 'Caesium', aliases: ['Cesium'] },
  Sulfur: { name: 'Sulfur', aliases: ['Sulphur'] },
};

/** Symbols most people meet at school, whose questions are easy. */
export const COMMON_ELEMENTS: ReadonlySet<string> = new Set(
  'H He C N O Na Mg Al Si P S Cl K Ca Fe Cu Zn Ag Sn Au Hg Pb U Ne Ar I'.split(' '),
);

/** Symbols that do not follow the English name (Fe, Au...), which makes them a fairer test. */
const FAMILY_NAMES: Record<string, string> = {
  'noble gas': 'Noble gases',
  'alkali metal': 'Alkali metals',
  'alkaline earth metal': 'Alkaline earth metals',
  halogen: 'Halogens',
  lanthanoid: 'Lanthanides',
  actinoid: 'Actinides',
};

/** Discovery years that are wrong or disputed in the dataset (or superheavy priority disputes), so never asked. */
export const DOUBTFUL_YEARS: ReadonlySet<number> = new Set([9, 13, 14, 20, 24, 27, 30, 61, 89, 102]);

export interface Element {
  number: number;
  symbol: string;
  name: string;
  aliases: string[];
  group?: string;
  state?: string;
  year?: number;
}

export function loadElements(): Element[] {
  return elements.map((e) => {
    const fix = NAME_FIXES[e.name];
    return {
      number: e.atomicNumber,
      symbol: e.symbol,
      name: fix?.name ?? e.name,
      aliases: fix?.aliases ?? [],
      group: FAMILY_NAMES[e.groupBlock],
      state: typeof e.standardState === 'string' && e.standardState ? e.standardState : undefined,
      year: typeof e.yearDiscovered === 'number' ? e.yearDiscovered : undefined,
    };
  });
}

function tier(e: Element): Difficulty {
  if (COMMON_ELEMENTS.has(e.symbol)) return 'easy';
  return e.number <= 56 ? 'medium' : 'hard';
}

export function elementQuestions(): GeneratedQuestion[] {
  const all = loadElements();
  const names = all.map((e) => e.name);
  const symbols = all.map((e) => e.symbol);
  const numbers = all.map((e) => String(e.number));
  const years = [...new Set(all.flatMap((e) => (e.year ? [String(e.year)] : [])))];
  return all.flatMap((e) => {
    const base = { subject: e.symbol, category: 'science' as const, source: SOURCE, asOf: AS_OF };
    const near = (span: number) => all.filter((o) => Math.abs(o.number - e.number) <= span);
    // Symbols are asked up to uranium, atomic numbers up to barium (or for elements everyone knows): past them a
    // quiz is testing the periodic table by rote. Each pair asks one fact both ways round and counts it once.
    const symbolAsked = e.number <= 92 || COMMON_ELEMENTS.has(e.symbol);
    const numberAsked = e.number <= 56 || COMMON_ELEMENTS.has(e.symbol);
    const out = [
      ...questionsFromFact({
        ...base,
        factKey: `element-symbol:${e.symbol}`,
        templateId: 'element-symbol-name',
        difficulty: tier(e),
        answer: e.name,
        aliases: e.aliases,
        textPrompt: `Which chemical element has the symbol ${e.symbol}?`,
        mcPrompt: `The chemical symbol ${e.symbol} stands for which element?`,
        preferredDistractors: near(12).map((o) => o.name),
        distractors: names,
      }),
      ...questionsFromFact({
        ...base,
        factKey: `element-symbol:${e.symbol}`,
        templateId: 'element-name-symbol',
        difficulty: tier(e),
        answer: e.symbol,
        textPrompt: `What is the chemical symbol for ${e.name.toLowerCase()}?`,
        mcPrompt: `Which of these is the chemical symbol for ${e.name.toLowerCase()}?`,
        preferredDistractors: near(12).map((o) => o.symbol),
        distractors: symbols,
        allowLookAlikes: true,
      }),
      ...questionsFromFact({
        ...base,
        factKey: `element-number:${e.symbol}`,
        templateId: 'element-number-name',
        difficulty: e.number <= 10 ? 'easy' : e.number <= 30 ? 'medium' : 'hard',
        answer: e.name,
        aliases: e.aliases,
        textPrompt: `Which element has the atomic number ${e.number}?`,
        mcPrompt: `Which of these elements has atomic number ${e.number}?`,
        preferredDistractors: near(6).map((o) => o.name),
        distractors: names,
      }),
      ...questionsFromFact({
        ...base,
        factKey: `element-number:${e.symbol}`,
        templateId: 'element-name-number',
        difficulty: e.number <= 8 ? 'easy' : e.number <= 30 ? 'medium' : 'hard',
        answer: String(e.number),
        textPrompt: `What is the atomic number of ${e.name.toLowerCase()}?`,
        mcPrompt: `${e.name} has which atomic number?`,
        distractors: numbers,
        preferredDistractors: near(5).map((o) => String(o.number)),
        allowLookAlikes: true,
      }),
    ].filter((q) => (q.factKey.startsWith('element-symbol:') ? symbolAsked : numberAsked));
    if (e.group && e.number <= 103) {
      out.push(
        ...questionsFromFact({
          ...base,
          templateId: 'element-family',
          difficulty: COMMON_ELEMENTS.has(e.symbol) ? 'medium' : 'hard',
          answer: e.group,
          mcPrompt: `To which family of elements does ${e.name.toLowerCase()} belong?`,
          distractors: Object.values(FAMILY_NAMES),
        }),
      );
    }
    if (e.state && e.number <= 99) {
      out.push(
        ...questionsFromFact({
          ...base,
          templateId: 'element-state',
          difficulty: COMMON_ELEMENTS.has(e.symbol) ? 'easy' : e.number <= 56 ? 'medium' : 'hard',
          answer: e.state === 'gas' ? 'Gas' : e.state === 'liquid' ? 'Liquid' : 'Solid',
          textPrompt: `At room temperature, is ${e.name.toLowerCase()} a solid, a liquid or a gas?`,
        }),
      );
    }
    if (e.year && e.number <= 103 && !DOUBTFUL_YEARS.has(e.number)) {
      // Wrong options are at least 20 years away, so a few years' dispute about a discovery cannot matter.
      const far = years.filter((y) => Math.abs(Number(y) - (e.year as number)) >= 20);
      out.push(
        ...questionsFromFact({
          ...base,
          templateId: 'element-discovery-year',
          difficulty: 'hard',
          answer: String(e.year),
          mcPrompt: `In roughly which year was ${e.name.toLowerCase()} discovered?`,
          distractors: far,
          allowLookAlikes: true,
        }),
      );
    }
    return out;
  });
}
