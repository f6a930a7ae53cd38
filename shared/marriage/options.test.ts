import { describe, expect, it } from 'vitest';
import { educationFromText, occupationFromText } from './options.ts';

// The migration to the spec 001 §3 option lists (docs/decisions/164) maps what members wrote; the ten demo
// profiles' former texts and common variants must land where a reader would put them, and nothing is lost.
describe('free text → education option', () => {
  it.each([
    ['MSc Computer Science', 'post_graduate'],
    ['MEng Civil Engineering', 'post_graduate'],
    ['MBA', 'post_graduate'],
    ['Master in Marketing', 'post_graduate'],
    ['MBBS', 'professional'],
    ['BSc Pharmacy', 'professional'],
    ['BNursing', 'professional'],
    ['CPA', 'professional'],
    ['BEng Electrical Engineering', 'graduate'],
    ['BSc Information Technology', 'graduate'],
    ['PhD in Chemistry', 'doctorate'],
    ['HND in Business', 'diploma'],
    ['GCE A/L', 'school'],
  ])('%s → %s', (text, option) => {
    expect(educationFromText(text)).toEqual({ value: option, other: null });
  });

  it('keeps unrecognised words as "other" with the text (trimmed, at most 100 characters)', () => {
    expect(educationFromText('  Kalakshetra dance training ')).toEqual({ value: 'other', other: 'Kalakshetra dance training' });
    expect(educationFromText('x'.repeat(150)).other).toHaveLength(100);
  });
});

describe('free text → occupation option', () => {
  it.each([
    ['Software developer', 'it_professional'],
    ['Data analyst', 'it_professional'],
    ['Structural engineer', 'engineer'],
    ['Project engineer', 'engineer'],
    ['Doctor (intern)', 'doctor'],
    ['Secondary school teacher', 'teacher'],
    ['Civil servant', 'government'],
    ['Runs a family business', 'business'],
  ])('%s → %s', (text, option) => {
    expect(occupationFromText(text)).toEqual({ value: option, other: null });
  });

  it.each(['Pharmacist', 'Registered nurse', 'Accountant', 'Finance manager'])('%s → other with the words', (text) => {
    expect(occupationFromText(text)).toEqual({ value: 'other', other: text });
  });
});
