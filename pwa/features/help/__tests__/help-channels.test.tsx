import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import type { PublicConfig } from '#shared/payments/responses.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { setupMockApi } from '../../../test/msw.ts';
import { HelpPage } from '../components/help-page.tsx';
import { paymentsContract } from '#shared/payments/contract.ts';

const server = setupMockApi();

const config = (supportPhone: string | null): PublicConfig => ({
  stripePublishableKey: null,
  supportEmail: 'help@tamil-community.example',
  supportPhone,
  social: { facebook: null, instagram: null, youtube: null, whatsapp: null },
});

/** The three cards of "Ways to reach us", each as its title and the rest of its text. */
function channels() {
  const list = screen.getByRole('list', { name: /Ways to reach us|எங்களைத் தொடர்புகொள்ள/ });
  return within(list)
    .getAllByRole('listitem')
    .map((card) => ({ title: within(card).getByRole('heading').textContent, text: card.textContent }));
}

describe('help page contact channels (spec 001 §2 /help; decisions 128 and 146)', () => {
  it('keeps the phone card while the configuration loads and after it, with or without a number — the page does not move', async () => {
    server.use(
      http.get(paymentsContract.endpoints.config.path, async () => {
        await delay(50);
        return HttpResponse.json(config(null));
      }),
    );
    await renderWithProviders(<HelpPage />, { locale: 'en' });
    // pending: the three cards, the values still "…"
    expect(channels().map((c) => c.title)).toEqual(['Call us', 'E-mail us', 'Live chat']);
    expect(channels()[0]!.text).toContain('…');

    expect(await screen.findByText('Not available yet')).toBeInTheDocument();
    expect(channels().map((c) => c.title)).toEqual(['Call us', 'E-mail us', 'Live chat']);
    expect(channels()[0]!.text).toContain('Please e-mail us or use the form below.');
    expect(channels()[0]!.text).not.toContain('Monday to Friday');
    expect(screen.queryByRole('link', { name: /^\+/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'help@tamil-community.example' })).toHaveAttribute('href', 'mailto:help@tamil-community.example');
  });

  it('shows a configured number as a call link with the opening hours, in Tamil', async () => {
    server.use(http.get(paymentsContract.endpoints.config.path, () => HttpResponse.json(config('+44 20 7946 0123'))));
    await renderWithProviders(<HelpPage />, { locale: 'ta' });
    expect(await screen.findByRole('link', { name: '+44 20 7946 0123' })).toHaveAttribute('href', 'tel:+442079460123');
    expect(channels()).toHaveLength(3);
    expect(screen.queryByText('இன்னும் கிடைக்கவில்லை')).toBeNull();
  });

  it('says it is offline instead of an endless "…" when the configuration cannot be fetched (spec 000 §1 offline)', async () => {
    server.use(http.get(paymentsContract.endpoints.config.path, () => HttpResponse.error()));
    await renderWithProviders(<HelpPage />, { locale: 'ta' });
    expect((await screen.findAllByText('ஏற்ற முடியவில்லை — இணைப்பைச் சரிபாருங்கள்')).length).toBe(2);
    expect(channels()[0]!.text).not.toContain('…');
  });
});
