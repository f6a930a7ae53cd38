import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import type { StoredImage } from '#shared/uploads/schemas.ts';
import { setupMockApi } from '../../../test/msw.ts';
import { makeUser, renderWithProviders } from '../../../test/render.tsx';
import { ImagePicker } from '../image-picker.tsx';
import { uploadsContract } from '#shared/uploads/contract.ts';
import { endpointPath } from '#shared/contracts/contract.ts';

const server = setupMockApi();

/** The signed upload URLs' start: the contract's upload path, without its id, on the test page's origin. */
const UPLOAD_BASE = `http://localhost:3000${endpointPath(uploadsContract.endpoints.uploadBytes, { params: { id: '' } })}`;

function storedImage(id: string): StoredImage {
  const objectPath = `/objects/${id}`;
  return {
    objectPath,
    width: 1200,
    height: 900,
    variants: {
      w320: { url: `${objectPath}/320.webp`, width: 320, height: 240 },
      w960: { url: `${objectPath}/960.webp`, width: 960, height: 720 },
      full: { url: `${objectPath}/full.webp`, width: 1200, height: 900 },
    },
  };
}

/**
 * The three upload calls (spec 001 §7). `putResult` decides each PUT of the bytes (by order); records what was
 * sent where.
 */
function serveUploads(putResult: (n: number) => Promise<Response> | Response = () => new Response(null, { status: 200 })) {
  const log = { urls: 0, puts: [] as { type: string; size: number }[], finals: [] as string[] };
  server.use(
    http.post(uploadsContract.endpoints.requestUpload.path, () => {
      log.urls += 1;
      const id = crypto.randomUUID();
      return HttpResponse.json({ uploadURL: `${UPLOAD_BASE}${id}?expires=9999999999&signature=sig` });
    }),
    http.put(`${UPLOAD_BASE}:id`, async ({ request }) => {
      const body = await request.arrayBuffer();
      log.puts.push({ type: request.headers.get('content-type') ?? '', size: body.byteLength });
      return putResult(log.puts.length);
    }),
    http.put(uploadsContract.endpoints.productImage.path, async ({ request }) => {
      const { imageURL } = (await request.json()) as { imageURL: string };
      log.finals.push(imageURL);
      return HttpResponse.json(storedImage(imageURL.slice(UPLOAD_BASE.length)));
    }),
  );
  return log;
}

const photo = (name: string, type = 'image/jpeg', size = 2048) => new File([new Uint8Array(size).fill(7)], name, { type });

async function renderPicker(locale: 'en' | 'ta' = 'en') {
  const onChange = vi.fn<(images: StoredImage[]) => void>();
  const onBusyChange = vi.fn<(busy: boolean) => void>();
  await renderWithProviders(<ImagePicker onChange={onChange} onBusyChange={onBusyChange} />, { user: makeUser(), locale });
  return { onChange, onBusyChange, input: document.querySelector<HTMLInputElement>('input[type=file]')! };
}

const lastImages = (onChange: ReturnType<typeof vi.fn>) => onChange.mock.calls.at(-1)?.[0] as StoredImage[];

describe('ImagePicker (issue 12 item 6)', () => {
  it('uploads each picked photo, shows it ready and reports the stored images in order', async () => {
    const log = serveUploads();
    const user = userEvent.setup();
    const { onChange, onBusyChange, input } = await renderPicker();
    await user.upload(input, [photo('front.jpg'), photo('back.png', 'image/png')]);

    await waitFor(() => expect(screen.getAllByText('Ready')).toHaveLength(2));
    expect(log.urls).toBe(2);
    expect(log.puts.map((p) => p.type).sort()).toEqual(['image/jpeg', 'image/png']);
    // imageURL is the upload URL without its query string
    expect(log.finals.every((u) => u.startsWith(UPLOAD_BASE) && !u.includes('?'))).toBe(true);
    await waitFor(() => expect(lastImages(onChange)).toHaveLength(2));
    expect(lastImages(onChange).map((i) => i.objectPath)).toEqual(log.finals.map((u) => `/objects/${u.slice(UPLOAD_BASE.length)}`));
    expect(onBusyChange).toHaveBeenCalledWith(true);
    expect(onBusyChange).toHaveBeenLastCalledWith(false);
    expect(screen.getByRole('img', { name: 'Photo 1' })).toBeInTheDocument();
  });

  it('shows the server refusal under the photo, then retries with a fresh upload URL', async () => {
    const log = serveUploads((n) =>
      n === 1
        ? HttpResponse.json({ message: 'This file is a ZIP file.', code: 'image_unsupported' }, { status: 415 })
        : new Response(null, { status: 200 }),
    );
    const user = userEvent.setup();
    const { onChange, input } = await renderPicker();
    await user.upload(input, photo('holiday.jpg'));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This file is not a photo we can use. Choose a JPEG, PNG or WebP image.');
    expect(log.finals).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('Ready');
    expect(log.urls).toBe(2);
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(lastImages(onChange)).toHaveLength(1));
  });

  it('says so in Tamil when a photo is over 10 MB', async () => {
    serveUploads(() => HttpResponse.json({ message: 'too large', code: 'image_too_large' }, { status: 413 }));
    const user = userEvent.setup();
    const { input } = await renderPicker('ta');
    await user.upload(input, photo('big.jpg'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/[\u0B80-\u0BFF]/);
    expect(alert).not.toHaveTextContent('larger than 10 MB');
  });

  it('refuses a non-image file without sending anything', async () => {
    const log = serveUploads();
    const user = userEvent.setup({ applyAccept: false });
    const { input } = await renderPicker();
    await user.upload(input, new File(['PK'], 'photos.zip', { type: 'application/zip' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a JPEG, PNG or WebP image.');
    expect(log.urls).toBe(0);
  });

  it('shows progress while sending and cancels an upload in flight', async () => {
    const log = serveUploads(async () => {
      await delay('infinite');
      return new Response(null, { status: 200 });
    });
    const user = userEvent.setup();
    const { onChange, input } = await renderPicker();
    await user.upload(input, photo('slow.jpg'));
    expect(await screen.findByRole('progressbar', { name: 'Uploading slow.jpg' })).toBeInTheDocument();
    await waitFor(() => expect(log.puts).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Cancel upload of slow.jpg' }));
    expect(screen.queryByText('slow.jpg')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(log.finals).toHaveLength(0);
    expect(lastImages(onChange)).toEqual([]);
  });

  it('keeps only the first 6 photos (spec 001 §4) and hides the add button when full', async () => {
    const log = serveUploads();
    const user = userEvent.setup();
    const { onChange, input } = await renderPicker();
    await user.upload(input, Array.from({ length: 8 }, (_, i) => photo(`p${i + 1}.jpg`)));

    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Only 6 photos can be added; 2 were left out.');
    await waitFor(() => expect(screen.getAllByText('Ready')).toHaveLength(6));
    expect(log.urls).toBe(6);
    const list = screen.getByRole('list');
    expect(within(list).queryByText('p7.jpg')).toBeNull();
    expect(screen.queryByText('Add more photos')).toBeNull();
    await waitFor(() => expect(lastImages(onChange)).toHaveLength(6));

    await user.click(screen.getByRole('button', { name: 'Remove p1.jpg' }));
    expect(screen.getByText('Add more photos')).toBeInTheDocument();
    await waitFor(() => expect(lastImages(onChange)).toHaveLength(5));
  });
});
