import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { RevertOutcome } from '#shared/verification.ts';
import { Toaster } from '../../../components/ui/toast.tsx';
import { renderWithProviders } from '../../../test/render.tsx';
import { useEmailRevertedToast } from '../hooks/use-email-reverted-toast.ts';
import { loadProfileCatalog } from '../catalog.ts';

// The login page's word on the link that undoes an e-mail change (decision 161); the profile catalog (decision 143).
beforeAll(loadProfileCatalog);

function Probe(props: { outcome: RevertOutcome | undefined; clear: () => void }) {
  useEmailRevertedToast(props.outcome, props.clear);
  return null;
}

async function show(outcome: RevertOutcome | undefined, locale: 'en' | 'ta' = 'en') {
  const clear = vi.fn();
  await renderWithProviders(
    <>
      <Probe outcome={outcome} clear={clear} />
      <Toaster />
    </>,
    { locale },
  );
  return clear;
}

describe('useEmailRevertedToast', () => {
  it('says the address is back, every device signed out and a reset link mailed; clears the parameter once', async () => {
    const clear = await show('1');
    expect(await screen.findByText('Your email address is back')).toBeInTheDocument();
    expect(screen.getByText(/We have sent a link to choose a new password to this address/)).toBeInTheDocument();
    expect(clear).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['expired', /it worked for 7 days/],
    ['used', /already been used/],
    ['invalid', /not valid/],
    ['taken', /Another account now uses your old address/],
  ] as const)('explains a refused link (%s)', async (outcome, text) => {
    await show(outcome);
    expect(await screen.findByText('The change could not be undone')).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('speaks Tamil', async () => {
    await show('1', 'ta');
    expect(await screen.findByText('உங்கள் மின்னஞ்சல் முகவரி மீண்டும் அமைக்கப்பட்டது')).toBeInTheDocument();
  });
});
