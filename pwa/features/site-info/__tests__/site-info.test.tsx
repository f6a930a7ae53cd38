import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { changeLanguage } from '../../../lib/i18n/i18n.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { loadSiteInfoCatalog } from '../catalog.ts';
import { AboutPage } from '../components/about-page.tsx';
import { PrivacyPage } from '../components/privacy-page.tsx';
import { TermsPage } from '../components/terms-page.tsx';

describe('About, Privacy and Terms (issue 19 item 6)', () => {
  it('read in Tamil from their own catalog, and follow a language change both ways', async () => {
    await renderWithProviders(<PrivacyPage />, { locale: 'ta' });
    await act(() => loadSiteInfoCatalog());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('தனியுரிமைக் கொள்கை');
    expect(screen.getByRole('heading', { name: 'உங்கள் கணக்கையும் தரவையும் நீக்குதல்' })).toBeInTheDocument();
    await act(() => changeLanguage('en'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Privacy policy');
    await act(() => changeLanguage('ta'));
    expect(screen.getByText(/அமர்வுகள் 30 நாட்கள் பயன்படுத்தாவிட்டால்/)).toBeInTheDocument();
  });

  it('the privacy policy says how to delete an account and what that does; the pages link where they say', async () => {
    await renderWithProviders(
      <>
        <PrivacyPage />
        <TermsPage />
        <AboutPage />
      </>,
      { locale: 'en' },
    );
    await act(() => loadSiteInfoCatalog());
    expect(screen.getByText(/choose Delete account\. Your account is switched off at once/)).toBeInTheDocument();
    expect(screen.getByText(/Switching off is not erasure/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'your profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getAllByRole('link', { name: 'privacy policy' }).map((a) => a.getAttribute('href'))).toEqual(['/privacy#delete-account', '/privacy']);
    expect(document.getElementById('delete-account')).not.toBeNull();
    // prices as the server charges them (shared/constants.ts)
    expect(screen.getByText(/Contact access, £1\.00:/)).toBeInTheDocument();
    expect(screen.getByText(/Contact access for a year, £12\.00:/)).toBeInTheDocument();
  });
});
