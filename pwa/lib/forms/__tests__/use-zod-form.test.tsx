import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { V } from '#shared/messages.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { FormInput } from '../form-input.tsx';
import { useZodForm, type FormSchemaSource } from '../use-zod-form.ts';
import { Toaster } from '../../../components/ui/toast.tsx';

const schema = z.object({ email: z.email({ error: V.emailInvalid }), name: z.string().trim().min(1, V.required) });
type Schema = typeof schema;

function TestForm({ source, onValid }: { source: FormSchemaSource<Schema>; onValid: (body: z.output<Schema>) => void }) {
  const form = useZodForm(source, { defaultValues: { email: '', name: '' } });
  return (
    <form aria-label="Test" noValidate onSubmit={form.handleSubmit(onValid)}>
      <FormInput form={form} name="email" label="Email" required>
        {(control) => <input {...control} type="email" />}
      </FormInput>
      <FormInput form={form} name="name" label="Name" required>
        {(control) => <input {...control} />}
      </FormInput>
      <button type="submit">Send</button>
    </form>
  );
}

describe('useZodForm', () => {
  it('checks with a schema given as is, the messages at their fields', async () => {
    const onValid = vi.fn();
    const user = userEvent.setup({ delay: null });
    await renderWithProviders(<TestForm source={schema} onValid={onValid} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveAccessibleDescription('This field is required');
    expect(onValid).not.toHaveBeenCalled();
  });

  it('with a loader: starts loading after the first render, once, and shows the same messages on an empty submit', async () => {
    const load = vi.fn(() => Promise.resolve(schema));
    const onValid = vi.fn();
    const user = userEvent.setup({ delay: null });
    await renderWithProviders(<TestForm source={load} onValid={onValid} />);
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1)); // before any submit

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Name/)).toHaveAccessibleDescription('This field is required');
    expect(onValid).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(/^Email/), 'Kavya@Example.com');
    await user.type(screen.getByLabelText(/^Name/), '  Kavya ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    // the schema's output: the normalised body
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ email: 'Kavya@Example.com', name: 'Kavya' }, expect.anything()));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('with a loader whose first load fails: the submit loads it again', async () => {
    let attempt = 0;
    const load = vi.fn(() => (++attempt === 1 ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : Promise.resolve(schema)));
    const user = userEvent.setup({ delay: null });
    await renderWithProviders(<TestForm source={load} onValid={vi.fn()} />);
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1)); // the preload, which fails

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('when the check cannot be fetched at all: a submit sends nothing and says so (in Tamil too)', async () => {
    const load = vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const onValid = vi.fn();
    const user = userEvent.setup({ delay: null });
    await renderWithProviders(
      <>
        <TestForm source={load} onValid={onValid} />
        <Toaster />
      </>,
      { locale: 'ta' },
    );
    await user.type(screen.getByLabelText(/^Email/), 'kavya@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('படிவத்தைத் திறக்க முடியவில்லை')).toBeInTheDocument();
    expect(onValid).not.toHaveBeenCalled();
  });
});
