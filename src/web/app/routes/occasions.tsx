import { occasionMessages } from '#shared/messages/occasions.ts';
import { useSignedInHint } from '#web/features/family-account/hooks/use-signed-in-hint.ts';
import { OccasionsPage } from '#web/features/occasions/components/occasions-page.tsx';
import { PushButton } from '#web/features/push/components/push-button.tsx';
import { PageTitle } from '#web/features/site/components/page-title.tsx';
import { SavedCopyNote } from '#web/components/ui/saved-copy-note.tsx';

export default function OccasionsRoute() {
  return (
    <>
      <PageTitle section={occasionMessages.titles.occasions} />
      <SavedCopyNote />
      <OccasionsPage signedIn={useSignedInHint()} actions={<PushButton />} />
    </>
  );
}
