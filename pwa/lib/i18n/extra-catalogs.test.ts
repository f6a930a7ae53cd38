import { describe, expect, it } from 'vitest';
import { msg } from '@lingui/core/macro';
import { activateLanguage, changeLanguage, i18n, loadExtraCatalog, type CatalogLoader } from './i18n.ts';

// A route's own catalog (loadExtraCatalog) must survive a change to a language whose main catalog was never loaded:
// the main catalog is merged with the extras, not put in their place (Lingui's loadAndActivate replaces).

const PAGE_TITLE = msg`A text only the route catalog has`;
const extra: CatalogLoader = async (language) => (language === 'ta' ? { messages: { [PAGE_TITLE.id]: 'வழித்தடப் பட்டியலில் மட்டும் உள்ள உரை' } } : { messages: { [PAGE_TITLE.id]: 'A text only the route catalog has' } });

describe('extra catalogs across language changes', () => {
  it('keeps a route catalog when switching to a language loaded for the first time, and back', async () => {
    await activateLanguage('en');
    await loadExtraCatalog(extra);
    expect(i18n._(PAGE_TITLE.id)).toBe('A text only the route catalog has');
    await changeLanguage('ta');
    expect(i18n._(PAGE_TITLE.id)).toBe('வழித்தடப் பட்டியலில் மட்டும் உள்ள உரை');
    // the main catalog came with it
    expect(i18n._(msg`Login`.id)).not.toBe(msg`Login`.id);
    await changeLanguage('en');
    expect(i18n._(PAGE_TITLE.id)).toBe('A text only the route catalog has');
  });
});
