import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { DrawProof, Fairness } from '#shared/wheel/responses.ts';
import { drawFromEntries, seedCommitment } from '#shared/wheel/fairness.ts';
import { makeUser, renderWithProviders } from '../../../test/render.tsx';
import { setupMockApi } from '../../../test/msw.ts';
import { DrawCheck } from '../components/draw-check.tsx';
import { wheelContract } from '#shared/wheel/contract.ts';
import { endpointPath } from '#shared/contracts/contract.ts';

// Checking a past draw on /wheel-fairness (decision 161), on a mocked API serving a real proof.

const server = setupMockApi();

const SEED = '5f2c0d8e9a1b4c7d3e6f80912a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d';
const DAY = '2026-11-20';
const me = makeUser();
const ids = [me.id, ...Array.from({ length: 119 }, (_, i) => `0b0e6f2c-6f0e-4a43-9d2c-${String(i).padStart(12, '0')}`)];
const draw = drawFromEntries(SEED, DAY, ids);
const PROOF: DrawProof = { day: DAY, status: 'drawn', version: 2, commitment: seedCommitment(SEED), seed: SEED, entries: draw.entries, winnerIndex: draw.index, winnerEntry: draw.entry, ticketId: 'TC-20261120-ABC123' };
const REVEALED: Fairness['revealed'] = [
  { day: DAY, seed: SEED, commitment: PROOF.commitment, draw: { status: 'drawn', participants: 120, ticketId: PROOF.ticketId, proof: true } },
  { day: '2026-11-19', seed: SEED, commitment: PROOF.commitment, draw: null },
];

async function check(proof: DrawProof) {
  server.use(http.get(endpointPath(wheelContract.endpoints.draw, { params: { day: DAY } }), () => HttpResponse.json(proof)));
  const user = userEvent.setup({ delay: null });
  await renderWithProviders(<DrawCheck revealed={REVEALED} />, { user: me });
  const select = screen.getByLabelText('Draw of the day (UK)');
  expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['—', DAY]); // days with a published list only
  await user.selectOptions(select, DAY);
  return screen.findByRole('list');
}

describe('DrawCheck', () => {
  it('recomputes a published draw in the browser and finds the signed-in member’s own entry', async () => {
    const list = await check(PROOF);
    expect(screen.getByText(`120 entries; the seed picks entry number ${draw.index + 1}, ticket TC-20261120-ABC123.`)).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Yes The seed matches the commitment published that morning.',
      'Yes The entries are in sorted order, so nobody chose their order.',
      'Yes The seed picks the published winner from this list.',
      'Yes Your own entry is in the list.',
    ]);
  });

  it('says No where a proof was tampered with', async () => {
    const other = (draw.index + 1) % draw.entries.length;
    const list = await check({ ...PROOF, winnerIndex: other, winnerEntry: draw.entries[other]! });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toContain('No The seed picks the published winner from this list.');
  });
});
