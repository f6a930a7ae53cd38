import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CULTURAL_TERMS } from '#shared/help/cultural-terms.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { TermsGuideButton } from '../components/terms-guide-button.tsx';

describe('cultural-terms guide (spec 000 §1: five terms with pronunciation, explanation, context, examples)', () => {
  it('opens from the header button with the five Tamil words and each term in the reader’s language', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<TermsGuideButton />);
    await user.click(screen.getByRole('button', { name: 'Tamil words explained' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tamil words explained' });
    const tabs = within(dialog).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['குலுக்கல்', 'சக்கரம் சுழற்றுதல்', 'வரன் தேடல்', 'வாகன சேவைகள்', 'சமூகப் பகிர்வு']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');

    await user.click(within(dialog).getByRole('tab', { name: 'வரன் தேடல்' }));
    const panel = within(dialog).getByRole('tabpanel');
    const match = CULTURAL_TERMS.find((term) => term.id === 'matchmaking')!;
    expect(panel).toHaveTextContent('Matchmaking service');
    expect(panel).toHaveTextContent(match.pronunciation);
    expect(panel).toHaveTextContent(match.explanation.en);
    expect(panel).toHaveTextContent(match.context.en);
    for (const example of match.examples.en) expect(panel).toHaveTextContent(example);

    await user.click(within(dialog).getByRole('button', { name: 'Read in Tamil' }));
    expect(within(dialog).getByRole('tabpanel')).toHaveTextContent(match.explanation.ta);
    expect(within(dialog).getByRole('tabpanel')).toHaveAttribute('lang', 'ta');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('calls no section "coming soon" that the app has (community sharing is built: /community)', () => {
    const sharing = CULTURAL_TERMS.find((term) => term.id === 'sharing')!;
    expect(sharing.context.en).toContain('/community');
    for (const term of CULTURAL_TERMS) {
      expect(`${term.context.en} ${term.explanation.en}`).not.toMatch(/coming soon/i);
      expect(`${term.context.ta} ${term.explanation.ta}`).not.toMatch(/விரைவில் வர/);
    }
  });
});
