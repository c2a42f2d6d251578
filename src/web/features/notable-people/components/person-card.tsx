import type { NotablePerson } from '#shared/schemas/notable-person.ts';
import { publicMessages } from '#shared/messages/public.ts';
import { PersonCategoryBadge } from '#web/components/ui/category-badge.tsx';
import { cardImageSizes } from '#web/components/ui/responsive-image.tsx';
import { PersonPhoto } from './person-photo';

/**
 * A person in the grid. The name's button stretches over the whole card, so a click anywhere
 * opens the details while the card keeps a real heading for screen-reader navigation.
 */
export function PersonCard({
  person,
  onOpen,
  priority,
}: {
  person: NotablePerson;
  /** Receives the button too, so focus can return to it when the details close. */
  onOpen: (person: NotablePerson, opener: HTMLElement) => void;
  /** The first card of the page: its photo is likely the largest thing painted. */
  priority?: boolean;
}) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-sand-200 bg-white shadow-sm transition has-[button:focus-visible]:ring-2 has-[button:focus-visible]:ring-brand-500 hover:-translate-y-0.5 hover:shadow-md">
      <PersonPhoto
        src={person.image}
        alt=""
        sizes={cardImageSizes.page}
        priority={priority}
        className="aspect-square w-full"
      />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <div>
          <PersonCategoryBadge category={person.category} />
        </div>
        <h2 className="text-xl font-bold text-brand-700">
          <button
            type="button"
            onClick={(event) => onOpen(person, event.currentTarget)}
            aria-label={publicMessages.notablePeople.showDetails(person.name)}
            className="text-start after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {person.name}
          </button>
        </h2>
        <p className="text-slate-700">{person.position}</p>
        {person.period && (
          <p className="mt-auto text-sm text-slate-600">
            <bdi dir="ltr">{person.period}</bdi>
          </p>
        )}
      </div>
    </article>
  );
}
