import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { SpinHistory, SpinResult, SpinStatus } from '#shared/wheel/responses.ts';
import { makeUser, renderWithProviders } from '../../../test/render.tsx';
import { setupMockApi } from '../../../test/msw.ts';
import { historyDot, WheelSection } from '../components/wheel-section.tsx';
import { wheelContract } from '#shared/wheel/contract.ts';

// The home page's wheel (spec 000 §2 Daily spinning wheel, §4 Spin, §8 Wheel), on a mocked API.

const server = setupMockApi();

beforeAll(() => {
  // jsdom has no canvas; the wheel is decorative (the result is text). Reduced motion: no animation frames to wait for.
  HTMLCanvasElement.prototype.getContext = (() => null) as never;
  window.matchMedia = ((query: string) => ({ matches: query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} })) as never;
});

const STATUS: SpinStatus = { canSpin: true, timeToNextSpin: 0, balance: 40, day: '2026-11-23', membershipMonthsEarned: 0, membershipUntil: null };

/** The wheel's API as the server behaves: after a successful spin the status says used and the history has it. */
function fakeApi(status: SpinStatus, result?: SpinResult) {
  const calls = { spins: 0, historyReads: 0 };
  const history: SpinHistory['history'] = [
    { id: 'TC-20261120-ABC123', kind: 'draw', coinsWon: 100, spinDate: '2026-11-20T18:00:00.000Z', day: '2026-11-20' },
    { id: '0b0e6f2c-6f0e-4a43-9d2c-1c8e5a1f0c11', kind: 'spin', coinsWon: 20, spinDate: '2026-11-22T10:00:00.000Z', day: '2026-11-22' },
  ];
  let current = status;
  server.use(
    http.get(wheelContract.endpoints.status.path, () => HttpResponse.json(current)),
    http.get(wheelContract.endpoints.history.path, () => {
      calls.historyReads += 1;
      return HttpResponse.json({ history });
    }),
    http.get(wheelContract.endpoints.recentWinners.path, () => HttpResponse.json([{ name: 'Kavitha R.', winDate: '2026-11-20', ticketId: 'TC-20261120-ABC123', coins: 100 }])),
    http.post(wheelContract.endpoints.spin.path, () => {
      calls.spins += 1;
      if (result?.success) {
        current = { ...current, canSpin: false, balance: result.balance, timeToNextSpin: result.timeToNextSpin };
        history.unshift({ id: '5b0e6f2c-6f0e-4a43-9d2c-1c8e5a1f0c12', kind: 'spin', coinsWon: result.prize, spinDate: '2026-11-23T10:00:00.000Z', day: '2026-11-23' });
      }
      return HttpResponse.json(result);
    }),
  );
  return calls;
}

describe('WheelSection', () => {
  it('colours history dots by coins: 0 grey, up to 10 blue, up to 50 green, above yellow', () => {
    expect([0, 5, 10, 20, 50, 100].map(historyDot)).toEqual(['grey', 'blue', 'blue', 'green', 'green', 'yellow']);
  });

  it('shows a guest a login card, the rules with the free-draw statement and the recent winners', async () => {
    fakeApi(STATUS);
    await renderWithProviders(<WheelSection />, { user: null });
    expect(screen.getByText('Log in to spin the wheel and collect coins.')).toBeInTheDocument();
    expect(screen.getByText('Entry is free: a paid membership never gives extra entries.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Spin the wheel' })).toBeNull();
    expect(await screen.findByText(/Kavitha R\./)).toBeInTheDocument();
  });

  it('spins once for a member: the win stays, the button stays disabled with the time to the next spin, the history shows the spin at once', async () => {
    const calls = fakeApi(STATUS, { success: true, message: 'You won 50 coins!', segmentIndex: 4, prize: 50, balance: 90, timeToNextSpin: 3600 + 5 * 60, subscriptionReady: false });
    await renderWithProviders(<WheelSection />, { user: makeUser() });
    const button = await screen.findByRole('button', { name: 'Spin the wheel' });
    await waitFor(() => expect(button).toBeEnabled());
    const history = screen.getByRole('list', { name: 'Your spins' });
    expect(within(history).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('At the pointer').nextElementSibling).toHaveTextContent('0 coins');
    await userEvent.click(button);
    expect(await screen.findByText('You won 50 coins!')).toBeInTheDocument();
    expect(calls.spins).toBe(1);
    // the pointer shows the segment the server chose
    expect(screen.getByText('At the pointer').nextElementSibling).toHaveTextContent('50 coins');
    expect(screen.getByRole('button', { name: 'Spin the wheel' })).toBeDisabled();
    expect(screen.getByText("Today's chance is used — next spin in 1 h 5 m.")).toBeInTheDocument();
    await waitFor(() => expect(within(history).getAllByRole('listitem')).toHaveLength(3));
    expect(within(history).getAllByRole('listitem')[0]).toHaveTextContent('50 coins');
    // no timer takes the win away: it is still there after the status and history were read again
    expect(calls.historyReads).toBeGreaterThanOrEqual(2);
    expect(screen.getByText('You won 50 coins!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Spin the wheel' })).toBeDisabled();
  });

  it('marks a draw win in the history', async () => {
    fakeApi(STATUS);
    await renderWithProviders(<WheelSection />, { user: makeUser() });
    const history = await screen.findByRole('list', { name: 'Your spins' });
    await waitFor(() => expect(within(history).getAllByRole('listitem')).toHaveLength(2));
    const win = within(history).getAllByRole('listitem').find((li) => li.textContent?.includes('Draw win'));
    expect(win).toHaveTextContent('100 coins');
  });

  it('has the spec anchor #daily-game on the home section', async () => {
    fakeApi(STATUS);
    const { container } = await renderWithProviders(<WheelSection />, { user: null });
    expect(container.querySelector('#daily-game')).not.toBeNull();
    expect(container.querySelector('#daily-wheel')).not.toBeNull();
  });

  it('tells a member who already played when the next spin comes, with the button disabled', async () => {
    fakeApi({ ...STATUS, canSpin: false, timeToNextSpin: 5 * 3600 + 7 * 60 });
    await renderWithProviders(<WheelSection />, { user: makeUser() });
    expect(await screen.findByText('Today\'s chance is used — next spin in 5 h 7 m.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Spin the wheel' })).toBeDisabled();
  });

  it('shows the spec message and Retry when the status cannot be loaded', async () => {
    fakeApi(STATUS);
    server.use(http.get(wheelContract.endpoints.status.path, () => HttpResponse.json({ message: 'down', code: 'internal_error' }, { status: 500 })));
    await renderWithProviders(<WheelSection />, { user: makeUser() });
    expect(await screen.findByText('Error loading status')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
