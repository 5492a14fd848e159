import { describe, expect, it } from 'vitest';
import { isLanguage, languageOfPath, pathInLanguage } from './languages';
import { localized } from './localized';

describe('language paths', () => {
  it('puts Telugu pages under /te and leaves English at the site paths', () => {
    expect(pathInLanguage('/', 'te')).toBe('/te/');
    expect(pathInLanguage('/about', 'te')).toBe('/te/about');
    expect(pathInLanguage('/buy/residential?page=2', 'te')).toBe('/te/buy/residential?page=2');
    expect(pathInLanguage('/about', 'en')).toBe('/about');
  });

  it('reads the language and the English path back', () => {
    expect(languageOfPath('/te/')).toEqual({ language: 'te', path: '/' });
    expect(languageOfPath('/te')).toEqual({ language: 'te', path: '/' });
    expect(languageOfPath('/te/about')).toEqual({ language: 'te', path: '/about' });
    expect(languageOfPath('/te?x=1')).toEqual({ language: 'te', path: '/?x=1' });
    expect(languageOfPath('/about')).toEqual({ language: 'en', path: '/about' });
    // A path that only starts with the letters is English.
    expect(languageOfPath('/terms')).toEqual({ language: 'en', path: '/terms' });
    for (const path of ['/', '/about', '/plots/abc-x?y=2']) expect(languageOfPath(pathInLanguage(path, 'te')).path).toBe(path);
  });

  it('knows its languages', () => {
    expect(isLanguage('te')).toBe(true);
    expect(isLanguage('hi')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });
});

describe('localized', () => {
  it('gives the Telugu text on a Telugu page, else the English, saying which', () => {
    expect(localized('Thullur', 'తుళ్లూరు', 'te')).toEqual({ text: 'తుళ్లూరు', language: 'te' });
    expect(localized('Thullur', 'తుళ్లూరు', 'en')).toEqual({ text: 'Thullur', language: 'en' });
    expect(localized('Thullur', '  ', 'te')).toEqual({ text: 'Thullur', language: 'en' });
    expect(localized('Thullur', undefined, 'te')).toEqual({ text: 'Thullur', language: 'en' });
  });
});
