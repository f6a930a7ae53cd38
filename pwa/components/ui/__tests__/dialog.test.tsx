import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render.tsx';
import { Dialog } from '../dialog.tsx';

/** A screen with its own button opening a controlled dialog, as the app's screens do (no Radix Trigger). */
function Screen() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button">Something else</button>
      <button type="button" onClick={() => setOpen(true)}>
        Delete job
      </button>
      <Dialog open={open} onOpenChange={setOpen} title="Delete job?">
        <button type="button" onClick={() => setOpen(false)}>
          Cancel
        </button>
      </Dialog>
    </>
  );
}

describe('Dialog: focus goes back to the control that opened it (decision 179)', () => {
  it.each([
    ['Escape', async (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
    ['its own Cancel button', async (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Cancel' }))],
    ['the × button', async (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Close' }))],
  ])('closed by %s', async (_how, close) => {
    const user = userEvent.setup();
    await renderWithProviders(<Screen />);
    const opener = screen.getByRole('button', { name: 'Delete job' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Delete job?' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await close(user);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });
});
