import { expect } from 'vitest';
import { waitFor, within } from '@testing-library/react';

/**
 * Waits until the `role="alert"` live region inside `container` reads `text`, and returns it.
 *
 * Forms keep their alert region in the page while it is empty (a screen reader announces only what appears in a
 * region that already exists), so `findByRole('alert')` finds it before the server has answered: asserting its
 * text straight away races the request and fails on a busy machine. Use this instead for every alert that is
 * filled after a request.
 */
export async function findAlertWithText(container: HTMLElement, text: string | RegExp): Promise<HTMLElement> {
  return waitFor(() => {
    const alert = within(container).getByRole('alert');
    expect(alert).toHaveTextContent(text);
    return alert;
  });
}
