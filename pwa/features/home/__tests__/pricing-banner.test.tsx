import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { makeUser, renderWithProviders } from '../../../test/render.tsx';
import { PricingBanner } from '../components/pricing-banner.tsx';

describe('PricingBanner (spec 000 §2: the start-membership button shows to guests only)', () => {
  it('shows a guest the £1-a-month price and a start-membership link to /register', async () => {
    await renderWithProviders(<PricingBanner />);
    expect(screen.getByRole('heading', { level: 2, name: 'One membership, every service' })).toBeInTheDocument();
    expect(screen.getByText('£1.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start membership' })).toHaveAttribute('href', '/register');
  });

  it('hides the start-membership button from a signed-in member', async () => {
    await renderWithProviders(<PricingBanner />, { user: makeUser() });
    expect(screen.getByText('£1.00')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Start membership' })).not.toBeInTheDocument();
  });

  it('is translated in Tamil, with the price formatted for ta-LK', async () => {
    await renderWithProviders(<PricingBanner />, { locale: 'ta' });
    const price = new Intl.NumberFormat('ta-LK', { style: 'currency', currency: 'GBP' }).format(1);
    expect(screen.getByText(price)).toBeInTheDocument();
    expect(screen.queryByText('One membership, every service')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /.+/ })).toHaveAttribute('href', '/register');
  });
});
