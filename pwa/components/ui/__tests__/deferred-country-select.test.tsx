import { describe, expect, it, vi } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useForm } from 'react-hook-form';
import { I18nProvider } from '@lingui/react';
import { REGISTRATION_DEFAULTS, type Language } from '#shared/constants.ts';
import { activateLanguage, i18n } from '../../../lib/i18n/i18n.ts';
import { countryLabel } from '../../../lib/i18n/country-options.ts';
import { REGISTRATION_COUNTRY } from '../../../lib/i18n/deferred-country-options.ts';
import { DeferredCountrySelect } from '../deferred-country-select.tsx';

function RegisterCountry({ language }: { language: Language }) {
  const form = useForm({ defaultValues: { country: REGISTRATION_DEFAULTS.country } });
  return (
    <I18nProvider i18n={i18n}>
      <form>
        <DeferredCountrySelect field={form.register('country')} language={language} initial={REGISTRATION_COUNTRY} />
      </form>
    </I18nProvider>
  );
}

describe('DeferredCountrySelect (the country list after the first render, issue 10 item 3)', () => {
  it('knows the registration default by the labels of the country list', () => {
    expect(REGISTRATION_COUNTRY.value).toBe(REGISTRATION_DEFAULTS.country);
    for (const language of ['en', 'ta'] as const) expect(REGISTRATION_COUNTRY.label[language]).toBe(countryLabel(REGISTRATION_DEFAULTS.country, language));
  });

  it.each([
    ['en', 'India'],
    ['ta', 'இந்தியா'],
  ] as const)('in %s: the pre-render and hydration agree on the default, then the list fills in around it', async (language, label) => {
    await activateLanguage(language);
    const html = renderToString(<RegisterCountry language={language} />);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const select = container.querySelector('select')!;
    expect([...select.options].map((o) => [o.value, o.text])).toEqual([[REGISTRATION_DEFAULTS.country, label]]);
    const defaultOption = select.options[0];

    const onRecoverableError = vi.fn();
    const consoleError = vi.spyOn(console, 'error');
    const root = await act(async () => hydrateRoot(container, <RegisterCountry language={language} />, { onRecoverableError }));
    await waitFor(() => expect(select.options.length).toBeGreaterThan(200));
    expect(select.value).toBe(REGISTRATION_DEFAULTS.country);
    expect(select.selectedOptions[0]).toBe(defaultOption); // the same element: the selection never moved
    expect(defaultOption?.text).toBe(label);
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
    act(() => root.unmount());
    container.remove();
  });
});
