import { foldText, matchesWords } from '../src/db/text-search';

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
});
