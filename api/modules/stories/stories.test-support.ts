/**
 * THE valid success-story body of the tests (both languages, a signed consent form): `over` replaces fields as given
 * (invalid values too, for validation tests).
 */
export const storyBody = (over: Record<string, unknown> = {}) => ({
  titleTa: 'இலண்டனில் சந்தித்த இரு குடும்பங்கள்',
  titleEn: 'Two families who met in London',
  bodyTa: 'திருமணச் சேவை மூலம் அறிமுகமாகி, இரு குடும்பங்களும் சந்தித்து, கடந்த தையில் திருமணம் நடந்தது.',
  bodyEn: 'They were introduced through the marriage service; the families met, and they married last January.',
  names: 'Priya and Karthik',
  city: 'London',
  consentGivenBy: 'Priya Sivakumar and Karthik Rajan',
  consentGivenOn: '2026-10-01',
  consentMethod: 'signed_form',
  consentNote: 'Signed form kept in the admin mailbox, 1 Oct 2026',
  ...over,
});
