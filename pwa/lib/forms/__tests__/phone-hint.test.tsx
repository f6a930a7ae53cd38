import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render.tsx';
import { PhoneHint } from '../phone-hint.tsx';

// The one phone hint (decisions 168, 178): the example follows the chosen country, as people there write it and
// with the country code; without a known country it asks for the code.

describe('PhoneHint', () => {
  it.each([
    ['Sri Lanka', 'e.g. 071 234 5678 · +94 71 234 5678'],
    ['United Kingdom', 'e.g. 07400 123456 · +44 7400 123456'],
    ['India', 'e.g. 081234 56789 · +91 81234 56789'],
    ['Australia', 'e.g. 0412 345 678 · +61 412 345 678'],
  ])('%s: "%s"', async (country, text) => {
    await renderWithProviders(<PhoneHint country={country} />, { locale: 'en' });
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('in Tamil, with a note after the example', async () => {
    await renderWithProviders(
      <p data-testid="hint">
        <PhoneHint country="Sri Lanka">note</PhoneHint>
      </p>,
      { locale: 'ta' },
    );
    expect(await screen.findByText(/எ\.கா\. 071 234 5678 · \+94 71 234 5678/)).toBeInTheDocument();
    expect(screen.getByTestId('hint')).toHaveTextContent(/^எ\.கா\. 071 234 5678 · \+94 71 234 5678 note$/);
  });

  it('no country, or one the app does not know: asks for the country code', async () => {
    await renderWithProviders(
      <>
        <p data-testid="none">
          <PhoneHint country={null} />
        </p>
        <p data-testid="unknown">
          <PhoneHint country="Atlantis" />
        </p>
      </>,
      { locale: 'en' },
    );
    // give the (absent) example the time to load, then check it never came
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.getByTestId('none')).toHaveTextContent('Include the country code, e.g. +91 or +94.');
    expect(screen.getByTestId('unknown')).toHaveTextContent('Include the country code, e.g. +91 or +94.');
  });
});
