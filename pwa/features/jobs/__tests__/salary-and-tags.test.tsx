import { useState } from 'react';
import { describe, expect, it, beforeAll } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render.tsx';
import { Salary } from '../components/salary.tsx';
import { TagInput } from '../components/tag-input.tsx';
import { loadJobsCatalog } from '../catalog.ts';

// These screens read their own catalog (decision 143), loaded with the UI language in each render.
beforeAll(loadJobsCatalog);

describe('Salary (spec 001 §9 formats, in the UI language)', () => {
  it('shows "min - max period", "min+ period" and "Up to max period" with ₹ / $ / code and L / K', async () => {
    await renderWithProviders(
      <ul>
        <li data-testid="range">
          <Salary job={{ salaryMin: '50000', salaryMax: '150000', currency: 'INR', salaryPeriod: 'monthly' }} />
        </li>
        <li data-testid="min">
          <Salary job={{ salaryMin: '45000', salaryMax: null, currency: 'USD', salaryPeriod: 'yearly' }} />
        </li>
        <li data-testid="max">
          <Salary job={{ salaryMin: null, salaryMax: '900', currency: 'GBP', salaryPeriod: 'hourly' }} />
        </li>
        <li data-testid="none">
          <Salary job={{ salaryMin: null, salaryMax: null, currency: 'INR', salaryPeriod: 'monthly' }} fallback="Salary not disclosed" />
        </li>
      </ul>,
      { locale: 'en' },
    );
    expect(screen.getByTestId('range')).toHaveTextContent('₹50K - ₹1.5L per month');
    expect(screen.getByTestId('min')).toHaveTextContent('$45K+ per year');
    expect(screen.getByTestId('max')).toHaveTextContent('Up to GBP 900 per hour');
    expect(screen.getByTestId('none')).toHaveTextContent('Salary not disclosed');
  });

  it('writes the period in Tamil for Tamil readers', async () => {
    await renderWithProviders(<Salary job={{ salaryMin: '50000', salaryMax: '80000', currency: 'INR', salaryPeriod: 'monthly' }} />, { locale: 'ta' });
    expect(screen.getByText(/₹50K - ₹80K/)).toHaveTextContent('₹50K - ₹80K மாதத்துக்கு');
  });
});

function Harness({ initial = [] as string[] }) {
  const [tags, setTags] = useState(initial);
  return <TagInput label="Skills" value={tags} onChange={setTags} suggestions={['Tamil', 'Excel']} />;
}

describe('TagInput (spec 001 §2 Post job tag lists)', () => {
  it('adds with Enter and with the Add button, ignores blanks and duplicates, removes, and offers unused suggestions', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Harness />, { locale: 'en' });
    const input = screen.getByLabelText('Skills');
    await user.type(input, '  React  {Enter}');
    await user.type(input, 'react{Enter}');
    await user.type(input, '   {Enter}');
    await user.type(input, 'Node');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const list = () => within(screen.getByRole('list', { name: 'Skills' }));
    expect(list().getAllByRole('listitem').map((li) => li.textContent)).toEqual(['React×', 'Node×']);
    expect(input).toHaveValue('');

    await user.click(screen.getByRole('button', { name: '+ Tamil' }));
    expect(screen.queryByRole('button', { name: '+ Tamil' })).toBeNull();
    expect(list().getAllByRole('listitem')).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Remove React' }));
    expect(list().getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Node×', 'Tamil×']);
  });
});
