import { foldText, holdsWords, matchesWords, searchWords } from './text-search';

describe('people search words', () => {
  it('folds case, accents and the letters that do not decompose', () => {
    expect(foldText('Müller Østergaard Córdoba Łukasz Straße Æsir')).toBe('muller ostergaard cordoba lukasz strasse aesir');
  });

  it('needs every word, in any order, anywhere in the text', () => {
    expect(matchesWords('Liam Smith Account Executive', 'smith liam')).toBe(true);
    expect(matchesWords('Liam Smith Account Executive', 'liam exec')).toBe(true);
    expect(matchesWords('Liam Smith Account Executive', 'liam jones')).toBe(false);
    expect(matchesWords('Liam Smith', '  ')).toBe(true);
    expect(matchesWords(null, 'liam')).toBe(false);
  });

  it('splits what was typed into folded words once, for a list folded beforehand', () => {
    expect(searchWords('  ZOË   o’Brien ')).toEqual(['zoe', 'o’brien']);
    expect(searchWords(null)).toEqual([]);
    const folded = foldText('Zoë O’Brien Søren');
    expect(holdsWords(folded, searchWords('soren zoe'))).toBe(true);
    expect(holdsWords(folded, searchWords('soren zoe x'))).toBe(false);
    expect(holdsWords(folded, [])).toBe(true);
  });
});
