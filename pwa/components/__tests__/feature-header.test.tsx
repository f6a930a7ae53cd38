import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { defineFeature } from '../../lib/feature.ts';
import { makeUser, renderWithProviders } from '../../test/render.tsx';
import { FeatureHeaderEntries } from '../feature-header.tsx';

const everyone = defineFeature({ name: 'everyone', header: { load: async () => () => <span>for everyone</span> } });
const membersLoad = vi.fn(async () => () => <span>for members</span>);
const members = defineFeature({ name: 'members', header: { members: true, load: membersLoad } });
const broken = defineFeature({ name: 'broken', header: { load: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')) } });
const none = defineFeature({ name: 'none' });

describe('the features’ parts of the site header (decision 183)', () => {
  it('draws a member a members-only part, in registry order after the others', async () => {
    const { container } = await renderWithProviders(<FeatureHeaderEntries features={[everyone, none, members]} />, { user: makeUser() });
    expect(await screen.findByText('for members')).toBeInTheDocument();
    expect(container.textContent).toBe('for everyonefor members');
  });

  it('draws a guest only the parts for everyone, and never loads a members-only part', async () => {
    membersLoad.mockClear();
    await renderWithProviders(<FeatureHeaderEntries features={[members, everyone]} />, { user: null });
    expect(await screen.findByText('for everyone')).toBeInTheDocument();
    expect(screen.queryByText('for members')).toBeNull();
    expect(membersLoad).not.toHaveBeenCalled();
  });

  it('leaves out a part whose chunk cannot be fetched and keeps the others', async () => {
    await renderWithProviders(<FeatureHeaderEntries features={[broken, everyone]} />, { user: makeUser() });
    expect(await screen.findByText('for everyone')).toBeInTheDocument();
    await vi.waitFor(() => expect(document.body.textContent).toBe('for everyone'));
  });
});
