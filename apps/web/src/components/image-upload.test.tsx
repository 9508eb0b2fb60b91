import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STAR_IMAGE_MAX_BYTES, TEAM_IMAGE_MAX_BYTES, UPLOAD_MESSAGES, uploadTooLargeMessage } from '@walkfund/domain';
import { signInAs } from '../test/fixtures.ts';
import { jsonResponse, mockFetch } from '../test/fetch-mock.ts';
import { TestProviders } from '../test/render.tsx';
import { ImageUpload } from './image-upload.tsx';

const png = (bytes: number, name = 'photo.png') => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

function renderUpload(props: Partial<Parameters<typeof ImageUpload>[0]> = {}) {
  const onUploaded = vi.fn();
  render(
    <TestProviders>
      <ImageUpload purpose="team" label="Upload Team Image" onUploaded={onUploaded} {...props} />
    </TestProviders>,
  );
  return onUploaded;
}

const uploadCalls = (fetchMock: ReturnType<typeof mockFetch>['fetchMock']) => fetchMock.mock.calls.filter(([url]) => String(url) === '/v1/uploads');

describe('ImageUpload', () => {
  it('posts multipart with purpose first, then the file, with the bearer token, and reports the URL', async () => {
    const { fetchMock } = mockFetch((r) => (r.method === 'POST' && r.path === '/v1/uploads' ? jsonResponse({ url: '/uploads/0123456789abcdef0123456789abcdef.webp' }, 201) : undefined));
    signInAs({ role: 'captain' });
    const onUploaded = renderUpload();
    expect(screen.getByRole('button', { name: /Upload Team Image/ })).toBeTruthy();
    await userEvent.setup().upload(screen.getByLabelText('Upload Team Image'), png(1000));
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith('/uploads/0123456789abcdef0123456789abcdef.webp'));
    const [, init] = uploadCalls(fetchMock)[0]!;
    const body = init?.body as FormData;
    expect([...body.keys()]).toEqual(['purpose', 'file']);
    expect(body.get('purpose')).toBe('team');
    expect((body.get('file') as File).name).toBe('photo.png');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer access-1');
    // The browser sets the multipart boundary: no Content-Type of our own.
    expect(new Headers(init?.headers).get('Content-Type')).toBeNull();
  });

  it("refuses a file over the purpose's limit before sending, with the server's message", async () => {
    const { fetchMock } = mockFetch();
    signInAs({ role: 'captain' });
    const onUploaded = renderUpload();
    await userEvent.setup().upload(screen.getByLabelText('Upload Team Image'), png(TEAM_IMAGE_MAX_BYTES + 1));
    expect((await screen.findByRole('alert')).textContent).toBe(uploadTooLargeMessage('team'));
    expect(uploadCalls(fetchMock)).toHaveLength(0);
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('allows a star photo up to its larger limit', async () => {
    const { fetchMock } = mockFetch((r) => (r.path === '/v1/uploads' ? jsonResponse({ url: '/uploads/ffffffffffffffffffffffffffffffff.webp' }, 201) : undefined));
    signInAs({ role: 'captain' });
    const onUploaded = renderUpload({ purpose: 'star', label: 'Upload Photo' });
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText('Upload Photo'), png(STAR_IMAGE_MAX_BYTES));
    await waitFor(() => expect(onUploaded).toHaveBeenCalled());
    await user.upload(screen.getByLabelText('Upload Photo'), png(STAR_IMAGE_MAX_BYTES + 1));
    expect((await screen.findByRole('alert')).textContent).toBe(uploadTooLargeMessage('star'));
    expect(uploadCalls(fetchMock)).toHaveLength(1);
  });

  it("shows the server's message on 400 and 413", async () => {
    let status = 400;
    mockFetch((r) =>
      r.path === '/v1/uploads'
        ? jsonResponse({ code: status, message: status === 400 ? UPLOAD_MESSAGES.notAnImage : uploadTooLargeMessage('team') }, status)
        : undefined,
    );
    signInAs({ role: 'captain' });
    const onUploaded = renderUpload();
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText('Upload Team Image'), png(10, 'notes.png'));
    expect((await screen.findByRole('alert')).textContent).toBe(UPLOAD_MESSAGES.notAnImage);
    status = 413;
    await user.upload(screen.getByLabelText('Upload Team Image'), png(10, 'again.png'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(uploadTooLargeMessage('team')));
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('refreshes an expired access token before uploading', async () => {
    const { fetchMock, calls } = mockFetch((r) => {
      if (r.path === '/v1/auth/refresh-tokens') {
        const soon = new Date(Date.now() + 3600_000).toISOString();
        return jsonResponse({ access: { token: 'access-2', expires: soon }, refresh: { token: 'refresh-2', expires: soon } });
      }
      if (r.path === '/v1/uploads') return jsonResponse({ url: '/uploads/0123456789abcdef0123456789abcdef.webp' }, 201);
      return undefined;
    });
    signInAs({ role: 'captain', accessInMs: -1000 });
    const onUploaded = renderUpload();
    await userEvent.setup().upload(screen.getByLabelText('Upload Team Image'), png(100));
    await waitFor(() => expect(onUploaded).toHaveBeenCalled());
    expect(calls('POST', '/v1/auth/refresh-tokens')).toHaveLength(1);
    expect(new Headers(uploadCalls(fetchMock)[0]![1]?.headers).get('Authorization')).toBe('Bearer access-2');
  });
});
