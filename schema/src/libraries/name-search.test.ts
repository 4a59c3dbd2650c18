import { describe, expect, it } from 'vitest';
import { indexedNameWords, nameKeyText, nameWordKeys } from './name-search';

describe('nameWordKeys', () => {
  it('gives the name from each word after the first on, in lower case', () => {
    expect(nameWordKeys('Sulfuric Acid solution')).toEqual(['acid solution', 'solution']);
  });

  it('starts words after hyphens, commas and brackets, leaving out one-letter words', () => {
    expect(nameWordKeys('N,N-Dimethylformamide')).toEqual(['dimethylformamide']);
    expect(nameWordKeys('(R)-Limonene')).toEqual(['limonene']);
    expect(nameWordKeys('Oxy-acetylene torch')).toEqual(['acetylene torch', 'torch']);
  });

  it('indexes at most four words after the first', () => {
    const keys = nameWordKeys('Hydrochloric acid 37 percent ACS reagent grade');

    expect(keys).toHaveLength(indexedNameWords);
    expect(keys).toEqual(['acid 37 percent acs reagent grade', '37 percent acs reagent grade', 'percent acs reagent grade', 'acs reagent grade']);
  });

  it('gives nothing for a one-word name, and reads letters beyond ASCII as letters', () => {
    expect(nameWordKeys('  Acetone ')).toEqual([]);
    expect(nameWordKeys('Éther diéthylique')).toEqual(['diéthylique']);
  });

  it('bounds every key at 200 characters', () => {
    const long = `Start ${'x'.repeat(300)}`;

    expect(nameKeyText(long)).toHaveLength(200);
    expect(nameWordKeys(long)[0]).toHaveLength(200);
  });
});
