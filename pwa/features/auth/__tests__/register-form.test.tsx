import { describe, expect, it, vi, beforeAll } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Toaster } from '../../../components/ui/toast.tsx';
import { CURRENT_USER_KEY } from '../../../lib/session.ts';
import { makeUser, renderWithProviders } from '../../../test/render.tsx';
import { RegisterForm } from '../components/register-form.tsx';
import { setupMockApi } from '../../../test/msw.ts';
import { loadAuthCatalog } from '../catalog.ts';
import { authContract } from '#shared/auth/contract.ts';

// These screens read their own catalog (decision 143), loaded with the UI language in each render.
beforeAll(loadAuthCatalog);

const server = setupMockApi();

/** Serves POST /api/auth/register with `respond` and records each body sent. */
function serveRegister(respond: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.post(authContract.endpoints.register.path, async ({ request }) => {
      bodies.push(await request.json());
      return respond();
    }),
  );
  return bodies;
}

async function renderRegister(locale: 'en' | 'ta' = 'en', onSuccess = vi.fn()) {
  const user = userEvent.setup({ delay: null });
  const result = await renderWithProviders(
    <>
      <RegisterForm onSuccess={onSuccess} />
      <Toaster />
    </>,
    { locale },
  );
  return { user, onSuccess, ...result };
}

async function fillValidForm(user: UserEvent) {
  await user.type(screen.getByLabelText(/^Full name/), 'Kavya Raman');
  await user.type(screen.getByLabelText(/^Username/), 'kavya');
  await user.type(screen.getByLabelText(/^Email/), 'Kavya@Example.com');
  await user.type(screen.getByLabelText(/^Phone number/), '+94 77 123 4567');
  await user.type(screen.getByLabelText(/^Password/), 'secret123');
  await user.type(screen.getByLabelText(/^Confirm password/), 'secret123');
  await user.type(screen.getByLabelText(/^City/), 'Jaffna');
  await user.type(screen.getByLabelText(/^Address/), '12 Temple Road');
}

const summaryOf = () => within(screen.getByRole('form', { name: 'Create a private account' })).getByRole('alert');

describe('RegisterForm', () => {
  it('joins every client error into one message and marks each field, without calling the API', async () => {
    const bodies = serveRegister(() => HttpResponse.json(makeUser(), { status: 201 }));
    const { user } = await renderRegister();

    await user.type(screen.getByLabelText(/^Password/), 'secret1');
    await user.type(screen.getByLabelText(/^Confirm password/), 'secret2');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() =>
      expect(summaryOf()).toHaveTextContent(
        "Full name is required; Username is required; Email is required; Phone number is required; Passwords don't match; City is required; Address is required",
      ),
    );
    expect(screen.getByLabelText(/^Full name/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Full name/)).toHaveAccessibleDescription('Full name is required');
    expect(screen.getByLabelText(/^Confirm password/)).toHaveAccessibleDescription("Passwords don't match");
    expect(screen.getByLabelText(/^Postal code/)).toHaveAttribute('aria-invalid', 'false');
    expect(bodies).toEqual([]);
  });

  it('shows the required stars on the spec fields only, and the defaults', async () => {
    await renderRegister();
    for (const name of ['Full name', 'Username', 'Email', 'Phone number', 'Password', 'Confirm password', 'Age', 'City', 'Address']) {
      const input = screen.getByLabelText(new RegExp(`^${name}`));
      expect(input.closest('.field')?.querySelector('.field__required'), name).not.toBeNull();
      expect(input).toHaveAttribute('aria-required', 'true');
    }
    expect(screen.getByLabelText(/^Postal code/).closest('.field')?.querySelector('.field__required')).toBeNull();
    expect(screen.getByLabelText(/^Age/)).toHaveValue(18);
    expect(screen.getByLabelText(/^Country/)).toHaveValue('India');
    expect(screen.getByLabelText(/^Preferred language/)).toHaveValue('en');
  });

  it('maps 409 email_exists to "This email is already registered" on the email field', async () => {
    const bodies = serveRegister(() => HttpResponse.json({ code: 'email_exists', message: 'An account with this email already exists' }, { status: 409 }));
    const { user, onSuccess } = await renderRegister();

    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(summaryOf()).toHaveTextContent('This email is already registered'));
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('This email is already registered');
    expect(onSuccess).not.toHaveBeenCalled();
    // the body is the API's: no confirmPassword, phone in E.164, e-mail lower-cased, defaults included
    expect(bodies).toEqual([
      {
        fullName: 'Kavya Raman',
        username: 'kavya',
        email: 'kavya@example.com',
        phoneNumber: '+94771234567',
        password: 'secret123',
        age: 18,
        country: 'India',
        city: 'Jaffna',
        address: '12 Temple Road',
        postalCode: '',
        language: 'en',
        userType: 'private',
      },
    ]);
  });

  it('reads a phone number typed the national way in the chosen country and sends E.164; the hint follows the country (decision 168)', async () => {
    const bodies = serveRegister(() => HttpResponse.json({ code: 'email_exists', message: 'An account with this email already exists' }, { status: 409 }));
    const { user } = await renderRegister();
    await fillValidForm(user);
    await user.selectOptions(await screen.findByLabelText(/^Country/), 'Sri Lanka');
    expect(await screen.findByText('e.g. 071 234 5678 · +94 71 234 5678')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Phone number/));
    await user.type(screen.getByLabelText(/^Phone number/), '077 123');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    // with a country chosen the number lacks no country code: it is not a Sri Lankan number
    await waitFor(() => expect(screen.getByLabelText(/^Phone number/)).toHaveAccessibleDescription(/Valid phone number is required/));
    expect(bodies).toEqual([]);

    await user.type(screen.getByLabelText(/^Phone number/), ' 4567');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ phoneNumber: '+94771234567', country: 'Sri Lanka' });
  });

  it('maps a username conflict found only by its text to "This username is already taken"', async () => {
    serveRegister(() => new HttpResponse('Username already taken', { status: 409 }));
    const { user } = await renderRegister();

    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(summaryOf()).toHaveTextContent('This username is already taken'));
  });

  it('falls back to "Please try again" on a server fault', async () => {
    serveRegister(() => new HttpResponse('<html>Bad gateway</html>', { status: 502 }));
    const { user } = await renderRegister();

    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(summaryOf()).toHaveTextContent('Please try again'));
  });

  it('registers, stores the new user, shows the success toast and calls onSuccess', async () => {
    const member = makeUser({ fullName: 'Kavya Raman' });
    serveRegister(() => HttpResponse.json(member, { status: 201 }));
    server.use(http.get(authContract.endpoints.user.path, () => HttpResponse.json(member)));
    const { user, onSuccess, queryClient } = await renderRegister();

    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Welcome, Kavya Raman!')).toBeInTheDocument();
    expect(onSuccess).toHaveBeenCalledWith(member);
    expect(queryClient.getQueryData(CURRENT_USER_KEY)).toEqual(member);
  });

  it('speaks Tamil: labels, the joined message and the default language', async () => {
    const { user } = await renderRegister('ta');
    expect(screen.getByLabelText(/^முழுப் பெயர்/)).toHaveAttribute('autocomplete', 'name');
    expect(screen.getByLabelText(/^விருப்ப மொழி/)).toHaveValue('ta');

    await user.click(screen.getByRole('button', { name: 'கணக்கை உருவாக்கு' }));
    await waitFor(() => expect(within(screen.getByRole('form')).getByRole('alert')).toHaveTextContent('முழுப் பெயர் தேவை'));
  });
});
