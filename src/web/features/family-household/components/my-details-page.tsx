import { zodResolver } from '@hookform/resolvers/zod';
import { Baby, Heart, PencilLine, Save, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { familyCircleMessages } from '#shared/messages/family-circle.ts';
import { familyHouseholdMessages as m } from '#shared/messages/family-household.ts';
import type { Household, HouseholdPerson, OwnMember } from '#shared/schemas/family-household.ts';
import { ownMemberInputSchema, type OwnMemberInput } from '#shared/schemas/family-household-input.ts';
import { contactVisibilities } from '#shared/schemas/family-member.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button, buttonClassName } from '#web/components/ui/button.tsx';
import { ResponsiveImage } from '#web/components/ui/responsive-image.tsx';
import { ErrorState, LoadingState } from '#web/components/ui/status-message.tsx';
import { useToaster } from '#web/components/ui/toaster.tsx';
import { paths } from '#web/config/paths.ts';
import { useHousehold, useUpdateMe, useUploadPhoto } from '../api/household-api';
import { useSignInWhenSignedOut } from '../hooks/use-sign-in-when-signed-out';
import {
  Card,
  FieldFrame,
  Select,
  TextArea,
  describedBy,
  fieldClass,
  refusalOf,
  type FilePickerComponent,
} from './form-parts';

const me = m.me;
const contact = familyCircleMessages.contact;
const resolver = zodResolver(ownMemberInputSchema);

const formValuesOf = (member: OwnMember): OwnMemberInput => ({
  contact_phone: member.contact_phone,
  contact_email: member.contact_email,
  contact_area: member.contact_area,
  contact_visibility: member.contact_visibility,
  bio: member.bio,
});

/** Contact details, consent and biography, saved directly; nothing typed is lost on a refusal. */
function OwnDetailsForm({ member }: { member: OwnMember }) {
  const ids = useId();
  const save = useUpdateMe();
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<OwnMemberInput>({ resolver, defaultValues: formValuesOf(member) });

  const onValid = async (values: OwnMemberInput) => {
    setRefusal(null);
    try {
      const answer = await save.mutateAsync({ ...values, version: member.version });
      toast.success(answer.message);
    } catch (error) {
      setRefusal(refusalOf(error));
    }
  };
  const field = (name: keyof OwnMemberInput, hint?: string) => ({
    id: `${ids}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': describedBy(`${ids}-${name}`, hint, errors[name]?.message),
  });

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="space-y-4">
      {refusal && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-red-900">
          {refusal}
        </p>
      )}
      <div className="grid gap-4 md:grid-cols-2">
        <FieldFrame
          id={`${ids}-contact_phone`}
          label={contact.phone}
          hint={contact.phoneHint}
          error={errors.contact_phone?.message}
        >
          <input
            type="tel"
            dir="ltr"
            autoComplete="tel"
            placeholder={contact.phonePlaceholder}
            className={fieldClass}
            {...field('contact_phone', contact.phoneHint)}
            {...register('contact_phone')}
          />
        </FieldFrame>
        <FieldFrame id={`${ids}-contact_email`} label={contact.email} error={errors.contact_email?.message}>
          <input
            type="email"
            dir="ltr"
            autoComplete="email"
            className={fieldClass}
            {...field('contact_email')}
            {...register('contact_email')}
          />
        </FieldFrame>
        <FieldFrame id={`${ids}-contact_area`} label={contact.area} error={errors.contact_area?.message}>
          <input
            placeholder={contact.areaPlaceholder}
            className={fieldClass}
            {...field('contact_area')}
            {...register('contact_area')}
          />
        </FieldFrame>
        <FieldFrame
          id={`${ids}-contact_visibility`}
          label={contact.visibility}
          hint={contact.visibilityHint}
          error={errors.contact_visibility?.message}
        >
          <Select
            {...field('contact_visibility', contact.visibilityHint)}
            {...register('contact_visibility')}
          >
            {contactVisibilities.map((value) => (
              <option key={value} value={value}>
                {contact.visibilityChoices[value]}
              </option>
            ))}
          </Select>
        </FieldFrame>
      </div>
      <FieldFrame id={`${ids}-bio`} label={me.bio} hint={me.bioHint} error={errors.bio?.message}>
        <TextArea rows={5} {...field('bio', me.bioHint)} {...register('bio')} />
      </FieldFrame>
      <Button type="submit" size="large" className="w-full sm:w-auto" disabled={save.isPending}>
        <Save aria-hidden className="size-5" />
        {save.isPending ? me.saving : me.save}
      </Button>
    </form>
  );
}

/** The photo: chosen and saved at once, through the site's upload rules. */
function PhotoSection({ member, FilePicker }: { member: OwnMember; FilePicker: FilePickerComponent }) {
  const id = useId();
  const upload = useUploadPhoto();
  const remove = useUpdateMe();
  const busy = upload.isPending || remove.isPending;
  const send = (file: File | null) => {
    if (!file) return;
    upload.mutateAsync(file).then(
      (answer) => toast.success(answer.message),
      (error: unknown) => toast.error(refusalOf(error)),
    );
  };
  return (
    <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center">
      {member.image ? (
        <ResponsiveImage
          src={member.image}
          alt={me.photoAlt(member.name)}
          sizes="128px"
          width={128}
          height={128}
          className="size-32 rounded-2xl object-cover"
        />
      ) : (
        <div className="flex size-32 items-center justify-center rounded-2xl bg-sand-100 text-center text-sm text-slate-600">
          {me.noPhoto}
        </div>
      )}
      <div className="space-y-2">
        <label htmlFor={id} className="sr-only">
          {me.photoChoose}
        </label>
        <FilePicker
          id={id}
          accept="image/jpeg,image/png,image/webp,image/gif"
          buttonLabel={upload.isPending ? me.photoUploading : me.photoChoose}
          disabled={busy}
          describedBy={`${id}-hint`}
          onChange={send}
        />
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {me.photoHint}
        </p>
        {member.image && (
          <Button
            variant="neutral"
            size="compact"
            disabled={busy}
            onClick={() => {
              remove
                .mutateAsync({ ...formValuesOf(member), remove_photo: true, version: member.version })
                .then(
                  () => toast.success(me.photoRemoved),
                  (error: unknown) => toast.error(refusalOf(error)),
                );
            }}
          >
            <Trash2 aria-hidden className="size-4" />
            {me.photoRemove}
          </Button>
        )}
      </div>
    </div>
  );
}

function PersonRow({ person, kind }: { person: HouseholdPerson; kind: 'spouse' | 'child' }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-100 py-2 last:border-0">
      <span className="font-semibold text-slate-900">{person.name}</span>
      <Link
        to={paths.familyPropose(kind, person.id)}
        className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-brand-700 hover:bg-brand-50"
        aria-label={me.proposeChangeOf(person.name)}
      >
        <PencilLine aria-hidden className="size-4" />
        {me.proposeChange}
      </Link>
    </li>
  );
}

/** Spouses and children, each with «اقتراح تعديل», the two additions, and the proposals sent. */
function HouseholdSection({ household }: { household: Household }) {
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">{household.direct ? me.directNote : me.reviewNote}</p>
      <div className="grid gap-4 md:grid-cols-2">
        <div>
          <h3 className="font-bold text-slate-800">{me.spouses}</h3>
          {household.spouses.length === 0 ? (
            <p className="py-2 text-slate-600">{me.noSpouses}</p>
          ) : (
            <ul>
              {household.spouses.map((person) => (
                <PersonRow key={person.id} person={person} kind="spouse" />
              ))}
            </ul>
          )}
        </div>
        <div>
          <h3 className="font-bold text-slate-800">{me.children}</h3>
          {household.children.length === 0 ? (
            <p className="py-2 text-slate-600">{me.noChildren}</p>
          ) : (
            <ul>
              {household.children.map((person) => (
                <PersonRow key={person.id} person={person} kind="child" />
              ))}
            </ul>
          )}
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Link to={paths.familyPropose('child')} className={buttonClassName({ size: 'pill' })}>
          <Baby aria-hidden className="size-5" />
          {me.proposeChild}
        </Link>
        <Link
          to={paths.familyPropose('spouse')}
          className={buttonClassName({ variant: 'outline', size: 'pill' })}
        >
          <Heart aria-hidden className="size-5" />
          {me.proposeSpouse}
        </Link>
      </div>
      {household.proposals.length > 0 && (
        <div>
          <h3 className="font-bold text-slate-800">{me.proposals}</h3>
          <ul>
            {household.proposals.map((proposal) => (
              <li key={proposal.id} className="flex flex-wrap items-center gap-2 py-1.5">
                <span>{m.proposal.kinds[proposal.kind]}:</span>
                <span className="font-semibold">{proposal.name}</span>
                <Badge
                  tone={
                    proposal.status === 'applied' ? 'green' : proposal.status === 'open' ? 'gold' : 'slate'
                  }
                >
                  {me.proposalStatus[proposal.status]}
                </Badge>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/** /family/me «بياناتي» (docs/product.md#keeping-ones-own-household): a signed-in relative's own page. */
export function MyDetailsPage({ FilePicker }: { FilePicker: FilePickerComponent }) {
  useToaster();
  const query = useHousehold();
  useSignInWhenSignedOut(query.error);
  return (
    <div className="mx-auto w-full max-w-3xl space-y-5 px-4 py-8 sm:py-12">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{me.heading}</h1>
        <p className="text-slate-600">{me.intro}</p>
      </header>
      {query.isPending ? (
        <LoadingState label={me.loading} />
      ) : query.isError ? (
        <ErrorState message={me.loadError} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <>
          <div className="flex flex-wrap gap-x-4 gap-y-1">
            <p className="w-full text-lg font-semibold text-slate-800">{query.data.member.nasab}</p>
            <Link
              to={paths.familyMember(query.data.member.id)}
              className="inline-flex min-h-11 items-center text-brand-700 underline"
            >
              {me.openPage}
            </Link>
            <Link
              to={paths.familyDirectory}
              className="inline-flex min-h-11 items-center text-brand-700 underline"
            >
              {me.openDirectory}
            </Link>
            <Link
              to={paths.familyAccount}
              className="inline-flex min-h-11 items-center text-brand-700 underline"
            >
              {me.openAccount}
            </Link>
          </div>
          <Card title={me.contact}>
            <OwnDetailsForm member={query.data.member} />
          </Card>
          <Card title={me.photo}>
            <PhotoSection member={query.data.member} FilePicker={FilePicker} />
          </Card>
          <Card title={me.household}>
            <HouseholdSection household={query.data} />
          </Card>
        </>
      )}
    </div>
  );
}
