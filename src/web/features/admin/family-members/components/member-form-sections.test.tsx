// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { useWatch } from 'react-hook-form';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminMessages } from '#shared/messages/admin.ts';
import { setupUserOnFakeTimers } from '#web/testing/user-on-fake-timers.ts';
import { EntityFormView } from '#web/features/admin/shell/components/fields.tsx';
import { useEntityForm } from '#web/features/admin/shell/hooks/use-entity-form.ts';
import { memberResolver } from '../hooks/use-member-entity-form';
import type { MemberLinkSearches } from '../hooks/use-member-link-searches';
import {
  asMemberChoice,
  emptyMemberForm,
  type MemberChoice,
  type MemberFormValues,
} from '../member-form-values';
import { GenderField, GenerationField, ParentFields } from './member-form-sections';
import { SpouseListField } from './spouse-list-field';

const f = adminMessages.members.fields;

function choice(overrides: Partial<MemberChoice> & Pick<MemberChoice, 'id' | 'name'>): MemberChoice {
  return { nasab: overrides.name, years: '', generation: 1, gender: 'male', spouseIds: [], ...overrides };
}
const father = choice({ id: 1, name: 'راشد', generation: 6, spouseIds: [7] });
const wife = choice({ id: 7, name: 'نورة', generation: 6, gender: 'female' });
const mother = choice({ id: 8, name: 'موضي', generation: 3, gender: 'female' });

const searches: Pick<MemberLinkSearches, 'searchFathers' | 'searchMothers' | 'suggestMothers'> = {
  searchFathers: () => Promise.resolve([father]),
  searchMothers: () => Promise.resolve([mother]),
  suggestMothers: () => Promise.resolve([wife]),
};

function MemberSections({ initial, deepest }: { initial: Partial<MemberFormValues>; deepest: number }) {
  const entity = useEntityForm({
    idPrefix: 'member',
    draftKey: null,
    initialValues: { ...emptyMemberForm, ...initial },
    resolver: memberResolver,
    save: () => Promise.resolve({}),
    savedMessage: () => '',
    failureMessage: () => '',
    afterSave: { navigateTo: '/' },
  });
  const chosenFather = asMemberChoice(useWatch({ control: entity.form.control, name: 'parent' }));
  return (
    <EntityFormView entity={entity}>
      <GenerationField entity={entity} deepest={deepest} father={chosenFather} />
      <ParentFields entity={entity} searches={searches} />
      <GenderField entity={entity} />
      <SpouseListField
        control={entity.form.control}
        idPrefix="member-spouses"
        gender="male"
        search={() => Promise.resolve([wife])}
        onEdited={() => {}}
      />
    </EntityFormView>
  );
}

function renderSections(initial: Partial<MemberFormValues> = {}, deepest = 6) {
  const router = createMemoryRouter([
    { path: '/', element: <MemberSections initial={initial} deepest={deepest} /> },
  ]);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

let user: ReturnType<typeof userEvent.setup>;
const generation = () => screen.getByRole<HTMLSelectElement>('combobox', { name: new RegExp(f.generation) });
const linkField = (label: string) => screen.getByRole<HTMLInputElement>('combobox', { name: label });
const optionsOf = (label: string) =>
  within(document.getElementById(linkField(label).getAttribute('aria-controls')!)!).queryAllByRole('option');
/** Types into a link field, lets its search answer, and picks the first option. */
async function pick(label: string, text: string) {
  await user.type(linkField(label), text);
  await act(async () => {
    await vi.advanceTimersByTimeAsync(150);
  });
  await user.click(optionsOf(label)[0]!);
}

describe('the member form’s sections', () => {
  beforeEach(() => {
    user = setupUserOnFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('offers the generations down to one below the deepest, and below a chosen father', () => {
    renderSections({}, 4);
    const offered = () => [...generation().options].map((option) => option.value);
    expect(offered()).toEqual(['', '1', '2', '3', '4', '5', '6']);
    cleanup();
    renderSections({ parent: father }, 4);
    expect(offered().at(-1)).toBe('7');
  });

  it('fills in an empty generation one below the father picked', async () => {
    renderSections();
    await pick(f.parent, 'راش');
    expect(linkField(f.parent).value).toBe('راشد');
    expect(generation().value).toBe('7');
  });

  it('leaves a chosen generation alone', async () => {
    renderSections({ generation: '2' });
    await pick(f.parent, 'راش');
    expect(generation().value).toBe('2');
  });

  it('takes the generation from the mother only when there is no father', async () => {
    renderSections();
    await pick(f.mother, 'موض');
    expect(generation().value).toBe('4');

    cleanup();
    renderSections({ parent: choice({ id: 2, name: 'سالم', generation: 1 }) });
    await pick(f.mother, 'موض');
    expect(generation().value).toBe('');
  });

  it('offers the father’s wives on an empty mother field', async () => {
    renderSections({ parent: father });
    await user.click(linkField(f.mother));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(optionsOf(f.mother).map((option) => option.textContent)).toEqual(['نورة']);
  });

  it('holds the gender as three radio buttons', async () => {
    renderSections();
    const radios = screen.getAllByRole<HTMLInputElement>('radio');
    expect(radios.map((radio) => radio.labels?.[0]?.textContent)).toEqual([f.male, f.female, f.noGender]);
    expect(radios[2]!.checked).toBe(true);
    await user.click(screen.getByRole('radio', { name: f.female }));
    expect(radios[1]!.checked).toBe(true);
  });

  it('adds a marriage row named by its order, and removes it', async () => {
    renderSections();
    expect(screen.getByText(f.noMarriages)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: f.addWife }));
    const row = linkField(f.spouseLabel('male', 0));
    expect(document.activeElement).toBe(row);
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: f.marriageState }).value).toBe('');
    await user.click(screen.getByRole('button', { name: f.removeSpouse(f.spouseLabel('male', 0)) }));
    expect(screen.queryByRole('combobox', { name: f.spouseLabel('male', 0) })).toBeNull();
  });
});
