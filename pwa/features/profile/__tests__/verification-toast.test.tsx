import { describe, expect, it, vi, beforeAll } from 'vitest';
import { screen } from '@testing-library/react';
import type { VerificationOutcome } from '#shared/schemas/security.ts';
import { Toaster } from '../../../components/ui/toast.tsx';
import { renderWithProviders } from '../../../test/render.tsx';
import { useVerificationToast } from '../hooks/use-verification-toast.ts';
import { loadProfileCatalog } from '../catalog.ts';

// These screens read their own catalog (decision 143), loaded with the UI language in each render.
beforeAll(loadProfileCatalog);

function Probe(props: { outcome: VerificationOutcome | undefined; clear: () => void }) {
  useVerificationToast(props.outcome, props.clear);
  return null;
}

async function show(outcome: VerificationOutcome | undefined, locale: 'en' | 'ta' = 'en') {
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

describe('useVerificationToast (spec 000 §2 Profile)', () => {
  it('confirms a verified address once and clears the parameter', async () => {
    const clear = await show('1');
    expect(await screen.findByText('Email verified')).toBeInTheDocument();
    expect(screen.getByText('Thank you — your email address is confirmed.')).toBeInTheDocument();
    expect(clear).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['expired', 'This verification link has expired. Send a new one from the Security tab of your profile.'],
    ['used', 'This verification link has already been used.'],
    ['invalid', 'This verification link is not valid. Send a new one from the Security tab of your profile.'],
  ] as const)('explains a refused link (%s) under "Verification Failed"', async (outcome, text) => {
    await show(outcome);
    expect(await screen.findByText('Verification Failed')).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('speaks Tamil', async () => {
    await show('expired', 'ta');
    expect(await screen.findByText('சரிபார்ப்பு தோல்வியடைந்தது')).toBeInTheDocument();
  });

  it('does nothing without an outcome', async () => {
    const clear = await show(undefined);
    expect(clear).not.toHaveBeenCalled();
    expect(screen.queryByText('Verification Failed')).not.toBeInTheDocument();
  });
});
