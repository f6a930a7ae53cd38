import { CURRENCY, INTL_LOCALE, type Language } from '#shared/constants.ts';

/** A price from integer pence without needless zeros, as the spec writes them: 100 → "£1", 150 → "£1.50". */
export function formatPrice(pence: number, language: Language, currency: string = CURRENCY): string {
  return new Intl.NumberFormat(INTL_LOCALE[language], { style: 'currency', currency, trailingZeroDisplay: 'stripIfInteger' }).format(pence / 100);
}
