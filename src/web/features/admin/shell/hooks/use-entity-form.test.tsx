// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#web/lib/api-client.ts';
import { EntityFormView, fieldsFor } from '../components/fields';
import { useEntityForm, type AfterSave } from './use-entity-form';
import { conflictMessages } from '#shared/messages/conflicts.ts';

const Field = fieldsFor<Values>();

interface Values {
  title: string;
}

function TitleForm(props: {
  save: (values: Values) => Promise<Values>;
  afterSave?: AfterSave<Values, Values>;
}) {
  const entity = useEntityForm({
    idPrefix: 'item',
    draftKey: 'nasab:draft:test:new',
    initialValues: { title: 'قبل' },
    save: props.save,
    savedMessage: () => 'تم الحفظ',
    failureMessage: (error) => (error instanceof ApiError ? error.message : 'تعذر الحفظ'),
    afterSave: props.afterSave ?? { resetTo: (saved) => saved },
  });
  return (
    <EntityFormView entity={entity}>
      <Field.Text name="title" label="العنوان" />
    </EntityFormView>
  );
}

function renderForm(save: (values: Values) => Promise<Values>, afterSave?: AfterSave<Values, Values>) {
  const router = createMemoryRouter(
    [
      { path: '/admin/items/add', element: <TitleForm save={save} afterSave={afterSave} /> },
      { path: '/admin/items', element: <p>القائمة</p> },
    ],
    { initialEntries: ['/admin/items/add'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const title = () => screen.getByRole('textbox', { name: 'العنوان' }) as HTMLInputElement;
const saveButton = () => screen.getByRole('button', { name: /حفظ/ });
/** Replaces the title, as the keeper erasing it and typing anew. */
async function retitle(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.clear(title());
  await user.type(title(), text);
}

describe('useEntityForm', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => cleanup());

  it('sends one request for a double click, then shows the result and the saved values', async () => {
    let finish: (values: Values) => void = () => {};
    const save = vi.fn(() => new Promise<Values>((resolve) => (finish = resolve)));
    // No pause between the two clicks: both land before the busy button is drawn, as on a slow
    // phone, so what stops the second is the form itself and not the disabled button.
    const user = userEvent.setup({ delay: null });
    renderForm(save);
    await retitle(user, 'بعد');
    await user.dblClick(saveButton());
    await vi.waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(saveButton().textContent).toContain('جاري الحفظ...');
    await act(async () => finish({ title: 'كما حُفظ' }));
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      expect.stringContaining('تم الحفظ'),
    );
    expect(title().value).toBe('كما حُفظ');
    expect(save).toHaveBeenCalledTimes(1);
    // Saved: the draft is gone.
    expect(sessionStorage.getItem('nasab:draft:test:new')).toBeNull();
  });

  it('a second click that lands after a quick save sends nothing and keeps the success', async () => {
    const user = userEvent.setup();
    const save = vi.fn(async () => ({ title: '' }));
    renderForm(save);
    await retitle(user, 'بعد');
    await user.click(saveButton());
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      expect.stringContaining('تم الحفظ'),
    );
    await user.click(saveButton());
    await act(async () => {});
    expect(save).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status').textContent).toContain('تم الحفظ');
    // An edit after the save makes the form sendable again.
    await user.type(title(), 'خبر آخر');
    await user.click(saveButton());
    await vi.waitFor(() => expect(save).toHaveBeenCalledTimes(2));
  });

  it("puts the server's field messages under the fields and its message in the banner", async () => {
    const user = userEvent.setup();
    renderForm(() =>
      Promise.reject(new ApiError(400, 'البيانات المرسلة غير صالحة', { title: 'العنوان مطلوب' })),
    );
    await user.click(saveButton());
    expect(await screen.findByText('العنوان مطلوب')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('البيانات المرسلة غير صالحة');
    expect(title().getAttribute('aria-invalid')).toBe('true');
    // Editing the field clears its error and the banner.
    await user.type(title(), 'ع');
    expect(screen.queryByText('العنوان مطلوب')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('stays silent on a 401, keeping the draft for after the login', async () => {
    const user = userEvent.setup();
    renderForm(() => Promise.reject(new ApiError(401, 'غير مصرح')));
    await retitle(user, 'مسودة');
    await user.click(saveButton());
    await vi.waitFor(() => expect(saveButton().textContent).not.toContain('جاري الحفظ...'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(sessionStorage.getItem('nasab:draft:test:new')).toContain('مسودة');
  });

  it('can leave for the list, handing the result over', async () => {
    const user = userEvent.setup();
    const router = renderForm((values) => Promise.resolve(values), { navigateTo: '/admin/items' });
    await retitle(user, 'جديد');
    await user.click(saveButton());
    expect(await screen.findByText('القائمة')).toBeTruthy();
    expect(router.state.location.state).toEqual({ result: { tone: 'success', text: 'تم الحفظ' } });
  });
});

// A record opened at version 3 (decision 026); someone else saves the title meanwhile.
interface Article {
  title: string;
  body: string;
}
const ArticleField = fieldsFor<Article>();

function ArticleForm({ save }: { save: (values: Article & { version?: number }) => Promise<unknown> }) {
  const entity = useEntityForm({
    idPrefix: 'article',
    draftKey: 'nasab:draft:test:article',
    initialValues: { title: 'عنوان', body: 'نص' },
    save,
    savedMessage: () => 'تم الحفظ',
    failureMessage: (error) => (error instanceof ApiError ? error.message : 'تعذر الحفظ'),
    afterSave: { resetTo: () => ({ title: 'عنوان', body: 'نص' }) },
    versioned: {
      version: 3,
      toFormValues: (current) => ({ title: String(current.title), body: String(current.body) }),
    },
  });
  return (
    <EntityFormView entity={entity}>
      <ArticleField.Text name="title" label="العنوان" />
      <ArticleField.Text name="body" label="النص" rows={3} />
    </EntityFormView>
  );
}

function renderArticle(save: (values: Article & { version?: number }) => Promise<unknown>) {
  const router = createMemoryRouter([{ path: '/', element: <ArticleForm save={save} /> }]);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const stale = () =>
  new ApiError(409, conflictMessages.stale, {}, false, {
    current: { title: 'عنوان غيري', body: 'نص', version: 4 },
  });
// `hidden`: while the dialog is open, Radix hides the form from assistive technology.
const textbox = (name: string) => screen.getByRole('textbox', { name, hidden: true }) as HTMLInputElement;

describe('useEntityForm on a stale save (409)', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => cleanup());

  it('keeps what was typed, shows what changed, and «تطبيق تعديلاتي» saves theirs with mine on top at the new version', async () => {
    const save = vi
      .fn()
      .mockRejectedValueOnce(stale())
      .mockResolvedValue({ data: { version: 5 } });
    const user = userEvent.setup();
    renderArticle(save);
    await user.clear(textbox('النص'));
    await user.type(textbox('النص'), 'نصي الجديد');
    await user.click(saveButton());
    const dialog = await screen.findByRole('dialog', { name: conflictMessages.title });
    expect(save).toHaveBeenLastCalledWith({ title: 'عنوان', body: 'نصي الجديد', version: 3 });
    // The other keeper's change, field by field: when opened → now.
    const row = screen.getByRole('row', { name: /العنوان/ });
    expect(row.textContent).toContain('عنوان');
    expect(row.textContent).toContain('عنوان غيري');
    // Nor did this keeper touch any field that changed: no column for their own values.
    expect(screen.queryByRole('columnheader', { name: conflictMessages.mine })).toBeNull();
    expect(textbox('النص').value).toBe('نصي الجديد');
    expect(dialog.textContent).toContain(conflictMessages.reload);

    await user.click(screen.getByRole('button', { name: conflictMessages.reapply }));
    await vi.waitFor(() => expect(save).toHaveBeenCalledTimes(2));
    expect(save).toHaveBeenLastCalledWith({ title: 'عنوان غيري', body: 'نصي الجديد', version: 4 });
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      expect.stringContaining('تم الحفظ'),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('«تحميل أحدث نسخة» drops the keeper’s edits and the next save names the current version', async () => {
    const save = vi
      .fn()
      .mockRejectedValueOnce(stale())
      .mockResolvedValue({ data: { version: 5 } });
    const user = userEvent.setup();
    renderArticle(save);
    await user.clear(textbox('النص'));
    await user.type(textbox('النص'), 'نصي الجديد');
    await user.click(saveButton());
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: conflictMessages.reload }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(textbox('العنوان').value).toBe('عنوان غيري');
    expect(textbox('النص').value).toBe('نص');
    await user.clear(textbox('النص'));
    await user.type(textbox('النص'), 'من جديد');
    await user.click(saveButton());
    await vi.waitFor(() => expect(save).toHaveBeenCalledTimes(2));
    expect(save).toHaveBeenLastCalledWith({ title: 'عنوان غيري', body: 'من جديد', version: 4 });
  });
});
