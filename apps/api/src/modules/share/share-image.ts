import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import type { CompanyDetail } from '@evident/contracts/stocks';
import { CARD_WORDS, type CardLanguage } from './card-words';
import { CARD_SCALE, scoreCardSvg } from './score-card';

const require = createRequire(import.meta.url);
/**
 * DejaVu Sans (Latin and Cyrillic) ships with the product: the image is the same on any machine,
 * whatever fonts it has.
 */
const FONT_FILES = [
  require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
];

/** The company's score card as a PNG at 3× (1200 × 630: the size link previews ask for). */
export function scoreCardPng(company: CompanyDetail, language: CardLanguage): Buffer {
  const svg = scoreCardSvg(company, CARD_WORDS[language]);
  const resvg = new Resvg(svg, {
    font: { fontFiles: FONT_FILES, loadSystemFonts: false, defaultFontFamily: 'DejaVu Sans' },
    fitTo: { mode: 'zoom', value: CARD_SCALE },
  });
  return resvg.render().asPng();
}

/** The last images made, by read-model version, company and language (a small LRU). */
export function createShareImageCache(size = 200) {
  const images = new Map<string, Buffer>();
  return (key: string, make: () => Buffer): Buffer => {
    const hit = images.get(key);
    if (hit) {
      images.delete(key);
      images.set(key, hit);
      return hit;
    }
    const made = make();
    images.set(key, made);
    if (images.size > size) images.delete(images.keys().next().value!);
    return made;
  };
}
