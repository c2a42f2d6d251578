import sharp from 'sharp';
import { adminMessages } from '../src/shared/messages/admin';
import { adminToken, apiCall, expect, signInAsAdmin, test } from './fixtures';

// A hidden member's photo (decision 015): a 404 to a visitor who has its address, while the
// keeper's form still shows it, asked for with the session since a plain <img> cannot send it.

async function uploadPhoto(baseURL: string, token: string): Promise<string> {
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#7a3b69' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'photo.png');
  const response = await fetch(`${baseURL}/api/admin/family-members/upload.php`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await response.json()) as { imageUrl: string };
  return body.imageUrl;
}

test('a hidden member’s photo is withheld from visitors and shown to the keeper', async ({
  page,
  baseURL,
}) => {
  const token = await adminToken(baseURL!);
  const image = await uploadPhoto(baseURL!, token);
  const created = await apiCall<{ data: { id: number } }>(baseURL!, token, '/api/family-members/create.php', {
    method: 'POST',
    body: {
      name: `صاحب صورة محجوبة ${Date.now()}`,
      generation: 3,
      parent: null,
      spouse_id: null,
      mother_id: null,
      gender: 'male',
      surname: '',
      birth: '1900',
      death: '1970',
      role: '',
      image,
      bio: '',
      highlights: '',
      visibility: 'hidden',
    },
  });
  expect(created.status).toBe(201);

  const visitor = await page.request.get(image);
  expect(visitor.status()).toBe(404);
  expect(visitor.headers()['cache-control'] ?? '').not.toContain('immutable');

  await signInAsAdmin(page, baseURL!);
  await page.goto(`/admin/family-members/edit/${created.body.data.id}`);
  const preview = page.getByRole('img', { name: adminMessages.shell.image.preview });
  await expect(preview).toHaveAttribute('src', /^blob:/);
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);

  await apiCall(baseURL!, token, `/api/family-members/delete.php?id=${created.body.data.id}`, {
    method: 'DELETE',
  });
});
