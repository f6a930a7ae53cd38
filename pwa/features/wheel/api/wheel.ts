import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { wheelContract } from '#shared/wheel/contract.ts';
import type { SpinResult, SpinStatus } from '#shared/wheel/responses.ts';
import { WHEEL_CONTRACT_NAME } from '#shared/wheel/constants.ts';
import { callEndpoint, endpointKey, endpointRef, lazyContract } from '../../../lib/api/endpoint.ts';
import { useNearViewport } from '../../../lib/near-viewport.tsx';
import { useCurrentUser } from '../../../lib/session.ts';

/**
 * The wheel's contract (shared/wheel/contract.ts, docs/decisions/182-endpoint-contracts.md), loaded beside the first
 * request that needs it: the wheel's code carries no zod, which would otherwise be part of /wheel-fairness' first
 * screen (docs/decisions/144, 145).
 */
const wheelApi = lazyContract<typeof wheelContract>(WHEEL_CONTRACT_NAME, () => import('#shared/wheel/contract.ts').then((m) => m.wheelContract));
const status = endpointRef(wheelApi, 'status');
const history = endpointRef(wheelApi, 'history');
const spin = endpointRef(wheelApi, 'spin');
const winners = endpointRef(wheelApi, 'recentWinners');
const fairness = endpointRef(wheelApi, 'fairness');
const draw = endpointRef(wheelApi, 'draw');

/** Query keys of the wheel, from its contract (`['wheel', 'status']`, …, `['wheel', 'draw', day]`). */
const WHEEL_KEYS = {
  status: endpointKey(status),
  history: endpointKey(history),
  winners: endpointKey(winners),
  fairness: endpointKey(fairness),
  draw: (day: string) => endpointKey(draw, { params: { day } }),
};

/** Status poll interval (spec 000 §9: every 60 s), ms. */
export const STATUS_POLL_MS = 60_000;
/** Recent winners refresh (spec 001 §9: every 30 s), ms. */
export const WINNERS_POLL_MS = 30_000;

/**
 * GET /api/spinning-wheel/status for the signed-in member, refetched every 60 s (spec 000 §4 Spin rule 6). This and
 * the other reads of the wheel wait until the section nears the screen on the home page (pwa/lib/near-viewport.tsx).
 */
export function useSpinStatus() {
  const { data: user } = useCurrentUser();
  const near = useNearViewport();
  return useQuery({
    queryKey: WHEEL_KEYS.status,
    queryFn: () => callEndpoint(status, {}),
    enabled: Boolean(user) && near,
    refetchInterval: STATUS_POLL_MS,
  });
}

/** GET /api/spinning-wheel/history for the signed-in member. */
export function useSpinHistory() {
  const { data: user } = useCurrentUser();
  const near = useNearViewport();
  return useQuery({ queryKey: WHEEL_KEYS.history, queryFn: () => callEndpoint(history, {}), enabled: Boolean(user) && near });
}

/** POST /api/spinning-wheel/spin (no body: the server decides the segment). */
export function useSpin() {
  return useMutation({ mutationFn: () => callEndpoint(spin, {}) });
}

/**
 * Writes a spin's answer into the status at once (spec 000 §2: after playing, today's chance is used and the time
 * to the next one shows): the balance, `canSpin: false` and the seconds to the next spin — without waiting for the
 * next 60 s poll.
 */
export function useApplySpin() {
  const client = useQueryClient();
  return (answer: SpinResult) =>
    client.setQueryData<SpinStatus>(WHEEL_KEYS.status, (old) => (old ? { ...old, canSpin: false, balance: answer.balance, timeToNextSpin: answer.timeToNextSpin } : old));
}

/** Refetches the status and the history (after the result has been shown; spec 000 §4 Spin rule 5). */
export function useRefreshWheel() {
  const client = useQueryClient();
  return () => Promise.all([client.invalidateQueries({ queryKey: WHEEL_KEYS.status }), client.invalidateQueries({ queryKey: WHEEL_KEYS.history })]);
}

/** GET /api/recent-winners (public), refreshed every 30 s. */
export function useRecentWinners() {
  return useQuery({
    queryKey: WHEEL_KEYS.winners,
    queryFn: () => callEndpoint(winners, {}),
    refetchInterval: WINNERS_POLL_MS,
    enabled: useNearViewport(),
  });
}

/** GET /api/spinning-wheel/fairness (public): today's commitment and the revealed seeds of past days. */
export function useFairness() {
  return useQuery({ queryKey: WHEEL_KEYS.fairness, queryFn: () => callEndpoint(fairness, {}) });
}

/**
 * GET /api/spinning-wheel/draws/:day (public; decision 161): a past day's draw proof — the revealed seed, the
 * participants' pseudonymous entries and the winner's position — for `day`, fetched only when `day` is given.
 * A proof never changes once published.
 */
export function useDrawProof(day: string | null) {
  return useQuery({
    queryKey: WHEEL_KEYS.draw(day ?? ''),
    queryFn: () => callEndpoint(draw, { params: { day: day ?? '' } }),
    enabled: Boolean(day),
    staleTime: Infinity,
  });
}
