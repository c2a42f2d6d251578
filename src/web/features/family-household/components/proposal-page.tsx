import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { familyHouseholdMessages as m } from '#shared/messages/family-household.ts';
import type { Household } from '#shared/schemas/family-household.ts';
import { proposalInputSchema, type ProposalInput } from '#shared/schemas/family-household-input.ts';
import { genders } from '#shared/schemas/family-member.ts';
import { parseId } from '#shared/schemas/ids.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ErrorState, LoadingState } from '#web/components/ui/status-message.tsx';
import { useToaster } from '#web/components/ui/toaster.tsx';
import { paths } from '#web/config/paths.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useHousehold, usePropose } from '../api/household-api';
import { useSignInWhenSignedOut } from '../hooks/use-sign-in-when-signed-out';
import {
  Card,
  FieldFrame,
  Select,
  TextArea,
  describedBy,
  fieldClass,
  refusalOf,
  type DatePickerComponent,
} from './form-parts';

const p = m.proposal;
const resolver = zodResolver(proposalInputSchema);
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The form's first values: the person changed as stored (a birth the calendar cannot hold left empty). */
function initialValues(
  household: Household,
  kind: 'spouse' | 'child',
  memberId: number | null,
): ProposalInput {
  const person = (kind === 'spouse' ? household.spouses : household.children).find(
    (item) => item.id === memberId,
  );
  const opposite = household.member.gender === 'female' ? 'male' : 'female';
  return {
    kind,
    member_id: person?.id ?? null,
    name: person?.name ?? '',
    gender: person?.gender ?? (kind === 'spouse' ? opposite : 'male'),
    birth: person && ISO_DAY.test(person.birth) ? person.birth : '',
    // One wife: she is the mother of a new child unless said otherwise.
    other_parent_id: person
      ? person.other_parent_id
      : household.spouses.length === 1
        ? household.spouses[0]!.id
        : null,
    note: '',
  };
}

function ProposalForm({
  household,
  kind,
  memberId,
  DatePicker,
}: {
  household: Household;
  kind: 'spouse' | 'child';
  memberId: number | null;
  DatePicker: DatePickerComponent;
}) {
  const ids = useId();
  const navigate = useNavigate();
  const propose = usePropose();
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ProposalInput>({ resolver, defaultValues: initialValues(household, kind, memberId) });
  const otherIsFather = household.member.gender === 'female';

  const onValid = async (values: ProposalInput) => {
    setRefusal(null);
    try {
      const answer = await propose.mutateAsync(values);
      toast.success(answer.message);
      await navigate(paths.familyMe);
    } catch (error) {
      // The server's word for a field goes under that field; the form keeps everything typed.
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.fields)) {
          setError(field as keyof ProposalInput, { message });
        }
      }
      setRefusal(refusalOf(error));
    }
  };
  const field = (name: keyof ProposalInput) => ({
    id: `${ids}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': describedBy(`${ids}-${name}`, undefined, errors[name]?.message),
  });

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="space-y-4">
      {refusal && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-red-900">
          {refusal}
        </p>
      )}
      <FieldFrame id={`${ids}-name`} label={p.name} error={errors.name?.message}>
        <input
          placeholder={p.namePlaceholder}
          className={fieldClass}
          {...field('name')}
          {...register('name')}
        />
      </FieldFrame>
      <fieldset className="space-y-1.5">
        <legend className="font-semibold text-slate-800">{p.gender}</legend>
        <div className="flex gap-3">
          {genders.map((gender) => (
            <label
              key={gender}
              className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-4"
            >
              <input
                type="radio"
                value={gender}
                {...register('gender')}
                className="size-4 accent-brand-600"
              />
              {p.genders[gender]}
            </label>
          ))}
        </div>
      </fieldset>
      <Controller
        control={control}
        name="birth"
        render={({ field: date }) => (
          <FieldFrame
            id={`${ids}-birth`}
            labelId={`${ids}-birth-label`}
            label={p.birth}
            error={errors.birth?.message}
          >
            <DatePicker
              id={`${ids}-birth`}
              labelId={`${ids}-birth-label`}
              label={p.birth}
              value={date.value ?? ''}
              onChange={date.onChange}
              onBlur={date.onBlur}
              ref={date.ref}
              optional
              invalid={Boolean(errors.birth)}
            />
          </FieldFrame>
        )}
      />
      {kind === 'child' && (
        <FieldFrame
          id={`${ids}-other_parent_id`}
          label={otherIsFather ? p.otherParentFather : p.otherParent}
          error={errors.other_parent_id?.message}
        >
          <Select
            {...field('other_parent_id')}
            {...register('other_parent_id', {
              setValueAs: (value: string) => (value ? Number(value) : null),
            })}
          >
            <option value="">{otherIsFather ? p.otherParentNoneFather : p.otherParentNone}</option>
            {household.spouses.map((spouse) => (
              <option key={spouse.id} value={spouse.id}>
                {spouse.name}
              </option>
            ))}
          </Select>
        </FieldFrame>
      )}
      <FieldFrame id={`${ids}-note`} label={p.note} error={errors.note?.message}>
        <TextArea rows={3} {...field('note')} {...register('note')} />
      </FieldFrame>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size="large" className="w-full sm:w-auto" disabled={propose.isPending}>
          <Send aria-hidden className="size-5 rtl:-scale-x-100" />
          {propose.isPending ? p.submitting : p.submit}
        </Button>
        <Link to={paths.familyMe} className="inline-flex min-h-11 items-center text-brand-700 underline">
          {p.back}
        </Link>
      </div>
    </form>
  );
}

/**
 * /family/me/propose?kind=child|spouse[&member=] (docs/product.md#keeping-ones-own-household): a new
 * spouse or child, or a change to one; sent to the keepers, or applied at once when the owner allows.
 */
export function ProposalPage({ DatePicker }: { DatePicker: DatePickerComponent }) {
  useToaster();
  const [params] = useSearchParams();
  const kind = params.get('kind') === 'spouse' ? 'spouse' : 'child';
  const memberId = parseId(params.get('member'));
  const query = useHousehold();
  useSignInWhenSignedOut(query.error);
  const person =
    query.data && memberId !== null
      ? (kind === 'spouse' ? query.data.spouses : query.data.children).find((item) => item.id === memberId)
      : undefined;
  const title = person ? p.change(person.name) : kind === 'spouse' ? p.newSpouse : p.newChild;
  return (
    <div className="mx-auto w-full max-w-xl space-y-5 px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{p.heading}</h1>
      {query.isPending ? (
        <LoadingState label={m.me.loading} />
      ) : query.isError ? (
        <ErrorState
          message={m.me.loadError}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <Card title={title}>
          <p className="text-sm text-slate-600">{query.data.direct ? m.me.directNote : m.me.reviewNote}</p>
          <ProposalForm
            key={`${kind}-${memberId}`}
            household={query.data}
            kind={kind}
            memberId={person ? memberId : null}
            DatePicker={DatePicker}
          />
        </Card>
      )}
    </div>
  );
}
